import type { Logger } from 'pino';
import type { Session } from '../../platform/session-schema';
import type { TablePayload } from '../views/table-view';
import type { DiscordPort, NoPermission } from './discord-port';

/**
 * A game whose channel the bot may no longer post in (its permissions taken away mid-game) would stop without a
 * word: the people seated are told once, by DM, what the bot needs there. The game is kept as it is; once the bot
 * may post again, the next change or /game status shows the table, and a later refusal is told anew.
 */
export class RefusalNotices {
  /** Channels whose people were told; forgotten once the bot posts there again. */
  private readonly told = new Set<string>();

  constructor(
    private readonly io: DiscordPort,
    private readonly log: Logger,
  ) {}

  async refused(s: Session, gameName: string, why: NoPermission): Promise<void> {
    if (this.told.has(s.channelId)) return;
    this.told.add(s.channelId);
    // A server that lets the bot DM nobody, or a player who takes no DMs, cannot be told.
    if (!s.dmAllowed) return;
    const people = [...new Set(s.seats.filter((x) => x.control !== 'ai' && x.dmOpen !== false).map((x) => x.userId))];
    const place = await this.io.placeName(s.guildId, s.channelId).catch(() => 'its channel');
    const payload = refusedPayload(gameName, place, why.needs);
    await Promise.all(people.map((u) => this.io.dm(u, payload).catch((err: unknown) => this.log.warn({ err, userId: u }, 'telling a player the bot may not post failed'))));
  }

  /** A message went up in the channel: the bot may post there again. */
  posted(channelId: string): void {
    this.told.delete(channelId);
  }
}

function refusedPayload(gameName: string, place: string, needs: readonly string[]): TablePayload {
  return {
    content: `I can no longer post in ${place}, so the table of your ${gameName} game there cannot be shown. The game is kept as it is. Someone who manages that channel can give me these permissions there: ${needs.join(', ')}. Once they are given, /game status or the next move shows the table again.`,
    allowedMentions: { parse: [] },
  };
}
