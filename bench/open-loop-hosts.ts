import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startDiscordServer } from '../test/discord-server/index';
import { freePort, proc, scratchDatabase, until as poll, type Proc } from '../test/e2e/processes';
import { INTERACTION_ROUTE, byRoute, openTable, playLevel, printOpenLoop, sleep, type OpenLoopRow, type Table } from './open-loop';
import { percentile } from './percentile';
import { cpuMsOf, procStat } from './proc-stat';

/**
 * The open loop of bench/open-loop.ts over several hosts, as compose.yaml runs them: two bot hosts of the built bot
 * (each a shard manager with half of 4 shards: SHARD_COUNT=4, SHARD_LIST 0-1 and 2-3) over one PostgreSQL and
 * Redis (the identify lock), sending to Discord through the one REST proxy, their tables spread over four servers,
 * one on each shard. Pictures are drawn on each host's own threads (PICTURE_THREADS=1 per shard process: two shards
 * a host share its two cores), or with BENCH_PICTURE_WORKER=1 by one picture worker through the queue in Redis, as
 * compose.yaml does. It reports the same figures from outside (acknowledgements, tables shown, requests to Discord)
 * and CPU a click summed over every process (each host's manager and shards, the proxy, the worker), read from /proc.
 *
 *   BENCH_GAMES=200,500 npx tsx bench/open-loop-hosts.ts
 */
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function measureOpenLoopHosts(levels: readonly number[], seconds = Number(process.env.BENCH_OPEN_LOOP_S ?? 60)): Promise<OpenLoopRow[]> {
  const perSecond = process.env.BENCH_REST_PER_SECOND ? Number(process.env.BENCH_REST_PER_SECOND) : undefined;
  const h = await startDiscordServer({ shards: 4, maxConcurrency: 1, settleQuietMs: 1, ...(perSecond ? { restLimits: { perSecond } } : {}) });
  const guilds = [0, 1, 2, 3].map((shard) => h.addGuild(`Shard ${shard}`, { shard: [shard, 4] }).guildId);
  const db = await scratchDatabase(POSTGRES_URL, 'hothouse_bench_hosts');
  mkdirSync('out', { recursive: true });
  const out = mkdtempSync(join('out', 'bench-'));
  execFileSync(process.execPath, ['scripts/build.mjs', out]);
  const proxyPort = await freePort();
  const others: { p: Proc }[] = [
    { p: proc(out, 'proxy.js', { PROXY_PORT: String(proxyPort), DISCORD_API_BASE_UPSTREAM: h.apiBase }) },
  ];
  const worker = process.env.BENCH_PICTURE_WORKER === '1';
  if (worker) {
    others.push({ p: proc(out, 'picture-queue-worker.js', { PICTURE_QUEUE_URL: REDIS_URL, PICTURE_THREADS: '2' }) });
  }
  const hosts: { opsPort: number; shards: number[]; p: Proc }[] = [];
  for (const [list, shards] of [['0-1', [0, 1]], ['2-3', [2, 3]]] as const) {
    const opsPort = await freePort();
    const p = proc(out, 'main.js', {
      DISCORD_TOKEN: h.token,
      DISCORD_API_BASE: `http://127.0.0.1:${proxyPort}/api`,
      STORE_URL: db.url,
      REDIS_URL,
      ...(worker ? { PICTURE_QUEUE_URL: REDIS_URL } : {}),
      PICTURE_THREADS: '1',
      SHARD_COUNT: '4',
      SHARD_LIST: list,
      OPS_PORT: String(opsPort),
      // One process's share of the load is measured, with every table in four test servers: the per-server limits are lifted.
      TABLES_PER_SERVER: '100000',
    });
    hosts.push({ opsPort, shards: [...shards], p });
  }
  // Every process the bot runs (each host's manager and shard processes, the proxy, the worker) leads a process group of its own.
  const cpuSeconds = () => groupsCpuSeconds([...hosts.map((x) => x.p), ...others.map((x) => x.p)].flatMap((x) => (x.child?.pid ? [x.child.pid] : [])));
  const tables: Table[] = [];
  const rows: OpenLoopRow[] = [];
  try {
    for (const x of others) x.p.start();
    await poll(() => fetch(`http://127.0.0.1:${proxyPort}/healthz`).then((r) => r.ok, () => false), 'the proxy', 30_000);
    for (const x of hosts) x.p.start();
    await poll(() => new Set(h.gatewayLiveShards()).size === 4, 'four shard sessions', 180_000, 500);
    for (const n of levels) {
      while (tables.length < n) {
        const batch = Array.from({ length: Math.min(10, n - tables.length) }, (_, j) => openTable(h, tables.length + j, guilds[(tables.length + j) % guilds.length]));
        tables.push(...(await Promise.all(batch)));
      }
      await sleep(3000);
      const cpuBefore = cpuSeconds();
      const requestsBefore = h.requests.length;
      const global429Before = h.rateLimitCounts().global429;
      const { perSecond: rate, acks, shown } = await playLevel(h, tables.slice(0, n), seconds);
      const cpuMs = (cpuSeconds() - cpuBefore) * 1000;
      const sent = h.requests.slice(requestsBefore);
      rows.push({
        games: n,
        'answers/s': rate,
        clicks: acks.length,
        'ack p50/p99 ms': `${percentile(acks, 0.5).toFixed(0)} / ${percentile(acks, 0.99).toFixed(0)}`,
        'table answers shown p50/p99 ms': `${percentile(shown, 0.5).toFixed(0)} / ${percentile(shown, 0.99).toFixed(0)}`,
        'bot: change→table p99 ms': 0,
        'event loop p99/max ms': '–',
        'CPU ms/click all/main': acks.length ? `${Math.round(cpuMs / acks.length)} / –` : '–',
        'CPU ms/click main/pictures/V8': '–',
        'kB uploaded/click tables/all': '–',
        'pictures drawn/reused/stale': '–',
        'pictures/click table/private': '–',
        'picture ms/click table/private': '–',
        'REST/s, global 429s': `${(sent.filter((r) => !INTERACTION_ROUTE.test(r.path)).length / seconds).toFixed(0)}, ${h.rateLimitCounts().global429 - global429Before}`,
        'bot RSS MB': 0,
        routes: byRoute(sent, new Set(tables.map((t) => t.channelId)), seconds, acks.length),
      });
    }
  } finally {
    for (const x of [...hosts, ...others]) await x.p.kill('SIGTERM');
    await h.close();
    await db.drop();
    rmSync(out, { recursive: true, force: true });
  }
  return rows;
}

/** CPU seconds of every process in the groups `leaders` lead (Linux: /proc/<pid>/stat). */
function groupsCpuSeconds(leaders: readonly number[]): number {
  const groups = new Set(leaders);
  let ms = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const f = procStat(`/proc/${pid}/stat`);
    // The third field is the process group.
    if (f && groups.has(Number(f[2]))) ms += cpuMsOf(f);
  }
  return ms / 1000;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const levels = (process.env.BENCH_GAMES ?? '200,500').split(',').map(Number);
  printOpenLoop(await measureOpenLoopHosts(levels));
}
