import type { TablePayload } from '../views/table-view';

/**
 * A press on a public message of a channel (the table message, its lobby), acknowledged as an update: its token
 * reaches the interaction's webhook, `/webhooks/{application}/{token}/…`, for 15 minutes from the press. Discord
 * counts none of those requests against the bot's global limit (50 a second), so a table edit or a turn ping sent
 * through a recent press leaves that limit to what has no other way: DMs, tables no one pressed lately.
 */
export interface InteractionToken {
  applicationId: string;
  token: string;
  /** When the interaction was created (epoch ms): the token's 15 minutes count from it. */
  at: number;
  /** The channel of the message pressed on, and that message: the interaction's `@original`. */
  channelId: string;
  messageId: string;
}

/** The interaction webhook's calls, over Discord (live-discord-port.ts) or a test's fake. */
export interface InteractionWebhooks {
  /**
   * Edits the message pressed on (`@original`); a payload without `files` keeps its attachments, as the channel
   * route's edit does. Throws when the token no longer reaches it (expired, unknown, the message gone).
   */
  editOriginal(t: InteractionToken, payload: TablePayload): Promise<void>;
  /** Posts a message in the press's channel (a follow-up, public), returning its id. */
  followUp(t: InteractionToken, payload: TablePayload): Promise<string>;
  /** Deletes a follow-up posted through the token; one already gone is no failure. */
  removeFollowUp(t: InteractionToken, messageId: string): Promise<void>;
}

/**
 * Used for this long after the press, not the whole 15 minutes: a request sent at 14 minutes may wait behind a
 * bucket or a retry, and one that reaches Discord after the 15th is refused (401, 50027).
 */
export const TOKEN_USE_MS = 14 * 60_000;

/**
 * The newest press of each channel's public messages, and the turn pings posted through one (a follow-up is
 * deleted through the token that posted it, while it lasts). Memory only: after a restart the channel routes serve
 * until the next press.
 */
export class TableTokens {
  private readonly byChannel = new Map<string, InteractionToken>();
  private readonly followUps = new Map<string, InteractionToken>();

  constructor(
    readonly hooks: InteractionWebhooks,
    private readonly now: () => number = Date.now,
  ) {}

  /** A press just acknowledged as an update on a public message: the newest of its channel replaces the one before. */
  pressed(t: InteractionToken): void {
    const before = this.byChannel.get(t.channelId);
    if (before && before.at > t.at) return;
    this.byChannel.delete(t.channelId);
    this.byChannel.set(t.channelId, t);
    if (this.byChannel.size > KEPT) this.dropOldest(this.byChannel);
  }

  /** A token that edits `messageId` (a press on it) with time left; null when there is none. */
  forMessage(channelId: string, messageId: string): InteractionToken | null {
    const t = this.forChannel(channelId);
    return t && t.messageId === messageId ? t : null;
  }

  /** A token that posts in the channel (a press on any of its public messages) with time left; null when there is none. */
  forChannel(channelId: string): InteractionToken | null {
    const t = this.byChannel.get(channelId);
    if (!t) return null;
    if (this.fresh(t)) return t;
    this.byChannel.delete(channelId);
    return null;
  }

  /** The token failed (expired early, its message gone): the channel routes serve until the next press. */
  spent(t: InteractionToken): void {
    if (this.byChannel.get(t.channelId) === t) this.byChannel.delete(t.channelId);
  }

  /** `messageId` was posted through `t`: it is deleted through it too, while the token lasts. */
  postedThrough(messageId: string, t: InteractionToken): void {
    this.followUps.set(messageId, t);
    if (this.followUps.size > KEPT) this.dropOldest(this.followUps);
  }

  /** The token a message was posted through, with time left; forgotten either way. */
  takeFollowUp(messageId: string): InteractionToken | null {
    const t = this.followUps.get(messageId);
    this.followUps.delete(messageId);
    return t && this.fresh(t) ? t : null;
  }

  private fresh(t: InteractionToken): boolean {
    return this.now() - t.at <= TOKEN_USE_MS;
  }

  private dropOldest(m: Map<string, InteractionToken>): void {
    m.delete(m.keys().next().value!);
  }
}

/** Channels (and follow-ups) whose token is kept: one short record each, the oldest forgotten first. */
const KEPT = 10_000;
