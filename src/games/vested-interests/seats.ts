import type { PlayerId } from '../../engine/types';
import type { PlayerState, VIState } from './state';

/** A seat's own pieces and secrets; a seat the state does not hold is a bug, so it throws. */
export const playerState = (s: VIState, p: PlayerId): PlayerState => {
  const x = s.me[p];
  if (!x) throw new Error(`no player ${p}`);
  return x;
};
export const firstPlayer = (s: VIState): PlayerId => s.players[s.first]!;
/** Players clockwise starting at `start` (a seat). */
export function clockwise(s: VIState, start: PlayerId): PlayerId[] {
  const i = s.players.indexOf(start);
  return s.players.map((_, k) => s.players[(i + k) % s.players.length]!);
}
export const fromFirst = (s: VIState) => clockwise(s, firstPlayer(s));

/** A seat as texts and option labels name it: the platform shows the player's name in place of `{p0}`. */
export const seatRef = (p: PlayerId) => `{${p}}`;
