import type { Session } from '../../platform/session-schema';
import type { PingWay } from './notify-prefs';

/** Where one round of turn pings goes: the people mentioned in the channel, the people sent a DM. */
export interface PingRoutes {
  channel: string[];
  dm: string[];
}

/**
 * Each called person's ping by `wayOf` (their /game notify choice; a pace that calls by DM answers 'dm' or 'both'
 * here). Someone whose DMs are closed is always called in the channel.
 *
 * A secret window is called by DM, and only to those with something to decide in it (`deciding`): the table stands
 * aside for the others, and a channel mention of some but not all would tell the table who holds a Scheme. Those
 * who take no DMs are mentioned in the channel whatever they hold, which tells nothing.
 */
export function pingRoutes(s: Session, users: readonly string[], wayOf: (userId: string) => PingWay, deciding?: ReadonlySet<string>): PingRoutes {
  const out: PingRoutes = { channel: [], dm: [] };
  for (const u of users) {
    // A server that lets the bot DM nobody, or a player who takes no DMs, is called in the channel.
    const closed = !s.dmAllowed || s.seats.find((x) => x.userId === u)?.dmOpen === false;
    if (s.secretWindow && !closed) {
      if (deciding?.has(u) ?? true) out.dm.push(u);
      continue;
    }
    const way = closed ? 'channel' : wayOf(u);
    if (way !== 'dm') out.channel.push(u);
    // A slow game DMs each turn start itself, with the time left (slow-pace-notice.ts): no second DM here.
    if (way !== 'channel' && s.pace !== 'slow') out.dm.push(u);
  }
  return out;
}
