import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { encodeCustomId } from '../../../src/bot/views/custom-id';
import type { Session } from '../../../src/platform/session-schema';
import { type FakeIO } from '../../fixtures/fake-io';
import { lanterns } from '../../fixtures/lanterns';
import { BOT_INVITE, type OfflineDiscord, type Handled, type OfflineUser } from '../../fixtures/offline-discord';
import { actor, BotTable } from '../../fixtures/bot-table';
import { openPrompts } from '../../../src/platform/table/open-prompts';

/**
 * Every way a lobby opens (/game new, the final table's New game and Rematch) passes the same door: the bot must be
 * able to show a table in the channel, the server's channel list must allow it, and the server's settings decide
 * what they limit.
 */

const ana: OfflineUser = { id: '120000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '120000000000000002', name: 'ben' };
const eve: OfflineUser = { id: '120000000000000003', name: 'eve' };
const owner: OfflineUser = { id: '120000000000000004', name: 'owner', manageServer: true };
const GAMES = '220000000000000001';
const CHAT = '220000000000000002';

const STRING = 3;
const INTEGER = 4;
const BOOLEAN = 5;
const CHANNEL = 7;
const VIEW_CHANNEL = 1n << 10n;
const ATTACH_FILES = 1n << 15n;

let botTable: BotTable;
let io: FakeIO;
let ctx: BotContext;
let discord: OfflineDiscord;
let seq = 0;

beforeEach(async () => {
  botTable = await BotTable.open({ newInstance: () => `door${String(seq++).padStart(4, '0')}`, offline: {} });
  ({ io, ctx } = botTable);
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

type Option = { name: string; type: number; value: unknown };
const settings = (options: Option[]) => discord.command(owner, GAMES, 'game', 'settings', options);
const newGame = (channelId: string, options: Option[] = []) =>
  discord.command(ana, channelId, 'game', 'new', [{ name: 'game', type: STRING, value: 'lanterns' }, { name: 'rounds', type: INTEGER, value: 1 }, { name: 'bidding', type: BOOLEAN, value: false }, ...options]);
const said = (h: Handled) => h.shown.map((x) => x.content).join('\n');
const newGameId = (instance: string, verb: 'menu' | 'pick') => encodeCustomId({ kind: 'newgame', instance, verb });
const rematchId = (instance: string, verb: 'ask' | 'accept') => encodeCustomId({ kind: 'rematch', instance, verb });
const terms = (s: Session) => ({ pace: s.pace, decisionSeconds: s.decisionSeconds, timerSeconds: s.timerSeconds, dmAllowed: s.dmAllowed });

const session = (channelId: string): Promise<Session> => botTable.current(channelId);

/** Ana opens Lanterns with /game new (with `options`), Ben joins, and they play it to its end. */
async function played(channelId: string, options: Option[] = []): Promise<Session> {
  const opened = await newGame(channelId, options);
  expect(said(opened)).toMatch(/lobby is open/);
  const inst = (await session(channelId)).instance;
  expect((await ctx.runner.lobby(channelId, inst, actor(ben), 'join')).ok).toBe(true);
  const r = await ctx.runner.lobby(channelId, inst, actor(ana), 'start');
  let s = r.ok ? r.value : null;
  while (s?.phase === 'playing') {
    const p = openPrompts(s, lanterns)[0]!;
    const a = await ctx.runner.answer(channelId, inst, actor(p.player === 'p0' ? ana : ben), { prompt: p.id, values: [p.options[0]!.value] });
    s = a.ok ? a.value.session : null;
  }
  if (s?.phase !== 'ended') throw new Error('the game did not end');
  await ctx.tables.idle();
  return s;
}

/** Eve picks Lanterns from the final table's New game menu. */
const pickNewGame = (channelId: string, ended: Session) => discord.select(eve, channelId, newGameId(ended.instance, 'pick'), ['lanterns'], { ephemeral: true });

describe('bot/every way a lobby opens', () => {
  it('GIVEN DMs turned off and a slow pace set THEN New game opens its lobby on those terms', async () => {
    const ended = await played(GAMES);
    await settings([{ name: 'pace', type: STRING, value: 'slow' }, { name: 'decision', type: INTEGER, value: 6 }, { name: 'dms', type: BOOLEAN, value: false }]);
    expect(said(await pickNewGame(GAMES, ended))).toBe('The Lanterns lobby is open in this channel.');
    expect(terms(await session(GAMES))).toEqual({ pace: 'slow', decisionSeconds: 6 * 3600, timerSeconds: null, dmAllowed: false });
  });

  it('GIVEN games kept to another channel THEN New game in the old one is refused and its final table stays', async () => {
    const ended = await played(CHAT);
    await settings([{ name: 'allow_channel', type: CHANNEL, value: GAMES }]);
    expect(said(await pickNewGame(CHAT, ended))).toBe(`Games on this server are played in <#${GAMES}>: open the lobby there.`);
    expect(await session(CHAT)).toMatchObject({ instance: ended.instance, phase: 'ended' });
  });

  it('GIVEN a game played slow with DMs off THEN its rematch keeps the pace, the decision time and no DMs', async () => {
    await settings([{ name: 'dms', type: BOOLEAN, value: false }]);
    const ended = await played(GAMES, [{ name: 'pace', type: STRING, value: 'slow' }, { name: 'decision', type: INTEGER, value: 12 }]);
    // Later settings fill in new lobbies' terms; a rematch keeps the ones its table was played by.
    await settings([{ name: 'dms', type: BOOLEAN, value: true }, { name: 'pace', type: STRING, value: 'live' }]);
    await discord.click(ana, GAMES, rematchId(ended.instance, 'ask'));
    const lobby = await session(GAMES);
    expect(terms(lobby)).toEqual({ pace: 'slow', decisionSeconds: 12 * 3600, timerSeconds: null, dmAllowed: false });
    await ctx.tables.idle();
    const shown = JSON.stringify([...io.messages.values()].at(-1)!.payload.embeds);
    expect(shown).toContain('Pace: **slow**: 12 h per decision');
    expect(shown).toContain('DMs: **off** on this server');
    expect((await discord.click(ben, GAMES, rematchId(lobby.instance, 'accept'))).errors).toEqual([]);
    await ctx.tables.idle();
    expect(await session(GAMES)).toMatchObject({ phase: 'playing', pace: 'slow', dmAllowed: false });
    expect(io.dms).toEqual([]);
  });

  it("GIVEN a live game with a turn timer THEN its rematch keeps the timer, whatever the server's default pace", async () => {
    const ended = await played(GAMES, [{ name: 'timer', type: INTEGER, value: 7 }]);
    await settings([{ name: 'pace', type: STRING, value: 'slow' }]);
    await discord.click(ana, GAMES, rematchId(ended.instance, 'ask'));
    expect(terms(await session(GAMES))).toEqual({ pace: 'live', decisionSeconds: null, timerSeconds: 7 * 60, dmAllowed: true });
  });

  it('GIVEN DMs turned off after the game THEN its rematch DMs nobody', async () => {
    const ended = await played(GAMES);
    await settings([{ name: 'dms', type: BOOLEAN, value: false }]);
    const before = io.dms.length;
    await discord.click(ana, GAMES, rematchId(ended.instance, 'ask'));
    const lobby = await session(GAMES);
    expect(lobby.dmAllowed).toBe(false);
    await discord.click(ben, GAMES, rematchId(lobby.instance, 'accept'));
    await ctx.tables.idle();
    expect(await session(GAMES)).toMatchObject({ phase: 'playing', dmAllowed: false });
    expect(io.dms.length).toBe(before);
  });

  it('GIVEN games kept to another channel THEN Rematch in the old one is refused and its final table stays', async () => {
    const ended = await played(CHAT);
    await settings([{ name: 'allow_channel', type: CHANNEL, value: GAMES }]);
    const r = await discord.click(ana, CHAT, rematchId(ended.instance, 'ask'));
    expect(said(r)).toBe(`Games on this server are played in <#${GAMES}>: open the lobby there.`);
    expect(await session(CHAT)).toMatchObject({ instance: ended.instance, phase: 'ended' });
  });

  it('GIVEN a channel where the bot cannot post THEN /game new names what it lacks, keeps nothing, and opens once it may', async () => {
    discord.setBotPermissions(CHAT, VIEW_CHANNEL);
    const posted = io.messages.size;
    const r = await newGame(CHAT);
    expect(said(r)).toBe('I cannot show a table in this channel: I am missing Send Messages, Embed Links, Attach Files and Read Message History here. Someone who manages the channel can give them to me, or play in another channel.');
    expect(r.shown.every((x) => x.ephemeral)).toBe(true);
    await ctx.tables.idle();
    expect((await ctx.runner.read(CHAT)).kind).toBe('none');
    expect(io.messages.size).toBe(posted);
    // Nothing was kept, so nothing holds the channel once the permission is given.
    discord.setBotPermissions(CHAT, BOT_INVITE);
    expect(said(await newGame(CHAT))).toMatch(/lobby is open/);
  });

  it('GIVEN a channel where the bot lost one permission THEN New game and Rematch there name it and the final table stays', async () => {
    const ended = await played(CHAT);
    discord.setBotPermissions(CHAT, BOT_INVITE & ~ATTACH_FILES);
    const refusal = 'I cannot show a table in this channel: I am missing Attach Files here. Someone who manages the channel can give it to me, or play in another channel.';
    expect(said(await pickNewGame(CHAT, ended))).toBe(refusal);
    expect(said(await discord.click(ana, CHAT, rematchId(ended.instance, 'ask')))).toBe(refusal);
    expect(await session(CHAT)).toMatchObject({ instance: ended.instance, phase: 'ended' });
  });
});
