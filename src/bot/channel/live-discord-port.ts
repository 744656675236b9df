import { REST, type InternalRequest, type RESTOptions } from '@discordjs/rest';
import { ChannelType, DiscordAPIError, InteractionWebhook, PermissionFlagsBits, RateLimitError, RESTJSONErrorCodes, SnowflakeUtil, ThreadAutoArchiveDuration, type Client, type MessageEditOptions, type InteractionReplyOptions, type RateLimitData, type WebhookMessageEditOptions } from 'discord.js';
import { NoPermission, TooOldToEdit, type DiscordPort } from './discord-port';
import type { InteractionWebhooks } from './table-tokens';

const gone = (e: unknown, ...codes: number[]) => e instanceof DiscordAPIError && codes.includes(Number(e.code));

/** Discord caps the edits of messages older than this (30046). */
const EDIT_AGE_CAP_MS = 60 * 60 * 1000;

/**
 * For discord.js's REST option `rejectOnRateLimit`. Discord answers an edit past its cap on hour-old messages with a
 * 429 (30046), which discord.js would wait out and send again for as long as the cap lasts. Such an edit held by a
 * rate limit is given up at once instead, as `TooOldToEdit`: the table is posted anew (channel-tables.ts).
 */
export function refuseOldEdits(now: () => number = Date.now): (d: RateLimitData) => boolean {
  return (d) => {
    if (d.method.toUpperCase() !== 'PATCH') return false;
    const id = /\/channels\/\d+\/messages\/(\d+)$/.exec(new URL(d.url).pathname)?.[1];
    return id !== undefined && now() - SnowflakeUtil.timestampFrom(id) > EDIT_AGE_CAP_MS;
  };
}

/** Interaction callbacks and the interaction webhook (`/webhooks/{application}/{token}/…`), which Discord's global limit does not count. */
const INTERACTION_ROUTE = /^\/(?:interactions|webhooks)\//;

/**
 * Keeps the interaction routes out of discord.js's own count of the global limit. discord.js paces every request
 * but an interaction callback to 50 a second, follow-ups and edits of `@original` included, which Discord does not
 * count: past that pace they would wait behind channel edits for nothing. They go through a REST client of their own,
 * with its per-route buckets and no global count (as the REST proxy does, src/proxy/proxy-server.ts).
 */
export function exemptInteractionRoutes(rest: REST, options: Partial<RESTOptions>): void {
  const exempt = new REST({ ...options, globalRequestsPerSecond: Number.POSITIVE_INFINITY });
  const counted = rest.queueRequest.bind(rest);
  rest.queueRequest = (request: InternalRequest) => (INTERACTION_ROUTE.test(request.fullRoute) ? exempt.queueRequest(request) : counted(request));
}

/** The interaction webhook over a discord.js client: the calls a press's token allows for 15 minutes. */
export function liveInteractionWebhooks(client: Client): InteractionWebhooks {
  const hook = (t: { applicationId: string; token: string }) => new InteractionWebhook(client as Client<true>, t.applicationId, t.token);
  return {
    async editOriginal(t, payload) {
      // As the channel route's edit: `files` replaces the attachments, none keeps them.
      await hook(t).editMessage('@original', (payload.files === undefined ? payload : { ...payload, attachments: [] }) as WebhookMessageEditOptions);
    },
    async followUp(t, payload) {
      const m: unknown = await hook(t).send(payload as InteractionReplyOptions);
      const id = typeof m === 'object' && m !== null && 'id' in m && typeof m.id === 'string' ? m.id : null;
      if (!id) throw new Error('a follow-up came back without its id');
      return id;
    },
    async removeFollowUp(t, messageId) {
      try {
        await hook(t).deleteMessage(messageId);
      } catch (e) {
        if (!gone(e, RESTJSONErrorCodes.UnknownMessage)) throw e;
      }
    },
  };
}

/** DiscordPort over a logged-in discord.js client. */
export function liveDiscordPort(client: Client): DiscordPort {
  async function sendable(channelId: string) {
    const ch = await client.channels.fetch(channelId);
    if (!ch || !ch.isTextBased() || !('send' in ch) || !('messages' in ch)) throw new Error(`Channel ${channelId} cannot hold messages`);
    return ch;
  }
  /** A refusal for the bot's permissions, naming what it lacks as far as the cached channel tells; null for any other failure. */
  function refused(e: unknown, channelId: string): NoPermission | null {
    if (!gone(e, RESTJSONErrorCodes.MissingAccess, RESTJSONErrorCodes.MissingPermissions)) return null;
    const ch = client.channels.cache.get(channelId);
    const send: Needed = ch?.isThread() ? [PermissionFlagsBits.SendMessagesInThreads, 'Send Messages in Threads'] : [PermissionFlagsBits.SendMessages, 'Send Messages'];
    const wanted: Needed[] = [[PermissionFlagsBits.ViewChannel, 'View Channel'], send, [PermissionFlagsBits.EmbedLinks, 'Embed Links'], [PermissionFlagsBits.AttachFiles, 'Attach Files'], [PermissionFlagsBits.ReadMessageHistory, 'Read Message History']];
    let have = null;
    try {
      have = ch && client.user && 'permissionsFor' in ch ? ch.permissionsFor(client.user) : null;
    } catch {
      // A channel whose server is not cached: named below by the error alone.
    }
    const missing = have ? wanted.filter(([bit]) => !have.has(bit)).map(([, name]) => name) : [];
    if (missing.length) return new NoPermission(channelId, missing);
    return new NoPermission(channelId, gone(e, RESTJSONErrorCodes.MissingAccess) ? ['View Channel'] : [send[1], 'Embed Links', 'Attach Files']);
  }
  return {
    async post(channelId, payload) {
      try {
        const ch = await sendable(channelId);
        const m = await ch.send(payload);
        return m.id;
      } catch (e) {
        throw refused(e, channelId) ?? e;
      }
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
        // Only an edit of an hour-old message is given up on a rate limit (refuseOldEdits).
        if (gone(e, RESTJSONErrorCodes.MaximumNumberOfEditsToMessagesOlderThanOneHourReached) || e instanceof RateLimitError) throw new TooOldToEdit(messageId);
        throw refused(e, channelId) ?? e;
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

type Needed = [bit: bigint, name: string];

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
