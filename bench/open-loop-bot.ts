import { readdirSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import { startBot } from '../src/bot/bot';
import { createMetrics } from '../src/bot/ops/metrics';
import { modules } from '../src/modules';
import { openStore } from '../src/store/game-store';
import { cpuMsOf, procStat } from './proc-stat';

/**
 * The bot of the open-loop bench (bench/open-loop.ts) in a process of its own, as it runs in production: the
 * shipped games, the default store, pictures on worker threads. Only the event loop measured here is the bot's.
 * Over IPC it answers 'reset' (start a measurement) and 'stats' (the measurement since).
 */
/** Each thread of this process and the CPU ms it has used (Linux: /proc; empty elsewhere). */
function threadCpu(): Map<number, number> {
  const ms = new Map<number, number>();
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return ms;
  }
  for (const tid of tids) {
    const f = procStat(`/proc/self/task/${tid}/stat`);
    if (f) ms.set(Number(tid), cpuMsOf(f));
  }
  return ms;
}

/** The threads that run before the bot starts: this one, V8's helpers (collection, compilation), the loader's. */
const startup = new Set(threadCpu().keys());
const store = await openStore(process.env.STORE_URL, {});
const metrics = createMetrics();
const bot = startBot({
  token: process.env.DISCORD_TOKEN!,
  apiBase: process.env.DISCORD_API_BASE!,
  modules,
  store,
  metrics,
  log: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
  // One process's load is measured, with every table in one test server: the per-server limits are lifted.
  limits: { perServer: Infinity, perHost: Infinity },
});
await bot.ready;

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
let cpu = process.cpuUsage();
let threads = threadCpu();
let elu = performance.eventLoopUtilization();

/** Every figure of the bot's registry, from prom-client's JSON. */
async function sums(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const m of await metrics.registry.getMetricsAsJSON()) {
    for (const v of m.values as { metricName?: string; labels: Record<string, string | number>; value: number }[]) {
      const name = v.metricName ?? m.name;
      // Summed over games; kept apart by why, by picture and by histogram bucket (`name:table`, `name=0.5`).
      const label = v.labels.why ?? v.labels.picture;
      const key = `${name}${label !== undefined ? `:${label}` : ''}${v.labels.le !== undefined ? `=${v.labels.le}` : ''}`;
      out[key] = (out[key] ?? 0) + v.value;
    }
  }
  return out;
}

process.on('message', (msg: unknown) => {
  void (async () => {
    if (msg === 'reset') {
      loop.reset();
      cpu = process.cpuUsage();
      threads = threadCpu();
      elu = performance.eventLoopUtilization();
      metrics.registry.resetMetrics();
      process.send!({ reset: true });
    } else if (msg === 'stats') {
      const used = process.cpuUsage(cpu);
      // CPU by kind of thread: this one (it answers clicks), those the bot started (its picture threads, libuv's), and V8's helpers.
      const byThread = { main: 0, started: 0, helpers: 0 };
      for (const [tid, ms] of threadCpu()) {
        const spent = ms - (threads.get(tid) ?? 0);
        byThread[tid === process.pid ? 'main' : startup.has(tid) ? 'helpers' : 'started'] += spent;
      }
      process.send!({
        loopP99Ms: loop.percentile(99) / 1e6,
        loopMaxMs: loop.max / 1e6,
        cpuMs: (used.user + used.system) / 1000,
        // The main thread's busy time: what stands between a click and its acknowledgement.
        mainMs: performance.eventLoopUtilization(elu).active,
        byThread,
        sums: await sums(),
        rssMb: process.memoryUsage().rss / 1024 / 1024,
      });
    }
  })();
});
process.on('SIGTERM', () => {
  void bot.stop().then(() => store.close()).then(() => process.exit(0));
});
process.send!({ ready: true });
