import type { Logger } from 'pino';
import type { GameStore } from '../../store/game-store';
import { claimLease, releaseLease } from '../../store/lease';

/**
 * Holds a store lease (src/store/lease.ts) for as long as this process runs: renews it every third of its term, and
 * counts it held only until a third of the term before it runs out, so this process stops acting before another
 * could take it. A store that cannot be reached leaves it to run out.
 */
export class LeaseKeeper {
  private heldUntil = 0;
  private handle: NodeJS.Timeout | null = null;

  constructor(
    private readonly d: { store: GameStore; name: string; holder: string; log: Logger },
    private readonly ttlMs = 30_000,
    private readonly clock: () => number = Date.now,
  ) {}

  held(): boolean {
    return this.clock() < this.heldUntil;
  }

  /** Tries to take or renew the lease once; whether it is held now. */
  async renew(): Promise<boolean> {
    const at = this.clock();
    try {
      this.heldUntil = (await claimLease(this.d.store, this.d.name, this.d.holder, this.ttlMs, at)) ? at + (this.ttlMs * 2) / 3 : 0;
    } catch (err) {
      this.d.log.warn({ err, lease: this.d.name }, 'lease not renewed');
    }
    return this.held();
  }

  start(): void {
    void this.renew();
    this.handle ??= setInterval(() => void this.renew(), this.ttlMs / 3);
    this.handle.unref();
  }

  async stop(): Promise<void> {
    if (this.handle) clearInterval(this.handle);
    this.handle = null;
    if (this.heldUntil === 0) return;
    this.heldUntil = 0;
    await releaseLease(this.d.store, this.d.name, this.d.holder).catch(() => undefined);
  }
}
