/**
 * Tipping Point: the co-operative win rate by player count and difficulty, every seat played by the
 * level that plays to win. Each deal is played at every difficulty in turn, so one difficulty differs
 * from the next by its rule alone (more Crisis cards removed), not by a different deal. A game with the
 * play-to-win level costs about a second, so N games go to each player count, not to each of the 44 cells.
 */
import { randomPolicy, type AiPolicy } from '../../src/engine/ai-policy';
import type { TpState } from '../../src/games/tipping-point';
import { MODULES } from './games';
import { measure, ticker, type Lab } from './lab';
import { TP_ENDS, tpMetrics, type TpEnd, type TpGame } from './metrics';
import { strongest } from './runner';
import { add, mean, push, rate, range, type Mean, type Rate } from './stats';

export const TP_PLAYERS = range(1, 4);
export const TP_DIFFICULTIES = range(0, 10);

interface TpCell {
  wins: Rate;
  ends: Record<TpEnd, number>;
  rounds: Mean;
  preservation: Mean;
  pollution: Mean;
}

const cell = (): TpCell => ({ wins: rate(), ends: Object.fromEntries(TP_ENDS.map((e) => [e, 0])) as Record<TpEnd, number>, rounds: mean(), preservation: mean(), pollution: mean() });

function tally(c: TpCell, g: TpGame): void {
  add(c.wins, g.won);
  c.ends[g.end]++;
  push(c.rounds, g.rounds);
  push(c.preservation, g.preservation);
  push(c.pollution, g.pollution);
}

/** Game i of a player count: difficulty i mod 11 of deal ⌊i / 11⌋. */
function tpGame(lab: Lab, policy: AiPolicy, players: number, i: number): { difficulty: number; game: TpGame } {
  const difficulty = TP_DIFFICULTIES[i % TP_DIFFICULTIES.length]!;
  const deal = Math.floor(i / TP_DIFFICULTIES.length);
  const game = measure(lab, MODULES.tp, { difficulty }, Array(players).fill(policy), `${lab.seed}|tp|n${players}|${deal}`, (s: TpState) => tpMetrics(s));
  return { difficulty, game };
}

export interface TpGrid {
  level: string;
  /** [difficulty][players-1], plus all player counts together. */
  cells: TpCell[][];
  byDifficulty: TpCell[];
}

export function tpGrid(lab: Lab, policy: AiPolicy, games: number, label: string): TpGrid {
  const cells = TP_DIFFICULTIES.map(() => TP_PLAYERS.map(cell));
  const byDifficulty = TP_DIFFICULTIES.map(cell);
  const tick = ticker(lab, label, games * TP_PLAYERS.length);
  let done = 0;
  for (const players of TP_PLAYERS) {
    for (let i = 0; i < games; i++) {
      const { difficulty, game } = tpGame(lab, policy, players, i);
      tally(cells[difficulty]![players - 1]!, game);
      tally(byDifficulty[difficulty]!, game);
      tick(++done);
    }
  }
  return { level: policy.level, cells, byDifficulty };
}

export interface TpResult {
  strong: TpGrid;
  random: TpGrid;
}

export function tpExperiment(lab: Lab, games: number): TpResult {
  const strong = tpGrid(lab, strongest(MODULES.tp), games, `Tipping Point, ${strongest(MODULES.tp).level} seats`);
  const random = tpGrid(lab, randomPolicy, games, 'Tipping Point, random seats');
  return { strong, random };
}
