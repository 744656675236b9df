/**
 * The Earth card catalogue: `data/earth/*.json` parsed once at module load against `card-schema.ts` and
 * cross-checked, the lookups by id, and the walks over the effect language used by validation, the text
 * generator and tests. No I/O and no randomness here: the JSON is imported statically.
 */
import type { z } from 'zod';
import { cw } from '../texts';
import floraJson from '../../../../data/earth/flora.json';
import terrainJson from '../../../../data/earth/terrain.json';
import eventsJson from '../../../../data/earth/events.json';
import faunaJson from '../../../../data/earth/fauna.json';
import islandsJson from '../../../../data/earth/islands.json';
import climatesJson from '../../../../data/earth/climates.json';
import ecosystemsJson from '../../../../data/earth/ecosystems.json';
import gaiaJson from '../../../../data/earth/gaia.json';
import {
  climateCardSchema,
  ecosystemCardSchema,
  eventSchema,
  faunaCardSchema,
  floraSchema,
  gaiaSchema,
  islandCardSchema,
  terrainSchema,
  type Ability,
  type ClimateCard,
  type Color,
  type Count,
  type EarthCard,
  type EcosystemCard,
  type Effect,
  type EventCard,
  type FaunaCard,
  type FloraCard,
  type FloraType,
  type Gaia,
  type GaiaCard,
  type Habitat,
  type CardFilter,
  type IslandCard,
  type LeafEffect,
  type Predicate,
  type ScaledEffect,
  type Score,
  type TableauCard,
  type TerrainCard,
} from './schema';

/** The Earth deck's size (rulebook Components: 179 Flora, 66 Terrain, 38 Events). */
export const EARTH_DECK_SIZE = 283;

// ---------------------------------------------------------------------------------------------
// Walking the language (used by validation, the text generator and tests)
// ---------------------------------------------------------------------------------------------

/** Every effect in a list, compound ones before their children (depth-first). */
export function walkEffects(effects: readonly Effect[], visit: (e: Effect | ScaledEffect | LeafEffect) => void): void {
  const walkScaled = (e: ScaledEffect): void => {
    visit(e);
    if (e.op === 'per') visit(e.effect);
  };
  for (const e of effects) {
    switch (e.op) {
      case 'if':
      case 'pay':
        visit(e);
        e.then.forEach(walkScaled);
        break;
      case 'choice':
        visit(e);
        e.options.forEach((o) => o.forEach(walkScaled));
        break;
      case 'others':
        visit(e);
        e.effects.forEach(visit);
        break;
      default:
        walkScaled(e);
    }
  }
}

/** Every count used by a list of effects (inside `per` and `if`). */
export function effectCounts(effects: readonly Effect[]): Count[] {
  const out: Count[] = [];
  walkEffects(effects, (e) => {
    if (e.op === 'per') out.push(e.count);
    if (e.op === 'if') out.push(...predicateCounts(e.test));
  });
  return out;
}

export function predicateCounts(p: Predicate): Count[] {
  return p.op === 'all' ? p.of.map((c) => c.count) : [p.count];
}

export function scoreCounts(s: Score): Count[] {
  return s.op === 'threshold' ? predicateCounts(s.test) : [s.count];
}

/** The most VP a scoring expression can give (per without max is unbounded: Infinity). */
export function maxScoreVp(s: Score): number {
  switch (s.op) {
    case 'per':
      return s.max ?? Number.POSITIVE_INFINITY;
    case 'threshold':
      return s.vp;
    case 'ladder':
      return s.steps[s.steps.length - 1]!.vp;
  }
}

/** Total Growth pieces / Trunk slots of a Flora (EA-G09). */
export const trunkSlots = (f: FloraCard): number => f.growthLimit - (f.canopyVp === null ? 0 : 1);

// ---------------------------------------------------------------------------------------------
// Catalogue (parsed at module load)
// ---------------------------------------------------------------------------------------------

/** Where an effect list lives decides which positional parts it may use. */
type Host = { kind: 'flora'; card: FloraCard } | { kind: 'terrain' } | { kind: 'offGrid' };

