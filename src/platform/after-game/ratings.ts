import { ordinal, rate, rating } from 'openskill';
import { z } from 'zod';
import type { DocKey } from '../../store/store-keys';
import type { GameRecord } from './game-record';
import { playerIdOf as seatId } from '../table/seat-ids';

/**
 * A server's leaderboard for one game. Competitive games keep a skill rating per person (openskill's Weng-Lin
 * model, which rates free-for-all places and teams alike); a co-operative game keeps its best won tables instead.
 * Only people are rated, and only against each other: AI seats are left out, so a game counts when at least two
 * people played it, and each person's place is their place among the people. Nobody dodges a loss or erases
 * another's result by leaving, kicking or ending the game: Board Game Arena's rule that leaving a rated game is the
 * leaver's loss, and that a game abandoned by everyone's agreement counts for nobody (see `addToBoard`).
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

/** A person a game counts: the seat whose result is theirs, `lost` when leaving the game was their loss, `kicked` when it was not theirs to leave. */
interface Counted {
  userId: string;
  name: string;
  seat: number;
  lost: boolean;
  kicked: boolean;
}

/**
 * Everyone a game counts (how they left: src/platform/seats/departures.ts), each once: who left a seat themselves, ran
 * out of time or ended the game alone, with a loss; who sat at the end, with their seat's result; and who was kicked,
 * with the result of the seat they were kicked from (counted as the callers below say).
 */
function counted(r: GameRecord): Counted[] {
  const lost = new Set([...r.departed.filter((d) => d.how !== 'kicked').map((d) => d.userId), ...r.forfeited]);
  const out = new Map<string, Counted>();
  const add = (userId: string, name: string, seat: number, kicked: boolean) => {
    if (!out.has(userId)) out.set(userId, { userId, name, seat, lost: lost.has(userId), kicked: kicked && !lost.has(userId) });
  };
  for (const d of r.departed) if (lost.has(d.userId)) add(d.userId, d.name, d.seat, false);
  r.players.forEach((x, i) => x.control === 'human' && add(x.userId, x.name, i, false));
  for (const d of r.departed.toReversed()) add(d.userId, d.name, d.seat, true);
  return [...out.values()];
}

const won = (r: GameRecord, c: Counted) => !c.lost && (r.outcome?.winners.includes(seatId(c.seat)) ?? false);

/**
 * Who a finished game rates: everyone counted, but a kicked person only when their seat won. A kick keeps a win
 * and can cost nobody anything: it is the host's choice, not the player's, who may have been winning.
 */
const ratedAtEnd = (r: GameRecord) => counted(r).filter((c) => !c.kicked || won(r, c));

/**
 * Places (1 best; equal places tie): winners first, then by score, highest first, and last whoever lost by leaving.
 * A team outcome has two places before that, its winners and the rest.
 */
function places(r: GameRecord, people: readonly Counted[]): number[] {
  const o = r.outcome!;
  const key = (c: Counted): [number, number] => (c.lost ? [2, 0] : [o.winners.includes(seatId(c.seat)) ? 0 : 1, o.kind === 'team' ? 0 : -(o.scores?.[seatId(c.seat)] ?? 0)]);
  const keys = people.map(key);
  return keys.map((k) => 1 + keys.filter((x) => x[0] < k[0] || (x[0] === k[0] && x[1] < k[1])).length);
}

const entryOf = (b: Board, c: Counted): Rated => b.players[c.userId] ?? { name: c.name, ...rating(), played: 0, won: 0, hidden: false };
const skill = (b: Board, c: Counted) => {
  const x = entryOf(b, c);
  return [{ mu: x.mu, sigma: x.sigma }];
};

/** The board with each person's new rating; `won` counts the game's winners. */
function withRatings(b: Board, r: GameRecord, people: readonly Counted[], after: readonly { mu: number; sigma: number }[]): Board {
  const players = { ...b.players };
  people.forEach((x, i) => {
    const before = entryOf(b, x);
    players[x.userId] = { ...before, name: x.name, mu: after[i]!.mu, sigma: after[i]!.sigma, played: before.played + 1, won: before.won + (won(r, x) ? 1 : 0) };
  });
  return { ...b, players };
}

