import { once } from 'node:events';
import { AttachmentBuilder, Client, Events, GatewayIntentBits, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { liveDiscordPort } from '../../src/bot/channel/live-discord-port';
import { MessageFlag, startDiscordServer, type DiscordServerHandle, type FakeUser } from './index.js';
import { attachSampleBot, observed, PNG_1X1, sampleCommands } from './sample-bot.js';

async function loginClient(handle: DiscordServerHandle, errors: Error[]): Promise<Client> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.DirectMessages],
    rest: { api: handle.apiBase },
  });
  client.on('error', (error) => errors.push(error));
  attachSampleBot(client);
  const ready = once(client, Events.ClientReady);
  await client.login(handle.token);
  await ready;
  return client;
}

describe('fake Discord with a real discord.js client', () => {
  let handle: DiscordServerHandle;
  let client: Client;
  let alice: FakeUser;
  let bob: FakeUser;
  const botErrors: Error[] = [];

  beforeAll(async () => {
    handle = await startDiscordServer({ heartbeatIntervalMs: 300 });
    alice = handle.addUser('alice', { manageChannels: true });
    bob = handle.addUser('bob', { dmsOpen: false });
    client = await loginClient(handle, botErrors);
    await client.application!.commands.set(sampleCommands, handle.guildId);
  });

  afterAll(async () => {
    await client?.destroy();
    await handle?.close();
  });

  test('ready: discord.js caches the guild, the channel and the application', () => {
    expect(client.isReady()).toBe(true);
    expect(client.user?.id).toBe(handle.bot.id);
    expect(client.application?.id).toBe(handle.applicationId);
    const guild = client.guilds.cache.get(handle.guildId);
    expect(guild?.available).toBe(true);
    const channel = client.channels.cache.get(handle.channelId);
    expect(channel?.isTextBased()).toBe(true);
    const me = guild!.members.me!;
    expect(channel && 'permissionsFor' in channel && channel.permissionsFor(me).has(['SendMessages', 'AttachFiles', 'EmbedLinks'])).toBe(true);
    expect(handle.registeredCommands(handle.guildId).map((c) => c.name)).toContain('board');
    expect(handle.requests.filter((r) => r.path === '/gateway/bot')).toHaveLength(1);
  });

  test('slash command answered with deferReply then editReply carrying a PNG and buttons', async () => {
    const rec = await handle.command(alice, 'board').settled();
    expect(rec.callbackType).toBe(5);
    expect(rec.ephemeral).toBe(false);
    const reply = rec.response!;
    expect(reply.loading).toBe(false);
    expect(reply.content).toBe('Your move');
    expect(reply.attachments).toHaveLength(1);
    expect(reply.attachments[0]).toMatchObject({ filename: 'board.png', contentType: 'image/png', width: 1, height: 1 });
    expect(reply.attachments[0]!.data.equals(PNG_1X1)).toBe(true);
    expect(reply.embeds[0]?.image).toMatchObject({ url: reply.attachments[0]!.url });
    expect(reply.buttons().map((b) => b.customId)).toEqual(['roll', 'pass']);
    expect(handle.channelMessages().at(-1)).toBe(reply);
    expect(rec.edits.map((e) => e.via)).toEqual(['webhook']);

    const served = await fetch(reply.attachments[0]!.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  test('button answered with deferUpdate + editReply edits the clicked message', async () => {
    const board = (await handle.command(alice, 'board').settled()).response!;
    const rec = await handle.click(bob, board, 'roll').settled();
    expect(rec.callbackType).toBe(6);
    expect(board.content).toBe('Rolled a 4');
    expect(board.editCount).toBe(2);
    expect(board.history.at(-1)?.content).toBe('Your move');
    expect(rec.edits).toHaveLength(1);
  });

  test('button answered with deferUpdate + message.edit through the channel route', async () => {
    const board = (await handle.command(alice, 'board').settled()).response!;
    const rec = await handle.click(alice, board, 'pass').settled();
    expect(rec.callbackType).toBe(6);
    expect(rec.edits.map((e) => e.via)).toEqual(['channel']);
    expect(board.content).toBe('Passed');
    expect(board.components).toEqual([]);
    expect(() => handle.click(alice, board, 'roll')).toThrow(/no component "roll"/);
  });

  test('ephemeral reply, and its button answered with an update', async () => {
    const rec = await handle.command(bob, 'secret').settled();
    expect(rec.callbackType).toBe(4);
    expect(rec.ephemeral).toBe(true);
    const secret = rec.response!;
    expect(handle.ephemerals(bob)).toContain(secret);
    expect(handle.channelMessages()).not.toContain(secret);
    expect(() => handle.click(alice, secret, 'peek')).toThrow(/another user's ephemeral/);

    const click = await handle.click(bob, secret, 'peek').settled();
    expect(click.callbackType).toBe(7);
    expect(secret.content).toBe('peeked');
    expect(secret.flags & MessageFlag.Ephemeral).toBe(MessageFlag.Ephemeral);
  });

  test('deferred ephemeral reply: the first follow-up replaces the placeholder; later ones are new messages', async () => {
    const rec = await handle.command(alice, 'followups').settled({ until: (r) => r.followUps.length === 3 });
    expect(rec.callbackType).toBe(5);
    expect(rec.ephemeral).toBe(true);
    expect(rec.followUps[0]).toBe(rec.response);
    expect(rec.followUps.map((m) => m.content)).toEqual(['first, edited', 'second, edited', `original is ${rec.response!.id}`]);
    expect(rec.followUps.every((m) => m.ephemeral)).toBe(true);
    expect(handle.ephemerals(alice)).toEqual(expect.arrayContaining(rec.followUps));
    expect(rec.edits.map((e) => e.via)).toEqual(['webhook', 'webhook']);
  });

  test('select menu choice (reply sent with withResponse)', async () => {
    const menu = (await handle.command(alice, 'pick').settled()).response!;
    expect(observed.pickResponseMessageId).toBe(menu.id);
    expect(() => handle.select(alice, menu, 'policy', ['nuclear'])).toThrow(/no option "nuclear"/);
    const rec = await handle.select(alice, menu, 'policy', ['subsidy']).settled();
    expect(rec.payload.data).toMatchObject({ component_type: 3, values: ['subsidy'] });
    expect(menu.content).toBe('Chose subsidy');
  });

  test('subcommand options are typed from the registered definition; autocomplete', async () => {
    const rec = await handle.command(alice, 'game', { subcommand: 'new', options: { name: 'climate', players: 3, public: true } }).settled();
    expect(rec.payload.data).toMatchObject({
      name: 'game',
      options: [{ name: 'new', type: 1, options: [{ name: 'name', type: 3 }, { name: 'players', type: 4, value: 3 }, { name: 'public', type: 5, value: true }] }],
    });
    expect(rec.response?.content).toBe('new climate for 3 (public)');
    expect(() => handle.command(alice, 'game', { subcommand: 'new', options: { players: 3 } })).toThrow(/required option "name"/);
    expect(() => handle.command(alice, 'game', { subcommand: 'new', options: { name: 'x', players: 9 } })).toThrow(/max_value/);

    const auto = await handle.autocomplete(alice, 'game', { subcommand: 'new', focused: 'name', options: { name: 'c' } }).settled();
    expect(auto.callbackType).toBe(8);
    expect(auto.choices?.map((c) => c.value)).toEqual(['climate', 'cities', 'carbon']);
  });

  test('DM to a user with open DMs, and error 50007 for one with closed DMs', async () => {
    const sent = await handle.command(alice, 'dm', { options: { target: alice } }).settled();
    expect(sent.response?.content).toBe('DM sent to alice');
    expect(handle.dms(alice).map((m) => m.content)).toEqual(['Your hand: 3 cards']);
    expect(sent.payload.data).toMatchObject({ resolved: { users: { [alice.id]: { username: 'alice' } } } });

    const dm = handle.dms(alice)[0]!;
    const ack = await handle.click(alice, dm, 'ack').settled();
    expect(ack.payload).toMatchObject({ context: 1, channel: { type: 1 }, user: { id: alice.id } });
    expect(ack.payload.member).toBeUndefined();
    expect(dm.content).toBe('acknowledged by alice');

    const refused = await handle.command(alice, 'dm', { options: { target: bob } }).settled();
    expect(refused.response?.content).toBe('cannot DM bob (50007)');
    expect(handle.dms(bob)).toEqual([]);
    expect(handle.requests.some((r) => r.status === 403 && r.error === '50007 Cannot send messages to this user')).toBe(true);
  });

  test('channel message send and edit', async () => {
    const rec = await handle.command(alice, 'announce').settled({ until: () => handle.lastMessage()?.content === 'Game started' });
    expect(rec.ephemeral).toBe(true);
    const message = handle.lastMessage()!;
    expect(message.authorId).toBe(handle.bot.id);
    expect(message.editCount).toBe(1);
    expect(message.history[0]?.content).toBe('Game starting');
  });

  test('multipart channel message, and an edit that drops its attachment', async () => {
    const channel = client.channels.cache.get(handle.channelId);
    if (!channel?.isSendable()) throw new Error('not sendable');
    const sent = await channel.send({ content: 'map', files: [new AttachmentBuilder(PNG_1X1, { name: 'map.png' })] });
    const stored = handle.message(sent.id)!;
    expect(stored.attachments.map((a) => a.filename)).toEqual(['map.png']);
    expect(sent.attachments.first()?.width).toBe(1);
    await sent.edit({ content: 'map (text only)', attachments: [] });
    expect(stored.attachments).toEqual([]);
    expect(stored.history[0]?.attachments.map((a) => a.filename)).toEqual(['map.png']);
  });

  test("the bot's table edits: one without files keeps the picture and uploads nothing; one with files replaces it", async () => {
    const io = liveDiscordPort(client);
    const table = (alt: string) => ({ content: 'table', embeds: [{ title: 'Board', image: { url: 'attachment://board.png' } }], files: [new AttachmentBuilder(PNG_1X1, { name: 'board.png', description: alt })] });
    const id = await io.post(handle.channelId, table('round 1'));
    const stored = handle.message(id)!;
    const first = stored.attachments[0]!;
    const from = handle.requests.length;
    expect(await io.edit(handle.channelId, id, { content: 'table, a line more', embeds: table('round 1').embeds })).toBe(true);
    const kept = handle.requests.slice(from).find((r) => r.method === 'PATCH')!;
    expect(kept.files).toEqual([]);
    expect(stored.content).toBe('table, a line more');
    expect(stored.attachments).toEqual([first]);
    expect(stored.embeds[0]!.image).toMatchObject({ url: first.url });
    await io.edit(handle.channelId, id, table('round 2'));
    expect(stored.attachments.map((a) => [a.filename, a.description])).toEqual([['board.png', 'round 2']]);
    expect(stored.attachments[0]!.id).not.toBe(first.id);
  });

  test('a command in another channel, and REST lookups discord.js makes', async () => {
    const side = handle.addChannel('side-game');
    const rec = await handle.command(alice, 'pick', {}, side).settled();
    expect(rec.response?.channelId).toBe(side);
    expect(client.channels.cache.has(side)).toBe(true);

    const guild = await client.guilds.fetch({ guild: handle.guildId, force: true });
    expect(guild.name).toBe('Hothouse Test Guild');
    expect((await guild.channels.fetch()).has(side)).toBe(true);
    expect((await guild.members.fetch({ user: alice.id, force: true })).user.username).toBe('alice');
    expect((await guild.members.fetch({ query: 'bo', limit: 5 })).map((m) => m.user.username)).toEqual(['bob']);
    expect((await client.users.fetch(bob.id, { force: true })).username).toBe('bob');
    expect((await client.application!.fetch()).id).toBe(handle.applicationId);
    const fetched = await client.channels.fetch(side, { force: true });
    expect(fetched?.isTextBased() && (await fetched.messages.fetch({ limit: 10 })).map((m) => m.id)).toEqual([rec.response!.id]);
  });

  test('injected 429 and 500 are retried transparently by discord.js', async () => {
    const channel = client.channels.cache.get(handle.channelId);
    if (!channel?.isSendable()) throw new Error('not sendable');
    handle.failNext('POST /channels/:id/messages', 429, 1, { retryAfter: 0.05 });
    handle.failNext('PATCH /channels/:id/messages/:mid', 500);
    const message = await channel.send('after a rate limit');
    await message.edit('after a server error');
    const statuses = handle.requests.filter((r) => r.path.startsWith(`/channels/${handle.channelId}/messages`)).slice(-4).map((r) => `${r.method} ${r.status}`);
    expect(statuses).toEqual(['POST 429', 'POST 200', 'PATCH 500', 'PATCH 200']);
    expect(handle.lastMessage()?.content).toBe('after a server error');
  });

  test('limits: over-long content and six action rows are rejected with 50035 and recorded', async () => {
    const before = handle.violations.length;
    const long = await handle.command(alice, 'toolong').settled();
    expect(long.response?.content).toBe('fallback');
    const rows = await handle.command(alice, 'rows').settled();
    expect(rows.response?.content).toBe('fallback');
    const found = handle.violations.slice(before).flatMap((v) => v.problems);
    expect(found).toEqual(['content: must be 2000 or fewer in length (got 2001)', 'components: must have 5 or fewer items (got 6)']);
    expect(handle.requests.filter((r) => r.error === '50035 Invalid Form Body')).toHaveLength(2);
  });

  test('heartbeats are acknowledged', () => {
    expect(handle.gatewayLog.some((e) => e.kind === 'heartbeat')).toBe(true);
    expect(client.ws.ping).toBeGreaterThanOrEqual(0);
  });

  test('dropGateway: the client resumes and receives interactions missed meanwhile', async () => {
    const resumed = handle.waitForGateway('resumed');
    await handle.dropGateway();
    const missed = handle.command(alice, 'pick');
    await resumed;
    expect(handle.gatewayLog.filter((e) => e.kind === 'identify')).toHaveLength(1);
    expect((await missed.settled()).response?.content).toBe('Pick one');
    const after = await handle.command(alice, 'secret').settled();
    expect(after.callbackType).toBe(4);
  });

  test('nothing unexpected happened; unknown routes are answered 404 and recorded', async () => {
    expect(handle.unknownRoutes).toEqual([]);
    expect(handle.serverErrors).toEqual([]);
    expect(handle.violations.every((v) => v.kind === 'payload')).toBe(true);
    expect(handle.interactions.flatMap((r) => r.errors)).toEqual([]);
    expect(botErrors).toEqual([]);

    await expect(client.rest.get(Routes.voiceRegions())).rejects.toMatchObject({ status: 404 });
    expect(handle.unknownRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /voice/regions']);

    const me = await fetch(`${handle.apiBase}/v10/users/@me`, { headers: { authorization: `Bot ${handle.token}` } });
    expect(me.headers.get('x-ratelimit-limit')).toBeTruthy();
    expect(me.headers.get('x-ratelimit-bucket')).toBeTruthy();
    expect((await fetch(`${handle.apiBase}/v10/users/@me`)).status).toBe(401);
  });

  test('client.destroy() and a second client logging in', async () => {
    await client.destroy();
    await expect(handle.waitForBot(300)).rejects.toThrow(/waiting for a bot gateway session/);
    client = await loginClient(handle, botErrors);
    await handle.waitForBot();
    expect(handle.gatewayLog.filter((e) => e.kind === 'identify')).toHaveLength(2);
    const rec = await handle.command(bob, 'secret').settled();
    expect(rec.response?.content).toBe('only you');
  });
});

describe('interaction contract checks', () => {
  let handle: DiscordServerHandle;
  let client: Client;

  beforeAll(async () => {
    handle = await startDiscordServer({ interactionDeadlineMs: 200, settleTimeoutMs: 1000 });
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: handle.apiBase } });
    client.on('interactionCreate', (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const run = async (): Promise<void> => {
        if (interaction.commandName === 'slow') {
          await new Promise((resolve) => setTimeout(resolve, 400));
          await interaction.reply('too late');
        } else {
          await interaction.reply('once');
          await client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), { body: { type: 4, data: { content: 'twice' } }, auth: false });
        }
      };
      run().catch(() => undefined);
    });
    const ready = once(client, Events.ClientReady);
    await client.login(handle.token);
    await ready;
  });

  afterAll(async () => {
    await client?.destroy();
    await handle?.close();
  });

  test('a callback after the deadline gets 10062 and is recorded', async () => {
    const rec = handle.command(handle.addUser('carol'), 'slow');
    await expect(rec.settled()).rejects.toThrow(/has not answered the interaction callback[\s\S]*10062 Unknown interaction/);
    expect(rec.errors[0]).toMatch(/callback arrived after \d+ ms/);
    expect(handle.violations.map((v) => v.kind)).toEqual(['interaction']);
  });

  test('acknowledging twice gets 40060 and is recorded', async () => {
    const rec = await handle.command(handle.addUser('dave'), 'twice').settled();
    expect(rec.response?.content).toBe('once');
    expect(rec.errors).toEqual(['interaction acknowledged twice (already answered with type 4)']);
    expect(handle.requests.at(-1)?.error).toBe('40060 Interaction has already been acknowledged.');
  });
});

describe('interaction token lifetime', () => {
  let handle: DiscordServerHandle;
  let client: Client;
  const replies = new Map<string, { edit: (content: string) => Promise<unknown> }>();

  beforeAll(async () => {
    handle = await startDiscordServer({ interactionTokenMs: 300 });
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: handle.apiBase } });
    client.on('interactionCreate', (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      void interaction.reply({ content: 'panel', flags: MessageFlag.Ephemeral }).then(() => replies.set(interaction.user.id, { edit: (content) => interaction.editReply(content) }));
    });
    const ready = once(client, Events.ClientReady);
    await client.login(handle.token);
    await ready;
  });

  afterAll(async () => {
    await client?.destroy();
    await handle?.close();
  });

  test('the original reply can be edited through the webhook while the token lives, and 50027 after', async () => {
    const erin = handle.addUser('erin');
    const rec = await handle.command(erin, 'panel').settled();
    await replies.get(erin.id)!.edit('next decision');
    expect(rec.original?.content).toBe('next decision');
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(replies.get(erin.id)!.edit('too late')).rejects.toMatchObject({ code: 50027 });
    expect(rec.original?.content).toBe('next decision');
  });
});
