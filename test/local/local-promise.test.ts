import { describe, expect, it } from 'vitest';
import { runLocal } from '../../src/local/table';
import { modules } from '../../src/modules';
import { goldenCases } from '../golden/golden-games';

/**
 * The README's promise for the terminal table: `yes 1 | npm run local -- <game> --players N` plays every prompt's
 * first option and ends with `Game over:`, for every game, player count and variant (the golden cases list them).
 * Run in-process, with an endless stream of `1` lines and a fixed seed each.
 */

const MAX_LINES = 5000;

async function playOnes(argv: readonly string[]): Promise<{ code: number; out: string; lines: number }> {
  let out = '';
  let lines = 0;
  const ones: AsyncIterator<string> = { next: async () => (++lines > MAX_LINES ? { done: true, value: undefined } : { done: false, value: '1' }) };
  const code = await runLocal(argv, { lines: ones, write: (s) => (out += s) }, modules, () => 'unused');
  return { code, out, lines };
}

const cases = goldenCases()
  .filter((c) => c.name.endsWith('-ai'))
  .map((c) => ({ name: c.name.replace(/-ai$/, ''), argv: [c.game, '--players', String(c.players), '--seed', '11', '--no-images', ...Object.entries(c.options).flatMap(([k, v]) => [`--${k}`, String(v)])] }));

describe('local/answering 1 to every prompt', () => {
  it.each(cases)('plays $name to its end', async ({ argv }) => {
    const { code, out, lines } = await playOnes(argv);
    expect(out.slice(-400)).toMatch(/^Game over: /m);
    expect(code).toBe(0);
    expect(lines).toBeLessThan(MAX_LINES);
  }, 120_000);
});

describe('local/the learning game', () => {
  it.each([...modules.keys()])('GIVEN --learn %s THEN lessons are printed above the decisions and the end lists what was covered', async (game) => {
    const { code, out } = await playOnes([game, '--learn', '--no-images']);
    expect(out).toMatch(/^Learning .* seed learn-\d+\./);
    expect(out).toContain('📘 The rule here: ');
    expect(out).toMatch(/What this learning game covered \(\d+ of \d+ rule areas\)/);
    expect(code).toBe(0);
  }, 120_000);
});
