import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { lobbyPayload } from '../../../src/bot/views/table-view';
import type { TurnTimer } from '../../../src/bot/timers/turn-timer-tick';
import { registry } from '../../../src/platform/module';
import type { Actor } from '../../../src/platform/seats/permissions';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import type { Session } from '../../../src/platform/session-schema';
import type { FakeIO } from '../../fixtures/fake-io';
import { lanterns } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { BotTable } from '../../fixtures/bot-table';
import { say } from '../../../src/words/say';

const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const CH = '300';
const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
/** One hour per decision, so a two-hour bank: a wait lasts three hours, its reminder at 2 h 15 min. */
const DECISION = 3600;
const modules = registry([lanternsModule]);

let botTable: BotTable;
let io: FakeIO;
let ctx: BotContext;
let timer: TurnTimer;
let clock = T0;

/** The bot as it comes up over the stored games: a fresh context and timer, each running game tracked. */
function boot(): void {
  ctx = botTable.ctx = botTable.context();
  timer = botTable.turnTimer(() => clock);
}

async function open(dmAllowed = true): Promise<void> {
  const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: {}, timerSeconds: null, pace: { pace: 'slow', decisionSeconds: DECISION }, dmAllowed });
  if (!lobby.ok) throw new Error(lobby.error.message);
  await ctx.runner.lobby(CH, 'slow0001', ben, 'join');
  await ctx.runner.lobby(CH, 'slow0001', ana, 'start');
}

beforeEach(async () => {
  clock = T0;
  botTable = await BotTable.open({ onDisk: 'hh-slow-', modules, now: () => new Date(clock).toISOString(), newInstance: () => 'slow0001', onSaved: (s) => timer.track(s) });
  io = botTable.io;
  boot();
});
afterEach(() => botTable.close());

const current = (): Promise<Session> => botTable.current(CH);

/** Answers the first open decision of `who` with its first option. */
async function step(who: Actor): Promise<void> {
  const s = await current();
  const p = openPrompts(s, lanterns).find((x) => s.seats[Number(x.player.slice(1))]!.userId === who.userId)!;
  const r = await ctx.runner.answer(CH, 'slow0001', who, { prompt: p.id, values: [p.options[0]!.value] });
  if (!r.ok) throw new Error(r.error.message);
}

const dmsTo = (userId: string, text: string) => io.dms.filter((d) => d.userId === userId && (d.payload.content ?? '').includes(text));
const posts = (text: string) => [...io.messages.values()].map((m) => m.payload.content ?? '').filter((c) => c.includes(text));

describe('bot/slow pace', () => {
  it('DMs the player whose turn starts once, with the way back to the channel and the table', async () => {
    await open();
    await ctx.tables.idle();
    await timer.tick();
    await timer.tick();
    const calls = dmsTo('u0', 'It is your turn in Lanterns');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.payload.content).toContain('You have 3 h to decide');
    expect(calls[0]!.payload.content).toMatch(/The channel: https:\/\/discord\.com\/channels\/g\/300 · the table: https:\/\/discord\.com\/channels\/g\/300\/m\d+$/);
    expect(dmsTo('u1', 'It is your turn')).toEqual([]);
  });

  it('does not call again for the second step of the same turn', async () => {
    await open();
    await timer.tick();
    clock = T0 + 10 * MIN;
    await step(ana);
    expect((await current()).waits.p0?.since).toBe(new Date(T0).toISOString());
    await timer.tick();
    expect(dmsTo('u0', 'It is your turn')).toHaveLength(1);
  });

  it('reminds once when a quarter of the time is left', async () => {
    await open();
    await timer.tick();
    clock = T0 + 2 * HOUR + 14 * MIN;
    await timer.tick();
    expect(dmsTo('u0', 'Your time in Lanterns')).toEqual([]);
    clock = T0 + 2 * HOUR + 16 * MIN;
    await timer.tick();
    await timer.tick();
    expect(dmsTo('u0', 'Your time in Lanterns')).toHaveLength(1);
  });

  it('lets an AI finish the turn the player owes at expiry; the seat stays theirs and the log says so', async () => {
    await open();
    await timer.tick();
    clock = T0 + 5 * MIN;
    await step(ana);
    const chain = openPrompts(await current(), lanterns).filter((p) => p.player === 'p0');
    expect(chain).toHaveLength(1);
    clock = T0 + 3 * HOUR - 1000;
    await timer.tick();
    expect(openPrompts(await current(), lanterns).some((p) => p.player === 'p0')).toBe(true);
    clock = T0 + 3 * HOUR + 1000;
    await timer.tick();
    const s = await current();
    expect(s.seats[0]!.control).toBe('human');
    expect(openPrompts(s, lanterns).map((p) => p.player)).toEqual(['p1']);
    expect(s.log.some((e) => e.visibleTo === 'all' && say('en', e.text) === 'Ana ran out of time; an AI played for them.')).toBe(true);
    expect(s.banks.p0).toBe(0);
    expect(Object.keys(s.waits)).toEqual(['p1']);
    // Ben's turn starts at once, and he is called for it.
    await timer.tick();
    expect(dmsTo('u1', 'It is your turn')).toHaveLength(1);
  });

  it('draws the time beyond a decision from the bank, and leaves it alone for a quick one', async () => {
    await open();
    clock = T0 + 90 * MIN;
    await step(ana);
    await step(ana);
    const s = await current();
    expect(s.banks.p0).toBe(2 * DECISION - 30 * 60);
    clock += 10 * MIN;
    await step(ben);
    await step(ben);
    expect((await current()).banks.p1).toBeUndefined();
  });

  it('rebuilds the waits from the store after a restart: no second turn DM, the reminder and the expiry still due', async () => {
    await open();
    await timer.tick();
    await ctx.tables.idle();
    boot();
    for (const s of await ctx.runner.resume()) timer.track(s);
    clock = T0 + 2 * HOUR + 20 * MIN;
    await timer.tick();
    expect(dmsTo('u0', 'It is your turn')).toHaveLength(1);
    expect(dmsTo('u0', 'Your time in Lanterns')).toHaveLength(1);
    clock = T0 + 3 * HOUR;
    await timer.tick();
    expect(openPrompts(await current(), lanterns).every((p) => p.player === 'p1')).toBe(true);
  });

  it('calls the player with the channel’s one turn ping, and sends no DM at all, when the server turned DMs off', async () => {
    await open(false);
    await timer.tick();
    await ctx.tables.idle();
    expect(io.dms).toEqual([]);
    // The turn start is the channel's turn ping; the slow pace sends nothing of its own in the channel.
    const calling = [...io.messages.values()].filter((m) => (m.payload.allowedMentions?.users ?? []).includes('u0'));
    expect(calling).toHaveLength(1);
    expect(posts('It is your turn in Lanterns (this channel)')).toEqual([]);
    expect(JSON.stringify(lobbyPayload(await current(), lanternsModule).embeds)).toContain('DMs: **off**');
  });

  it('shows the pace and its times in the lobby', async () => {
    const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: {}, timerSeconds: 600, pace: { pace: 'slow', decisionSeconds: 86_400 } });
    if (!lobby.ok) throw new Error(lobby.error.message);
    expect(lobby.value.timerSeconds).toBeNull();
    const text = JSON.stringify(lobbyPayload(lobby.value, lanternsModule).embeds);
    expect(text).toContain('Pace: **slow**: 1 day per decision, plus a time bank of 2 days per player');
    expect(text).not.toContain('DMs: **off**');
  });
});
