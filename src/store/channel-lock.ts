/**
 * A per-key async queue: functions for one key run one at a time in arrival order,
 * different keys run in parallel. A key's entry is dropped as soon as its queue drains,
 * so the map only ever holds keys with work in flight.
 */
export interface KeyedLock {
  run<T>(key: string, fn: () => T | Promise<T>): Promise<T>;
  /** Keys with queued or running work (for tests and diagnostics). */
  busyKeyCount(): number;
}

export function createKeyedLock(): KeyedLock {
  const tails = new Map<string, Promise<void>>();
  return {
    run<T>(key: string, fn: () => T | Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(fn);
      // The queue must keep moving whether fn resolved or threw.
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    busyKeyCount: () => tails.size,
  };
}

const channelLock = createKeyedLock();

/** Runs `fn` when every earlier call for `key` has settled. Not re-entrant: don't nest calls for one key. */
export function withChannelLock<T>(key: string, fn: () => T | Promise<T>): Promise<T> {
  return channelLock.run(key, fn);
}

export function busyChannelLockCount(): number {
  return channelLock.busyKeyCount();
}