function contextProblems(effects: readonly Effect[], host: Host): string[] {
  const problems: string[] = [];
  const onGrid = host.kind !== 'offGrid';
  walkEffects(effects, (e) => {
    if (e.op === 'sprout' || e.op === 'grow') {
      if (e.on.where === 'self') {
        if (host.kind !== 'flora') problems.push(`${e.op} on 'self' needs a Flora`);
        else if (e.op === 'sprout' && host.card.sproutLimit < 1) problems.push(`sprout on 'self' with Sprout limit 0`);
        else if (e.op === 'grow' && host.card.growthLimit < 1) problems.push(`grow on 'self' with Growth limit 0`);
      }
      if (e.on.where === 'adjacent' && !onGrid) problems.push(`${e.op} on 'adjacent' needs a tableau card`);
    }
    if (e.op === 'activate' && e.where === 'adjacent' && !onGrid) problems.push(`activate 'adjacent' needs a tableau card`);
  });
  for (const c of effectCounts(effects)) if (c.op === 'near' && !onGrid) problems.push(`count 'near' needs a tableau card`);
  return problems;
}

function scoreProblems(s: Score, onGrid: boolean): string[] {
  const problems: string[] = [];
  for (const c of scoreCounts(s)) if (c.op === 'near' && !onGrid) problems.push(`count 'near' needs a tableau card`);
  if (maxScoreVp(s) === Number.POSITIVE_INFINITY) problems.push('a per-score needs a max');
  return problems;
}

function parseAll<S extends z.ZodType>(label: string, schema: S, raw: unknown, errors: string[]): z.infer<S>[] {
  if (!Array.isArray(raw)) {
    errors.push(`${label}: not an array`);
    return [];
  }
  const out: z.infer<S>[] = [];
  raw.forEach((item: unknown, i) => {
    const id =
      typeof item === 'object' && item !== null && 'id' in item ? String((item as { id: unknown }).id) : `${label}[${i}]`;
    const r = schema.safeParse(item);
    if (r.success) out.push(r.data);
    else for (const issue of r.error.issues) errors.push(`${id}: ${issue.path.join('.') || '(card)'}: ${issue.message}`);
  });
  return out;
}

export interface Catalogue {
  flora: readonly FloraCard[];
  terrain: readonly TerrainCard[];
  events: readonly EventCard[];
  /** The 283-card Earth deck contents in id order (EA-02). */
  earth: readonly EarthCard[];
  fauna: readonly FaunaCard[];
  islands: readonly IslandCard[];
  climates: readonly ClimateCard[];
  ecosystems: readonly EcosystemCard[];
  gaia: Gaia;
}

