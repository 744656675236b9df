import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeOf } from '../../src/words/locales';
import { encodeCustomId } from '../../src/bot/views/custom-id';
import type { BotContext } from '../../src/bot/bot-context';
import type { Actor } from '../../src/platform/seats/permissions';
import { registry } from '../../src/platform/module';
import type { Session } from '../../src/platform/session-schema';
import type { GameStore } from '../../src/store/game-store';
import type { StoredGame } from '../../src/store/record';
import { type FakeIO } from '../fixtures/fake-io';
import { lanternsModule } from '../fixtures/lanterns-module';
import { type OfflineDiscord, type Handled, type OfflineUser } from '../fixtures/offline-discord';
import { BotTable } from '../fixtures/bot-table';
import { privatePanel } from '../../src/bot/channel/private-panel';

/**
 * Buttons and menus are plain strings a client sends back, so the bot cannot trust where one came
 * from: a control copied from another channel, one from a decision already taken, or one from a
 * prompt meant for someone else must each be refused privately and change nothing.
 */

const modules = registry([lanternsModule]);
const ana: OfflineUser = { id: '110000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '110000000000000002', name: 'ben' };
const eve: OfflineUser = { id: '110000000000000003', name: 'eve' };
const mo: OfflineUser = { id: '110000000000000004', name: 'mo', manageChannels: true };
const A = '210000000000000001';
const B = '210000000000000002';
// With the language their Discord client tells, as every press of theirs does (src/bot/input/actor.ts): a seat takes it on joining.
const actor = (u: OfflineUser): Actor => ({ userId: u.id, name: u.name, canManage: Boolean(u.manageChannels), locale: localeOf(u.locale ?? 'en-US') });

let botTable: BotTable;
let store: GameStore;
let io: FakeIO;
let ctx: BotContext;
let discord: OfflineDiscord;
let n = 0;

beforeEach(async () => {
  botTable = await BotTable.open({ modules, newSeed: () => 'same-seed', newInstance: () => `r${String(n++).padStart(7, '0')}`, offline: {} });
  ({ store, io, ctx } = botTable);
  discord = botTable.discord!;
  // The same players and seed in both channels: the first decisions have the same prompt ids and options.
  for (const ch of [A, B]) {
    const lobby = await ctx.runner.newLobby({ channelId: ch, guildId: discord.guildId, actor: actor(ana), game: 'lanterns', options: { rounds: 1 }, timerSeconds: 60 });
    if (!lobby.ok) throw new Error(lobby.error.message);
    const instance = (await session(ch)).instance;
    expect((await ctx.runner.lobby(ch, instance, actor(ben), 'join')).ok).toBe(true);
    expect((await ctx.runner.lobby(ch, instance, actor(ana), 'start')).ok).toBe(true);
  }
  await ctx.tables.idle();
});
afterEach(() => botTable.close());

async function stored(ch: string): Promise<StoredGame> {
  const g = await store.load(ch);
  if (g.kind !== 'ok') throw new Error(`no game in ${ch}`);
  return g.record;
}

const session = async (ch: string) => (await stored(ch)).session as Session;

/** ana's private panel in a channel: the buttons of the decision she owes there. */
async function panelIds(ch: string): Promise<string[]> {
  const p = await privatePanel(ctx.runner, ctx.pictures, ch, null, actor(ana));
  if (!p.ok) throw new Error(p.error.message);
  const rows = (p.value.components ?? []) as unknown as { components?: { custom_id?: string }[] }[];
  return rows.flatMap((r) => (r.components ?? []).flatMap((c) => (c.custom_id ? [c.custom_id] : [])));
}

/** Sends the input and checks the refusal: private, saying `reason`, and neither game touched. */
async function refused(send: () => Promise<Handled>, reason: string): Promise<void> {
  await ctx.tables.idle();
  const before = await Promise.all([stored(A), stored(B)]);
  const posts = io.messages.size;
  const h = await send();
  await ctx.tables.idle();
  expect(h.errors).toEqual([]);
  expect(h.shown.length).toBeGreaterThan(0);
  expect(h.shown.every((s) => s.ephemeral)).toBe(true);
  expect(h.shown.map((s) => s.content).join('\n')).toContain(reason);
  expect(await Promise.all([stored(A), stored(B)])).toEqual(before);
  expect(io.messages.size).toBe(posts);
}

describe('bot/replayed custom ids', () => {
  it('refuses a control from channel A used in channel B, though B asks the same question', async () => {
    const fromA = (await panelIds(A))[0]!;
    const inB = (await panelIds(B))[0]!;
    expect(fromA.replace(/^hh:[^:]+/, '')).toBe(inB.replace(/^hh:[^:]+/, ''));
    const moved = 'This has moved on: that button belongs to an earlier game in this channel.';
    await refused(() => discord.click(ana, B, fromA), moved);
    await refused(() => discord.click(ana, B, fromA, { ephemeral: true }), `Not accepted: ${moved}`);
    const [, instanceA, , prompt, value] = fromA.split(':');
    await refused(() => discord.select(ana, B, encodeCustomId({ kind: 'select', instance: instanceA!, prompt: prompt! }), [decodeURIComponent(value!)]), moved);
    await refused(() => discord.click(ana, B, encodeCustomId({ kind: 'end', instance: instanceA!, verb: 'yes' }), { ephemeral: true }), 'This has moved on: that belongs to an earlier game in this channel.');
    await refused(() => discord.click(ana, B, encodeCustomId({ kind: 'lobby', instance: instanceA!, verb: 'join' })), 'This lobby has moved on');
    // The same control in its own channel still works: the refusals above were about the channel, not the id.
    const h = await discord.click(ana, A, fromA);
    expect(h.shown).toEqual([]);
    expect((await stored(A)).rev).toBeGreaterThan(0);
  });

  it('refuses a decision already answered, once applied and again after the turn moved on', async () => {
    const [choose] = await panelIds(A);
    expect((await discord.click(ana, A, choose!)).shown).toEqual([]);
    await refused(() => discord.click(ana, A, choose!), 'This has moved on: that question is no longer open.');
    await refused(() => discord.click(ana, A, choose!, { ephemeral: true }), 'Not accepted: This has moved on: that question is no longer open.');

    const place = await panelIds(A);
    expect(place.some((id) => id.endsWith(':left'))).toBe(true);
    const left = place.find((id) => id.endsWith(':left'))!;
    const logBefore = (await session(A)).logCount;
    expect((await discord.click(ana, A, left)).shown).toEqual([]);
    const logAfter = (await session(A)).logCount;
    expect(logAfter).toBeGreaterThan(logBefore);
    await refused(() => discord.click(ana, A, left), 'This has moved on: that question is no longer open.');
    await refused(() => discord.click(ana, A, choose!), 'This has moved on: that question is no longer open.');
    expect((await session(A)).logCount).toBe(logAfter);
  });

  it("refuses a prompt owed by another player, from a seated player and from an onlooker", async () => {
    const [choose] = await panelIds(A);
    await refused(() => discord.click(ben, A, choose!), 'This is not your decision.');
    await refused(() => discord.click(ben, A, choose!, { ephemeral: true }), 'Not accepted: This is not your decision.');
    const [, instance, , prompt, value] = choose!.split(':');
    const menu = encodeCustomId({ kind: 'select', instance: instance!, prompt: prompt! });
    await refused(() => discord.select(ben, A, menu, [decodeURIComponent(value!)]), 'This is not your decision.');
    await refused(() => discord.click(eve, A, choose!), 'You are not playing in this game, so this is not your decision.');
    await refused(() => discord.click(mo, A, choose!), 'You are not playing in this game, so this is not your decision.');
  });

  it('refuses a turn-timer button from an earlier expiry once the game has moved on', async () => {
    const s = await session(A);
    const skip = encodeCustomId({ kind: 'expiry', instance: s.instance, verb: 'skip' });
    const early = 'This has moved on: the turn timer has not run out on the decisions waiting now.';
    await refused(() => discord.click(ana, A, skip), early);
    await ctx.runner.markTimer(A, s.instance, 'expiryAsked', s.waitingSince!);
    const first = await discord.click(ana, A, skip);
    expect(first.shown.map((x) => x.content)).toEqual(['The waiting decisions were skipped.']);
    await refused(() => discord.click(ana, A, skip), early);
    await refused(() => discord.click(ana, A, encodeCustomId({ kind: 'expiry', instance: s.instance, verb: 'auto' })), early);
  });

  it.each([
    ['an onlooker undoes', eve, 'game', 'undo', [], 'You are not playing in this game.'],
    ['an onlooker plays by typing', eve, 'lanterns', 'play', [{ name: 'card', type: 4, value: 1 }, { name: 'pile', type: 3, value: 'left' }], 'You are not playing in this game.'],
    ['an onlooker asks for a hand', eve, 'game', 'hand', [], 'You are not playing in this game.'],
    ['a seated player who is not host kicks', ben, 'game', 'kick', [{ name: 'player', type: 6, value: ana.id }], 'Only the host or someone with Manage Channels can kick a player.'],
    ['an onlooker kicks', eve, 'game', 'kick', [{ name: 'player', type: 6, value: ben.id }, { name: 'replacement', type: 6, value: eve.id }], 'Only the host or someone with Manage Channels can kick a player.'],
  ] as const)('refuses when %s', async (_what, user, name, sub, options, reason) => {
    await refused(() => discord.command(user, A, name, sub, [...options], [ana, ben, eve]), reason);
  });

  it('refuses to end the game for a seated player who is not host, after the confirm', async () => {
    const s = await session(A);
    await refused(() => discord.click(ben, A, encodeCustomId({ kind: 'end', instance: s.instance, verb: 'yes' }), { ephemeral: true }), 'Only the host or someone with Manage Channels can end the game.');
    const byMod = await discord.click(mo, A, encodeCustomId({ kind: 'end', instance: s.instance, verb: 'yes' }), { ephemeral: true });
    expect(byMod.shown.map((x) => x.content)).toEqual(['The game was ended.']);
    expect((await session(A)).phase).toBe('ended');
  });
});
