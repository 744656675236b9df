/** Who is active and the order seats act in (rulebook Turn Structure: "Play passes to the next player clockwise"). */
import type { PlayerId } from '../../engine/types';
import type { EarthState } from './state';

/** Null while Gaia takes her turn (solo). */
export const activeId = (s: EarthState): PlayerId | null => (s.active >= 0 ? s.order[s.active]! : null);

/** Seats clockwise starting with the active player (EA-G16); in Gaia's turn, from seat 0. */
export function seatsFromActive(s: EarthState): PlayerId[] {
  const start = Math.max(0, s.active);
  return s.order.map((_, i) => s.order[(start + i) % s.order.length]!);
}

/** Seats clockwise starting with p. */
export function seatsFromSeat(s: EarthState, p: PlayerId): PlayerId[] {
  const i = s.order.indexOf(p);
  return s.order.map((_, j) => s.order[(i + j) % s.order.length]!);
}
