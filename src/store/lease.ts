import { z } from 'zod';
import type { GameStore } from './game-store';

/**
 * A lease on a job no shard owns (the timers of tables with no server, a backfill at start): a doc naming the
 * process that holds it and until when, taken and renewed by the store's compare-and-set, so of several processes
 * over one store only one holds it at a time. A holder that stops renewing loses it when it runs out.
 */
const leaseSchema = z.object({ holder: z.string(), until: z.number() });

/** Takes the lease for `holder` until `nowMs + ttlMs` when it is free, run out or already `holder`'s; true when `holder` holds it now. */
export async function claimLease(store: GameStore, name: string, holder: string, ttlMs: number, nowMs: number): Promise<boolean> {
  const now = await store.updateDoc(`lease:${name}`, (cur) => {
    const l = leaseSchema.safeParse(cur);
    if (l.success && l.data.holder !== holder && l.data.until > nowMs) return undefined;
    return { holder, until: nowMs + ttlMs };
  });
  const l = leaseSchema.safeParse(now);
  return l.success && l.data.holder === holder;
}

/** Gives the lease up when `holder` holds it, so another process may take it at once. */
export async function releaseLease(store: GameStore, name: string, holder: string): Promise<void> {
  await store.updateDoc(`lease:${name}`, (cur) => (leaseSchema.safeParse(cur).data?.holder === holder ? null : undefined));
}

/**
 * Runs `job` only when this process takes the lease `name`, renewing it while the job runs and giving it up after;
 * undefined when another process holds it (and so runs the job).
 */
export async function underLease<T>(store: GameStore, name: string, holder: string, job: () => Promise<T>, ttlMs = 60_000, clock: () => number = Date.now): Promise<T | undefined> {
  if (!(await claimLease(store, name, holder, ttlMs, clock()))) return undefined;
  const renew = setInterval(() => void claimLease(store, name, holder, ttlMs, clock()).catch(() => false), ttlMs / 3);
  renew.unref();
  try {
    return await job();
  } finally {
    clearInterval(renew);
    await releaseLease(store, name, holder).catch(() => undefined);
  }
}
