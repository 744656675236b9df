import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActiveTables } from '../../src/platform/records/active-tables';
import type { Session } from '../../src/platform/session-schema';
import { openStore, type GameStore } from '../../src/store/game-store';
import { startedLanterns } from '../fixtures/table-helpers';
import { BACKENDS, tempStoreDir } from './backends';

/**
 * The index of tables that owe something, on every backend: two processes changing it at once lose no change (its
 * doc is a compare-and-set), and a save never begins an index that a start has not written from every record.
 */
const runId = randomBytes(4).toString('hex');
const tempDir = tempStoreDir('hothouse-active-');

const live = (channelId: string): Session => ({ ...startedLanterns(2), channelId });
const done = (channelId: string): Session => ({ ...live(channelId), phase: 'ended', endedReason: 'finished', tableStale: false });

describe.each(BACKENDS)('the index of active tables on $name', ({ name, url }) => {
  let a: GameStore;
  let b: GameStore;
  beforeAll(async () => {
    const namespace = `active-${name}-${runId}`;
    a = await openStore(url, { namespace, sqliteDir: tempDir });
    // @keyv/postgres keeps one pool per process, so there the second writer is the same store.
    b = name === 'postgres' ? a : await openStore(url, { namespace, sqliteDir: tempDir });
  });
  afterAll(async () => {
    await a.clearNamespace();
    await a.close();
    if (b !== a) await b.close();
  });

  it('is not begun by a save, only by a start that read every record, which adds what came meanwhile', async () => {
    const p = new ActiveTables(a);
    await p.beforeSave(live('meanwhile'));
    expect(await a.readDoc('tables:active')).toBeNull();
    expect(await p.read()).toBeNull();
    await p.rebuild(['x1']);
    expect(await b.readDoc('tables:active')).toEqual(['meanwhile', 'x1']);
  });

  it('loses no channel when two processes put channels in and take others out at once', async () => {
    const p = new ActiveTables(a);
    const q = new ActiveTables(b);
    await p.read();
    await q.read();
    const ids = Array.from({ length: 10 }, (_, i) => `c${i}`);
    await Promise.all(ids.map((id, i) => (i % 2 ? p : q).beforeSave(live(id))));
    // Each process takes out the channels it put in whose games are over.
    await Promise.all(ids.filter((_, i) => i % 3 === 0).map((id) => (ids.indexOf(id) % 2 ? p : q).afterSave(done(id))));
    const left = (await new ActiveTables(a).read())!.filter((x) => x.startsWith('c'));
    expect(left).toEqual(ids.filter((_, i) => i % 3 !== 0).sort());
  });
});
