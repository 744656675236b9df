/**
 * Pieces several prompts share: prompt ids, the 25-option limit of a Discord menu, and the lists that
 * meet it (slots split by column past 25, a hand card's label).
 */
import type { Option } from '../../engine/types';
import { frameOf, slotName, type Pos } from './board';
import { projectCostText, CATEGORY_LABEL } from './card-text';
import { proj } from './cards';
import type { TpState } from './state';

export const MAX_OPTIONS = 25;
export const clip = (s: string, n = 100): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

/** The id of the one decision open now; it changes with every answer, so a stale click is refused. */
export const promptId = (s: TpState): string => `t${s.seq}`;

/** Slots as options; more than 25 are split into a column prompt, then a row prompt. */
export function slotOptions(s: TpState, slots: readonly Pos[], column: number | null, describe: (p: Pos) => string): { options: Option[]; byColumn: boolean } {
  const f = frameOf(s.grid);
  const pick = column === null ? slots : slots.filter((p) => p.x === column);
  if (pick.length <= MAX_OPTIONS) return { options: pick.map((p) => ({ value: slotName(f, p), label: clip(`${slotName(f, p)}${describe(p)}`) })), byColumn: false };
  const cols = [...new Set(slots.map((p) => p.x))].sort((a, b) => a - b).slice(0, MAX_OPTIONS);
  return {
    options: cols.map((x) => {
      const name = slotName(f, { x, y: f.minY }).replace(/\d+$/, '');
      return { value: `col${name}`, label: `Column ${name} (${slots.filter((p) => p.x === x).length} slots)` };
    }),
    byColumn: true,
  };
}

export function cardLabel(id: string): string {
  const c = proj(id);
  return clip(`${c.name} (${CATEGORY_LABEL[c.category]}) ${projectCostText(c).replace(/^Cost: /, '').replace(/\.$/, '')}`);
}
