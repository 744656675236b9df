import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import floraJson from '../../data/earth/flora.json';
import terrainJson from '../../data/earth/terrain.json';
import eventsJson from '../../data/earth/events.json';
import faunaJson from '../../data/earth/fauna.json';
import islandsJson from '../../data/earth/islands.json';
import climatesJson from '../../data/earth/climates.json';
import ecosystemsJson from '../../data/earth/ecosystems.json';
import gaiaJson from '../../data/earth/gaia.json';
import {
  ACTIONS,
  COLORS,
  COUNT_OPS,
  EFFECT_OPS,
  FLORA_TYPES,
  HABITATS,
  PREDICATE_OPS,
  SCORE_OPS,
  countSchema,
  effectSchema,
  predicateSchema,
  scoreSchema,
  type Ability,
  type Count,
  type Effect,
  type FloraCard,
  type LeafEffect,
  type Predicate,
  type ScaledEffect,
  type Score,
} from '../../src/games/earth/cards/schema';
import {
  buildCatalogue,
  catalogue,
  earthDeckIds,
  effectCounts,
  getEarthCard,
  getFauna,
  getFlora,
  getTableauCard,
  maxScoreVp,
  predicateCounts,
  printedPct,
  scoreCounts,
  sideOf,
  trunkSlots,
  walkEffects,
} from '../../src/games/earth/cards/catalogue';
import * as written from '../../src/games/earth/cards/text';
import { MAX_LINE_TEXT, MAX_RULES_TEXT, type CardText } from '../../src/games/earth/cards/text';
import { say } from '../../src/words/say';

// The engine writes card text as catalogue keys; these tests read it as an English reader does.
const en = (x: string) => say('en', x);
const said = (t: CardText): CardText => ({ title: en(t.title), typeLine: en(t.typeLine), stats: en(t.stats), rules: en(t.rules) });
const cardText = (...a: Parameters<typeof written.cardText>) => said(written.cardText(...a));
const climateText = (...a: Parameters<typeof written.climateText>) => said(written.climateText(...a));
const ecosystemText = (...a: Parameters<typeof written.ecosystemText>) => said(written.ecosystemText(...a));
const faunaText = (...a: Parameters<typeof written.faunaText>) => said(written.faunaText(...a));
const gaiaText = (...a: Parameters<typeof written.gaiaText>) => said(written.gaiaText(...a));
const islandText = (...a: Parameters<typeof written.islandText>) => said(written.islandText(...a));
const effectText = (...a: Parameters<typeof written.effectText>) => en(written.effectText(...a));
const scoreText = (...a: Parameters<typeof written.scoreText>) => en(written.scoreText(...a));

// ---------------------------------------------------------------------------------------------
// The design targets are read from the doc, so the doc and this test use the same numbers.
// ---------------------------------------------------------------------------------------------

type Tol = [number, number];
interface Targets {
  counts: Record<'flora' | 'terrain' | 'events' | 'fauna' | 'islands' | 'climates' | 'ecosystems' | 'gaiaDeck' | 'gaiaLevels', number>;
  floraTypes: Record<string, number>;
  habitatShare: { flora: Tol; terrain: Tol };
  dualHabitatShare: { flora: Tol; terrain: Tol };
  mushroomWetColdShareMin: number;
  floraWithAbilityShare: Tol;
  floraColorShare: Record<string, Tol>;
  terrainSplit: { ability: number; scoring: number };
  allAbilityColorShare: Record<string, Tol>;
  sideColorCounts: Record<string, Tol>;
  floraCost: { range: Tol; mean: Tol; byTypeMean: Record<string, Tol>; bandShare: Record<'0-2' | '3-4' | '5+', Tol> };
  costFormulaTolerance: number;
  terrainCost: { range: Tol; mean: Tol };
  eventCost: { range: Tol };
  sproutLimit: Record<string, Tol>;
  growthLimit: Record<string, Tol>;
  canopyShareMin: Record<string, number>;
  canopyPremium: Record<string, Tol>;
  potentialVpMean: Record<string, Tol>;
  eventVp: { range: Tol; negativeCount: Tol; mean: Tol };
  eventNetValue: Tol;
  negativeEventStrengthRatioMin: number;
  terrainScoringMaxVp: { range: Tol; mean: Tol };
  ecosystemMaxVp: Tol;
  faunaTiers: number[];
  islandBudget: Tol;
  climateBudget: Tol;
  effectOpFaces: Record<string, Tol>;
  text: { maxRules: number; maxLine: number };
}

