import { createClient } from '@keyv/redis';
import type { ClientOptions } from 'discord.js';
import type { Logger } from 'pino';

/** discord.js's (@discordjs/ws) identify throttler: resolves when the shard may send IDENTIFY. */
type BuildThrottler = NonNullable<NonNullable<ClientOptions['ws']>['buildIdentifyThrottler']>;
type IdentifyThrottler = Awaited<ReturnType<BuildThrottler>>;

/**
 * Discord lets `max_concurrency` shards identify per 5 s: shard s in bucket `s % max_concurrency`, one per bucket.
 * Discord counts the 5 s from each IDENTIFY's arrival, which comes a moment after its shard took the lock (the
 * lock's round trip, the send), so a bucket's key is held half a second longer than the window.
 */
const IDENTIFY_WINDOW_MS = 5_500;

/** The two Redis commands the lock needs, as node-redis answers them. */
export interface LockRedis {
  set(key: string, value: string, options: { condition: 'NX'; expiration: { type: 'PX'; value: number } }): Promise<string | null>;
  pTTL(key: string): Promise<number>;
}

/**
 * An identify throttler shared by every host of one bot through Redis: shard s waits until it can take the key of
 * its bucket (`SET NX PX`), which then stays taken for the 5 s window, so no two shards of one bucket identify within
 * 5 s of each other wherever they run. Nothing is released: the window is Discord's, counted from the identify.
 */
export class RedisIdentifyThrottler implements IdentifyThrottler {
  constructor(
    private readonly redis: LockRedis,
    private readonly o: {
      /** Names the bot (its application id): each bot has its own identify limit. */
      scope: string;
      maxConcurrency: number;
      windowMs?: number;
      /** Shown in the key while held, so an operator can see which host identified last. */
      holder?: string;
    },
  ) {}

  async waitForIdentify(shardId: number, signal: AbortSignal): Promise<void> {
    const bucket = shardId % Math.max(1, this.o.maxConcurrency);
    const key = `hothouse:identify:${this.o.scope}:${bucket}`;
    const windowMs = this.o.windowMs ?? IDENTIFY_WINDOW_MS;
    for (;;) {
      signal.throwIfAborted();
      const taken = await this.redis.set(key, `${this.o.holder ?? 'bot'} shard ${shardId}`, { condition: 'NX', expiration: { type: 'PX', value: windowMs } });
      if (taken === 'OK') return;
      // Held by another shard of this bucket: try again as its window ends (a key without expiry, -1, is waited out too).
      const left = await this.redis.pTTL(key);
      await sleep(Math.min(windowMs, Math.max(10, left)), signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', abort, { once: true });
  });
}

/** The application id a bot token begins with (base64 of the id), for the lock's scope. */
export function applicationIdOfToken(token: string): string {
  const id = Buffer.from(token.split('.')[0] ?? '', 'base64').toString('utf8');
  return /^\d+$/.test(id) ? id : 'bot';
}

/**
 * `ws.buildIdentifyThrottler` for a client whose identifies go through the Redis lock at `url`, with Discord's
 * max_concurrency from GET /gateway/bot; `close` ends its Redis connection with the client.
 */
export function redisIdentifyThrottler(url: string, token: string, log: Logger): { build: BuildThrottler; close: () => Promise<void> } {
  const client = createClient({ url, name: 'hothouse-identify' });
  client.on('error', (err: unknown) => log.warn({ err }, 'identify lock: redis error'));
  let connecting: Promise<unknown> | null = null;
  return {
    build: async (manager) => {
      const info = await manager.fetchGatewayInformation();
      connecting ??= client.connect();
      await connecting;
      const maxConcurrency = info.session_start_limit.max_concurrency;
      log.info({ maxConcurrency }, 'identifying through the shared Redis lock');
      return new RedisIdentifyThrottler(client, { scope: applicationIdOfToken(token), maxConcurrency, holder: `pid ${process.pid}` });
    },
    close: async () => {
      if (client.isOpen) await client.quit().catch(() => undefined);
    },
  };
}
