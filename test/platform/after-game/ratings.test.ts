import { describe, expect, it } from 'vitest';
import { gameRecordSchema, type GameRecord } from '../../../src/platform/after-game/game-record';
import { keepFinished } from '../../../src/platform/after-game/history';
import { addToBoard, RANKED_AFTER, readBoard, setHidden, standings, tablePeople } from '../../../src/platform/after-game/ratings';
import { finishedStore } from '../../fixtures/finished-store';

type Seat = { id: string; ai?: boolean };
let n = 0;

/** A finished competitive game: `seats` in seat order, `scores` by seat, the first of `winners` seats won. */
function ranked(seats: readonly Seat[], scores: readonly number[], winners: readonly number[], o: { guildId?: string; instance?: string; kind?: 'ranked' | 'team' } = {}): GameRecord {
  return {
    instance: o.instance ?? `r${String(n++).padStart(7, '0')}`, game: 'vested-interests', guildId: o.guildId ?? 'g1', channelId: 'c1', options: {}, seed: 's', answerLog: '', departed: [], forfeited: [], cooperative: false, startedAt: null,
    players: seats.map((x) => ({ userId: x.id, name: x.id.toUpperCase(), control: x.ai ? 'ai' : 'human', aiLevel: x.ai ? 'greedy' : null })),
    outcome: { kind: o.kind ?? 'ranked', winners: winners.map((w) => `p${w}`), scores: Object.fromEntries(scores.map((s, i) => [`p${i}`, s])), summary: '' },
    endedAt: '2026-03-01T10:00:00.000Z', endedReason: 'finished', rounds: null,
  };
}