const doc = readFileSync(new URL('../../docs/earth-cards.md', import.meta.url), 'utf8');
const block = /```json earth-design-targets\n([\s\S]*?)```/.exec(doc);
if (!block) throw new Error('docs/earth-cards.md lost its earth-design-targets block');
const T = JSON.parse(block[1]!) as Targets;

const { flora, terrain, events, fauna, islands, climates, ecosystems, gaia } = catalogue;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const share = (n: number, of: number) => (100 * n) / of;
/** x must be t ± tol. */
function expectWithin(x: number, [t, tol]: Tol, what: string): void {
  expect(Math.abs(x - t) <= tol + 1e-9, `${what}: ${x.toFixed(2)} is not ${t} ± ${tol}`).toBe(true);
}
/** x must lie in [lo, hi]. */
function expectInRange(x: number, [lo, hi]: Tol, what: string): void {
  expect(x >= lo && x <= hi, `${what}: ${x} is not in [${lo}, ${hi}]`).toBe(true);
}
const islandSides = islands.flatMap((c) => c.sides);
const climateSides = climates.flatMap((c) => c.sides);
const ecosystemSides = ecosystems.flatMap((c) => c.sides);
const faunaSides = fauna.flatMap((c) => c.sides);
const allAbilities: Ability[] = [
  ...flora.flatMap((f) => (f.ability ? [f.ability] : [])),
  ...terrain.flatMap((t) => (t.ability ? [t.ability] : [])),
  ...islandSides.map((s) => s.ability),
  ...climateSides.map((s) => s.ability),
];
/** Every face that carries effects: abilities and Events. */
const effectFaces: Effect[][] = [...allAbilities.map((a) => a.effects), ...events.map((e) => e.effects)];

type Row = Record<string, unknown>;
interface Raw {
  flora: Row[];
  terrain: Row[];
  events: Row[];
  fauna: Row[];
  islands: Row[];
  climates: Row[];
  ecosystems: Row[];
  gaia: Row;
}
const rawData = (): Raw =>
  structuredClone({
    flora: floraJson,
    terrain: terrainJson,
    events: eventsJson,
    fauna: faunaJson,
    islands: islandsJson,
    climates: climatesJson,
    ecosystems: ecosystemsJson,
    gaia: gaiaJson,
  }) as unknown as Raw;

// ---------------------------------------------------------------------------------------------
// Independent power heuristic (docs/earth-cards.md "Power budget")
// ---------------------------------------------------------------------------------------------

function expectedCount(c: Count): number {
  switch (c.op) {
    case 'cards': {
      const f = c.filter;
      const opts = [12];
      if (f.type === 'flora') opts.push(8);
      if (f.type === 'terrain') opts.push(2);
      if (f.habitat) opts.push(4);
      if (f.floraType) opts.push(f.floraType === 'mushroom' ? 1 : 3);
      if (f.color) opts.push(f.color === 'none' ? 3 : 2);
      if (f.canopy) opts.push(1.5);
      return Math.min(...opts);
    }
    case 'near': {
      const specific = c.filter.habitat ?? c.filter.floraType ?? c.filter.color ?? c.filter.canopy;
      return (c.scope === 'adjacent' ? 2 : 2.5) / (specific ? 2 : 1);
    }
    case 'resource':
      return { soil: 4, hand: 5, compost: 6, sprouts: 8, trunks: 4, canopies: 2, events: 2 }[c.resource];
    case 'lines':
      return 1;
    case 'distinct':
      return 3.5;
    case 'sets':
      return 2;
  }
}

