import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../src/modules';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { Permission } from '../discord-server/permissions';
import { openE2ETable, type E2ETable } from './harness';
import { isOver, owingUsers, playOn, tableMessage, textOf } from './driver';

/**
 * Games in threads through the test Discord server: two games at once in threads of one channel, each to its end
 * with a restart in the middle, the channel left with one line per game; a rematch into a new thread; and a
 * channel where the bot cannot open threads, where the game is played in the channel, saying why.
 */
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser, ben: FakeUser, cy: FakeUser, dee: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules, { newSeed: () => 'threads-e2e' });
  h = t.h;
  [ana, ben, cy, dee] = ['ana', 'ben', 'cy', 'dee'].map((n) => h.addUser(n)) as [FakeUser, FakeUser, FakeUser, FakeUser];
});

afterAll(async () => {
  await t.close();
});

async function settle(): Promise<void> {
  await t.idle();
  await h.idle();
}

/** Opens a lobby in a thread-playing channel with `guest` seated and starts it; the thread it moved to. */
async function startInThread(channelId: string, game: string, host: FakeUser, guest: FakeUser, options: Record<string, unknown>): Promise<string> {
  const before = h.threads(channelId).length;
  const opened = await h.command(host, 'game', { subcommand: 'new', options: { game, where: 'thread', ...options } }, channelId).settled();
  expect(textOf(opened.response)).toContain('Once it starts, it moves to a thread of its own.');
  const lobby = h.lastMessage(channelId)!;
  await h.click(guest, lobby, lobby.button('Join')!.customId!).settled();
  await h.click(host, lobby, lobby.button('Start')!.customId!).settled();
  await settle();
  const threads = h.threads(channelId);
  expect(threads.length).toBe(before + 1);
  return threads.at(-1)!.id;
}