/** A finished co-operative Tipping Point game at `difficulty`, won or lost in `rounds`. */
function coop(seats: readonly Seat[], won: boolean, difficulty: number, rounds: number, day = 1): GameRecord {
  return {
    instance: `t${String(n++).padStart(7, '0')}`, game: 'tipping-point', guildId: 'g1', channelId: 'c1', options: { difficulty }, seed: 's', answerLog: '', departed: [], forfeited: [], cooperative: true, startedAt: null,
    players: seats.map((x) => ({ userId: x.id, name: x.id.toUpperCase(), control: x.ai ? 'ai' : 'human', aiLevel: x.ai ? 'greedy' : null })),
    outcome: { kind: 'team', winners: won ? seats.map((_, i) => `p${i}`) : [], scores: null, summary: '' },
    endedAt: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`, endedReason: 'finished', rounds,
  };
}

const fold = (records: readonly GameRecord[]) => records.reduce<unknown>((b, r) => addToBoard(b, r) ?? b, null);

describe('platform/leaderboard ratings', () => {
  it('GIVEN two people and an AI THEN the winner rises above the loser, the AI is not rated, and places follow scores', () => {
    const b = readBoard(fold([ranked([{ id: 'ana' }, { id: 'ai', ai: true }, { id: 'ben' }, { id: 'cy' }], [9, 12, 4, 6], [0])]));
    expect(Object.keys(b.players).sort()).toEqual(['ana', 'ben', 'cy']);
    const [ana, ben, cy] = [b.players.ana!, b.players.ben!, b.players.cy!];
    expect(ana.mu).toBeGreaterThan(cy.mu);
    expect(cy.mu).toBeGreaterThan(ben.mu);
    expect([ana.won, ben.won, cy.won]).toEqual([1, 0, 0]);
    expect(ana.played).toBe(1);
  });

  it('GIVEN a game counted once THEN counting it again changes nothing', () => {
    const r = ranked([{ id: 'ana' }, { id: 'ben' }], [5, 3], [0]);
    const once = addToBoard(null, r);
    expect(once).toBeDefined();
    expect(addToBoard(once, r)).toBeUndefined();
  });

  it('GIVEN games that rate nobody (one person, ended early, a lost co-op, all tied) THEN the board is left as it was', () => {
    expect(addToBoard(null, ranked([{ id: 'ana' }, { id: 'ai', ai: true }], [5, 3], [0]))).toBeUndefined();
    expect(addToBoard(null, { ...ranked([{ id: 'ana' }, { id: 'ben' }], [5, 3], [0]), outcome: null })).toBeUndefined();
    expect(addToBoard(null, coop([{ id: 'ana' }, { id: 'ben' }], false, 3, 5))).toBeUndefined();
    expect(addToBoard(null, ranked([{ id: 'ana' }, { id: 'ben' }], [0, 0], []))).toBeUndefined();
  });

  it('GIVEN a 2v2 team game THEN both winners rise and both losers fall', () => {
    const b = readBoard(fold([ranked([{ id: 'ana' }, { id: 'ben' }, { id: 'cy' }, { id: 'di' }], [20, 14, 20, 14], [0, 2])]));
    expect(b.players.ana!.mu).toBeCloseTo(b.players.cy!.mu);
    expect(b.players.ana!.mu).toBeGreaterThan(25);
    expect(b.players.ben!.mu).toBeLessThan(25);
  });

  it(`GIVEN fewer than ${RANKED_AFTER} rated games THEN a person is provisional, and ranked from then on by rating`, () => {
    const games = Array.from({ length: RANKED_AFTER }, () => ranked([{ id: 'ana' }, { id: 'ben' }], [5, 3], [0]));
    const before = standings(readBoard(fold(games.slice(0, -1))));
    expect(before.ranked).toEqual([]);
    expect(before.provisional.map((x) => x.userId)).toEqual(['ana', 'ben']);
    const after = standings(readBoard(fold(games)));
    expect(after.ranked.map((x) => x.userId)).toEqual(['ana', 'ben']);
    expect(after.ranked[0]!.rating).toBeGreaterThan(after.ranked[1]!.rating);
  });

  it('GIVEN a person who hid THEN they are left out of the standings and unnamed on won tables, but still rated', () => {
    const games = Array.from({ length: RANKED_AFTER }, () => ranked([{ id: 'ana' }, { id: 'ben' }], [5, 3], [0]));
    const hidden = setHidden(fold(games), 'ana', 'ANA', true);
    expect(hidden).toBeDefined();
    expect(setHidden(hidden, 'ana', 'ANA', true)).toBeUndefined();
    const more = readBoard(addToBoard(hidden, ranked([{ id: 'ana' }, { id: 'ben' }], [5, 3], [0])));
    expect(more.players.ana!.played).toBe(RANKED_AFTER + 1);
    expect(standings(more).ranked.map((x) => x.userId)).toEqual(['ben']);
    const tp = readBoard(addToBoard(setHidden(null, 'ana', 'ANA', true), coop([{ id: 'ana' }, { id: 'ben' }, { id: 'ai', ai: true }], true, 2, 6)));
    expect(tablePeople(tp, tp.tables[0]!)).toEqual({ names: ['BEN'], unnamed: 1 });
    expect(standings(readBoard(setHidden(more, 'ana', 'ANA', false))).ranked.map((x) => x.userId)).toContain('ana');
  });

  it('GIVEN won co-operative tables THEN the hardest comes first, then the fewest rounds, and AI seats are counted', () => {
    const b = readBoard(fold([coop([{ id: 'ana' }], true, 1, 4, 1), coop([{ id: 'ben' }, { id: 'ai', ai: true }], true, 3, 7, 2), coop([{ id: 'cy' }], true, 3, 5, 3), coop([{ id: 'di' }], false, 9, 2, 4)]));
    expect(b.tables.map((t) => [t.difficulty, t.rounds, t.people.map((p) => p.userId)])).toEqual([[3, 5, ['cy']], [3, 7, ['ben']], [1, 4, ['ana']]]);
    expect(b.tables[1]!.ai).toBe(1);
    expect(b.players).toEqual({});
  });
});

describe('platform/leaderboard: who left and how the game ended', () => {
  const strong = () => fold(Array.from({ length: 4 }, () => ranked([{ id: 'ana' }, { id: 'ben' }], [5, 3], [0])));

  it('GIVEN a game ended early where Cy left THEN Cy loses to each who stayed, and neither who stayed loses rating to the other', () => {
    const before = readBoard(strong());
    const early = { ...ranked([{ id: 'ana' }, { id: 'ben' }, { id: 'cy', ai: true }], [0, 0, 0], []), outcome: null, departed: [{ userId: 'cy', name: 'CY', seat: 2, how: 'left' as const }] };
    const b = readBoard(addToBoard(before, early));
    expect(b.players.ana!.mu).toBeGreaterThan(before.players.ana!.mu);
    expect(b.players.ben!.mu).toBeGreaterThan(before.players.ben!.mu);
    expect(b.players.cy!.mu).toBeLessThan(25);
    expect([b.players.ana!.won, b.players.cy!.played]).toEqual([before.players.ana!.won, 1]);
    // Nobody left and nobody ended it alone: an early end counts for nobody.
    expect(addToBoard(before, { ...early, departed: [] })).toBeUndefined();
  });

  it('GIVEN a finished game THEN who left (or ran out of time, or ended it alone) ranks last whatever their seat scored, and a kicked winner keeps the win', () => {
    const r = ranked([{ id: 'ai:seat0', ai: true }, { id: 'ben' }, { id: 'ai:seat2', ai: true }], [9, 5, 7], [0], { instance: 'k0000001' });
    const left = readBoard(addToBoard(null, { ...r, departed: [{ userId: 'ana', name: 'ANA', seat: 0, how: 'left' }] }));
    expect(left.players.ana).toMatchObject({ played: 1, won: 0 });
    expect(left.players.ana!.mu).toBeLessThan(left.players.ben!.mu);
    const kicked = readBoard(addToBoard(null, { ...r, departed: [{ userId: 'ana', name: 'ANA', seat: 0, how: 'kicked' }, { userId: 'cy', name: 'CY', seat: 2, how: 'timed-out' }] }));
    expect(kicked.players.ana).toMatchObject({ played: 1, won: 1 });
    expect(kicked.players.cy!.mu).toBeLessThan(kicked.players.ben!.mu);
    expect(kicked.players.ben!.mu).toBeLessThan(kicked.players.ana!.mu);
    // Ben ended it alone at the last moment: his seat's score does not help him.
    const ended = readBoard(addToBoard(null, { ...ranked([{ id: 'ana' }, { id: 'ben' }], [1, 9], [1]), forfeited: ['ben'] }));
    expect(ended.players.ben!.mu).toBeLessThan(ended.players.ana!.mu);
  });

  it('GIVEN a won co-operative table THEN who left is not named on it and who was kicked is; one ended early rates nobody', () => {
    const won = { ...coop([{ id: 'ai:seat0', ai: true }, { id: 'ben' }, { id: 'ai:seat2', ai: true }], true, 2, 6), departed: [{ userId: 'ana', name: 'ANA', seat: 0, how: 'left' as const }, { userId: 'cy', name: 'CY', seat: 2, how: 'kicked' as const }] };
    const b = readBoard(addToBoard(null, won));
    expect(b.tables[0]!.people.map((p) => p.userId)).toEqual(['ben', 'cy']);
    expect(b.tables[0]!.ai).toBe(1);
    expect(addToBoard(null, { ...coop([{ id: 'ana' }, { id: 'ben' }], false, 2, 3), outcome: null, forfeited: ['ana'] })).toBeUndefined();
  });

  it('GIVEN a record kept before departures were THEN it reads with nobody departed, and counts as it did', () => {
    const { departed: _d, forfeited: _f, cooperative: _c, ...old } = ranked([{ id: 'ana' }, { id: 'ben' }], [5, 3], [0]);
    const r = gameRecordSchema.parse(old);
    expect([r.departed, r.forfeited, r.cooperative]).toEqual([[], [], false]);
    expect(readBoard(addToBoard(null, r)).players.ana!.won).toBe(1);
  });
});

describe('platform/leaderboard kept with finished games', () => {
  const t = finishedStore();

  it('GIVEN games on two servers, one kept twice THEN each server rates its own, once', async () => {
    const here = ranked([{ id: 'ana' }, { id: 'ben' }], [5, 3], [0], { guildId: 'g1' });
    await keepFinished(t.store, here);
    await keepFinished(t.store, here);
    await keepFinished(t.store, ranked([{ id: 'ana' }, { id: 'ben' }], [1, 3], [1], { guildId: 'g2' }));
    const g1 = await t.finished.board('g1', 'vested-interests');
    const g2 = await t.finished.board('g2', 'vested-interests');
    expect(g1.players.ana!.played).toBe(1);
    expect(g1.players.ana!.mu).toBeGreaterThan(g1.players.ben!.mu);
    expect(g2.players.ben!.mu).toBeGreaterThan(g2.players.ana!.mu);
    expect((await t.finished.board('g1', 'earth')).players).toEqual({});
  });

  it('GIVEN a person hides THEN every game\'s board of that server hides them, and no other server\'s', async () => {
    await keepFinished(t.store, ranked([{ id: 'ana' }, { id: 'ben' }], [5, 3], [0], { guildId: 'g1' }));
    await keepFinished(t.store, ranked([{ id: 'ana' }, { id: 'ben' }], [5, 3], [0], { guildId: 'g2' }));
    expect(await t.finished.hideFromBoards('g1', ['vested-interests', 'earth'], 'ana', 'Ana', true)).toBe(true);
    expect(await t.finished.hideFromBoards('g1', ['vested-interests', 'earth'], 'ana', 'Ana', true)).toBe(false);
    expect((await t.finished.board('g1', 'vested-interests')).players.ana!.hidden).toBe(true);
    expect((await t.finished.board('g1', 'earth')).players.ana!.hidden).toBe(true);
    expect((await t.finished.board('g2', 'vested-interests')).players.ana!.hidden).toBe(false);
  });
});
