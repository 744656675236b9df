import { createHash } from 'node:crypto';

const WINDOW_MS = 1000;
const LIMIT = 50;

/**
 * Plausible `x-ratelimit-*` headers per route bucket. `remaining` never reaches 0 on its own:
 * @discordjs/rest would then sleep until the reset, and real throttling is only wanted when a test
 * injects a 429 with `failNext`.
 */
export class RateLimitHeaders {
  private readonly windows = new Map<string, { startedAt: number; used: number }>();

  forBucket(bucket: string): Record<string, string> {
    const now = Date.now();
    let window = this.windows.get(bucket);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      window = { startedAt: now, used: 0 };
      this.windows.set(bucket, window);
    }
    window.used += 1;
    const resetAfter = (window.startedAt + WINDOW_MS - now) / 1000;
    return {
      'x-ratelimit-limit': String(LIMIT),
      'x-ratelimit-remaining': String(Math.max(1, LIMIT - window.used)),
      'x-ratelimit-reset': ((now + resetAfter * 1000) / 1000).toFixed(3),
      'x-ratelimit-reset-after': resetAfter.toFixed(3),
      'x-ratelimit-bucket': bucketHash(bucket),
    };
  }
}

function bucketHash(bucket: string): string {
  return createHash('sha1').update(bucket).digest('hex').slice(0, 32);
}
