/**
 * A chain: the run of small prompts one action makes (a card play, an exchange, an ability, bonus work).
 * Its tasks are units of work; `forced` ones are resolved first and in order (bonuses, Synergy,
 * redistribution), `free` ones in any order the player picks (FAQ "Project Cards").
 */
import type { PlayerId } from '../../engine/types';
import { CATEGORIES, type Category, type Effect, type ProjectCard } from './cards/schema';
import { cat, n, w } from './words';
import type { Ctx } from './draft';
import type { Chain, Task } from './state';

export function newChain(p: PlayerId, kind: Chain['kind'], stage: Chain['stage'], card: string | null, usesTurn: boolean): Chain {
  return { player: p, kind, stage, card, slot: null, column: null, page: 0, due: { generic: 0, specific: {} }, discarded: [], forced: [], free: [], current: null, payAuto: false, credits: 0, influencePlan: false, usesTurn };
}

/** Credits a card play still owes: generic, and per category. */
export interface Due {
  generic: number;
  specific: Partial<Record<Category, number>>;
}
export const dueOf = (p: ProjectCard): Due => ({
  generic: p.cost.generic,
  specific: Object.fromEntries(p.cost.specific.map((x) => [x.category, x.amount])),
});
export const dueLeft = (d: Due): number => d.generic + CATEGORIES.reduce((n, c) => n + (d.specific[c] ?? 0), 0);

/** The task being resolved now: the first forced one, else the free one the player picked. */
export const taskNow = (c: Chain): Task | null => c.forced[0] ?? c.current;
/** `t` is finished: off the forced list, or no longer the current free task. */
export function taskDone(c: Chain, t: Task): void {
  if (c.forced[0] === t) c.forced.shift();
  else c.current = null;
}

/** An effect as a unit of work; null when it needs no work. */
export function effectTask(e: Effect): Task | null {
  switch (e.op) {
    case 'needIcon':
      return { t: 'icon', need: e.need };
    case 'raiseNeed':
      return { t: 'raise', need: e.need, n: e.amount };
    case 'flipProject':
      return { t: 'flip', category: e.category, n: e.amount };
    case 'gainInfluence':
      return e.amount > 0 ? { t: 'influence', n: e.amount } : null;
    case 'gainCredits':
      return e.amount > 0 ? { t: 'credits', n: e.amount } : null;
    case 'drawProjects':
      return e.amount > 0 ? { t: 'draw', n: e.amount } : null;
    case 'removePollution':
      return e.amount > 0 ? { t: 'pollution', n: e.amount } : null;
    case 'synergyBonus':
      return { t: 'synergy', n: e.amount };
  }
}

/** Bonus work for `p`: into their running chain, or queued for a chain of its own; none once the game is over. */
export function pushForced(ctx: Ctx, p: PlayerId, tasks: readonly Task[]): void {
  // A finished game owes nobody anything: work that a winning or losing step still produces is dropped.
  if (!tasks.length || ctx.s.over) return;
  const chain = ctx.s.chain;
  if (chain && chain.player === p) chain.forced.push(...tasks);
  else ctx.s.bonusQueue.push({ player: p, tasks: [...tasks] });
}

export function taskLabel(t: Task): string {
  switch (t.t) {
    case 'icon':
      return w('task.icon', { need: t.need === 'any' ? w('needAny') : cat(t.need) });
    case 'raise':
      return t.need === 'any' ? w('task.raiseAny', { n: t.n }) : w('task.raise', { need: cat(t.need), n: t.n });
    case 'flip':
      return w('task.flip', { what: t.category === 'any' ? n('project', t.n) : n('categoryProject', t.n, { category: cat(t.category) }) });
    case 'influence':
      return w('task.influence', { n: t.n });
    case 'credits':
      return w('task.gain', { what: n('credit', t.n) });
    case 'draw':
      return w('task.draw', { what: n('projectCard', t.n) });
    case 'pollution':
      return w('task.pollution', { n: t.n });
    case 'synergy':
      return w('task.gain', { what: n('synergyBonus', t.n) });
    case 'redistribute':
      return w('task.move', { n: t.owners.length });
  }
}
