/**
 * Pieces several prompts share: prompt ids, the 25-option limit of a Discord menu, and the ways lists
 * meet it without losing a member: slots split by column then row, longer lists paged with "More…".
 */
import type { Option } from '../../engine/types';
import { firstFit } from '../../engine/wording';
import { TABLE, slotName, type Pos } from './board';
import { plural, projectCostText, projectEffectText, CATEGORY_LABEL } from './cards/text';
import { proj } from './cards/catalogue';
import type { TpState } from './state';

export const MAX_OPTIONS = 25;
/** The option that shows the next page of a paged list; its page counter lives with the decision. */
export const MORE = 'more';
/** The longest an option's label or hint may be (a menu's label and description). */
export const LABEL_MAX = 100;
/** As many of a text's comma-separated clauses as fit `max`, whole: the first ones, which say the most. */
function clauses(text: string, max = LABEL_MAX): string {
  const parts = text.split(', ');
  return firstFit(max, parts.map((_, k) => parts.slice(0, parts.length - k).join(', ')));
}

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
    return { value: slotName(f, p), label: clauses(`${slotName(f, p)}${describe(p)}`), ...(more ? { hint: clauses(more) } : {}) };
  };
  if (column !== null) return paged(slots.filter((p) => p.x === column).map(slot), page, 'slots');
  if (slots.length <= MAX_OPTIONS) return slots.map(slot);
  const cols = [...new Set(slots.map((p) => p.x))].sort((a, b) => a - b);
  const columns = cols.map((x) => {
    const name = slotName(f, { x, y: f.minY }).replace(/\d+$/, '');
    return { value: `col${name}`, label: `Column ${name} (${plural(slots.filter((p) => p.x === x).length, 'slot')})` };
  });
  // The likeliest slots give way to the columns, so every column fits one menu and no page is turned to reach one.
  return paged(columns, page, 'columns', head.slice(0, Math.max(0, MAX_OPTIONS - columns.length)).map(slot));
}

/** A Project card with its cost, in the longest wording that fits a label: the cost is never cut. */
export function cardLabel(id: string): string {
  const c = proj(id);
  const cost = projectCostText(c).replace(/^Cost: /, '').replace(/\.$/, '');
  const short = [
    ...(c.cost.generic > 0 ? [plural(c.cost.generic, 'Credit')] : []),
    ...c.cost.specific.map((x) => `${x.amount} ${CATEGORY_LABEL[x.category]}`),
  ].join(' + ');
  const lower = c.lowerNeed.map((k) => `lower ${CATEGORY_LABEL[k]} Need`);
  return firstFit(LABEL_MAX, [`${c.name} (${CATEGORY_LABEL[c.category]}) ${cost}`, `${c.name}: ${cost}`, `${c.name}: ${[short, ...lower].join('; ')}`]);
}

/** The most a card list under a prompt holds: under `Prompt.detail`'s 1500, so the question beside it keeps the panel within Discord's 2000. */
const DETAIL_MAX = 1200;

/**
 * What each card among `ids` does once played, one line per card, for the lines under a card choice (the labels
 * hold the costs). A hand too long for the lines names the cards left over instead of cutting one.
 */
export function cardsDetail(ids: readonly string[]): string | undefined {
  const lines = [...new Set(ids)].map((id) => `${proj(id).name}: ${projectEffectText(proj(id))}`);
  if (lines.length === 0) return undefined;
  const kept: string[] = [];
  for (const [i, line] of lines.entries()) {
    const rest = lines.length - i - 1;
    const tail = rest > 0 ? `\n${plural(rest, 'more card')}: /game hand shows their text.` : '';
    if ([...kept, line].join('\n').length + tail.length > DETAIL_MAX) {
      return [...kept, `${plural(lines.length - kept.length, 'more card')}: /game hand shows their text.`].join('\n');
    }
    kept.push(line);
  }
  return kept.join('\n');
}
