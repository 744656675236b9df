/**
 * How much stronger the level that plays to win is than the random player. Earth and Vested Interests:
 * one seat is that level and every other seat is random, the AI's seat rotating from game to game.
 * Tipping Point is co-operative, so there it is a whole table of the level against a whole table of
 * random players, at each difficulty, on the same deals.
 *
 * "Beats" is counted as follows (a tie is never a beat):
 * - Earth: the AI seat's final score is strictly higher than every random seat's.
 * - Vested Interests: the AI seat is the game's single winner. On survival that is the seat ahead of
 *   every random seat on Legacy (after the rulebook's tie-breakers); on Collapse it is the qualified
 *   Accelerationist who wins alone, and a Collapse with no winner counts as not beaten by anyone.
 * - Tipping Point: the table wins.
 * Vested Interests also measures its strong level against its basic one (vi-head-to-head.ts).
 */
import { randomPolicy } from '../../src/engine/ai-policy';
import { ROLES, type Role } from '../../src/games/vested-interests/cards/schema';
import { GAME_KEYS, MODULES, type GameKey } from './games';
import { earthGame, EARTH_PLAYERS } from './earth';
import { EARTH_DECISION_P95_MS, EARTH_LEVEL_TARGET, earthLevels, earthLevelsLine, type EarthLevelsResult } from './earth-levels';
import { newLab, ticker, type Lab } from './lab';
import { strongest } from './runner';
import { add, rate, share, type Rate } from './stats';
import { tpGrid, TP_DIFFICULTIES } from './tp';
import { viGame, VI_PLAYERS, VI_VARIANTS } from './vi';
import { headToHeadLine, viHeadToHead, type HeadToHead } from './vi-head-to-head';

/** The benchmark's bar for Earth and Vested Interests: the AI seat beats the random seats this often. */
const STRENGTH_TARGET = 0.8;
/** Vested Interests' bar for its strong seat among basic seats, and for its decision time at p95. */
const HEAD_TO_HEAD_TARGET = 0.7;
const DECISION_P95_MS = 50;

interface SeatStrengthRow {
  cell: string;
  games: number;
  beats: Rate;
  /** Share a random seat in the AI's place would expect: the mean of 1/players. */
  chance: number;
}

interface TpStrengthRow {
  difficulty: number;
  strong: Rate;
  random: Rate;
}

interface Verdict {
  game: GameKey;
  claim: string;
  holds: boolean;
  detail: string;
}

export interface StrengthResult {
  levels: Record<GameKey, string>;
  earth: SeatStrengthRow[] | null;
  /** Earth's default level against its basic level (earth-levels.ts). */
  earthLevels: EarthLevelsResult | null;
  vi: SeatStrengthRow[] | null;
  /** Vested Interests by the Agenda type the AI seat was dealt. */
  viByRole: SeatStrengthRow[] | null;
  tp: TpStrengthRow[] | null;
  /** Vested Interests' strong seat among basic seats. */
  viHeadToHead: HeadToHead | null;
  verdicts: Verdict[];
}

export interface StrengthOptions {
  /** Earth: games in all, 2-5 players in turn. Vested Interests: games per variant, 3-5 players in turn. Tipping Point: games per player count (1-4) and side, difficulties 0-10 in turn. */
  games: number;
  seed?: string;
  only?: readonly GameKey[];
  lab?: Lab;
  /** Vested Interests strong against basic: games in all (4 × games unless given). */
  headToHeadGames?: number;
}

const row = (cell: string): SeatStrengthRow & { chanceSum: number } => ({ cell, games: 0, beats: rate(), chance: 0, chanceSum: 0 });
function seal(rows: (SeatStrengthRow & { chanceSum: number })[]): SeatStrengthRow[] {
  return rows.map(({ chanceSum, ...r }) => ({ ...r, chance: r.games > 0 ? chanceSum / r.games : 0 }));
}
function count(r: SeatStrengthRow & { chanceSum: number }, beat: boolean, players: number): void {
  r.games++;
  add(r.beats, beat);
  r.chanceSum += 1 / players;
}

function earthStrength(lab: Lab, games: number): SeatStrengthRow[] {
  const ai = strongest(MODULES.earth);
  const rows = EARTH_PLAYERS.map((n) => row(`${n} players`));
  const all = row('all');
  const tick = ticker(lab, `Earth strength, one ${ai.level} seat against random`, games);
  for (let i = 0; i < games; i++) {
    const n = EARTH_PLAYERS[i % EARTH_PLAYERS.length]!;
    const seat = Math.floor(i / EARTH_PLAYERS.length) % n;
    const policies = Array.from({ length: n }, (_, k) => (k === seat ? ai : randomPolicy));
    const g = earthGame(lab, {}, policies, `${lab.seed}|earth-strength|${i}`);
    const me = g.seats[seat]!.score;
    const beat = g.seats.every((x, k) => k === seat || x.score < me);
    count(rows[n - 2]!, beat, n);
    count(all, beat, n);
    tick(i + 1);
  }
  return seal([...rows, all]);
}

