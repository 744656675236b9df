import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { availableParallelism } from 'node:os';
import type { Picture } from '../platform/module';
import { modules } from '../modules';
import { openDrawing } from '../bot/pictures/drawing';
import { PICTURE_QUEUE, PICTURE_QUEUE_PREFIX, PNG_TTL_SECONDS, pngKey, queueConnection, type QueueJob, type QueueResult } from '../bot/pictures/queue-jobs';

export interface PictureWorkerOptions {
  url: string;
  /** Drawing threads, and so pictures drawn at once. Default: the machine's cores. */
  threads?: number;
  /**
   * How long a job is held without its worker renewing its lock (every half of it) before another worker takes it
   * up: a killed worker's table waits about this long, so it is a few seconds, well above any one picture's time.
   */
  lockMs?: number;
  /** Draws a job; the shipped games' renderers on this process's threads unless told (a test holds a draw). */
  draw?: (job: QueueJob) => Promise<Picture | null>;
  onDrawn?: (d: { id: string; kind: QueueJob['kind']; game: string; ms: number }) => void;
  onError?: (err: Error) => void;
}

export interface PictureWorker {
  /** Settles once the drawing threads have loaded the games and the worker is taking jobs. */
  ready: Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_LOCK_MS = 4_000;

/**
 * A picture worker process's one job: take table and private pictures off the picture queue (picture-queue.ts in the
 * bot), draw them with the same renderers and threads the bot uses, and put the PNG where the bot fetches it. A job
 * whose worker dies mid-draw stops having its lock renewed; the next stalled-job check of any worker puts it back
 * in the queue for another to draw (twice at most, then it fails and the bot draws it itself).
 */
export function startPictureWorker(o: PictureWorkerOptions): PictureWorker {
  const threads = o.threads ?? availableParallelism();
  const drawing = o.draw ? null : openDrawing({ threads });
  const draw =
    o.draw ??
    ((job: QueueJob) => {
      const mod = modules.get(job.game);
      if (!mod) throw new UnrecoverableError(`the picture worker has no game ${JSON.stringify(job.game)}`);
      return job.kind === 'table' ? drawing!.table(mod, job.view, job.names, job.choices, undefined, undefined, job.language) : drawing!.private(mod, job.view, job.names, job.choices, job.language);
    });
  const lockMs = o.lockMs ?? DEFAULT_LOCK_MS;
  const worker = new Worker<QueueJob, QueueResult>(
    PICTURE_QUEUE,
    async (job: Job<QueueJob, QueueResult>) => {
      const t = performance.now();
      const picture = await draw(job.data);
      const ms = performance.now() - t;
      o.onDrawn?.({ id: job.id!, kind: job.data.kind, game: job.data.game, ms });
      if (!picture) return null;
      const key = pngKey(job.id!);
      await (await worker.client).set(key, picture.png.toString('base64'), { EX: PNG_TTL_SECONDS });
      return { key, name: picture.name, alt: picture.alt, ms };
    },
    {
      connection: queueConnection(o.url),
      prefix: PICTURE_QUEUE_PREFIX,
      concurrency: Math.max(1, threads),
      autorun: false,
      lockDuration: lockMs,
      stalledInterval: lockMs,
      maxStalledCount: 2,
    },
  );
  worker.on('error', (err) => o.onError?.(err));
  const ready = (async () => {
    await drawing?.ready();
    await worker.waitUntilReady();
    void worker.run().catch((err: unknown) => o.onError?.(err instanceof Error ? err : new Error(String(err))));
  })();
  return {
    ready,
    async close() {
      await worker.close();
      await drawing?.close();
    },
  };
}
