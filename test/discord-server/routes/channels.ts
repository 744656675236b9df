import { channelJson } from '../api-shapes.js';
import type { ServerContext } from '../context.js';
import { ApiError, oldMessageEdits, Unknown } from '../http/api-error.js';
import type { ApiRequest, ApiResponse, Router } from '../http/router.js';
import { payloadFiles } from '../http/uploads.js';
import { isRecord } from '../json.js';
import { checkMessagePayload, existingOf } from '../limits.js';
import { messageJson } from '../message-json.js';
import { applyCreate, applyEdit, MessageType, StoredMessage } from '../messages.js';
import { hasAll, Permission } from '../permissions.js';
import { snowflake } from '../snowflake.js';
import { Intent } from '../gateway.js';
import { notifiedUsers } from '../notifications.js';
import { archivedThread } from './threads.js';
import { ChannelKind, type FakeChannel } from '../world.js';

const HOUR_MS = 60 * 60 * 1000;

function channelOf(ctx: ServerContext, req: ApiRequest): FakeChannel {
  const channel = ctx.world.channels.get(req.params.channelId ?? '');
  if (!channel) throw Unknown.channel();
  return channel;
}

function botPermissions(ctx: ServerContext, channel: FakeChannel): bigint | null {
  const guild = ctx.world.guildOf(channel);
  return guild ? ctx.world.permissionsIn(guild, ctx.world.bot.id, channel) : null;
}

/** Discord's checks before a bot may post: DMs must be open, guild channels need the permissions. */
function assertCanSend(ctx: ServerContext, channel: FakeChannel, req: ApiRequest, where: string): void {
  if (channel.type === ChannelKind.DM) {
    const recipient = channel.recipientId ? ctx.world.users.get(channel.recipientId) : undefined;
    if (!recipient?.dmsOpen) throw new ApiError(403, 50007, 'Cannot send messages to this user');
    return;
  }
  if (channel.type !== ChannelKind.GuildText && channel.type !== ChannelKind.PublicThread) throw new ApiError(400, 50008, 'Cannot send messages in a non-text channel');
  const perms = botPermissions(ctx, channel) ?? 0n;
  if (!hasAll(perms, Permission.ViewChannel)) throw new ApiError(403, 50001, 'Missing Access');
  if (channel.thread?.archived && channel.thread.locked && !hasAll(perms, Permission.ManageThreads)) throw archivedThread();
  let required = channel.thread ? Permission.SendMessagesInThreads : Permission.SendMessages;
  if (req.uploads.length > 0) required |= Permission.AttachFiles;
  if (!hasAll(perms, required)) {
    ctx.violation('permission', where, [`the bot lacks permissions ${required & ~perms} in #${channel.name}`]);
    throw new ApiError(403, 50013, 'Missing Permissions');
  }
}

function messageIn(ctx: ServerContext, channel: FakeChannel, req: ApiRequest): StoredMessage {
  const message = ctx.messages.get(req.params.messageId ?? '');
  // Ephemeral messages are invisible to channel routes.
  if (!message || message.channelId !== channel.id || message.ephemeralFor !== null) throw Unknown.message();
  return message;
}

function listMessages(ctx: ServerContext, channel: FakeChannel, query: URLSearchParams): StoredMessage[] {
  const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 50)));
  let list = ctx.messages.inChannel(channel.id);
  const before = query.get('before');
  const after = query.get('after');
  const around = query.get('around');
  if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
  if (after) {
    list = list.filter((m) => BigInt(m.id) > BigInt(after)).slice(0, limit);
  } else if (around) {
    const index = list.findIndex((m) => BigInt(m.id) >= BigInt(around));
    const start = Math.max(0, (index < 0 ? list.length : index) - Math.floor(limit / 2));
    list = list.slice(start, start + limit);
  } else {
    list = list.slice(-limit);
  }
  return list.reverse();
}

/**
 * A post in a thread: it unarchives the thread (the send check refused a locked one), its author joins it, and
 * so does everyone it notifies, as a mention adds a person to a thread.
 */