function viStrength(lab: Lab, games: number): { rows: SeatStrengthRow[]; byRole: SeatStrengthRow[] } {
  const ai = strongest(MODULES.vi);
  const rows = VI_VARIANTS.map((v) => row(v === 'full' ? 'full game' : 'Flashpoint'));
  const all = row('all');
  const roles = new Map<Role, ReturnType<typeof row>>();
  const tick = ticker(lab, `Vested Interests strength, one ${ai.level} seat against random`, games * VI_VARIANTS.length);
  let done = 0;
  VI_VARIANTS.forEach((variant, vi) => {
    for (let i = 0; i < games; i++) {
      const n = VI_PLAYERS[i % VI_PLAYERS.length]!;
      const seat = Math.floor(i / VI_PLAYERS.length) % n;
      const me = `p${seat}`;
      const policies = Array.from({ length: n }, (_, k) => (k === seat ? ai : randomPolicy));
      const g = viGame(lab, variant, policies, `${lab.seed}|vi-strength|${variant}|${i}`);
      const beat = g.winner === me;
      count(rows[vi]!, beat, n);
      count(all, beat, n);
      const role = g.roles[me]!;
      if (!roles.has(role)) roles.set(role, row(`AI dealt ${role}`));
      count(roles.get(role)!, beat, n);
      tick(++done);
    }
  });
  return { rows: seal([...rows, all]), byRole: seal(ROLES.flatMap((r) => roles.get(r) ?? [])) };
}

function tpStrength(lab: Lab, games: number): TpStrengthRow[] {
  const strong = tpGrid(lab, strongest(MODULES.tp), games, `Tipping Point, ${strongest(MODULES.tp).level} seats`);
  const random = tpGrid(lab, randomPolicy, games, 'Tipping Point, random seats');
  return TP_DIFFICULTIES.map((d) => ({ difficulty: d, strong: strong.byDifficulty[d]!.wins, random: random.byDifficulty[d]!.wins }));
}

const pc = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(0)}%`);

function seatVerdict(game: GameKey, level: string, rows: SeatStrengthRow[], name: string): Verdict {
  const all = rows.find((r) => r.cell === 'all')!;
  const s = share(all.beats);
  return {
    game,
    claim: `${name}: the ${level} seat beats the random seats in at least ${STRENGTH_TARGET * 100}% of games`,
    holds: level !== randomPolicy.level && s !== null && s >= STRENGTH_TARGET,
    detail: `${pc(s)} of ${all.games} games (a random seat in its place: ${pc(all.chance)})`,
  };
}

function tpVerdict(level: string, rows: TpStrengthRow[]): Verdict {
  const worse = rows.filter((r) => (share(r.strong) ?? 0) <= (share(r.random) ?? 0)).map((r) => r.difficulty);
  return {
    game: 'tp',
    claim: 'Tipping Point: the level that plays to win wins more often than random at every difficulty',
    holds: level !== randomPolicy.level && worse.length === 0,
    detail: level === randomPolicy.level
      ? 'no play-to-win level is registered yet, so both tables are random'
      : worse.length === 0 ? `ahead at all ${rows.length} difficulties` : `not ahead at difficulty ${worse.join(', ')}`,
  };
}

function earthLevelsVerdict(r: EarthLevelsResult): Verdict {
  const s = share(r.beats);
  return {
    game: 'earth',
    claim: `Earth: the ${r.strong} seat beats the ${r.basic} seats in at least ${EARTH_LEVEL_TARGET * 100}% of games and decides within ${EARTH_DECISION_P95_MS} ms at p95`,
    holds: s !== null && s >= EARTH_LEVEL_TARGET && r.p95 <= EARTH_DECISION_P95_MS,
    detail: earthLevelsLine(r),
  };
}

/** The strength comparison for the given games; the benchmark can call this on its own. */
export function measureStrength(opts: StrengthOptions): StrengthResult {
  const lab = opts.lab ?? newLab(opts.seed ?? 'balance');
  const only = opts.only ?? GAME_KEYS;
  const levels = Object.fromEntries(GAME_KEYS.map((k) => [k, strongest(MODULES[k]).level])) as Record<GameKey, string>;
  const earth = only.includes('earth') ? earthStrength(lab, opts.games) : null;
  const levelsRun = only.includes('earth') ? earthLevels(lab, opts.games) : null;
  const vi = only.includes('vi') ? viStrength(lab, opts.games) : null;
  const tp = only.includes('tp') ? tpStrength(lab, opts.games) : null;
  const h2h = only.includes('vi') ? viHeadToHead(opts.headToHeadGames ?? 4 * opts.games, `${lab.seed}|vi-h2h`) : null;
  if (h2h) lab.log(headToHeadLine(h2h));
  const verdicts: Verdict[] = [];
  if (tp) verdicts.push(tpVerdict(levels.tp, tp));
  if (earth) verdicts.push(seatVerdict('earth', levels.earth, earth, 'Earth'));
  if (levelsRun) verdicts.push(earthLevelsVerdict(levelsRun));
  if (vi) verdicts.push(seatVerdict('vi', levels.vi, vi.rows, 'Vested Interests'));
  if (h2h) {
    verdicts.push({
      game: 'vi',
      claim: `Vested Interests: the strong seat beats the basic seats in at least ${HEAD_TO_HEAD_TARGET * 100}% of games and decides within ${DECISION_P95_MS} ms at p95`,
      holds: h2h.beats >= HEAD_TO_HEAD_TARGET * h2h.games && h2h.msP95 <= DECISION_P95_MS,
      detail: headToHeadLine(h2h),
    });
  }
  return { levels, earth, earthLevels: levelsRun, vi: vi?.rows ?? null, viByRole: vi?.byRole ?? null, tp, viHeadToHead: h2h, verdicts };
}
