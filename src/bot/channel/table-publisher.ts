import type { Logger } from 'pino';

interface PublisherOptions {
  minIntervalMs: number;
  publish: (channelId: string) => Promise<void>;
  log: Logger;
  retryBaseMs?: number;
  maxRetries?: number;
  /** A failure not worth retrying: it stands until someone changes something. */
  final?: (err: unknown) => boolean;
}

/**
 * Coalesces table updates per channel and spaces them out, so a burst of answers becomes a few
 * edits and a busy channel stays under Discord's per-channel limit (about five messages
 * per five seconds). Each run shows the latest change handed to it (channel-tables.ts), so nothing is skipped.
 */
export class TablePublisher {
  private readonly channels = new Map<string, { running: boolean; again: boolean; done: Promise<void>; resolve: () => void }>();
  /** When each channel was last published; entries older than the interval are pruned. */
  private readonly lastAt = new Map<string, number>();

  private readonly o: Required<PublisherOptions>;

  constructor(o: PublisherOptions) {
    this.o = { retryBaseMs: 1000, maxRetries: 5, final: () => false, ...o };
  }

  request(channelId: string): Promise<void> {
    let c = this.channels.get(channelId);
    if (!c) {
      let resolve!: () => void;
      const done = new Promise<void>((r) => (resolve = r));
      c = { running: false, again: false, done, resolve };
      this.channels.set(channelId, c);
    }
    if (c.running) c.again = true;
    else void this.run(channelId);
    return c.done;
  }

  private async run(channelId: string): Promise<void> {
    const c = this.channels.get(channelId)!;
    c.running = true;
    let failures = 0;
    do {
      c.again = false;
      // After a failure, back off (1 s, 2 s, 4 s …) so a table is never left stale by one bad request.
      const backoff = failures ? Math.min(this.o.retryBaseMs * 2 ** (failures - 1), 30_000) : 0;
      const wait = Math.max((this.lastAt.get(channelId) ?? 0) + this.o.minIntervalMs - Date.now(), backoff);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      try {
        await this.o.publish(channelId);
        failures = 0;
      } catch (err) {
        failures++;
        this.o.log.error({ err, channelId, failures }, 'publishing the table failed');
        // A refusal no retry can cure (the bot's permissions taken away) waits for the next change instead.
        if (failures <= this.o.maxRetries && !this.o.final(err)) c.again = true;
      }
      this.lastAt.set(channelId, Date.now());
    } while (c.again);
    this.prune();
    c.running = false;
    this.channels.delete(channelId);
    c.resolve();
  }

  private prune(): void {
    if (this.lastAt.size < 1000) return;
    const old = Date.now() - this.o.minIntervalMs;
    for (const [k, t] of this.lastAt) if (t < old) this.lastAt.delete(k);
  }

  /** Resolves once every requested publication has finished. */
  async idle(): Promise<void> {
    while (this.channels.size) await Promise.all([...this.channels.values()].map((c) => c.done));
  }
}
