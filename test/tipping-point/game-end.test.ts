import { describe, expect, it } from 'vitest';
import { act, crisisAt, fixture, nothingPending, projectAt } from './fixture';

describe('tipping-point/game end', () => {
  // Dry Wells (2 Influence on its north edge, 2 Preservation) with one of the two tokens already in place.
  const grid = () => [crisisAt(0, 0, 'crisis-1-1'), projectAt(0, -1, 'water-02', false, ['p0'])];

  it.each([
    ['Crisis Response Coordinator (draw 2)', 'advisor-01-b'],
    ['Momentum Campaigner (gain 1 Influence)', 'advisor-13-a'],
  ])('leaves no pending decision when solving a Crisis fills the Preservation side, whose solver has %s', (_, advisor) => {
    let s = fixture(2, { grid: grid(), preservation: 23, seats: [{ advisor, hand: [], credits: { energy: 4 } }] });
    s = act(s, 'p0', 'exchange');
    expect(s.preservation).toBe(25);
    expect(s.over).toEqual({ won: true, reason: 'the Preservation side of the Seesaw is full' });
    nothingPending(s);
    // The Advisor does not act after the game is over: no card drawn, no use spent.
    expect(s.seats.p0!.hand).toEqual([]);
    expect(s.seats.p0!.used).toEqual({ round: false, game: false });
  });
});
