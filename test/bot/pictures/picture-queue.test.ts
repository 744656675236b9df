import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMetrics, recordPictureBacklog } from '../../../src/bot/ops/metrics';
import { botHealth } from '../../../src/bot/ops/ops-server';
import { openDrawing } from '../../../src/bot/pictures/drawing';
import { openQueueDrawing } from '../../../src/bot/pictures/picture-queue';
import { PICTURE_QUEUE, PICTURE_QUEUE_PREFIX, queueConnection } from '../../../src/bot/pictures/queue-jobs';
import { modules } from '../../../src/modules';
import { seatNames } from '../../../src/platform/table/seat-names';
import { startSession } from '../../fixtures/start-session';

/** A Redis database of this file's own: the store tests use 0, the end-to-end tests 7, 12 and 15. */
const URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/13`;
const root = path.resolve(import.meta.dirname, '../../..');
const earth = modules.get('earth')!;
const here = openDrawing({ threads: 0 });
const admin = new Queue(PICTURE_QUEUE, { connection: queueConnection(URL), prefix: PICTURE_QUEUE_PREFIX });
afterAll(async () => {
  await admin.obliterate({ force: true });
  await admin.close();
  await here.close();
});

const table = (seed: string) => {
  const s = startSession(earth, 3, seed);
  return { view: earth.engine.view(s.state, null), names: seatNames(s) };
};

interface WorkerProcess {
  child: ChildProcess;
  lines: string[];
  /** Resolves at the first line of its output that `match` accepts. */
  saw(match: (line: string) => boolean): Promise<string>;
}

const started: ChildProcess[] = [];

/** `npm run picture-worker` itself, or (hold) the test's worker that takes a job and never finishes it. */
function startWorker(kind: 'npm-script' | 'hold'): WorkerProcess {
  const file = kind === 'hold' ? 'test/bot/pictures/queue-worker-process.ts' : 'src/picture-worker/main.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: root,
    env: { ...process.env, PICTURE_QUEUE_URL: URL, PICTURE_THREADS: '1', LOG_LEVEL: 'debug', NODE_ENV: 'production', HOLD: kind === 'hold' ? '1' : '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  const lines: string[] = [];
  const watchers: { match: (l: string) => boolean; resolve: (l: string) => void }[] = [];
  let buf = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buf += chunk.toString();
    const parts = buf.split('\n');
    buf = parts.pop()!;
    for (const line of parts) {
      lines.push(line);
      for (const w of watchers.filter((x) => x.match(line))) w.resolve(line);
    }
  });
  return {
    child,
    lines,
    saw: (match) => {
      const seen = lines.find(match);
      return seen !== undefined ? Promise.resolve(seen) : new Promise((resolve) => watchers.push({ match, resolve }));
    },
  };
}

const isReady = (l: string) => l === 'ready' || l.includes('picture worker taking jobs');
/** The ids of the jobs a worker says it drew. */
const drawnIds = (w: WorkerProcess) => w.lines.flatMap((l) => /"id":"([^"]+)".*"msg":"picture drawn"/.exec(l)?.[1] ?? /^drawn (\S+)/.exec(l)?.[1] ?? []);

describe('bot/pictures: the picture queue in Redis', () => {
  beforeEach(async () => {
    await admin.obliterate({ force: true });
  });
  afterEach(() => {
    for (const c of started.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });

  it('GIVEN a picture worker process THEN it draws the table, and the PNG is the one the bot would draw itself', async () => {
    const worker = startWorker('npm-script');
    const fallbacks: unknown[] = [];
    const q = openQueueDrawing(openDrawing({ threads: 0 }), { url: URL, waitMs: 60_000, onFallback: (d) => fallbacks.push(d) });
    try {
      await worker.saw(isReady);
      const t = table('queue-a');
      const [viaQueue, local] = await Promise.all([q.table(earth, t.view, t.names, undefined, undefined, 'chan-a'), here.table(earth, t.view, t.names)]);
      expect(viaQueue!.png.equals(local!.png)).toBe(true);
      expect(viaQueue!.alt).toBe(local!.alt);
      expect(drawnIds(worker)).toHaveLength(1);
      // A seat's private picture (its panel, its DM) goes the same way.
      const seat = startSession(earth, 3, 'queue-a');
      const mine = earth.engine.view(seat.state, 'p0');
      const [privateViaQueue, privateLocal] = await Promise.all([q.private(earth, mine, t.names), here.private(earth, mine, t.names)]);
      expect(privateViaQueue!.png.equals(privateLocal!.png)).toBe(true);
      expect(drawnIds(worker)).toHaveLength(2);
      expect(fallbacks).toEqual([]);
    } finally {
      await q.close();
    }
  });

  it('GIVEN two states of one table queued before any worker runs THEN only the newest is drawn', async () => {
    const fallbacks: unknown[] = [];
    let stale = 0;
    const q = openQueueDrawing(openDrawing({ threads: 0 }), { url: URL, waitMs: 60_000, onFallback: (d) => fallbacks.push(d), onStale: () => stale++ });
    try {
      const older = table('queue-b-older');
      const newer = table('queue-b-newer');
      const first = q.table(earth, older.view, older.names, undefined, undefined, 'chan-b');
      const second = q.table(earth, newer.view, newer.names, undefined, undefined, 'chan-b');
      // The older state is dropped from the queue before any worker saw it.
      expect(await first).toBeNull();
      expect(stale).toBe(1);
      expect(await admin.getWaitingCount()).toBe(1);
      // The operator sees it waiting: its depth and age on /metrics and in /healthz's detail.
      await new Promise((r) => setTimeout(r, 50));
      const metrics = createMetrics({ defaults: false });
      await recordPictureBacklog(metrics, q.backlog!);
      const text = await metrics.registry.metrics();
      expect(text).toContain('hothouse_picture_queue_depth 1');
      expect(Number(/^hothouse_picture_queue_oldest_seconds (\S+)$/m.exec(text)![1])).toBeGreaterThanOrEqual(0.05);
      const health = await botHealth({ client: { isReady: () => true, ws: { ping: 20 } }, shards: { ids: [0], count: 1 }, ctx: { drawing: q } }, { ping: async () => undefined });
      expect(health.detail.pictureQueue).toEqual({ depth: 1, oldestSeconds: expect.any(Number) });
      const worker = startWorker('npm-script');
      const picture = await second;
      const local = await here.table(earth, newer.view, newer.names);
      expect(picture!.png.equals(local!.png)).toBe(true);
      expect(drawnIds(worker)).toHaveLength(1);
      expect(fallbacks).toEqual([]);
    } finally {
      await q.close();
    }
  });

  it('GIVEN the worker killed mid-draw THEN a second worker takes its job up and the table gets its picture', async () => {
    const doomed = startWorker('hold');
    const fallbacks: unknown[] = [];
    const q = openQueueDrawing(openDrawing({ threads: 0 }), { url: URL, waitMs: 60_000, onFallback: (d) => fallbacks.push(d) });
    try {
      await doomed.saw(isReady);
      const t = table('queue-c');
      const picture = q.table(earth, t.view, t.names, undefined, undefined, 'chan-c');
      await doomed.saw((l) => l === 'drawing');
      // The rescuer is up before the kill: what is timed below is the job's lock running out, not a process starting.
      const rescuer = startWorker('npm-script');
      await rescuer.saw(isReady);
      doomed.child.kill('SIGKILL');
      const killed = Date.now();
      const local = await here.table(earth, t.view, t.names);
      expect((await picture)!.png.equals(local!.png)).toBe(true);
      // Taken up within seconds of its worker's last lock (4 s), not BullMQ's default of 30 s.
      expect(Date.now() - killed).toBeLessThan(20_000);
      expect(drawnIds(rescuer)).toHaveLength(1);
      expect(fallbacks).toEqual([]);
    } finally {
      await q.close();
    }
  });

  it('GIVEN the worker killed mid-draw and no other running THEN the bot draws the table itself once its wait is over', async () => {
    const doomed = startWorker('hold');
    const fallbacks: unknown[] = [];
    const q = openQueueDrawing(openDrawing({ threads: 0 }), { url: URL, waitMs: 2_000, onFallback: (d) => fallbacks.push(d) });
    try {
      await doomed.saw(isReady);
      const t = table('queue-d');
      const picture = q.table(earth, t.view, t.names, undefined, undefined, 'chan-d');
      await doomed.saw((l) => l === 'drawing');
      doomed.child.kill('SIGKILL');
      const local = await here.table(earth, t.view, t.names);
      expect((await picture)!.png.equals(local!.png)).toBe(true);
      expect(fallbacks).toEqual([{ kind: 'table', why: 'timeout' }]);
    } finally {
      await q.close();
    }
  });
});
