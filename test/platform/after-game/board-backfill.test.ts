import { describe, expect, it } from 'vitest';
import { rateEarlierGames } from '../../../src/platform/after-game/board-backfill';
import { recordKey, type GameRecord } from '../../../src/platform/after-game/game-record';
import { keepFinished } from '../../../src/platform/after-game/history';
import { addToBoard, readBoard } from '../../../src/platform/after-game/ratings';
import { finishedStore } from '../../fixtures/finished-store';

const t = finishedStore();

/** A game between u0 and u1 on `guildId`, won by seat `winner`, ended at day `day` of March. */
function game(instance: string, guildId: string, day: number, winner: 0 | 1): GameRecord {
  return {
    instance, game: 'earth', guildId, channelId: 'c1', options: {}, seed: 's', answerLog: '', departed: [], forfeited: [], cooperative: false, startedAt: null, rounds: null,
    players: [{ userId: 'u0', name: 'Ana', control: 'human', aiLevel: null }, { userId: 'u1', name: 'Ben', control: 'human', aiLevel: null }],
    outcome: { kind: 'ranked', winners: [`p${winner}`], scores: { p0: winner === 0 ? 9 : 3, p1: winner === 1 ? 9 : 3 }, summary: '' },
    endedAt: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`, endedReason: 'finished',
  };
}
const keptBefore = (r: GameRecord) => t.store.updateDoc(recordKey(r.guildId, r.instance), () => r);

describe('platform/leaderboards from earlier games', () => {
  it('GIVEN games finished before boards began and one counted as it ended THEN each board holds every game once, in the order they ended', async () => {
    const earlier = [game('a0000001', 'g1', 1, 0), game('a0000002', 'g1', 2, 1), game('a0000003', 'g1', 3, 1), game('a0000004', 'g2', 4, 0)];
    for (const r of earlier) await keptBefore(r);
    const latest = game('a0000005', 'g1', 5, 0);
    await keepFinished(t.store, latest);
    await t.finished.hideFromBoards('g1', ['earth'], 'u1', 'Ben', true);
    expect(await rateEarlierGames(t.store)).toBe(2);
    const expected = readBoard([...earlier.slice(0, 3), latest].reduce<unknown>((b, r) => addToBoard(b, r) ?? b, null));
    const g1 = await t.finished.board('g1', 'earth');
    expect(g1.players.u0!.mu).toBeCloseTo(expected.players.u0!.mu);
    expect(g1.players.u0!.played).toBe(4);
    expect(g1.players.u1!.hidden).toBe(true);
    expect((await t.finished.board('g2', 'earth')).players.u0!.played).toBe(1);
  });

  it('GIVEN a game ended early that someone lost by leaving, counted as it ended THEN the rebuild counts it too, once', async () => {
    await keptBefore(game('a0000001', 'g1', 1, 0));
    await keepFinished(t.store, { ...game('a0000002', 'g1', 2, 0), outcome: null, forfeited: ['u0'], endedReason: 'ended by Ana' });
    expect(await rateEarlierGames(t.store)).toBe(1);
    const g1 = await t.finished.board('g1', 'earth');
    expect(g1.counted.sort()).toEqual(['a0000001', 'a0000002']);
    expect(g1.players.u0!.played).toBe(2);
  });

  it('GIVEN the boards were rebuilt THEN a second run (a restart, another process) adds nothing, and a later game counts once', async () => {
    await keptBefore(game('a0000001', 'g1', 1, 0));
    expect(await rateEarlierGames(t.store)).toBe(1);
    expect(await rateEarlierGames(t.store)).toBe(0);
    await keepFinished(t.store, game('a0000002', 'g1', 2, 0));
    expect((await t.finished.board('g1', 'earth')).players.u0!.played).toBe(2);
  });
});
