import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import type { GameModule, Picture } from '../../platform/module';
import { modules as shipped } from '../../modules';
import type { Drawing, PictureBacklog } from './drawing';
import { PICTURE_QUEUE, PICTURE_QUEUE_PREFIX, queueConnection, type QueueJob, type QueueResult } from './queue-jobs';

export interface QueueDrawingOptions {
  /** PICTURE_QUEUE_URL: the Redis the picture workers take their jobs from. */
  url: string;
  /** How long a picture waits for a worker before the bot draws it itself. */
  waitMs?: number;
  /** Told of every picture the bot drew itself because no worker answered (or the worker's job failed). */
  onFallback?: (d: { kind: QueueJob['kind']; why: 'timeout' | 'failed' }) => void;
  /** Told of every table picture taken off the queue undrawn because a newer state of its channel came. */
  onStale?: () => void;
}

/** A table waits this long for a worker: a table's picture a few seconds late is still better than none. */
const DEFAULT_WAIT_MS = 5_000;
/** Finished jobs are kept a minute (a bot asking about one still finds it), failed ones ten for the operator. */
const KEEP_DONE = { age: 60, count: 1_000 };
const KEEP_FAILED = { age: 600, count: 1_000 };

type Outcome = { kind: 'done'; result: QueueResult } | { kind: 'failed' } | { kind: 'replaced' };

/**
 * Table and private pictures drawn by picture worker processes (`npm run picture-worker`, on any host) through a
 * BullMQ queue in Redis; cards and replays, and games the workers do not ship, stay on `local`. A table picture is
 * keyed by its channel: a newer state of the channel takes the place of an older one still waiting, so only the
 * newest is drawn (BullMQ's own deduplication replaces only a delayed job, and a table must not wait a delay). A
 * job no worker has answered within `waitMs` (none running, or one killed mid-draw whose job another has not yet
 * taken up) is drawn here on `local`, so no table goes without its picture.
 */
export function openQueueDrawing(local: Drawing, o: QueueDrawingOptions): Drawing {
  const connection = queueConnection(o.url);
  const queue = new Queue<QueueJob, QueueResult>(PICTURE_QUEUE, { connection, prefix: PICTURE_QUEUE_PREFIX });
  const events = new QueueEvents(PICTURE_QUEUE, { connection, prefix: PICTURE_QUEUE_PREFIX });
  const waitMs = o.waitMs ?? DEFAULT_WAIT_MS;
  const waiting = new Map<string, (r: Outcome) => void>();
  /** Each channel's table job still waiting for its answer. */
  const newest = new Map<string, { id: string; added: Promise<void> }>();
  // The error events are logged by whoever waits on them; an unhandled 'error' would end the process.
  queue.on('error', () => undefined);
  events.on('error', () => undefined);
  events.on('completed', ({ jobId, returnvalue }) => waiting.get(jobId)?.({ kind: 'done', result: parseResult(returnvalue) }));
  events.on('failed', ({ jobId }) => waiting.get(jobId)?.({ kind: 'failed' }));
  const listening = events.waitUntilReady();

  async function fetchPng(result: NonNullable<QueueResult>): Promise<Picture | null> {
    const client = await queue.client;
    const png = await client.get(result.key);
    void client.del(result.key).catch(() => undefined);
    return png === null ? null : { png: Buffer.from(png, 'base64'), name: result.name, alt: result.alt };
  }

  /** Removes a job no worker has taken yet; one a worker holds is left to finish. */
  const withdraw = (id: string) => queue.remove(id).catch(() => 0);

  async function remote(mod: GameModule, job: QueueJob, slot?: string): Promise<Picture | null | 'stale'> {
    await listening;
    const id = `${job.kind}-${randomUUID()}`;
    const outcome = new Promise<Outcome>((resolve) => waiting.set(id, resolve));
    const older = slot === undefined ? undefined : newest.get(slot);
    // The older job is withdrawn only once it is in the queue, and this one added only after.
    const added = (async () => {
      if (older) {
        await older.added.catch(() => undefined);
        if ((await withdraw(older.id)) === 1) waiting.get(older.id)?.({ kind: 'replaced' });
      }
      await queue.add(job.kind, job, { jobId: id, removeOnComplete: KEEP_DONE, removeOnFail: KEEP_FAILED, attempts: 2 });
    })();
    if (slot !== undefined) newest.set(slot, { id, added });
    let timer: NodeJS.Timeout | undefined;
    try {
      // Redis unreachable holds the add itself (BullMQ retries without end), so the wait counts from the start.
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), waitMs)));
      const r = await Promise.race([added.then(() => outcome, (): Outcome => ({ kind: 'failed' })), late]);
      if (r === 'late' || r.kind === 'failed') {
        if (r === 'late') await withdraw(id);
        o.onFallback?.({ kind: job.kind, why: r === 'late' ? 'timeout' : 'failed' });
        return drawHere(mod, job);
      }
      if (r.kind === 'replaced') return 'stale';
      if (r.result === null) return null;
      // A PNG gone before it was fetched (Redis restarted, or fetched later than its time to live) is drawn here.
      return (await fetchPng(r.result)) ?? drawHere(mod, job);
    } finally {
      clearTimeout(timer);
      waiting.delete(id);
      if (slot !== undefined && newest.get(slot)?.id === id) newest.delete(slot);
    }
  }

  const drawHere = (mod: GameModule, job: QueueJob) =>
    job.kind === 'table' ? local.table(mod, job.view, job.names, job.choices, undefined, undefined, job.language) : local.private(mod, job.view, job.names, job.choices, job.language);

  const viaQueue = (mod: GameModule) => shipped.get(mod.engine.id) === mod;
  const job = (kind: QueueJob['kind'], mod: GameModule, view: unknown, names?: QueueJob['names'], choices?: QueueJob['choices'], language?: QueueJob['language']): QueueJob =>
    ({ kind, game: mod.engine.id, view, ...(names ? { names } : {}), ...(choices ? { choices } : {}), ...(language ? { language } : {}) });

  return {
    async table(mod, view, names, choices, wanted, channel, language) {
      if (!viaQueue(mod)) return local.table(mod, view, names, choices, wanted, channel, language);
      if (wanted && !wanted()) return local.table(mod, view, names, choices, wanted, channel, language);
      const r = await remote(mod, job('table', mod, view, names, choices, language), channel);
      if (r !== 'stale') return r;
      o.onStale?.();
      return null;
    },
    async private(mod, view, names, choices, language) {
      if (!viaQueue(mod)) return local.private(mod, view, names, choices, language);
      const r = await remote(mod, job('private', mod, view, names, choices, language));
      return r === 'stale' ? null : r;
    },
    card: (mod, card) => local.card(mod, card),
    replay: (mod, record) => local.replay(mod, record),
    ready: () => local.ready(),
    queued: () => local.queued(),
    async backlog(): Promise<PictureBacklog> {
      const [depth, [oldest]] = await Promise.all([queue.getWaitingCount(), queue.getJobs(['wait'], 0, 0, true)]);
      return { depth, oldestMs: oldest ? Math.max(0, Date.now() - oldest.timestamp) : 0 };
    },
    async close() {
      await Promise.allSettled([events.close(), queue.close()]);
      await local.close();
    },
  };
}

function parseResult(raw: unknown): QueueResult {
  const v: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (v === null || typeof v !== 'object') return null;
  const r = v as Record<string, unknown>;
  return typeof r.key === 'string' && typeof r.name === 'string' && typeof r.alt === 'string' ? { key: r.key, name: r.name, alt: r.alt, ms: typeof r.ms === 'number' ? r.ms : 0 } : null;
}
