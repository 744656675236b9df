import { ChannelType, DiscordAPIError, PermissionFlagsBits, RESTJSONErrorCodes, ThreadAutoArchiveDuration, type Client, type MessageEditOptions } from 'discord.js';
import type { DiscordPort } from './discord-port';

const gone = (e: unknown, ...codes: number[]) => e instanceof DiscordAPIError && codes.includes(Number(e.code));

/** DiscordPort over a logged-in discord.js client. */
export function liveDiscordPort(client: Client): DiscordPort {
  async function sendable(channelId: string) {
    const ch = await client.channels.fetch(channelId);
    if (!ch || !ch.isTextBased() || !('send' in ch) || !('messages' in ch)) throw new Error(`Channel ${channelId} cannot hold messages`);
    return ch;
  }
  return {
    async post(channelId, payload) {
      const ch = await sendable(channelId);
      const m = await ch.send(payload);
      return m.id;
    },
    async edit(channelId, messageId, payload) {
      try {
        const ch = await sendable(channelId);
        // `attachments: []` drops the old picture, `files` brings the new one. Without `files`, discord.js sends no
        // `attachments` at all, and Discord keeps the message's picture without its being uploaded again.
        await ch.messages.edit(messageId, (payload.files === undefined ? payload : { ...payload, attachments: [] }) as MessageEditOptions);
        return true;
      } catch (e) {
        if (gone(e, RESTJSONErrorCodes.UnknownMessage)) return false;
        throw e;
      }
    },
    async remove(channelId, messageId) {
      try {
        const ch = await sendable(channelId);
        await ch.messages.delete(messageId);
      } catch (e) {
        if (!gone(e, RESTJSONErrorCodes.UnknownMessage, RESTJSONErrorCodes.UnknownChannel)) throw e;
      }
    },
    async dm(userId, payload) {
      const send = async () => {
        const user = await client.users.fetch(userId);
        await user.send(payload);
        return 'sent' as const;
      };
      try {
        return await withinTime(send(), DM_LIMIT_MS, `a DM to ${userId} took over ${DM_LIMIT_MS / 1000} s`);
      } catch (e) {
        if (gone(e, RESTJSONErrorCodes.CannotSendMessagesToThisUser)) return 'closed';
        throw e;
      }
    },
    async placeName(guildId, channelId) {
      const ch = await client.channels.fetch(channelId).catch(() => null);
      const guild = guildId ? client.guilds.cache.get(guildId) : null;
      const channelName = ch && 'name' in ch && ch.name ? `#${ch.name}` : 'a channel';
      return guild ? `${guild.name} › ${channelName}` : channelName;
    },
    async startThread(channelId, fromMessageId, name) {
      const ch = await client.channels.fetch(channelId);
      if (!ch || ch.type !== ChannelType.GuildText) throw new Error(`Channel ${channelId} cannot hold threads`);
      // A week of quiet before Discord hides it: a slow game may wait days on one decision.
      try {
        const thread = await ch.threads.create({ name, autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek, ...(fromMessageId ? { startMessage: fromMessageId } : {}) });
        return thread.id;
      } catch (e) {
        // Opened before (a move taken up again): a thread started from a message has that message's id.
        if (fromMessageId && gone(e, RESTJSONErrorCodes.ThreadAlreadyCreatedForMessage)) return fromMessageId;
        throw e;
      }
    },
    async archiveThread(threadId) {
      try {
        const th = await client.channels.fetch(threadId);
        if (th?.isThread()) await th.setArchived(true);
      } catch (e) {
        if (!gone(e, RESTJSONErrorCodes.UnknownChannel)) throw e;
      }
    },
    async viewableChannels(guildId, userId, channelIds) {
      const guild = await client.guilds.fetch(guildId).catch(() => null);
      const member = guild ? await guild.members.fetch(userId).catch(() => null) : null;
      const seen = new Set<string>();
      if (!guild || !member) return seen;
      for (const id of new Set(channelIds)) {
        // A game played in a thread is kept under the thread's id; threads are fetched as channels of the client.
        const found = guild.channels.cache.get(id) ?? (await guild.channels.fetch(id).catch(() => null)) ?? (await client.channels.fetch(id).catch(() => null));
        const ch = found && 'guildId' in found && found.guildId === guildId && 'permissionsFor' in found ? found : null;
        if (ch?.permissionsFor(member)?.has(PermissionFlagsBits.ViewChannel)) seen.add(id);
      }
      return seen;
    },
  };
}

/**
 * A DM that has not gone out in this long counts as failed (a turn ping by DM holds its channel's next table update;
 * a hand DM is retried by the outbox). discord.js alone would wait up to 15 s per try, with retries.
 */
const DM_LIMIT_MS = 10_000;

function withinTime<T>(p: Promise<T>, ms: number, why: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(why)), ms);
    timer.unref();
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}
