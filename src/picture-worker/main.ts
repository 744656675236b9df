import { z } from 'zod';
import { createLogger } from '../bot/ops/logger';
import { startPictureWorker } from './queue-worker';

/**
 * `npm run picture-worker` (`dist/picture-queue-worker.js`): a process that draws the bot's table and private
 * pictures off the picture queue, on as many hosts as the drawing needs (the README's "Running on several machines").
 */
const config = z
  .object({
    PICTURE_QUEUE_URL: z.string({ error: 'PICTURE_QUEUE_URL is required: the redis:// URL the bot queues its pictures in' }),
    PICTURE_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== '')));
const log = createLogger(config.LOG_LEVEL).child({ process: 'picture-worker' });
const worker = startPictureWorker({
  url: config.PICTURE_QUEUE_URL,
  ...(config.PICTURE_THREADS !== undefined ? { threads: config.PICTURE_THREADS } : {}),
  onDrawn: (d) => log.debug(d, 'picture drawn'),
  onError: (err) => log.error({ err }, 'picture queue error'),
});
await worker.ready;
log.info({ threads: config.PICTURE_THREADS ?? 'one per core' }, 'picture worker taking jobs');
const stop = (signal: string) => {
  log.info({ signal }, 'picture worker stopping');
  void worker.close().then(() => process.exit(0));
};
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
