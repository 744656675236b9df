/**
 * End scoring (rulebook Scoring / Victory Conditions, "Scoring Victory Points" 1-7, EA-34..EA-41) and the
 * tiebreakers: most Soil remaining, then cards in hand, Growth, Sprouts, Composted cards (EA-42).
 */
import { assertNever } from '../../../engine/result';
import type { FloraCard, Score, TableauCard } from '../cards/schema';
import { getEarthCard, getEcosystem, getTableauCard, sideOf } from '../cards/catalogue';
import { canopyOn, climateSide, floraSlots, islandSide, trunksOn } from '../player-cards';
import type { EarthState, PlayerState, Slot } from '../state';
import { faunaLeafVp } from './fauna';
import { count, holds, resource } from './objectives';
import { ew } from '../texts';

/** The Leaf on the 7 VP bonus space for the first to complete a tableau (End Game Trigger). */
const COMPLETION_VP = 7;

/** EA-38: Canopy VP instead of the Trunks, else 1 per Trunk. */
const growthVp = (f: FloraCard, s: Slot): number => (canopyOn(f, s) ? f.canopyVp! : trunksOn(f, s));

function scoreOf(pl: PlayerState, sc: Score, host: number | null): number {
  switch (sc.op) {
    case 'per': {
      const v = Math.floor(count(pl, sc.count, host) / sc.each) * sc.vp;
      return sc.max === undefined ? v : Math.min(v, sc.max);
    }
    case 'threshold':
      return holds(pl, sc.test, host) ? sc.vp : 0;
    case 'ladder': {
      const n = count(pl, sc.count, host);
      return sc.steps.reduce((best, st) => (n >= st.atLeast ? st.vp : best), 0);
    }
  }
  return assertNever(sc, 'score');
}

export const SCORE_LINES = ['base', 'events', 'compost', 'sprouts', 'growth', 'terrain', 'ecosystems', 'fauna', 'completion'] as const;
export type ScoreLine = (typeof SCORE_LINES)[number];
export type Breakdown = Record<ScoreLine, number> & { total: number };

/** Each score line's name, as score tables head it. */
export const SCORE_LINE_NAMES: Record<ScoreLine, string> = Object.fromEntries(SCORE_LINES.map((k) => [k, ew(`scoreLine.${k}`)])) as Record<ScoreLine, string>;

export function breakdown(s: EarthState, p: string): Breakdown {
  const pl = s.players[p]!;
  const base = (islandSide(pl)?.vp ?? 0) + (climateSide(pl)?.vp ?? 0);
  const events = pl.events.reduce((a, id) => {
    const c = getEarthCard(id);
    return a + (c.type === 'event' ? c.vp : 0);
  }, 0);
  const growth = floraSlots(pl).reduce((a, [f, sl]) => a + growthVp(f, sl), 0);
  let terrain = 0;
  pl.tableau.forEach((sl, i) => {
    const c: TableauCard = getTableauCard(sl.id);
    if (c.type === 'terrain' && c.scoring) terrain += scoreOf(pl, c.scoring, i);
  });
  const ecos = [...(s.options.variant === 'beginner' ? [] : s.ecosystems), ...(pl.ecosystem ? [pl.ecosystem] : [])];
  const ecosystems = ecos.reduce((a, e) => a + scoreOf(pl, sideOf(getEcosystem(e.card), e.side).scoring, null), 0);
  let fauna = 0;
  s.fauna.forEach((f, slot) => {
    const idx = f.claims.indexOf(p);
    if (idx >= 0) fauna += faunaLeafVp(s, slot, idx);
  });
  const completion = s.completion === p ? COMPLETION_VP : 0;
  const b = {
    base,
    events,
    compost: pl.compost.length,
    sprouts: resource(pl, 'sprouts'),
    growth,
    terrain,
    ecosystems,
    fauna,
    completion,
  };
  return { ...b, total: SCORE_LINES.reduce((a, k) => a + b[k], 0) };
}

/** EA-42 tie-breakers, in order: Soil, cards in hand, Growth pieces, Sprouts, Compost. */
export function tieBreakers(pl: PlayerState): number[] {
  const growthPieces = pl.tableau.reduce((a, s) => a + s.growth, 0);
  return [pl.soil, pl.hand.length, growthPieces, resource(pl, 'sprouts'), pl.compost.length];
}
