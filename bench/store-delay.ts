import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { seatNames } from '../src/platform/table/seat-names';
import { openStore, type GameStore } from '../src/store/game-store';
import { goldenFiles, goldenStates } from '../test/render/golden-states';
import { percentile } from './percentile';

/**
 * How long a store read waits while pictures encode. Picture encodes run on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise); a store whose driver queues its reads on that same pool waits behind them.
 * Each row keeps `encodes` PNG encodes of a real table picture in flight the whole time (one starts as one ends)
 * and meanwhile loads a game record of golden-game size, one load at a time, timing each. These are wall times,
 * because the wait in a queue is what is measured; the row with no encodes is the same loads alone.
 */

const CHANNELS = 20;
const READS = Number(process.env.BENCH_STORE_READS ?? 200);

export interface StoreUnderTest {
  name: string;
  open(dir: string): Promise<GameStore>;
}

/** The SQLite store as shipped: its file in `dir`. */
const shippedSqlite: StoreUnderTest = { name: 'sqlite', open: (dir) => openStore(undefined, { sqliteDir: dir, namespace: 'bench' }) };

/** The end of a Vested Interests golden game: the largest table picture and a full-sized record. */
async function sample(): Promise<{ canvas: Canvas; session: unknown }> {
  const golden = goldenStates(goldenFiles('vested-interests')[0]!);
  const end = golden.states.at(-1)!.session;
  const picture = await golden.mod.renderTable(golden.mod.engine.view(end.state, null), seatNames(end));
  const img = await loadImage(picture.png);
  const canvas = createCanvas(img.width, img.height);
  canvas.getContext('2d').drawImage(img, 0, 0);
  return { canvas, session: end };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readsUnder(store: GameStore, canvas: Canvas, encodes: number) {
  let running = true;
  let done = 0;
  const encoders = Array.from({ length: encodes }, async () => {
    while (running) {
      await canvas.encode('png');
      done++;
    }
  });
  // Let the pool fill before the first read.
  if (encodes > 0) await pause(50);
  const ms: number[] = [];
  for (let i = 0; i < READS; i++) {
    const t = performance.now();
    const loaded = await store.load(`c${i % CHANNELS}`);
    ms.push(performance.now() - t);
    if (loaded.kind !== 'ok') throw new Error(`bench record c${i % CHANNELS} read as ${loaded.kind}`);
    // Reads land at varied points of the encodes' progress, not in step with them.
    await pause(i % 7);
  }
  running = false;
  await Promise.all(encoders);
  return { ms, done };
}

export async function measureStoreDelay(stores: readonly StoreUnderTest[] = [shippedSqlite]) {
  const { canvas, session } = await sample();
  const levels = [...new Set([0, 4, os.availableParallelism()])].sort((a, b) => a - b);
  const rows = [];
  for (const s of stores) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hothouse-bench-store-'));
    const store = await s.open(dir);
    try {
      for (let c = 0; c < CHANNELS; c++) {
        const saved = await store.save({ channelId: `c${c}`, guildId: 'g', game: 'vested-interests', schemaVersion: 1, updatedAt: 'bench', session }, null);
        if (!saved.ok) throw new Error(`bench record c${c} not saved: ${saved.error}`);
      }
      for (const encodes of levels) {
        const r = await readsUnder(store, canvas, encodes);
        rows.push({
          store: s.name,
          'encodes at once': encodes,
          reads: r.ms.length,
          'read ms p50': +percentile(r.ms, 0.5).toFixed(2),
          'read ms p99': +percentile(r.ms, 0.99).toFixed(1),
          'read ms max': +Math.max(...r.ms).toFixed(1),
          'encodes done': r.done,
        });
      }
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return rows;
}
