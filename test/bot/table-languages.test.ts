import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeCustomId } from '../../src/bot/views/custom-id';
import type { BotContext } from '../../src/bot/bot-context';
import { openDrawing, type Drawing } from '../../src/bot/pictures/drawing';
import type { Language } from '../../src/words/locales';
import { registry } from '../../src/platform/module';
import { lanternsModule } from '../fixtures/lanterns-module';
import type { FakeIO } from '../fixtures/fake-io';
import { type OfflineDiscord, type OfflineUser, type Handled } from '../fixtures/offline-discord';
import { actor, BotTable } from '../fixtures/bot-table';
import { storedOf } from '../fixtures/runner-table';
import { payloadText, isTablePayload } from '../fixtures/payload-text';

/**
 * A table speaks its server's language, and each person reads what is theirs alone in their own: a German server's
 * lobby, table message and pings are German, while a person whose Discord is English reads their panel in English.
 * A seat keeps its person's language, saved only when it changes; the pictures are drawn in the reader's language.
 */

const modules = registry([lanternsModule]);
/** Reads Discord in German. */
const ana: OfflineUser = { id: '130000000000000001', name: 'ana', locale: 'de' };
/** Reads Discord in English, at the same German table. */
const ben: OfflineUser = { id: '130000000000000002', name: 'ben', locale: 'en-US' };
const owner: OfflineUser = { id: '130000000000000003', name: 'owner', manageServer: true, locale: 'en-GB' };
const TABLE = '230000000000000001';

const STRING = 3;
const INTEGER = 4;

let botTable: BotTable;
let ctx: BotContext;
let io: FakeIO;
let discord: OfflineDiscord;
let drawn: { kind: 'table' | 'private'; language: Language | undefined }[];
let n = 0;

beforeEach(async () => {
  drawn = [];
  const inner = openDrawing({ threads: 0 });
  const drawing: Drawing = {
    ...inner,
    table: (mod, view, names, choices, wanted, channel, language) => (drawn.push({ kind: 'table', language }), inner.table(mod, view, names, choices, wanted, channel, language)),
    private: (mod, view, names, choices, language) => (drawn.push({ kind: 'private', language }), inner.private(mod, view, names, choices, language)),
  };
  botTable = await BotTable.open({ modules, drawing, newSeed: () => 'seed', newInstance: () => `g${String(n++).padStart(7, '0')}`, offline: {} });
  ({ ctx, io } = botTable);
  discord = botTable.discord!;
  discord.guildLocale = 'de';
});
afterEach(() => botTable.close());

const instance = async () => (await botTable.current(TABLE)).instance;
const lobbyPress = async (u: OfflineUser, verb: 'join' | 'start') => discord.click(u, TABLE, encodeCustomId({ kind: 'lobby', instance: await instance(), verb }));
const open = async (u: OfflineUser): Promise<Handled> => discord.click(u, TABLE, encodeCustomId({ kind: 'open', instance: await instance() }));
const rev = async () => (await storedOf(botTable.store, TABLE)).rev;
const channelTexts = () => [...io.messages.values()].filter((m) => m.channelId === TABLE).map((m) => payloadText(m.payload));
const tableText = () => payloadText([...io.messages.values()].find((m) => m.channelId === TABLE && isTablePayload(m.payload, 'Lanterns'))!.payload);
const labels = (h: Handled) => h.shown.flatMap((x) => x.controls.map((c) => c.label ?? ''));

async function germanGame(): Promise<void> {
  await discord.command(ana, TABLE, 'game', 'new', [{ name: 'game', type: STRING, value: 'lanterns' }, { name: 'rounds', type: INTEGER, value: 1 }]);
  await ctx.tables.idle();
  await lobbyPress(ben, 'join');
  await lobbyPress(ana, 'start');
  await ctx.tables.idle();
  // The start's DMs are recorded by a save of their own: done before anything is counted.
  await ctx.runner.outbox.idle();
}

