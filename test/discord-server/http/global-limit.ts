const SECOND_MS = 1000;

/** An interaction's callback, or its webhook: `/interactions/{id}/{token}/callback`, `/webhooks/{application}/{token}…`. */
const INTERACTION_ROUTE = /^\/(?:interactions\/\d+\/[^/]+\/callback|webhooks\/\d+\/[^/]+)(?:\/|$)/;

export interface GlobalLimitOptions {
  /** Requests one bot token may make in a second. Default 50, Discord's. */
  perSecond?: number;
  /** Invalid answers (401, 403, 429) one client may be given in the window before it is blocked. Default 10,000, Discord's. */
  invalidLimit?: number;
  /** Default 10 minutes, Discord's. */
  invalidWindowMs?: number;
}

export interface GlobalRefusal {
  status: 429;
  headers: Record<string, string>;
  body: { message: string; retry_after: number; global: true };
}

/** What a test reads: how often the global limit was hit, and the invalid answers in the current window. */
export interface RateLimitCounts {
  /** Requests answered 429 by the global limit, since the start. */
  global429: number;
  /** 401, 403 and 429 answers in the last `invalidWindowMs`. */
  invalidRequests: number;
  /** 401, 403 and 429 answers since the start. */
  invalidTotal: number;
  /** Requests refused because the invalid-request limit was passed. */
  blocked: number;
}

/**
 * Discord's global REST limit: a bot token may make `perSecond` requests in a second, counted in windows that open at
 * the first request after the last one closed; past it every request is answered 429 with `global: true` until the
 * window closes. Interaction callbacks and the interaction webhook do not count, as at Discord, whatever they carry. Invalid answers
 * (401, 403, 429) are counted over ten minutes; past 10,000 of them Discord blocks the address for a while, and so
 * does this server until the window has room again.
 */
export class GlobalLimit {
  private readonly perSecond: number;
  private readonly invalidLimit: number;
  private readonly invalidWindowMs: number;
  private readonly windows = new Map<string, { openedAt: number; used: number }>();
  private readonly invalid: number[] = [];
  private readonly counts = { global429: 0, invalidTotal: 0, blocked: 0 };

  constructor(options: GlobalLimitOptions = {}) {
    this.perSecond = options.perSecond ?? 50;
    this.invalidLimit = options.invalidLimit ?? 10_000;
    this.invalidWindowMs = options.invalidWindowMs ?? 10 * 60_000;
  }

  /**
   * Whether a request to `path` (below `/api/vNN`) may go on now; a refusal to answer when it may not. Requests without
   * a bot token are not counted, nor are the interaction routes with one: Discord counts neither the callbacks nor the
   * interaction webhook (`/webhooks/{application}/{token}/…`) against the global limit.
   */
  take(authorization: string | undefined, path = '/', now = Date.now()): GlobalRefusal | null {
    if (this.invalidInWindow(now) >= this.invalidLimit) {
      this.counts.blocked += 1;
      return refusal(this.retryAfterBlock(now), 'You are being blocked from accessing our API temporarily due to exceeding our rate limits frequently.');
    }
    if (!authorization?.startsWith('Bot ') || INTERACTION_ROUTE.test(path)) return null;
    let window = this.windows.get(authorization);
    if (!window || now - window.openedAt >= SECOND_MS) {
      window = { openedAt: now, used: 0 };
      this.windows.set(authorization, window);
    }
    if (window.used < this.perSecond) {
      window.used += 1;
      return null;
    }
    this.counts.global429 += 1;
    return refusal((window.openedAt + SECOND_MS - now) / 1000, 'You are being rate limited.');
  }

  /** Every answer passes here: 401, 403 and 429 count as invalid. */
  answered(status: number, now = Date.now()): void {
    if (status !== 401 && status !== 403 && status !== 429) return;
    this.invalid.push(now);
    this.counts.invalidTotal += 1;
  }

  snapshot(now = Date.now()): RateLimitCounts {
    return { ...this.counts, invalidRequests: this.invalidInWindow(now) };
  }

  private invalidInWindow(now: number): number {
    while (this.invalid.length > 0 && now - this.invalid[0]! >= this.invalidWindowMs) this.invalid.shift();
    return this.invalid.length;
  }

  /** Until the oldest invalid answers leave the window and bring the count under the limit. */
  private retryAfterBlock(now: number): number {
    const freeing = this.invalid[this.invalid.length - this.invalidLimit]!;
    return (freeing + this.invalidWindowMs - now) / 1000;
  }
}

function refusal(retryAfterSeconds: number, message: string): GlobalRefusal {
  const retryAfter = Math.max(0.001, Math.round(retryAfterSeconds * 1000) / 1000);
  return {
    status: 429,
    headers: { 'retry-after': String(retryAfter), 'x-ratelimit-global': 'true', 'x-ratelimit-scope': 'global' },
    body: { message, retry_after: retryAfter, global: true },
  };
}
