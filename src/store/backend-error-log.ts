import type { Logger } from 'pino';
import type { BackendOptions } from './backend';

const REPEAT_WINDOW_MS = 60_000;
const MAX_REMEMBERED = 100;

/**
 * Logs backend errors without ever throwing. A Redis client that is down reports every
 * reconnect attempt, so a message seen in the last minute goes to debug, not warn.
 */
export function backendErrorLogger(logger: Logger | undefined, backendLabel: string): BackendOptions['onError'] {
  const lastWarned = new Map<string, number>();
  return (error, source) => {
    if (logger === undefined) return;
    const message = error instanceof Error ? error.message : String(error);
    const now = Date.now();
    const seen = lastWarned.get(message);
    const repeat = seen !== undefined && now - seen < REPEAT_WINDOW_MS;
    if (!repeat) {
      if (lastWarned.size >= MAX_REMEMBERED) lastWarned.clear();
      lastWarned.set(message, now);
    }
    const fields = { err: error, source, backend: backendLabel };
    if (repeat) logger.debug(fields, 'game store backend error (repeated)');
    else logger.warn(fields, 'game store backend error');
  };
}
