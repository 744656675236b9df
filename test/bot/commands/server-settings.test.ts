import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import type { Actor } from '../../../src/platform/seats/permissions';
import type { Session } from '../../../src/platform/session-schema';
import type { GameStore } from '../../../src/store/game-store';
import { type FakeIO } from '../../fixtures/fake-io';
import { type OfflineDiscord, type OfflineUser } from '../../fixtures/offline-discord';
import { BotTable } from '../../fixtures/bot-table';

const ana: OfflineUser = { id: '100000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '100000000000000002', name: 'ben' };
/** Manages the channel but not the server: channel rights do not reach the server's settings. */
const mo: OfflineUser = { id: '100000000000000003', name: 'mo', manageChannels: true };
const owner: OfflineUser = { id: '100000000000000004', name: 'owner', manageServer: true };
/** Reads Discord in German. */
const dora: OfflineUser = { id: '100000000000000005', name: 'dora', locale: 'de' };
const actor = (u: OfflineUser): Actor => ({ userId: u.id, name: u.name, canManage: Boolean(u.manageChannels) });
const GAMES = '200000000000000001';
const CHAT = '200000000000000002';

const STRING = 3;
const INTEGER = 4;
const BOOLEAN = 5;
const CHANNEL = 7;

let botTable: BotTable;
let store: GameStore;
let io: FakeIO;
let ctx: BotContext;
let discord: OfflineDiscord;
let seq = 0;

beforeEach(async () => {
  botTable = await BotTable.open({ newInstance: () => `set${String(seq++).padStart(5, '0')}`, offline: {} });
  ({ store, io, ctx } = botTable);
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

const settings = (u: OfflineUser, options: { name: string; type: number; value: unknown }[] = []) => discord.command(u, GAMES, 'game', 'settings', options);
const newGame = (channelId: string, options: { name: string; type: number; value: unknown }[] = []) =>
  discord.command(ana, channelId, 'game', 'new', [{ name: 'game', type: STRING, value: 'lanterns' }, ...options]);
const said = (h: Awaited<ReturnType<typeof settings>>) => h.shown.map((x) => x.content).join('\n');

const session = (channelId: string): Promise<Session> => botTable.current(channelId);

describe('bot/server settings', () => {
  it('refuses a change from someone without Manage Server, and stores nothing', async () => {
    for (const u of [ana, mo]) {
      const h = await settings(u, [{ name: 'dms', type: BOOLEAN, value: false }]);
      expect(said(h)).toBe('Only someone with Manage Server can change the game settings of this server.');
      expect(h.shown.every((x) => x.ephemeral)).toBe(true);
    }
    expect(await store.readDoc(`guild:${discord.guildId}`)).toBeNull();
  });

  it('GIVEN a German client THEN a refused change is said in German, privately', async () => {
    const h = await settings(dora, [{ name: 'dms', type: BOOLEAN, value: false }]);
    expect(said(h)).toBe('Nur wer den Server verwalten darf, kann die Spieleinstellungen dieses Servers ändern.');
    expect(h.shown.every((x) => x.ephemeral)).toBe(true);
  });

  it('GIVEN language:de on the server THEN a client language we do not speak reads refusals in German, and an English client still in English', async () => {
    expect(said(await settings(owner, [{ name: 'language', type: STRING, value: 'de' }]))).toContain('Language of tables: **Deutsch**');
    expect(((await store.readDoc(`guild:${discord.guildId}`)) as { language: string }).language).toBe('de');
    const french: OfflineUser = { ...ana, locale: 'fr' };
    expect(said(await settings(french, [{ name: 'dms', type: BOOLEAN, value: false }]))).toBe('Nur wer den Server verwalten darf, kann die Spieleinstellungen dieses Servers ändern.');
    expect(said(await settings(ana, [{ name: 'dms', type: BOOLEAN, value: false }]))).toBe('Only someone with Manage Server can change the game settings of this server.');
  });

  it("GIVEN a German server left on auto THEN a client language we do not speak reads the server's German", async () => {
    discord.guildLocale = 'de';
    expect(said(await settings({ ...ben, locale: 'pt-BR' }, [{ name: 'dms', type: BOOLEAN, value: false }]))).toBe('Nur wer den Server verwalten darf, kann die Spieleinstellungen dieses Servers ändern.');
  });

  it('shows the defaults to anyone when nothing was set', async () => {
    const text = said(await settings(ben));
    expect(text).toContain('Pace of new games: **live**');
    expect(text).toContain("Live games' turn timer: **off**");
    expect(text).toContain('Slow games: **1 day** per decision, and a time bank of **2 days** per player');
    expect(text).toContain('Channels that may host games: **any channel**');
    expect(text).toContain('DMs to players: **on**');
    expect(text).toContain("Language of tables: **the server's Discord language (English unless it is German)**");
  });

  it('stores a change, and the next /game new opens with those defaults', async () => {
    const h = await settings(owner, [{ name: 'pace', type: STRING, value: 'slow' }, { name: 'decision', type: INTEGER, value: 12 }, { name: 'dms', type: BOOLEAN, value: false }]);
    expect(said(h)).toMatch(/^Saved\./);
    expect(await store.readDoc(`guild:${discord.guildId}`)).toEqual({ pace: 'slow', timerMinutes: 0, decisionHours: 12, channels: [], dms: false, tables: 'channel', language: 'auto' });
    expect(said(await settings(ben))).toContain('Slow games: **12 h** per decision, and a time bank of **1 day** per player');
    await newGame(GAMES);
    const s = await session(GAMES);
    expect([s.pace, s.decisionSeconds, s.timerSeconds, s.dmAllowed]).toEqual(['slow', 12 * 3600, null, false]);
  });

  it('GIVEN tables:thread THEN it is shown and stored, and where the bot cannot open threads the reply says what it lacks', async () => {
    const h = await settings(owner, [{ name: 'tables', type: STRING, value: 'thread' }]);
    expect(said(h)).toContain('Games are played: **each in a thread of its own**');
    expect(((await store.readDoc(`guild:${discord.guildId}`)) as { tables: string }).tables).toBe('thread');
    // This test's Discord gives the bot no thread permissions: the setting says so, and a lobby is played in its channel.
    expect(said(h)).toContain('In this channel I lack Create Public Threads and Send Messages in Threads: games here will be played in the channel until I am given them.');
    const opened = await newGame(GAMES);
    expect(said(opened)).toContain('It will be played in this channel: I cannot play in a thread here without Create Public Threads and Send Messages in Threads.');
    expect((await session(GAMES)).where).toBe('channel');
  });

  it("lets /game new's own options win over the server's defaults", async () => {
    await settings(owner, [{ name: 'pace', type: STRING, value: 'slow' }]);
    await newGame(GAMES, [{ name: 'pace', type: STRING, value: 'live' }, { name: 'timer', type: INTEGER, value: 5 }]);
    const s = await session(GAMES);
    expect([s.pace, s.decisionSeconds, s.timerSeconds]).toEqual(['live', null, 300]);
  });

  it('refuses a lobby in a channel not on the list, naming the ones that are, until the list is cleared', async () => {
    await settings(owner, [{ name: 'allow_channel', type: CHANNEL, value: GAMES }]);
    const refused = await newGame(CHAT);
    expect(said(refused)).toBe(`Games on this server are played in <#${GAMES}>: open the lobby there.`);
    expect((await ctx.runner.read(CHAT)).kind).toBe('none');
    expect(said(await newGame(GAMES))).toMatch(/lobby is open/);
    await settings(owner, [{ name: 'any_channel', type: BOOLEAN, value: true }]);
    expect(said(await newGame(CHAT))).toMatch(/lobby is open/);
  });

  it('takes a channel off the list', async () => {
    await settings(owner, [{ name: 'allow_channel', type: CHANNEL, value: GAMES }]);
    await settings(owner, [{ name: 'allow_channel', type: CHANNEL, value: CHAT }]);
    await settings(owner, [{ name: 'remove_channel', type: CHANNEL, value: GAMES }]);
    expect(said(await newGame(GAMES))).toBe(`Games on this server are played in <#${CHAT}>: open the lobby there.`);
  });

  it('sends no DM at all from a game opened while DMs are off, and says so in the lobby', async () => {
    await settings(owner, [{ name: 'dms', type: BOOLEAN, value: false }]);
    await newGame(GAMES);
    const s = await session(GAMES);
    await ctx.tables.idle();
    expect(JSON.stringify([...io.messages.values()].map((m) => m.payload.embeds))).toContain('DMs: **off** on this server: read your cards and secrets with /game hand.');
    expect((await ctx.runner.lobby(GAMES, s.instance, actor(ben), 'join')).ok).toBe(true);
    expect((await ctx.runner.lobby(GAMES, s.instance, actor(ana), 'start')).ok).toBe(true);
    expect(io.dms).toEqual([]);
    // A game opened before the change keeps the terms it was opened with.
    await settings(owner, [{ name: 'dms', type: BOOLEAN, value: true }]);
    expect((await session(GAMES)).dmAllowed).toBe(false);
  });
});
