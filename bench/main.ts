import os from 'node:os';
import { decisionRng, randomPolicy } from '../src/engine/ai-policy';
import { nextInt } from '../src/engine/rng';
import { modules as shipped } from '../src/modules';
import type { GameModule } from '../src/platform/module';
import { fallbackAnswer, openPrompts } from '../src/platform/table/open-prompts';
import { answer } from '../src/platform/table/answers';
import type { Session } from '../src/platform/session-schema';
import { lanternsModule } from '../test/fixtures/lanterns-module';
import { NOW, startSession } from '../test/fixtures/start-session';
import { measureDecisions } from './ai-speed';
import { decisionsPerAction, reactionShareLine } from './decisions';
import { newLab } from './balance/lab';
import { measureStrength } from './balance/strength';
import { headToHeadLine } from './balance/vi-head-to-head';
import { measureOpenLoop, printOpenLoop } from './open-loop';
import { measureEventLoop } from './event-loop';
import { percentile } from './percentile';
import { measureReplays } from './replay-gif';
import { measureReplayDelay } from './replay-vs-tables';
import { measurePictures } from './pictures';
import { measureStartUp } from './start-up';
import { measureLeaderboard } from './leaderboard';
import { measureDiscordInteractions } from './discord-interactions';
import { measureStoreDelay } from './store-delay';

/**
 * `npm run bench`: one table of engine speed, render cost and stored size per game, on this machine.
 * Each measurement is time-boxed, so the whole run takes well under a minute per game.
 */
const BUDGET_MS = Number(process.env.BENCH_MS ?? 3000);

/**
 * A seeded random legal player, so runs are repeatable. Each pick draws on a generator of its own (the seed and the
 * step): a pick tied to the step's parity chose Pass on one step and Back on the next, for ever.
 */
function randomStep(s: Session, mod: GameModule, seed: string, k: number): Session {
  const open = openPrompts(s, mod.engine);
  const rng = decisionRng(seed, 'bench', String(k), k);
  const [i] = nextInt(rng, open.length);
  const p = open[i]!;
  const values = randomPolicy.decide(mod.engine, null, p, rng);
  const r = answer(s, mod.engine, p.player, { prompt: p.id, values }, NOW);
  if (!r.ok) {
    const fb = answer(s, mod.engine, p.player, fallbackAnswer(p), NOW);
    if (!fb.ok) throw new Error(`${mod.engine.id}: fallback refused: ${fb.error.message}`);
    return fb.value.session;
  }
  return r.value.session;
}

function playout(mod: GameModule, players: number, seed: string): { decisions: number; mid: Session; end: Session; largest: number } {
  let s = startSession(mod, players, seed);
  let mid = s;
  let k = 0;
  let largest = 0;
  while (s.phase === 'playing' && k < 20000) {
    s = randomStep(s, mod, seed, k++);
    if (k === 50) mid = s;
    largest = Math.max(largest, Buffer.byteLength(JSON.stringify(s)));
  }
  return { decisions: k, mid, end: s, largest };
}


async function benchGame(mod: GameModule) {
  const players = Math.min(mod.engine.maxPlayers, Math.max(mod.engine.minPlayers, 3));
  let games = 0;
  let decisions = 0;
  let sample = playout(mod, players, 'bench-0');
  let largest = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < BUDGET_MS) {
    const r = playout(mod, players, `bench-${games}`);
    if (games === 0) sample = r;
    games++;
    decisions += r.decisions;
    largest = Math.max(largest, r.largest);
  }
  const secs = (performance.now() - t0) / 1000;
  const renderTimes = { table: [] as number[], private: [] as number[] };
  let tableBytes = 0;
  let privateBytes = 0;
  const r0 = performance.now();
  for (let i = 0; performance.now() - r0 < BUDGET_MS && i < 40; i++) {
    const s = i % 2 ? sample.mid : sample.end;
    let t = performance.now();
    const pub = await mod.renderTable(mod.engine.view(s.state, null));
    renderTimes.table.push(performance.now() - t);
    tableBytes = pub.png.length;
    t = performance.now();
    const priv = await mod.renderPrivate(mod.engine.view(s.state, 'p0'));
    renderTimes.private.push(performance.now() - t);
    privateBytes = priv?.png.length ?? 0;
  }
  const stored = Buffer.byteLength(JSON.stringify(sample.mid));
  const heapBefore = process.memoryUsage().heapUsed;
  const held = Array.from({ length: 200 }, (_, i) => structuredClone(i % 2 ? sample.mid : sample.end));
  const perGame = (process.memoryUsage().heapUsed - heapBefore) / held.length;
  return {
    game: mod.engine.id,
    players,
    'decisions/s': Math.round(decisions / secs),
    'games/s': +(games / secs).toFixed(2),
    'decisions/game': Math.round(decisions / Math.max(games, 1)),
    'table ms p50/p95': `${percentile(renderTimes.table, 0.5).toFixed(1)} / ${percentile(renderTimes.table, 0.95).toFixed(1)}`,
    'table PNG kB': +(tableBytes / 1024).toFixed(1),
    'private ms p50/p95': `${percentile(renderTimes.private, 0.5).toFixed(1)} / ${percentile(renderTimes.private, 0.95).toFixed(1)}`,
    'private PNG kB': +(privateBytes / 1024).toFixed(1),
    'stored kB': +(stored / 1024).toFixed(1),
    // The session at its largest over every game played above: undo steps, the log and the state at once.
    'stored kB max': +(largest / 1024).toFixed(1),
    'memory kB/game': +(perGame / 1024).toFixed(1),
  };
}

