import type { Session } from '../session-schema';

/**
 * How long the bot keeps what, in one place (the README's "Data kept" states the same figures). A finished game's
 * compact record, its server's history and its players' stats are kept with no end date.
 */
const HOUR_MS = 60 * 60 * 1000;

/** A lobby nobody has touched for this long expires: its message says so and its record goes. */
export const LOBBY_IDLE_MS = 24 * HOUR_MS;
/** A finished game's full record (state, log, table message) stays this long after its last change. */
export const FINISHED_KEEP_MS = 7 * 24 * HOUR_MS;
/** How often the sweeper looks for expired lobbies and old finished games (and once at start). */
export const SWEEP_EVERY_MS = HOUR_MS;
/** How many finished games a server's history lists. */
export const HISTORY_KEEP = 50;
/** How many counted games a player's stats remember, so a game saved as ended twice is counted once. */
export const STATS_COUNTED_KEEP = 100;

/** What the sweeper does with a stored table last saved at `updatedAt`: nothing until its time is up. */
export function retentionVerdict(phase: 'lobby' | 'playing' | 'ended', updatedAt: string, nowMs: number): 'expire-lobby' | 'remove-finished' | null {
  const idle = nowMs - Date.parse(updatedAt);
  if (phase === 'lobby' && idle >= LOBBY_IDLE_MS) return 'expire-lobby';
  if (phase === 'ended' && idle >= FINISHED_KEEP_MS) return 'remove-finished';
  return null;
}

/**
 * A lobby whose message was never posted (Discord refused it through every retry) has nothing anyone could join:
 * after a minute it no longer holds the channel, and a new lobby replaces it.
 */
const NEVER_SHOWN_MS = 60_000;
export function lobbyNeverShown(s: Session, now: string): boolean {
  return s.phase === 'lobby' && s.tableMessageId === null && Date.parse(now) - Date.parse(s.createdAt) > NEVER_SHOWN_MS;
}
