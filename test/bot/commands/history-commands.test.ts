import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { historyText, statsText } from '../../../src/bot/commands/game/records/history-text';
import type { HistoryEntry } from '../../../src/platform/after-game/history';
import { viewable } from '../../../src/platform/after-game/viewable';
import { registry } from '../../../src/platform/module';
import { type FakeIO } from '../../fixtures/fake-io';
import { lanterns } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { type OfflineDiscord, type OfflineUser } from '../../fixtures/offline-discord';
import { actor, BotTable } from '../../fixtures/bot-table';
import { openPrompts } from '../../../src/platform/table/open-prompts';

const modules = registry([lanternsModule]);
const ana: OfflineUser = { id: '110000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '110000000000000002', name: 'ben' };
const CH = '210000000000000001';
const HIDDEN = '210000000000000002';
const ELSEWHERE = { guildId: '900000000000000099', channelId: '210000000000000003' };

let botTable: BotTable;
let ctx: BotContext;
let discord: OfflineDiscord;
let io: FakeIO;
let n = 0;

beforeEach(async () => {
  botTable = await BotTable.open({ modules, now: () => '2026-02-03T10:00:00.000Z', newSeed: () => 'seed', newInstance: () => `h${String(n++).padStart(7, '0')}`, offline: {} });
  ({ ctx, io } = botTable);
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

async function playOne(at: { guildId: string; channelId: string } = { guildId: discord.guildId, channelId: CH }): Promise<string> {
  const ch = at.channelId;
  const lobby = await ctx.runner.newLobby({ channelId: ch, guildId: at.guildId, actor: actor(ana), game: 'lanterns', options: { rounds: 1, bidding: false }, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  const inst = lobby.value.instance;
  await ctx.runner.lobby(ch, inst, actor(ben), 'join');
  const r = await ctx.runner.lobby(ch, inst, actor(ana), 'start');
  let s = r.ok ? r.value : null;
  while (s && s.phase === 'playing') {
    const p = openPrompts(s, lanterns)[0]!;
    const a = await ctx.runner.answer(ch, inst, actor(p.player === 'p0' ? ana : ben), { prompt: p.id, values: [p.options[0]!.value] });
    s = a.ok ? a.value.session : null;
  }
  expect(s?.phase).toBe('ended');
  return inst;
}

const entry = (k: number): HistoryEntry => ({
  instance: `t${String(k).padStart(7, '0')}`, game: 'lanterns', channelId: CH, endedAt: '2026-02-03T10:00:00.000Z',
  seats: [{ name: 'Ana', won: true, score: 12 }, { name: 'Ben', won: false, score: 9 }], result: 'Ana wins with 12.', finished: true,
});

describe('bot/history and stats', () => {
  it('GIVEN a finished game THEN /game history lists its game, players, winner, scores and date', async () => {
    const inst = await playOne();
    const h = await discord.command(ana, CH, 'game', 'history', []);
    expect(h.errors).toEqual([]);
    const text = h.shown.at(-1)!.content;
    expect(text).toContain(`**Lanterns** · <t:${Date.parse('2026-02-03T10:00:00.000Z') / 1000}:d> · table \`${inst}\``);
    expect(text).toMatch(/🏆 (ana|ben) \d+/);
    expect(text).toMatch(/wins? with \d+\./);
  });

  it('GIVEN two finished games THEN /game stats shows each player\'s played, won and best, for themselves or another', async () => {
    await playOne();
    await playOne();
    const mine = (await discord.command(ana, CH, 'game', 'stats', [])).shown.at(-1)!.content;
    expect(mine).toMatch(/^ana's finished games on this server:\n• \*\*Lanterns\*\*: played 2, won [0-2], best score \d+$/);
    const theirs = (await discord.command(ana, CH, 'game', 'stats', [{ name: 'player', type: 6, value: ben.id }], [ben])).shown.at(-1)!.content;
    expect(theirs).toMatch(/^ben's finished games on this server:\n• \*\*Lanterns\*\*: played 2/);
  });

  it('GIVEN nothing finished THEN both say so', async () => {
    expect((await discord.command(ana, CH, 'game', 'history', [])).shown.at(-1)!.content).toBe('No game has finished in a channel you can view yet.');
    expect((await discord.command(ben, CH, 'game', 'stats', [])).shown.at(-1)!.content).toBe('ben has not finished a game on this server yet.');
  });

  it('keeps whole entries within one message and says how many older ones were left out', () => {
    const text = historyText(Array.from({ length: 50 }, (_, k) => entry(k)), modules);
    expect(text.length).toBeLessThanOrEqual(1900);
    expect(text).toMatch(/…and \d+ older\.$/);
    expect(text).toContain('table `t0000000`');
  });

  it('says a game ended early as such, with no winner', () => {
    const early = { ...entry(1), seats: entry(1).seats.map((x) => ({ ...x, won: false, score: null })), result: 'ended by Ana', finished: false };
    expect(historyText([early], modules)).toContain('Ana · Ben\nEnded early: ended by Ana.');
    expect(statsText('Ana', { lanterns: { played: 3, won: 1, best: null } }, modules, 'server')).toBe("Ana's finished games on this server:\n• **Lanterns**: played 3, won 1");
  });

  it('GIVEN games on two servers THEN /game stats counts only this server\'s, for anyone asked about', async () => {
    await playOne();
    await playOne(ELSEWHERE);
    const mine = (await discord.command(ana, CH, 'game', 'stats', [])).shown.at(-1)!;
    expect(mine.content).toMatch(/^ana's finished games on this server:\n• \*\*Lanterns\*\*: played 1,/);
    const theirs = (await discord.command(ana, CH, 'game', 'stats', [{ name: 'player', type: 6, value: ben.id }], [ben])).shown.at(-1)!.content;
    expect(theirs).toMatch(/^ben's finished games on this server:\n• \*\*Lanterns\*\*: played 1,/);
  });

  it('GIVEN games on two servers THEN /game stats scope:all shows the asker their own totals over both, privately', async () => {
    await playOne();
    await playOne(ELSEWHERE);
    const all = (await discord.command(ana, CH, 'game', 'stats', [{ name: 'scope', type: 3, value: 'all' }])).shown.at(-1)!;
    expect(all.ephemeral).toBe(true);
    expect(all.content).toMatch(/^ana's finished games over all servers:\n• \*\*Lanterns\*\*: played 2,/);
  });

  it('refuses scope:all for another player', async () => {
    await playOne(ELSEWHERE);
    const r = await discord.command(ana, CH, 'game', 'stats', [{ name: 'player', type: 6, value: ben.id }, { name: 'scope', type: 3, value: 'all' }], [ben]);
    expect(r.shown.at(-1)!.content).toBe('Only your own record is shown over all servers: leave out the player.');
  });

  it('GIVEN a game in a channel the asker cannot view THEN /game history leaves it out and /game replay does not show it', async () => {
    const open = await playOne();
    const hidden = await playOne({ guildId: discord.guildId, channelId: HIDDEN });
    io.hiddenChannels.set(ben.id, new Set([HIDDEN]));
    const bens = (await discord.command(ben, CH, 'game', 'history', [])).shown.at(-1)!.content;
    expect(bens).toContain(`table \`${open}\``);
    expect(bens).not.toContain(hidden);
    const anas = (await discord.command(ana, CH, 'game', 'history', [])).shown.at(-1)!.content;
    expect(anas).toContain(`table \`${hidden}\``);
    const refused = await discord.command(ben, CH, 'game', 'replay', [{ name: 'table', type: 3, value: hidden }]);
    expect(refused.shown.at(-1)!.content).toBe(`No finished game with table id "${hidden}" is kept from a channel you can view.`);
    const shown = await discord.command(ana, CH, 'game', 'replay', [{ name: 'table', type: 3, value: hidden }]);
    expect(shown.errors).toEqual([]);
    expect(shown.shown.at(-1)!.content).toContain(`table \`${hidden}\``);
  });

  it('keeps only the games from channels the asker can view, in their order', () => {
    const games = [entry(1), { ...entry(2), channelId: HIDDEN }, entry(3)];
    expect(viewable(games, (id) => id !== HIDDEN).map((g) => g.instance)).toEqual(['t0000001', 't0000003']);
    expect(viewable(games, () => false)).toEqual([]);
  });

  it('GIVEN only games from channels the asker cannot view THEN /game history says none has finished', async () => {
    await playOne({ guildId: discord.guildId, channelId: HIDDEN });
    io.hiddenChannels.set(ben.id, new Set([HIDDEN]));
    expect((await discord.command(ben, CH, 'game', 'history', [])).shown.at(-1)!.content).toBe('No game has finished in a channel you can view yet.');
  });

  it('GIVEN three finished games THEN /game leaderboard ranks both players by rating, and hide:true leaves the asker off it', async () => {
    for (let k = 0; k < 3; k++) await playOne();
    const game = { name: 'game', type: 3, value: 'lanterns' };
    const board = (await discord.command(ben, CH, 'game', 'leaderboard', [game])).shown.at(-1)!.content;
    expect(board).toMatch(/^\*\*Lanterns leaderboard\*\*/);
    expect(board).toMatch(/\n1\. \*\*(ana|ben)\*\* -?\d+\.\d · 3 games, \d won\n2\. \*\*(ana|ben)\*\*/);
    expect(board).toMatch(/\nYou are #[12] of 2, rating -?\d+\.\d\.$/);
    const hid = (await discord.command(ana, CH, 'game', 'leaderboard', [{ name: 'hide', type: 5, value: true }])).shown.at(-1)!.content;
    expect(hid).toContain('no longer shown');
    const after = (await discord.command(ben, CH, 'game', 'leaderboard', [game])).shown.at(-1)!.content;
    expect(after).not.toContain('**ana**');
    expect(after).toMatch(/\n1\. \*\*ben\*\*/);
    expect((await discord.command(ana, CH, 'game', 'leaderboard', [game])).shown.at(-1)!.content).toContain('You are hidden');
  });

  it('GIVEN no rated game THEN /game leaderboard says what will count', async () => {
    const text = (await discord.command(ana, CH, 'game', 'leaderboard', [])).shown.at(-1)!.content;
    expect(text).toBe("Nothing is on this server's Lanterns leaderboard yet. A competitive game counts once two people or more play it (AI seats are left out; leaving it is a loss, and an end everyone agrees to counts for nobody); a co-operative game lists its won tables.");
  });
});
