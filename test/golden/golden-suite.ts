import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkGolden, goldenCases, type GoldenCheck, type GoldenGame } from './golden-games';

/**
 * Seeded games of every game, player count and variant, recorded before a change and replayed after it:
 * the same answers must give the same public log, the same private lines for each seat and the same outcome,
 * and the AI seats must still choose those answers. Re-record with `npx tsx test/golden/record.ts`
 * only when a change is meant to alter play, and say so in the commit.
 */
const dir = join(import.meta.dirname, 'fixtures');
const load = (f: string): GoldenGame => JSON.parse(readFileSync(join(dir, f), 'utf8')) as GoldenGame;

/** Each recorded game is walked once for both checks (checkGolden); the walks are kept until the suite's end. */
const checks = new Map<string, GoldenCheck>();
function checked(f: string): GoldenCheck {
  let c = checks.get(f);
  if (!c) checks.set(f, (c = checkGolden(load(f))));
  return c;
}

/** One suite a game, so the three games replay in parallel. */
export function goldenSuite(game: string): void {
  const files = readdirSync(dir).filter((f) => f.startsWith(`${game}-`) && f.endsWith('.json')).sort();
  describe(`golden replays/${game}`, () => {
    it('has a recorded game for every case', () => {
      expect(files).toEqual(goldenCases().filter((c) => c.game === game).map((c) => `${c.name}.json`).sort());
  });

  it.each(files)('%s replays to the same logs and outcome', (f) => {
    const g = load(f);
    const { replayed } = checked(f);
    if ('error' in replayed) expect.fail(replayed.error);
    expect(replayed.public).toEqual(g.public);
    expect(replayed.private).toEqual(g.private);
    expect(replayed.outcome).toEqual(g.outcome);
  });

  it.each(files)('%s: the AI seats still choose the recorded answers', (f) => {
    const g = load(f);
    expect(checked(f).chosen).toEqual(g.answers);
  });
  });
}
