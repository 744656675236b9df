import { z } from 'zod';

/** What the REST proxy reads from its environment, checked once at start. */
const configSchema = z.object({
  PROXY_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Where requests go on to: Discord's API unless a Discord-compatible server stands in (the test Discord server). */
  DISCORD_API_BASE_UPSTREAM: z.string().url().default('https://discord.com/api'),
  /** The bot's global limit, counted here once for every process that sends through this proxy. */
  PROXY_GLOBAL_PER_SECOND: z.coerce.number().int().positive().default(50),
  /** A rate limit longer than this is answered to the bot as a 429 instead of waited out here. */
  PROXY_MAX_WAIT_MS: z.coerce.number().int().min(0).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type ProxyConfig = z.infer<typeof configSchema>;

export function readProxyConfig(env: NodeJS.ProcessEnv = process.env): ProxyConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const r = configSchema.safeParse(cleaned);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`The proxy's configuration is not valid:\n${lines.join('\n')}\nSee .env.example.`);
  }
  return r.data;
}
