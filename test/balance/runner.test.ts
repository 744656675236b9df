import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseArgs } from '../../bench/balance/args';
import { MODULES } from '../../bench/balance/games';
import { newLab } from '../../bench/balance/lab';
import { runBalance } from '../../bench/balance/run';
import { playGame, strongest } from '../../bench/balance/runner';
import { EARTH_PLAYERS } from '../../bench/balance/earth';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('balance/runner', () => {
  it('replays the same game from the same seed', () => {
    const mod = MODULES.earth;
    const seats = [strongest(mod), strongest(mod)];
    const a = playGame(mod.engine, {}, seats, 'replay');
    const b = playGame(mod.engine, {}, seats, 'replay');
    expect(a.outcome).toEqual(b.outcome);
    expect(a.decisions).toBe(b.decisions);
    expect(a.refused).toBe(0);
  });

  it('writes the report and charts with counts that add up for a tiny Earth run', async () => {
    const out = await mkdtemp(join(tmpdir(), 'balance-'));
    dirs.push(out);
    const games = 2;
    const run = await runBalance({ games, seed: 'unit', only: ['earth'], out }, newLab('unit', () => {}));

    const files = await readdir(out);
    expect(files.sort()).toEqual([...run.files].sort());
    const md = await readFile(join(out, 'README.md'), 'utf8');
    for (const f of run.files.filter((x) => x.endsWith('.png'))) {
      expect(md).toContain(`](${f})`);
      expect((await readFile(join(out, f))).subarray(0, 4)).toEqual(PNG);
    }

    const earth = run.earth!;
    EARTH_PLAYERS.forEach((n, i) => {
      const cells = earth.positions[i]!;
      expect(cells).toHaveLength(n);
      for (const c of cells) {
        expect(c.wins.n).toBe(games);
        expect(c.wins.k).toBeLessThanOrEqual(c.wins.n);
      }
      // Every game has a winner; a tie after every tie-breaker can give it two.
      expect(cells.reduce((a, c) => a + c.wins.k, 0)).toBeGreaterThanOrEqual(games);
    });
    const seats = EARTH_PLAYERS.reduce((a, n) => a + n * games, 0);
    expect(earth.islands.reduce((a, x) => a + x.seats, 0)).toBe(seats);
    expect(earth.islands.reduce((a, x) => a + x.fair, 0)).toBeCloseTo(EARTH_PLAYERS.length * games);
    for (const g of earth.gaia) {
      expect(g.strong.wins.n).toBe(games);
      expect(g.strong.wins.k).toBeLessThanOrEqual(games);
    }

    const all = run.strength.earth!.find((r) => r.cell === 'all')!;
    expect(all.games).toBe(games);
    expect(all.beats.k).toBeLessThanOrEqual(all.beats.n);
    // Earth has two verdicts: its default level against random, and that level against its basic level.
    expect(run.strength.verdicts.map((v) => v.game)).toEqual(['earth', 'earth']);
    expect(run.strength.verdicts[1]!.detail).toMatch(/^Earth strong vs basic: \d+% of \d+ games, decision p50\/p95 [\d.]+\/[\d.]+ ms$/);
    expect(run.tp).toBeNull();
    expect(run.vi).toBeNull();
  });

  it('refuses an unknown game or a bad count', () => {
    expect(parseArgs(['--games', '7', '--only', 'vi,tp']).only).toEqual(['tp', 'vi']);
    expect(() => parseArgs(['--only', 'chess'])).toThrow(/--only/);
    expect(() => parseArgs(['--games', '0'])).toThrow(/--games/);
    expect(() => parseArgs(['--frobnicate', '1'])).toThrow(/unknown flag/);
  });
});
