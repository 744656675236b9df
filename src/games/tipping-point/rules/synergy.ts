/**
 * RB "Synergy Bonus": a Project placed against a side of a face-up card (Project or Crisis) of its own
 * category earns the Advisor's Synergy Bonus once per matching side (TP-40), unless an active Crisis
 * blocks Synergy for that category.
 */
import type { Pos } from '../board';
import { cellAt, neighbours } from '../board';
import type { Category } from '../cards/schema';
import { cat, n, w } from '../words';
import { crisis, proj } from '../cards/catalogue';
import { effectTask, taskDone } from '../chain';
import { say, type Ctx } from '../draft';
import { advisorOf, type Chain, type Task } from '../state';
import { trigger } from './advisors';
import { synergyBlocked } from './crisis-effects';

/** After placing at `at`: one Synergy task for all matching sides, or the reason there is none. */
export function takeSynergy(ctx: Ctx, c: Chain, at: Pos, category: Category): void {
  const s = ctx.s;
  const matches = neighbours(at).filter((n) => {
    const x = cellAt(s.grid, n);
    if (!x || !x.card.up) return false;
    return (x.card.kind === 'project' ? proj(x.card.id).category : crisis(x.card.id).category) === category;
  }).length;
  if (matches > 0) {
    if (synergyBlocked(s, category)) say(ctx, w('log.synergyBlocked', { category: cat(category) }));
    else c.forced.push({ t: 'synergy', n: matches });
  }
}

/** The Synergy task turns into the Advisor's bonus, once per matching side, ahead of the other work. */
export function resolveSynergy(ctx: Ctx, c: Chain, t: Task & { t: 'synergy' }): void {
  taskDone(c, t);
  const p = c.player;
  const syn = advisorOf(ctx.s, p)!.synergy;
  say(ctx, w('log.gainsSynergy', { player: `{${p}}`, bonuses: n('synergyBonus', t.n) }));
  // Several matching sides give the bonus several times: as one task, so one gain is one decision.
  const task = effectTask({ ...syn, amount: syn.amount * t.n });
  if (task) c.forced.unshift(task);
  for (let i = 0; i < t.n; i++) trigger(ctx, p, 'afterSynergy', null);
}
