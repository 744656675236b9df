import { refusal, type Refusal } from '../words/refusals';
import type { TableLimits } from '../runner-deps';
import type { Session } from '../session-schema';

/**
 * How many tables are open per server and per host, for the limits on new lobbies (README, "Limits"). Counted in
 * memory by the process that serves the server: every save and delete passes here, and a restart counts again as it
 * resumes the stored tables. An ended game no longer counts. A game in a thread is keyed by its thread, so the limits
 * count games, however many share a channel.
 */
export const LIMITS = {
  /** Open lobbies and running games one server may hold at once. */
  perServer: 30,
  /** Open lobbies and running games one person may host in one server at once. */
  perHost: 3,
} as const;

interface Entry {
  guildId: string | null;
  host: string;
  /** A game played in a thread: the channel the thread is off. */
  parent: string | null;
  game: string;
  instance: string;
}

/** An open game played in a thread, as its channel finds it. */
export interface ThreadGame {
  threadId: string;
  game: string;
  instance: string;
}


export class TableCensus {
  private readonly open = new Map<string, Entry>();

  constructor(private readonly limits: TableLimits = LIMITS) {}

  note(s: Session): void {
    if (s.phase === 'ended') this.open.delete(s.channelId);
    else this.open.set(s.channelId, { guildId: s.guildId, host: s.host, parent: s.parent?.channelId ?? null, game: s.game, instance: s.instance });
  }

  forget(channelId: string): void {
    this.open.delete(channelId);
  }

  /** The open games played in threads off `channelId`, oldest first. */
  inThreadsOf(channelId: string): ThreadGame[] {
    return [...this.open].filter(([, e]) => e.parent === channelId).map(([threadId, e]) => ({ threadId, game: e.game, instance: e.instance }));
  }

  /** The channels (threads included) of the open games of `guildId`. */
  inServer(guildId: string): string[] {
    return [...this.open].filter(([, e]) => e.guildId === guildId).map(([channelId]) => channelId);
  }

  /** Why `host` may not open another table in `guildId` now (besides the one in `channelId`), or null. */
  refusal(guildId: string | null, host: string, channelId: string): Refusal | null {
    const here = [...this.open].filter(([ch, e]) => ch !== channelId && e.guildId === guildId).map(([, e]) => e);
    const { perHost, perServer } = this.limits;
    if (here.filter((e) => e.host === host).length >= perHost) return refusal('host-limit', perHost);
    if (here.length >= perServer) return refusal('server-limit', perServer);
    return null;
  }
}
