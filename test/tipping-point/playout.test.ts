import { describe, expect, it } from 'vitest';
import { tp } from './said';
import { stateSchema, type TpOptions, type TpState } from '../../src/games/tipping-point/state';
import { fallbackAnswer } from '../../src/platform/table/open-prompts';
import { nothingPending } from './fixture';
import { greedyPlayout, randomPlayout, start } from './helpers';

function checkInvariants(s: TpState): void {
  // Every Project card is somewhere, once.
  const projects = [
    ...s.projectDeck,
    ...s.discard,
    ...Object.values(s.seats).flatMap((x) => x.hand),
    ...s.grid.flatMap((c) => [c.card, ...c.under]).filter((c) => c.kind === 'project').map((c) => c.id),
    ...(s.initialProject ? [s.initialProject] : []),
  ];
  expect(projects.length).toBe(126);
  expect(new Set(projects).size).toBe(126);
  const crises = [...s.crisisDeck, ...s.crisisRemoved, ...s.crisisQueue.map((q) => q.crisis), ...s.grid.flatMap((c) => [c.card, ...c.under]).filter((c) => c.kind === 'crisis').map((c) => c.id)];
  expect(crises.length).toBe(30);
  expect(new Set(crises).size).toBe(30);
  // Never a Crisis orthogonally next to a Crisis; Influence only on face-down Projects.
  const crisisCells = s.grid.filter((c) => c.card.kind === 'crisis');
  for (const a of crisisCells) for (const b of crisisCells) expect(Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 1).toBe(false);
  for (const c of s.grid) if (c.tokens.length) expect(c.card.kind === 'project' && !c.card.up).toBe(true);
  expect(new Set(s.grid.map((c) => `${c.x},${c.y}`)).size).toBe(s.grid.length);
  expect(s.pollution).toBeLessThanOrEqual(25);
  if (s.over) nothingPending(s);
  // The public view never names a card in a hand.
  const pub = JSON.stringify(tp.view(s, null));
  for (const id of Object.values(s.seats).flatMap((x) => x.hand)) expect(pub.includes(`"${id}"`), id).toBe(false);
  for (const id of s.projectDeck.slice(0, 5)) expect(pub.includes(`"${id}"`), id).toBe(false);
  // A seat's view never names another seat's cards.
  for (const viewer of s.players) {
    const mine = JSON.stringify(tp.view(s, viewer));
    for (const other of s.players) if (other !== viewer) for (const id of s.seats[other]!.hand) expect(mine.includes(`"${id}"`), `${viewer} sees ${other}'s ${id}`).toBe(false);
  }
  // Prompts fit Discord.
  for (const p of tp.prompts(s)) {
    expect(p.id.length).toBeLessThanOrEqual(16);
    expect(p.options.length).toBeGreaterThan(0);
    expect(p.options.length).toBeLessThanOrEqual(25);
    for (const o of p.options) {
      expect(o.value).toMatch(/^[A-Za-z0-9._-]{1,40}$/);
      expect(o.label.length).toBeLessThanOrEqual(100);
    }
    if (p.fallback) expect(p.options.map((o) => o.value)).toContain(p.fallback);
  }
}

const cases: [number, Partial<TpOptions>][] = [
  [1, {}],
  [2, {}],
  [3, {}],
  [4, {}],
  [1, { difficulty: 4, expert: true }],
  [2, { variant: 'competitive', difficulty: 3 }],
  [3, { order: 'free', difficulty: 6 }],
  [4, { variant: 'competitive', order: 'free', expert: true, difficulty: 10 }],
];

describe('tipping-point/playouts', () => {
  it.each(cases)('plays %i player(s) with %o to the end through legal prompts, conserving every card', (n, o) => {
    const started = Date.now();
    const r = randomPlayout(n, o, `p${n}-${JSON.stringify(o)}`, checkInvariants);
    expect(stateSchema.safeParse(r.state).success).toBe(true);
    expect(tp.outcome(r.state)).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('plays deeper greedy games to the end, solving Crises along the way', () => {
    let solved = 0;
    for (const n of [1, 2, 3, 4]) {
      const r = greedyPlayout(n, { tip: 45 }, `greedy-${n}`, checkInvariants);
      expect(tp.outcome(r.state)).not.toBeNull();
      expect(r.rounds).toBeGreaterThanOrEqual(3);
      solved += r.state.solvedCount;
    }
    expect(solved).toBeGreaterThan(4);
  });

  it.each([1, 2, 3, 4])('ends a game of %i player(s) answered only by fallbacks', (n) => {
    let s = start(n, {}, `fallback-${n}`);
    for (let i = 0; i < 3000 && !tp.outcome(s); i++) {
      const p = tp.prompts(s)[0]!;
      const r = tp.apply(s, p.player, fallbackAnswer(p));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(tp.outcome(s)?.kind).toBe('team');
    checkInvariants(s);
  });

  it('replays the same game from the same seed and answers', () => {
    const a = randomPlayout(2, {}, 'same');
    const b = randomPlayout(2, {}, 'same');
    expect(b.state).toEqual(a.state);
  });

  it('never changes the state it is given', () => {
    const s = start(2);
    const before = structuredClone(s);
    const p = tp.prompts(s)[0]!;
    tp.apply(s, p.player, { prompt: p.id, values: [p.options[0]!.value] });
    expect(s).toEqual(before);
  });
});
