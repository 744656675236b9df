import type { AnyEngine } from '../engine/types';
import type { PrivateUpdate, Unreached } from './delivery';
import { playerIdOf, privateHash, privatePart } from './session';
import type { Session } from './session-schema';

/**
 * Which seats get a DM after a change, and the bookkeeping of it. A DM is for what needs the player: the game's
 * start (which doubles as the check that they can be reached) and each secret they are dealt later (the engine's
 * `secrets`: a new Agenda, a Scheme drawn). A hand that merely changes shows when they look (/game hand, the "My
 * hand" button), not in a DM. A seat is marked as shown in the same save as the change (optimistically), so a
 * click saves once; only a DM that then turns out closed or failed is saved afterwards (`markUnreached`).
 */

/** Each secret in a seat's view as a short hash, repeats numbered; an engine without `secrets` counts its whole private part as one. */
function secretKeys(engine: AnyEngine, view: unknown, publicView: unknown): string[] {
  const parts = engine.secrets ? engine.secrets(view) : [privatePart(view, publicView) ?? null];
  const seen = new Map<string, number>();
  return parts.map((x) => {
    const h = privateHash(x).slice(0, 10);
    const n = seen.get(h) ?? 0;
    seen.set(h, n + 1);
    return `${h}.${n}`;
  });
}

export interface PrivateChanges {
  /** The seats to DM. */
  updates: PrivateUpdate[];
  /** The session with each other seat's spent secrets forgotten (played, discarded), so being dealt one again is news. */
  session: Session;
}

/** Human seats that still take DMs and hold a secret their last DM did not show (every seat before its first DM). */
export function privateUpdates(s: Session, engine: AnyEngine): PrivateChanges {
  if (s.phase === 'lobby') return { updates: [], session: s };
  const publicView = engine.view(s.state, null);
  const updates: PrivateUpdate[] = [];
  let seats = s.seats;
  s.seats.forEach((seat, i) => {
    if (seat.control !== 'human' || seat.dmOpen === false) return;
    const player = playerIdOf(i);
    const view = engine.view(s.state, player);
    const keys = secretKeys(engine, view, publicView);
    const shown = seat.secrets;
    if (shown === null || keys.some((k) => !shown.includes(k))) {
      updates.push({ seat: i, player, userId: seat.userId, view, hash: privateHash(keys), secrets: keys, before: { privateHash: seat.privateHash, dmOpen: seat.dmOpen, secrets: seat.secrets } });
      return;
    }
    const kept = shown.filter((k) => keys.includes(k));
    if (kept.length !== shown.length) seats = seats.map((x, j) => (j === i ? { ...x, secrets: kept } : x));
  });
  return { updates, session: seats === s.seats ? s : { ...s, seats } };
}

/** The session with each update's seat recorded as reached (its DMs open, showing those secrets). */
export function markDelivered(s: Session, updates: readonly PrivateUpdate[]): Session {
  if (updates.length === 0) return s;
  const seats = s.seats.map((seat, i) => {
    const u = updates.find((x) => x.seat === i);
    return u ? { ...seat, privateHash: u.hash, secrets: u.secrets, dmOpen: true } : seat;
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
    return { ...seat, privateHash: was.privateHash, secrets: was.secrets, dmOpen: u.why === 'closed' ? false : was.dmOpen };
  });
  return { ...s, seats };
}
