import type { AiPolicy } from '../../engine/ai-policy';
import type { AnyEngine } from '../../engine/types';
import { settleSeatsUpTo } from '../seats/auto-aside';
import type { SettleSlice } from '../table/auto-seats';
import type { Session } from '../session-schema';

/**
 * The table's own moves, played after the change that caused them: a change settles at most one slice of AI and
 * auto decisions before it is saved and answered, and the rest are played here, one slice per turn of the event
 * loop, so a table of AI seats playing a whole game never holds the process. At most one continuation per channel
 * is queued at a time; each slice takes the channel's turn like any click, so clicks and slices keep their order.
 */

/** At most this many AI and auto decisions in one slice. */
export const AI_SLICE_DECISIONS = 8;
/** A slice takes no further decision once it has run this long, so the event loop is given back within tens of ms. */
const AI_SLICE_MS = 10;

export class AiRunner {
  private readonly queued = new Set<string>();
  private readonly again = new Set<string>();
  private readonly waiters = new Map<string, (() => void)[]>();

  /** `slice` plays one slice on a channel under its lock and says whether more are owed. */
  constructor(
    private readonly slice: (channelId: string) => Promise<boolean>,
    private readonly failed: (channelId: string, e: unknown) => void,
  ) {}

  /** Asks for a continuation on a channel; one already queued or running covers it. */
  schedule(channelId: string): void {
    if (this.queued.has(channelId)) {
      this.again.add(channelId);
      return;
    }
    this.queued.add(channelId);
    setImmediate(() => void this.run(channelId));
  }

  /** Resolves once the channel owes no AI moves that this runner knows of. */
  idle(channelId: string): Promise<void> {
    if (!this.queued.has(channelId)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.set(channelId, [...(this.waiters.get(channelId) ?? []), resolve]));
  }

  private async run(channelId: string): Promise<void> {
    let more = false;
    try {
      more = await this.slice(channelId);
    } catch (e) {
      this.failed(channelId, e);
    }
    this.queued.delete(channelId);
    const rerun = this.again.delete(channelId);
    if (more || rerun) return this.schedule(channelId);
    const waiting = this.waiters.get(channelId) ?? [];
    this.waiters.delete(channelId);
    for (const w of waiting) w();
  }
}

/**
 * The table's own decisions one at a time, until none is owed, `maxSteps` are made or the slice has run AI_SLICE_MS
 * (`maxSteps` Infinity: all of them at once). Which decisions are made does not depend on where a slice ends, only
 * when they are played.
 */
export function settleSlice(s: Session, engine: AnyEngine, now: string, levels: readonly AiPolicy[], maxSteps: number): SettleSlice {
  if (maxSteps === Infinity) return settleSeatsUpTo(s, engine, now, levels, Infinity);
  const t0 = performance.now();
  let r: SettleSlice = { session: s, steps: 0, owed: true };
  // The first decision is made whatever the clock says: a slice that made none would end the AIs' moves for good.
  while (r.owed && r.steps < maxSteps && (r.steps === 0 || performance.now() - t0 < AI_SLICE_MS)) {
    const next = settleSeatsUpTo(r.session, engine, now, levels, 1);
    r = { session: next.session, steps: r.steps + next.steps, owed: next.owed };
  }
  return r;
}
