import type { Logger } from 'pino';

/**
 * Coalesces table updates per channel and spaces them out, so a burst of answers becomes a few
 * edits and a busy channel stays under Discord's per-channel limit (about five messages
 * per five seconds). Each run publishes the latest stored state, so nothing is skipped.
 */
export class TablePublisher {
  private readonly channels = new Map<string, { running: boolean; again: boolean; done: Promise<void>; resolve: () => void }>();
  /** When each channel was last published; entries older than the interval are pruned. */
  private readonly lastAt = new Map<string, number>();

  constructor(private readonly o: { minIntervalMs: number; publish: (channelId: string) => Promise<void>; log: Logger }) {}

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
    do {
      c.again = false;
      const wait = (this.lastAt.get(channelId) ?? 0) + this.o.minIntervalMs - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      try {
        await this.o.publish(channelId);
      } catch (err) {
        this.o.log.error({ err, channelId }, 'publishing the table failed');
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