describe('bot/a table in its language', () => {
  it('GIVEN a German server THEN its lobby is German, from the command that opens it', async () => {
    await discord.command(ana, TABLE, 'game', 'new', [{ name: 'game', type: STRING, value: 'lanterns' }]);
    await ctx.tables.idle();
    expect((await botTable.current(TABLE)).language).toBe('de');
    const lobby = channelTexts().join('\n');
    expect(lobby).toContain('Lanterns: neuer Tisch');
    expect(lobby).toContain('Plätze: **1** besetzt');
    expect(lobby).not.toContain('new table');
  });

  it('GIVEN a German server THEN the table message and the turn ping are German', async () => {
    await germanGame();
    const table = tableText();
    expect(table).toContain(`-# Tisch ${await instance()} · /spiel regeln`);
    expect(table).not.toContain('Last events');
    const pings = channelTexts().filter((t) => t.includes('<@'));
    expect(pings.length).toBeGreaterThan(0);
    expect(pings.join('\n')).toMatch(/(du bist|ihr seid) dran in Lanterns/);
    expect(pings.join('\n')).not.toContain('your turn');
  });

  it('GIVEN an English client at a German table THEN their panel is English while the table stays German', async () => {
    await germanGame();
    const panel = await open(ben);
    expect(labels(panel).join(' ')).toContain('Table as text');
    expect(labels(panel).join(' ')).not.toContain('Tisch als Text');
    const german = await open(ana);
    expect(labels(german).join(' ')).toContain('Tisch als Text');
    expect(tableText()).toContain(`Tisch ${await instance()}`);
  });

  it("GIVEN a person's client language THEN their seat keeps it, saved once when it changes and never again while it stays", async () => {
    await germanGame();
    const seatOf = async (u: OfflineUser) => (await botTable.current(TABLE)).seats.find((x) => x.userId === u.id)!.locale;
    expect(await seatOf(ben)).toBe('en');
    expect(await seatOf(ana)).toBe('de');
    await ctx.tables.idle();
    const before = await rev();
    await open(ben);
    await open(ben);
    await ctx.tables.idle();
    expect(await rev()).toBe(before);
    const switched: OfflineUser = { ...ben, locale: 'de' };
    await open(switched);
    await ctx.tables.idle();
    expect(await seatOf(ben)).toBe('de');
    const after = await rev();
    expect(after).toBe(before + 1);
    await open(switched);
    await ctx.tables.idle();
    expect(await rev()).toBe(after);
  });

  it('GIVEN a refused press from a client whose language changed THEN the seat keeps its language and nothing is saved', async () => {
    await germanGame();
    await ctx.tables.idle();
    const before = await rev();
    const r = await ctx.runner.answer(TABLE, await instance(), { ...actor(ben), locale: 'de' }, { prompt: 'no-such-prompt', values: ['x'] });
    expect(r.ok).toBe(false);
    await ctx.tables.idle();
    expect((await botTable.current(TABLE)).seats.find((x) => x.userId === ben.id)!.locale).toBe('en');
    expect(await rev()).toBe(before);
  });

  it("GIVEN a German table THEN its picture is drawn in German and an English seat's own picture in English", async () => {
    await germanGame();
    expect(drawn.filter((d) => d.kind === 'table').map((d) => d.language)).toContain('de');
    expect(drawn.filter((d) => d.kind === 'table').every((d) => d.language === 'de')).toBe(true);
    // The start's DMs: each seat's own picture in its person's language.
    expect(drawn.filter((d) => d.kind === 'private').map((d) => d.language).sort()).toEqual(['de', 'en']);
    drawn.length = 0;
    // Kept pictures are kept by language: the same hand read in German is drawn again, in German.
    await open({ ...ben, locale: 'de' });
    expect(drawn.filter((d) => d.kind === 'private').map((d) => d.language)).toEqual(['de']);
  });

  it('GIVEN /game settings language:en on a German server THEN its open table speaks English at once, and the reply says so', async () => {
    await germanGame();
    expect(tableText()).toContain(`Tisch ${await instance()}`);
    const h = await discord.command(owner, TABLE, 'game', 'settings', [{ name: 'language', type: STRING, value: 'en' }]);
    await ctx.tables.idle();
    expect((await botTable.current(TABLE)).language).toBe('en');
    expect(tableText()).toContain(`table ${await instance()} · /game rules`);
    expect(h.shown.map((x) => x.content).join('\n')).toContain('The table open on this server now speaks English too');
  });
});
