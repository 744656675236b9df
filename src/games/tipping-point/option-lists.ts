/**
 * Pieces several prompts share: prompt ids, the 25-option limit of a Discord menu, and the ways lists
 * meet it without losing a member: slots split by column then row, longer lists paged with "More…".
 */
import type { Option } from '../../engine/types';
import { TABLE, slotName, type Pos } from './board';
import { plural, projectCostText, CATEGORY_LABEL } from './card-text';
import { proj } from './cards';
import type { TpState } from './state';

export const MAX_OPTIONS = 25;
/** The option that shows the next page of a paged list; its page counter lives with the decision. */
export const MORE = 'more';
export const clip = (s: string, n = 100): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

/** The id of the one decision open now; it changes with every answer, so a stale click is refused. */
export const promptId = (s: TpState): string => `t${s.seq}`;

/**
 * `head`, `list` and `tail` as one menu. When they do not fit, `head` and `tail` stay on every page and
 * `list` is shown a page at a time with a last "More…" option (page numbers wrap around), so every
 * member stays reachable.
 */
export function paged(list: readonly Option[], page: number, what: string, head: readonly Option[] = [], tail: readonly Option[] = []): Option[] {
  if (head.length + list.length + tail.length <= MAX_OPTIONS) return [...head, ...list, ...tail];
  const room = MAX_OPTIONS - head.length - tail.length - 1;
  if (room < 1) throw new Error(`No room to page ${what}`);
  const pages = Math.ceil(list.length / room);
  const k = ((page % pages) + pages) % pages;
  return [...head, ...list.slice(k * room, (k + 1) * room), ...tail, { value: MORE, label: `More ${what}… (page ${k + 1} of ${pages})` }];
}

/**
 * Slots as options. More than 25: the `head` slots (the likeliest choices) and then every column (paged past
 * one menu); a column leads to its slots (paged past 25 slots).
 */
export function slotOptions(
  s: TpState,
  slots: readonly Pos[],
  column: number | null,
  page: number,
  describe: (p: Pos) => string,
  head: readonly Pos[] = [],
  hint: (p: Pos) => string | null = () => null,
): Option[] {
  const f = TABLE;
  const slot = (p: Pos): Option => {
    const more = hint(p);
    return { value: slotName(f, p), label: clip(`${slotName(f, p)}${describe(p)}`), ...(more ? { hint: clip(more) } : {}) };
  };
  if (column !== null) return paged(slots.filter((p) => p.x === column).map(slot), page, 'slots');
  if (slots.length <= MAX_OPTIONS) return slots.map(slot);
  const cols = [...new Set(slots.map((p) => p.x))].sort((a, b) => a - b);
  const columns = cols.map((x) => {
    const name = slotName(f, { x, y: f.minY }).replace(/\d+$/, '');
    return { value: `col${name}`, label: `Column ${name} (${plural(slots.filter((p) => p.x === x).length, 'slot')})` };
  });
  return paged(columns, page, 'columns', head.map(slot));
}

export function cardLabel(id: string): string {
  const c = proj(id);
  return clip(`${c.name} (${CATEGORY_LABEL[c.category]}) ${projectCostText(c).replace(/^Cost: /, '').replace(/\.$/, '')}`);
}
