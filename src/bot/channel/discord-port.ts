import type { TablePayload } from '../views/table-view';

/**
 * The few things the bot asks of Discord to show a table. The discord.js implementation lives in
 * live-discord-port.ts; keeping it this narrow lets tests show tables with no client at all.
 */
export interface DiscordPort {
  /** Posts a message in the channel and returns its id; throws `NoPermission` when Discord refuses the bot there. */
  post(channelId: string, payload: TablePayload): Promise<string>;
  /**
   * Edits a message; false when it no longer exists. A payload with `files` (even none) replaces the message's
   * attachments; one without keeps them as they are, and nothing is uploaded. Throws `TooOldToEdit` when Discord
   * refuses the edit for the message's age, and `NoPermission` when it refuses the bot the channel.
   */
  edit(channelId: string, messageId: string, payload: TablePayload): Promise<boolean>;
  /** Deletes a message of the bot's; one already gone is no failure. */
  remove(channelId: string, messageId: string): Promise<void>;
  /** Sends a direct message; 'closed' when the user does not accept DMs from the bot. */
  dm(userId: string, payload: TablePayload): Promise<'sent' | 'closed'>;
  /** "Server › #channel" for DMs that must say where the game is. */
  placeName(guildId: string | null, channelId: string): Promise<string>;
  /** Of these channels of a server, those the member can view; a channel or member Discord cannot find is left out. */
  viewableChannels(guildId: string, userId: string, channelIds: readonly string[]): Promise<ReadonlySet<string>>;
  /**
   * Opens a public thread in the channel (from one of its messages, when given) and returns the thread's id. From a
   * message that already has its thread, it returns that thread (on Discord, the message's id).
   */
  startThread(channelId: string, fromMessageId: string | null, name: string): Promise<string>;
  /** Archives a thread; one already gone is no failure. */
  archiveThread(threadId: string): Promise<void>;
}

export function messageLink(guildId: string | null, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId ?? '@me'}/${channelId}/${messageId}`;
}

/**
 * Discord refused to post or edit in a channel for the bot's permissions there (403: 50001 Missing Access, 50013
 * Missing Permissions). Trying again changes nothing until someone grants them; `needs` names what is missing.
 */
export class NoPermission extends Error {
  constructor(
    readonly channelId: string,
    readonly needs: readonly string[],
  ) {
    super(`the bot may not post in channel ${channelId} (needs ${needs.join(', ')})`);
    this.name = 'NoPermission';
  }
}

/** Discord refused to edit a message for its age: edits of messages older than an hour are capped (30046). */
export class TooOldToEdit extends Error {
  constructor(readonly messageId: string) {
    super(`message ${messageId} is too old to be edited now`);
    this.name = 'TooOldToEdit';
  }
}
