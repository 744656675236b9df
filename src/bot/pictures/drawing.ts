import type { Language } from '../../words/locales';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import type { CardEntry, Option } from '../../engine/types';
import type { GameRecord } from '../../platform/after-game/game-record';
import type { GameModule, Picture, SeatNames } from '../../platform/module';
import type { Result } from '../../engine/result';
import type { Refusal } from '../../platform/words/refusals';
import { modules as shipped } from '../../modules';
import type { DrawJob, DrawnPicture, PictureJob, PictureJobResult } from './job';
import { PictureSlots } from './picture-slots';
import { letHeapsGrow } from './heap-growth';
import { holdPool } from './shared-pool';
import { runJob } from './run-job';

/**
 * Where the bot's pictures are drawn. Drawing and encoding a picture is tens of milliseconds of CPU that would
 * otherwise block the event loop (every click of every server waits behind it), so the shipped games draw on a
 * small pool of worker threads, one per core, at a lower priority than the thread that answers clicks. At most as
 * many pictures are drawn at once as there are threads; the rest wait their turn in `PictureSlots`, where a stale
 * table picture is dropped. A game the workers do not know (a test's toy game) is drawn here, under the same slots.
 *
 * A replay is seconds of drawing, so it has a lane of its own: one replay at a time, on a thread of its own at the
 * lowest priority (the system gives it only what the table pictures and the clicks leave), never in the tables'
 * slots. A table picture asked for while a replay is drawn is not held up by it.
 */
export interface Drawing {
  /**
   * The table picture; null when `wanted` said no by the time a slot was free (a newer state will be drawn).
   * `channel` names the table: through the picture queue a newer state of it replaces an older one still waiting.
   */
  table(mod: GameModule, view: unknown, names?: SeatNames, choices?: readonly Option[], wanted?: () => boolean, channel?: string, language?: Language): Promise<Picture | null>;
  /** One seat's private picture, its texts said in `language` (the seat's own). */
  private(mod: GameModule, view: unknown, names?: SeatNames, choices?: readonly Option[], language?: Language): Promise<Picture | null>;
  /** One card of the game's catalogue; null when the game draws none. */
  card(mod: GameModule, card: CardEntry): Promise<Picture | null>;
  /** A finished game replayed and drawn as an animated GIF, one frame per round, one replay at a time. */
  replay(mod: GameModule, record: GameRecord): Promise<Result<{ gif: Buffer; frames: number }, Refusal>>;
  /** Settles once every drawing thread has loaded the games (the bot is ready only then). */
  ready(): Promise<void>;
  /** Pictures waiting for a slot. */
  queued(): number;
  /** Pictures waiting in the picture queue for a worker process (picture-queue.ts); absent when drawing here only. */
  backlog?(): Promise<PictureBacklog>;
  /** Lets the table threads go (shared-pool.ts keeps them a while for a bot started next) and ends the replay thread. */
  close(): Promise<void>;
}

/** The picture queue's waiting jobs and how long the oldest of them has waited. */
export interface PictureBacklog {
  depth: number;
  oldestMs: number;
}

export interface DrawingOptions {
  /** Worker threads; 0 draws on this thread (still one at a time). Default: the machine's cores. */
  threads?: number;
  /** Told of every job drawn: its game, kind, time on its thread and that thread's id (0: the main thread). */
  onDrawn?: (d: { game: string; kind: 'table' | 'private' | 'card' | 'replay'; ms: number; thread: number }) => void;
  /** Told of every table picture dropped because a newer state of its channel came first. */
  onStale?: () => void;
}

/** Workers yield the CPU to the thread that answers clicks: a click's acknowledgement matters more than a picture. */
const WORKER_NICE = 5;
/** The replay thread yields to everything else: a replay can wait seconds, a table cannot. */
const REPLAY_NICE = 19;
/** The replay thread is let go after this long without a replay (it holds the games' fonts and images). */
const REPLAY_IDLE_MS = 60_000;

/** The built bot runs dist/picture-worker.js; from the sources, the worker registers the TypeScript loader itself. */
function workerFile(): string {
  const built = new URL('./picture-worker.js', import.meta.url);
  return existsSync(fileURLToPath(built)) ? built.href : new URL('./picture-worker-dev.mjs', import.meta.url).href;
}

const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const asPicture = (p: DrawnPicture | null): Picture | null => p && { png: asBuffer(p.png), name: p.name, alt: p.alt };

export function openDrawing(o: DrawingOptions = {}): Drawing {
  const threads = o.threads ?? availableParallelism();
  if (threads > 0) letHeapsGrow();
  const held = threads > 0 ? holdPool({ filename: workerFile(), threads, niceIncrement: WORKER_NICE }) : null;
  const pool = held?.pool ?? null;
  // atomics 'disabled', as for the table pool (shared-pool.ts): a worker must run its finalizers between pictures.
  const replayPool = threads > 0 ? new Piscina<PictureJob, PictureJobResult>({ filename: workerFile(), minThreads: 0, maxThreads: 1, idleTimeout: REPLAY_IDLE_MS, niceIncrement: REPLAY_NICE, atomics: 'disabled' }) : null;
  const slots = new PictureSlots(Math.max(1, threads));
  const replaySlots = new PictureSlots(1);
  const offThread = (mod: GameModule) => pool !== null && shipped.get(mod.engine.id) === mod;

  /** One job, on a worker when it can go there (a replay on its own), else here; its time goes to /metrics. */
  async function run(mod: GameModule, job: DrawJob): Promise<PictureJobResult> {
    const r = offThread(mod) ? await (job.kind === 'replay' ? replayPool! : pool!).run(job) : await runJob(mod, job);
    o.onDrawn?.({ game: job.game, kind: job.kind, ms: r.ms, thread: r.thread });
    return r;
  }

  async function picture(mod: GameModule, job: DrawJob, wanted?: () => boolean): Promise<Picture | null> {
    const r = await slots.run(() => run(mod, job), wanted);
    if (r === null) {
      o.onStale?.();
      return null;
    }
    if (r.kind !== 'picture') throw new Error(`a ${job.kind} job came back as ${r.kind}`);
    return asPicture(r.picture);
  }

  return {
    table: (mod, view, names, choices, wanted, _channel, language) => picture(mod, { kind: 'table', game: mod.engine.id, view, ...(names ? { names } : {}), ...(choices ? { choices } : {}), ...(language ? { language } : {}) }, wanted),
    private: (mod, view, names, choices, language) => picture(mod, { kind: 'private', game: mod.engine.id, view, ...(names ? { names } : {}), ...(choices ? { choices } : {}), ...(language ? { language } : {}) }),
    card: (mod, card) => (mod.renderCard ? picture(mod, { kind: 'card', game: mod.engine.id, card }) : Promise.resolve(null)),
    async replay(mod, record) {
      const r = (await replaySlots.run(() => run(mod, { kind: 'replay', game: mod.engine.id, record })))!;
      if (r.kind !== 'replay') throw new Error(`a replay job came back as ${r.kind}`);
      return r.outcome.ok ? { ok: true, value: { gif: asBuffer(r.outcome.gif), frames: r.outcome.frames } } : r.outcome;
    },
    async ready() {
      // One job per thread, at once: the pool hands each to an idle worker, and each must load the games to answer.
      if (pool) await Promise.all(Array.from({ length: threads }, () => pool.run({ kind: 'warm' })));
    },
    queued: () => slots.queued(),
    async close() {
      held?.release();
      await replayPool?.destroy();
    },
  };
}
