import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { setPingWay } from '../../../src/bot/channel/notify-prefs';
import { registry } from '../../../src/platform/module';
import type { Actor } from '../../../src/platform/seats/permissions';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import type { Session } from '../../../src/platform/session-schema';
import type { GameStore } from '../../../src/store/game-store';
import type { FakeIO } from '../../fixtures/fake-io';
import { lanterns } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { BotTable } from '../../fixtures/bot-table';
import { isTablePayload, payloadText } from '../../fixtures/payload-text';

/**
 * Turn pings as the channel sees them: a created message per turn start that names exactly the people it calls,
 * the one before deleted, so a game keeps its table and one ping; the table's edits mention nobody. Where a ping
 * goes follows each player's /game notify choice.
 */

const people: Actor[] = [
  { userId: 'u0', name: 'Ana', canManage: false },
  { userId: 'u1', name: 'Ben', canManage: false },
];
const CH = '400';
const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const modules = registry([lanternsModule]);

let botTable: BotTable;
let store: GameStore;
let io: FakeIO;
let ctx: BotContext;
let clock = T0;

beforeEach(async () => {
  clock = T0;
  botTable = await BotTable.open({ onDisk: 'hh-pings-', modules, now: () => new Date(clock).toISOString(), newInstance: () => 'ping0001' });
  ({ store, io, ctx } = botTable);
});
afterEach(() => botTable.close());

const current = (): Promise<Session> => botTable.current(CH);

async function started(timerSeconds: number | null = null): Promise<void> {
  await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: people[0]!, game: 'lanterns', options: { rounds: 3, bidding: false }, timerSeconds });
  await ctx.runner.lobby(CH, 'ping0001', people[1]!, 'join');
  await ctx.runner.lobby(CH, 'ping0001', people[0]!, 'start');
  await ctx.tables.idle();
}

/** The seat owing first answers its first option. */
async function step(): Promise<void> {
  const p = openPrompts(await current(), lanterns)[0]!;
  const r = await ctx.runner.answer(CH, 'ping0001', people[Number(p.player.slice(1))]!, { prompt: p.id, values: [p.options[0]!.value] });
  if (!r.ok) throw new Error(r.error.message);
  await ctx.tables.idle();
}

/** The channel's messages other than the lobby and the table: the pings, in the order posted. */
async function pings() {
  const s = await current();
  return [...io.messages.entries()].filter(([id, m]) => m.channelId === CH && id !== s.tableMessageId && !m.payload.embeds?.length && !isTablePayload(m.payload)).map(([id, m]) => ({ id, content: m.payload.content ?? '', mentions: m.payload.allowedMentions }));
}

