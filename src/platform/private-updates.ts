import type { AnyEngine } from '../engine/types';
import type { PrivateUpdate, Unreached } from './delivery';
import { playerIdOf, privateHash, privatePart } from './session';
import type { Session } from './session-schema';

/**
 * Which seats get a DM after a change, and the bookkeeping of it. A seat is marked as shown in the
 * same save as the change (optimistically), so a click saves once; only a DM that then turns out
 * closed or failed is saved afterwards (`markUnreached`).
 */

/** Human seats that still take DMs and whose private part of the view changed since their last DM. */
export function privateUpdates(s: Session, engine: AnyEngine): PrivateUpdate[] {
  if (s.phase === 'lobby') return [];
  const publicView = engine.view(s.state, null);
  const out: PrivateUpdate[] = [];
  s.seats.forEach((seat, i) => {
    if (seat.control !== 'human' || seat.dmOpen === false) return;
    const player = playerIdOf(i);
    const view = engine.view(s.state, player);
    const hash = privateHash(privatePart(view, publicView));
    if (hash !== seat.privateHash) out.push({ seat: i, player, userId: seat.userId, view, hash, before: { privateHash: seat.privateHash, dmOpen: seat.dmOpen } });
  });
  return out;
}

/** The session with each update's seat recorded as reached (its DMs open, showing that view). */
export function markDelivered(s: Session, updates: readonly PrivateUpdate[]): Session {
  if (updates.length === 0) return s;
  const seats = s.seats.map((seat, i) => {
    const u = updates.find((x) => x.seat === i);
    return u ? { ...seat, privateHash: u.hash, dmOpen: true } : seat;
  });
  return { ...s, seats };
}

/**
 * Undoes `markDelivered` where a DM did not arrive: a closed one is remembered (no more DMs, the
 * channel was told), a failed one is left as before so the next change tries again.
 */
export function markUnreached(s: Session, updates: readonly PrivateUpdate[], unreached: readonly Unreached[]): Session {
  if (unreached.length === 0) return s;
  const seats = s.seats.map((seat, i) => {
    const u = unreached.find((x) => x.seat === i);
    const was = updates.find((x) => x.seat === i)?.before;
    if (!u || !was) return seat;
    return { ...seat, privateHash: was.privateHash, dmOpen: u.why === 'closed' ? false : was.dmOpen };
  });
  return { ...s, seats };
}
