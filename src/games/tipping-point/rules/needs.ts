/**
 * RB "Increasing a Need Fulfillment Level": the Pollution icons of the space reached, then an Adjacency
 * Bonus for each neighbouring Need that is not lower (no marker counts as higher), and "Maximum Need
 * Level": a raise past the top counts as reaching it again.
 */
import type { PlayerId } from '../../../engine/types';
import type { Category, Effect } from '../cards/schema';
import { effectText } from '../cards/text';
import { cat, n as count, w } from '../words';
import { adjacencyBonus, catalogue, ringNeighbours } from '../cards/catalogue';
import { effectTask, pushForced } from '../chain';
import { say, type Ctx } from '../draft';
import { seat, type Task, type TpState } from '../state';
import { trigger } from './advisors';
import { raiseBlocked } from './crisis-effects';
import { addPollution } from './seesaw';

export const canRaise = (s: TpState, p: PlayerId, c: Category): boolean => seat(s, p).needs[c] !== undefined && !raiseBlocked(s, c);

/** The Adjacency Bonuses a raise of `c` would pay now, as short texts ("2 Credits", "draw 1"). */
export function raiseBonuses(s: TpState, p: PlayerId, c: Category): string[] {
  const me = seat(s, p);
  const level = Math.min((me.needs[c] ?? 0) + 1, catalogue.board.maxLevel);
  return ringNeighbours(c).flatMap((n) => {
    const other = me.needs[n];
    return other !== undefined && other < level ? [] : [bonusText(adjacencyBonus(c, n, level))];
  });
}

/** Raise one Need: Pollution icons, then an Adjacency Bonus per neighbour that is not lower (TP-50, TP-54). */
export function raiseNeed(ctx: Ctx, p: PlayerId, c: Category): void {
  const s = ctx.s;
  const me = seat(s, p);
  const before = me.needs[c];
  if (before === undefined) throw new Error('no marker');
  const max = catalogue.board.maxLevel;
  const level = Math.min(before + 1, max);
  me.needs[c] = level;
  say(ctx, before >= max ? w('log.raisesBeyond', { player: `{${p}}`, need: cat(c), max }) : w('log.raises', { player: `{${p}}`, need: cat(c), n: level }));
  addPollution(ctx, catalogue.board.pollutionByLevel[c][level - 1] ?? 0, w('why.reached', { need: cat(c), n: level }));
  if (s.over) return;
  const bonuses: Task[] = [];
  for (const n of ringNeighbours(c)) {
    const other = me.needs[n];
    if (other !== undefined && other < level) continue;
    const b = adjacencyBonus(c, n, level);
    const t = effectTask(b);
    if (t) bonuses.push(t);
    say(ctx, w('log.adjacency', { a: cat(c), b: cat(n), bonus: bonusText(b) }));
  }
  pushForced(ctx, p, bonuses);
  trigger(ctx, p, 'afterRaise', c);
}

function bonusText(e: Effect): string {
  switch (e.op) {
    case 'gainCredits':
      return count('credit', e.amount);
    case 'gainInfluence':
      return w('bonus.influence', { n: e.amount });
    case 'drawProjects':
      return w('bonus.draw', { n: e.amount });
    case 'removePollution':
      return w('bonus.pollution', { n: e.amount });
    default:
      return effectText(e);
  }
}
