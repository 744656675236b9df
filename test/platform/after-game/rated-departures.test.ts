import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FinishedGames } from '../../../src/platform/after-game/finished-games';
import type { Board } from '../../../src/platform/after-game/ratings';
import type { Actor } from '../../../src/platform/seats/permissions';
import { seatOfUser } from '../../../src/platform/table/seat-names';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import type { Session } from '../../../src/platform/session-schema';
import type { TableRunner } from '../../../src/platform/runner/table-runner';
import { lanterns, type LanternsState } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { RunnerTable } from '../../fixtures/runner-table';
import { say } from '../../../src/words/say';

/**
 * The leaderboard at a game's end, whoever left it and however it ended (README, "/game leaderboard"; docs/house-rules.md):
 * nobody lowers another person's rating or dodges a loss of their own by ending the game, kicking or leaving.
 */
const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const cy: Actor = { userId: 'u2', name: 'Cy', canManage: false };
const mo: Actor = { userId: 'u9', name: 'Mo', canManage: true };
const CH = 'c1';

/** A reply as the person who asked reads it (in English). */
const said = <R extends { ok: boolean }>(r: R): R => (r.ok && 'value' in r && typeof r.value === 'string' ? { ...r, value: say('en', r.value) } : r);

// As in every game of the bot, a kicked seat is played on by an AI: the fixture's rules would take it out instead.
const { removePlayer: _takesOut, ...engine } = lanterns;
const mod = { ...lanternsModule, engine };

let table: RunnerTable;
let runner: TableRunner;

beforeEach(async () => {
  table = await RunnerTable.open({ modules: [mod], now: () => '2026-03-04T05:06:07.000Z', newSeed: () => 'seed-1', newInstance: () => 'rated001' });
  ({ runner } = table);
});
afterEach(() => table.close());