function postedInThread(ctx: ServerContext, channel: FakeChannel, message: StoredMessage, body: Record<string, unknown>): void {
  const t = channel.thread!;
  const now = new Date().toISOString();
  t.messageCount++;
  const joining = [message.authorId, ...notifiedUsers(message, body)].filter((id) => !t.members.has(id));
  for (const id of joining) t.members.set(id, now);
  if (t.archived) {
    t.archived = false;
    t.archivedAt = now;
    ctx.gateway.dispatch('THREAD_UPDATE', channelJson(ctx.world, channel), Intent.Guilds);
  }
}

export function addChannelRoutes(router: Router, ctx: ServerContext): void {
  router.add('GET', '/channels/:channelId', (req): ApiResponse => {
    const channel = channelOf(ctx, req);
    return { status: 200, body: channelJson(ctx.world, channel) };
  });

  router.add('GET', '/channels/:channelId/messages', (req): ApiResponse => {
    const channel = channelOf(ctx, req);
    return { status: 200, body: listMessages(ctx, channel, req.query).map((m) => messageJson(ctx.world, m)) };
  });

  router.add('POST', '/channels/:channelId/messages', (req): ApiResponse => {
    const where = `POST ${req.path}`;
    const channel = channelOf(ctx, req);
    assertCanSend(ctx, channel, req, where);
    const body = isRecord(req.body) ? req.body : {};
    ctx.enforce('payload', where, checkMessagePayload(body, { files: payloadFiles(req.uploads), requireBody: true }));
    const reference = isRecord(body.message_reference) && typeof body.message_reference.message_id === 'string' ? body.message_reference.message_id : null;
    const message = new StoredMessage(snowflake(), channel.id, channel.guildId, ctx.world.bot.id, reference ? MessageType.Reply : MessageType.Default, null, null, null, reference);
    applyCreate(message, { body, uploads: req.uploads }, ctx.origin);
    ctx.messages.add(message);
    ctx.noteCreated(message, body);
    if (channel.thread) postedInThread(ctx, channel, message, body);
    return { status: 200, body: messageJson(ctx.world, message) };
  });

  router.add('GET', '/channels/:channelId/messages/:messageId', (req): ApiResponse => {
    const channel = channelOf(ctx, req);
    return { status: 200, body: messageJson(ctx.world, messageIn(ctx, channel, req)) };
  });

  router.add('PATCH', '/channels/:channelId/messages/:messageId', (req): ApiResponse => {
    const where = `PATCH ${req.path}`;
    const channel = channelOf(ctx, req);
    const message = messageIn(ctx, channel, req);
    if (message.authorId !== ctx.world.bot.id) throw new ApiError(403, 50005, 'Cannot edit a message authored by another user');
    // Editing its own message needs no Send Messages, but a channel the bot cannot view is closed to it.
    const perms = botPermissions(ctx, channel);
    if (perms !== null && !hasAll(perms, Permission.ViewChannel)) throw new ApiError(403, 50001, 'Missing Access');
    if (channel.thread?.archived) throw archivedThread();
    if (message.ageMs > HOUR_MS) throw oldMessageEdits();
    const body = isRecord(req.body) ? req.body : {};
    ctx.enforce('payload', where, checkMessagePayload(body, { files: payloadFiles(req.uploads), existing: existingOf(message) }));
    applyEdit(message, { body, uploads: req.uploads }, ctx.origin);
    ctx.messages.updated(message);
    ctx.registry.noteEdit(message, 'channel');
    return { status: 200, body: messageJson(ctx.world, message) };
  });

  router.add('DELETE', '/channels/:channelId/messages/:messageId', (req): ApiResponse => {
    const channel = channelOf(ctx, req);
    const message = messageIn(ctx, channel, req);
    const perms = botPermissions(ctx, channel);
    if (message.authorId !== ctx.world.bot.id && (perms === null || !hasAll(perms, Permission.ManageMessages))) throw new ApiError(403, 50013, 'Missing Permissions');
    ctx.messages.remove(message);
    return { status: 204 };
  });

  router.add('POST', '/channels/:channelId/typing', (req): ApiResponse => {
    channelOf(ctx, req);
    return { status: 204 };
  });
}