function rateRecord(b: Board, r: GameRecord, people: readonly Counted[]): Board {
  // Each person is a team of one: teammates who won together share the first place, which openskill reads as a tie.
  const after = rate(people.map((x) => skill(b, x)), { rank: places(r, people) });
  return withRatings(b, r, people, after.map((t) => t[0]!));
}

/**
 * A game ended before its rules finished it, with someone who lost by leaving: each of them loses to everyone who
 * stayed, and each who stayed beats them and nobody else (the game decided nothing between those who stayed, so
 * none of them can lose rating by another's leaving).
 */
function rateAbandoned(b: Board, r: GameRecord, stayed: readonly Counted[], left: readonly Counted[]): Board {
  const all = [...stayed, ...left];
  const ranks = all.map((x) => (x.lost ? 2 : 1));
  const leaversAfter = rate(all.map((x) => skill(b, x)), { rank: ranks }).slice(stayed.length);
  const stayedAfter = stayed.map((x) => rate([x, ...left].map((y) => skill(b, y)), { rank: [1, ...left.map(() => 2)] })[0]!);
  return withRatings(b, r, all, [...stayedAfter, ...leaversAfter].map((t) => t[0]!));
}

function keepWonTable(b: Board, r: GameRecord, people: readonly Counted[]): Board {
  const difficulty = typeof r.options.difficulty === 'number' ? r.options.difficulty : 0;
  const ai = r.players.filter((x, i) => x.control !== 'human' && !people.some((p) => p.seat === i)).length;
  const table: WonTable = { instance: r.instance, difficulty, rounds: r.rounds, endedAt: r.endedAt, people: people.map(({ userId, name }) => ({ userId, name })), ai };
  return { ...b, tables: [...b.tables, table].sort(betterTable).slice(0, TABLES_KEEP) };
}

/** Higher difficulty first, then fewer rounds, then the earlier win. */
function betterTable(a: WonTable, b: WonTable): number {
  return b.difficulty - a.difficulty || (a.rounds ?? Infinity) - (b.rounds ?? Infinity) || a.endedAt.localeCompare(b.endedAt);
}

/**
 * The board with a finished game counted, or undefined (leave it) when the game does not count or was counted.
 * A co-operative game counts when it was won with a person at the table who did not leave it. A competitive one
 * counts when at least two people are rated and they did not all share one place; ended before its rules finished
 * it, only when someone lost it by leaving (an end everyone agreed to counts for nobody).
 */
export function addToBoard(current: unknown, r: GameRecord): Board | undefined {
  const b = readBoard(current);
  if (b.counted.includes(r.instance)) return undefined;
  let next: Board;
  if (isCoopGame(r)) {
    const people = counted(r).filter((c) => !c.lost);
    if (!r.outcome || r.outcome.winners.length === 0 || people.length === 0) return undefined;
    next = keepWonTable(b, r, people);
  } else if (r.outcome) {
    const people = ratedAtEnd(r);
    if (people.length < 2 || new Set(places(r, people)).size === 1) return undefined;
    next = rateRecord(b, r, people);
  } else {
    const all = counted(r);
    const left = all.filter((c) => c.lost);
    const stayed = all.filter((c) => !c.lost);
    if (left.length === 0 || stayed.length === 0) return undefined;
    next = rateAbandoned(b, r, stayed, left);
  }
  return { ...next, counted: [r.instance, ...b.counted].slice(0, COUNTED_KEEP) };
}

/** A co-operative table: everyone wins or loses together, with no scores to rank them (Tipping Point's own rules). */
function isCoopGame(r: GameRecord): boolean {
  if (r.cooperative) return true;
  return r.outcome !== null && r.outcome.kind === 'team' && r.outcome.scores === null && (r.outcome.winners.length === 0 || r.outcome.winners.length === r.players.length);
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
