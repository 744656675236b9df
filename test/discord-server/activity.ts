/**
 * Tracks the bot's REST traffic so tests can wait for it to go quiet: a request in flight or one
 * that finished less than `quietMs` ago means the bot may still be working on something.
 */
export class Activity {
  private inFlight = 0;
  private lastAt = Date.now();
  private nextSeq = 1;
  /** Sequence number of the latest finished non-GET request; tells whether anything was written since a point. */
  latestWriteSeq = 0;

  /** Returns the request's sequence number. */
  begin(): number {
    this.inFlight += 1;
    this.lastAt = Date.now();
    return this.nextSeq++;
  }

  end(seq: number, isWrite: boolean): void {
    this.inFlight -= 1;
    this.lastAt = Date.now();
    if (isWrite) this.latestWriteSeq = Math.max(this.latestWriteSeq, seq);
  }

  quietFor(ms: number): boolean {
    return this.inFlight === 0 && Date.now() - this.lastAt >= ms;
  }

  async idle(quietMs: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.quietFor(quietMs)) {
      if (Date.now() > deadline) throw new Error(`fake Discord: the bot was still busy after ${timeoutMs} ms (${this.inFlight} requests in flight)`);
      await sleep(10);
    }
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