/** Ana's table (she hosts) with `others` seated, started. */
async function started(others: readonly Actor[], o: { rounds?: number; timerSeconds?: number } = {}): Promise<Session> {
  const lobby = await runner.newLobby({ channelId: CH, guildId: 'g1', actor: ana, game: 'lanterns', options: { rounds: o.rounds ?? 1, bidding: false }, timerSeconds: o.timerSeconds ?? null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  for (const x of others) await runner.lobby(CH, lobby.value.instance, x, 'join');
  const r = await runner.lobby(CH, lobby.value.instance, ana, 'start');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function current(): Promise<Session> {
  await runner.aiIdle(CH);
  return table.current(CH);
}

/** The person's seat plays the option `pick` chooses from its open prompt. */
async function play(who: Actor, pick: (values: string[], s: LanternsState) => string = (v) => v[0]!): Promise<Session> {
  const s = await current();
  const p = openPrompts(s, lanterns).find((x) => x.player === seatOfUser(s, who.userId));
  if (!p) throw new Error(`${who.name} owes nothing`);
  const r = await runner.answer(CH, s.instance, who, { prompt: p.id, values: [pick(p.options.map((x) => x.value), s.state as LanternsState)] });
  if (!r.ok) throw new Error(r.error.message);
  return current();
}

/** A whole turn: the person's lowest lantern, on `pile`. */
async function turn(who: Actor, pile: 'left' | 'right' = 'left'): Promise<Session> {
  await play(who);
  return play(who, () => pile);
}

const board = (): Promise<Board> => new FinishedGames(table.store).board('g1', 'lanterns');
const scores = (s: Session) => (s.state as LanternsState).scores;

describe('platform/the leaderboard when someone leaves or ends the game', () => {
  it('GIVEN the host ends the game alone while Ben plays on THEN it is her loss and his gain', async () => {
    await started([ben]);
    await turn(ana);
    expect(said(await runner.end(CH, 'rated001', ana))).toEqual({ ok: true, value: 'The game was ended.' });
    const b = await board();
    expect(b.players.u0!.mu).toBeLessThan(25);
    expect(b.players.u1!.mu).toBeGreaterThan(25);
    expect([b.players.u0!.played, b.players.u1!.played, b.players.u1!.won]).toEqual([1, 1, 0]);
  });

  it('GIVEN a moderator who does not play ends a game THEN it counts for nobody', async () => {
    await started([ben]);
    await turn(ana);
    expect(await runner.end(CH, 'rated001', mo)).toMatchObject({ ok: true });
    expect((await current()).forfeited).toEqual([]);
    expect((await board()).players).toEqual({});
  });

  it('GIVEN every person asks to end THEN it ends by agreement and counts for nobody; one who does not play cannot ask, and Keep playing takes an ask back', async () => {
    await started([ben, cy]);
    expect(await runner.voteToEnd(CH, 'rated001', mo, true)).toMatchObject({ ok: false, error: { code: 'end-not-player' } });
    expect(said(await runner.voteToEnd(CH, 'rated001', ben, true))).toEqual({ ok: true, value: 'You asked to end the game. It ends once Ana and Cy agree too (/game end).' });
    expect(await runner.voteToEnd(CH, 'rated001', cy, true)).toMatchObject({ ok: true });
    expect(said(await runner.voteToEnd(CH, 'rated001', cy, false))).toEqual({ ok: true, value: 'The game goes on: you no longer ask to end it.' });
    expect((await current()).endVotes).toEqual(['u1']);
    expect(await runner.voteToEnd(CH, 'rated001', cy, true)).toMatchObject({ ok: true });
    expect((await current()).phase).toBe('playing');
    // The host's own End the game, once everyone else has asked, is the agreement too: nobody's loss.
    expect(await runner.end(CH, 'rated001', ana)).toMatchObject({ ok: true });
    const s = await current();
    expect([s.phase, say('en', s.endedReason ?? ''), s.forfeited]).toEqual(['ended', "ended by everyone's agreement", []]);
    expect((await board()).players).toEqual({});
  });

  it('GIVEN the host kicks her own seat to an AI just before the end THEN it counts as her loss', async () => {
    await started([ben]);
    await turn(ana);
    expect(await runner.kick(CH, ana, { userId: 'u0' }, null)).toMatchObject({ ok: true });
    const end = await turn(ben, 'right');
    expect(end.phase).toBe('ended');
    const b = await board();
    expect(b.players.u0).toMatchObject({ played: 1, won: 0 });
    expect(b.players.u0!.mu).toBeLessThan(25);
    expect(b.players.u1!.mu).toBeGreaterThan(25);
  });

  it('GIVEN Ben, who does not host, leaves the game by kicking his own seat while winning THEN it is his loss', async () => {
    await started([ben], { rounds: 2 });
    await turn(ana, 'left');
    await play(ben, (v) => v.at(-1)!);
    const s = await play(ben, () => 'left');
    expect(scores(s).p1).toBeGreaterThan(scores(s).p0!);
    expect(await runner.kick(CH, ben, { userId: 'u0' }, null)).toMatchObject({ ok: false, error: { code: 'not-host' } });
    expect(said(await runner.kick(CH, ben, { userId: 'u1' }, null))).toEqual({ ok: true, value: 'That seat is now played by an AI (random).' });
    const end = await turn(ana, 'right');
    expect(end.phase).toBe('ended');
    const b = await board();
    expect(b.players.u1).toMatchObject({ played: 1, won: 0 });
    expect(b.players.u1!.mu).toBeLessThan(b.players.u0!.mu);
  });

  it('GIVEN the host kicks an opponent who is winning THEN the opponent keeps the win', async () => {
    await started([ben], { rounds: 2 });
    await turn(ana, 'left');
    // Ben's highest lantern on Ana's pile scores its number; Ana's second lantern, on the empty pile, scores 1.
    await play(ben, (v) => v.at(-1)!);
    await play(ben, () => 'left');
    const s = await turn(ana, 'right');
    expect(scores(s).p1).toBeGreaterThan(scores(s).p0!);
    expect(await runner.kick(CH, ana, { userId: 'u1' }, null)).toMatchObject({ ok: true });
    const end = await current();
    expect(end.phase).toBe('ended');
    expect(lanterns.outcome(end.state as LanternsState)!.winners).toEqual(['p1']);
    const b = await board();
    expect(b.players.u1).toMatchObject({ played: 1, won: 1 });
    expect(b.players.u1!.mu).toBeGreaterThan(b.players.u0!.mu);
  });

  it('GIVEN a kicked person whose seat does not win THEN the kick costs them nothing: they are left out, and the others are rated', async () => {
    await started([ben, cy]);
    await turn(ana, 'left');
    await turn(ben, 'right');
    expect(await runner.kick(CH, ana, { userId: 'u1' }, null)).toMatchObject({ ok: true });
    const end = await (async () => {
      await play(cy, (v) => v.at(-1)!);
      return play(cy, () => 'left');
    })();
    expect(lanterns.outcome(end.state as LanternsState)!.winners).toEqual(['p2']);
    expect(end.departed).toEqual([{ userId: 'u1', name: 'Ben', seat: 1, how: 'kicked' }]);
    const b = await board();
    expect(Object.keys(b.players).sort()).toEqual(['u0', 'u2']);
    expect(b.players.u2!.mu).toBeGreaterThan(b.players.u0!.mu);
  });

  it('GIVEN the turn timer runs out and the host hands the waiting seat to an AI THEN it is that person\'s loss', async () => {
    await started([ben], { timerSeconds: 60 });
    await turn(ana);
    const s = await current();
    expect(await runner.markTimer(CH, s.instance, 'expiryAsked', s.waitingSince!)).not.toBeNull();
    expect(await runner.expiry(CH, s.instance, ana, 'auto')).toMatchObject({ ok: true });
    const end = await current();
    expect(end.phase).toBe('ended');
    expect(end.departed).toEqual([{ userId: 'u1', name: 'Ben', seat: 1, how: 'timed-out' }]);
    const b = await board();
    expect(b.players.u1).toMatchObject({ played: 1, won: 0 });
    expect(b.players.u1!.mu).toBeLessThan(b.players.u0!.mu);
  });

  it('GIVEN the turn timer runs out and the host ends the game THEN it is the loss of the one it waited on, not the host\'s', async () => {
    await started([ben], { timerSeconds: 60 });
    await turn(ana);
    const s = await current();
    await runner.markTimer(CH, s.instance, 'expiryAsked', s.waitingSince!);
    expect(said(await runner.expiry(CH, s.instance, ana, 'end'))).toEqual({ ok: true, value: 'The game was ended.' });
    expect((await current()).forfeited).toEqual(['u1']);
    const b = await board();
    expect(b.players.u1!.mu).toBeLessThan(25);
    expect(b.players.u0!.mu).toBeGreaterThan(25);
  });

  it('GIVEN a person left and the others then agree to end THEN the leaver keeps the loss, and those who stayed only gain', async () => {
    await started([ben, cy]);
    expect(await runner.kick(CH, ben, { userId: 'u2' }, null)).toMatchObject({ ok: false, error: { code: 'not-host' } });
    expect(await runner.kick(CH, ana, { userId: 'u0' }, null)).toMatchObject({ ok: true });
    // Ben hosts now; the two left at the table agree.
    expect(await runner.voteToEnd(CH, 'rated001', cy, true)).toMatchObject({ ok: true });
    expect(await runner.voteToEnd(CH, 'rated001', ana, true)).toMatchObject({ ok: false, error: { code: 'end-not-player' } });
    expect(said(await runner.voteToEnd(CH, 'rated001', ben, true))).toEqual({ ok: true, value: 'Everyone agreed: the game was ended, and it counts for nobody.' });
    const b = await board();
    expect(b.players.u0).toMatchObject({ played: 1, won: 0 });
    expect(b.players.u0!.mu).toBeLessThan(25);
    expect(b.players.u1!.mu).toBeGreaterThan(25);
    expect(b.players.u2!.mu).toBeCloseTo(b.players.u1!.mu);
  });
});
