import type { GameStore } from '../../store/game-store';
import type { DocKey } from '../../store/store-keys';
import { gameRecordSchema, type GameRecord } from './game-record';
import { addToStats, readStats, serverStatsKey, type GameStats, type Stats } from './history';
import { STATS_COUNTED_KEEP } from './retention';

/**
 * Stats were kept over all servers before they were kept per server. The games a server finished before then are
 * counted into its players' server stats once, from the compact records (kept with no end date). Each person's doc
 * takes them in one revision-checked write marked `fromRecords`, so a second run (another process, a restart part
 * way through) adds nothing, and a game already counted as it ended (in `counted`) is not counted again.
 */
const BUILT: DocKey = 'guildstats:built';

/** Counts the earlier games in; the number of people's server stats it wrote (0 once done). */
export async function countEarlierServerGames(store: GameStore): Promise<number> {
  if ((await store.readDoc(BUILT)) !== null) return 0;
  const records: GameRecord[] = [];
  for (const id of await store.listDocs('done')) {
    const r = gameRecordSchema.safeParse(await store.readDoc(`done:${id}`));
    if (r.success && r.data.guildId !== null && r.data.outcome) records.push(r.data);
  }
  // Oldest first, as they were counted when they ended: the newest stay in `counted`.
  records.sort((a, b) => a.endedAt.localeCompare(b.endedAt));
  const seats = new Map<DocKey, { r: GameRecord; seat: number }[]>();
  for (const r of records) {
    for (const [seat, x] of r.players.entries()) {
      if (x.control !== 'human') continue;
      const key = serverStatsKey(r.guildId!, x.userId);
      seats.set(key, [...(seats.get(key) ?? []), { r, seat }]);
    }
  }
  for (const [key, played] of seats) {
    await store.updateDoc(key, (doc) => {
      const cur = readStats(doc);
      if (cur.fromRecords) return undefined;
      let earlier = readStats(null);
      for (const { r, seat } of played) if (!cur.counted.includes(r.instance)) earlier = addToStats(earlier, r, seat) ?? earlier;
      return withEarlier(cur, earlier);
    });
  }
  await store.updateDoc(BUILT, () => ({ people: seats.size }));
  return seats.size;
}

/** The stats with the earlier games added; the games counted as they ended stay first in `counted`. */
function withEarlier(cur: Stats, earlier: Stats): Stats {
  const games: Record<string, GameStats> = { ...cur.games };
  for (const [id, e] of Object.entries(earlier.games)) {
    const c = games[id];
    games[id] = c ? { played: c.played + e.played, won: c.won + e.won, best: c.best === null ? e.best : e.best === null ? c.best : Math.max(c.best, e.best) } : e;
  }
  return { games, counted: [...cur.counted, ...earlier.counted].slice(0, STATS_COUNTED_KEEP), fromRecords: true };
}
