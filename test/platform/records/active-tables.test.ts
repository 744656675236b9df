import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { silentCourier } from '../../../src/platform/delivery';
import { registry } from '../../../src/platform/module';
import type { Session } from '../../../src/platform/session-schema';
import { TableRunner } from '../../../src/platform/runner/table-runner';
import { openStore, type GameStore } from '../../../src/store/game-store';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { NOW } from '../../fixtures/start-session';
import { startedLanterns } from '../../fixtures/table-helpers';

/**
 * A start resumes the tables that owe something, read from an index kept with the saves, not every record stored:
 * finished games, however many, cost a start nothing. Without an index (a store from before it) the start reads
 * every record once and writes the index; an entry too many (a crash between a save and the index) is dropped.
 */

const stores: GameStore[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

async function storeWith(finished: number): Promise<GameStore> {
  const store = await openStore('sqlite://:memory:', {});
  stores.push(store);
  for (let i = 0; i < finished; i++) {
    const s: Session = { ...startedLanterns(2), channelId: `done${i}`, phase: 'ended', endedReason: 'finished', tableStale: false };
    expect((await store.save({ channelId: s.channelId, guildId: 'g1', game: 'lanterns', schemaVersion: 1, updatedAt: NOW, session: s }, null)).ok).toBe(true);
  }
  return store;
}

/** A process over `store` that counts the records it reads. */
function processOn(store: GameStore): { runner: TableRunner; loads: () => number } {
  let n = 0;
  const counting: GameStore = { ...store, load: (...a) => (n++, store.load(...a)) };
  return { runner: new TableRunner({ store: counting, modules: registry([lanternsModule]), courier: silentCourier, log: pino({ level: 'silent' }), now: () => NOW }), loads: () => n };
}

async function playing(runner: TableRunner, channelId: string): Promise<void> {
  const s: Session = { ...startedLanterns(2), channelId, tableMessageId: `m-${channelId}` };
  expect((await runner.install(s)).ok).toBe(true);
}

describe('platform/active tables', () => {
  it('reads only the tables that owe something at a start, however many finished games are stored', async () => {
    const store = await storeWith(30);
    const first = processOn(store);
    await playing(first.runner, 'live');
    // The first start after the index came in reads every record once, and writes the index.
    expect((await first.runner.resume()).map((s) => s.channelId)).toEqual(['live']);
    const next = processOn(store);
    expect((await next.runner.resume()).map((s) => s.channelId)).toEqual(['live']);
    expect(next.loads()).toBe(1);
  });

  it('takes a game out once it has ended and its table is shown, and puts a new lobby in', async () => {
    const store = await storeWith(0);
    const a = processOn(store);
    await a.runner.resume();
    await playing(a.runner, 'c1');
    expect((await a.runner.end('c1', null, { userId: 'u0', name: 'Ana', canManage: true })).ok).toBe(true);
    const ended = await a.runner.read('c1');
    if (ended.kind !== 'ok') throw new Error(ended.kind);
    // Ended, but its last table not shown yet: a start must still show it.
    expect((await processOn(store).runner.resume())).toEqual([]);
    expect(await store.readDoc('tables:active')).toEqual(['c1']);
    // Shown in the message the table already had: the game is done with.
    expect(ended.session.tableMessageId).not.toBeNull();
    await a.runner.recordShown({ session: ended.session, rev: ended.rev }, ended.session.tableMessageId!);
    expect(await store.readDoc('tables:active')).toEqual([]);
    const lobby = await a.runner.newLobby({ channelId: 'c1', guildId: 'g1', actor: { userId: 'u0', name: 'Ana', canManage: false }, game: 'lanterns', options: {}, timerSeconds: null });
    expect(lobby.ok).toBe(true);
    expect(await store.readDoc('tables:active')).toEqual(['c1']);
  });

  it('drops an entry too many at the next start, and keeps the tables that owe something', async () => {
    const store = await storeWith(3);
    const a = processOn(store);
    await a.runner.resume();
    await playing(a.runner, 'live');
    // As a crash between a save that finished a game and the index's update would leave it.
    await store.updateDoc('tables:active', (ids) => [...(ids as string[]), 'done1']);
    const b = processOn(store);
    expect((await b.runner.resume()).map((s) => s.channelId)).toEqual(['live']);
    expect(await store.readDoc('tables:active')).toEqual(['live']);
  });
});
