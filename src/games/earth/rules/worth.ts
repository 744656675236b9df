/**
 * What an effect would really do for a player now (rulebook Special Rules & Edge Cases: "benefits may be
 * collected partially or in full"): nothing when there is no room, no card or no target for it, or part of it.
 * A question whose options differ only in what would do nothing is not a question, and an option that
 * would do less than its printed text says so.
 */
import { assertNever } from '../../../engine/result';
import type { PlayerId } from '../../../engine/types';
import { scaledText } from '../cards/text';
import { ew } from '../texts';
import type { Effect, ScaledEffect, Target } from '../cards/schema';
import { getTableauCard } from '../cards/catalogue';
import { roomOn } from '../player-cards';
import type { EarthState, Job, PlayerState } from '../state';
import { MINOR, plantable } from './actions';
import { activatable } from './activation';
import { canPay } from './effects';
import { targets } from './growth';
import { count, holds } from './objectives';

/** Sprouts or Growth a player could place now on the Flora a target names. */
export function roomFor(pl: PlayerState, kind: 'sprout' | 'grow', on: Target, host: number | null): number {
  return targets(pl, kind, on, host).reduce((a, i) => a + roomOn(pl, kind, i), 0);
}

/**
 * Whether an effect would change nothing now. Exact for a list of effects that all change nothing: none of them
 * changes what the next one reads, so the state they are judged on is the state they would meet.
 */
function doesNothing(s: EarthState, p: PlayerId, e: Effect | ScaledEffect, host: number | null): boolean {
  const pl = s.players[p]!;
  switch (e.op) {
    case 'gain':
      return e.resource !== 'soil' && s.deck.length === 0;
    case 'drawKeep':
      return s.deck.length === 0;
    case 'compostFromHand':
      return pl.hand.length === 0;
    case 'sprout':
    case 'grow':
      return roomFor(pl, e.op, e.on, host) === 0;
    case 'plant':
      return plantable(pl, { k: 'plant', discount: e.discount, ...(e.filter ? { filter: e.filter } : {}), major: false, src: '' }).length === 0;
    case 'minor':
      return allNothing(s, p, MINOR[e.action], null);
    case 'activate':
      return activatable(pl, { k: 'activate', where: e.where, host, src: '' }).length === 0;
    case 'per':
      return Math.floor(count(pl, e.count, host) / e.each) === 0 || e.max === 0 || doesNothing(s, p, e.effect, host);
    case 'if':
      return !holds(pl, e.test, host) || allNothing(s, p, e.then, host);
    case 'pay':
      return !canPay(pl, { k: 'pay', cost: e.cost, then: e.then, host, src: '' }) || allNothing(s, p, e.then, host);
    case 'choice':
      return e.options.every((o) => allNothing(s, p, o, host));
    case 'others':
      // A gift is the other players' to take or leave.
      return false;
  }
  return assertNever(e, 'effect');
}

export const allNothing = (s: EarthState, p: PlayerId, fx: readonly (Effect | ScaledEffect)[], host: number | null): boolean =>
  fx.every((e) => doesNothing(s, p, e, host));

/** An effect in words, with what it will really give when that is less than printed. */
export function textNow(s: EarthState, p: PlayerId, e: ScaledEffect, host: number | null): string {
  const pl = s.players[p]!;
  const printed = scaledText(e);
  switch (e.op) {
    case 'sprout':
    case 'grow': {
      const room = roomFor(pl, e.op, e.on, host);
      return room < e.amount ? ew('effectNow.room', { effect: printed, room }) : printed;
    }
    case 'gain':
      return e.resource !== 'soil' && s.deck.length < e.amount ? ew('effectNow.deckLeft', { effect: printed, left: s.deck.length }) : printed;
    default:
      return printed;
  }
}

/** The options of a `choice` job worth offering: those that would change something, each once. */
export function worthChoosing(s: EarthState, p: PlayerId, job: Extract<Job, { k: 'choice' }>): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  job.options.forEach((o, i) => {
    const key = JSON.stringify(o);
    if (seen.has(key) || allNothing(s, p, o, job.host)) return;
    seen.add(key);
    out.push(i);
  });
  return out;
}

/** The cards an `activate` job may copy whose ability would change something now (EA-D13). */
export function worthActivating(s: EarthState, p: PlayerId, job: Extract<Job, { k: 'activate' }>): number[] {
  const pl = s.players[p]!;
  return activatable(pl, job).filter((i) => !allNothing(s, p, getTableauCard(pl.tableau[i]!.id).ability!.effects, i));
}
