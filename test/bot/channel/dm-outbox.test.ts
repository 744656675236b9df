import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import type { DmTiming } from '../../../src/platform/runner-deps';
import type { Actor } from '../../../src/platform/seats/permissions';
import type { Session } from '../../../src/platform/session-schema';
import type { GameStore } from '../../../src/store/game-store';
import { FakeIO } from '../../fixtures/fake-io';
import { lanterns } from '../../fixtures/lanterns';
import { BotTable } from '../../fixtures/bot-table';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { payloadText } from '../../fixtures/payload-text';
import { say } from '../../../src/words/say';

/** A runner's words as an English reader reads them. */
const inEnglish = <E>(r: { ok: true; value: string } | { ok: false; error: E }) => (r.ok ? { ok: true, value: say('en', r.value) } : r);

/**
 * DMs leave from an outbox kept in the stored game: a change saves which seats it owes a DM and lets the channel
 * go; the DMs follow, each with a time limit, and what became of them is saved afterwards. So a crash between the
 * save and the DM loses nothing, and a slow or hanging DM route holds up no click or command of its channel.
 */

const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const CH = '100';
const START = 'Your game of Lanterns has started.';
const DEALT = 'You were dealt something new.';

let botTable: BotTable;
let store: GameStore;
const contexts: BotContext[] = [];

/** A bot's context over the one store, as a process started on it would have; `timing` shortens the DM waits. */
function bot(io: FakeIO, timing: Partial<DmTiming> = { timeoutMs: 5000, retryMs: 50, maxRetryMs: 200 }): BotContext {
  const ctx = botTable.context({ io, dmTiming: timing });
  contexts.push(ctx);
  return ctx;
}

beforeEach(async () => {
  botTable = await BotTable.open({ onDisk: 'hh-dm-', newSeed: () => 'seed-1', newInstance: () => 'inst0001' });
  ({ store } = botTable);
});
afterEach(async () => {
  for (const ctx of contexts.splice(0)) {
    ctx.runner.outbox.stop();
    await ctx.tables.idle();
  }
  await botTable.close();
});

async function start(ctx: BotContext, players: Actor[] = [ana, ben], options: Record<string, unknown> = { rounds: 1 }): Promise<void> {
  const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: players[0]!, game: 'lanterns', options, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  for (const p of players.slice(1)) expect((await ctx.runner.lobby(CH, 'inst0001', p, 'join')).ok).toBe(true);
  const r = await ctx.runner.lobby(CH, 'inst0001', players[0]!, 'start');
  if (!r.ok) throw new Error(r.error.message);
}

async function stored(): Promise<Session> {
  const r = await store.load(CH);
  if (r.kind !== 'ok') throw new Error(r.kind);
  return r.record.session as Session;
}

/** Answers the first open prompt (its first option) as whoever owes it. */
async function click(ctx: BotContext): Promise<void> {
  const s = await stored();
  const p = openPrompts(s, lanterns)[0]!;
  const who = s.seats[Number(p.player.slice(1))]!;
  const r = await ctx.runner.answer(CH, 'inst0001', { userId: who.userId, name: who.name, canManage: false }, { prompt: p.id, values: [p.options[0]!.value] });
  if (!r.ok) throw new Error(r.error.message);
}

const dmsTo = (io: FakeIO, userId: string) => io.dms.filter((d) => d.userId === userId).map((d) => payloadText(d.payload).split('\n')[0]);
const handIn = (d: FakeIO['dms'][number]) => /Your hand: ([\d ]*)/.exec(payloadText(d.payload))?.[1];
const handOf = (s: Session, seat: string) => ((s.state as { hands: Record<string, number[]> }).hands[seat] ?? []).join(' ');

