import { memberJson, userJson } from './api-shapes.js';
import type { StoredAttachment } from './attachments.js';
import type { Json } from './json.js';
import type { StoredMessage } from './messages.js';
import type { World } from './world.js';

function attachmentJson(attachment: StoredAttachment, ephemeral: boolean): Json {
  return {
    id: attachment.id,
    filename: attachment.filename,
    size: attachment.size,
    url: attachment.url,
    proxy_url: attachment.url,
    content_type: attachment.contentType,
    width: attachment.width ?? undefined,
    height: attachment.height ?? undefined,
    description: attachment.description ?? undefined,
    ephemeral: ephemeral || undefined,
  };
}

/** A message as the REST API returns it. */
export function messageJson(world: World, message: StoredMessage): Json {
  const author = world.users.get(message.authorId);
  const interactionUser = message.interaction ? world.users.get(message.interaction.userId) : undefined;
  return {
    id: message.id,
    type: message.type,
    channel_id: message.channelId,
    author: author ? userJson(author) : undefined,
    content: message.content,
    timestamp: message.timestamp,
    edited_timestamp: message.editedTimestamp,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: message.attachments.map((a) => attachmentJson(a, message.ephemeral)),
    embeds: message.embeds,
    components: message.components,
    pinned: false,
    flags: message.flags,
    webhook_id: message.webhookId ?? undefined,
    application_id: message.webhookId ?? undefined,
    message_reference: message.referencedMessageId ? { type: 0, message_id: message.referencedMessageId, channel_id: message.channelId, guild_id: message.guildId ?? undefined } : undefined,
    interaction_metadata:
      message.interaction && interactionUser
        ? {
            id: message.interaction.id,
            type: message.interaction.type,
            user: userJson(interactionUser),
            authorizing_integration_owners: message.guildId ? { '0': message.guildId } : { '0': '0' },
            name: message.interaction.name ?? undefined,
            command_type: message.interaction.name ? 1 : undefined,
          }
        : undefined,
    interaction:
      message.interaction && interactionUser
        ? { id: message.interaction.id, type: message.interaction.type, name: message.interaction.name ?? '', user: userJson(interactionUser) }
        : undefined,
  };
}

/** MESSAGE_CREATE / MESSAGE_UPDATE carry the guild id and the author's member on top of the REST shape. */
export function messageDispatchJson(world: World, message: StoredMessage): Json {
  const guild = message.guildId ? world.guilds.get(message.guildId) : undefined;
  const member = guild?.members.get(message.authorId);
  return {
    ...messageJson(world, message),
    guild_id: message.guildId ?? undefined,
    member: member && !message.webhookId ? memberJson(member, { withUser: false }) : undefined,
  };
}
