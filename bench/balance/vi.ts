/**
 * Vested Interests: who wins by Agenda type, how often the world Collapses and in which climate band
 * the game ends, for 3-5 players, full game and Flashpoint, every seat played by the level that plays to win.
 */
import type { AiPolicy } from '../../src/engine/ai-policy';
import { ROLES, type Role } from '../../src/games/vested-interests/cards/schema';
import type { VIState } from '../../src/games/vested-interests/state';
import { MODULES } from './games';
import { measure, ticker, type Lab } from './lab';
import { VI_BANDS, viMetrics, type ViBand, type ViGame } from './metrics';
import { strongest } from './runner';
import { mean, push, range, type Mean } from './stats';

export const VI_PLAYERS = range(3, 5);
export const VI_VARIANTS = ['full', 'flashpoint'] as const;
export type ViVariant = (typeof VI_VARIANTS)[number];

export function viGame(lab: Lab, variant: ViVariant, policies: readonly AiPolicy[], seed: string): ViGame {
  return measure(lab, MODULES.vi, { variant }, policies, seed, (s: VIState) => viMetrics(s));
}

export interface ViCell {
  variant: ViVariant;
  players: number;
  games: number;
  /** Games won by a seat of this Agenda type. */
  winsByRole: Record<Role, number>;
  /** Seats dealt this Agenda type (a role's per-seat win rate is wins / seats). */
  seatsByRole: Record<Role, number>;
  noWinner: number;
  bands: Record<ViBand, number>;
  collapseWins: number;
  ppm: Mean;
  winningScore: Mean;
}

const byRole = (): Record<Role, number> => Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;

export interface ViResult {
  level: string;
  cells: ViCell[];
}

export function viExperiment(lab: Lab, games: number): ViResult {
  const policy = strongest(MODULES.vi);
  const cells: ViCell[] = [];
  const tick = ticker(lab, `Vested Interests, ${policy.level} seats`, games * VI_PLAYERS.length * VI_VARIANTS.length);
  let done = 0;
  for (const variant of VI_VARIANTS) {
    for (const players of VI_PLAYERS) {
      const c: ViCell = {
        variant, players, games: 0, winsByRole: byRole(), seatsByRole: byRole(), noWinner: 0,
        bands: Object.fromEntries(VI_BANDS.map((b) => [b, 0])) as Record<ViBand, number>, collapseWins: 0, ppm: mean(), winningScore: mean(),
      };
      for (let i = 0; i < games; i++) {
        const g = viGame(lab, variant, Array(players).fill(policy), `${lab.seed}|vi|${variant}|n${players}|${i}`);
        c.games++;
        for (const r of Object.values(g.roles)) c.seatsByRole[r]++;
        if (g.winner) c.winsByRole[g.roles[g.winner]!]++;
        else c.noWinner++;
        c.bands[g.band]++;
        if (g.band === 'collapse' && g.winner) c.collapseWins++;
        push(c.ppm, g.ppm);
        if (g.winner && g.scores[g.winner] !== undefined) push(c.winningScore, g.scores[g.winner]!);
        tick(++done);
      }
      cells.push(c);
    }
  }
  return { level: policy.level, cells };
}

export const viCellName = (c: ViCell): string => `${c.variant === 'full' ? 'Full' : 'Flash'} ${c.players}p`;