describe('bot/DM outbox', () => {
  it.each([
    // Ben's DM fails (Discord refuses it); the process stops before its retry.
    ['a DM that failed', ['u1'], (io: FakeIO) => io.failingDms.add('u1')],
    // The process stops after the start was saved, while its DMs are on their way: none went out.
    ['a process stopped between the save and the DMs', ['u0', 'u1'], (io: FakeIO) => (io.hungDms.add('u0'), io.hungDms.add('u1'))],
  ])('sends on the next start, exactly once, a DM the last process saved as owed: %s', async (_, owed, fault) => {
    const first = new FakeIO();
    fault(first);
    const before = bot(first, { timeoutMs: 10_000 });
    await start(before);
    await vi.waitFor(() => expect(first.dms.length).toBe(2 - owed.length));
    if (owed.length < 2) await before.runner.outbox.idle();
    before.runner.outbox.stop();
    expect((await stored()).seats.map((x) => x.dmOwed)).toEqual(['u0', 'u1'].map((u) => (owed.includes(u) ? 'start' : null)));

    const io = new FakeIO();
    const after = bot(io);
    await after.runner.resume();
    await after.runner.outbox.idle();
    for (const u of ['u0', 'u1']) expect(dmsTo(io, u)).toEqual(owed.includes(u) ? [START] : []);
    expect((await stored()).seats.map((x) => [x.dmOwed, x.dmOpen])).toEqual([[null, true], [null, true]]);

    const again = new FakeIO();
    const third = bot(again);
    await third.runner.resume();
    await third.runner.outbox.idle();
    expect(again.dms).toEqual([]);
  });

  it('lets a click and /game status through while a DM hangs, then tries the DM again once its time is up', async () => {
    const io = new FakeIO();
    io.hungDms.add('u1');
    const ctx = bot(io, { timeoutMs: 2000, retryMs: 50, maxRetryMs: 200 });
    await start(ctx);
    let sending = true;
    void ctx.runner.outbox.idle().then(() => (sending = false));
    // Ben's start DM does not answer; the channel takes a click and a status meanwhile.
    await click(ctx);
    expect(inEnglish(await ctx.runner.status(CH))).toEqual({ ok: true, value: 'The table was posted again.' });
    expect(sending).toBe(true);
    expect(dmsTo(io, 'u1')).toEqual([]);
    // Its time runs out: still owed, and tried again later.
    await ctx.runner.outbox.idle();
    expect((await stored()).seats[1]!.dmOwed).toBe('start');
    io.hungDms.delete('u1');
    await vi.waitFor(() => expect(dmsTo(io, 'u1')).toEqual([START]));
    await ctx.runner.outbox.idle();
    expect((await stored()).seats.map((x) => x.dmOwed)).toEqual([null, null]);
  });

  it('tries a failing DM again, waiting longer each time, until it arrives', async () => {
    const io = new FakeIO();
    io.failingDms.add('u1');
    const tried: number[] = [];
    const dm = io.dm.bind(io);
    io.dm = (userId, payload) => (userId === 'u1' && tried.push(Date.now()), dm(userId, payload));
    const ctx = bot(io, { timeoutMs: 5000, retryMs: 40, maxRetryMs: 10_000 });
    await start(ctx);
    await vi.waitFor(() => expect(tried.length).toBeGreaterThanOrEqual(4), { timeout: 3000 });
    io.failingDms.delete('u1');
    await vi.waitFor(() => expect(dmsTo(io, 'u1')).toEqual([START]), { timeout: 3000 });
    // 40, 80, 160 ms between the first tries (a timer may fire a millisecond early, hence the slack).
    const gaps = tried.slice(1, 4).map((t, i) => t - tried[i]!);
    expect(gaps[1]! >= 75 && gaps[2]! >= 150 && gaps[2]! > gaps[0]!).toBe(true);
  });

  it('tells the channel once of closed DMs and never tries that seat again', async () => {
    const io = new FakeIO();
    io.closedDms.add('u1');
    const tried: string[] = [];
    const dm = io.dm.bind(io);
    io.dm = (userId, payload) => (tried.push(userId), dm(userId, payload));
    const ctx = bot(io);
    await start(ctx);
    await ctx.runner.outbox.idle();
    // Ana plays and places, then Ben: he draws a new lantern, which his closed DMs would have shown.
    for (let i = 0; i < 4; i++) await click(ctx);
    await ctx.runner.outbox.idle();
    await ctx.runner.resume();
    await ctx.runner.outbox.idle();
    await ctx.tables.idle();
    expect(io.channelTexts(CH).filter((t) => t.includes('I cannot send you direct messages'))).toHaveLength(1);
    expect(tried.filter((u) => u === 'u1')).toHaveLength(1);
    expect((await stored()).seats.map((x) => [x.dmOpen, x.dmOwed])).toEqual([[true, null], [false, null]]);
  });

  it('never shows a seat an older hand after a newer one when two changes deal to it quickly', async () => {
    const io = new FakeIO();
    const ctx = bot(io);
    await start(ctx, [ana], { rounds: 5, bidding: false });
    await ctx.runner.outbox.idle();
    // The DM route is slow: the first change's DM is on its way when the second change is saved.
    const release = io.holdDms();
    await click(ctx);
    await click(ctx);
    const first = handOf(await stored(), 'p0');
    await click(ctx);
    await click(ctx);
    const newest = handOf(await stored(), 'p0');
    release();
    await ctx.runner.outbox.idle();
    const shown = io.dms.slice(1).map(handIn);
    expect(io.dms.slice(1).every((d) => payloadText(d.payload).startsWith(DEALT))).toBe(true);
    expect([[newest], [first, newest]]).toContainEqual(shown);
    expect((await stored()).seats[0]!.dmOwed).toBeNull();
  });
});
