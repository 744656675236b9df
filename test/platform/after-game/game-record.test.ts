import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameRecordSchema, recordKey } from '../../../src/platform/after-game/game-record';
import { keepFinished, readHistory, readStats } from '../../../src/platform/after-game/history';
import type { Actor } from '../../../src/platform/seats/permissions';
import { replay } from '../../../src/platform/after-game/replay';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import type { Session } from '../../../src/platform/session-schema';
import type { TableRunner } from '../../../src/platform/runner/table-runner';
import type { GameStore } from '../../../src/store/game-store';
import { lanterns } from '../../fixtures/lanterns';
import { RunnerTable } from '../../fixtures/runner-table';
import { say } from '../../../src/words/say';

const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const CH = 'c1';

/** A reply as the person who asked reads it (in English). */
const said = <R extends { ok: boolean }>(r: R): R => (r.ok && 'value' in r && typeof r.value === 'string' ? { ...r, value: say('en', r.value) } : r);
const ENDED_AT = '2026-03-04T05:06:07.000Z';

let table: RunnerTable;
let store: GameStore;
let runner: TableRunner;
let instances = 0;

beforeEach(async () => {
  table = await RunnerTable.open({ now: () => ENDED_AT, newSeed: () => 'seed-1', newInstance: () => `inst000${instances++}` });
  ({ store, runner } = table);
});
afterEach(() => table.close());

async function started(): Promise<Session> {
  const lobby = await runner.newLobby({ channelId: CH, guildId: 'g1', actor: ana, game: 'lanterns', options: { rounds: 1, bidding: false }, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  await runner.lobby(CH, lobby.value.instance, ben, 'join');
  const r = await runner.lobby(CH, lobby.value.instance, ana, 'start');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays the first option of the first open prompt until the game is over. */
async function playToEnd(s: Session): Promise<Session> {
  let cur = s;
  while (cur.phase === 'playing') {
    const p = openPrompts(cur, lanterns)[0]!;
    const r = await runner.answer(CH, cur.instance, p.player === 'p0' ? ana : ben, { prompt: p.id, values: [p.options[0]!.value] });
    if (!r.ok) throw new Error(r.error.message);
    cur = r.value.session;
  }
  return cur;
}

describe('platform/finished games', () => {
  it('writes the compact record once at the end, with the outcome, the answers and the times', async () => {
    const s = await started();
    expect(await store.readDoc(recordKey('g1', s.instance))).toBeNull();
    const end = await playToEnd(s);
    const rec = gameRecordSchema.parse(await store.readDoc(recordKey('g1', s.instance)));
    const o = lanterns.outcome(end.state as never)!;
    expect(rec).toMatchObject({ game: 'lanterns', guildId: 'g1', channelId: CH, seed: 'seed-1', options: { rounds: 1, bidding: false }, startedAt: ENDED_AT, endedAt: ENDED_AT, endedReason: 'finished' });
    expect(rec.players).toEqual([{ userId: 'u0', name: 'Ana', control: 'human', aiLevel: null }, { userId: 'u1', name: 'Ben', control: 'human', aiLevel: null }]);
    expect(rec.outcome).toEqual({ kind: 'ranked', winners: [...o.winners], scores: { ...o.scores }, summary: o.summary.replace('{p0}', 'Ana').replace('{p1}', 'Ben') });
    expect(rec.answerLog).toEqual(end.answerLog);
    const again = replay(lanterns as never, { seed: rec.seed, options: rec.options, players: 2, log: rec.answerLog });
    expect(again.ok && again.value).toEqual(end.state);
  });

  it('lists the game in the server history and counts it in each player\'s stats once, even when the end is saved again', async () => {
    const end = await playToEnd(await started());
    expect((await runner.status(CH)).ok).toBe(true);
    await keepFinished(store, gameRecordSchema.parse(await store.readDoc(recordKey('g1', end.instance))));
    const history = readHistory(await store.readDoc('history:g1'));
    expect(history.games.map((g) => g.instance)).toEqual([end.instance]);
    const o = lanterns.outcome(end.state as never)!;
    expect(history.games[0]!.seats).toEqual([
      { name: 'Ana', won: o.winners.includes('p0'), score: o.scores!.p0 },
      { name: 'Ben', won: o.winners.includes('p1'), score: o.scores!.p1 },
    ]);
    const stats = readStats(await store.readDoc('stats:u0'));
    expect(stats.games.lanterns).toEqual({ played: 1, won: o.winners.includes('p0') ? 1 : 0, best: o.scores!.p0 });
  });

  it('keeps a game ended by /game end in the history without a result, as the ender\'s loss, and counts it in nobody\'s stats', async () => {
    const s = await started();
    expect(said(await runner.end(CH, s.instance, ana))).toEqual({ ok: true, value: 'The game was ended.' });
    const rec = gameRecordSchema.parse(await store.readDoc(recordKey('g1', s.instance)));
    expect(rec.outcome).toBeNull();
    // Kept packed, said in each reader's language.
    expect(say('en', rec.endedReason)).toBe("ended by Ana without everyone's agreement");
    expect(say('de', rec.endedReason)).toBe('von Ana ohne Zustimmung aller beendet');
    expect(rec.forfeited).toEqual(['u0']);
    const entry = readHistory(await store.readDoc('history:g1')).games[0]!;
    expect([say('en', entry.result), entry.finished]).toEqual(["ended by Ana without everyone's agreement", false]);
    expect(await store.readDoc('stats:u0')).toBeNull();
  });

  it('keeps the newest 50 games of a server', async () => {
    const end = await playToEnd(await started());
    const rec = gameRecordSchema.parse(await store.readDoc(recordKey('g1', end.instance)));
    for (let k = 0; k < 55; k++) await keepFinished(store, { ...rec, instance: `more${k}` });
    const history = readHistory(await store.readDoc('history:g1'));
    expect(history.games).toHaveLength(50);
    expect(history.games[0]!.instance).toBe('more54');
    expect(readStats(await store.readDoc('stats:u1')).games.lanterns?.played).toBe(56);
  });
});
