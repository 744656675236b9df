import { describe, expect, it } from 'vitest';
import { leaderboardText } from '../../../src/bot/views/leaderboard-text';
import type { Board, Rated } from '../../../src/platform/after-game/ratings';

const person = (name: string, mu: number, played: number, o: Partial<Rated> = {}): Rated => ({ name, mu, sigma: 2, played, won: Math.floor(played / 2), hidden: false, ...o });
const table = (instance: string, difficulty: number, rounds: number, people: string[], ai = 0) => ({
  instance, difficulty, rounds, endedAt: '2026-03-01T10:00:00.000Z', people: people.map((p) => ({ userId: p, name: p.toUpperCase() })), ai,
});

describe('bot/leaderboard text', () => {
  it('GIVEN ranked and provisional people THEN it ranks the first by rating, lists the others apart, and says where the asker stands', () => {
    const b: Board = { players: { a: person('Ana', 30, 5), b: person('Ben', 20, 4), c: person('Cy', 40, 1), d: person('Di', 50, 9, { hidden: true }) }, tables: [], counted: [] };
    expect(leaderboardText('Earth', b, 'b')).toBe([
      '**Earth leaderboard** (rating: a skill estimate that grows as you win and as it gets surer of you; AI seats are left out)',
      '1. **Ana** 24.0 · 5 games, 2 won',
      '2. **Ben** 14.0 · 4 games, 2 won',
      'Not ranked yet (fewer than 3 rated games):',
      '• Cy · 1 game, 0 won',
      'You are #2 of 2, rating 14.0.',
    ].join('\n'));
    expect(leaderboardText('Earth', b, 'c')).toMatch(/\nYou have 1 rated game: you are ranked after 3\.$/);
    expect(leaderboardText('Earth', b, 'd')).toMatch(/\nYou are hidden from this server's leaderboards/);
  });

  it('GIVEN won co-operative tables and competitive ratings THEN both boards show, tables hardest and quickest first', () => {
    const b: Board = { players: { a: person('Ana', 30, 3) }, tables: [table('t1', 4, 6, ['a', 'b'], 1), table('t2', 2, 5, ['c'])], counted: [] };
    const text = leaderboardText('Tipping Point', b, 'a');
    expect(text).toContain('**Tipping Point: best wins on this server** (hardest first, then fewest rounds)\n1. Difficulty 4 in 6 rounds · Ana, B and 1 AI · <t:');
    expect(text).toContain('\n2. Difficulty 2 in 5 rounds · C · <t:');
    expect(text).toContain('**Tipping Point (competitive variant) leaderboard**');
  });

  it('GIVEN 10,000 rated people THEN the answer is whole lines within one message, saying how many more there are', () => {
    const players = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`u${i}`, person(`A rather long display name ${i}`, 20 + (i % 97) / 10, 3 + (i % 5))]));
    const text = leaderboardText('Vested Interests', { players, tables: [], counted: [] }, 'u42');
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text).toMatch(/\n…and \d+ more\.\nYou are #\d+ of 10000, rating \d+\.\d\.$/);
    expect(text.split('\n').filter((l) => /^\d+\. /.test(l)).length).toBe(15);
  });
});
