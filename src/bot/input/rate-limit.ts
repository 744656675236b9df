/**
 * A token bucket per user: `burst` commands at once, refilled at `perSecond`. It keeps a user
 * who holds down a key (or a script) from filling the channel queue for everyone else.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly burst = 8, private readonly perSecond = 1, private readonly clock: () => number = Date.now) {}

  /** True when the user may go ahead now. */
  take(userId: string): boolean {
    const now = this.clock();
    const b = this.buckets.get(userId) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.perSecond);
    b.at = now;
    if (b.tokens < 1) {
      this.buckets.set(userId, b);
      return false;
    }
    b.tokens -= 1;
    this.buckets.set(userId, b);
    if (this.buckets.size > 10_000) this.prune(now);
    return true;
  }

  private prune(now: number): void {
    const full = (this.burst / this.perSecond) * 1000;
    for (const [k, b] of this.buckets) if (now - b.at > full) this.buckets.delete(k);
  }
}

/** One bucket per kind of interaction: a fast clicker does not use up someone's slash commands, nor the reverse. */
export interface InteractionLimits {
  commands: RateLimiter;
  /** Buttons and menus: a player answering quick decisions clicks faster than anyone types commands. */
  components: RateLimiter;
  /** Autocomplete fires on every keystroke. */
  autocomplete: RateLimiter;
}

export function defaultLimits(): InteractionLimits {
  return { commands: new RateLimiter(8, 1), components: new RateLimiter(30, 5), autocomplete: new RateLimiter(40, 10) };
}