/** Parses and cross-checks raw card data; throws one Error listing every bad id. Exported for tests. */
export function buildCatalogue(raw: {
  flora: unknown;
  terrain: unknown;
  events: unknown;
  fauna: unknown;
  islands: unknown;
  climates: unknown;
  ecosystems: unknown;
  gaia: unknown;
}): Catalogue {
  const errors: string[] = [];
  const flora = parseAll('flora', floraSchema, raw.flora, errors);
  const terrain = parseAll('terrain', terrainSchema, raw.terrain, errors);
  const events = parseAll('events', eventSchema, raw.events, errors);
  const fauna = parseAll('fauna', faunaCardSchema, raw.fauna, errors);
  const islands = parseAll('islands', islandCardSchema, raw.islands, errors);
  const climates = parseAll('climates', climateCardSchema, raw.climates, errors);
  const ecosystems = parseAll('ecosystems', ecosystemCardSchema, raw.ecosystems, errors);
  const gaiaResult = gaiaSchema.safeParse(raw.gaia);
  if (!gaiaResult.success) for (const i of gaiaResult.error.issues) errors.push(`gaia: ${i.path.join('.')}: ${i.message}`);

  for (const f of flora) {
    if (f.ability) for (const p of contextProblems(f.ability.effects, { kind: 'flora', card: f })) errors.push(`${f.id}: ${p}`);
  }
  for (const t of terrain) {
    if (t.ability) for (const p of contextProblems(t.ability.effects, { kind: 'terrain' })) errors.push(`${t.id}: ${p}`);
    if (t.scoring) for (const p of scoreProblems(t.scoring, true)) errors.push(`${t.id}: ${p}`);
  }
  for (const e of events) for (const p of contextProblems(e.effects, { kind: 'offGrid' })) errors.push(`${e.id}: ${p}`);
  for (const c of [...islands, ...climates])
    for (const s of c.sides)
      for (const p of contextProblems(s.ability.effects, { kind: 'offGrid' })) errors.push(`${c.id}${s.side}: ${p}`);
  for (const c of ecosystems)
    for (const s of c.sides) for (const p of scoreProblems(s.scoring, false)) errors.push(`${c.id}${s.side}: ${p}`);
  for (const c of fauna)
    for (const s of c.sides)
      for (const n of predicateCounts(s.requirement))
        if (n.op === 'near') errors.push(`${c.id}${s.side}: count 'near' needs a tableau card`);

  const ids = new Map<string, number>();
  const names = new Map<string, number>();
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const c of [...flora, ...terrain, ...events, ...fauna, ...islands, ...climates, ...ecosystems]) bump(ids, c.id);
  for (const c of [...flora, ...terrain, ...events]) bump(names, c.name.toLowerCase());
  for (const c of [...fauna, ...islands, ...climates, ...ecosystems]) for (const s of c.sides) bump(names, s.name.toLowerCase());
  if (gaiaResult.success) for (const g of gaiaResult.data.deck) bump(ids, g.id);
  for (const [k, n] of ids) if (n > 1) errors.push(`${k}: duplicate id`);
  for (const [k, n] of names) if (n > 1) errors.push(`"${k}": duplicate name`);

  if (errors.length > 0 || !gaiaResult.success) {
    throw new Error(`Invalid Earth card data (${errors.length} problem(s)):\n  ${errors.join('\n  ')}`);
  }
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const earth: EarthCard[] = [...flora, ...terrain, ...events].sort(byId);
  return { flora, terrain, events, earth, fauna, islands, climates, ecosystems, gaia: gaiaResult.data };
}

/**
 * The catalogue with every card's name a text of the `earth-cards` catalogue (`name.<id>`, a side's
 * `name.<id>.<side>`), said in the reader's language; the data's own names are the English ones.
 */
function named(c: Catalogue): Catalogue {
  const card = <T extends { id: string; name: string }>(x: T): T => ({ ...x, name: cw(`name.${x.id}`) });
  const sides = <S extends { side: 'A' | 'B'; name: string }, T extends { id: string; sides: readonly [S, S] }>(x: T): T => ({
    ...x,
    sides: [{ ...x.sides[0], name: cw(`name.${x.id}.${x.sides[0].side}`) }, { ...x.sides[1], name: cw(`name.${x.id}.${x.sides[1].side}`) }],
  });
  const flora = c.flora.map(card);
  const terrain = c.terrain.map(card);
  const events = c.events.map(card);
  const byId = new Map<string, EarthCard>([...flora, ...terrain, ...events].map((x) => [x.id, x]));
  return {
    flora,
    terrain,
    events,
    earth: c.earth.map((x) => byId.get(x.id)!),
    fauna: c.fauna.map(sides),
    islands: c.islands.map(sides),
    climates: c.climates.map(sides),
    ecosystems: c.ecosystems.map(sides),
    gaia: { ...c.gaia, deck: c.gaia.deck.map(card) },
  };
}

export const catalogue: Catalogue = named(buildCatalogue({
  flora: floraJson,
  terrain: terrainJson,
  events: eventsJson,
  fauna: faunaJson,
  islands: islandsJson,
  climates: climatesJson,
  ecosystems: ecosystemsJson,
  gaia: gaiaJson,
}));

// ---------------------------------------------------------------------------------------------
// Lookups
// ---------------------------------------------------------------------------------------------

