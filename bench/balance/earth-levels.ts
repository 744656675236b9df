/**
 * Earth's levels against each other: one seat of the level that plays to win against basic seats, 2-5
 * players in turn and the strong seat rotating, as in strength.ts but with basic, not random, across the
 * table. "Beats" is the same: a final score strictly higher than every basic seat's (at 2 players, than the
 * other's). The strong seat's every decision is timed on the way, so one run gives both figures.
 */
import type { AiPolicy } from '../../src/engine/ai-policy';
import { percentile } from '../percentile';
import { earthGame, EARTH_PLAYERS } from './earth';
import { MODULES } from './games';
import { ticker, type Lab } from './lab';
import { add, rate, share, type Rate } from './stats';

/** The bar for the level that plays to win, and its decision time at p95 on the machine that runs it. */
export const EARTH_LEVEL_TARGET = 0.7;
export const EARTH_DECISION_P95_MS = 50;

export interface EarthLevelsResult {
  strong: string;
  basic: string;
  games: number;
  beats: Rate;
  byPlayers: { players: number; beats: Rate }[];
  decisions: number;
  p50: number;
  p95: number;
}

/** A policy that records how long each of its decisions takes. */
function timed(policy: AiPolicy, times: number[]): AiPolicy {
  return {
    ...policy,
    decide(engine, view, prompt, rng) {
      const t = performance.now();
      const values = policy.decide(engine, view, prompt, rng);
      times.push(performance.now() - t);
      return values;
    },
  };
}

/** The module's default level against its last level, or null when Earth offers only one. */
export function earthLevels(lab: Lab, games: number): EarthLevelsResult | null {
  const levels = MODULES.earth.ai ?? [];
  const strong = levels[0];
  const basic = levels.at(-1);
  if (!strong || !basic || strong === basic) return null;
  const times: number[] = [];
  const seatOf = timed(strong, times);
  const byPlayers = EARTH_PLAYERS.map((players) => ({ players, beats: rate() }));
  const beats = rate();
  const tick = ticker(lab, `Earth, one ${strong.level} seat against ${basic.level} seats`, games);
  for (let i = 0; i < games; i++) {
    const n = EARTH_PLAYERS[i % EARTH_PLAYERS.length]!;
    const seat = Math.floor(i / EARTH_PLAYERS.length) % n;
    const policies = Array.from({ length: n }, (_, k) => (k === seat ? seatOf : basic));
    const g = earthGame(lab, {}, policies, `${lab.seed}|earth-levels|${i}`);
    const me = g.seats[seat]!.score;
    const beat = g.seats.every((x, k) => k === seat || x.score < me);
    add(beats, beat);
    add(byPlayers[n - EARTH_PLAYERS[0]!]!.beats, beat);
    tick(i + 1);
  }
  return { strong: strong.level, basic: basic.level, games, beats, byPlayers, decisions: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** "Earth strong vs basic: 74% of 200 games, decision p50/p95 0.3/31.0 ms". */
export function earthLevelsLine(r: EarthLevelsResult): string {
  const s = share(r.beats);
  return `Earth ${r.strong} vs ${r.basic}: ${s === null ? '–' : `${(s * 100).toFixed(0)}%`} of ${r.games} games, decision p50/p95 ${r.p50.toFixed(1)}/${r.p95.toFixed(1)} ms`;
}
