/**
 * Earth's counting and scoring: how many of a player's cards match a filter, whether a Fauna or
 * `if` test holds, and the rulebook's end scoring list (Scoring Victory Points 1-7).
 */
import { assertNever } from '../../engine/result';
import {
  HABITATS,
  abilityColor,
  getClimate,
  getEcosystem,
  getFauna,
  getIsland,
  getTableauCard,
  getEarthCard,
  printedCardMatches,
  sideOf,
  trunkSlots,
  type Ability,
  type CardFilter,
  type Count,
  type FloraCard,
  type Habitat,
  type Predicate,
  type Score,
  type TableauCard,
  type Target,
} from './cards';
import type { EarthState, PlayerState, Slot } from './state';

const FAUNA_BEGINNER_VP = 10;
const COMPLETION_VP = 7;

export const islandSide = (pl: PlayerState) => (pl.island ? sideOf(getIsland(pl.island.card), pl.island.side) : null);
export const climateSide = (pl: PlayerState) => (pl.climate ? sideOf(getClimate(pl.climate.card), pl.climate.side) : null);

/** Trunks on a Flora: the first `trunkSlots` Growth pieces (EA-28, EA-G09). */
export const trunksOn = (f: FloraCard, s: Slot): number => Math.min(s.growth, trunkSlots(f));
/** A Canopy is the last piece of a Flora that has one; it completes the card. */
export const canopyOn = (f: FloraCard, s: Slot): boolean => f.canopyVp !== null && s.growth >= f.growthLimit && f.growthLimit > 0;
/** EA-38: Canopy VP instead of the Trunks, else 1 per Trunk. */
const growthVp = (f: FloraCard, s: Slot): number => (canopyOn(f, s) ? f.canopyVp! : trunksOn(f, s));

function slotMatches(s: Slot, f: CardFilter): boolean {
  const c = getTableauCard(s.id);
  if (!printedCardMatches(c, f)) return false;
  if (f.canopy === true) return c.type === 'flora' && canopyOn(c, s);
  return true;
}

/** Island and Climate are "cards" (EA-44, EA-51) but never Flora, Terrain or a grid position (EA-G29). */
function offGridCards(pl: PlayerState): { habitats: readonly Habitat[]; ability: Ability }[] {
  return [islandSide(pl), climateSide(pl)].filter((x) => x !== null);
}

function offGridMatches(c: { habitats: readonly Habitat[]; ability: Ability }, f: CardFilter): boolean {
  if (f.type !== undefined || f.floraType !== undefined || f.canopy === true) return false;
  return printedCardMatches({ type: 'island', habitats: c.habitats, ability: c.ability }, f);
}

const rowOf = (i: number) => Math.floor(i / 4);
const colOf = (i: number) => i % 4;
const adjacent = (a: number, b: number) => Math.abs(rowOf(a) - rowOf(b)) + Math.abs(colOf(a) - colOf(b)) === 1;

export function count(pl: PlayerState, c: Count, host: number | null): number {
  switch (c.op) {
    case 'cards':
      return pl.tableau.filter((s) => slotMatches(s, c.filter)).length + offGridCards(pl).filter((x) => offGridMatches(x, c.filter)).length;
    case 'near': {
      if (host === null) return 0;
      const near = (i: number) =>
        i !== host && (c.scope === 'adjacent' ? adjacent(i, host) : c.scope === 'row' ? rowOf(i) === rowOf(host) : colOf(i) === colOf(host));
      return pl.tableau.filter((s, i) => near(i) && slotMatches(s, c.filter)).length;
    }
    case 'resource':
      return resource(pl, c.resource);
    case 'lines': {
      let n = 0;
      for (let l = 0; l < 4; l++) {
        const inLine = pl.tableau.filter((s, i) => (c.line === 'row' ? rowOf(i) : colOf(i)) === l && slotMatches(s, c.filter));
        if (inLine.length >= c.atLeast) n++;
      }
      return n;
    }
    case 'distinct': {
      const seen = new Set<string>();
      for (const s of pl.tableau) {
        const card = getTableauCard(s.id);
        if (c.of === 'habitat') card.habitats.forEach((h) => seen.add(h));
        else if (abilityColor(card) !== 'none') seen.add(abilityColor(card));
      }
      for (const x of offGridCards(pl)) {
        if (c.of === 'habitat') x.habitats.forEach((h) => seen.add(h));
        else seen.add(x.ability.color);
      }
      return seen.size;
    }
    case 'sets': {
      if (c.of === 'habitat') return Math.min(...HABITATS.map((h) => count(pl, { op: 'cards', filter: { habitat: h } }, null)));
      const n = (t: 'tree' | 'bush' | 'herb') => count(pl, { op: 'cards', filter: { floraType: t } }, null);
      return Math.min(n('tree'), n('bush'), n('herb'));
    }
  }
  return assertNever(c, 'count');
}

