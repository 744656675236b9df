import type { Logger } from 'pino';
import { withChannelLock } from '../../store/channel-lock';
import type { Courier, DmResult, PrivateUpdate } from '../delivery';
import type { DmTiming } from '../runner-deps';
import type { GameModule } from '../module';
import { owedDms, recordDms } from './private-updates';
import type { Session } from '../session-schema';
import type { TableRecords } from '../records/table-records';

/**
 * The DMs a channel's saved game owes (each seat's `dmOwed`), sent after the change that owed them: the change saves
 * what is owed and lets the channel go; a delivery here reads the record, sends each owed seat its view as it is
 * then, each DM with a time limit, and takes the channel's turn only to record what arrived, on a fresh load, in one
 * save. A failed or timed-out DM stays owed and is tried again later, each seat waiting longer after each failure.
 * A DM is never lost, but one may come twice: when the process stops after it arrived and before it was recorded.
 * The deliveries of one channel run one at a time and coalesce: one asked for while another runs makes one more after
 * it, which sends whatever is owed by then, so a seat is never sent an older view after a newer one. What is owed is
 * in the store, so a restart sends it (the runner's `resume`).
 */

export const DM_TIMING: DmTiming = { timeoutMs: 10_000, retryMs: 15_000, maxRetryMs: 15 * 60_000 };

export class DmOutbox {
  private readonly queued = new Set<string>();
  private readonly again = new Set<string>();
  private readonly waiters: (() => void)[] = [];
  /** Per channel, per seat (seat:user): the failures in a row and when it may be tried again (epoch ms). */
  private readonly failures = new Map<string, Map<string, { n: number; until: number }>>();
  private readonly retries = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly d: { records: TableRecords; courier: Courier; log: Logger; timing: DmTiming }) {}

  /** Asks for a channel's owed DMs to be sent; one delivery queued or running covers it, with one more after it. */
  schedule(channelId: string): void {
    if (this.stopped || this.d.courier.showsPrivate === false) return;
    if (this.queued.has(channelId)) {
      this.again.add(channelId);
      return;
    }
    this.queued.add(channelId);
    setImmediate(() => void this.run(channelId));
  }

  /** Resolves once no delivery is queued or running (a retry waiting for its time is not counted). */
  idle(): Promise<void> {
    if (this.queued.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** No more deliveries or retries from this process; what is still owed stays in the store for the next start. */
  stop(): void {
    this.stopped = true;
    for (const t of this.retries.values()) clearTimeout(t);
    this.retries.clear();
  }

  private async run(channelId: string): Promise<void> {
    try {
      await this.deliver(channelId);
    } catch (err) {
      // The store could not be read or written: what is owed stays owed, and is tried again.
      this.d.log.warn({ err, channelId }, 'DM delivery failed');
      this.wake(channelId, Date.now() + this.d.timing.retryMs);
    }
    this.queued.delete(channelId);
    if (this.again.delete(channelId)) this.schedule(channelId);
    if (this.queued.size > 0) return;
    for (const w of this.waiters.splice(0)) w();
  }

  private async deliver(channelId: string): Promise<void> {
    // Every save writes the whole record at once, so this read needs no lock.
    const g = await this.d.records.load(channelId);
    if (g.kind !== 'ok') return this.forget(channelId);
    const owed = owedDms(g.session, g.mod.engine);
    const failed = this.failures.get(channelId);
    const now = Date.now();
    const due = owed.filter((u) => (failed?.get(seatKey(u))?.until ?? 0) <= now);
    // Each seat is sent one DM at a time (deliveries do not overlap), so the seats' DMs may go out together.
    const results = await Promise.all(due.map(async (update) => ({ update, result: await sendWithin(this.d, g.session, g.mod, update) })));
    const reached = results.filter((r) => r.result !== 'failed');
    if (reached.length)
      await withChannelLock(channelId, async () => {
        const cur = await this.d.records.load(channelId);
        if (cur.kind !== 'ok' || cur.session.instance !== g.session.instance) return;
        const next = recordDms(cur.session, cur.mod.engine, reached);
        if (next !== cur.session) await this.d.records.save(next, cur.rev);
      });
    // A finished game's DMs get one try each; a running game's are retried until they arrive.
    if (g.session.phase !== 'playing') return this.forget(channelId);
    this.retryLater(channelId, results, owed);
  }

  /** Notes this delivery's failures and, while a seat is still owed a DM that failed, sets the channel's next try. */
  private retryLater(channelId: string, results: readonly { update: PrivateUpdate; result: DmResult }[], owed: readonly PrivateUpdate[]): void {
    if (this.stopped) return;
    const failed = this.failures.get(channelId) ?? new Map<string, { n: number; until: number }>();
    const now = Date.now();
    for (const { update, result } of results) {
      const key = seatKey(update);
      if (result !== 'failed') {
        failed.delete(key);
        continue;
      }
      const n = (failed.get(key)?.n ?? 0) + 1;
      failed.set(key, { n, until: now + Math.min(this.d.timing.retryMs * 2 ** (n - 1), this.d.timing.maxRetryMs) });
    }
    // A seat no longer owed (it got its DM another way, or changed hands) waits for nothing.
    const still = new Set(owed.map(seatKey));
    for (const key of failed.keys()) if (!still.has(key)) failed.delete(key);
    if (failed.size === 0) {
      this.forget(channelId);
      return;
    }
    this.failures.set(channelId, failed);
    this.wake(channelId, Math.min(...[...failed.values()].map((f) => f.until)));
  }

  /** The channel's next delivery, at `at` (epoch ms), in place of any set before. */
  private wake(channelId: string, at: number): void {
    if (this.stopped) return;
    clearTimeout(this.retries.get(channelId));
    const t = setTimeout(() => {
      this.retries.delete(channelId);
      this.schedule(channelId);
    }, Math.max(0, at - Date.now()));
    t.unref();
    this.retries.set(channelId, t);
  }

  private forget(channelId: string): void {
    this.failures.delete(channelId);
    clearTimeout(this.retries.get(channelId));
    this.retries.delete(channelId);
  }
}

/** One DM within the time limit; a throw or no answer in time counts as failed (a late answer is then ignored). */
async function sendWithin(d: { courier: Courier; log: Logger; timing: DmTiming }, s: Session, mod: GameModule, u: PrivateUpdate): Promise<DmResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<DmResult>((resolve) => {
    timer = setTimeout(() => {
      d.log.warn({ channelId: s.channelId, userId: u.userId, ms: d.timing.timeoutMs }, 'DM timed out');
      resolve('failed');
    }, d.timing.timeoutMs);
    timer.unref();
  });
  const sent = d.courier.sendPrivate(s, mod, u).catch((err: unknown) => {
    d.log.warn({ err, channelId: s.channelId, userId: u.userId }, 'DM failed');
    return 'failed' as const;
  });
  try {
    return await Promise.race([sent, late]);
  } finally {
    clearTimeout(timer);
  }
}

const seatKey = (u: PrivateUpdate) => `${u.seat}:${u.userId}`;
