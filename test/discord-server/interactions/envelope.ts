import { channelJson, memberJson, userJson } from '../api-shapes.js';
import type { Json } from '../json.js';
import { DM_APP_PERMISSIONS } from '../permissions.js';
import { randomToken, snowflake } from '../snowflake.js';
import type { FakeChannel, FakeUser, World } from '../world.js';

/** Discord's per-file upload limit for the interaction's context (unboosted guild / DM). */
const ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

export interface Envelope {
  id: string;
  token: string;
  guildId: string | null;
  payload: Json;
}

/** The INTERACTION_CREATE fields shared by every interaction type, for a guild channel or a bot DM. */
export function interactionEnvelope(world: World, applicationId: string, user: FakeUser, channel: FakeChannel, type: number, data: Json): Envelope {
  const id = snowflake();
  const token = `aW50ZXJhY3Rpb246${Buffer.from(id).toString('base64url')}${randomToken(96)}`;
  const common: Json = {
    id,
    application_id: applicationId,
    type,
    data,
    token,
    version: 1,
    locale: user.locale,
    entitlements: [],
    attachment_size_limit: ATTACHMENT_SIZE_LIMIT,
    channel_id: channel.id,
  };
  const guild = world.guildOf(channel);
  if (!guild) {
    return {
      id,
      token,
      guildId: null,
      payload: {
        ...common,
        user: userJson(user),
        channel: channelJson(world, channel),
        app_permissions: DM_APP_PERMISSIONS.toString(),
        // For a bot DM Discord reports the guild installation as "0".
        authorizing_integration_owners: { '0': '0' },
        context: 1,
      },
    };
  }
  const member = guild.members.get(user.id);
  if (!member) throw new Error(`fake Discord: ${user.username} is not a member of ${guild.name}`);
  const permissions = world.permissionsIn(guild, user.id, channel);
  return {
    id,
    token,
    guildId: guild.id,
    payload: {
      ...common,
      guild_id: guild.id,
      guild: { id: guild.id, locale: guild.locale, features: [] },
      guild_locale: guild.locale,
      channel: channelJson(world, channel, { permissions }),
      member: memberJson(member, { permissions }),
      app_permissions: world.permissionsIn(guild, world.bot.id, channel).toString(),
      authorizing_integration_owners: { '0': guild.id },
      context: 0,
    },
  };
}
