import { describe, expect, it } from 'vitest';
import { ASSET_IDS, DISTRICTS, HAZARDS, PLAYER_COUNTS, ROLES, type AgendaCard, type Role } from '../../src/games/vested-interests/cards/schema';
import {
  agendaComposition,
  bandOf,
  buildAgendaDeck,
  catalogue,
  CatalogueError,
  eraOf,
  expandCopies,
  getAsset,
  parseCatalogue,
  rawCatalogue,
  scoringMatrix,
} from '../../src/games/vested-interests/cards/catalogue';
import {
  areAdjacent,
  board,
  cellIdOf,
  cellsIn,
  distance,
  districtOf,
  hotspotCandidates,
  inAnyZone,
  institutionSites,
  isBlocked,
  isOffshore,
  isSite,
  landCellsIn,
  neighbours,
  neighboursInDistrict,
  offshoreCells,
  parseCellId,
  stepsWithinDistrict,
  triCorners,
  triDistance,
  triNeighbours,
  zone,
  type Tri,
} from '../../src/games/vested-interests/board';

function combinations<T>(xs: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [head, ...rest] = xs as [T, ...T[]];
  return [...combinations(rest, k - 1).map((c) => [head, ...c]), ...combinations(rest, k)];
}

const rolesOf = (cards: readonly AgendaCard[]): Record<Role, number> => ({
  steward: cards.filter((c) => c.role === 'steward').length,
  opportunist: cards.filter((c) => c.role === 'opportunist').length,
  accelerationist: cards.filter((c) => c.role === 'accelerationist').length,
});

// -----------------------------------------------------------------------------------------------------------

