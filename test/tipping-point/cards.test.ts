import { describe, expect, it } from 'vitest';
import {
  ADVISOR_CARD_COUNT,
  BLOCK_OPS,
  CATEGORIES,
  CRISIS_LEVELS,
  COST_OPS,
  EFFECT_OPS,
  LIMITS,
  PROJECT_EFFECT_OPS,
  SIDES,
  TRIGGERS,
  crisisInfluenceTotal,
  projectCreditCost,
  type Ability,
  type Category,
  type ProjectCard,
  type ProjectId,
} from '../../src/games/tipping-point/cards/schema';
import {
  CardDataError,
  adjacencyBonus,
  advisorCardOfSide,
  advisorSideById,
  advisorSides,
  catalogue,
  countryById,
  crisesOfLevel,
  crisisById,
  getProject,
  needIcons,
  parseCatalogue,
  projectById,
  projectsOfCategory,
  ringNeighbours,
} from '../../src/games/tipping-point/cards/catalogue';

// The numbers below are the design targets of docs/tipping-point-cards.md (same ids, same numbers).

const { projects, crises, countries, advisors, board } = catalogue;
const sides = advisorSides();
const share = (n: number, of: number) => n / of;
const countBy = <T>(xs: readonly T[], key: (x: T) => string | number): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const x of xs) out[String(key(x))] = (out[String(key(x))] ?? 0) + 1;
  return out;
};
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const hasOp = (p: ProjectCard, op: string) => p.effects.some((e) => e.op === op);
interface RawData {
  projects: unknown[];
  crises: unknown[];
  countries: unknown[];
  advisors: unknown[];
  board: unknown;
}
const raw = (): RawData => structuredClone(catalogue) as unknown as RawData;

/** D-P8 value model: what a card gives, in Credits. */
const VALUE = { icon: 3, anyIcon: 4, draw: 2, credit: 1, influence: 3, pollution: 4 } as const;
/** D-P8 cost model: Credits at face value, a Need-lowering cost, and the card itself. */
const COST = { lowerNeed: 3, card: 2 } as const;
function cardValue(p: ProjectCard): number {
  return sum(
    p.effects.map((e) => {
      switch (e.op) {
        case 'needIcon':
          return e.amount * (e.need === 'any' ? VALUE.anyIcon : VALUE.icon);
        case 'drawProjects':
          return e.amount * VALUE.draw;
        case 'gainCredits':
          return e.amount * VALUE.credit;
        case 'gainInfluence':
          return e.amount * VALUE.influence;
        case 'removePollution':
          return e.amount * VALUE.pollution;
      }
    }),
  );
}
const cardCost = (p: ProjectCard) => projectCreditCost(p) + COST.lowerNeed * p.lowerNeed.length + COST.card;

