import type { Logger } from 'pino';

/**
 * After an uncaught exception the process is in a state nobody planned for (a lock held forever, a half-sent
 * reply), so it logs and exits, and the supervisor (Docker's restart policy, systemd) starts it afresh from the
 * store. A rejected promise nobody awaited is logged and the process goes on: the work it belonged to has
 * already failed on its own path.
 */
export function installProcessGuards(log: Logger, exit: (code: number) => void = (code) => process.exit(code)): { onException: (err: unknown) => void; onRejection: (err: unknown) => void } {
  const onException = (err: unknown) => {
    log.fatal({ err }, 'uncaught exception: exiting so a clean process takes over');
    log.flush?.();
    exit(1);
  };
  const onRejection = (err: unknown) => log.error({ err }, 'unhandled rejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return { onException, onRejection };
}