describe('vested-interests/data catalogue', () => {
  it('parses the shipped data and re-parses a raw copy to the same catalogue', () => {
    expect(parseCatalogue(rawCatalogue())).toEqual(catalogue);
    expect(Object.isFrozen(catalogue.contracts[0])).toBe(true);
  });

  it('has the documented counts', () => {
    expect(catalogue.assets.map((a) => a.id)).toEqual([...ASSET_IDS]);
    expect(catalogue.assets).toHaveLength(13);
    expect(catalogue.houses).toHaveLength(5);
    expect(rolesOf(catalogue.agendas.cards)).toEqual({ steward: 5, opportunist: 6, accelerationist: 4 });
    expect(catalogue.vices).toHaveLength(10);
    expect(catalogue.contracts).toHaveLength(26);
    expect(catalogue.initiatives.filter((i) => i.kind === 'good')).toHaveLength(10);
    expect(catalogue.initiatives.filter((i) => i.kind === 'bad')).toHaveLength(4);
    expect(catalogue.planet.filter((p) => p.kind === 'weather')).toHaveLength(10);
    expect(catalogue.planet.filter((p) => p.kind === 'scenario')).toHaveLength(6);
    expect(catalogue.schemes).toHaveLength(7);
    expect(expandCopies(catalogue.schemes)).toHaveLength(16);
    const minis = Object.fromEntries(catalogue.miniCards.map((m) => [m.kind, m.copies]));
    expect(minis).toEqual({ research: 4, cia: 3, disinfo: 4 });
    expect(catalogue.climate.tipping).toHaveLength(4);
  });

  it('uses every id once across all card kinds', () => {
    const ids = [
      ...catalogue.assets, ...catalogue.houses, ...catalogue.agendas.cards, ...catalogue.vices, ...catalogue.contracts,
      ...catalogue.initiatives, ...catalogue.planet, ...catalogue.schemes, ...catalogue.miniCards, ...catalogue.climate.tipping,
    ].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('offers two Contracts per asset, each a discount in the right colour with exactly one extra', () => {
    for (const id of ASSET_IDS) expect(catalogue.contracts.filter((k) => k.asset === id), id).toHaveLength(2);
    for (const k of catalogue.contracts) {
      const asset = getAsset(k.asset);
      expect(k.price, k.id).toBeLessThan(asset.cost);
      expect(asset.cost - k.price, k.id).toBeLessThanOrEqual(2);
      expect(k.colour, k.id).toBe(asset.class === 'dirty' ? 'amber' : 'teal');
      const extras = (k.placement ? 1 : 0) + (k.requires ? 1 : 0) + k.onTake.length + k.assetAbilities.length;
      expect(extras, k.id).toBe(1);
    }
  });

  it('keeps the rulebook numbers', () => {
    const { climate, rules } = catalogue;
    expect(climate.dial.start).toBe(450);
    expect(climate.tipping.filter((t) => t.preCrossed).map((t) => t.name)).toEqual(['Ice Loss']);
    expect(climate.tipping.flatMap((t) => (t.threshold === null ? [] : [t.threshold]))).toEqual([500, 550, 575]);
    expect(climate.eras.full.map((e) => e.rounds)).toEqual([[1, 2, 3], [4, 5, 6, 7], [8, 9, 10]]);
    expect(climate.eras.full.map((e) => e.influenceGrant)).toEqual([3, 4, 4]);
    expect(climate.eras.flashpoint.map((e) => [e.baseline, e.influenceGrant])).toEqual([[6, 3], [10, 4]]);
    expect(climate.collapseAt).toBe(600);
    expect(climate.research.tableCapPerRound).toBe(11);
    expect(climate.weather.districtDie).toEqual(['home', 'home', 'home', 'Verge', 'Rim', 'firstPlayerChooses']);
    expect(climate.weather.spreadFrom).toBe(500);
    expect(climate.weather.spreadOrder).toEqual(['Delta', 'Reach', 'Verge', 'Rim']);
    expect(rules.start).toEqual({ capital: 6, operatives: 3, influence: 0 });
    expect(rules.votes).toEqual({
      thresholdOverPlayers: 1,
      good: { ppm: -9, sponsorLegacy: 1 },
      breakthrough: { every: 3, ppm: -12, legacy: 2 },
      bad: { ppm: 6, topContributorCapital: 3 },
    });
    expect(rules.tribunalAfterRounds.full).toEqual([3, 7]);
    expect(rules.crewMax).toBe(6);
    const research = catalogue.miniCards.find((m) => m.kind === 'research');
    expect(research?.abilities).toContainEqual({ op: 'researchCooling', ppm: 11 });
  });

  it('sets the documented era baselines, tipping penalties, bands and scoring matrix', () => {
    expect(catalogue.climate.eras.full.map((e) => e.baseline)).toEqual([4, 5, 6]);
    expect(catalogue.climate.tipping.map((t) => t.penalty)).toEqual([2, 3, 4, 5]);
    expect([509, 510, 549, 550, 599, 600].map((p) => bandOf(p))).toEqual(
      ['danger', 'severe', 'severe', 'extreme', 'extreme', 'collapse'],
    );
    expect(scoringMatrix()).toEqual({
      steward: { danger: 8, severe: 0, extreme: 0 },
      opportunist: { danger: 0, severe: 5, extreme: 5 },
      accelerationist: { danger: -5, severe: -3, extreme: 8 },
    });
    expect(catalogue.scoring.collapse).toMatchObject({ minDirtyAssets: 2, minCapital: 6 });
    expect(eraOf(7).era).toBe(2);
    expect(eraOf(6, 'flashpoint').baseline).toBe(10);
  });

  it('collapses in the last round when nobody acts and ends in Danger with one Research from round 2 (calibration)', () => {
    const { climate } = catalogue;
    const run = (researchFrom: number | null): (number | 'collapse')[] => {
      let ppm = climate.dial.start;
      const crossed = new Set(climate.tipping.filter((t) => t.preCrossed).map((t) => t.id));
      const heat = catalogue.board.oldWorld.reduce((s, o) => s + getAsset(o.asset).heat, 0);
      const trace: (number | 'collapse')[] = [];
      for (let round = 1; round <= catalogue.rules.rounds.full; round += 1) {
        const penalties = climate.tipping.filter((t) => crossed.has(t.id)).reduce((s, t) => s + t.penalty, 0);
        const cooling = researchFrom !== null && round >= researchFrom ? climate.research.tableCapPerRound : 0;
        ppm += eraOf(round).baseline + penalties + heat - cooling;
        if (ppm >= climate.collapseAt) return [...trace, 'collapse'];
        for (const t of climate.tipping) if (t.threshold !== null && ppm >= t.threshold) crossed.add(t.id);
        trace.push(ppm);
      }
      return trace;
    };
    expect(run(null)).toEqual([462, 474, 486, 499, 512, 528, 544, 561, 582, 'collapse']);
    const withResearch = run(2);
    expect(withResearch.at(-1)).toBe(481);
    expect(bandOf(481)).toBe('danger');
  });

  it('sends each weather card to its home district, the Surge always to the Delta', () => {
    const homes = { flood: 'Delta', surge: 'Delta', drought: 'Reach', fire: 'Verge', hurricane: 'Rim' } as const;
    for (const hazard of HAZARDS) {
      const cards = catalogue.planet.filter((p) => p.kind === 'weather' && p.hazard === hazard);
      expect(cards, hazard).toHaveLength(2);
      for (const p of cards) {
        if (p.kind !== 'weather') throw new Error('unreachable');
        expect(p.home).toBe(homes[hazard]);
        expect(p.targeting).toBe(hazard === 'surge' ? 'fixed' : 'roll');
        expect(p.affects.offshore).toBe(hazard === 'surge');
      }
    }
  });

  it('encodes the House powers from the rulebook', () => {
    const house = (name: string) => {
      const h = catalogue.houses.find((x) => x.name === name);
      if (!h) throw new Error(name);
      return h;
    };
    expect(house('Helios Combine').abilities).toContainEqual(expect.objectContaining({
      op: 'costModifier', assets: { types: ['fossil-plant', 'solar', 'wind'] }, delta: -1,
    }));
    expect(house('Helios Combine').abilities).toContainEqual(expect.objectContaining({ op: 'convertAsset', perEra: 1, capital: 0 }));
    expect(house('The Assembly').abilities).toContainEqual(expect.objectContaining({
      op: 'trigger', if: { test: 'roundIn', rounds: [2, 4, 6, 8, 10] },
    }));
    expect(house('Halcyon Labs').abilities).toContainEqual({
      op: 'trigger', on: 'income', effects: [{ op: 'gainCapital', who: 'actor', amount: 2 }],
    });
    expect(house('Terminus Mutual').abilities.map((a) => a.op)).toContain('costModifier');
  });

  it('names every Institution and takeover target the rulebook names', () => {
    const targets = catalogue.assets.filter((a) => a.takeoverTarget).map((a) => a.id);
    expect(targets).toEqual(['fossil-plant', 'monoculture', 'logging', 'motorway', 'institution']);
    const crew = catalogue.assets.filter((a) => a.crew === 1).map((a) => a.id);
    expect(crew).toEqual(['housing', 'transport-hub', 'institution', 'cultural-centre']);
    expect(catalogue.assets.filter((a) => a.offshore).map((a) => a.id)).toEqual(['wind']);
    expect(catalogue.assets.every((a) => a.security === 2)).toBe(true);
  });

  it('rejects a bad Contract and names its id', () => {
    const raw = rawCatalogue() as { 'contracts.json': { contracts: Record<string, unknown>[] } } & ReturnType<typeof rawCatalogue>;
    const first = raw['contracts.json'].contracts[0];
    if (!first) throw new Error('no contracts');
    first.price = 9;
    expect(() => parseCatalogue(raw)).toThrow(CatalogueError);
    expect(() => parseCatalogue(raw)).toThrow(/contract\.peaker-plant-tender.*price 9 is no discount/);
  });

  it('rejects an unknown effect op and names the card', () => {
    const raw = rawCatalogue() as { 'initiatives.json': { initiatives: { rider: Record<string, unknown>[] }[] } } & ReturnType<typeof rawCatalogue>;
    const rider = raw['initiatives.json'].initiatives[2]?.rider[0];
    if (!rider) throw new Error('no rider');
    rider.op = 'printMoney';
    expect(() => parseCatalogue(raw)).toThrow(/initiatives\.json \[initiative\.plant-retirement-order\] initiatives\.2\.rider\.0/);
  });

  it('rejects an Agenda deck that could seat an all-Steward table', () => {
    const raw = rawCatalogue() as { 'agendas.json': { decks: { full: Record<string, { steward: number }> } } } & ReturnType<typeof rawCatalogue>;
    const three = raw['agendas.json'].decks.full['3'];
    if (!three) throw new Error('no deck');
    three.steward = 3;
    expect(() => parseCatalogue(raw)).toThrow(/decks\.full\.3: 3 Stewards would allow an all-Steward table of 3/);
  });

  it('rejects an Old World asset on a cell where it is illegal', () => {
    const raw = rawCatalogue() as { 'board.json': { oldWorld: { cell: string; asset: string }[] } } & ReturnType<typeof rawCatalogue>;
    const fossil = raw['board.json'].oldWorld[0];
    if (!fossil) throw new Error('no old world');
    fossil.cell = 'V1';
    expect(() => parseCatalogue(raw)).toThrow(/oldWorld V1: fossil-plant is not legal in Verge/);
  });
});

// -----------------------------------------------------------------------------------------------------------

describe('vested-interests/board geometry', () => {
  it('has 54 land cells per district and two 6-cell bays in the Delta', () => {
    for (const d of DISTRICTS) expect(landCellsIn(d), d).toHaveLength(54);
    expect(cellsIn('Delta')).toHaveLength(66);
    expect(offshoreCells()).toHaveLength(12);
    expect(offshoreCells().every((id) => districtOf(id) === 'Delta')).toBe(true);
    for (const bay of catalogue.board.bays) {
      expect(board.cells.filter((c) => c.bay === bay.id), bay.id).toHaveLength(6);
    }
    expect(board.cells).toHaveLength(4 * 54 + 12);
  });

  it('names cells by district prefix and index', () => {
    expect(parseCellId('D27')).toEqual({ district: 'Delta', offshore: false, index: 27 });
    expect(parseCellId('DB12')).toEqual({ district: 'Delta', offshore: true, index: 12 });
    expect(parseCellId('Ri47')).toEqual({ district: 'Rim', offshore: false, index: 47 });
    expect(parseCellId('X1')).toBeNull();
    expect(parseCellId('Re0')).toBeNull();
    for (const cell of board.cells) {
      const parsed = parseCellId(cell.id);
      expect(parsed?.district, cell.id).toBe(cell.district);
      expect(parsed?.offshore, cell.id).toBe(cell.bay !== undefined);
      if (parsed) expect(cellIdOf(parsed.district, parsed.index, parsed.offshore)).toBe(cell.id);
      expect(isOffshore(cell.id)).toBe(cell.bay !== undefined);
    }
  });

  it('has symmetric adjacency, at most three neighbours, and distance 1 exactly between neighbours', () => {
    for (const cell of board.cells) {
      const ns = neighbours(cell.id);
      expect(ns.length, cell.id).toBeGreaterThanOrEqual(1);
      expect(ns.length, cell.id).toBeLessThanOrEqual(3);
      for (const n of ns) {
        expect(neighbours(n), `${n} -> ${cell.id}`).toContain(cell.id);
        expect(distance(cell.id, n)).toBe(1);
        expect(areAdjacent(cell.id, n)).toBe(true);
      }
    }
    const all = board.cells.map((c) => c.id);
    for (const p of all.slice(0, 40)) {
      for (const q of all) expect(areAdjacent(p, q)).toBe(neighbours(p).includes(q));
    }
  });

  it('measures lattice distance as breadth-first edge steps', () => {
    const origin: Tri = [0, 0, 1];
    const seen = new Map<string, number>([[origin.join(','), 0]]);
    let frontier: Tri[] = [origin];
    for (let step = 1; step <= 6; step += 1) {
      const next: Tri[] = [];
      for (const t of frontier) {
        for (const n of triNeighbours(t)) {
          if (!seen.has(n.join(','))) {
            seen.set(n.join(','), step);
            next.push(n);
          }
        }
      }
      frontier = next;
    }
    for (const [key, steps] of seen) {
      const t = key.split(',').map(Number) as unknown as Tri;
      expect(triDistance(origin, t), key).toBe(steps);
    }
    expect([...seen.values()].filter((s) => s <= 3)).toHaveLength(19);
  });

  it('draws neighbouring triangles sharing exactly one edge', () => {
    const corner = (p: { x: number; y: number }) => `${p.x.toFixed(6)},${p.y.toFixed(6)}`;
    for (const cell of board.cells.slice(0, 60)) {
      const mine = new Set(triCorners(cell.at).map(corner));
      for (const n of neighbours(cell.id)) {
        const shared = triCorners(board.byId.get(n)!.at).map(corner).filter((k) => mine.has(k));
        expect(shared, `${cell.id}/${n}`).toHaveLength(2);
      }
    }
  });

  it('keeps every district connected and each bay joined to the Delta coast only', () => {
    for (const d of DISTRICTS) {
      const cells = cellsIn(d);
      const first = cells[0]!;
      expect(zone(first, board.cells.length), d).toHaveLength(cells.length);
    }
    for (const bay of catalogue.board.bays) {
      const cells = board.cells.filter((c) => c.bay === bay.id).map((c) => c.id);
      const coast = cells.flatMap((id) => neighbours(id)).filter((n) => !cells.includes(n));
      expect(coast.length, bay.id).toBeGreaterThanOrEqual(1);
      expect(coast.every((n) => districtOf(n) === 'Delta' && !isOffshore(n)), bay.id).toBe(true);
    }
  });

  it('sizes hotspot zones as documented: 4/10/19 cells in the open, never outside the district', () => {
    const ranges = {
      Delta: { 1: [2, 4], 2: [4, 10], 3: [7, 19] },
      Reach: { 1: [3, 4], 2: [6, 10], 3: [10, 19] },
      Verge: { 1: [3, 4], 2: [6, 10], 3: [10, 19] },
      Rim: { 1: [3, 4], 2: [6, 10], 3: [10, 19] },
    } as const;
    for (const d of DISTRICTS) {
      for (const steps of [1, 2, 3] as const) {
        const sizes = cellsIn(d).map((h) => zone(h, steps).length);
        expect([Math.min(...sizes), Math.max(...sizes)], `${d} steps ${steps}`).toEqual(ranges[d][steps]);
      }
      for (const h of cellsIn(d)) {
        const z3 = zone(h);
        expect(z3).toContain(h);
        expect(z3.every((c) => districtOf(c) === d)).toBe(true);
        expect(zone(h, 2).every((c) => z3.includes(c))).toBe(true);
        expect(zone(h, 0)).toEqual([h]);
      }
    }
    expect(zone('Re20', 1)).toEqual(['Re10', 'Re19', 'Re20', 'Re21']);
    expect(catalogue.board.hotspots.zoneSteps).toBe(3);
  });

  it('stops a zone at the district border', () => {
    // D27 touches Re48 across the Delta/Reach border.
    expect(neighbours('D27')).toContain('Re48');
    expect(neighboursInDistrict('D27')).not.toContain('Re48');
    expect(zone('D27')).not.toContain('Re48');
    expect(stepsWithinDistrict('D27', 'Re48')).toBeNull();
    expect(inAnyZone('Re48', ['D27'])).toBe(false);
    expect(inAnyZone('D26', ['D27'])).toBe(true);
  });

  it('draws hotspots from every cell of a district, bays included', () => {
    expect(catalogue.board.hotspots.perDistrict).toBe(2);
    for (const d of DISTRICTS) expect(hotspotCandidates(d)).toEqual(cellsIn(d));
    expect(hotspotCandidates('Delta')).toContain('DB1');
  });

  it('puts the fixed Old World assets and Institution sites inside their districts', () => {
    const where = (asset: string) => catalogue.board.oldWorld.filter((o) => o.asset === asset).map((o) => districtOf(o.cell)).sort();
    expect(where('fossil-plant')).toEqual(['Delta', 'Reach', 'Reach', 'Rim']);
    expect(where('forest')).toEqual(['Verge', 'Verge']);
    const printed = catalogue.board.sites.filter((s) => s.kind === 'institution').map((s) => districtOf(s.cell)).sort();
    expect(printed).toEqual(['Delta', 'Reach', 'Rim', 'Verge']);
    const reserve = catalogue.board.sites.filter((s) => s.kind === 'institution-reserve');
    expect(reserve.map((s) => districtOf(s.cell))).toEqual(['Rim']);
    for (const s of catalogue.board.sites) expect(isOffshore(s.cell)).toBe(false);
    for (const o of catalogue.board.oldWorld) expect(isOffshore(o.cell)).toBe(false);
    expect(institutionSites(3)).toHaveLength(4);
    expect(institutionSites(4)).toHaveLength(4);
    expect(institutionSites(5)).toHaveLength(5);
    expect(isSite('Ri47', 4)).toBe(false);
    expect(isSite('Ri47', 5)).toBe(true);
    expect(isBlocked('Ri47', 4)).toBe(true);
    expect(isBlocked('Ri47', 5)).toBe(false);
    expect(isBlocked('Ri46', 3)).toBe(false);
  });
});

// -----------------------------------------------------------------------------------------------------------

describe('vested-interests/agenda deck', () => {
  const documented = {
    full: { 3: [2, 2, 1], 4: [3, 2, 1], 5: [3, 3, 1] },
    flashpoint: { 3: [2, 2, 0], 4: [3, 2, 0], 5: [3, 3, 0] },
  } as const;

  it.each(PLAYER_COUNTS.flatMap((n) => (['full', 'flashpoint'] as const).map((mode) => [n, mode] as const)))(
    'builds the documented composition for %i players (%s)',
    (n, mode) => {
      const [s, o, a] = documented[mode][n];
      const deck = buildAgendaDeck(catalogue.agendas.cards, n, mode);
      expect(rolesOf(deck)).toEqual({ steward: s, opportunist: o, accelerationist: a });
      expect(agendaComposition(n, mode)).toEqual({ steward: s, opportunist: o, accelerationist: a });
      expect(deck.length - n).toBe(mode === 'full' ? 2 : 1);
    },
  );

  it('takes the first cards of each role in pool order and leaves the pool untouched', () => {
    const pool = [...catalogue.agendas.cards].reverse();
    const before = structuredClone(pool);
    const deck = buildAgendaDeck(pool, 3);
    expect(pool).toEqual(before);
    expect(deck.map((c) => c.id)).toEqual([
      'agenda.burn-it-down', 'agenda.gardener-of-ruin', 'agenda.fixer', 'agenda.warden-of-the-verge', 'agenda.quiet-repair',
    ]);
    expect(buildAgendaDeck(pool, 3)).toEqual(deck);
  });

  it('can never deal an all-Steward table, whatever the pool order', () => {
    const cards = catalogue.agendas.cards;
    for (const n of PLAYER_COUNTS) {
      for (let shift = 0; shift < cards.length; shift += 1) {
        const pool = [...cards.slice(shift), ...cards.slice(0, shift)];
        for (const mode of ['full', 'flashpoint'] as const) {
          const deck = buildAgendaDeck(pool, n, mode);
          for (const table of combinations(deck, n)) {
            expect(table.every((c) => c.role === 'steward'), `${n} players ${mode}`).toBe(false);
          }
        }
      }
    }
  });

  it('rejects player counts outside 3-5 and pools that are too small', () => {
    expect(() => buildAgendaDeck(catalogue.agendas.cards, 2)).toThrow(RangeError);
    expect(() => buildAgendaDeck(catalogue.agendas.cards, 6)).toThrow(RangeError);
    const stewardsOnly = catalogue.agendas.cards.filter((c) => c.role === 'steward');
    expect(() => buildAgendaDeck(stewardsOnly, 3)).toThrow(/opportunist/);
  });

  it('keeps Accelerationists out of Flashpoint and gives only them the Collapse win and reveal rules', () => {
    for (const role of ROLES) {
      const def = catalogue.agendas.roles.find((r) => r.role === role);
      expect(def?.canWinCollapse).toBe(role === 'accelerationist');
      expect(def?.inFlashpoint).toBe(role !== 'accelerationist');
      expect((def?.onReveal.length ?? 0) > 0).toBe(role === 'accelerationist');
    }
  });
});
