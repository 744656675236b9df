/**
 * Placing Sprouts and Growth on Flora (rulebook Watering: "each card has a Sprout limit"; Growing:
 * "each Flora has a Growth limit", Trunks first, then the Canopy). Only Flora take them (EA-24, EA-G21).
 */
import { assertNever } from '../../../engine/result';
import type { PlayerId, RuleError } from '../../../engine/types';
import { adjacent, parseSlot } from '../board';
import type { FloraCard, Target } from '../cards/schema';
import { getTableauCard } from '../cards/catalogue';
import { pub, type Ctx } from '../draft';
import { fail, type EarthError } from '../errors';
import { floraSlots, roomOn } from '../player-cards';
import type { Job, PlayerState, Slot } from '../state';
import { slotMatches } from './objectives';
import { ew } from '../texts';

/** Flora slots a Sprout / Growth may go on, with room left (EA-22, EA-24, EA-29). */
export function targets(pl: PlayerState, kind: 'sprout' | 'grow', on: Target, host: number | null): number[] {
  const room = (f: FloraCard, s: Slot) => (kind === 'sprout' ? s.sprouts < f.sproutLimit : s.growth < f.growthLimit);
  return floraSlots(pl)
    .filter(([f, s, i]) => {
      if (!room(f, s)) return false;
      switch (on.where) {
        case 'self':
          return i === host;
        case 'adjacent':
          return host !== null && adjacent(i, host) && (!on.filter || slotMatches(s, on.filter));
        case 'tableau':
          return !on.filter || slotMatches(s, on.filter);
      }
      return assertNever(on, 'target');
    })
    .map(([, , i]) => i);
}

/** Places `n` pieces automatically, top-left first. */
export function autoPlace(c: Ctx, p: PlayerId, kind: 'sprout' | 'grow', slots: number[], n: number): number {
  const pl = c.s.players[p]!;
  let left = n;
  for (const i of slots) {
    const put = Math.min(left, roomOn(pl, kind, i));
    if (put <= 0) continue;
    if (kind === 'sprout') pl.tableau[i]!.sprouts += put;
    else pl.tableau[i]!.growth += put;
    left -= put;
  }
  return n - left;
}

/** A player places Sprouts or Growth one at a time, all at once ("auto"), or stops. */
export function place(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'sprout' | 'grow' }>, v: string): RuleError<EarthError> | null {
  const pl = c.s.players[p]!;
  if (v === 'stop') {
    pl.jobs.shift();
    return null;
  }
  const ok = targets(pl, job.k, job.on, job.host);
  if (v === 'auto') {
    const put = autoPlace(c, p, job.k, ok, job.n);
    pub(c, ew(`log.places.${job.k}`, { player: `{${p}}`, count: put, src: job.src }));
    pl.jobs.shift();
    return null;
  }
  const i = parseSlot(pl, v);
  if (typeof i !== 'number') return i;
  const card = getTableauCard(pl.tableau[i]!.id);
  if (card.type !== 'flora') return fail('not-flora', ew(`error.notFlora.${job.k}`, { card: card.name }));
  if (!ok.includes(i)) {
    if (roomOn(pl, job.k, i) <= 0)
      return fail(job.k === 'sprout' ? 'sprout-limit' : 'growth-limit', ew(`error.atLimit.${job.k}`, { card: card.name, limit: job.k === 'sprout' ? card.sproutLimit : card.growthLimit }));
    return fail('wrong-target', ew(`error.wrongTarget.${job.k}`, { src: job.src, card: card.name }));
  }
  if (job.k === 'sprout') pl.tableau[i]!.sprouts += 1;
  else pl.tableau[i]!.growth += 1;
  pub(c, ew(`log.placesOne.${job.k}`, { player: `{${p}}`, card: card.name }));
  if (job.n > 1) pl.jobs[0] = { ...job, n: job.n - 1 };
  else pl.jobs.shift();
  return null;
}
