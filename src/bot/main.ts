import { ShardingManager } from 'discord.js';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { modules } from '../modules';
import { buildId } from '../store/build-id';
import { openStore } from '../store/game-store';
import { startBot } from './bot';
import { readConfig } from './ops/config';
import { createMetrics } from './ops/metrics';
import { botHealth, startOpsServer } from './ops/ops-server';
import { installProcessGuards } from './ops/process-guards';
import { createLogger } from './ops/logger';

/**
 * `npm start`. With SHARDS set, this process becomes the shard manager and each shard runs
 * this same file as a child (discord.js sets SHARDS/SHARD_COUNT for it); the shards share the
 * store named by STORE_URL, which must then be Redis or PostgreSQL.
 */
async function main(): Promise<void> {
  loadDotEnv();
  const config = readConfig();
  const log = createLogger(config.LOG_LEVEL);
  const isShardChild = process.env.SHARD_COUNT !== undefined;
  if (config.SHARDS !== undefined && !isShardChild) {
    if (!config.STORE_URL || !/^(redis|rediss|postgres|postgresql):/.test(config.STORE_URL))
      throw new Error('Sharding needs a shared store: set STORE_URL to a redis:// or postgres:// URL.');
    const manager = new ShardingManager(fileURLToPath(import.meta.url), {
      token: config.DISCORD_TOKEN,
      totalShards: config.SHARDS,
      // Run from source (npm start) each shard needs tsx too; the built bundle (npm run build) is plain JavaScript.
      execArgv: import.meta.url.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'],
    });
    manager.on('shardCreate', (shard) => log.info({ shard: shard.id }, 'shard launched'));
    if (config.OPS_PORT) {
      // The manager answers for the whole bot: healthy while every shard's process runs and is ready.
      await startOpsServer({
        port: config.OPS_PORT,
        registry: createMetrics().registry,
        health: () => {
          const shards = [...manager.shards.values()];
          const ready = shards.filter((s) => s.ready).length;
          return { ok: shards.length > 0 && ready === shards.length, detail: { shards: shards.length, ready } };
        },
      });
    }
    await manager.spawn();
    return;
  }
  const store = await openStore(config.STORE_URL, { logger: log, build: buildId(process.cwd(), ['src', 'data', 'dist']) });
  const metrics = config.OPS_PORT ? createMetrics() : undefined;
  const bot = startBot({ token: config.DISCORD_TOKEN, modules, store, log, ...(metrics ? { metrics } : {}), ...(config.PICTURE_THREADS !== undefined ? { pictureThreads: config.PICTURE_THREADS } : {}), ...(config.PICTURE_QUEUE_URL ? { pictureQueue: { url: config.PICTURE_QUEUE_URL, ...(config.PICTURE_QUEUE_WAIT_MS ? { waitMs: config.PICTURE_QUEUE_WAIT_MS } : {}) } } : {}), ...(config.DISCORD_API_BASE ? { apiBase: config.DISCORD_API_BASE } : {}) });
  if (metrics && config.OPS_PORT) {
    // Shard n of a sharded bot serves on OPS_PORT + 1 + n, beside its manager on OPS_PORT.
    const shard = isShardChild ? Number(process.env.SHARDS?.split(',')[0] ?? 0) : null;
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
