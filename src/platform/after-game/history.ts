import { z } from 'zod';
import type { GameStore } from '../../store/game-store';
import type { DocKey } from '../../store/store-keys';
import { buildGameRecord, recordKey, type GameRecord } from './game-record';
import type { AnyEngine } from '../../engine/types';
import type { Session } from '../session-schema';
import { HISTORY_KEEP, STATS_COUNTED_KEEP } from './retention';
import { playerIdOf as seatId } from '../table/seat-ids';
import { addToBoard, boardKey } from './ratings';

/**
 * What a finished game adds beside its record: a line in its server's history and a count in each seated person's
 * stats, on that server and over all servers. Each doc is changed by instance, so a game whose end is saved twice is
 * written and counted once.
 */

const historyEntrySchema = z.object({
  instance: z.string(),
  game: z.string(),
  channelId: z.string(),
  endedAt: z.string(),
  /** In seat order; score null when the game keeps none or ended early. */
  seats: z.array(z.object({ name: z.string(), won: z.boolean(), score: z.number().nullable() })),
  /** The outcome's summary, or why it ended early. */
  result: z.string(),
  finished: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
/** A server's finished games, newest first. */
const historySchema = z.object({ games: z.array(historyEntrySchema) });
export type History = z.infer<typeof historySchema>;

const gameStatsSchema = z.object({ played: z.number().int(), won: z.number().int(), best: z.number().nullable() });
export type GameStats = z.infer<typeof gameStatsSchema>;
/**
 * A person's record per game; `counted` holds the latest games already in it. `fromRecords` marks a server's stats
 * that already hold that server's games finished before stats were kept per server (server-stats-backfill.ts).
 */
const statsSchema = z.object({ games: z.record(z.string(), gameStatsSchema), counted: z.array(z.string()), fromRecords: z.boolean().optional() });
export type Stats = z.infer<typeof statsSchema>;

function historyEntry(r: GameRecord): HistoryEntry {
  return {
    instance: r.instance,
    game: r.game,
    channelId: r.channelId,
    endedAt: r.endedAt,
    seats: r.players.map((x, i) => ({ name: x.name, won: r.outcome?.winners.includes(seatId(i)) ?? false, score: r.outcome?.scores?.[seatId(i)] ?? null })),
    result: r.outcome?.summary ?? r.endedReason,
    finished: r.outcome !== null,
  };
}

/** The history with this game first; undefined (leave it) when it is already listed. */
function addToHistory(current: unknown, entry: HistoryEntry): History | undefined {
  const cur = readHistory(current);
  if (cur.games.some((g) => g.instance === entry.instance)) return undefined;
  return { games: [entry, ...cur.games].slice(0, HISTORY_KEEP) };
}

/**
 * A seat's stats with this game counted; undefined when it was counted already. Only a game its rules finished
 * counts (one ended early has no result), and only for the seat the person still played at the end.
 */
export function addToStats(current: unknown, r: GameRecord, seat: number): Stats | undefined {
  const cur = readStats(current);
  if (!r.outcome || cur.counted.includes(r.instance)) return undefined;
  const before = cur.games[r.game] ?? { played: 0, won: 0, best: null };
  const score = r.outcome.scores?.[seatId(seat)];
  const best = score === undefined ? before.best : before.best === null ? score : Math.max(before.best, score);
  const won = r.outcome.winners.includes(seatId(seat));
  return {
    ...cur,
    games: { ...cur.games, [r.game]: { played: before.played + 1, won: before.won + (won ? 1 : 0), best } },
    counted: [r.instance, ...cur.counted].slice(0, STATS_COUNTED_KEEP),
  };
}

export function readHistory(doc: unknown): History {
  const h = historySchema.safeParse(doc);
  return h.success ? h.data : { games: [] };
}

export function readStats(doc: unknown): Stats {
  const s = statsSchema.safeParse(doc);
  return s.success ? s.data : { games: {}, counted: [] };
}

/** A person's stats over all servers. */
export const statsKey = (userId: string): DocKey => `stats:${userId}`;
/** A person's stats on one server. */
export const serverStatsKey = (guildId: string, userId: string): DocKey => `guildstats:${guildId}:${userId}`;

/** What an ended table leaves: its record, history, stats and leaderboard, as `keepFinished`; a learning game leaves none. */
export async function keepEndedTable(store: GameStore, s: Session, engine: AnyEngine, endedAt: string): Promise<void> {
  if (s.learning) return;
  await keepFinished(store, buildGameRecord(s, engine, endedAt));
}

/** Writes a finished game's record, then its history line, each seated person's stats and the server's leaderboard; each write is idempotent. */
export async function keepFinished(store: GameStore, r: GameRecord): Promise<void> {
  await store.updateDoc(recordKey(r.guildId, r.instance), (cur) => (cur === null ? r : undefined));
  if (r.guildId !== null) await store.updateDoc(`history:${r.guildId}`, (cur) => addToHistory(cur, historyEntry(r)));
  for (const [i, x] of r.players.entries()) {
    if (x.control !== 'human') continue;
    await store.updateDoc(statsKey(x.userId), (cur) => addToStats(cur, r, i));
    if (r.guildId !== null) await store.updateDoc(serverStatsKey(r.guildId, x.userId), (cur) => addToStats(cur, r, i));
  }
  if (r.guildId !== null) await store.updateDoc(boardKey(r.guildId, r.game), (cur) => addToBoard(cur, r));
}
