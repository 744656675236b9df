/**
 * Keys inside one store namespace. Keyv prefixes each with `<namespace>:`.
 *   game:<channelId>            the channel's record
 *   invalid:<channelId>         marks that record as quarantined (see quarantine.ts)
 *   aside:<channelId>:<stamp>   a copy of a record that failed validation
 *   doc:<kind>:<id>             a small record beside the games (see DocKind)
 */
const GAME = 'game:';
const INVALID = 'invalid:';
const ASIDE = 'aside:';

/** Channel ids become key parts, so they must not contain the separator. */
export function assertChannelId(channelId: string): void {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(channelId)) {
    throw new TypeError(`game store: channel id must be 1-64 letters, digits, _ or -, got ${JSON.stringify(channelId)}`);
  }
}

export const gameKey = (channelId: string): string => `${GAME}${channelId}`;
export const invalidMarkerKey = (channelId: string): string => `${INVALID}${channelId}`;
export const asideKey = (channelId: string, stamp: number): string => `${ASIDE}${channelId}:${stamp}`;

export function channelIdOfGameKey(key: string): string | undefined {
  return key.startsWith(GAME) ? key.slice(GAME.length) : undefined;
}

export function channelIdOfAsideKey(key: string): string | undefined {
  if (!key.startsWith(ASIDE)) return undefined;
  const rest = key.slice(ASIDE.length);
  const colon = rest.lastIndexOf(':');
  return colon > 0 ? rest.slice(0, colon) : undefined;
}

/**
 * Kinds of doc: `pref` a player's preferences (by user id), `guild` a server's settings (by guild id), `done` a
 * finished game's compact record, `history` a server's list of finished games, `stats` a player's record per game
 * over all servers, `guildstats` their record on one server (by guild id and user id), `tables` the index of
 * channels whose table owes something (src/platform/records/active-tables.ts), `board` a server's leaderboard for one game
 * (by guild id and game, src/platform/after-game/ratings.ts), `place` where a table is (by table id,
 * src/platform/records/table-places.ts), `lease` which process runs a job no shard owns (src/store/lease.ts), `handoff` tables another
 * process saved for a shard's timers to read (by shard id, src/bot/timers/timer-handoff.ts).
 */
export type DocKind = 'pref' | 'guild' | 'done' | 'history' | 'stats' | 'guildstats' | 'tables' | 'board' | 'place' | 'lease' | 'handoff';
export type DocKey = `${DocKind}:${string}`;

const DOC = 'doc:';

export function docKey(key: DocKey): string {
  if (!/^[a-z]+:[A-Za-z0-9_.:-]{1,200}$/.test(key)) throw new TypeError(`game store: doc key must be <kind>:<id> of letters, digits, _ . : or -, got ${JSON.stringify(key)}`);
  return `${DOC}${key}`;
}

export function docIdOfKey(kind: DocKind, key: string): string | undefined {
  const prefix = `${DOC}${kind}:`;
  return key.startsWith(prefix) ? key.slice(prefix.length) : undefined;
}