describe('bot/turn pings', () => {
  it('calls the first player by a ping of its own after the table, whose own mentions notify nobody', async () => {
    await started();
    const s = await current();
    const tableMsg = io.messages.get(s.tableMessageId!)!;
    expect(payloadText(tableMsg.payload).split('\n')).toContain('Your move: <@u0>');
    expect(tableMsg.payload.allowedMentions).toEqual({ parse: [] });
    const [ping, ...more] = await pings();
    expect(more).toEqual([]);
    expect(ping!.content).toBe(`<@u0> your turn in Lanterns: choosing a lantern to play. https://discord.com/channels/g/${CH}/${s.tableMessageId}`);
    expect(ping!.mentions).toEqual({ users: ['u0'], parse: [] });
    expect(s.pingMessageId).toBe(ping!.id);
    expect(s.pingDue).toEqual([]);
  });

  it('does not ping again for the second step of a turn, and replaces the ping when the turn passes', async () => {
    await started();
    const first = await pings();
    await step();
    expect(await pings()).toEqual(first);
    await step();
    const now = await pings();
    expect(now).toHaveLength(1);
    expect(now[0]!.mentions).toEqual({ users: ['u1'], parse: [] });
    expect(io.removed).toEqual([first[0]!.id]);
  });

  it('pings a player again at each turn of theirs against an AI, whose turn comes between in the same change', async () => {
    await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: people[0]!, game: 'lanterns', options: { rounds: 3, bidding: false }, timerSeconds: null });
    await ctx.runner.lobbyAi(CH, 'ping0001', people[0]!, 'random');
    await ctx.runner.lobby(CH, 'ping0001', people[0]!, 'start');
    await ctx.tables.idle();
    const first = await pings();
    await step();
    expect(await pings()).toEqual(first);
    await step();
    const again = await pings();
    expect(again).toHaveLength(1);
    expect(again[0]!.id).not.toBe(first[0]!.id);
    expect(again[0]!.mentions).toEqual({ users: ['u0'], parse: [] });
  });

  it('holds the call of a player watching her live panel who just acted, and pings her only if she has not acted once it is due', async () => {
    const timer = botTable.turnTimer(() => clock);
    await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: people[0]!, game: 'lanterns', options: { rounds: 3, bidding: false }, timerSeconds: null });
    await ctx.runner.lobbyAi(CH, 'ping0001', people[0]!, 'random');
    await ctx.runner.lobby(CH, 'ping0001', people[0]!, 'start');
    await ctx.tables.idle();
    const first = await pings();
    // Ana's panel is on her screen, following the table to her next decision.
    ctx.panels.remember({ channelId: CH, instance: 'ping0001', userId: 'u0', at: Date.now(), prompt: null, edit: async () => undefined });
    await step();
    clock += 3000;
    await step();
    // The AI played and Ana owes again: her panel is the call.
    expect(await pings()).toEqual(first);
    timer.track(await current());
    clock += 44_000;
    await timer.tick();
    await ctx.tables.idle();
    expect(await pings()).toEqual(first);
    clock += 2000;
    await timer.tick();
    await ctx.tables.idle();
    const late = await pings();
    expect(late).toHaveLength(1);
    expect(late[0]!.id).not.toBe(first[0]!.id);
    expect(late[0]!.mentions).toEqual({ users: ['u0'], parse: [] });
    expect((await current()).pingHeld).toEqual({});
  });

  it('deletes the last ping when the game ends', async () => {
    await started();
    await ctx.runner.end(CH, null, { ...people[0]!, canManage: true });
    await ctx.tables.idle();
    expect(await pings()).toEqual([]);
    expect((await current()).pingMessageId).toBeNull();
  });

  it('sends the ping by DM with a link to the table to a player who chose DMs, and in the channel to one who chose both', async () => {
    await setPingWay(store, 'u1', 'dm');
    await started();
    io.dms.length = 0;
    await step();
    await step();
    const s = await current();
    const turnDms = () => io.dms.filter((d) => payloadText(d.payload).startsWith('Your turn'));
    expect(turnDms().map((d) => [d.userId, payloadText(d.payload)])).toEqual([['u1', `Your turn in **Lanterns** in Test Server › #games: choosing a lantern to play. https://discord.com/channels/g/${CH}/${s.tableMessageId}`]]);
    expect(await pings()).toEqual([]);
    await setPingWay(store, 'u0', 'both');
    io.dms.length = 0;
    await step();
    await step();
    expect(turnDms().map((d) => d.userId)).toEqual(['u0']);
    expect((await pings()).map((p) => p.mentions)).toEqual([{ users: ['u0'], parse: [] }]);
  });

  it('pings in the channel a player who chose DMs but whose DMs are closed', async () => {
    await setPingWay(store, 'u1', 'dm');
    io.closedDms.add('u1');
    await started();
    await step();
    await step();
    const mine = (await pings()).filter((p) => p.mentions?.users?.includes('u1') && p.content.includes('your turn'));
    expect(mine).toHaveLength(1);
  });

  it('reads an unreadable preference as the channel', async () => {
    await store.updateDoc('pref:u0', () => ({ pings: 'carrier pigeon' }));
    await started();
    expect((await pings()).map((p) => p.mentions)).toEqual([{ users: ['u0'], parse: [] }]);
  });

  it('keeps a ping that could not be posted due, and posts it when the table is shown again after a restart', async () => {
    const post = io.post.bind(io);
    io.post = async (channelId, payload) => {
      if (!isTablePayload(payload)) throw new Error('Discord is down');
      return post(channelId, payload);
    };
    await started();
    expect(await pings()).toEqual([]);
    expect((await current()).pingDue).toEqual(['u0']);
    expect((await current()).tableStale).toBe(true);
    io.post = post;
    await ctx.runner.resume();
    await ctx.tables.idle();
    expect((await pings()).map((p) => p.mentions)).toEqual([{ users: ['u0'], parse: [] }]);
    expect((await current()).pingDue).toEqual([]);
  });

  it('points the current ping at the table /game status posts anew, by an edit that calls nobody again', async () => {
    await started();
    const [ping] = await pings();
    expect((await current()).pingMentions).toEqual(['u0']);
    expect((await ctx.runner.status(CH)).ok).toBe(true);
    await ctx.tables.idle();
    const s = await current();
    const now = await pings();
    expect(now.map((p) => p.id)).toEqual([ping!.id]);
    expect(now[0]!.content).toBe(`<@u0> your turn in Lanterns: choosing a lantern to play. https://discord.com/channels/g/${CH}/${s.tableMessageId}`);
    expect(now[0]!.mentions).toEqual({ users: ['u0'], parse: [] });
    expect(io.messages.get(ping!.id)!.edits).toBe(1);
    expect(s.pingMessageId).toBe(ping!.id);
  });

  it('posts a ping too old to edit again by the new table, its mentions notifying nobody, and deletes the old one', async () => {
    await started();
    const [ping] = await pings();
    io.agedMessages.add(ping!.id);
    await ctx.runner.status(CH);
    await ctx.tables.idle();
    const s = await current();
    const now = await pings();
    expect(now).toHaveLength(1);
    expect(now[0]!.id).not.toBe(ping!.id);
    expect(now[0]!.content).toBe(`<@u0> your turn in Lanterns: choosing a lantern to play. https://discord.com/channels/g/${CH}/${s.tableMessageId}`);
    expect(now[0]!.mentions).toEqual({ parse: [] });
    expect(io.removed).toContain(ping!.id);
    expect(s.pingMessageId).toBe(now[0]!.id);
    expect(s.pingMentions).toEqual(['u0']);
  });

  it('reads a game saved before ping mentions were kept as naming nobody, and leaves its ping as it is when the table is posted anew', async () => {
    await started();
    const [ping] = await pings();
    const g = await store.load(CH);
    if (g.kind !== 'ok') throw new Error(g.kind);
    const { pingMentions: _new, ...older } = g.record.session as Session;
    await store.save({ channelId: CH, guildId: 'g', game: 'lanterns', schemaVersion: g.record.schemaVersion, updatedAt: g.record.updatedAt, session: older }, g.record.rev);
    expect((await current()).pingMentions).toEqual([]);
    expect((await ctx.runner.status(CH)).ok).toBe(true);
    await ctx.tables.idle();
    expect(await pings()).toEqual([ping]);
    expect(io.messages.get(ping!.id)!.edits).toBe(0);
  });

  it("leaves the turn timer's reminder, which links to no table, as it is when the table is posted anew", async () => {
    await started(60);
    const timer = botTable.turnTimer(() => clock);
    timer.track(await current());
    clock += 31_000;
    await timer.tick();
    await ctx.tables.idle();
    const [reminder] = await pings();
    expect((await current()).pingMentions).toEqual([]);
    await ctx.runner.status(CH);
    await ctx.tables.idle();
    expect(await pings()).toEqual([reminder]);
    expect(io.messages.get(reminder!.id)!.edits).toBe(0);
  });

  it("makes the turn timer's reminder the current ping, the turn's ping deleted", async () => {
    await started(60);
    const timer = botTable.turnTimer(() => clock);
    timer.track(await current());
    const first = await pings();
    clock += 31_000;
    await timer.tick();
    await ctx.tables.idle();
    const now = await pings();
    expect(now).toHaveLength(1);
    expect(now[0]!.content).toContain('half of the turn time has passed');
    expect(io.removed).toEqual([first[0]!.id]);
    expect((await current()).pingMessageId).toBe(now[0]!.id);
  });
});
