import type { GameStore } from '../../store/game-store';
import { gameRecordSchema, recordKey, type GameRecord } from './game-record';
import { boardKey, readBoard, setHidden, type Board } from './ratings';
import { readHistory, readStats, serverStatsKey, statsKey, type History, type Stats } from './history';

/** Reads what is kept of finished games: a server's history, a person's stats, one game's record. */
export class FinishedGames {
  constructor(private readonly store: GameStore) {}

  async history(guildId: string): Promise<History> {
    return readHistory(await this.store.readDoc(`history:${guildId}`));
  }

  /** A person's stats on one server. */
  async serverStats(guildId: string, userId: string): Promise<Stats> {
    return readStats(await this.store.readDoc(serverStatsKey(guildId, userId)));
  }

  /** A person's stats over every server. */
  async allStats(userId: string): Promise<Stats> {
    return readStats(await this.store.readDoc(statsKey(userId)));
  }

  /** A server's leaderboard for one game. */
  async board(guildId: string, game: string): Promise<Board> {
    return readBoard(await this.store.readDoc(boardKey(guildId, game)));
  }

  /** Takes a person off (or puts them back on) every leaderboard of one server; false when nothing changed. */
  async hideFromBoards(guildId: string, games: readonly string[], userId: string, name: string, hidden: boolean): Promise<boolean> {
    let changed = false;
    for (const game of games) {
      await this.store.updateDoc(boardKey(guildId, game), (cur) => {
        const next = setHidden(cur, userId, name, hidden);
        if (next) changed = true;
        return next;
      });
    }
    return changed;
  }

  /** A game's record by server (null: a DM) and table id; null when none is kept or it cannot be read. */
  async record(guildId: string | null, instance: string): Promise<GameRecord | null> {
    if (!/^[a-z0-9]{4,12}$/i.test(instance)) return null;
    const r = gameRecordSchema.safeParse(await this.store.readDoc(recordKey(guildId, instance)));
    return r.success ? r.data : null;
  }

  /** The newest finished game of a channel in that server's history, or null. */
  async lastInChannel(guildId: string, channelId: string): Promise<GameRecord | null> {
    const entry = (await this.history(guildId)).games.find((g) => g.channelId === channelId);
    return entry ? this.record(guildId, entry.instance) : null;
  }
}
