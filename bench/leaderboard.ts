import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rating } from 'openskill';
import { FinishedGames } from '../src/platform/after-game/finished-games';
import type { GameRecord } from '../src/platform/after-game/game-record';
import { keepFinished } from '../src/platform/after-game/history';
import { boardKey, type Board } from '../src/platform/after-game/ratings';
import { leaderboardText } from '../src/bot/views/leaderboard-text';
import { openStore } from '../src/store/game-store';
import { percentile } from './percentile';

/**
 * `/game leaderboard` at N rated players on one server, SQLite as shipped: the read (load and parse the board),
 * the text it answers with, and one finished game counted into it (the write every finished game pays).
 */
const READS = 30;
/** A ranked person, so the answer also finds where the asker stands. */
const ASKER = '100000000000000050';

function board(players: number): Board {
  const entries = Array.from({ length: players }, (_, i) => {
    const r = rating({ mu: 15 + (i % 200) / 10, sigma: 2 + (i % 7) });
    return [`1000000000${String(i).padStart(8, '0')}`, { name: `Player ${i}`, ...r, played: 3 + (i % 40), won: i % 11, hidden: i % 97 === 0 }] as const;
  });
  return { players: Object.fromEntries(entries), tables: [], counted: Array.from({ length: 500 }, (_, i) => `c${String(i).padStart(7, '0')}`) };
}

const game = (k: number): GameRecord => ({
  instance: `bench${String(k).padStart(3, '0')}`, game: 'vested-interests', guildId: 'g1', channelId: 'c1', options: {}, seed: 's', answerLog: '', departed: [], forfeited: [], cooperative: false, startedAt: null,
  players: [0, 1, 2].map((i) => ({ userId: `2000000000${String(k * 3 + i).padStart(8, '0')}`, name: `Player ${i}`, control: 'human' as const, aiLevel: null })),
  outcome: { kind: 'ranked', winners: ['p0'], scores: { p0: 30, p1: 20, p2: 10 }, summary: '' },
  endedAt: '2026-03-01T10:00:00.000Z', endedReason: 'finished', rounds: null,
});

export async function measureLeaderboard(sizes: readonly number[]): Promise<Record<string, string | number>[]> {
  const rows: Record<string, string | number>[] = [];
  for (const players of sizes) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hothouse-board-'));
    const store = await openStore(undefined, { sqliteDir: dir, namespace: 'bench' });
    try {
      await store.updateDoc(boardKey('g1', 'vested-interests'), () => board(players));
      const finished = new FinishedGames(store);
      const read: number[] = [];
      const text: number[] = [];
      const write: number[] = [];
      for (let k = 0; k < READS; k++) {
        let t = performance.now();
        const b = await finished.board('g1', 'vested-interests');
        read.push(performance.now() - t);
        t = performance.now();
        leaderboardText('Vested Interests', b, ASKER);
        text.push(performance.now() - t);
        t = performance.now();
        await keepFinished(store, game(k));
        write.push(performance.now() - t);
      }
      const bytes = Buffer.byteLength(JSON.stringify(await store.readDoc(boardKey('g1', 'vested-interests'))));
      const ms = (xs: number[]) => `${percentile(xs, 0.5).toFixed(1)} / ${percentile(xs, 0.95).toFixed(1)}`;
      rows.push({ 'rated players': players, 'board kB': +(bytes / 1024).toFixed(0), 'read ms p50/p95': ms(read), 'text ms p50/p95': ms(text), 'game counted ms p50/p95': ms(write) });
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return rows;
}
