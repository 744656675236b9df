/**
 * Settling the automatic steps after an answer: every job that needs no decision resolves itself, seat by
 * seat from the active player, and when no one owes anything the phase moves on
 * (setup → action → benefits → activations → Fauna check → [Team board window] → next turn).
 */
import { settleLoop } from '../../engine/settle';
import type { PlayerId } from '../../engine/types';
import { getEarthCard, getTableauCard } from './cards/catalogue';
import { priv, pub, type Ctx } from './draft';
import { roomOn } from './player-cards';
import { plantable } from './rules/actions';
import { startActivation } from './rules/activation';
import { canPay, expand } from './rules/effects';
import { completionCheck } from './rules/end';
import { faunaCheck } from './rules/fauna';
import { autoPlace, targets } from './rules/growth';
import { clearTeamBoards, openTeamWindow, teamMoves } from './rules/team';
import { endTurn } from './rules/turn';
import { seatsFromActive } from './seats';
import { reveal } from './setup';
import { allNothing, textNow, worthActivating, worthChoosing } from './rules/worth';
import type { EarthState, Job } from './state';
import { ew } from './texts';
import { thenList } from './cards/text';

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
      // One Flora to put them on, or room for no more than are owed: where they go is no question (issue 25).
      if (room <= job.n || slots.length === 1) {
        const put = autoPlace(c, p, job.k, slots, job.n);
        pub(c, ew(`log.places.${job.k}`, { player: `{${p}}`, count: put, src: job.src }));
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
    case 'discard':
      if (job.n > 0 && pl.hand.length > 0 && pl.hand.length <= job.n) return payWithWholeHand(c, p, job);
      if (pl.hand.length === 0 || job.n <= 0) {
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'compostHand':
      if (pl.hand.length === 0 || job.n <= 0) {
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'plant':
      if (plantable(pl, job).length === 0) {
        if (job.major) pub(c, ew('log.plantsNothing', { player: `{${p}}` }));
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'activate':
      return autoActivate(c, p, job);
    case 'pay':
      if (!canPay(pl, job)) {
        pl.jobs.shift();
        return true;
      }
      if (allNothing(c.s, p, job.then, job.host)) {
        priv(c, p, ew('log.payNothing', { src: job.src }));
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'choice':
      return autoChoice(c, p, job);
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

/** Cards owed as a cost when the hand holds no more than that: every card goes, with no question (EA-D09). */
function payWithWholeHand(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'discard' }>): boolean {
  const pl = c.s.players[p]!;
  const gone = pl.hand.splice(0);
  c.s.deck.push(...gone);
  pub(c, ew('log.paysWithHand', { player: `{${p}}`, count: gone.length, src: job.src }));
  priv(c, p, ew('log.paidWholeHand', { cards: gone.map((id) => getEarthCard(id).name).join(', ') }));
  pl.jobs.shift();
  return true;
}

/**
 * An activation with nothing worth copying ends by itself; with one card worth copying, that card is copied
 * unless its ability also gives to the other players, which a player may well not want.
 */
function autoActivate(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'activate' }>): boolean {
  const pl = c.s.players[p]!;
  const worth = worthActivating(c.s, p, job);
  if (worth.length === 0) {
    pl.jobs.shift();
    return true;
  }
  const card = getTableauCard(pl.tableau[worth[0]!]!.id);
  if (worth.length > 1 || card.ability!.effects.some((e) => e.op === 'others')) return false;
  pl.jobs.shift();
  pub(c, ew('log.activatesOnly', { player: `{${p}}`, card: card.name, src: job.src }));
  pl.jobs.unshift({ k: 'fx', fx: card.ability!.effects, host: worth[0]!, src: card.name });
  return true;
}

/** A choice where at most one option would change anything is taken by itself. */
function autoChoice(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'choice' }>): boolean {
  const pl = c.s.players[p]!;
  const worth = worthChoosing(c.s, p, job);
  if (worth.length > 1) return false;
  pl.jobs.shift();
  const opt = worth.length === 1 ? job.options[worth[0]!]! : null;
  if (opt) {
    pub(c, ew('log.takesOnly', { player: `{${p}}`, says: thenList(opt.map((e) => textNow(c.s, p, e, job.host))), src: job.src }));
    pl.jobs.unshift({ k: 'fx', fx: opt, host: job.host, src: job.src });
  }
  return true;
}
