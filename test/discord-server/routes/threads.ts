import { channelJson } from '../api-shapes.js';
import type { ServerContext } from '../context.js';
import { Intent } from '../gateway.js';
import { ApiError, Unknown } from '../http/api-error.js';
import type { ApiRequest, ApiResponse, Router } from '../http/router.js';
import { isRecord, type Json } from '../json.js';
import { hasAll, Permission } from '../permissions.js';
import { ChannelKind, type FakeChannel } from '../world.js';

/**
 * Public threads as Discord runs them: started from a message (the thread takes the message's id) or in a channel,
 * with Create Public Threads; renamed, archived and locked with PATCH (locking, or changing a thread the bot did
 * not start, needs Manage Threads); members added and listed. Posting in one is in channels.ts (Send Messages in
 * Threads; a post unarchives a thread that is not locked).
 */
const ARCHIVE_MINUTES = [60, 1440, 4320, 10080];

function parentOf(ctx: ServerContext, req: ApiRequest): FakeChannel {
  const channel = ctx.world.channels.get(req.params.channelId ?? '');
  if (!channel) throw Unknown.channel();
  if (channel.type !== ChannelKind.GuildText) throw new ApiError(400, 50024, 'Cannot execute action on this channel type');
  return channel;
}

function threadOf(ctx: ServerContext, req: ApiRequest): FakeChannel {
  const channel = ctx.world.channels.get(req.params.channelId ?? '');
  if (!channel) throw Unknown.channel();
  if (!channel.thread) throw new ApiError(400, 50024, 'Cannot execute action on this channel type');
  return channel;
}

function botPerms(ctx: ServerContext, channel: FakeChannel): bigint {
  const guild = ctx.world.guildOf(channel);
  return guild ? ctx.world.permissionsIn(guild, ctx.world.bot.id, channel) : 0n;
}

function requirePerms(ctx: ServerContext, channel: FakeChannel, needed: bigint, where: string): void {
  const perms = botPerms(ctx, channel);
  if (!hasAll(perms, Permission.ViewChannel)) throw new ApiError(403, 50001, 'Missing Access');
  if (!hasAll(perms, needed)) {
    ctx.violation('permission', where, [`the bot lacks permissions ${needed & ~perms} in #${channel.name}`]);
    throw new ApiError(403, 50013, 'Missing Permissions');
  }
}

function threadOptions(ctx: ServerContext, body: Json, where: string): { name: string; minutes: number } {
  const b = isRecord(body) ? body : {};
  const name = typeof b.name === 'string' ? b.name : '';
  const minutes = b.auto_archive_duration === undefined ? 4320 : Number(b.auto_archive_duration);
  const problems: string[] = [];
  if (name.length < 1 || name.length > 100) problems.push(`name: must be 1-100 characters, got ${name.length}`);
  if (!ARCHIVE_MINUTES.includes(minutes)) problems.push(`auto_archive_duration: must be one of ${ARCHIVE_MINUTES.join(', ')}`);
  ctx.enforce('payload', where, problems);
  return { name, minutes };
}

function created(ctx: ServerContext, thread: FakeChannel): ApiResponse {
  const json = channelJson(ctx.world, thread);
  ctx.gateway.dispatch('THREAD_CREATE', { ...json, newly_created: true }, Intent.Guilds);
  return { status: 201, body: json };
}

/** Discord's word when something is done to an archived thread other than unarchiving it. */
export const archivedThread = () => new ApiError(400, 50083, 'Thread is archived');

