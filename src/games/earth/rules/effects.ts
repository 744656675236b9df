/**
 * Card effects (abilities, Event benefits, the action table) resolved one at a time: simple gains happen
 * at once, the rest become jobs, and the answers to the decisions they raise. Rulebook Special Rules &
 * Edge Cases: "All costs must be paid in full. However, benefits may be collected partially or in full."
 */
import type { PlayerId, RuleError } from '../../../engine/types';
import type { Effect, ScaledEffect } from '../cards/schema';
import { getEarthCard } from '../cards/catalogue';
import { priv, pub, type Ctx } from '../draft';
import { fail, notOption, type EarthError } from '../errors';
import { compostFromDeck, draw, gainSoil, takeTop } from '../resources';
import { seatsFromSeat } from '../seats';
import type { Job, PlayerState } from '../state';
import { MINOR } from './actions';
import { count as countFor, holds } from './objectives';
import { ew, keyOf } from '../texts';

/** Resolves one effect that has reached the front: simple gains happen now, the rest become jobs. */
export function expand(c: Ctx, p: PlayerId, e: Effect | ScaledEffect, host: number | null, src: string): Job[] {
  const pl = c.s.players[p]!;
  switch (e.op) {
    case 'gain':
      if (e.resource === 'soil') {
        gainSoil(c, p, e.amount);
        pub(c, ew('log.gainsSoil', { player: `{${p}}`, amount: e.amount, src }));
      } else if (e.resource === 'card') draw(c, p, e.amount);
      else compostFromDeck(c, p, e.amount);
      return [];
    case 'drawKeep': {
      const got = takeTop(c, e.look);
      pl.looking.push(...got);
      if (got.length === 0) return [];
      pub(c, ew('log.drawsToKeep', { player: `{${p}}`, count: got.length, keep: Math.min(e.keep, got.length), src }));
      priv(c, p, ew('log.youLook', { cards: got.map((id) => getEarthCard(id).name).join(', ') }));
      return [{ k: 'keep', keep: Math.min(e.keep, got.length), src }];
    }
    case 'compostFromHand':
      return [{ k: 'compostHand', n: e.upTo, src }];
    case 'sprout':
      return [{ k: 'sprout', n: e.amount, on: e.on, host, src }];
    case 'grow':
      return [{ k: 'grow', n: e.amount, on: e.on, host, src }];
    case 'plant':
      return [{ k: 'plant', discount: e.discount, ...(e.filter ? { filter: e.filter } : {}), major: false, src }];
    case 'minor':
      // EA-D14: a minor benefit taken through an effect activates nothing.
      return [{ k: 'fx', fx: MINOR[e.action], host: null, src }];
    case 'activate':
      return [{ k: 'activate', where: e.where, host, src }];
    case 'per': {
      const n = countFor(pl, e.count, host);
      const times = Math.min(e.max ?? Infinity, Math.floor(n / e.each));
      return times > 0 ? [{ k: 'fx', fx: Array.from({ length: times }, () => e.effect), host, src }] : [];
    }
    case 'if':
      return holds(pl, e.test, host) ? [{ k: 'fx', fx: e.then, host, src }] : [];
    case 'pay':
      return [{ k: 'pay', cost: e.cost, then: e.then, host, src }];
    case 'choice':
      return [{ k: 'choice', options: e.options, host, src }];
    case 'others':
      // EA-D15: each other player may take them, clockwise; Gaia ignores gifts.
      for (const q of seatsFromSeat(c.s, p)) if (q !== p) give(c.s.players[q]!, { k: 'fx', fx: e.effects, host: null, src: ew('src.gift', { player: `{${p}}` }) });
      return [];
  }
}

/** A gift's job is known by the catalogue key its `src` was written with. */
const isGift = (j: Job) => 'src' in j && keyOf(j.src) === 'earth:src.gift';

/**
 * EA-D15, H06: a gift resolves at once, ahead of the recipient's own pending jobs, so their activations
 * still to come see it. It queues only behind earlier gifts and behind a draw-and-keep they are choosing
 * from (its cards would mix with a gift's). A gift that lands in front of the question they were answering
 * renews that question's id, so an answer meant for the old question is refused as out of date.
 */