describe('tipping-point/cards: catalogue', () => {
  it('parses with the exact counts the rulebook prints', () => {
    expect(projects).toHaveLength(126);
    expect(crises).toHaveLength(30);
    for (const level of CRISIS_LEVELS) expect(crisesOfLevel(level)).toHaveLength(6);
    expect(countries).toHaveLength(10);
    expect(advisors).toHaveLength(ADVISOR_CARD_COUNT);
    expect(sides).toHaveLength(26);
    expect(sides.filter((s) => s.intro)).toHaveLength(4);
    expect(new Set(projects.map((p) => p.category))).toEqual(new Set(CATEGORIES));
  });

  it('has unique ids and names across every card type', () => {
    const ids = [...projects, ...crises, ...countries, ...advisors, ...sides].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = [...projects, ...crises, ...countries, ...sides].map((x) => x.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('round-trips through parseCatalogue and is frozen', () => {
    expect(parseCatalogue(structuredClone(catalogue))).toEqual(catalogue);
    expect(Object.isFrozen(projects[0]?.cost)).toBe(true);
  });

  it('throws a CardDataError naming every bad id', () => {
    const data = raw();
    const p = data.projects as { id: string; name: string; cost: { generic: number } }[];
    p[3]!.cost.generic = -1;
    p[5]!.name = p[6]!.name;
    (data.crises as { level: number }[])[0]!.level = 2;
    (data.countries as { needs: Record<string, number> }[])[2]!.needs = { wetlands: 2 };
    let err: unknown;
    try {
      parseCatalogue(data);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CardDataError);
    const badIds = (err as CardDataError).badIds;
    expect(badIds).toEqual(expect.arrayContaining([p[3]!.id, p[6]!.id, 'crisis-1-1', 'lumea', 'crises']));
    expect((err as Error).message).toContain('bad ids');
  });

  it('rejects an Introduction side that has an ability and a fifth Introduction side', () => {
    const data = raw();
    const cards = data.advisors as { a: { intro: boolean; ability: unknown }; b: { intro: boolean } }[];
    cards[0]!.a.ability = cards[5]!.a.ability;
    cards[6]!.b.intro = true;
    expect(() => parseCatalogue(data)).toThrow(/advisor-01.*advisors/s);
  });

  it('rejects a board whose adjacency pairs do not follow the ring', () => {
    const data = raw();
    (data.board as { adjacency: { pair: string[] }[] }).adjacency[2]!.pair = ['energy', 'infrastructure'];
    expect(() => parseCatalogue(data)).toThrow(/country-board\.adjacency/);
  });

  it('looks cards up by id', () => {
    expect(projectById('water-01')?.category).toBe('water');
    expect(projectById('water-99')).toBeUndefined();
    expect(() => getProject('water-99' as ProjectId)).toThrow(/Unknown Tipping Point Project/);
    expect(crisisById('crisis-5-1')?.level).toBe(5);
    expect(countryById('norrvik')?.name).toBe('Norrvik Union');
    expect(advisorSideById('advisor-01-a')?.intro).toBe(true);
    expect(advisorCardOfSide('advisor-01-b')?.id).toBe('advisor-01');
    expect(projectsOfCategory('health')).toHaveLength(14);
  });
});

describe('tipping-point/cards: Projects (D-P)', () => {
  it('D-P1 has 14 Projects per category', () => {
    expect(countBy(projects, (p) => p.category)).toEqual(Object.fromEntries(CATEGORIES.map((c) => [c, 14])));
  });

  it('D-P2 follows the cost curve: 1-6 Credits, histogram within ±2 of 9/27/36/27/18/9, mean 3.2-3.5', () => {
    const costs = projects.map(projectCreditCost);
    expect(Math.min(...costs)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...costs)).toBeLessThanOrEqual(6);
    const hist = countBy(costs, (c) => c);
    const target: Record<number, number> = { 1: 9, 2: 27, 3: 36, 4: 27, 5: 18, 6: 9 };
    for (const [c, n] of Object.entries(target)) expect(Math.abs((hist[c] ?? 0) - n), `cost ${c}`).toBeLessThanOrEqual(2);
    const mean = sum(costs) / costs.length;
    expect(mean).toBeGreaterThanOrEqual(3.2);
    expect(mean).toBeLessThanOrEqual(3.5);
    for (const c of CATEGORIES) {
      const cc = projectsOfCategory(c).map(projectCreditCost);
      const m = sum(cc) / cc.length;
      expect(m, c).toBeGreaterThanOrEqual(3.0);
      expect(m, c).toBeLessThanOrEqual(3.7);
      expect(cc.some((x) => x <= 2), `${c} cheap card`).toBe(true);
      expect(cc.some((x) => x >= 5), `${c} expensive card`).toBe(true);
    }
  });

  it('D-P3 makes 30-40% of Projects generic-only, 4-6 per category', () => {
    const generic = projects.filter((p) => p.cost.specific.length === 0);
    expect(share(generic.length, projects.length)).toBeGreaterThanOrEqual(0.3);
    expect(share(generic.length, projects.length)).toBeLessThanOrEqual(0.4);
    for (const c of CATEGORIES) {
      const n = generic.filter((p) => p.category === c).length;
      expect(n, c).toBeGreaterThanOrEqual(4);
      expect(n, c).toBeLessThanOrEqual(6);
    }
  });

  it('D-P4 asks for another category’s Credits on 10-20% of Projects, each category 1-3 times', () => {
    const foreign = projects.flatMap((p) => p.cost.specific.filter((s) => s.category !== p.category).map((s) => s.category));
    const cards = projects.filter((p) => p.cost.specific.some((s) => s.category !== p.category));
    expect(share(cards.length, projects.length)).toBeGreaterThanOrEqual(0.1);
    expect(share(cards.length, projects.length)).toBeLessThanOrEqual(0.2);
    const by = countBy(foreign, (c) => c);
    for (const c of CATEGORIES) {
      expect(by[c] ?? 0, c).toBeGreaterThanOrEqual(1);
      expect(by[c] ?? 0, c).toBeLessThanOrEqual(3);
    }
  });

  it('D-P5 puts a Need-lowering cost on 30-45% of Projects: one, never its own or an icon category, each category 3-7 times', () => {
    const lowering = projects.filter((p) => p.lowerNeed.length > 0);
    expect(share(lowering.length, projects.length)).toBeGreaterThanOrEqual(0.3);
    expect(share(lowering.length, projects.length)).toBeLessThanOrEqual(0.45);
    for (const p of projects) {
      expect(p.lowerNeed.length, p.id).toBeLessThanOrEqual(1);
      for (const l of p.lowerNeed) {
        expect(l, p.id).not.toBe(p.category);
        expect(needIcons(p), p.id).not.toContain(l);
      }
    }
    const by = countBy(projects.flatMap((p) => p.lowerNeed), (c) => c);
    for (const c of CATEGORIES) {
      expect(by[c] ?? 0, c).toBeGreaterThanOrEqual(3);
      expect(by[c] ?? 0, c).toBeLessThanOrEqual(7);
    }
  });

  it('D-P6 gives 1-3 Need icons per Project (mean 1.6-1.9), 12-18% any, 10-20% other-category, and a self-flip on every card', () => {
    const icons = projects.flatMap((p) => needIcons(p).map((need) => ({ need, own: need === p.category })));
    for (const p of projects) {
      expect(needIcons(p).length, p.id).toBeGreaterThanOrEqual(1);
      expect(needIcons(p).length, p.id).toBeLessThanOrEqual(3);
      expect(needIcons(p).some((n) => n === p.category || n === 'any'), `${p.id} can flip itself`).toBe(true);
    }
    const mean = icons.length / projects.length;
    expect(mean).toBeGreaterThanOrEqual(1.6);
    expect(mean).toBeLessThanOrEqual(1.9);
    const any = icons.filter((i) => i.need === 'any').length;
    const other = icons.filter((i) => i.need !== 'any' && !i.own);
    expect(share(any, icons.length)).toBeGreaterThanOrEqual(0.12);
    expect(share(any, icons.length)).toBeLessThanOrEqual(0.18);
    expect(share(other.length, icons.length)).toBeGreaterThanOrEqual(0.1);
    expect(share(other.length, icons.length)).toBeLessThanOrEqual(0.2);
    const by = countBy(other, (i) => i.need);
    for (const c of CATEGORIES) {
      expect(by[c] ?? 0, c).toBeGreaterThanOrEqual(2);
      expect(by[c] ?? 0, c).toBeLessThanOrEqual(6);
    }
  });

  it('D-P7 puts a bonus effect on 35-45% of Projects with the per-op counts and 4-7 per category', () => {
    for (const p of projects) for (const e of p.effects) expect(PROJECT_EFFECT_OPS).toContain(e.op);
    const bonus = projects.filter((p) => p.effects.some((e) => e.op !== 'needIcon'));
    expect(share(bonus.length, projects.length)).toBeGreaterThanOrEqual(0.35);
    expect(share(bonus.length, projects.length)).toBeLessThanOrEqual(0.45);
    const ranges: Record<string, [number, number]> = {
      gainCredits: [16, 24],
      drawProjects: [15, 22],
      gainInfluence: [9, 14],
      removePollution: [8, 12],
    };
    for (const [op, [lo, hi]] of Object.entries(ranges)) {
      const n = projects.filter((p) => hasOp(p, op)).length;
      expect(n, op).toBeGreaterThanOrEqual(lo);
      expect(n, op).toBeLessThanOrEqual(hi);
    }
    for (const c of CATEGORIES) {
      const mine = bonus.filter((p) => p.category === c);
      expect(mine.length, c).toBeGreaterThanOrEqual(4);
      expect(mine.length, c).toBeLessThanOrEqual(7);
      const ops = new Set(mine.flatMap((p) => p.effects.filter((e) => e.op !== 'needIcon').map((e) => e.op)));
      expect(ops.size, `${c} bonus variety`).toBeGreaterThanOrEqual(2);
    }
  });

  it('D-P8 keeps every Project within ±1 Credit of fair value, each category averaging 0 to +0.5', () => {
    for (const p of projects) {
      const diff = cardValue(p) - cardCost(p);
      expect(Math.abs(diff), `${p.id} value ${cardValue(p)} vs cost ${cardCost(p)}`).toBeLessThanOrEqual(1);
    }
    for (const c of CATEGORIES) {
      const ps = projectsOfCategory(c);
      const mean = sum(ps.map((p) => cardValue(p) - cardCost(p))) / ps.length;
      expect(mean, c).toBeGreaterThanOrEqual(0);
      expect(mean, c).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('tipping-point/cards: Crises (D-C)', () => {
  const curve = {
    1: { pollution: 1, preservation: 2, influence: [2, 4], maxEdge: 2, edges: [1, 3], blocks: 2 },
    2: { pollution: 1, preservation: 3, influence: [4, 5], maxEdge: 2, edges: [2, 4], blocks: 3 },
    3: { pollution: 2, preservation: 3, influence: [5, 6], maxEdge: 3, edges: [2, 4], blocks: 4 },
    4: { pollution: 2, preservation: 4, influence: [6, 7], maxEdge: 3, edges: [3, 4], blocks: 5 },
    5: { pollution: 3, preservation: 5, influence: [7, 9], maxEdge: 3, edges: [3, 4], blocks: 6 },
  } as const;

  it.each(CRISIS_LEVELS)('D-C2 level %i follows the curve', (level) => {
    const t = curve[level];
    for (const c of crisesOfLevel(level)) {
      expect(c.pollution, c.id).toBe(t.pollution);
      expect(c.preservation, c.id).toBe(t.preservation);
      const total = crisisInfluenceTotal(c);
      expect(total, c.id).toBeGreaterThanOrEqual(t.influence[0]);
      expect(total, c.id).toBeLessThanOrEqual(t.influence[1]);
      expect(Math.max(...SIDES.map((s) => c.influence[s])), c.id).toBeLessThanOrEqual(t.maxEdge);
      const edges = SIDES.filter((s) => c.influence[s] > 0).length;
      expect(edges, c.id).toBeGreaterThanOrEqual(t.edges[0]);
      expect(edges, c.id).toBeLessThanOrEqual(t.edges[1]);
    }
    expect(crisesOfLevel(level).filter((c) => c.block !== null)).toHaveLength(t.blocks);
  });

  it('D-C1 spreads categories: six distinct per level, 3-4 Crises per category', () => {
    for (const level of CRISIS_LEVELS) expect(new Set(crisesOfLevel(level).map((c) => c.category)).size).toBe(6);
    const by = countBy(crises, (c) => c.category);
    for (const c of CATEGORIES) {
      expect(by[c] ?? 0, c).toBeGreaterThanOrEqual(3);
      expect(by[c] ?? 0, c).toBeLessThanOrEqual(4);
    }
  });

  it('D-C3 splits the passives 7/7/6 (±1) and keeps "no Synergy at all" to level 5', () => {
    const by = countBy(crises.flatMap((c) => (c.block ? [c.block.op] : [])), (op) => op);
    expect(Math.abs((by.blockSpend ?? 0) - 7)).toBeLessThanOrEqual(1);
    expect(Math.abs((by.blockRaise ?? 0) - 7)).toBeLessThanOrEqual(1);
    expect(Math.abs((by.blockSynergy ?? 0) - 6)).toBeLessThanOrEqual(1);
    const global = crises.filter((c) => c.block?.op === 'blockSynergy' && c.block.category === 'all');
    expect(global.length).toBeLessThanOrEqual(2);
    for (const c of global) expect(c.level).toBe(5);
  });

  it('D-C4 leaves at least 25 + 5 Preservation in every legal deck at difficulty 0, and solo stays winnable up to d=9', () => {
    const removal: Record<number, number> = { 1: 4, 2: 2, 3: 1, 4: 0 };
    // Worst case: setup removal takes the highest-Preservation cards of piles 1-4 and difficulty
    // removal takes the top of the prepared deck (TP-G21), i.e. the lowest levels.
    const deck = (players: number) =>
      CRISIS_LEVELS.flatMap((level) => {
        const pile = [...crisesOfLevel(level)].sort((a, b) => a.preservation - b.preservation);
        return level === 5 ? pile : pile.slice(0, pile.length - (removal[players] ?? 0));
      });
    const available = (players: number, d: number) => sum(deck(players).slice(d).map((c) => c.preservation));
    for (const players of [1, 2, 3, 4]) expect(available(players, 0), `${players}p`).toBeGreaterThanOrEqual(30);
    expect(available(1, 9)).toBeGreaterThanOrEqual(25);
    expect(available(1, 10)).toBeLessThan(25);
    for (const players of [2, 3, 4]) expect(available(players, 10), `${players}p d=10`).toBeGreaterThanOrEqual(25);
  });
});

describe('tipping-point/cards: Countries and board (D-K, D-B)', () => {
  const value = (c: (typeof countries)[number]) =>
    4 * sum(Object.values(c.needs)) + 8 * c.drawPerRound + 2 * c.startHand + sum(Object.values(c.credits));

  it('D-K1 keeps every Country inside the printed ranges', () => {
    for (const c of countries) {
      const levels = Object.values(c.needs);
      expect(levels.length, c.id).toBeGreaterThanOrEqual(5);
      expect(levels.length, c.id).toBeLessThanOrEqual(7);
      for (const l of levels) expect(l >= 1 && l <= 3, c.id).toBe(true);
      expect(sum(levels), c.id).toBeGreaterThanOrEqual(12);
      expect(sum(levels), c.id).toBeLessThanOrEqual(15);
      for (const [k, v] of Object.entries(c.credits)) {
        expect(c.needs[k as Category], `${c.id} Credits without a marker on ${k}`).toBeDefined();
        expect(v >= 0 && v <= 3, c.id).toBe(true);
      }
      expect(sum(Object.values(c.credits)), c.id).toBeGreaterThanOrEqual(8);
      expect(sum(Object.values(c.credits)), c.id).toBeLessThanOrEqual(12);
      expect(c.startHand >= 4 && c.startHand <= 6, c.id).toBe(true);
      expect(c.drawPerRound >= 2 && c.drawPerRound <= 4, c.id).toBe(true);
      expect(c.ability, c.id).toBeUndefined();
    }
  });

  it('D-K2 balances total starting value at 96 ± 3', () => {
    for (const c of countries) {
      expect(value(c), c.id).toBeGreaterThanOrEqual(93);
      expect(value(c), c.id).toBeLessThanOrEqual(99);
    }
  });

  it('D-K3 gives each category a marker in 5-8 Countries and every Country its own marker set', () => {
    for (const k of CATEGORIES) {
      const n = countries.filter((c) => c.needs[k] !== undefined).length;
      expect(n, k).toBeGreaterThanOrEqual(5);
      expect(n, k).toBeLessThanOrEqual(8);
    }
    const sets = countries.map((c) => Object.keys(c.needs).sort().join(','));
    expect(new Set(sets).size).toBe(countries.length);
  });

  it('D-B1 uses the proposed board: ring, 5 levels, income = level, Pollution icons', () => {
    expect(board.ring).toEqual([...CATEGORIES]);
    expect(ringNeighbours('health')).toEqual(['nutrition', 'education']);
    expect(ringNeighbours('justice')).toEqual(['work', 'housing']);
    expect(board.maxLevel).toBe(5);
    expect(board.incomeByLevel).toEqual([1, 2, 3, 4, 5]);
    for (const c of CATEGORIES) {
      expect(board.pollutionByLevel[c], c).toEqual(c === 'energy' || c === 'infrastructure' ? [0, 0, 1, 1, 2] : [0, 0, 0, 1, 2]);
    }
    expect(countBy(board.adjacency, (a) => a.bonus)).toEqual({ gainCredits: 4, gainInfluence: 2, drawProjects: 2, removePollution: 1 });
  });

  it('D-B2 reproduces both rulebook Adjacency examples and clamps above the maximum', () => {
    expect(adjacencyBonus('health', 'education', 2)).toEqual({ op: 'gainCredits', amount: 3 });
    expect(adjacencyBonus('health', 'nutrition', 2)).toEqual({ op: 'gainInfluence', amount: 2 });
    expect(adjacencyBonus('energy', 'water', 7)).toEqual({ op: 'removePollution', amount: 2 });
    expect(() => adjacencyBonus('health', 'work', 2)).toThrow(/not adjacent/);
  });
});

describe('tipping-point/cards: Advisors (D-A)', () => {
  it('D-A1 puts the four Introduction sides on side a of four different cards', () => {
    const intro = advisors.filter((c) => c.a.intro || c.b.intro);
    expect(intro).toHaveLength(4);
    for (const c of intro) expect(c.a.intro && !c.b.intro).toBe(true);
  });

  it('D-A2 gives Introduction sides the plain rates and no ability', () => {
    for (const s of sides.filter((x) => x.intro)) {
      expect(s).toMatchObject({ discardValue: 2, exchangeRate: 4, synergy: { op: 'gainCredits', amount: 1 }, ability: null });
    }
  });

  it('D-A3 holds every side to the rate budget: discard + (5 - exchange) = 3', () => {
    for (const s of sides) {
      expect(s.discardValue + (5 - s.exchangeRate), s.id).toBe(3);
      expect(s.discardValue >= 1 && s.discardValue <= 3, s.id).toBe(true);
    }
  });

  it('D-A4 gives every other side an ability and a 1-Influence / 2-Credit / 1-card Synergy, 6-9 sides each', () => {
    const others = sides.filter((s) => !s.intro);
    for (const s of others) expect(s.ability, s.id).not.toBeNull();
    const kinds = countBy(others, (s) => `${s.synergy.op}:${s.synergy.amount}`);
    expect(Object.keys(kinds).sort()).toEqual(['drawProjects:1', 'gainCredits:2', 'gainInfluence:1']);
    for (const n of Object.values(kinds)) expect(n >= 6 && n <= 9).toBe(true);
    for (const s of others.filter((x) => x.synergy.op === 'gainInfluence')) expect(s.exchangeRate, s.id).toBeGreaterThanOrEqual(4);
  });

  it('D-A5 caps abilities: once-per-game effects total ≤ 3, each-time effects ≤ 2, once-per-round activated abilities always cost something', () => {
    for (const s of sides) {
      const a = s.ability;
      if (!a) continue;
      const amount = sum(a.effects.map((e) => ('amount' in e ? e.amount : 0)));
      if (a.limit === 'oncePerGame') expect(amount, s.id).toBeLessThanOrEqual(3);
      if (a.trigger.on === 'activated' && a.limit === 'oncePerRound') expect(a.cost.length, s.id).toBeGreaterThan(0);
      if (a.limit === 'eachTime') expect(amount, s.id).toBeLessThanOrEqual(2);
    }
  });

  it('exercises every op, trigger and limit of the effect language somewhere in the data', () => {
    const abilities: Ability[] = sides.flatMap((s) => (s.ability ? [s.ability] : []));
    const effectOps = new Set([
      ...projects.flatMap((p) => p.effects.map((e) => e.op)),
      ...abilities.flatMap((a) => a.effects.map((e) => e.op)),
      ...sides.map((s) => s.synergy.op),
    ]);
    expect([...effectOps].sort()).toEqual([...EFFECT_OPS].sort());
    expect([...new Set(abilities.flatMap((a) => a.cost.map((c) => c.op)))].sort()).toEqual([...COST_OPS].sort());
    expect([...new Set(crises.flatMap((c) => (c.block ? [c.block.op] : [])))].sort()).toEqual([...BLOCK_OPS].sort());
    expect([...new Set(abilities.map((a) => a.trigger.on))].sort()).toEqual([...TRIGGERS].sort());
    expect([...new Set(abilities.map((a) => a.limit))].sort()).toEqual([...LIMITS].sort());
  });
});

// ---------------------------------------------------------------------------------------------
// Generated text
// ---------------------------------------------------------------------------------------------
