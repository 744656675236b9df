/**
 * Settling the automatic steps after an answer: every job that needs no decision resolves itself, seat by
 * seat from the active player, and when no one owes anything the phase moves on
 * (setup → action → benefits → activations → Fauna check → [Team board window] → next turn).
 */
import { settleLoop } from '../../engine/settle';
import type { PlayerId } from '../../engine/types';
import { pub, type Ctx } from './draft';
import { roomOn } from './player-cards';
import { plantable } from './rules/actions';
import { activatable, startActivation } from './rules/activation';
import { canPay, expand } from './rules/effects';
import { completionCheck } from './rules/end';
import { faunaCheck } from './rules/fauna';
import { autoPlace, targets } from './rules/growth';
import { clearTeamBoards, openTeamWindow, teamMoves } from './rules/team';
import { endTurn } from './rules/turn';
import { seatsFromActive } from './seats';
import { reveal } from './setup';
import type { EarthState } from './state';

const anyJobs = (s: EarthState) => s.order.some((p) => s.players[p]!.jobs.length > 0);

/** Runs automatic steps and phase changes until someone owes a decision or the game is over. */
export function settle(c: Ctx): void {
  settleLoop(
    'Earth',
    () => {
      if (c.s.phase === 'over') return false;
      let moved = false;
      for (const p of seatsFromActive(c.s)) while (autoStep(c, p)) moved = true;
      if (moved) return true;
      if (anyJobs(c.s)) return false;
      advance(c);
      return true;
    },
    20000,
  );
}

function advance(c: Ctx): void {
  const s = c.s;
  switch (s.phase) {
    case 'setup':
      return reveal(c);
    case 'action':
      throw new Error('Earth: the action phase has no pending action');
    case 'benefit':
      return startActivation(c);
    case 'activate':
      faunaCheck(c);
      completionCheck(c);
      if (s.options.variant === 'team' && openTeamWindow(c)) {
        s.phase = 'team';
        return;
      }
      return endTurn(c);
    case 'team':
      clearTeamBoards(c);
      return endTurn(c);
    case 'over':
      return;
  }
}

/**
 * One automatic step for p, if their front job needs no decision. Returns false when p must answer
 * (or has nothing to do).
 */
function autoStep(c: Ctx, p: PlayerId): boolean {
  const pl = c.s.players[p]!;
  const job = pl.jobs[0];
  if (!job) return false;
  switch (job.k) {
    case 'fx': {
      const [first, ...rest] = job.fx;
      if (rest.length > 0) pl.jobs[0] = { ...job, fx: rest };
      else pl.jobs.shift();
      if (first) pl.jobs.unshift(...expand(c, p, first, job.host, job.src));
      return true;
    }
    case 'sprout':
    case 'grow': {
      const slots = targets(pl, job.k, job.on, job.host);
      const room = slots.reduce((a, i) => a + roomOn(pl, job.k, i), 0);
      if (job.n <= 0 || slots.length === 0) {
        pl.jobs.shift();
        return true;
      }
      if (room <= job.n) {
        const put = autoPlace(c, p, job.k, slots, job.n);
        pub(c, `{${p}} places ${put} ${job.k === 'sprout' ? (put === 1 ? 'Sprout' : 'Sprouts') : 'Growth'} (${job.src}).`);
        pl.jobs.shift();
        return true;
      }
      return false;
    }
    case 'keep':
      if (pl.looking.length <= job.keep || job.keep <= 0) {
        pl.hand.push(...pl.looking.splice(0, job.keep));
        c.s.deck.push(...pl.looking.splice(0));
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'compostHand':
    case 'discard':
      if (pl.hand.length === 0 || job.n <= 0) {
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'plant':
      if (plantable(pl, job).length === 0) {
        if (job.major) pub(c, `{${p}} plants nothing.`);
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'activate':
      if (activatable(pl, job).length === 0) {
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'pay':
      if (!canPay(pl, job)) {
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'team':
      if (!teamMoves(c.s, p).length) {
        pl.jobs.shift();
        return true;
      }
      return false;
    default:
      return false;
  }
}
