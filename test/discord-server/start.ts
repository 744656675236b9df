import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Activity } from './activity.js';
import { guildCreateJson, memberJson, selfUserJson, type FakeApplication } from './api-shapes.js';
import { CommandRegistry } from './commands.js';
import { ServerContext, type ResolvedOptions } from './context.js';
import { FaultInjector } from './faults.js';
import { Gateway, Intent, shardOfGuild, type GatewaySession } from './gateway.js';
import { DiscordServerHandle } from './handle.js';
import type { GlobalLimitOptions } from './http/global-limit.js';
import { RestHandler } from './http/handler.js';
import { Router } from './http/router.js';
import { InteractionRegistry } from './interactions/registry.js';
import type { Json } from './json.js';
import { dispatchMessageEvents } from './message-dispatch.js';
import { MessageStore } from './messages.js';
import { BOT_ROLE_PERMISSIONS } from './permissions.js';
import { addApplicationRoutes } from './routes/applications.js';
import { addChannelRoutes } from './routes/channels.js';
import { addThreadRoutes } from './routes/threads.js';
import { addGatewayInfoRoutes } from './routes/gateway-info.js';
import { addGuildRoutes } from './routes/guilds.js';
import { addInteractionCallbackRoute } from './routes/interaction-callback.js';
import { addUserRoutes } from './routes/users.js';
import { addWebhookRoutes } from './routes/webhooks.js';
import { botToken } from './snowflake.js';
import { World, type FakeGuild, type FakeMember } from './world.js';

export interface StartOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0 (any free port). */
  port?: number;
  botName?: string;
  guildName?: string;
  channelName?: string;
  /** The default guild's Discord language (`guild_locale`, `preferred_locale`); default `en-US`. */
  guildLocale?: string;
  /** The bot role's permissions. Default: view, send, embed links, attach files, history, reactions. */
  botPermissions?: bigint;
  /** Gateway heartbeat interval sent in HELLO. Default 41250 like Discord. */
  heartbeatIntervalMs?: number;
  /** Privileged intents enabled for the app (bitfield of GuildMembers/GuildPresences/MessageContent). Default none. */
  privilegedIntents?: number;
  /** Answer limit violations with 400 / 50035 like Discord (default) instead of accepting them. */
  rejectInvalidPayloads?: boolean;
  /** How long the bot has to acknowledge an interaction. Default 3000 ms like Discord. */
  interactionDeadlineMs?: number;
  /** How long an interaction's token can reach its webhook (edit `@original`, follow up). Default 15 min like Discord. */
  interactionTokenMs?: number;
  /** Quiet period `settled()` and `idle()` wait for. Default 150 ms. */
  settleQuietMs?: number;
  /** Default 5000 ms. */
  settleTimeoutMs?: number;
  /** The shard count GET /gateway/bot recommends. Default 1. */
  shards?: number;
  /** The global REST limit per bot token (default 50 a second) and the invalid-request limit (10,000 in 10 minutes). */
  restLimits?: GlobalLimitOptions;
  /** How many shards may identify per 5 s (GET /gateway/bot's `max_concurrency`). Default 1, as for most bots. */
  maxConcurrency?: number;
}

const ApplicationFlag = {
  GatewayPresenceLimited: 1 << 13,
  GatewayGuildMembersLimited: 1 << 15,
  GatewayMessageContentLimited: 1 << 19,
  ApplicationCommandBadge: 1 << 23,
} as const;

/** An unverified app shows its enabled privileged intents as the `*_LIMITED` flags. */
function applicationFlags(privilegedIntents: number): number {
  let flags: number = ApplicationFlag.ApplicationCommandBadge;
  if (privilegedIntents & Intent.GuildPresences) flags |= ApplicationFlag.GatewayPresenceLimited;
  if (privilegedIntents & Intent.GuildMembers) flags |= ApplicationFlag.GatewayGuildMembersLimited;
  if (privilegedIntents & Intent.MessageContent) flags |= ApplicationFlag.GatewayMessageContentLimited;
  return flags;
}

function guildsOfShard(world: World, session: GatewaySession): FakeGuild[] {
  const [shardId, shardCount] = session.shard;
  return [...world.guilds.values()].filter((g) => shardOfGuild(g.id, shardCount) === shardId);
}

/**
 * Op 8 answers. Asking by user id or by name prefix needs no intent; the whole list (empty query)
 * needs GUILD_MEMBERS, without which we answer an empty chunk.
 */
