import { once } from 'node:events';
import { ChannelType, Client, DiscordAPIError, Events, GatewayIntentBits, ThreadAutoArchiveDuration, type TextChannel, type ThreadChannel } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { liveDiscordPort } from '../../src/bot/channel/live-discord-port';
import { Permission } from './permissions.js';
import { startDiscordServer, type DiscordServerHandle, type FakeUser } from './index.js';
import { attachSampleBot, sampleCommands } from './sample-bot.js';

/** Public threads as Discord serves them, through a real discord.js client. */

describe('fake Discord threads', () => {
  let handle: DiscordServerHandle;
  let client: Client;
  let alice: FakeUser;
  let bob: FakeUser;

  beforeAll(async () => {
    handle = await startDiscordServer({ botPermissions: Permission.ViewChannel | Permission.SendMessages | Permission.EmbedLinks | Permission.AttachFiles | Permission.ReadMessageHistory | Permission.CreatePublicThreads | Permission.SendMessagesInThreads });
    alice = handle.addUser('alice');
    bob = handle.addUser('bob');
    client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages], rest: { api: handle.apiBase } });
    attachSampleBot(client);
    const ready = once(client, Events.ClientReady);
    await client.login(handle.token);
    await ready;
    await client.application!.commands.set(sampleCommands, handle.guildId);
  });

  afterAll(async () => {
    await client?.destroy();
    await handle?.close();
  });

  const channel = async (id: string = handle.channelId) => (await client.channels.fetch(id)) as TextChannel;

  test('a thread started from a message takes its id, reaches the bot\'s cache, and has the bot as its first member', async () => {
    const lobby = await (await channel()).send('Lobby: Tipping Point');
    const thread = await lobby.startThread({ name: 'Tipping Point: alice and bob', autoArchiveDuration: ThreadAutoArchiveDuration.OneDay });
    expect(thread.id).toBe(lobby.id);
    expect(thread.parentId).toBe(handle.channelId);
    await handle.waitFor(() => client.channels.cache.has(thread.id), { what: 'THREAD_CREATE' });
    expect(handle.threads(handle.channelId).find((t) => t.id === thread.id)).toMatchObject({ name: 'Tipping Point: alice and bob', archived: false, members: [handle.bot.id] });
    await expect(lobby.startThread({ name: 'again' })).rejects.toMatchObject({ code: 160004 });
  });

  test("the bot's port asked again for a thread from the same message finds the one it opened (a game's move taken up again)", async () => {
    const io = liveDiscordPort(client);
    const lobby = await (await channel()).send('Lobby: Earth');
    const first = await io.startThread(handle.channelId, lobby.id, 'Earth: alice, bob');
    expect(first).toBe(lobby.id);
    expect(await io.startThread(handle.channelId, lobby.id, 'Earth: alice, bob')).toBe(first);
    expect(handle.threads(handle.channelId).filter((t) => t.id === first)).toHaveLength(1);
  });

  test('a mention in a thread notifies the person and adds them to it; one not let through by allowed mentions does neither', async () => {
    const thread = await (await channel()).threads.create({ name: 'Earth: alice', type: ChannelType.PublicThread });
    await thread.send({ content: `<@${alice.id}> your turn, <@${bob.id}> watch`, allowedMentions: { users: [alice.id] } });
    const info = handle.threads().find((t) => t.id === thread.id)!;
    expect(info.members).toContain(alice.id);
    expect(info.members).not.toContain(bob.id);
    expect(info.messageCount).toBe(1);
    expect(handle.notifications.filter((n) => n.channelId === thread.id).map((n) => n.userId)).toEqual([alice.id]);
  });

  test('an archived thread refuses edits; a post unarchives it; a locked one refuses the post', async () => {
    const thread = await (await channel()).threads.create({ name: 'Vested Interests', type: ChannelType.PublicThread });
    const table = await thread.send('The table');
    await thread.setArchived(true);
    expect(handle.threads().find((t) => t.id === thread.id)!.archived).toBe(true);
    await expect(table.edit('The table, changed')).rejects.toMatchObject({ code: 50083 });
    await thread.send('Final result');
    expect(handle.threads().find((t) => t.id === thread.id)!.archived).toBe(false);
    // Locking needs Manage Threads, which this bot lacks.
    await expect(thread.setLocked(true)).rejects.toMatchObject({ code: 50013 });
    handle.archiveThread(thread.id);
    await handle.waitFor(() => (client.channels.cache.get(thread.id) as ThreadChannel | undefined)?.archived === true, { what: 'THREAD_UPDATE' });
  });

  test('a slash command typed in a thread arrives with the thread as its channel, and its reply is posted there', async () => {
    const thread = await (await channel()).threads.create({ name: 'Commands', type: ChannelType.PublicThread });
    const rec = await handle.command(alice, 'board', {}, thread.id).settled();
    expect(rec.response?.content).toBe('Your move');
    expect(rec.payload).toMatchObject({ channel_id: thread.id, channel: { type: 11, parent_id: handle.channelId } });
  });

  test('without Create Public Threads a thread is refused; without Send Messages in Threads a post in one is', async () => {
    const noThreads = handle.addChannel('no-threads', { overwrites: [{ id: handle.bot.id, type: 1, allow: 0n, deny: Permission.CreatePublicThreads }] });
    await handle.waitFor(() => client.channels.cache.has(noThreads));
    const refused = await (await channel(noThreads)).threads.create({ name: 'x', type: ChannelType.PublicThread }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DiscordAPIError);
    expect((refused as DiscordAPIError).code).toBe(50013);
    const noPosts = handle.addChannel('no-thread-posts', { overwrites: [{ id: handle.bot.id, type: 1, allow: 0n, deny: Permission.SendMessagesInThreads }] });
    await handle.waitFor(() => client.channels.cache.has(noPosts));
    const thread = await (await channel(noPosts)).threads.create({ name: 'quiet', type: ChannelType.PublicThread });
    await expect(thread.send('hello')).rejects.toMatchObject({ code: 50013 });
    expect(handle.violations.filter((v) => v.kind === 'permission').length).toBeGreaterThanOrEqual(2);
    expect(handle.unknownRoutes).toEqual([]);
  });
});