describe('e2e/games in threads', () => {
  it('plays two games at once in threads of one channel, through a restart, and leaves one line per game', async () => {
    const ch = h.addChannel('games');
    const earth = await startInThread(ch, 'earth', ana, ben, { personal_ecosystem: false, max_rounds: 2 });
    // The lobby is now one line linking to the thread, with nothing to press.
    expect(h.channelMessages(ch).map((m) => textOf(m))).toEqual([`**Earth** is being played in <#${earth}>: its table, turn pings and buttons are there.`]);
    expect(h.threads(ch)[0]!.name).toBe('Earth: ana, ben');
    expect(tableMessage(h, 'Earth', earth)).toBeDefined();
    // A second game opens in the same channel while the first is played.
    const tp = await startInThread(ch, 'tipping-point', cy, dee, { difficulty: 0, max_rounds: 3 });
    expect(tableMessage(h, 'Tipping Point', tp)).toBeDefined();
    // Typed in the channel, /game status names the games in its threads, and finds one by its table id.
    const listed = await h.command(ana, 'game', { subcommand: 'status' }, ch).settled();
    expect(textOf(listed.response)).toMatch(new RegExp(`^No game is played in this channel itself\\. Its threads hold: Earth \\(table \\w+\\) in <#${earth}>; Tipping Point \\(table \\w+\\) in <#${tp}>\\.$`));
    const tpTable = (await t.session(tp)).instance;
    const found = await h.command(ana, 'game', { subcommand: 'status', options: { table: tpTable } }, ch).settled();
    expect(textOf(found.response)).toBe(`Tipping Point (table ${tpTable}) in <#${tp}>: its table was posted again there.`);
    await settle();
    const earthTable = (await t.session(earth)).instance;
    const people = new Map([ana, ben, cy, dee].map((u) => [u.id, u]));
    await playOn(h, 'Earth', people, settle, 6, earth);
    await playOn(h, 'Tipping Point', people, settle, 6, tp);
    // A ping in a thread adds the person to it.
    expect(h.threads(ch).find((x) => x.id === earth)!.members).toEqual(expect.arrayContaining([ana.id, ben.id]));
    await t.restart();
    await settle();
    await playOn(h, 'Earth', people, settle, Infinity, earth, () => t.passTime(earth));
    await playOn(h, 'Tipping Point', people, settle, Infinity, tp, () => t.passTime(tp));
    expect(isOver(tableMessage(h, 'Earth', earth)!)).toBe(true);
    expect(isOver(tableMessage(h, 'Tipping Point', tp)!)).toBe(true);
    await settle();
    const lines = h.channelMessages(ch).map((m) => textOf(m));
    expect(lines).toHaveLength(2);
    expect(lines.some((l) => l.startsWith(`**Earth** in <#${earth}> is over: `))).toBe(true);
    expect(lines.some((l) => l.startsWith(`**Tipping Point** in <#${tp}> is over: `))).toBe(true);
    // The server's history lists both, from the threads they were played in.
    const history = String((await h.command(ana, 'game', { subcommand: 'history' }, ch).settled()).response?.content);
    expect(history).toContain(`table \`${earthTable}\``);
    expect(history).toContain(`table \`${tpTable}\``);
  }, 600_000);

  it('opens a rematch in a new thread off the same channel', async () => {
    const ch = h.addChannel('rematches');
    const first = await startInThread(ch, 'earth', ana, ben, { personal_ecosystem: false, max_rounds: 1 });
    await playOn(h, 'Earth', new Map([[ana.id, ana], [ben.id, ben]]), settle, Infinity, first, () => t.passTime(first));
    const final = tableMessage(h, 'Earth', first)!;
    await h.click(ana, final, final.button('Rematch')!.customId!).settled();
    await settle();
    const rematch = h.lastMessage(first)!;
    await h.click(ben, rematch, rematch.button('Accept')!.customId!).settled();
    await settle();
    const threads = h.threads(ch);
    expect(threads).toHaveLength(2);
    const second = threads[1]!.id;
    expect(tableMessage(h, 'Earth', second)).toBeDefined();
    expect(owingUsers(tableMessage(h, 'Earth', second)!).length).toBeGreaterThan(0);
    expect((await t.session(second)).parent?.channelId).toBe(ch);
  }, 300_000);

  it('plays a learning game in a thread where the server plays games in threads, and says where', async () => {
    const ch = h.addChannel('learn-threads');
    await t.store.updateDoc(`guild:${h.guildId}`, (cur) => ({ ...(cur as object), tables: 'thread' }));
    const r = await h.command(ana, 'game', { subcommand: 'learn', options: { game: 'earth' } }, ch).settled();
    const thread = h.threads(ch)[0]!;
    expect(textOf(r.response)).toContain(`Your Earth learning game has started in <#${thread.id}>, with 1 AI player.`);
    await settle();
    expect(tableMessage(h, 'Earth', thread.id)).toBeDefined();
    await t.store.updateDoc(`guild:${h.guildId}`, (cur) => ({ ...(cur as object), tables: 'channel' }));
  }, 120_000);

  it('plays in the channel where the bot cannot open threads, and says so', async () => {
    const ch = h.addChannel('no-threads', { overwrites: [{ id: h.bot.id, type: 1, allow: 0n, deny: Permission.CreatePublicThreads }] });
    const opened = await h.command(ana, 'game', { subcommand: 'new', options: { game: 'earth', where: 'thread' } }, ch).settled();
    expect(textOf(opened.response)).toContain('It will be played in this channel: I cannot play in a thread here without Create Public Threads.');
    const lobby = h.lastMessage(ch)!;
    await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
    await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    await settle();
    expect(h.threads(ch)).toEqual([]);
    expect(tableMessage(h, 'Earth', ch)).toBeDefined();
  }, 120_000);

  it('sent nothing over Discord limits', () => {
    expect(h.violations).toEqual([]);
    expect(h.serverErrors).toEqual([]);
  });
});