function memberChunks(world: World, session: GatewaySession, request: Json): Json[] {
  const guild = typeof request.guild_id === 'string' ? world.guilds.get(request.guild_id) : undefined;
  if (!guild) return [];
  const all = [...guild.members.values()];
  let members: FakeMember[];
  let notFound: string[] = [];
  if (Array.isArray(request.user_ids)) {
    const ids = request.user_ids.map(String);
    members = all.filter((m) => ids.includes(m.user.id));
    notFound = ids.filter((id) => !guild.members.has(id));
  } else {
    const query = typeof request.query === 'string' ? request.query.toLowerCase() : '';
    const allowed = query !== '' || (session.intents & Intent.GuildMembers) !== 0;
    const limit = typeof request.limit === 'number' && request.limit > 0 ? request.limit : all.length;
    members = allowed ? all.filter((m) => m.user.username.toLowerCase().startsWith(query)).slice(0, limit) : [];
  }
  return [{ guild_id: guild.id, members: members.map((m) => memberJson(m)), chunk_index: 0, chunk_count: 1, not_found: notFound, nonce: request.nonce }];
}

function resolveOptions(options: StartOptions): ResolvedOptions {
  return {
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
    privilegedIntents: options.privilegedIntents ?? 0,
    rejectInvalidPayloads: options.rejectInvalidPayloads ?? true,
    interactionDeadlineMs: options.interactionDeadlineMs ?? 3000,
    interactionTokenMs: options.interactionTokenMs ?? 15 * 60_000,
    settleQuietMs: options.settleQuietMs ?? 150,
    settleTimeoutMs: options.settleTimeoutMs ?? 5000,
  };
}

/** Start a fake Discord (REST + Gateway) on a local port for the real discord.js client to log into. */
export async function startDiscordServer(options: StartOptions = {}): Promise<DiscordServerHandle> {
  const resolved = resolveOptions(options);
  const world = new World({
    botName: options.botName ?? 'Hothouse',
    guildName: options.guildName ?? 'Hothouse Test Guild',
    channelName: options.channelName ?? 'games',
    ...(options.guildLocale ? { guildLocale: options.guildLocale } : {}),
    botPermissions: options.botPermissions ?? BOT_ROLE_PERMISSIONS,
  });
  // Modern applications share their id with their bot user.
  const app: FakeApplication = { id: world.bot.id, name: world.bot.username, flags: applicationFlags(resolved.privilegedIntents) };
  const token = botToken(world.bot.id);
  let origin = '';
  const gatewayUrl = (): string => `${origin.replace(/^http/, 'ws')}/gateway`;

  const gateway = new Gateway({
    token,
    heartbeatIntervalMs: resolved.heartbeatIntervalMs,
    privilegedIntents: resolved.privilegedIntents,
    ready: (session): Json => ({
      v: 10,
      user: selfUserJson(world.bot),
      guilds: guildsOfShard(world, session).map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      session_type: 'normal',
      resume_gateway_url: `${origin.replace(/^http/, 'ws')}/gateway-resume`,
      shard: session.shard,
      application: { id: app.id, flags: app.flags },
      user_settings: {},
      private_channels: [],
      presences: [],
      relationships: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      auth: {},
      _trace: ['["fake-gateway",{"micros":0}]'],
    }),
    // GUILD_CREATE belongs to the GUILDS intent; members beyond the bot need GUILD_MEMBERS.
    guildCreates: (session): Json[] =>
      session.intents & Intent.Guilds ? guildsOfShard(world, session).map((g) => guildCreateJson(world, g, (session.intents & Intent.GuildMembers) !== 0)) : [],
    memberChunks: (session, request) => memberChunks(world, session, request),
    maxConcurrency: options.maxConcurrency ?? 1,
  });

  const messages = new MessageStore();
  const ctx = new ServerContext(world, app, token, messages, gateway, new InteractionRegistry(), new CommandRegistry(app.id), new Activity(), resolved);
  dispatchMessageEvents(world, messages, gateway);

  const router = new Router();
  addGatewayInfoRoutes(router, ctx, gatewayUrl, options.shards ?? 1, options.maxConcurrency ?? 1);
  addUserRoutes(router, ctx);
  addGuildRoutes(router, ctx);
  addChannelRoutes(router, ctx);
  addThreadRoutes(router, ctx);
  addApplicationRoutes(router, ctx);
  addInteractionCallbackRoute(router, ctx);
  addWebhookRoutes(router, ctx);

  const faults = new FaultInjector();
  const rest = new RestHandler(ctx, router, faults, options.restLimits);
  const server = createServer((req, res) => void rest.handle(req, res));
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://fake-discord').pathname.replace(/\/+$/, '');
    if (path === '/gateway' || path === '/gateway-resume') gateway.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  server.on('clientError', (_err, socket) => socket.destroy());

  server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  origin = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  ctx.origin = origin;
  return new DiscordServerHandle(ctx, rest, faults, server, `${origin}/api`, gatewayUrl());
}
