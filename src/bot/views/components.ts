import { ButtonStyle, ComponentType, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import type { Option } from '../../engine/types';
import { encodeCustomId } from './custom-id';
import { encodePicked, FIRST_PAGE, PAGE_SIZE, pageCount, type MenuPage } from './menu-pages';
import { sayTable } from '../../platform/words/table-words';
import type { Language } from '../../words/locales';

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/**
 * A button's label, as written: Discord takes up to 80 characters, but a phone shows about 38 on one line, so a
 * control's label is written within `BUTTON_FIT` (a shorter wording where a name is long, src/engine/wording.ts) and
 * an option is a button only when its label is within `OPTION_BUTTON_MAX`. Nothing here cuts a label.
 */
export const BUTTON_LABEL_MAX = 80;
export const BUTTON_FIT = 38;
export const OPTION_BUTTON_MAX = 40;
/** One tap beats a menu's two: up to ten short options are buttons, in two rows (a message holds five rows). */
const BUTTONS_MAX = 10;

export function button(customId: string, label: string, style: ButtonStyle = ButtonStyle.Secondary): Row['components'][number] {
  return { type: ComponentType.Button, custom_id: customId, label, style } as Row['components'][number];
}

export function row(...components: Row['components']): Row {
  return { type: ComponentType.ActionRow, components };
}

/**
 * A prompt's options, in the game's order: up to ten buttons (two rows) when they are few and short, else a select menu,
 * a page of 25 at a time when there are more (with "More…" and, for a multi-select, the picks kept across pages
 * and a Confirm button). The suggested option is the highlighted one; with none suggested, none is.
 */
export function promptRows(instance: string, promptId: string, options: readonly Option[], min: number, max: number, at: MenuPage = FIRST_PAGE, language: Language = 'en'): Row[] {
  if (options.length === 0) return [];
  const fitsButtons = max === 1 && options.length <= BUTTONS_MAX && options.every((o) => o.label.length <= OPTION_BUTTON_MAX);
  if (fitsButtons) {
    const buttons = options.map((o) => button(encodeCustomId({ kind: 'answer', instance, prompt: promptId, value: o.value }), o.label, o.suggested ? ButtonStyle.Primary : ButtonStyle.Secondary));
    // Rows as even as they can be (seven: four and three), so a game's main choices share the first row.
    const perRow = Math.ceil(buttons.length / Math.ceil(buttons.length / 5));
    return Array.from({ length: Math.ceil(buttons.length / perRow) }, (_, r) => row(...buttons.slice(r * perRow, (r + 1) * perRow)));
  }
  const items = options.map((o, i) => ({ o, i }));
  if (options.length <= PAGE_SIZE) {
    const placeholder = max > 1 ? sayTable(language, 'menu.choose', { want: wantWords(min, max, language) }) : sayTable(language, 'menu.chooseOne');
    return [select(encodeCustomId({ kind: 'select', instance, prompt: promptId }), placeholder, min, Math.min(max, options.length), items, [])];
  }
  return pagedRows(instance, promptId, options, min, max, at, language);
}

/** How many a menu wants: "2" or "1 to 3". */
const wantWords = (min: number, max: number, language: Language): string => (min === max ? String(min) : sayTable(language, 'menu.range', { min, max }));

function pagedRows(instance: string, promptId: string, options: readonly Option[], min: number, max: number, at: MenuPage, language: Language): Row[] {
  const w = (key: string, params = {}) => sayTable(language, key, params);
  const pages = pageCount(options.length);
  const page = Math.min(at.page, pages - 1);
  const lo = page * PAGE_SIZE;
  const items = options.slice(lo, lo + PAGE_SIZE).map((o, k) => ({ o, i: lo + k }));
  const range = w('menu.pageRange', { from: lo + 1, to: lo + items.length, count: options.length });
  const multi = max > 1;
  const picked = multi ? at.picked : [];
  const kept = encodePicked(picked);
  const turn = (to: number, label: string) => button(encodeCustomId({ kind: 'page', instance, prompt: promptId, page: to, picked: kept }), label);
  const nav: Row['components'] = [];
  if (page > 0) nav.push(turn(page - 1, w('menu.earlier')));
  if (page < pages - 1) nav.push(turn(page + 1, w('menu.more')));
  if (!multi) return [select(encodeCustomId({ kind: 'select', instance, prompt: promptId }), w('menu.chooseOnePage', { range }), 1, 1, items, []), row(...nav)];
  const elsewhere = picked.filter((i) => i < lo || i >= lo + PAGE_SIZE).length;
  const room = Math.max(1, Math.min(items.length, max - elsewhere));
  const menu = select(encodeCustomId({ kind: 'pagepick', instance, prompt: promptId, page, picked: kept }), w('menu.choosePage', { want: wantWords(min, max, language), range, picked: picked.length }), 0, room, items, picked);
  const done = { ...button(encodeCustomId({ kind: 'pickdone', instance, prompt: promptId, picked: kept }), w('menu.confirm', { count: picked.length }), ButtonStyle.Primary), disabled: picked.length < min || picked.length > max };
  return [menu, row(...nav, done as Row['components'][number])];
}

function select(customId: string, placeholder: string, min: number, max: number, items: readonly { o: Option; i: number }[], picked: readonly number[]): Row {
  return row({
    type: ComponentType.StringSelect,
    custom_id: customId,
    placeholder,
    min_values: min,
    max_values: max,
    options: items.map(({ o, i }) => ({ label: o.label, value: o.value, ...(o.hint ? { description: o.hint } : {}), ...(picked.includes(i) ? { default: true } : {}) })),
  } as Row['components'][number]);
}
