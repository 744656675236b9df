import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../src/platform/session-schema';
import type { TableRunner } from '../../../src/platform/runner/table-runner';
import type { GameStore } from '../../../src/store/game-store';
import { RunnerTable } from '../../fixtures/runner-table';
import { NOW } from '../../fixtures/start-session';
import { startedLanterns } from '../../fixtures/table-helpers';

/**
 * A start resumes the tables that owe something, read from an index kept with the saves, not every record stored:
 * finished games, however many, cost a start nothing. Without an index (a store from before it) the start reads
 * every record once and writes the index; an entry too many (a crash between a save and the index) is dropped.
 */

const tables: RunnerTable[] = [];
afterEach(async () => {
  for (const t of tables.splice(0)) await t.close();
});

async function tableWith(finished: number): Promise<RunnerTable> {
  const t = await RunnerTable.open({ now: () => NOW });
  tables.push(t);
  for (let i = 0; i < finished; i++) {
    const s: Session = { ...startedLanterns(2), channelId: `done${i}`, phase: 'ended', endedReason: 'finished', tableStale: false };
    expect((await t.store.save({ channelId: s.channelId, guildId: 'g1', game: 'lanterns', schemaVersion: 1, updatedAt: NOW, session: s }, null)).ok).toBe(true);
  }
  return t;
}

/** A process over the table's store that counts the records it reads. */
function processOn(t: RunnerTable): { runner: TableRunner; loads: () => number } {
  let n = 0;
  const counting = (store: GameStore): GameStore => ({ ...store, load: (...a) => (n++, store.load(...a)) });
  return { runner: t.another({ wrap: counting }), loads: () => n };
}

async function playing(runner: TableRunner, channelId: string): Promise<void> {
  const s: Session = { ...startedLanterns(2), channelId, tableMessageId: `m-${channelId}` };
  expect((await runner.install(s)).ok).toBe(true);
}

describe('platform/active tables', () => {
  it('reads only the tables that owe something at a start, however many finished games are stored', async () => {
    const t = await tableWith(30);
    const first = processOn(t);
    await playing(first.runner, 'live');
    // The first start after the index came in reads every record once, and writes the index.
    expect((await first.runner.resume()).map((s) => s.channelId)).toEqual(['live']);
    const next = processOn(t);
    expect((await next.runner.resume()).map((s) => s.channelId)).toEqual(['live']);
    expect(next.loads()).toBe(1);
  });

  it('takes a game out once it has ended and its table is shown, and puts a new lobby in', async () => {
    const t = await tableWith(0);
    const { store } = t;
    const a = processOn(t);
    await a.runner.resume();
    await playing(a.runner, 'c1');
    expect((await a.runner.end('c1', null, { userId: 'u0', name: 'Ana', canManage: true })).ok).toBe(true);
    const ended = await a.runner.read('c1');
    if (ended.kind !== 'ok') throw new Error(ended.kind);
    // Ended, but its last table not shown yet: a start must still show it.
    expect((await processOn(t).runner.resume())).toEqual([]);
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
    const t = await tableWith(3);
    const { store } = t;
    const a = processOn(t);
    await a.runner.resume();
    await playing(a.runner, 'live');
    // As a crash between a save that finished a game and the index's update would leave it.
    await store.updateDoc('tables:active', (ids) => [...(ids as string[]), 'done1']);
    const b = processOn(t);
    expect((await b.runner.resume()).map((s) => s.channelId)).toEqual(['live']);
    expect(await store.readDoc('tables:active')).toEqual(['live']);
  });
});
