import { z } from 'zod';

/** Everything the bot reads from its environment, checked once at start. */
const configSchema = z.object({
  DISCORD_TOKEN: z.string({ error: 'DISCORD_TOKEN is required: the bot token from the Discord developer portal' }),
  DISCORD_APP_ID: z.string().regex(/^\d+$/, 'DISCORD_APP_ID must be a numeric application id').optional(),
  STORE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEV_GUILD_ID: z.string().regex(/^\d+$/, 'DEV_GUILD_ID must be a numeric guild id').optional(),
  DISCORD_API_BASE: z.string().url().optional(),
  SHARDS: z.union([z.literal('auto'), z.coerce.number().int().positive()]).optional(),
  NODE_ENV: z.string().optional(),
  OPS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PICTURE_QUEUE_URL: z.string().regex(/^rediss?:\/\//i, 'PICTURE_QUEUE_URL must be a redis:// or rediss:// URL').optional(),
  PICTURE_QUEUE_WAIT_MS: z.coerce.number({ error: 'PICTURE_QUEUE_WAIT_MS must be a whole number of milliseconds' }).int().min(100).max(60_000).optional(),
  PICTURE_THREADS: z.coerce.number({ error: 'PICTURE_THREADS must be a whole number of threads (0: draw on the main thread)' }).int().min(0).max(64).optional(),
});
export type Config = z.infer<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // In a shard process discord.js sets SHARDS to that shard's own ids ("0"): not the operator's shard count.
  const own = env.SHARD_COUNT !== undefined ? ['SHARDS'] : [];
  const cleaned = Object.fromEntries(Object.entries(env).filter(([k, v]) => v !== undefined && v !== '' && !own.includes(k)));
  const r = configSchema.safeParse(cleaned);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`The bot's configuration is not valid:\n${lines.join('\n')}\nSee .env.example.`);
  }
  return r.data;
}