export function addThreadRoutes(router: Router, ctx: ServerContext): void {
  router.add('POST', '/channels/:channelId/messages/:messageId/threads', (req): ApiResponse => {
    const where = `POST ${req.path}`;
    const parent = parentOf(ctx, req);
    requirePerms(ctx, parent, Permission.CreatePublicThreads, where);
    const message = ctx.messages.get(req.params.messageId ?? '');
    if (!message || message.channelId !== parent.id || message.ephemeralFor !== null) throw Unknown.message();
    if (ctx.world.channels.has(message.id)) throw new ApiError(400, 160004, 'A thread has already been created for this message');
    const { name, minutes } = threadOptions(ctx, req.body as Json, where);
    return created(ctx, ctx.world.addThread(parent, name, ctx.world.bot.id, minutes, message.id));
  });

  router.add('POST', '/channels/:channelId/threads', (req): ApiResponse => {
    const where = `POST ${req.path}`;
    const parent = parentOf(ctx, req);
    const body = isRecord(req.body) ? req.body : {};
    // Without a type, API v10 makes a private thread: the bot would then be asking for one it did not mean.
    if (body.type !== ChannelKind.PublicThread) ctx.violation('payload', where, [`type: only public threads (11) are served here, got ${String(body.type)}`]);
    requirePerms(ctx, parent, Permission.CreatePublicThreads, where);
    const { name, minutes } = threadOptions(ctx, body, where);
    return created(ctx, ctx.world.addThread(parent, name, ctx.world.bot.id, minutes));
  });

  router.add('PATCH', '/channels/:channelId', (req): ApiResponse => {
    const where = `PATCH ${req.path}`;
    const channel = threadOf(ctx, req);
    const t = channel.thread!;
    const body = isRecord(req.body) ? req.body : {};
    const unarchiving = body.archived === false && body.locked !== true && Object.keys(body).every((k) => k === 'archived' || k === 'locked');
    const own = t.ownerId === ctx.world.bot.id && body.locked === undefined;
    if (!unarchiving && !own) requirePerms(ctx, channel, Permission.ManageThreads, where);
    else requirePerms(ctx, channel, Permission.SendMessagesInThreads, where);
    if (t.archived && t.locked && !hasAll(botPerms(ctx, channel), Permission.ManageThreads)) throw archivedThread();
    if (t.archived && body.archived !== false) throw archivedThread();
    if (typeof body.name === 'string') {
      const { name } = threadOptions(ctx, { name: body.name }, where);
      channel.name = name;
    }
    if (body.auto_archive_duration !== undefined) t.autoArchiveMinutes = threadOptions(ctx, { name: channel.name, auto_archive_duration: body.auto_archive_duration }, where).minutes;
    if (typeof body.locked === 'boolean') t.locked = body.locked;
    if (typeof body.archived === 'boolean' && body.archived !== t.archived) {
      t.archived = body.archived;
      t.archivedAt = new Date().toISOString();
    }
    const json = channelJson(ctx.world, channel);
    ctx.gateway.dispatch('THREAD_UPDATE', json, Intent.Guilds);
    return { status: 200, body: json };
  });

  router.add('PUT', '/channels/:channelId/thread-members/:userId', (req): ApiResponse => {
    const where = `PUT ${req.path}`;
    const channel = threadOf(ctx, req);
    const t = channel.thread!;
    if (t.archived) throw archivedThread();
    const userId = req.params.userId === '@me' ? ctx.world.bot.id : (req.params.userId ?? '');
    const guild = ctx.world.guildOf(channel);
    if (!guild || !ctx.world.member(guild, userId)) throw Unknown.member();
    if (userId !== ctx.world.bot.id) requirePerms(ctx, channel, Permission.SendMessagesInThreads, where);
    if (!t.members.has(userId)) t.members.set(userId, new Date().toISOString());
    return { status: 204 };
  });

  router.add('DELETE', '/channels/:channelId/thread-members/:userId', (req): ApiResponse => {
    const channel = threadOf(ctx, req);
    const userId = req.params.userId === '@me' ? ctx.world.bot.id : (req.params.userId ?? '');
    if (userId !== ctx.world.bot.id) requirePerms(ctx, channel, Permission.ManageThreads, `DELETE ${req.path}`);
    channel.thread!.members.delete(userId);
    return { status: 204 };
  });

  router.add('GET', '/channels/:channelId/thread-members', (req): ApiResponse => {
    const channel = threadOf(ctx, req);
    const members = [...channel.thread!.members].map(([userId, at]) => ({ id: channel.id, user_id: userId, join_timestamp: at, flags: 0 }));
    return { status: 200, body: members };
  });
}