const rows = [];
for (const mod of [lanternsModule, ...shipped.values()]) rows.push(await benchGame(mod));
console.table(rows);

console.log('/game replay (one AI game per game, replayed and drawn as an animated GIF):');
console.table(await measureReplays([...shipped.values()]));
console.log('Table pictures on the picture threads while people ask for replays at once (goal: a replay never holds up a table):');
console.table(await measureReplayDelay());
console.log('Pictures over the golden games (start, middle, end), CPU ms a picture (draw: the render less its PNG encode):');
console.table(await measurePictures());

console.log(`A store read (one game record loaded) while pictures encode on libuv's pool, wall ms (${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)}):`);
console.table(await measureStoreDelay());

console.log('A start (resume) with N finished games stored and 10 under way, SQLite, wall ms:');
console.table(await measureStartUp((process.env.BENCH_FINISHED ?? '100,10000').split(',').map(Number)));

console.log('/game leaderboard on one server with N rated players, SQLite, wall ms (a finished game counted: its record, history, stats and the board):');
console.table(await measureLeaderboard((process.env.BENCH_RATED ?? '100,10000').split(',').map(Number)));

console.log('Event-loop delay while a host alone with AIs kicks themself and the AIs play the game out through the runner (goal: p99 < 50 ms, max < 200 ms):');
console.table(await measureEventLoop([...shipped.values()]));

console.log('AI decision time (one decide call, every seat at that level):');
console.table(measureDecisions([...shipped.values()], Math.min(BUDGET_MS, 2000)));

console.log('Decisions per action (seeded games, every seat taking the defaults it is offered):');
console.table(decisionsPerAction(shipped, Number(process.env.BENCH_DECISION_GAMES ?? 8)));
console.log(reactionShareLine(shipped, Number(process.env.BENCH_DECISION_GAMES ?? 8)));
if (process.env.BENCH_E2E !== '0') {
  console.log('Discord interactions per decision through the test Discord server (two people and an AI; three people in Vested Interests):');
  console.table(await measureDiscordInteractions(Number(process.env.BENCH_DISCORD_DECISIONS ?? 30)));
}

// A few hundred seeded games: enough to tell 80% from a coin, small enough for a benchmark run.
const strength = measureStrength({
  games: Number(process.env.BENCH_STRENGTH_GAMES ?? 24),
  headToHeadGames: Number(process.env.BENCH_VI_H2H_GAMES ?? 30),
  lab: newLab('bench', () => undefined),
});
console.log('AI strength against the random player (npm run balance has the full report):');
console.table(strength.verdicts.map((v) => ({ claim: v.claim, holds: v.holds ? 'yes' : 'NO', measured: v.detail })));
if (strength.viHeadToHead) console.log(headToHeadLine(strength.viHeadToHead));

if (process.env.BENCH_E2E !== '0') {
  console.log('Open loop through the test Discord server: N games (Tipping Point and Earth for 2, Vested Interests for 3) in one bot process, each answered about every 20 s (goal at 200 games: ack p99 < 100 ms, table shown p99 < 1500 ms):');
  printOpenLoop(await measureOpenLoop((process.env.BENCH_GAMES ?? '1,50,200,500').split(',').map(Number)));
}
