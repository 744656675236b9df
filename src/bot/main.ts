import { ShardingManager } from 'discord.js';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { modules } from '../modules';
import { buildId } from '../store/build-id';
import { openStore } from '../store/game-store';
import { startBot } from './bot';
import { readConfig } from './config';
import { installProcessGuards } from './process-guards';
import { createLogger } from './logger';

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
      execArgv: ['--import', 'tsx'],
    });
    manager.on('shardCreate', (shard) => log.info({ shard: shard.id }, 'shard launched'));
    await manager.spawn();
    return;
  }
  const store = await openStore(config.STORE_URL, { logger: log, build: buildId(process.cwd()) });
  const bot = startBot({ token: config.DISCORD_TOKEN, modules, store, log, ...(config.DISCORD_API_BASE ? { apiBase: config.DISCORD_API_BASE } : {}) });
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
