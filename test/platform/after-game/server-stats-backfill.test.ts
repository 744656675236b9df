import { describe, expect, it } from 'vitest';
import { recordKey, type GameRecord } from '../../../src/platform/after-game/game-record';
import { keepFinished } from '../../../src/platform/after-game/history';
import { countEarlierServerGames } from '../../../src/platform/after-game/server-stats-backfill';
import { finishedStore } from '../../fixtures/finished-store';

const t = finishedStore();

/** A Lanterns game between u0 and an AI or u1, won by p0 with `score`, ended at day `day` of March. */
function game(instance: string, guildId: string, day: number, score: number, o: { ai?: boolean; early?: boolean } = {}): GameRecord {
  return {
    instance, game: 'lanterns', guildId, channelId: 'c1', options: {}, seed: 's', answerLog: '', departed: [], forfeited: [], cooperative: false, startedAt: null,
    players: [{ userId: 'u0', name: 'Ana', control: 'human', aiLevel: null }, o.ai ? { userId: 'ai', name: 'Bot', control: 'ai', aiLevel: 'random' } : { userId: 'u1', name: 'Ben', control: 'human', aiLevel: null }],
    outcome: o.early ? null : { kind: 'ranked', winners: ['p0'], scores: { p0: score, p1: 1 }, summary: 'Ana wins.' },
    endedAt: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`, endedReason: o.early ? 'ended by Ana' : 'finished', rounds: null,
  };
}

/** What a build that kept stats only over all servers left behind: the compact record (and the all-server count). */
async function keptBefore(r: GameRecord): Promise<void> {
  await t.store.updateDoc(recordKey(r.guildId, r.instance), () => r);
}

describe('platform/server stats from earlier games', () => {
  it('GIVEN games finished before stats were kept per server THEN each server counts its own, once', async () => {
    await keptBefore(game('a0000001', 'g1', 1, 7));
    await keptBefore(game('a0000002', 'g1', 2, 9, { ai: true }));
    await keptBefore(game('a0000003', 'g2', 3, 4));
    await keptBefore(game('a0000004', 'g1', 4, 20, { early: true }));
    expect(await countEarlierServerGames(t.store)).toBe(4);
    expect((await t.finished.serverStats('g1', 'u0')).games).toEqual({ lanterns: { played: 2, won: 2, best: 9 } });
    expect((await t.finished.serverStats('g1', 'u1')).games).toEqual({ lanterns: { played: 1, won: 0, best: 1 } });
    expect((await t.finished.serverStats('g2', 'u0')).games).toEqual({ lanterns: { played: 1, won: 1, best: 4 } });
    expect((await t.finished.serverStats('g1', 'ai')).games).toEqual({});
    expect(await countEarlierServerGames(t.store)).toBe(0);
    expect((await t.finished.serverStats('g1', 'u0')).games.lanterns!.played).toBe(2);
  });

  it('GIVEN a game counted as it ended THEN the earlier ones are added to it and it is not counted again', async () => {
    await keptBefore(game('a0000001', 'g1', 1, 7));
    await keepFinished(t.store, game('a0000002', 'g1', 2, 12));
    expect((await t.finished.serverStats('g1', 'u0')).games.lanterns).toEqual({ played: 1, won: 1, best: 12 });
    await countEarlierServerGames(t.store);
    expect((await t.finished.serverStats('g1', 'u0')).games.lanterns).toEqual({ played: 2, won: 2, best: 12 });
  });

  it('GIVEN an earlier game whose end is saved again after the count (the sweep) THEN it is counted once', async () => {
    const r = game('a0000001', 'g1', 1, 7);
    await keptBefore(r);
    await countEarlierServerGames(t.store);
    await keepFinished(t.store, r);
    expect((await t.finished.serverStats('g1', 'u0')).games.lanterns).toEqual({ played: 1, won: 1, best: 7 });
  });

  it('GIVEN a second run whose mark was never written (a restart part way) THEN it adds nothing twice', async () => {
    await keptBefore(game('a0000001', 'g1', 1, 7));
    await countEarlierServerGames(t.store);
    await t.store.updateDoc('guildstats:built', () => null);
    await countEarlierServerGames(t.store);
    expect((await t.finished.serverStats('g1', 'u0')).games.lanterns).toEqual({ played: 1, won: 1, best: 7 });
  });
});
