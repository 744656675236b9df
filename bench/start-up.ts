import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { modules } from '../src/modules';
import { silentCourier } from '../src/platform/delivery';
import type { Session } from '../src/platform/session-schema';
import { TableRunner } from '../src/platform/runner/table-runner';
import { openStore, type GameStore } from '../src/store/game-store';
import { goldenFiles, goldenStates } from '../test/render/golden-states';

/**
 * How long a start takes with N finished games stored beside a few under way (SQLite, as shipped): the first start
 * after the index of active tables came in reads every record once and writes the index; every later start reads
 * only the tables that owe something. Finished games are the end of a Vested Interests golden game (a full-sized
 * record), the games under way its middle.
 */
const ACTIVE = 10;

async function filled(dir: string, finished: number): Promise<GameStore> {
  const golden = goldenStates(goldenFiles('vested-interests')[0]!);
  const end = golden.states.at(-1)!.session;
  const middle = golden.states.find((x) => x.at === 'middle')!.session;
  const store = await openStore(undefined, { sqliteDir: dir, namespace: 'bench' });
  const put = async (s: Session) => {
    const r = await store.save({ channelId: s.channelId, guildId: 'g1', game: s.game, schemaVersion: 1, updatedAt: new Date().toISOString(), session: s }, null);
    if (!r.ok) throw new Error(r.error);
  };
  for (let i = 0; i < finished; i++) await put({ ...end, channelId: `done${i}`, guildId: 'g1', tableStale: false });
  for (let i = 0; i < ACTIVE; i++) await put({ ...middle, channelId: `live${i}`, guildId: 'g1', tableStale: false });
  return store;
}

async function timedStart(store: GameStore): Promise<{ ms: number; resumed: number }> {
  const runner = new TableRunner({ store, modules, courier: silentCourier, log: pino({ level: 'silent' }) });
  const t0 = performance.now();
  const resumed = (await runner.resume()).length;
  const ms = performance.now() - t0;
  for (let i = 0; i < ACTIVE; i++) await runner.aiIdle(`live${i}`);
  return { ms, resumed };
}

export async function measureStartUp(counts: readonly number[]) {
  const rows = [];
  for (const finished of counts) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hh-start-'));
    const store = await filled(dir, finished);
    const first = await timedStart(store);
    const later = await timedStart(store);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
    rows.push({
      'finished games': finished,
      'games under way': ACTIVE,
      'first start, no index yet (ms)': Math.round(first.ms),
      'start with the index (ms)': Math.round(later.ms),
      resumed: later.resumed,
    });
  }
  return rows;
}
