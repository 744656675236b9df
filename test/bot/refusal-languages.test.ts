import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeCustomId, type CustomId } from '../../src/bot/views/custom-id';
import type { BotContext } from '../../src/bot/bot-context';
import type { Actor } from '../../src/platform/seats/permissions';
import { registry } from '../../src/platform/module';
import { lanternsModule } from '../fixtures/lanterns-module';
import { type OfflineDiscord, type Handled, type OfflineUser, type OfflineSource } from '../fixtures/offline-discord';
import { BotTable } from '../fixtures/bot-table';
import { uncatalogued } from '../words/uncatalogued';

/**
 * A refused press or command is said to the person alone, in their own language: every place the bot shows one of
 * the platform's refusals, walked through once in the pseudo-language (a text that did not come from the catalogue
 * shows unwrapped) and once in German.
 */

const modules = registry([lanternsModule]);
const ana: OfflineUser = { id: '120000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '120000000000000002', name: 'ben' };
const TABLE = '220000000000000001';
const EMPTY = '220000000000000002';
const DM = '220000000000000003';
const actor = (u: OfflineUser): Actor => ({ userId: u.id, name: u.name, canManage: false });

let botTable: BotTable;
let ctx: BotContext;
let discord: OfflineDiscord;
let instance: string;
let n = 0;

beforeEach(async () => {
  botTable = await BotTable.open({ modules, newSeed: () => 'seed', newInstance: () => `l${String(n++).padStart(7, '0')}`, offline: {} });
  ({ ctx } = botTable);
  discord = botTable.discord!;
  const lobby = await ctx.runner.newLobby({ channelId: TABLE, guildId: discord.guildId, actor: actor(ana), game: 'lanterns', options: { rounds: 1 }, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  instance = (await botTable.current(TABLE)).instance;
  await ctx.runner.lobby(TABLE, instance, actor(ben), 'join');
  await ctx.runner.lobby(TABLE, instance, actor(ana), 'start');
  await ctx.tables.idle();
});
afterEach(() => botTable.close());

const STRING = 3;
const USER = 6;
const press = (id: (instance: string) => CustomId, source: OfflineSource = { ephemeral: false }, where = TABLE) => (u: OfflineUser) => discord.click(u, where, encodeCustomId(id(instance)), source);
const type = (channel: string, name: string, sub: string, options: { name: string; type: number; value: unknown }[] = []) => (u: OfflineUser) =>
  discord.command(u, channel, name, sub, options, [ana, ben, u]);

/** Each way a refusal reaches a person, with the English it says today. */
const REFUSED: [string, (u: OfflineUser) => Promise<Handled>, string][] = [
  ['an onlooker opens the private panel', press((i) => ({ kind: 'open', instance: i })), 'You are not playing in this game.'],
  ['an onlooker asks for a hint', press((i) => ({ kind: 'hint', instance: i })), 'You are not playing in this game.'],
  ['an onlooker ends the game', press((i) => ({ kind: 'end', instance: i, verb: 'yes' }), { ephemeral: true }), 'Only the host or someone with Manage Channels can end the game.'],
  ['a lobby control pressed in a DM', press((i) => ({ kind: 'lobby', instance: i, verb: 'join' }), { ephemeral: false, dm: true }, DM), 'This works only in the channel the game is played in: press it on the table there.'],
  ["a DM's control whose table is gone", press(() => ({ kind: 'open', instance: 'gone0000' }), { ephemeral: false, dm: true }, DM), 'This has moved on: the game this belongs to is over and no longer kept.'],
  ['an onlooker undoes', type(TABLE, 'game', 'undo'), 'You are not playing in this game.'],
  ['an onlooker asks for a hand', type(TABLE, 'game', 'hand'), 'You are not playing in this game.'],
  ['an onlooker plays by typing', type(TABLE, 'lanterns', 'play', [{ name: 'card', type: 4, value: 1 }, { name: 'pile', type: STRING, value: 'left' }]), 'You are not playing in this game.'],
  ['an onlooker kicks', type(TABLE, 'game', 'kick', [{ name: 'player', type: USER, value: ana.id }]), 'Only the host or someone with Manage Channels can kick a player.'],
  ['a new game where one is running', type(TABLE, 'game', 'new', [{ name: 'game', type: STRING, value: 'lanterns' }]), 'A game is already running in this channel. Finish it, or end it with /game end.'],
  ['a game that does not exist', type(EMPTY, 'game', 'new', [{ name: 'game', type: STRING, value: 'chess' }]), 'There is no game called "chess".'],
  ['a learning game that does not exist', type(EMPTY, 'game', 'learn', [{ name: 'game', type: STRING, value: 'chess' }]), 'There is no game called "chess".'],
  ['the log where no game is', type(EMPTY, 'game', 'log'), 'There is no game in this channel. Start one with /game new.'],
  ['the table in words where no game is', type(EMPTY, 'game', 'view'), 'There is no game in this channel. Start one with /game new.'],
  ['a settings change without Manage Server', type(EMPTY, 'game', 'settings', [{ name: 'dms', type: 5, value: false }]), 'Only someone with Manage Server can change the game settings of this server.'],
];

const said = (h: Handled) => h.shown.map((x) => x.content).filter((c) => c !== '');

describe('bot/refusals in the reader\'s language', () => {
  it.each(REFUSED)('GIVEN %s THEN an English client reads it as before', async (_, send, english) => {
    const h = await send({ id: '120000000000000009', name: 'eve', locale: 'en-GB' });
    expect(said(h)).toEqual([english]);
    expect(h.shown.every((x) => x.ephemeral)).toBe(true);
  });

  it.each(REFUSED)('GIVEN %s THEN a pseudo-language client reads it wholly from the catalogue', async (_, send) => {
    const h = await send({ id: '120000000000000009', name: 'eve', locale: 'qps' });
    const texts = said(h);
    expect(texts).toHaveLength(1);
    // Each sentence wrapped, its closing mark outside; a quote of what was typed nests its own.
    expect(texts[0]).toMatch(/^⟦.*⟧[.!?]*$/s);
    expect(uncatalogued(texts[0]!, ['chess', 'nope'])).toEqual([]);
  });

  it.each(REFUSED)('GIVEN %s THEN a German client reads it in German', async (_, send, english) => {
    const h = await send({ id: '120000000000000009', name: 'eve', locale: 'de' });
    const texts = said(h);
    expect(texts).toHaveLength(1);
    expect(texts[0]).not.toBe(english);
    expect(texts[0]).toMatch(/\b(nicht|kein|keine|kann|Nur|Es gibt|läuft|geht|vorbei)\b/);
  });
});
