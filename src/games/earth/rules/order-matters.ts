/**
 * Whether the Island/Climate-or-tableau order (EA-14) can change anything for a player: a conservative
 * read/write analysis of the two groups of effects. Each effect is reduced to the parts of the player's
 * state it reads and writes; the order matters as soon as one group writes what the other reads (or
 * either reaches beyond the player, or copies another card). Plain gains add up, so two of them commute:
 * two groups that only gain Soil, or only draw, never need the question (docs/house-rules.md, H08).
 */
import type { Count, Effect, Predicate, ScaledEffect } from '../cards/schema';
import { MINOR } from './actions';

/** `deckHand` / `deckCompost`: the top of the deck going to the hand or to the Compost. */
type Part = 'soil' | 'hand' | 'compost' | 'sprouts' | 'growth' | 'tableau' | 'events' | 'deckHand' | 'deckCompost' | 'anything';

interface Touch {
  reads: Set<Part>;
  writes: Set<Part>;
}

function countReads(c: Count): Part[] {
  switch (c.op) {
    case 'resource':
      return [c.resource === 'trunks' || c.resource === 'canopies' ? 'growth' : c.resource];
    case 'cards':
    case 'near':
    case 'lines':
      return c.filter.canopy ? ['tableau', 'growth'] : ['tableau'];
    case 'distinct':
    case 'sets':
      return ['tableau'];
  }
}

const predicateReads = (p: Predicate): Part[] => (p.op === 'all' ? p.of.flatMap((x) => countReads(x.count)) : countReads(p.count));

function touch(e: Effect | ScaledEffect, t: Touch): void {
  const r = (...xs: Part[]) => xs.forEach((x) => t.reads.add(x));
  const w = (...xs: Part[]) => xs.forEach((x) => t.writes.add(x));
  switch (e.op) {
    case 'gain':
      if (e.resource === 'soil') w('soil');
      else if (e.resource === 'card') {
        w('hand', 'deckHand');
        r('deckCompost');
      } else {
        w('compost', 'deckCompost');
        r('deckHand');
      }
      return;
    case 'drawKeep':
      r('deckHand', 'deckCompost');
      w('hand', 'deckHand', 'deckCompost');
      return;
    case 'compostFromHand':
      r('hand');
      w('hand', 'compost');
      return;
    case 'sprout':
      r('sprouts', 'tableau', 'growth');
      w('sprouts');
      return;
    case 'grow':
      r('growth', 'tableau');
      w('growth');
      return;
    case 'plant':
      r('soil', 'hand', 'tableau');
      w('soil', 'hand', 'tableau');
      return;
    case 'minor':
      MINOR[e.action].forEach((x) => touch(x, t));
      return;
    case 'activate':
    case 'others':
      r('anything');
      w('anything');
      return;
    case 'per':
      r(...countReads(e.count));
      touch(e.effect, t);
      return;
    case 'if':
      r(...predicateReads(e.test));
      e.then.forEach((x) => touch(x, t));
      return;
    case 'pay':
      for (const c of e.cost) {
        const part = c.resource === 'card' ? 'hand' : c.resource === 'sprout' ? 'sprouts' : 'soil';
        r(part);
        w(part);
      }
      e.then.forEach((x) => touch(x, t));
      return;
    case 'choice':
      e.options.flat().forEach((x) => touch(x, t));
      return;
  }
}

function touchOf(fx: readonly (Effect | ScaledEffect)[]): Touch {
  const t: Touch = { reads: new Set(), writes: new Set() };
  fx.forEach((e) => touch(e, t));
  return t;
}

const meets = (a: Set<Part>, b: Set<Part>) => (a.size > 0 && b.has('anything')) || (b.size > 0 && a.has('anything')) || [...a].some((x) => b.has(x));

/** True when running `first` before `second` might end differently from the other way round. */
export function orderMatters(first: readonly (Effect | ScaledEffect)[], second: readonly (Effect | ScaledEffect)[]): boolean {
  const a = touchOf(first);
  const b = touchOf(second);
  return meets(a.writes, b.reads) || meets(a.reads, b.writes);
}
