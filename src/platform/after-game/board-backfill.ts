import { rating } from 'openskill';
import type { GameStore } from '../../store/game-store';
import type { DocKey } from '../../store/store-keys';
import { gameRecordSchema, type GameRecord } from './game-record';
import { addToBoard, boardKey, readBoard, type Board } from './ratings';

/**
 * Leaderboards began after servers had finished games. Each board is rebuilt once from the compact records (kept
 * with no end date), oldest first, as if each game had been counted when it ended; who hid stays hidden. A board
 * that counted a game this run did not list (it ended meanwhile) is left for the next pass, so no game is lost or
 * counted twice; the board is marked `fromRecords` in the same revision-checked write, so a second process or a
 * restart adds nothing.
 */
const BUILT: DocKey = 'board:built';
const PASSES = 3;

async function finishedRecords(store: GameStore): Promise<GameRecord[]> {
  const records: GameRecord[] = [];
  for (const id of await store.listDocs('done')) {
    const r = gameRecordSchema.safeParse(await store.readDoc(`done:${id}`));
    // A game ended early counts too when someone lost it by leaving: addToBoard decides, as it did when the game ended.
    if (r.success && r.data.guildId !== null) records.push(r.data);
  }
  return records.sort((a, b) => a.endedAt.localeCompare(b.endedAt));
}

/** The board from these games alone, with the hidden people of `cur` still hidden. */
function rebuilt(cur: Board, games: readonly GameRecord[]): Board {
  const hidden = Object.entries(cur.players).filter(([, x]) => x.hidden).map(([id, x]) => [id, { name: x.name, ...rating(), played: 0, won: 0, hidden: true }] as const);
  const start: Board = { players: Object.fromEntries(hidden), tables: [], counted: [] };
  return { ...games.reduce((b, r) => addToBoard(b, r) ?? b, start), fromRecords: true };
}

/** Rebuilds every board from the earlier games once; the number of boards it wrote (0 once done). */
export async function rateEarlierGames(store: GameStore): Promise<number> {
  if ((await store.readDoc(BUILT)) !== null) return 0;
  const written = new Set<DocKey>();
  for (let pass = 0; pass < PASSES; pass++) {
    const boards = new Map<DocKey, GameRecord[]>();
    for (const r of await finishedRecords(store)) {
      const key = boardKey(r.guildId!, r.game);
      boards.set(key, [...(boards.get(key) ?? []), r]);
    }
    let behind = false;
    for (const [key, games] of boards) {
      const listed = new Set(games.map((g) => g.instance));
      await store.updateDoc(key, (doc) => {
        const cur = readBoard(doc);
        if (cur.fromRecords) return undefined;
        if (cur.counted.some((id) => !listed.has(id))) {
          behind = true;
          return undefined;
        }
        written.add(key);
        return rebuilt(cur, games);
      });
    }
    if (!behind) {
      await store.updateDoc(BUILT, () => ({ boards: written.size }));
      return written.size;
    }
  }
  return written.size;
}
