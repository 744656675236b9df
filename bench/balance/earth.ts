/**
 * Earth: scores and wins by turn position (2-5 players) and by Island, all seats played by the level
 * that plays to win; and solo games against Gaia at each of her difficulties, by that level and by the
 * random player (game i of every difficulty is dealt from the same seed).
 */
import { randomPolicy, type AiPolicy } from '../../src/engine/ai-policy';
import type { Outcome } from '../../src/engine/types';
import type { EarthState } from '../../src/games/earth/state';
import { MODULES } from './games';
import { measure, ticker, type Lab } from './lab';
import { earthMetrics, type EarthGame } from './metrics';
import { strongest } from './runner';
import { add, mean, push, rate, range, type Mean, type Rate } from './stats';

export const EARTH_PLAYERS = range(2, 5);
const GAIA_LEVELS = range(1, 4);

export function earthGame(lab: Lab, options: Record<string, unknown>, policies: readonly AiPolicy[], seed: string): EarthGame {
  return measure(lab, MODULES.earth, options, policies, seed, (s: EarthState, o: Outcome) => earthMetrics(s, o));
}

interface PositionCell {
  wins: Rate;
  score: Mean;
}

interface IslandRow {
  island: string;
  seats: number;
  wins: number;
  /** Wins a seat would expect by chance: the sum of 1/players over the games it was in. */
  fair: number;
  score: Mean;
  /** Score minus the mean score of its game, so Islands met in 5-player games compare with 2-player ones. */
  edge: Mean;
}

interface GaiaCell {
  level: number;
  strong: { wins: Rate; score: Mean; gaia: Mean };
  random: { wins: Rate; score: Mean; gaia: Mean };
}

export interface EarthResult {
  level: string;
  /** [players-2][turn position]. */
  positions: PositionCell[][];
  scoreByPlayers: Mean[];
  roundsByPlayers: Mean[];
  /** [players-2]: how many games ended for each reason. */
  endReasons: Record<string, number>[];
  islands: IslandRow[];
  gaia: GaiaCell[];
}

export function earthExperiment(lab: Lab, games: number): EarthResult {
  const policy = strongest(MODULES.earth);
  const positions = EARTH_PLAYERS.map((n) => range(1, n).map(() => ({ wins: rate(), score: mean() })));
  const scoreByPlayers = EARTH_PLAYERS.map(mean);
  const roundsByPlayers = EARTH_PLAYERS.map(mean);
  const endReasons = EARTH_PLAYERS.map((): Record<string, number> => ({}));
  const islands = new Map<string, IslandRow>();
  let tick = ticker(lab, `Earth, ${policy.level} seats, 2-5 players`, games * EARTH_PLAYERS.length);
  let done = 0;
  for (const n of EARTH_PLAYERS) {
    for (let i = 0; i < games; i++) {
      const g = earthGame(lab, {}, Array(n).fill(policy), `${lab.seed}|earth|n${n}|${i}`);
      const avgScore = g.seats.reduce((a, x) => a + x.score, 0) / n;
      push(roundsByPlayers[n - 2]!, g.rounds);
      const ends = endReasons[n - 2]!;
      ends[g.endReason] = (ends[g.endReason] ?? 0) + 1;
      for (const seat of g.seats) {
        const pos = positions[n - 2]![seat.turnPosition]!;
        add(pos.wins, seat.won);
        push(pos.score, seat.score);
        push(scoreByPlayers[n - 2]!, seat.score);
        const row = islands.get(seat.island) ?? { island: seat.island, seats: 0, wins: 0, fair: 0, score: mean(), edge: mean() };
        row.seats++;
        row.wins += seat.won ? 1 : 0;
        row.fair += 1 / n;
        push(row.score, seat.score);
        push(row.edge, seat.score - avgScore);
        islands.set(seat.island, row);
      }
      tick(++done);
    }
  }

  const gaia = GAIA_LEVELS.map((level) => ({
    level,
    strong: { wins: rate(), score: mean(), gaia: mean() },
    random: { wins: rate(), score: mean(), gaia: mean() },
  }));
  tick = ticker(lab, 'Earth, solo against Gaia', games * GAIA_LEVELS.length * 2);
  done = 0;
  for (const c of gaia) {
    for (const [side, p] of [['strong', policy], ['random', randomPolicy]] as const) {
      for (let i = 0; i < games; i++) {
        const g = earthGame(lab, { difficulty: c.level }, [p], `${lab.seed}|earth-solo|${i}`);
        add(c[side].wins, g.seats[0]!.won);
        push(c[side].score, g.seats[0]!.score);
        push(c[side].gaia, g.gaia?.score ?? 0);
        tick(++done);
      }
    }
  }
  return { level: policy.level, positions, scoreByPlayers, roundsByPlayers, endReasons, islands: [...islands.values()], gaia };
}