const earthById = new Map<string, EarthCard>(catalogue.earth.map((c) => [c.id, c]));
const faunaById = new Map(catalogue.fauna.map((c) => [c.id, c]));
const islandById = new Map(catalogue.islands.map((c) => [c.id, c]));
const climateById = new Map(catalogue.climates.map((c) => [c.id, c]));
const ecosystemById = new Map(catalogue.ecosystems.map((c) => [c.id, c]));

function must<T>(v: T | undefined, what: string, id: string): T {
  if (v === undefined) throw new Error(`Unknown ${what} id: ${id}`);
  return v;
}

export const findEarthCard = (id: string): EarthCard | undefined => earthById.get(id);
export const getEarthCard = (id: string): EarthCard => must(earthById.get(id), 'Earth card', id);
export function getFlora(id: string): FloraCard {
  const c = getEarthCard(id);
  if (c.type !== 'flora') throw new Error(`${id} is a ${c.type}, not a Flora`);
  return c;
}
export function getTableauCard(id: string): TableauCard {
  const c = getEarthCard(id);
  if (c.type === 'event') throw new Error(`${id} is an Event; Events never take a tableau slot (EA-48)`);
  return c;
}
export const getFauna = (id: string): FaunaCard => must(faunaById.get(id), 'Fauna', id);
export const getIsland = (id: string): IslandCard => must(islandById.get(id), 'Island', id);
export const getClimate = (id: string): ClimateCard => must(climateById.get(id), 'Climate', id);
export const getEcosystem = (id: string): EcosystemCard => must(ecosystemById.get(id), 'Ecosystem', id);
export function sideOf<S extends { side: 'A' | 'B' }>(card: { sides: readonly [S, S] }, side: 'A' | 'B'): S {
  return side === 'A' ? card.sides[0] : card.sides[1];
}
export const getGaiaCard = (id: string): GaiaCard => must(catalogue.gaia.deck.find((g) => g.id === id), 'Gaia card', id);

/** The Earth deck's card ids in catalogue order; the engine shuffles a copy with its seeded RNG. */
export const earthDeckIds = (): string[] => catalogue.earth.map((c) => c.id);

/** EA-45 / EA-G28: does a Flora of type `have` satisfy a requirement for `want`? */
const floraTypeMatches = (have: FloraType, want: FloraType): boolean =>
  have === want || (want === 'herb' && have === 'mushroom');

/** The printed ability colour of a card, or 'none'. */
export function abilityColor(c: { ability?: Ability | undefined }): Color | 'none' {
  return c.ability?.color ?? 'none';
}

/**
 * Static part of a card filter: could this printed card match? (`canopy` needs a Flora that has a
 * Canopy to complete; whether it is complete is game state.)
 * Island/Climate sides are passed as `offGrid` cards. Used by the engine and for printed percentages.
 */
export function printedCardMatches(
  card: TableauCard | { type: 'island' | 'climate'; habitats: readonly Habitat[]; ability?: Ability | undefined },
  f: CardFilter,
): boolean {
  const needsFlora = f.floraType !== undefined || f.canopy === true;
  if (f.type !== undefined && card.type !== f.type) return false;
  if (needsFlora && card.type !== 'flora') return false;
  if (f.floraType !== undefined && (card.type !== 'flora' || !floraTypeMatches(card.floraType, f.floraType))) return false;
  if (f.canopy === true && (card.type !== 'flora' || card.canopyVp === null)) return false;
  if (f.habitat !== undefined && !card.habitats.includes(f.habitat)) return false;
  if (f.color !== undefined && abilityColor(card) !== f.color) return false;
  return true;
}

/**
 * EA-53: the informational percentage printed on objectives: the share of tableau cards in the
 * Earth deck (Flora + Terrain) that match a filter, rounded to a whole percent.
 */
export function printedPct(f: CardFilter): number {
  const pool: TableauCard[] = [...catalogue.flora, ...catalogue.terrain];
  const n = pool.filter((c) => printedCardMatches(c, f)).length;
  return Math.round((100 * n) / pool.length);
}
