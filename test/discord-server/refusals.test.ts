import { once } from 'node:events';
import { ChannelType, Client, Events, GatewayIntentBits, SnowflakeUtil, type RateLimitData } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NoPermission, TooOldToEdit } from '../../src/bot/channel/discord-port';
import { liveDiscordPort, refuseOldEdits } from '../../src/bot/channel/live-discord-port';
import { startDiscordServer, type DiscordServerHandle } from './index.js';
import { Permission } from './permissions.js';

/**
 * What Discord refuses the bot once a table is up, through the real discord.js client and the bot's port: an edit
 * of an hour-old message (429, 30046: given up at once, not waited out) and a channel whose permissions were taken
 * from the bot (403, 50013 or 50001: named, so the people at the table can be told what to grant).
 */

const HOUR = 60 * 60 * 1000;

describe('fake Discord refusals, read by the live port', () => {
  let handle: DiscordServerHandle;
  let client: Client;

  beforeAll(async () => {
    handle = await startDiscordServer();
    // The bot's clock two hours on, as the message aged below reads to Discord.
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: handle.apiBase, rejectOnRateLimit: refuseOldEdits(() => Date.now() + 2 * HOUR) } });
    const ready = once(client, Events.ClientReady);
    await client.login(handle.token);
    await ready;
  });

  const overwrites = (channelId: string) => {
    const ch = client.channels.cache.get(channelId);
    return ch?.type === ChannelType.GuildText ? ch.permissionOverwrites.cache.size : 0;
  };

  afterAll(async () => {
    await client?.destroy();
    await handle?.close();
  });

  test('an edit of a message older than an hour is refused with 30046, read as TooOldToEdit after one request', async () => {
    const io = liveDiscordPort(client);
    const id = await io.post(handle.channelId, { content: 'table' });
    expect(await io.edit(handle.channelId, id, { content: 'table, fresh' })).toBe(true);
    handle.ageMessage(id, 2 * HOUR);
    await expect(io.edit(handle.channelId, id, { content: 'table, later' })).rejects.toBeInstanceOf(TooOldToEdit);
    expect(handle.message(id)!.content).toBe('table, fresh');
    const refused = handle.requests.filter((r) => r.method === 'PATCH' && r.status === 429);
    expect(refused.map((r) => r.error)).toEqual(['30046 Maximum number of edits to messages older than 1 hour reached. Try again later.']);
  });

  test('only a rate-limited edit of an hour-old message is given up; any other request waits its limit out as before', () => {
    const now = Date.parse('2026-12-01T12:00:00Z');
    const refuse = refuseOldEdits(() => now);
    const limit = (method: string, postedAt: number): RateLimitData => ({
      method,
      url: `https://discord.com/api/v10/channels/1/messages/${SnowflakeUtil.generate({ timestamp: postedAt })}`,
      route: '/channels/:id/messages/:id',
      majorParameter: '1',
      hash: 'h',
      global: false,
      limit: 5,
      timeToReset: 1000,
      retryAfter: 1000,
      sublimitTimeout: 0,
      scope: 'user',
    });
    expect(refuse(limit('PATCH', now - 2 * HOUR))).toBe(true);
    expect(refuse(limit('PATCH', now - 5 * 60_000))).toBe(false);
    expect(refuse(limit('DELETE', now - 2 * HOUR))).toBe(false);
  });

  test('a channel that denies the bot Send Messages refuses its posts as NoPermission naming it; its table can still be edited', async () => {
    const io = liveDiscordPort(client);
    const side = handle.addChannel('side-game');
    await handle.waitFor(() => client.channels.cache.has(side));
    const id = await io.post(side, { content: 'table' });
    handle.setOverwrites(side, [{ id: handle.bot.id, type: 1, allow: 0n, deny: Permission.SendMessages }]);
    // The permission names come from discord.js's cache, which the CHANNEL_UPDATE brings up to date.
    await handle.waitFor(() => overwrites(side) === 1);
    const refused = await io.post(side, { content: 'ping' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(NoPermission);
    expect((refused as NoPermission).needs).toEqual(['Send Messages']);
    expect(handle.requests.filter((r) => r.method === 'POST' && r.status === 403)).toHaveLength(1);
    expect(await io.edit(side, id, { content: 'table, edited' })).toBe(true);
  });

  test('a channel the bot may no longer view refuses posts and edits alike (50001), read as NoPermission', async () => {
    const io = liveDiscordPort(client);
    const side = handle.addChannel('hidden-game');
    await handle.waitFor(() => client.channels.cache.has(side));
    const id = await io.post(side, { content: 'table' });
    handle.setOverwrites(side, [{ id: handle.bot.id, type: 1, allow: 0n, deny: Permission.ViewChannel }]);
    const post = await io.post(side, { content: 'ping' }).catch((e: unknown) => e);
    const edit = await io.edit(side, id, { content: 'table, edited' }).catch((e: unknown) => e);
    expect(post).toBeInstanceOf(NoPermission);
    expect(edit).toBeInstanceOf(NoPermission);
    expect((edit as NoPermission).needs).toContain('View Channel');
    expect(handle.message(id)!.content).toBe('table');
  });
});
