import { Intent, type Gateway } from './gateway.js';
import { messageDispatchJson } from './message-json.js';
import type { MessageStore } from './messages.js';
import type { World } from './world.js';

/** Mirror message changes to the gateway as Discord does: nothing for ephemeral messages. */
export function dispatchMessageEvents(world: World, messages: MessageStore, gateway: Gateway): void {
  messages.onEvent((kind, message) => {
    if (message.ephemeralFor !== null) return;
    const intent = message.guildId ? Intent.GuildMessages : Intent.DirectMessages;
    if (kind === 'create') {
      const channel = world.channels.get(message.channelId);
      if (channel) channel.lastMessageId = message.id;
    }
    if (kind === 'delete') {
      gateway.dispatch('MESSAGE_DELETE', { id: message.id, channel_id: message.channelId, guild_id: message.guildId ?? undefined }, intent);
      return;
    }
    gateway.dispatch(kind === 'create' ? 'MESSAGE_CREATE' : 'MESSAGE_UPDATE', messageDispatchJson(world, message), intent);
  });
}
