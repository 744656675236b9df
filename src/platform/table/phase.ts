import type { Result } from '../../engine/result';
import { refuse, type Refusal } from '../words/refusals';
import type { Session } from '../session-schema';

/**
 * The table's phase checks, each written once: what a lobby operation or a move in a running game says when the
 * table is not in that phase. Null when it is.
 */

/** For joining, starting and seating: the lobby is still open. */
export function inLobby(s: Session): Result<never, Refusal> | null {
  return s.phase === 'lobby' ? null : refuse('started');
}

/** For answers, undo and the host's timer: the game is running. */
export function playing(s: Session): Result<never, Refusal> | null {
  if (s.phase === 'lobby') return refuse('not-started');
  return s.phase === 'ended' ? refuse('game-over') : null;
}
