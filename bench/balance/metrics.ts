/**
 * What each finished game says about balance. These read the whole final state: the balance run is
 * a measuring tool looking at a game that is over, not a player, so hidden information is fair game here.
 */
import type { Outcome } from '../../src/engine/types';
import { getIsland, sideOf } from '../../src/games/earth/cards/catalogue';
import { breakdown, type Breakdown } from '../../src/games/earth/rules/scoring';
import { gaiaScore } from '../../src/games/earth/rules/solo-gaia';
import type { EarthState } from '../../src/games/earth/state';
import type { TpState } from '../../src/games/tipping-point';
import { type Role } from '../../src/games/vested-interests/cards/schema';
import { getAgenda } from '../../src/games/vested-interests/cards/catalogue';
import type { VIState } from '../../src/games/vested-interests/state';

export const TP_ENDS = ['won', 'tipped', 'pollution-full', 'crisis-deck', 'max-rounds'] as const;
export type TpEnd = (typeof TP_ENDS)[number];

export interface TpGame {
  won: boolean;
  end: TpEnd;
  rounds: number;
  preservation: number;
  pollution: number;
  solved: number;
}

/** The engine words its end reasons for people; this sorts them into the few ways a game can end. */
function tpEnd(s: TpState): TpEnd {
  if (s.over!.won) return 'won';
  const why = s.over!.reason;
  if (why.includes('tipped')) return 'tipped';
  if (why.includes('Pollution side')) return 'pollution-full';
  if (why.includes('Crisis deck')) return 'crisis-deck';
  if (why.includes('round')) return 'max-rounds';
  throw new Error(`unrecognised Tipping Point end: ${why}`);
}

export function tpMetrics(s: TpState): TpGame {
  if (!s.over) throw new Error('Tipping Point game is not over');
  return { won: s.over.won, end: tpEnd(s), rounds: s.round, preservation: s.preservation, pollution: s.pollution, solved: s.solvedCount };
}

interface EarthSeat {
  seat: string;
  /** 0 = the first player (Earth picks the first player at random, so seat ids mean nothing by themselves). */
  turnPosition: number;
  island: string;
  score: number;
  breakdown: Breakdown;
  /** Among the outcome's winners (after the rulebook's tie-breakers). */
  won: boolean;
}

export interface EarthGame {
  seats: EarthSeat[];
  gaia: { level: number; score: number } | null;
  rounds: number;
  endReason: string;
}

export function earthMetrics(s: EarthState, outcome: Outcome): EarthGame {
  const n = s.order.length;
  const seats = s.order.map((p, i) => {
    const pl = s.players[p]!;
    const island = pl.island ? sideOf(getIsland(pl.island.card), pl.island.side).name : '(none)';
    const b = breakdown(s, p);
    return { seat: p, turnPosition: (i - s.first + n) % n, island, score: b.total, breakdown: b, won: outcome.winners.includes(p) };
  });
  const g = gaiaScore(s);
  return { seats, gaia: g && s.gaia ? { level: s.gaia.level, score: g.total } : null, rounds: s.round, endReason: s.endReason ?? '' };
}

export const VI_BANDS = ['danger', 'severe', 'extreme', 'collapse'] as const;
export type ViBand = (typeof VI_BANDS)[number];

export interface ViGame {
  roles: Record<string, Role>;
  winner: string | null;
  band: ViBand;
  ppm: number;
  /** Final Legacy by seat; empty after a Collapse, which scores no Legacy. */
  scores: Record<string, number>;
}

export function viMetrics(s: VIState): ViGame {
  if (!s.final) throw new Error('Vested Interests game is not over');
  const roles = Object.fromEntries(s.players.map((p) => [p, getAgenda(s.me[p]!.agenda).role]));
  const scores = Object.fromEntries(Object.entries(s.final.scores).map(([p, x]) => [p, x.total]));
  return { roles, winner: s.final.winner, band: s.final.band, ppm: s.dial, scores };
}