function give(pl: PlayerState, gift: Job): void {
  let at = pl.jobs[0]?.k === 'keep' ? 1 : 0;
  while (at < pl.jobs.length && isGift(pl.jobs[at]!)) at += 1;
  if (at === 0 && pl.jobs.length > 0) {
    pl.ask += 1;
    pl.page = 0;
  }
  pl.jobs.splice(at, 0, gift);
}

/** Whether p can pay every cost of a `pay` effect in full. */
export function canPay(pl: PlayerState, job: Extract<Job, { k: 'pay' }>): boolean {
  return job.cost.every((cost) => {
    switch (cost.resource) {
      case 'soil':
        return pl.soil >= cost.amount;
      case 'card':
        return pl.hand.length >= cost.amount;
      case 'sprout':
        return pl.tableau.reduce((a, s) => a + s.sprouts, 0) >= cost.amount;
    }
    return false;
  });
}

/** Keep one of the cards a draw-and-keep shows; the rest go under the deck. */
export function answerKeep(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'keep' }>, v: string): RuleError<EarthError> | null {
  const pl = c.s.players[p]!;
  if (!pl.looking.includes(v)) return fail('not-drawn', ew('error.notDrawn'));
  pl.looking.splice(pl.looking.indexOf(v), 1);
  pl.hand.push(v);
  if (job.keep > 1 && pl.looking.length > 0) pl.jobs[0] = { ...job, keep: job.keep - 1 };
  else {
    c.s.deck.push(...pl.looking.splice(0));
    pl.jobs.shift();
    pub(c, ew('log.keeps', { player: `{${p}}` }));
  }
  return null;
}

/** Compost one more card from hand, or stop. */
export function answerCompostHand(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'compostHand' }>, v: string): RuleError<EarthError> | null {
  const pl = c.s.players[p]!;
  if (v === 'stop') {
    pl.jobs.shift();
    return null;
  }
  if (!pl.hand.includes(v)) return fail('not-in-hand', ew('error.notInHand'));
  pl.hand.splice(pl.hand.indexOf(v), 1);
  pl.compost.push(v);
  pub(c, ew('log.compostsHand', { player: `{${p}}` }));
  if (job.n > 1) pl.jobs[0] = { ...job, n: job.n - 1 };
  else pl.jobs.shift();
  return null;
}

/** Cards owed as a cost go under the deck (EA-D09). */
export function answerDiscard(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'discard' }>, v: string): RuleError<EarthError> | null {
  const pl = c.s.players[p]!;
  if (!pl.hand.includes(v)) return fail('not-in-hand', ew('error.notInHand'));
  pl.hand.splice(pl.hand.indexOf(v), 1);
  c.s.deck.push(v);
  if (job.n > 1) pl.jobs[0] = { ...job, n: job.n - 1 };
  else pl.jobs.shift();
  return null;
}

/** An optional cost: pay it in full (EA-49) and take the benefit, or do not. */
export function answerPay(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'pay' }>, v: string): RuleError<EarthError> | null {
  const pl = c.s.players[p]!;
  if (v === 'skip') {
    pl.jobs.shift();
    return null;
  }
  if (v !== 'pay') return notOption(v);
  if (!canPay(pl, job)) return fail('cannot-afford', ew('error.cannotPay'));
  pl.jobs.shift();
  const follow: Job[] = [];
  for (const cost of job.cost) {
    if (cost.resource === 'soil') pl.soil -= cost.amount;
    else if (cost.resource === 'card') follow.push({ k: 'discard', n: cost.amount, src: job.src });
    else {
      // EA-D21: Sprouts come off any of your Flora; the engine takes them from the fullest first.
      let left = cost.amount;
      while (left > 0) {
        const i = pl.tableau.reduce((b, sl, j) => (sl.sprouts > (pl.tableau[b]?.sprouts ?? -1) ? j : b), 0);
        pl.tableau[i]!.sprouts -= 1;
        left -= 1;
      }
    }
  }
  pub(c, ew('log.paysFor', { player: `{${p}}`, src: job.src }));
  pl.jobs.unshift(...follow, { k: 'fx', fx: job.then, host: job.host, src: job.src });
  return null;
}

/** Take exactly one of the options. */
export function answerChoice(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'choice' }>, v: string): RuleError<EarthError> | null {
  const m = /^o(\d)$/.exec(v);
  const opt = m ? job.options[Number(m[1])] : undefined;
  if (!opt) return notOption(v);
  c.s.players[p]!.jobs[0] = { k: 'fx', fx: opt, host: job.host, src: job.src };
  return null;
}
