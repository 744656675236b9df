/**
 * How near a seat is to the objectives it has not met yet: the Fauna it can still claim, the threshold and
 * ladder steps of its Ecosystems and Terrains. `breakdown` counts an objective only once it is met, so without
 * this a card that brings one nearer would look worth nothing to the strong seat.
 */
import type { PlayerId } from '../../../engine/types';
import type { Predicate, Score } from '../cards/schema';
import { getEcosystem, getFauna, getTableauCard, sideOf } from '../cards/catalogue';
import { faunaLeafVp } from '../rules/fauna';
import { count, holds } from '../rules/objectives';
import type { EarthState, PlayerState } from '../state';

/** 0 (nothing towards it) .. 1 (met). */
function progress(pl: PlayerState, p: Predicate, host: number | null): number {
  switch (p.op) {
    case 'atLeast':
      return p.n <= 0 ? 1 : Math.min(1, count(pl, p.count, host) / p.n);
    case 'atMost':
      return holds(pl, p, host) ? 1 : 0;
    case 'all':
      return p.of.reduce((a, q) => a * progress(pl, q, host), 1);
  }
}

/** VP an objective is still short of, weighted by how near it is (squared: the last steps are the likely ones). */
function scoreShortfall(pl: PlayerState, sc: Score, host: number | null): number {
  switch (sc.op) {
    case 'per':
      return 0;
    case 'threshold': {
      const f = progress(pl, sc.test, host);
      return f >= 1 ? 0 : sc.vp * f * f;
    }
    case 'ladder': {
      const n = count(pl, sc.count, host);
      const next = sc.steps.find((st) => n < st.atLeast);
      if (!next) return 0;
      const reached = [...sc.steps].reverse().find((st) => n >= st.atLeast)?.vp ?? 0;
      const f = n / next.atLeast;
      return (next.vp - reached) * f * f;
    }
  }
}

/** Expected VP from objectives not met yet, before the chance of finishing them in the turns left. */
export function objectiveProgress(s: EarthState, p: PlayerId): number {
  const pl = s.players[p]!;
  let total = 0;
  s.fauna.forEach((f, slot) => {
    if (f.claims.includes(p) || f.claims.length >= 5) return;
    const side = sideOf(getFauna(f.card), f.side);
    const x = progress(pl, side.requirement, null);
    total += faunaLeafVp(s, slot, f.claims.length) * x * x;
  });
  const ecos = [...(s.options.variant === 'beginner' ? [] : s.ecosystems), ...(pl.ecosystem ? [pl.ecosystem] : [])];
  for (const e of ecos) total += scoreShortfall(pl, sideOf(getEcosystem(e.card), e.side).scoring, null);
  pl.tableau.forEach((sl, i) => {
    const c = getTableauCard(sl.id);
    if (c.type === 'terrain' && c.scoring) total += scoreShortfall(pl, c.scoring, i);
  });
  return total;
}
