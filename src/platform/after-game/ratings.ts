import { ordinal, rate, rating } from 'openskill';
import { z } from 'zod';
import type { DocKey } from '../../store/store-keys';
import type { GameRecord } from './game-record';
import { playerIdOf as seatId } from '../table/session';

/**
 * A server's leaderboard for one game. Competitive games keep a skill rating per person (openskill's Weng-Lin
 * model, which rates free-for-all places and teams alike); a co-operative game keeps its best won tables instead.
 * Only people are rated, and only against each other: AI seats are left out, so a game counts when at least two
 * people finished it, and each person's place is their place among the people.
 */

/** A rating is shown among the ranked once its person has this many rated games; until then it is provisional. */
export const RANKED_AFTER = 3;
/** How many counted games a board remembers, so a game saved as ended twice is rated once. */
const COUNTED_KEEP = 500;
/** How many won co-operative tables a board keeps, best first. */
const TABLES_KEEP = 50;

const ratedSchema = z.object({
  name: z.string(),
  mu: z.number(),
  sigma: z.number(),
  played: z.number().int(),
  won: z.number().int(),
  /** The person left this server's leaderboards (`/game leaderboard hide:true`); their rating still follows games. */
  hidden: z.boolean().default(false),
});
export type Rated = z.infer<typeof ratedSchema>;

const wonTableSchema = z.object({
  instance: z.string(),
  difficulty: z.number().int(),
  rounds: z.number().int().nullable(),
  endedAt: z.string(),
  people: z.array(z.object({ userId: z.string(), name: z.string() })),
  ai: z.number().int(),
});
export type WonTable = z.infer<typeof wonTableSchema>;

const boardSchema = z.object({
  players: z.record(z.string(), ratedSchema),
  tables: z.array(wonTableSchema),
  counted: z.array(z.string()),
  /** The board was rebuilt from every compact record once, when boards began (board-backfill.ts). */
  fromRecords: z.boolean().optional(),
});
export type Board = z.infer<typeof boardSchema>;

export const boardKey = (guildId: string, game: string): DocKey => `board:${guildId}:${game}`;

export function readBoard(doc: unknown): Board {
  const b = boardSchema.safeParse(doc);
  return b.success ? b.data : { players: {}, tables: [], counted: [] };
}

const people = (r: GameRecord) => r.players.flatMap((x, i) => (x.control === 'human' ? [{ seat: i, userId: x.userId, name: x.name }] : []));

/**
 * Places among the people (1 best; equal places tie): winners first, then by score, highest first. A team
 * outcome has two places, its winners and the rest.
 */
function places(r: GameRecord, seats: readonly number[]): number[] {
  const o = r.outcome!;
  const key = (seat: number): [number, number] => [o.winners.includes(seatId(seat)) ? 0 : 1, o.kind === 'team' ? 0 : -(o.scores?.[seatId(seat)] ?? 0)];
  const keys = seats.map(key);
  return keys.map((k) => 1 + keys.filter((x) => x[0] < k[0] || (x[0] === k[0] && x[1] < k[1])).length);
}

function rateRecord(b: Board, r: GameRecord): Board {
  const ppl = people(r);
  const place = places(r, ppl.map((x) => x.seat));
  const before = ppl.map((x) => b.players[x.userId] ?? { name: x.name, ...rating(), played: 0, won: 0, hidden: false });
  // Each person is a team of one: teammates who won together share the first place, which openskill reads as a tie.
  const after = rate(before.map((x) => [{ mu: x.mu, sigma: x.sigma }]), { rank: place });
  const players = { ...b.players };
  ppl.forEach((x, i) => {
    const won = r.outcome!.winners.includes(seatId(x.seat));
    players[x.userId] = { ...before[i]!, name: x.name, mu: after[i]![0]!.mu, sigma: after[i]![0]!.sigma, played: before[i]!.played + 1, won: before[i]!.won + (won ? 1 : 0) };
  });
  return { ...b, players };
}