function value(e: Effect | ScaledEffect | LeafEffect): number {
  switch (e.op) {
    case 'gain':
      return { soil: 1, card: 1.5, compost: 1.2 }[e.resource] * e.amount;
    case 'drawKeep':
      return 1.5 * e.keep + 0.25 * (e.look - e.keep);
    case 'compostFromHand':
      return 0.5 * e.upTo;
    case 'sprout':
    case 'grow': {
      const [plain, filtered] = e.op === 'sprout' ? [1, 0.8] : [1.3, 1];
      const rate =
        e.on.where === 'self' ? plain : e.on.where === 'tableau' ? (e.on.filter ? filtered : plain) : e.on.filter ? filtered - 0.2 : filtered;
      return rate * e.amount;
    }
    case 'plant':
      return (e.filter ? 1.5 : 2.5) + e.discount;
    case 'minor':
      return { plant: 1.5, compost: 4.4, water: 4, grow: 3 }[e.action];
    case 'activate':
      return e.where === 'adjacent' ? 2 : 2.5;
    case 'per':
      return value(e.effect) * Math.min(e.max ?? Infinity, expectedCount(e.count) / e.each);
    case 'if':
      return 0.6 * sumValue(e.then);
    case 'pay':
      return Math.max(0.3, sumValue(e.then) - e.cost.reduce((a, c) => a + { soil: 1, card: 1.2, sprout: 1 }[c.resource] * c.amount, 0));
    case 'choice':
      return Math.max(...e.options.map(sumValue)) + 0.3;
    case 'others':
      return 0;
  }
}
const sumValue = (es: readonly (Effect | ScaledEffect)[]) => es.reduce((a, e) => a + value(e), 0);
const abilityValue = (a: Ability | undefined) => (a ? sumValue(a.effects) * (a.color === 'multi' ? 2.5 : 1) : 0);
const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));
const potential = (f: FloraCard) => f.sproutLimit + (f.canopyVp ?? f.growthLimit);

// ---------------------------------------------------------------------------------------------

