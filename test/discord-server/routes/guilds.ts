import { channelJson, guildJson, memberJson, roleJson } from '../api-shapes.js';
import type { ServerContext } from '../context.js';
import { ApiError, invalidFormBody, Unknown } from '../http/api-error.js';
import type { ApiRequest, ApiResponse, Router } from '../http/router.js';
import { isRecord } from '../json.js';
import { hasAll, Permission } from '../permissions.js';
import { ChannelKind, type FakeChannel, type FakeGuild } from '../world.js';
import { Intent } from '../gateway.js';

function guildOf(ctx: ServerContext, req: ApiRequest): FakeGuild {
  const guild = ctx.world.guilds.get(req.params.guildId ?? '');
  if (!guild) throw Unknown.guild();
  return guild;
}

function guildChannels(ctx: ServerContext, guild: FakeGuild): FakeChannel[] {
  return guild.channelIds.map((id) => ctx.world.channels.get(id)).filter((c): c is FakeChannel => c !== undefined);
}

export function addGuildRoutes(router: Router, ctx: ServerContext): void {
  router.add('GET', '/guilds/:guildId', (req): ApiResponse => {
    const guild = guildOf(ctx, req);
    const counts = req.query.get('with_counts') === 'true' ? { approximate_member_count: guild.members.size, approximate_presence_count: 0 } : {};
    return { status: 200, body: { ...guildJson(guild), ...counts } };
  });

  router.add('GET', '/guilds/:guildId/channels', (req): ApiResponse => {
    const guild = guildOf(ctx, req);
    return { status: 200, body: guildChannels(ctx, guild).map((c) => channelJson(ctx.world, c)) };
  });

  router.add('POST', '/guilds/:guildId/channels', (req): ApiResponse => {
    const guild = guildOf(ctx, req);
    if (!hasAll(ctx.world.permissionsIn(guild, ctx.world.bot.id, null), Permission.ManageChannels)) {
      ctx.violation('permission', `POST ${req.path}`, ['the bot lacks Manage Channels']);
      throw new ApiError(403, 50013, 'Missing Permissions');
    }
    const body = isRecord(req.body) ? req.body : {};
    if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > 100) throw invalidFormBody(['name: must be 1..100 characters']);
    const type = body.type === ChannelKind.GuildCategory ? ChannelKind.GuildCategory : ChannelKind.GuildText;
    const channel = ctx.world.addChannel(guild, body.name, type, typeof body.parent_id === 'string' ? body.parent_id : null);
    const json = channelJson(ctx.world, channel);
    ctx.gateway.dispatch('CHANNEL_CREATE', json, Intent.Guilds);
    return { status: 201, body: json };
  });

  router.add('GET', '/guilds/:guildId/roles', (req): ApiResponse => {
    const guild = guildOf(ctx, req);
    return { status: 200, body: [...guild.roles.values()].map(roleJson) };
  });

  router.add('GET', '/guilds/:guildId/members', (req): ApiResponse => {
    const guild = guildOf(ctx, req);
    const limit = Math.min(1000, Math.max(1, Number(req.query.get('limit') ?? 1)));
    return { status: 200, body: [...guild.members.values()].slice(0, limit).map((m) => memberJson(m)) };
  });

  router.add('GET', '/guilds/:guildId/members/:userId', (req): ApiResponse => {
    const guild = guildOf(ctx, req);
    const member = guild.members.get(req.params.userId ?? '');
    if (!member) throw Unknown.member();
    return { status: 200, body: memberJson(member) };
  });
}
