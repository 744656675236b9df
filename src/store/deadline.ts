/** The backend did not answer, or answered with an error: the store cannot be used right now. */
export class StoreUnreachableError extends Error {
  override readonly name: string = 'StoreUnreachableError';
}

/**
 * A write the store did not acknowledge in time, and whose fate could not be read back either: it may have landed
 * or not. Nothing may be told as done or as undone; the next read shows which.
 */
export class StoreOutcomeUnknownError extends StoreUnreachableError {
  override readonly name = 'StoreOutcomeUnknownError';
}

/**
 * Runs `work`, rejecting with `onTimeout()` after `ms`. The signal tells work that has
 * not started yet (e.g. still queued behind a lock) that nobody waits for it any more.
 */
export async function withDeadline<T>(
  ms: number,
  onTimeout: () => Error,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(onTimeout());
    }, ms);
  });
  try {
    // race subscribes to `work`, so its late rejection is handled, not an unhandled rejection.
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}
