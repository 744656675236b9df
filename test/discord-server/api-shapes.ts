import type { Json } from './json.js';
import type { FakeChannel, FakeGuild, FakeMember, FakeRole, FakeUser, World } from './world.js';
import { ChannelKind } from './world.js';

/** JSON shapes as Discord's API v10 returns them, built from the fake world's state. */

export function userJson(user: FakeUser): Json {
  return {
    id: user.id,
    username: user.username,
    global_name: user.bot ? null : user.globalName,
    discriminator: user.bot ? '0001' : '0',
    avatar: null,
    bot: user.bot || undefined,
    system: false,
    public_flags: 0,
    flags: 0,
    banner: null,
    accent_color: null,
    avatar_decoration_data: null,
    primary_guild: null,
    collectibles: null,
  };
}

/** The bot's own user as READY and GET /users/@me describe it. */
export function selfUserJson(user: FakeUser): Json {
  return { ...userJson(user), verified: true, mfa_enabled: false, email: null, locale: 'en-US' };
}

export function roleJson(role: FakeRole): Json {
  return {
    id: role.id,
    name: role.name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.permissions.toString(),
    managed: role.managed,
    mentionable: false,
    flags: 0,
    tags: role.botId ? { bot_id: role.botId } : undefined,
  };
}

export function memberJson(member: FakeMember, extra: { withUser?: boolean; permissions?: bigint } = {}): Json {
  return {
    user: extra.withUser === false ? undefined : userJson(member.user),
    nick: null,
    avatar: null,
    banner: null,
    roles: [...member.roleIds],
    joined_at: member.joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    communication_disabled_until: null,
    unusual_dm_activity_until: null,
    permissions: extra.permissions === undefined ? undefined : extra.permissions.toString(),
  };
}

function overwritesJson(channel: FakeChannel): Json[] {
  return channel.overwrites.map((o) => ({ id: o.id, type: o.type, allow: o.allow.toString(), deny: o.deny.toString() }));
}

export function channelJson(world: World, channel: FakeChannel, extra: { permissions?: bigint } = {}): Json {
  if (channel.type === ChannelKind.DM) {
    const recipient = channel.recipientId ? world.users.get(channel.recipientId) : undefined;
    return { id: channel.id, type: ChannelKind.DM, last_message_id: channel.lastMessageId, flags: 0, recipients: recipient ? [userJson(recipient)] : [] };
  }
  if (channel.thread) {
    const t = channel.thread;
    return {
      id: channel.id,
      type: channel.type,
      guild_id: channel.guildId,
      name: channel.name,
      parent_id: channel.parentId,
      owner_id: t.ownerId,
      last_message_id: channel.lastMessageId,
      rate_limit_per_user: 0,
      message_count: t.messageCount,
      member_count: Math.min(t.members.size, 50),
      thread_metadata: { archived: t.archived, auto_archive_duration: t.autoArchiveMinutes, archive_timestamp: t.archivedAt, locked: t.locked },
      flags: 0,
      permissions: extra.permissions === undefined ? undefined : extra.permissions.toString(),
    };
  }
  return {
    id: channel.id,
    type: channel.type,
    guild_id: channel.guildId,
    name: channel.name,
    position: channel.position,
    parent_id: channel.parentId,
    permission_overwrites: overwritesJson(channel),
    flags: 0,
    ...(channel.type === ChannelKind.GuildText
      ? { topic: null, nsfw: false, last_message_id: channel.lastMessageId, rate_limit_per_user: 0, last_pin_timestamp: null }
      : {}),
    permissions: extra.permissions === undefined ? undefined : extra.permissions.toString(),
  };
}

/** The guild as GET /guilds/:id returns it (no channels or members). */
export function guildJson(guild: FakeGuild): Json {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    icon_hash: null,
    splash: null,
    discovery_splash: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    widget_enabled: false,
    widget_channel_id: null,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: [...guild.roles.values()].map(roleJson),
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    safety_alerts_channel_id: null,
    max_presences: null,
    max_members: 500000,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: guild.locale,
    public_updates_channel_id: null,
    max_video_channel_users: 25,
    max_stage_video_channel_users: 50,
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
    incidents_data: null,
  };
}

/**
 * GUILD_CREATE as the gateway sends it. Without the privileged GUILD_MEMBERS intent Discord only
 * includes the bot's own member, so that is what we do too.
 */
export function guildCreateJson(world: World, guild: FakeGuild, includeAllMembers: boolean): Json {
  const members = [...guild.members.values()].filter((m) => includeAllMembers || m.user.id === world.bot.id);
  return {
    ...guildJson(guild),
    joined_at: guild.members.get(world.bot.id)?.joinedAt ?? new Date().toISOString(),
    large: false,
    unavailable: false,
    member_count: guild.members.size,
    voice_states: [],
    members: members.map((m) => memberJson(m)),
    channels: guild.channelIds.map((id) => world.channels.get(id)).filter((c): c is FakeChannel => c !== undefined).map((c) => {
      const { guild_id: _omitted, permissions: _none, ...rest } = channelJson(world, c);
      return rest;
    }),
    threads: world.threadsOf(guild, true).map((c) => channelJson(world, c)),
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

export interface FakeApplication {
  id: string;
  name: string;
  flags: number;
}

export function applicationJson(app: FakeApplication, bot: FakeUser, owner: FakeUser): Json {
  return {
    id: app.id,
    name: app.name,
    icon: null,
    description: 'Hosts climate board games (fake Discord).',
    summary: '',
    type: null,
    bot_public: true,
    bot_require_code_grant: false,
    verify_key: '0'.repeat(64),
    flags: app.flags,
    owner: userJson(owner),
    team: null,
    bot: userJson(bot),
    guild_id: null,
    approximate_guild_count: 1,
    approximate_user_install_count: 0,
    install_params: { scopes: ['bot', 'applications.commands'], permissions: '0' },
    integration_types_config: { '0': {} },
    redirect_uris: [],
    interactions_endpoint_url: null,
    role_connections_verification_url: null,
    tags: [],
  };
}
