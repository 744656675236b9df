/**
 * Check Fauna Objectives (rulebook Turn Structure, step 4; Special Rules: "Fauna objectives"): anyone who
 * meets a Fauna card's objective claims the highest open Leaf tier; a claim is never lost. In Beginner
 * Mode every Leaf is worth 10 VP.
 */
import { getFauna, sideOf } from '../cards/catalogue';
import { pub, type Ctx } from '../draft';
import { seatsFromActive } from '../seats';
import type { EarthState } from '../state';
import { holds } from './objectives';
import { ew } from '../texts';

const FAUNA_BEGINNER_VP = 10;

/** The VP of the Leaf placed as claim number `claimIndex` (0 = first) on the Fauna in `slot`. */
export function faunaLeafVp(s: EarthState, slot: number, claimIndex: number): number {
  const f = s.fauna[slot]!;
  if (s.options.variant === 'beginner') return FAUNA_BEGINNER_VP;
  return sideOf(getFauna(f.card), f.side).tiers[claimIndex] ?? 0;
}

/** Step 4 (EA-15, EA-55, EA-G05, EA-G06): automatic claims, clockwise from the active player. */
export function faunaCheck(c: Ctx): void {
  const s = c.s;
  for (const p of seatsFromActive(s)) {
    const pl = s.players[p]!;
    s.fauna.forEach((f, slot) => {
      if (f.claims.includes(p) || f.claims.length >= 5) return;
      const side = sideOf(getFauna(f.card), f.side);
      if (!holds(pl, side.requirement, null)) return;
      f.claims.push(p);
      pub(c, ew('log.claims', { player: `{${p}}`, fauna: side.name, vp: faunaLeafVp(s, slot, f.claims.length - 1) }));
    });
  }
}
