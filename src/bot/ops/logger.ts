import pino, { type Logger } from 'pino';

/** JSON lines in production; readable lines when run by hand. Secrets are redacted at the root. */
export function createLogger(level: string, pretty = process.env.NODE_ENV !== 'production' && process.stdout.isTTY): Logger {
  return pino({
    level,
    redact: ['token', '*.token', 'config.DISCORD_TOKEN', '*.hand', '*.state', 'seed', '*.seed'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  });
}

export type { Logger };
