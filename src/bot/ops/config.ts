import { z } from 'zod';
import { parseShardList } from './shard-list';

/** Everything the bot reads from its environment, checked once at start. */
const configSchema = z
  .object({
    DISCORD_TOKEN: z.string({ error: 'DISCORD_TOKEN is required: the bot token from the Discord developer portal' }),
    DISCORD_APP_ID: z.string().regex(/^\d+$/, 'DISCORD_APP_ID must be a numeric application id').optional(),
    STORE_URL: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DEV_GUILD_ID: z.string().regex(/^\d+$/, 'DEV_GUILD_ID must be a numeric guild id').optional(),
    DISCORD_API_BASE: z.string().url().optional(),
    TABLES_PER_SERVER: z.coerce.number({ error: 'TABLES_PER_SERVER must be a whole number of tables' }).int().positive('TABLES_PER_SERVER must be at least 1').optional(),
    SHARDS: z.union([z.literal('auto'), z.coerce.number().int().positive()]).optional(),
    SHARD_COUNT: z.coerce.number({ error: 'SHARD_COUNT must be the whole number of shards over every host' }).int().positive('SHARD_COUNT must be at least 1').optional(),
    SHARD_LIST: z
      .string()
      .transform((text, ctx) => {
        const r = parseShardList(text);
        if (r.ok) return r.ids;
        ctx.addIssue({ code: 'custom', message: `SHARD_LIST must list this host's shard ids and ranges, like 0-3 or 4,5,6,7: ${r.why}` });
        return z.NEVER;
      })
      .optional(),
    REDIS_URL: z.string().regex(/^rediss?:\/\//i, 'REDIS_URL must be a redis:// or rediss:// URL').optional(),
    NODE_ENV: z.string().optional(),
    OPS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    PICTURE_QUEUE_URL: z.string().regex(/^rediss?:\/\//i, 'PICTURE_QUEUE_URL must be a redis:// or rediss:// URL').optional(),
    PICTURE_QUEUE_WAIT_MS: z.coerce.number({ error: 'PICTURE_QUEUE_WAIT_MS must be a whole number of milliseconds' }).int().min(100).max(60_000).optional(),
    PICTURE_THREADS: z.coerce.number({ error: 'PICTURE_THREADS must be a whole number of threads (0: draw on the main thread)' }).int().min(0).max(64).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.SHARDS !== undefined && c.SHARD_COUNT !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['SHARDS'], message: 'set either SHARDS (every shard on this host) or SHARD_COUNT with SHARD_LIST (a part of them on this host), not both' });
    }
    if (c.SHARD_LIST !== undefined && c.SHARD_COUNT === undefined) {
      ctx.addIssue({ code: 'custom', path: ['SHARD_LIST'], message: 'SHARD_LIST needs SHARD_COUNT, the number of shards over every host' });
    }
    const beyond = c.SHARD_LIST?.filter((id) => c.SHARD_COUNT !== undefined && id >= c.SHARD_COUNT) ?? [];
    if (beyond.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['SHARD_LIST'], message: `SHARD_LIST names shard ${beyond.join(', ')}, but SHARD_COUNT=${c.SHARD_COUNT} has shards 0 to ${c.SHARD_COUNT! - 1}` });
    }
  });
export type Config = z.infer<typeof configSchema>;

/**
 * A shard process started by discord.js's ShardingManager, which sets SHARDING_MANAGER in each child's environment
 * (with SHARDS, that child's own ids, and SHARD_COUNT). SHARD_COUNT alone is the operator's, not a sign of a child.
 */
export const isShardChild = (env: NodeJS.ProcessEnv = process.env): boolean => env.SHARDING_MANAGER !== undefined && env.SHARDING_MANAGER !== '';

/** Which shards this host runs under its manager: all of `total` (SHARDS), a list of them (SHARD_LIST), or null: no manager. */
export function shardPlan(c: Config): { total: number | 'auto'; list: number[] | 'auto' } | null {
  if (c.SHARD_COUNT !== undefined) return { total: c.SHARD_COUNT, list: c.SHARD_LIST ?? 'auto' };
  if (c.SHARDS !== undefined) return { total: c.SHARDS, list: 'auto' };
  return null;
}

/** The Redis that holds the identify lock shared by every host: REDIS_URL, else a Redis STORE_URL, else none. */
export function identifyRedisUrl(c: Config): string | undefined {
  return c.REDIS_URL ?? (c.STORE_URL && /^rediss?:\/\//i.test(c.STORE_URL) ? c.STORE_URL : undefined);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // In a shard process discord.js sets SHARDS to that shard's own ids ("0") and SHARD_COUNT to the total; with the
  // operator's SHARD_LIST they describe the manager's host, not this child.
  const own = isShardChild(env) ? ['SHARDS', 'SHARD_COUNT', 'SHARD_LIST'] : [];
  const cleaned = Object.fromEntries(Object.entries(env).filter(([k, v]) => v !== undefined && v !== '' && !own.includes(k)));
  const r = configSchema.safeParse(cleaned);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`The bot's configuration is not valid:\n${lines.join('\n')}\nSee .env.example.`);
  }
  return r.data;
}
