import type { PlayerId } from '../../engine/types';
import { err, ok, type Result } from '../../engine/result';
import { refuse, refusal, type Refusal, type StaleControl } from '../words/refusals';
import { seatOfUser } from '../table/seat-names';
import type { Session } from '../session-schema';

/**
 * The checks every operation on a table starts with, each written once. A control carries the table's instance,
 * so one from an earlier table in the channel (or from another channel) is refused before it can touch this one.
 */

/** Null when `instance` is this table's (or no instance came, as with a slash command), else the refusal. */
export function sameTable(s: Session, instance: string | null, from: StaleControl = 'button'): Result<never, Refusal> | null {
  return !instance || s.instance === instance ? null : refuse('stale', from);
}

/** The seat the person plays, or the refusal for someone who plays none; `decision` when they clicked one. */
export function playerOf(s: Session, userId: string, decision = false): Result<PlayerId, Refusal> {
  const p = seatOfUser(s, userId);
  return p ? ok(p) : err(refusal('not-a-player', decision));
}