function keepWonTable(b: Board, r: GameRecord): Board {
  const difficulty = typeof r.options.difficulty === 'number' ? r.options.difficulty : 0;
  const table: WonTable = { instance: r.instance, difficulty, rounds: r.rounds, endedAt: r.endedAt, people: people(r).map(({ userId, name }) => ({ userId, name })), ai: r.players.length - people(r).length };
  return { ...b, tables: [...b.tables, table].sort(betterTable).slice(0, TABLES_KEEP) };
}

/** Higher difficulty first, then fewer rounds, then the earlier win. */
function betterTable(a: WonTable, b: WonTable): number {
  return b.difficulty - a.difficulty || (a.rounds ?? Infinity) - (b.rounds ?? Infinity) || a.endedAt.localeCompare(b.endedAt);
}

/**
 * The board with a finished game counted, or undefined (leave it) when the game does not count or was counted:
 * a game ended early has no result; a co-operative game counts when it was won with a person at the table; a
 * competitive one when at least two people played it and they did not all share one place.
 */
export function addToBoard(current: unknown, r: GameRecord): Board | undefined {
  const b = readBoard(current);
  if (!r.outcome || b.counted.includes(r.instance)) return undefined;
  const ppl = people(r);
  let next: Board;
  if (isCoopGame(r)) {
    if (r.outcome.winners.length === 0 || ppl.length === 0) return undefined;
    next = keepWonTable(b, r);
  } else if (ppl.length >= 2 && new Set(places(r, ppl.map((x) => x.seat))).size > 1) next = rateRecord(b, r);
  else return undefined;
  return { ...next, counted: [r.instance, ...b.counted].slice(0, COUNTED_KEEP) };
}

/** A co-operative table: everyone wins or loses together, with no scores to rank them (Tipping Point's own rules). */
function isCoopGame(r: GameRecord): boolean {
  return r.outcome!.kind === 'team' && r.outcome!.scores === null && (r.outcome!.winners.length === 0 || r.outcome!.winners.length === r.players.length);
}

/** The board with a person hidden or shown again; undefined when nothing changes. */
export function setHidden(current: unknown, userId: string, name: string, hidden: boolean): Board | undefined {
  const b = readBoard(current);
  const cur = b.players[userId];
  if ((cur?.hidden ?? false) === hidden) return undefined;
  const entry = cur ?? { name, ...rating(), played: 0, won: 0, hidden };
  return { ...b, players: { ...b.players, [userId]: { ...entry, hidden } } };
}

export interface Standing {
  userId: string;
  name: string;
  /** The conservative skill estimate (mu − 3σ): it rises as a person wins and as the rating grows sure of them. */
  rating: number;
  played: number;
  won: number;
}

/** The board's people as shown: ranked (best first) and provisional (most games first), without those who hid. */
export function standings(b: Board): { ranked: Standing[]; provisional: Standing[] } {
  const shown = Object.entries(b.players)
    .filter(([, x]) => !x.hidden && x.played > 0)
    .map(([userId, x]) => ({ userId, name: x.name, rating: ordinal({ mu: x.mu, sigma: x.sigma }), played: x.played, won: x.won }));
  return {
    ranked: shown.filter((x) => x.played >= RANKED_AFTER).sort((a, b) => b.rating - a.rating || b.won - a.won || a.name.localeCompare(b.name)),
    provisional: shown.filter((x) => x.played < RANKED_AFTER).sort((a, b) => b.played - a.played || a.name.localeCompare(b.name)),
  };
}

/** A won table's people as shown: those who hid are counted, not named. */
export function tablePeople(b: Board, t: WonTable): { names: string[]; unnamed: number } {
  const named = t.people.filter((p) => !b.players[p.userId]?.hidden);
  return { names: named.map((p) => b.players[p.userId]?.name ?? p.name), unnamed: t.people.length - named.length };
}
