/**
 * At most `size` pictures drawn at once, first come first served. A request still waiting when its turn comes
 * asks whether it is still wanted: a table picture that a later change has made stale is then not drawn at all
 * (its channel's publisher draws the newest state instead), so a burst of clicks costs one picture, not one each.
 */
export class PictureSlots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!(Number.isInteger(size) && size >= 1)) throw new RangeError(`picture slots: size must be a positive integer, got ${size}`);
  }

  /** Runs `draw` in a free slot; resolves to null, without drawing, when `wanted` says no once the slot is free. */
  async run<T>(draw: () => Promise<T>, wanted: () => boolean = () => true): Promise<T | null> {
    if (this.busy >= this.size) await new Promise<void>((r) => this.waiting.push(r));
    else this.busy++;
    // The slot is ours here (handed over by release(), or taken above).
    try {
      if (!wanted()) return null;
      return await draw();
    } finally {
      this.release();
    }
  }

  /** Requests waiting for a slot. */
  queued(): number {
    return this.waiting.length;
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy--;
  }
}
