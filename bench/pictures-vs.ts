import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Option } from '../src/engine/types';
import { modules as shipped } from '../src/modules';
import type { GameModule } from '../src/platform/module';
import { publicDecisions } from '../src/platform/telling/public-prompt';
import { seatNames } from '../src/platform/table/seat-names';
import { goldenFiles, goldenStates } from '../test/render/golden-states';
import { onThread } from './on-thread';
import { percentile } from './percentile';
import { timed } from './pictures';

/**
 * `npm run bench:pictures-vs -- <another checkout>`: the table picture of every golden game's start, middle and
 * end, drawn by this checkout's renderers and by the other's, each in a process of its own and where its bot draws
 * (a picture worker, or the main thread before there were any), the two taking turns round after round (on this machine the same code varies by a fifth from one run to the
 * next, so one run of each says little). The views are this checkout's; the other must render them (any commit
 * since the views took their shape). Figures are CPU ms of the whole process a picture, a turn of the event loop
 * included, as bench/pictures.ts takes them. For example, against the drawing before the picture work:
 * `git worktree add ../before 9815a14^`, link its node_modules to this one's, and pass `../before`.
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PASSES = Number(process.env.BENCH_PASSES ?? 2);
/** `BENCH_GAMES=vested-interests,earth` compares those games only. */
const GAMES = process.env.BENCH_GAMES?.split(',');

/**
 * On a bench thread: `root`'s table pictures of `game`'s golden states, a warm-up pass and then `passes` timed
 * ones. Renderers remember their last few pictures; a pass draws more states than they keep, so none is remembered.
 */
export async function drawHere({ root, game, passes }: { root: string; game: string; passes: number }): Promise<number[]> {
  const mods = ((await import(pathToFileURL(resolve(root, 'src/modules.ts')).href)) as { modules: ReadonlyMap<string, GameModule> }).modules;
  const mod = mods.get(game)!;
  const engine = shipped.get(game)!.engine;
  const views = goldenFiles(game).flatMap((f) =>
    goldenStates(f).states.map(({ session: s }) => {
      const open = publicDecisions(s, engine).prompts;
      return { view: engine.view(s.state, null), names: seatNames(s), choices: (open.length === 1 ? (open[0]!.options ?? undefined) : undefined) as readonly Option[] | undefined };
    }),
  );
  const times: number[] = [];
  for (let pass = 0; pass <= passes; pass++)
    for (const v of views) {
      const { ms } = await timed(() => mod.renderTable(v.view, v.names, v.choices));
      if (pass > 0) times.push(ms);
    }
  return times;
}

const script = import.meta.filename;
if (process.argv[1] === script && process.argv[2] === '--child') {
  const [root, game] = process.argv.slice(3) as [string, string];
  const job = { root, game, passes: PASSES };
  // Each is drawn where its own bot draws: on a picture worker, or on the main thread before there were any.
  const onWorkers = ['src/bot/pictures/picture-worker.ts', 'src/bot/picture-worker.ts'].some((f) => existsSync(resolve(root, f)));
  console.log(JSON.stringify(onWorkers ? await onThread<number[]>(new URL(import.meta.url), 'drawHere', job) : await drawHere(job)));
} else if (process.argv[1] === script) {
  const other = process.argv[2];
  if (!other) {
    console.error('usage: npm run bench:pictures-vs -- <another checkout of this project, with node_modules>');
    process.exit(2);
  }
  const roots = { this: resolve(import.meta.dirname, '..'), other: resolve(other) };
  const run = (root: string, game: string): number[] =>
    JSON.parse(execFileSync(process.execPath, [...process.execArgv, script, '--child', root, game], { encoding: 'utf8', maxBuffer: 1 << 24 })) as number[];
  const rows = [];
  for (const game of [...shipped.keys()].filter((g) => !GAMES || GAMES.includes(g))) {
    const t = { this: [] as number[], other: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      // Each goes first in every other round.
      const order = round % 2 ? (['other', 'this'] as const) : (['this', 'other'] as const);
      for (const who of order) t[who].push(...run(roots[who], game));
    }
    const p50 = (xs: number[]) => percentile(xs, 0.5);
    rows.push({
      game,
      pictures: t.this.length,
      'this p50': +p50(t.this).toFixed(1),
      'this max': Math.round(Math.max(...t.this)),
      'other p50': +p50(t.other).toFixed(1),
      'other max': Math.round(Math.max(...t.other)),
      'this / other at p50': (p50(t.this) / p50(t.other)).toFixed(2),
    });
  }
  console.log(`Table pictures, CPU ms a picture: this checkout and ${other}, ${ROUNDS} rounds each, taking turns:`);
  console.table(rows);
}
