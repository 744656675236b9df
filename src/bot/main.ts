import { LIMITS } from '../platform/records/table-census';
import { ShardingManager } from 'discord.js';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { modules } from '../modules';
import { buildId } from '../store/build-id';
import { openStore } from '../store/game-store';
import { startBot } from './bot';
import { identifyRedisUrl, isShardChild, readConfig, shardPlan } from './ops/config';
import { createMetrics, noteShards } from './ops/metrics';
import { botHealth, startOpsServer } from './ops/ops-server';
import { installProcessGuards } from './ops/process-guards';
import { createLogger } from './ops/logger';

/**
 * `npm start`. With SHARDS (every shard here) or SHARD_COUNT (with SHARD_LIST: this host's part of them) set, this
 * process becomes the shard manager and each shard runs this same file as a child (discord.js sets SHARDING_MANAGER,
 * SHARDS and SHARD_COUNT for it); the shards of every host share the store named by STORE_URL, which must then be
 * Redis or PostgreSQL, and identify through the lock in REDIS_URL (or a Redis STORE_URL) when there is one.
 */
async function main(): Promise<void> {
  loadDotEnv();
  const config = readConfig();
  const log = createLogger(config.LOG_LEVEL);
  const child = isShardChild();
  const plan = child ? null : shardPlan(config);
  if (plan) {
    if (!config.STORE_URL || !/^(redis|rediss|postgres|postgresql):/.test(config.STORE_URL))
      throw new Error('Sharding needs a shared store: set STORE_URL to a redis:// or postgres:// URL.');
    const manager = new ShardingManager(fileURLToPath(import.meta.url), {
      token: config.DISCORD_TOKEN,
      totalShards: plan.total,
      shardList: plan.list,
      // Run from source (npm start) each shard needs tsx too; the built bundle (npm run build) is plain JavaScript.
      execArgv: import.meta.url.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'],
    });
    manager.on('shardCreate', (shard) => log.info({ shard: shard.id, of: manager.totalShards }, 'shard launched'));
    if (config.OPS_PORT) {
      // The manager answers for the whole bot: healthy while every shard's process runs and is ready.
      const metrics = createMetrics();
      // This host's part of the shards, when it is given (SHARD_COUNT with SHARD_LIST); each shard names its own too.
      if (plan.total !== 'auto' && plan.list !== 'auto') noteShards(metrics, { ids: plan.list, count: plan.total });
      await startOpsServer({
        port: config.OPS_PORT,
        registry: metrics.registry,
        health: () => {
          const shards = [...manager.shards.values()];
          // Which shards this host runs (SHARD_LIST), which of them are up, of how many over every host.
          const held = plan.list === 'auto' ? shards.map((s) => s.id).sort((a, b) => a - b) : plan.list;
          const up = shards.filter((s) => s.ready).map((s) => s.id).sort((a, b) => a - b);
          return { ok: shards.length > 0 && up.length === held.length, detail: { shards: held, ready: up, shardCount: manager.totalShards } };
        },
      });
    }
    await manager.spawn();
    return;
  }
  const store = await openStore(config.STORE_URL, { logger: log, build: buildId(process.cwd(), ['src', 'data', 'dist']) });
  const metrics = config.OPS_PORT ? createMetrics() : undefined;
  const identifyLock = identifyRedisUrl(config);
  const bot = startBot({ token: config.DISCORD_TOKEN, modules, store, log, ...(metrics ? { metrics } : {}), ...(config.PICTURE_THREADS !== undefined ? { pictureThreads: config.PICTURE_THREADS } : {}), ...(config.PICTURE_QUEUE_URL ? { pictureQueue: { url: config.PICTURE_QUEUE_URL, ...(config.PICTURE_QUEUE_WAIT_MS ? { waitMs: config.PICTURE_QUEUE_WAIT_MS } : {}) } } : {}), ...(config.DISCORD_API_BASE ? { apiBase: config.DISCORD_API_BASE } : {}), ...(identifyLock ? { identifyRedisUrl: identifyLock } : {}), ...(config.TABLES_PER_SERVER ? { limits: { ...LIMITS, perServer: config.TABLES_PER_SERVER } } : {}) });
  if (metrics && config.OPS_PORT) {
    // Shard n of a sharded bot serves on OPS_PORT + 1 + n, beside its manager on OPS_PORT.
    const shard = child ? (bot.shards.ids[0] ?? 0) : null;
    await startOpsServer({ port: config.OPS_PORT + (shard === null ? 0 : 1 + shard), registry: metrics.registry, health: () => botHealth(bot, store) });
  }
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await bot.stop();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  installProcessGuards(log);
  await bot.ready;
}

/** Reads .env when there is one; the environment itself always wins. */
function loadDotEnv(): void {
  if (!existsSync('.env')) return;
  const before = { ...process.env };
  process.loadEnvFile('.env');
  Object.assign(process.env, before);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