describe('Earth card data: loading and validation', () => {
  it('parses every set at module load', () => {
    expect(catalogue.earth.length).toBeGreaterThan(0);
    expect(() => buildCatalogue(rawData())).not.toThrow();
  });

  it('has the exact counts (EA-02 and the component list)', () => {
    expect(flora).toHaveLength(T.counts.flora);
    expect(terrain).toHaveLength(T.counts.terrain);
    expect(events).toHaveLength(T.counts.events);
    expect(catalogue.earth).toHaveLength(283);
    expect(T.counts.flora + T.counts.terrain + T.counts.events).toBe(283);
    expect(fauna).toHaveLength(T.counts.fauna);
    expect(islands).toHaveLength(T.counts.islands);
    expect(climates).toHaveLength(T.counts.climates);
    expect(ecosystems).toHaveLength(T.counts.ecosystems);
    expect(gaia.deck).toHaveLength(T.counts.gaiaDeck);
    expect(gaia.difficulties).toHaveLength(T.counts.gaiaLevels);
    for (const t of FLORA_TYPES) expect(flora.filter((f) => f.floraType === t).length, t).toBe(T.floraTypes[t]);
    expect(Object.values(T.floraTypes).reduce((a, b) => a + b, 0)).toBe(T.counts.flora);
  });

  it('has unique ids and unique names across every card and side', () => {
    const ids = [...catalogue.earth, ...fauna, ...islands, ...climates, ...ecosystems, ...gaia.deck].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = [
      ...catalogue.earth.map((c) => c.name),
      ...[...faunaSides, ...islandSides, ...climateSides, ...ecosystemSides].map((s) => s.name),
    ].map((n) => n.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(earthDeckIds()).size).toBe(283);
  });

  it('rejects bad data with one error naming every bad id', () => {
    const raw = rawData();
    raw.flora[0]!.cost = -1;
    raw.terrain[0]!.scoring = { op: 'threshold', test: { op: 'atLeast', count: { op: 'resource', resource: 'soil' }, n: 1 }, vp: 1 };
    raw.terrain[0]!.ability = { color: 'red', effects: [{ op: 'gain', resource: 'soil', amount: 1 }] };
    raw.events[1]!.effects = [{ op: 'explode', amount: 3 }];
    raw.events[2]!.name = raw.events[3]!.name;
    raw.events[4]!.typo = true;
    let message = '';
    try {
      buildCatalogue(raw);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain(String(raw.flora[0]!.id));
    expect(message).toContain(String(raw.terrain[0]!.id));
    expect(message).toContain(String(raw.events[1]!.id));
    expect(message).toContain('duplicate name');
    expect(message).toContain(String(raw.events[4]!.id));
  });

  it('rejects effects that do not fit where they are printed', () => {
    const raw = rawData();
    const noSprouts = raw.flora.find((f) => f.sproutLimit === 0) ?? raw.flora[0]!;
    noSprouts.sproutLimit = 0;
    noSprouts.ability = { color: 'blue', effects: [{ op: 'sprout', amount: 1, on: { where: 'self' } }] };
    raw.events[0]!.effects = [{ op: 'grow', amount: 1, on: { where: 'adjacent' } }];
    raw.ecosystems[0]!.sides = [
      { side: 'A', name: 'Nowhere Ring', scoring: { op: 'per', count: { op: 'near', scope: 'row', filter: {} }, each: 1, vp: 1, max: 3 } },
      (raw.ecosystems[0]!.sides as unknown[])[1],
    ];
    raw.terrain[1]!.scoring = { op: 'per', count: { op: 'resource', resource: 'soil' }, each: 1, vp: 1 };
    delete raw.terrain[1]!.ability;
    expect(() => buildCatalogue(raw)).toThrow(
      new RegExp(`${String(noSprouts.id)}: sprout on 'self'[\\s\\S]*${String(raw.events[0]!.id)}: grow on 'adjacent'`),
    );
    expect(() => buildCatalogue(raw)).toThrow(/ecosystem-01A: count 'near' needs a tableau card/);
    expect(() => buildCatalogue(raw)).toThrow(new RegExp(`${String(raw.terrain[1]!.id)}: a per-score needs a max`));
  });

  it('lists exactly the ops its schemas accept', () => {
    expect(effectSchema.options.map((o) => o.shape.op.value)).toEqual([...EFFECT_OPS]);
    expect(countSchema.options.map((o) => o.shape.op.value)).toEqual([...COUNT_OPS]);
    expect(predicateSchema.options.map((o) => o.shape.op.value)).toEqual([...PREDICATE_OPS]);
    expect(scoreSchema.options.map((o) => o.shape.op.value)).toEqual([...SCORE_OPS]);
  });

  it('looks cards up by id and refuses wrong kinds', () => {
    const f = flora[0]!;
    expect(getEarthCard(f.id)).toBe(f);
    expect(getFlora(f.id)).toBe(f);
    expect(() => getFlora(terrain[0]!.id)).toThrow(/not a Flora/);
    expect(() => getTableauCard(events[0]!.id)).toThrow(/EA-48/);
    expect(() => getEarthCard('flora-999')).toThrow(/Unknown/);
    expect(sideOf(getFauna('fauna-01'), 'B').side).toBe('B');
  });
});

describe('Earth card data: design targets (docs/earth-cards.md)', () => {
  const iconShare = (cs: readonly { habitats: readonly string[] }[]) => {
    const icons = cs.flatMap((c) => c.habitats);
    return Object.fromEntries(HABITATS.map((h) => [h, share(icons.filter((x) => x === h).length, icons.length)]));
  };

  it('spreads Habitats evenly', () => {
    for (const [set, cs] of [
      ['flora', flora],
      ['terrain', terrain],
    ] as const) {
      for (const [h, s] of Object.entries(iconShare(cs))) expectWithin(s, T.habitatShare[set], `${set} ${h}`);
      expectWithin(share(cs.filter((c) => c.habitats.length === 2).length, cs.length), T.dualHabitatShare[set], set);
    }
    const m = iconShare(flora.filter((f) => f.floraType === 'mushroom'));
    expect(m.wet! + m.cold!).toBeGreaterThanOrEqual(T.mushroomWetColdShareMin);
  });

  it('spreads ability colours', () => {
    const withAbility = flora.filter((f) => f.ability);
    expectWithin(share(withAbility.length, flora.length), T.floraWithAbilityShare, 'Flora with an ability %');
    for (const c of COLORS) {
      const floraShare = share(withAbility.filter((f) => f.ability!.color === c).length, withAbility.length);
      expectWithin(floraShare, T.floraColorShare[c]!, `Flora ${c} %`);
      expectWithin(share(allAbilities.filter((a) => a.color === c).length, allAbilities.length), T.allAbilityColorShare[c]!, `all ${c} %`);
      for (const [set, sides] of [
        ['islands', islandSides],
        ['climates', climateSides],
      ] as const)
        expectWithin(sides.filter((s) => s.ability.color === c).length, T.sideColorCounts[c]!, `${set} ${c}`);
    }
    expect(terrain.filter((t) => t.ability).length).toBe(T.terrainSplit.ability);
    expect(terrain.filter((t) => t.scoring).length).toBe(T.terrainSplit.scoring);
  });

  it('follows the cost curve', () => {
    const costs = flora.map((f) => f.cost);
    for (const f of flora) expectInRange(f.cost, T.floraCost.range, `${f.id} cost`);
    expectWithin(mean(costs), T.floraCost.mean, 'mean Flora cost');
    for (const t of FLORA_TYPES)
      expectWithin(mean(flora.filter((f) => f.floraType === t).map((f) => f.cost)), T.floraCost.byTypeMean[t]!, `${t} mean cost`);
    const band = (lo: number, hi: number) => share(costs.filter((c) => c >= lo && c <= hi).length, costs.length);
    expectWithin(band(0, 2), T.floraCost.bandShare['0-2'], 'Flora cost 0-2 %');
    expectWithin(band(3, 4), T.floraCost.bandShare['3-4'], 'Flora cost 3-4 %');
    expectWithin(band(5, 99), T.floraCost.bandShare['5+'], 'Flora cost 5+ %');
    for (const t of terrain) expectInRange(t.cost, T.terrainCost.range, t.id);
    expectWithin(mean(terrain.map((t) => t.cost)), T.terrainCost.mean, 'mean Terrain cost');
    for (const e of events) expectInRange(e.cost, T.eventCost.range, e.id);
  });

  it('prices every Flora and Terrain by the power formula', () => {
    const tol = T.costFormulaTolerance;
    for (const f of flora) {
      const formula = clamp(Math.round(0.6 * potential(f) + abilityValue(f.ability) - 0.5), 0, 9);
      expect(Math.abs(f.cost - formula), `${f.id} cost ${f.cost} vs ${formula}`).toBeLessThanOrEqual(tol);
    }
    for (const t of terrain) {
      const formula = t.ability
        ? clamp(Math.round(0.9 * abilityValue(t.ability) + 0.5), 1, 7)
        : clamp(Math.round(0.35 * maxScoreVp(t.scoring!) + 0.5), 1, 7);
      expect(Math.abs(t.cost - formula), `${t.id} cost ${t.cost} vs ${formula}`).toBeLessThanOrEqual(tol);
    }
  });

  it('follows the limit and VP curves', () => {
    for (const t of FLORA_TYPES) {
      const fs = flora.filter((f) => f.floraType === t);
      for (const f of fs) {
        expectInRange(f.sproutLimit, T.sproutLimit[t]!, f.id);
        expectInRange(f.growthLimit, T.growthLimit[t]!, f.id);
        if (f.canopyVp !== null) expectInRange(f.canopyVp - f.growthLimit, T.canopyPremium[t]!, `${f.id} premium`);
        // Completing always pays: the Canopy beats the Trunks it replaces (EA-38).
        if (f.canopyVp !== null) expect(f.canopyVp).toBeGreaterThan(trunkSlots(f));
      }
      if (T.canopyShareMin[t] !== undefined)
        expect(share(fs.filter((f) => f.canopyVp !== null).length, fs.length), t).toBeGreaterThanOrEqual(T.canopyShareMin[t]!);
      expectWithin(mean(fs.map(potential)), T.potentialVpMean[t]!, `${t} mean potential VP`);
    }
    const vps = events.map((e) => e.vp);
    for (const e of events) expectInRange(e.vp, T.eventVp.range, `${e.id} VP`);
    expectWithin(vps.filter((v) => v < 0).length, T.eventVp.negativeCount, 'negative-VP Events');
    expectWithin(mean(vps), T.eventVp.mean, 'mean Event VP');
    const maxes = terrain.flatMap((t) => (t.scoring ? [maxScoreVp(t.scoring)] : []));
    for (const m of maxes) expectInRange(m, T.terrainScoringMaxVp.range, 'Terrain bonus max VP');
    expectWithin(mean(maxes), T.terrainScoringMaxVp.mean, 'mean Terrain bonus max VP');
    for (const s of ecosystemSides) expectInRange(maxScoreVp(s.scoring), T.ecosystemMaxVp, s.name);
    for (const s of faunaSides) expect(s.tiers, s.name).toEqual(T.faunaTiers);
  });

  it('keeps Events, Islands and Climates inside their power budgets', () => {
    for (const e of events) expectInRange(sumValue(e.effects) + e.vp - e.cost, T.eventNetValue, e.name);
    const strong = mean(events.filter((e) => e.vp < 0).map((e) => sumValue(e.effects)));
    const modest = mean(events.filter((e) => e.vp > 0).map((e) => sumValue(e.effects)));
    expect(strong / modest).toBeGreaterThanOrEqual(T.negativeEventStrengthRatioMin);
    for (const s of islandSides) {
      const b = 1.5 * s.start.draw + 1.2 * s.start.compost + s.start.soil + s.vp + 3 * abilityValue(s.ability);
      expectWithin(b, T.islandBudget, s.name);
    }
    for (const s of climateSides) expectWithin(s.vp + 3 * abilityValue(s.ability), T.climateBudget, s.name);
  });

  it('uses each effect op on the documented number of faces', () => {
    const faces = Object.fromEntries(EFFECT_OPS.map((o) => [o, 0])) as Record<string, number>;
    for (const list of effectFaces) {
      const seen = new Set<string>();
      walkEffects(list, (e) => seen.add(e.op));
      for (const o of seen) faces[o]! += 1;
    }
    expect(Object.keys(T.effectOpFaces).sort()).toEqual([...EFFECT_OPS].sort());
    for (const o of EFFECT_OPS) expectInRange(faces[o]!, T.effectOpFaces[o]!, `faces using ${o}`);
  });

  it('uses every count, predicate and score op somewhere', () => {
    const counts: Count[] = [
      ...effectFaces.flatMap((l) => effectCounts(l)),
      ...faunaSides.flatMap((s) => predicateCounts(s.requirement)),
      ...[...ecosystemSides.map((s) => s.scoring), ...terrain.flatMap((t) => (t.scoring ? [t.scoring] : []))].flatMap(scoreCounts),
    ];
    for (const o of COUNT_OPS) expect(counts.some((c) => c.op === o), o).toBe(true);
    const preds: Predicate[] = [
      ...faunaSides.map((s) => s.requirement),
      ...[...ecosystemSides.map((s) => s.scoring), ...terrain.flatMap((t) => (t.scoring ? [t.scoring] : []))].flatMap((s: Score) =>
        s.op === 'threshold' ? [s.test] : [],
      ),
    ];
    effectFaces.forEach((l) => walkEffects(l, (e) => e.op === 'if' && preds.push(e.test)));
    for (const o of PREDICATE_OPS) expect(preds.some((p) => p.op === o || (p.op === 'all' && p.of.some((c) => c.op === o))), o).toBe(true);
    const scores = [...ecosystemSides.map((s) => s.scoring), ...terrain.flatMap((t) => (t.scoring ? [t.scoring] : []))];
    for (const o of SCORE_OPS) expect(scores.some((s) => s.op === o), o).toBe(true);
  });

  it('makes every Fauna objective need progress: no "N-"-only requirement (EA-D17)', () => {
    for (const s of faunaSides) {
      const parts = s.requirement.op === 'all' ? s.requirement.of : [s.requirement];
      expect(parts.some((p) => p.op === 'atLeast' && p.n > 0), s.name).toBe(true);
    }
  });

  it('has a Gaia deck of one card per action and rising difficulty (EA-Gaia)', () => {
    expect(new Set(gaia.deck.map((g) => g.action))).toEqual(new Set([...ACTIONS, 'fauna', 'wild']));
    expect(gaia.difficulties.map((d) => d.k)).toEqual([1, 2, 3, 4]);
    expect(gaia.defaultLevel).toBe(2);
    expect(gaia.passes).toBe(2);
    expect(gaia.playerTurn.perK).toBe(1);
    for (const g of gaia.deck) if (g.gaia.kind === 'track') expect(g.gaia.perK).toBe(1);
    expect(gaia.deck.find((g) => g.action === 'fauna')!.player).toBe('none');
    expect(gaia.deck.find((g) => g.action === 'wild')!.player).toBe('minorChosen');
  });

  it('prints percentages derived from the data (EA-53)', () => {
    expect(printedPct({})).toBe(100);
    const wet = printedPct({ habitat: 'wet' });
    const count = [...flora, ...terrain].filter((c) => c.habitats.includes('wet')).length;
    expect(wet).toBe(Math.round((100 * count) / 245));
    expect(printedPct({ floraType: 'herb' })).toBeGreaterThan(printedPct({ floraType: 'mushroom' }));
  });
});

describe('Earth card text', () => {
  const texts: [string, CardText][] = [
    ...catalogue.earth.map((c) => [c.id, cardText(c)] as [string, CardText]),
    ...fauna.flatMap((c) => c.sides.map((s) => [`${c.id}${s.side}`, faunaText(s)] as [string, CardText])),
    ...islands.flatMap((c) => c.sides.map((s) => [`${c.id}${s.side}`, islandText(s)] as [string, CardText])),
    ...climates.flatMap((c) => c.sides.map((s) => [`${c.id}${s.side}`, climateText(s)] as [string, CardText])),
    ...ecosystems.flatMap((c) => c.sides.map((s) => [`${c.id}${s.side}`, ecosystemText(s)] as [string, CardText])),
    ...gaia.difficulties.flatMap((d) => gaia.deck.map((g) => [`${g.id}@${d.k}`, gaiaText(g, d.k)] as [string, CardText])),
  ];

  it('uses the documented limits', () => {
    expect(MAX_RULES_TEXT).toBe(T.text.maxRules);
    expect(MAX_LINE_TEXT).toBe(T.text.maxLine);
  });

  it('writes non-empty text that fits a card image', () => {
    for (const [id, t] of texts) {
      expect(t.title.length, id).toBeGreaterThan(0);
      expect(t.typeLine.length, id).toBeLessThanOrEqual(MAX_LINE_TEXT);
      expect(t.stats.length, id).toBeLessThanOrEqual(MAX_LINE_TEXT);
      expect(t.rules.length, `${id}: ${t.rules}`).toBeLessThanOrEqual(MAX_RULES_TEXT);
      for (const part of [t.typeLine, t.stats, t.rules]) expect(part, id).not.toMatch(/undefined|NaN|\[object|null/);
    }
    for (const [id, t] of texts) {
      const card = catalogue.earth.find((c) => c.id === id);
      if (card && card.type === 'flora' && !card.ability) expect(t.rules, id).toBe('');
      else expect(t.rules.length, id).toBeGreaterThan(10);
    }
  });

  it('gives every effect op its own wording', () => {
    const samples: Record<(typeof EFFECT_OPS)[number], Effect> = {
      gain: { op: 'gain', resource: 'compost', amount: 2 },
      drawKeep: { op: 'drawKeep', look: 4, keep: 1 },
      compostFromHand: { op: 'compostFromHand', upTo: 2 },
      sprout: { op: 'sprout', amount: 2, on: { where: 'tableau', filter: { floraType: 'tree' } } },
      grow: { op: 'grow', amount: 1, on: { where: 'self' } },
      plant: { op: 'plant', discount: 1, filter: { habitat: 'wet' } },
      minor: { op: 'minor', action: 'water' },
      activate: { op: 'activate', where: 'adjacent' },
      per: { op: 'per', count: { op: 'near', scope: 'row', filter: { type: 'flora' } }, each: 1, max: 3, effect: { op: 'gain', resource: 'soil', amount: 1 } },
      if: { op: 'if', test: { op: 'atMost', count: { op: 'resource', resource: 'hand' }, n: 2 }, then: [{ op: 'gain', resource: 'card', amount: 1 }] },
      pay: { op: 'pay', cost: [{ resource: 'sprout', amount: 1 }], then: [{ op: 'gain', resource: 'soil', amount: 3 }] },
      choice: { op: 'choice', options: [[{ op: 'gain', resource: 'soil', amount: 3 }], [{ op: 'gain', resource: 'compost', amount: 2 }]] },
      others: { op: 'others', effects: [{ op: 'sprout', amount: 1, on: { where: 'tableau' } }] },
    };
    const seen = new Set<string>();
    for (const op of EFFECT_OPS) {
      const e = effectSchema.parse(samples[op]);
      const text = effectText(e);
      expect(text, op).toMatch(/^[A-Z].*\.$/);
      seen.add(text);
    }
    expect(seen.size).toBe(EFFECT_OPS.length);
    expect(effectText(samples.others)).toContain('their Flora');
    expect(effectText(samples.per)).toContain('Flora in this row');
  });

  it('words the data as the rulebook does', () => {
    const wetFauna = faunaSides.find((s) => s.requirement.op === 'atLeast' && s.requirement.count.op === 'cards' && s.requirement.count.filter.habitat === 'wet')!;
    expect(faunaText(wetFauna).rules).toMatch(/^Claim when you have 6\+ Wet cards\. \(\d+% of the deck's Flora and Terrain cards are of the kind it counts\.\)$/);
    const mixed = faunaSides.find((s) => s.requirement.op === 'all' && s.requirement.of.some((c) => c.op === 'atMost'))!;
    expect(faunaText(mixed).rules).toMatch(/\d+- Terrain/);
    expect(scoreText({ op: 'ladder', count: { op: 'cards', filter: { habitat: 'cold' } }, steps: [{ atLeast: 4, vp: 4 }, { atLeast: 6, vp: 7 }] })).toBe(
      'Cold cards: 4+ = 4 VP, 6+ = 7 VP.',
    );
    const herb = flora.find((f) => f.floraType === 'herb' && !f.ability)!;
    expect(cardText(herb).typeLine).toBe(`Herb · ${herb.habitats.map((h) => h[0]!.toUpperCase() + h.slice(1)).join(' / ')} · Cost ${herb.cost}`);
    const neg = events.find((e) => e.vp < 0)!;
    expect(cardText(neg).stats).toBe(`${neg.vp} VP in your Event space`);
  });

  it('covers every op that occurs in the data with text', () => {
    for (const list of effectFaces) for (const e of list) expect(effectText(e).length).toBeGreaterThan(5);
  });
});
