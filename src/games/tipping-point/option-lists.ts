/**
 * Pieces several prompts share: prompt ids, the 25-option limit of a Discord menu, and the ways lists
 * meet it without losing a member: slots split by column then row, longer lists paged with "More…".
 */
import type { Option } from '../../engine/types';
import { fitWords } from '../../engine/words';
import { TABLE, slotName, type Pos } from './board';
import { projectCostParts, projectEffectText } from './cards/text';
import { proj } from './cards/catalogue';
import type { TpState } from './state';
import { cardName, cat, columnWords, n, slotWords, w } from './words';

export const MAX_OPTIONS = 25;
/** The option that shows the next page of a paged list; its page counter lives with the decision. */
export const MORE = 'more';
/** The longest an option's label or hint may be (a menu's label and description). */
export const LABEL_MAX = 100;

/** The id of the one decision open now; it changes with every answer, so a stale click is refused. */
export const promptId = (s: TpState): string => `t${s.seq}`;

/** What a paged list holds, as its "More…" option names it. */
export type PagedWhat = 'slots' | 'columns' | 'cards' | 'faceDown' | 'waysToPay' | 'choices' | 'flips';

/**
 * `head`, `list` and `tail` as one menu. When they do not fit, `head` and `tail` stay on every page and
 * `list` is shown a page at a time with a last "More…" option (page numbers wrap around), so every
 * member stays reachable.
 */
export function paged(list: readonly Option[], page: number, what: PagedWhat, head: readonly Option[] = [], tail: readonly Option[] = []): Option[] {
  if (head.length + list.length + tail.length <= MAX_OPTIONS) return [...head, ...list, ...tail];
  const room = MAX_OPTIONS - head.length - tail.length - 1;
  if (room < 1) throw new Error(`No room to page ${what}`);
  const pages = Math.ceil(list.length / room);
  const k = ((page % pages) + pages) % pages;
  return [...head, ...list.slice(k * room, (k + 1) * room), ...tail, { value: MORE, label: w(`more.${what}`, { k: k + 1, of: pages }) }];
}

/**
 * Slots as options. More than 25: the `head` slots (the likeliest choices) and then every column (paged past
 * one menu); a column leads to its slots (paged past 25 slots). `describe` gives what follows the slot's name (its colon and detail),
 * longest first: the label is the first that fits with the name as the reader's language writes it; and
 * `hint` is the option's description, each already written to fit its place.
 */
export function slotOptions(
  s: TpState,
  slots: readonly Pos[],
  column: number | null,
  page: number,
  describe: (p: Pos) => readonly string[],
  head: readonly Pos[] = [],
  hint: (p: Pos) => string | null = () => null,
): Option[] {
  const f = TABLE;
  const slot = (p: Pos): Option => {
    const more = hint(p);
    return { value: slotName(f, p), label: fitWords(LABEL_MAX, describe(p).map((d) => `${slotWords(slotName(f, p))}${d}`)), ...(more ? { hint: more } : {}) };
  };
  if (column !== null) return paged(slots.filter((p) => p.x === column).map(slot), page, 'slots');
  if (slots.length <= MAX_OPTIONS) return slots.map(slot);
  const cols = [...new Set(slots.map((p) => p.x))].sort((a, b) => a - b);
  const columns = cols.map((x) => {
    const name = columnName(x);
    return { value: `col${name}`, label: w('slot.column', { name: columnWords(name), slots: n('slot', slots.filter((p) => p.x === x).length) }) };
  });
  // The likeliest slots give way to the columns, so every column fits one menu and no page is turned to reach one.
  return paged(columns, page, 'columns', head.slice(0, Math.max(0, MAX_OPTIONS - columns.length)).map(slot));
}

/** A column's letters: its first slot's name without the row number. */
function columnName(x: number): string {
  const first = slotName(TABLE, { x, y: TABLE.minY });
  return first.slice(0, first.search(/\d/));
}

/** A Project card with its cost, in the longest wording that fits a label: the cost is never cut. */
export function cardLabel(id: string): string {
  const c = proj(id);
  const cost = projectCostParts(c);
  const short = [
    ...(c.cost.generic > 0 ? [n('credit', c.cost.generic)] : []),
    ...c.cost.specific.map((x) => w('card.categoryAmount', { n: x.amount, category: cat(x.category) })),
  ].join(' + ');
  const lower = c.lowerNeed.map((k) => w('card.lowerNeed', { need: cat(k) }));
  // The shortest: each category by its first letters, still every part of the cost.
  const shortest = [
    ...(c.cost.generic > 0 ? [n('credit', c.cost.generic)] : []),
    ...c.cost.specific.map((x) => w('card.categoryAmount', { n: x.amount, category: w(`categoryShort.${x.category}`) })),
  ].join(' + ');
  const lowerShort = c.lowerNeed.map((k) => w('card.lowerShort', { need: w(`categoryShort.${k}`) }));
  const name = cardName(id);
  return fitWords(LABEL_MAX, [
    w('card.labelLong', { name, category: cat(c.category), cost }),
    w('card.label', { name, cost }),
    w('card.label', { name, cost: [short, ...lower].join('; ') }),
    w('card.label', { name, cost: [shortest, ...lowerShort].join('; ') }),
    // The Needs it lowers are left to the card's text under the question; the cost stays whole.
    w('card.label', { name, cost: shortest }),
  ]);
}

/** The most a card list under a prompt holds: under `Prompt.detail`'s 1500, so the question beside it keeps the panel within Discord's 2000. */
const DETAIL_MAX = 1200;

/**
 * What each card among `ids` does once played, one line per card, for the lines under a card choice (the labels
 * hold the costs). A hand too long for the lines names the cards left over instead of cutting one.
 */
export function cardsDetail(ids: readonly string[]): string | undefined {
  const lines = [...new Set(ids)].map((id) => w('card.line', { name: cardName(id), text: projectEffectText(proj(id)) }));
  if (lines.length === 0) return undefined;
  // Every first run of whole lines, longest first, the cards left over counted; the reader's language picks the first that fits.
  const forms = lines.map((_, i) => {
    const kept = lines.slice(0, lines.length - i);
    return i === 0 ? kept.join('\n') : [...kept, w('card.more', { cards: n('moreCard', i) })].join('\n');
  });
  return fitWords(DETAIL_MAX, [...forms, w('card.more', { cards: n('moreCard', lines.length) })]);
}
