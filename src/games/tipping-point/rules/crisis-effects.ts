/**
 * What an active Crisis does while it stays face-up (RB "Solving Crises", the note on hints in the lower
 * right corner): Credits of a category cannot be spent, a Need cannot be raised, Synergy is lost.
 * House rule TP-G17: a block holds for every player, wherever the Crisis lies.
 */
import type { PlayerId } from '../../../engine/types';
import type { Category } from '../cards/schema';
import { crisis } from '../cards/catalogue';
import { seat, type Cell, type TpState } from '../state';

export function activeCrises(s: TpState): Cell[] {
  return s.grid.filter((c) => c.card.kind === 'crisis' && c.card.up);
}
const blocks = (s: TpState) => activeCrises(s).flatMap((c) => (crisis(c.card.id).block ? [crisis(c.card.id).block!] : []));
export const spendBlocked = (s: TpState, c: Category): boolean => blocks(s).some((b) => b.op === 'blockSpend' && b.category === c);
export const raiseBlocked = (s: TpState, c: Category): boolean => blocks(s).some((b) => b.op === 'blockRaise' && b.need === c);
export const synergyBlocked = (s: TpState, c: Category): boolean =>
  blocks(s).some((b) => b.op === 'blockSynergy' && (b.category === c || b.category === 'all'));

/** Credits of `c` this seat can spend now (zero while a Crisis blocks that budget). */
export const spendable = (s: TpState, p: PlayerId, c: Category): number => (spendBlocked(s, c) ? 0 : seat(s, p).credits[c]);
