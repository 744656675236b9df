import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import { startBot } from '../src/bot/bot';
import { createMetrics } from '../src/bot/ops/metrics';
import { modules } from '../src/modules';
import { openStore } from '../src/store/game-store';

/**
 * The bot of the open-loop bench (bench/open-loop.ts) in a process of its own, as it runs in production: the
 * shipped games, the default store, pictures on worker threads. Only the event loop measured here is the bot's.
 * Over IPC it answers 'reset' (start a measurement) and 'stats' (the measurement since).
 */
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
      elu = performance.eventLoopUtilization();
      metrics.registry.resetMetrics();
      process.send!({ reset: true });
    } else if (msg === 'stats') {
      const used = process.cpuUsage(cpu);
      process.send!({
        loopP99Ms: loop.percentile(99) / 1e6,
        loopMaxMs: loop.max / 1e6,
        cpuMs: (used.user + used.system) / 1000,
        // The main thread's busy time: what stands between a click and its acknowledgement.
        mainMs: performance.eventLoopUtilization(elu).active,
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
