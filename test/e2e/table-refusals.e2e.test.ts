import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser, StoredMessage } from '../discord-server/index';
import { Permission } from '../discord-server/permissions';
import { lanternsModule } from '../fixtures/lanterns-module';
import { playOn, tableMessage, textOf, isTable } from './driver';
import { openE2ETable, type E2ETable } from './harness';

/**
 * A table as Discord keeps it over a long game: /game status takes the turn ping along without calling anyone again,
 * a table and ping hours old (which Discord no longer lets the bot edit) are posted anew, and a channel whose
 * permissions are taken from the bot is not hammered: the people seated are told once, and the game waits.
 */
const HOUR = 60 * 60 * 1000;
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser, ben: FakeUser;
let lobby: StoredMessage;

beforeAll(async () => {
  t = await openE2ETable(registry([lanternsModule]));
  h = t.h;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
  await h.command(ana, 'game', { subcommand: 'new', options: { game: 'lanterns', rounds: 3, bidding: false } }).settled();
  lobby = h.lastMessage()!;
  await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
  await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
  await settle();
});

afterAll(async () => {
  await t.close();
});

async function settle(): Promise<void> {
  await t.idle();
  await h.idle();
}

const users = () => new Map([ana, ben].map((u) => [u.id, u]));
const table = () => tableMessage(h, 'Lanterns')!;
/** The channel's turn ping: the bot's one message since the lobby that is not the table. */
const ping = () => h.channelMessages().filter((m) => m.authorId === h.bot.id && BigInt(m.id) > BigInt(lobby.id) && m.id !== table().id);
const link = (m: StoredMessage) => `https://discord.com/channels/${h.guildId}/${h.channelId}/${m.id}`;

describe('e2e/table refusals', () => {
  it('/game status takes the turn ping along by an edit: it links to the new table and notifies nobody again', async () => {
    const [first] = ping();
    expect(textOf(first)).toContain(link(table()));
    const before = table();
    const heard = h.notifications.length;
    await h.command(ana, 'game', { subcommand: 'status' }).settled();
    await settle();
    expect(table().id).not.toBe(before.id);
    expect(ping().map((m) => m.id)).toEqual([first!.id]);
    expect(textOf(first)).toContain(link(table()));
    expect(h.notifications.length).toBe(heard);
  });

  it('a table and ping hours old are posted anew on the next move, the old ones deleted, calling nobody again', async () => {
    const oldTable = table();
    const [oldPing] = ping();
    h.ageMessage(oldTable, 2 * HOUR);
    h.ageMessage(oldPing!, 2 * HOUR);
    await t.passTimeBy(2 * HOUR);
    const heard = h.notifications.length;
    const from = h.requests.length;
    // The first step of a turn: no new ping is due, so the one there is taken along.
    await playOn(h, 'Lanterns', users(), () => t.idle(), 1);
    await settle();
    expect(table().id).not.toBe(oldTable.id);
    expect(oldTable.deleted).toBe(true);
    const [now, ...more] = ping();
    expect(more).toEqual([]);
    expect(now!.id).not.toBe(oldPing!.id);
    expect(oldPing!.deleted).toBe(true);
    expect(textOf(now)).toContain(link(table()));
    expect(h.notifications.length).toBe(heard);
    const refused = h.requests.slice(from).filter((r) => r.status === 429);
    expect(refused.map((r) => r.path).sort()).toEqual([`/channels/${h.channelId}/messages/${oldPing!.id}`, `/channels/${h.channelId}/messages/${oldTable.id}`].sort());
  });

  it('a channel that no longer lets the bot post is tried once per change, the people seated are told once, and the table comes back with the permission', async () => {
    const kept = table();
    h.setOverwrites(h.channelId, [{ id: h.bot.id, type: 1, allow: 0n, deny: Permission.SendMessages }]);
    const from = h.requests.length;
    const dms = [h.dms(ana).length, h.dms(ben).length];
    await h.command(ana, 'game', { subcommand: 'status' }).settled();
    await settle();
    const told = (u: FakeUser, i: number) => h.dms(u).slice(dms[i]).filter((m) => textOf(m).startsWith('I can no longer post'));
    expect(told(ana, 0)).toHaveLength(1);
    expect(told(ben, 1)).toHaveLength(1);
    expect(told(ana, 0)[0]!.content).toContain('Send Messages');
    // A move made meanwhile (the table's controls still answer) is kept, and tells nobody again.
    await playOn(h, 'Lanterns', users(), () => t.idle(), 1);
    await settle();
    const posts = h.requests.slice(from).filter((r) => r.method === 'POST' && r.path === `/channels/${h.channelId}/messages`);
    expect(posts.every((r) => r.status === 403)).toBe(true);
    expect(posts).toHaveLength(2);
    expect([told(ana, 0).length, told(ben, 1).length]).toEqual([1, 1]);
    expect(table().id).toBe(kept.id);
    // The table on screen is the old one, so /game status brings the current one, and the ping that is due with it.
    h.setOverwrites(h.channelId, []);
    const heard = h.notifications.length;
    await h.command(ben, 'game', { subcommand: 'status' }).settled();
    await settle();
    expect(table().id).not.toBe(kept.id);
    expect(kept.deleted).toBe(true);
    expect(h.notifications.slice(heard).map((n) => n.userId)).toEqual([ben.id]);
    const tables = h.channelMessages().filter((m) => isTable(m, 'Lanterns'));
    expect(tables.map((m) => m.id)).toEqual([table().id]);
  });

  it('sent nothing else Discord would refuse', () => {
    expect(h.violations.filter((v) => v.kind !== 'permission')).toEqual([]);
    expect(h.unknownRoutes).toEqual([]);
    expect(h.serverErrors).toEqual([]);
  });
});