function resource(pl: PlayerState, r: 'soil' | 'hand' | 'compost' | 'sprouts' | 'trunks' | 'canopies' | 'events'): number {
  switch (r) {
    case 'soil':
      return pl.soil;
    case 'hand':
      return pl.hand.length;
    case 'compost':
      return pl.compost.length;
    case 'sprouts':
      return pl.tableau.reduce((a, s) => a + s.sprouts, 0);
    case 'trunks':
      return floraSlots(pl).reduce((a, [f, s]) => a + trunksOn(f, s), 0);
    case 'canopies':
      return floraSlots(pl).filter(([f, s]) => canopyOn(f, s)).length;
    case 'events':
      return pl.events.length;
  }
  return assertNever(r, 'resource');
}

function floraSlots(pl: PlayerState): [FloraCard, Slot, number][] {
  const out: [FloraCard, Slot, number][] = [];
  pl.tableau.forEach((s, i) => {
    const c = getTableauCard(s.id);
    if (c.type === 'flora') out.push([c, s, i]);
  });
  return out;
}

export function holds(pl: PlayerState, p: Predicate, host: number | null): boolean {
  switch (p.op) {
    case 'atLeast':
      return count(pl, p.count, host) >= p.n;
    case 'atMost':
      return count(pl, p.count, host) <= p.n;
    case 'all':
      return p.of.every((q) => holds(pl, q, host));
  }
  return assertNever(p, 'predicate');
}

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

export function roomOn(pl: PlayerState, kind: 'sprout' | 'grow', i: number): number {
  const s = pl.tableau[i]!;
  const f = getTableauCard(s.id) as FloraCard;
  return kind === 'sprout' ? f.sproutLimit - s.sprouts : f.growthLimit - s.growth;
}

// ---------------------------------------------------------------------------------------------
// End scoring (rulebook "Scoring Victory Points", EA-34..EA-41)
// ---------------------------------------------------------------------------------------------

export const SCORE_LINES = ['base', 'events', 'compost', 'sprouts', 'growth', 'terrain', 'ecosystems', 'fauna', 'completion'] as const;
export type ScoreLine = (typeof SCORE_LINES)[number];
export type Breakdown = Record<ScoreLine, number> & { total: number };

export const SCORE_LINE_NAMES: Record<ScoreLine, string> = {
  base: 'Island + Climate',
  events: 'Events',
  compost: 'Compost',
  sprouts: 'Sprouts',
  growth: 'Trunks / Canopies',
  terrain: 'Terrain bonuses',
  ecosystems: 'Ecosystems',
  fauna: 'Fauna Leaves',
  completion: 'Completion bonus',
};

export function faunaLeafVp(s: EarthState, slot: number, claimIndex: number): number {
  const f = s.fauna[slot]!;
  if (s.options.variant === 'beginner') return FAUNA_BEGINNER_VP;
  return sideOf(getFauna(f.card), f.side).tiers[claimIndex] ?? 0;
}

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

export function gaiaScore(s: EarthState): Breakdown | null {
  const g = s.gaia;
  if (!g) return null;
  let fauna = 0;
  s.fauna.forEach((f, slot) => {
    const idx = f.claims.indexOf('gaia');
    if (idx >= 0) fauna += faunaLeafVp(s, slot, idx);
  });
  const b = { base: g.scoringPile.length, events: 0, compost: g.compost, sprouts: g.sprouts, growth: g.growth, terrain: 0, ecosystems: 0, fauna, completion: 0 };
  return { ...b, total: SCORE_LINES.reduce((a, k) => a + b[k], 0) };
}
