import { describe, expect, it } from 'vitest';
import { earth } from '../../src/games/earth';
import { stateSchema, type EarthOptions, type EarthState } from '../../src/games/earth/state';
import { expectConserved, playout, start, type Policy } from './helpers';

/** Hidden ids: every hand, the cards being looked at, Compost contents and the deck. */
function hiddenIds(s: EarthState): string[] {
  return [...s.deck, ...s.order.flatMap((p) => [...s.players[p]!.hand, ...s.players[p]!.looking, ...s.players[p]!.compost])];
}

function check(every: number) {
  let n = 0;
  return (s: EarthState) => {
    if (n++ % every !== 0) return;
    expectConserved(s);
    const shown = (v: unknown) => new Set(JSON.stringify(v).match(/(flora|terrain|event)-\d{3}/g) ?? []);
    const pub = shown(earth.view(s, null));
    expect(hiddenIds(s).filter((id) => pub.has(id))).toEqual([]);
    const mine = shown(earth.view(s, 'p0'));
    expect(s.order.slice(1).flatMap((p) => s.players[p]!.hand).filter((id) => mine.has(id))).toEqual([]);
  };
}

const cases: [string, number, Partial<EarthOptions>, Policy][] = [
  ['solo', 1, {}, 'random'],
  ['solo expert', 1, { difficulty: 4 }, 'random'],
  ['2 players', 2, {}, 'random'],
  ['3 players', 3, {}, 'random'],
  ['4 players', 4, {}, 'random'],
  ['5 players', 5, {}, 'random'],
  ['beginner 3', 3, { variant: 'beginner' }, 'random'],
  ['team', 4, { variant: 'team' }, 'random'],
  ['all fallbacks, 2', 2, {}, 'fallback'],
  ['all fallbacks, 5', 5, {}, 'fallback'],
  ['all fallbacks, team', 4, { variant: 'team' }, 'fallback'],
  ['first options, 3', 3, { variant: 'beginner' }, 'first'],
];

describe('earth/playouts', () => {
  it.each(cases)('%s plays to the end, legal, conserved and leak-free', (name, n, opts, policy) => {
    const { state } = playout(start(n, `seed-${name}`, opts), `answers-${name}`, policy, check(7));
    expectConserved(state);
    expect(stateSchema.safeParse(state).success).toBe(true);
    const o = earth.outcome(state)!;
    expect(o.summary.length).toBeGreaterThan(5);
    expect(earth.prompts(state)).toEqual([]);
  });

  it('replays the same game from the same seed and answers', () => {
    const a = playout(start(3, 'same'), 'same', 'random').state;
    const b = playout(start(3, 'same'), 'same', 'random').state;
    expect(a).toEqual(b);
  });
});
