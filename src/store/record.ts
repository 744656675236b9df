import { z } from 'zod';

/** Version of the envelope below; a game's own state has its own `schemaVersion`. */
export const STORE_RECORD_VERSION = 1;

/** One channel's game as it sits in the store. */
export const storedGameSchema = z.object({
  v: z.literal(STORE_RECORD_VERSION),
  channelId: z.string(),
  guildId: z.string().nullable(),
  /** Game kind id, e.g. 'tipping-point'. */
  game: z.string(),
  /** The game's state schema version. */
  schemaVersion: z.number().int(),
  /** Incremented on every save; the first save writes 0. */
  rev: z.number().int().nonnegative(),
  /** ISO time, set by the caller. */
  updatedAt: z.string(),
  /** The session (lobby/state/log); validated by the caller's own schema. */
  session: z.unknown(),
});
export type StoredGame = z.infer<typeof storedGameSchema>;

/** What a caller hands to `save`: the store stamps `v` and `rev` itself. */
export type GameDraft = Omit<StoredGame, 'v' | 'rev'>;

/**
 * Returns an error text when the session is not one the caller can read, else null. It is told which game and
 * which version of that game's state the record says it holds, so an older version can be judged after migrating,
 * and the record's revision and save time, so a caller that judged this very record before need not judge it again.
 */
export type SessionValidator = (session: unknown, record: { game: string; schemaVersion: number; rev: number; updatedAt: string }) => string | null;
