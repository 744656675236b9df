import type { AnyEngine } from '../../engine/types';
import type { DmKind, DmResult, PrivateUpdate } from '../delivery';
import { playerIdOf } from '../table/seat-ids';
import { privateHash, privatePart } from '../table/private-part';
import type { Seat, Session } from '../session-schema';
import { tableWords } from '../words/table-words';

/**
 * Which seats are owed a DM after a change, and the bookkeeping of it. A DM is for what needs the player: the game's
 * start (which doubles as the check that they can be reached) and each secret they are dealt later (the engine's
 * `secrets`: a new Agenda, a Scheme drawn). A hand that merely changes shows when they look (/game hand, the "My
 * hand" button), not in a DM. A change marks the seats it owes a DM (`dmOwed`) in its one save; the outbox
 * (dm-outbox.ts) sends each seat its view as it is then, and records what arrived in a save of its own.
 */

/** Each secret in a seat's view as a short hash, repeats numbered; an engine without `secrets` counts its whole private part as one. */
function secretKeys(engine: AnyEngine, view: unknown, publicView: unknown): readonly string[] {
  if (typeof view !== 'object' || view === null) return secretEntries(engine, view, publicView).map((x) => x.key);
  // Every change asks each seat's keys of the new state, and the DM's record asks again: a memoized engine returns
  // one view object per state and seat, never changed, so its keys are hashed once.
  let keys = SECRET_KEYS.get(view);
  if (!keys) SECRET_KEYS.set(view, (keys = secretEntries(engine, view, publicView).map((x) => x.key)));
  return keys;
}

const SECRET_KEYS = new WeakMap<object, readonly string[]>();

/** Each secret in a seat's view with its key (see `secretKeys`). */
function secretEntries(engine: AnyEngine, view: unknown, publicView: unknown): { secret: unknown; key: string }[] {
  const parts = engine.secrets ? engine.secrets(view) : [privatePart(view, publicView) ?? null];
  const seen = new Map<string, number>();
  return parts.map((secret) => {
    const h = privateHash(secret).slice(0, 10);
    const n = seen.get(h) ?? 0;
    seen.set(h, n + 1);
    return { secret, key: `${h}.${n}` };
  });
}

/**
 * The DM's opening, from the seat's own view only: at the start, its seat and what it was dealt; later, what is new
 * for it (the secrets its last DM did not show), one sentence each.
 */
function dmIntro(engine: AnyEngine, kind: DmKind, seat: number, seats: number, view: unknown, fresh: readonly unknown[]): string {
  if (kind === 'start') {
    const dealt = engine.dealtText?.(view);
    return [tableWords('dm.started', { game: engine.name }), tableWords('dm.seat', { seat: seat + 1, count: seats }), dealt].filter(Boolean).join('\n');
  }
  const named = fresh.flatMap((x) => engine.secretText?.(view, x) ?? []);
  return named.length ? named.join('\n') : tableWords('dm.somethingNew');
}

/** A human seat whose DMs have not been found closed. */
const takesDms = (seat: Seat) => seat.control === 'human' && seat.dmOpen !== false;

/**
 * The session after a change, with each human seat that takes DMs and holds a secret its last DM did not show (every
 * seat before its first DM) owed one: `kind`, unless it was already owed a start it has not had. A seat with nothing
 * new is owed nothing, and its spent secrets (played, discarded) are forgotten, so being dealt one again is news.
 */
export function markOwed(s: Session, engine: AnyEngine, kind: DmKind): Session {
  if (s.phase === 'lobby') return s;
  const publicView = engine.view(s.state, null);
  let changed = false;
  const seats = s.seats.map((seat, i) => {
    if (!takesDms(seat)) return seat;
    const keys = secretKeys(engine, engine.view(s.state, playerIdOf(i)), publicView);
    const shown = seat.secrets;
    const next: Seat = shown === null || keys.some((k) => !shown.includes(k)) ? { ...seat, dmOwed: seat.dmOwed ?? kind } : { ...seat, secrets: shown.filter((k) => keys.includes(k)), dmOwed: null };
    if (next.dmOwed === seat.dmOwed && next.secrets?.length === seat.secrets?.length) return seat;
    changed = true;
    return next;
  });
  return changed ? { ...s, seats } : s;
}

/** Whether any seat is owed a DM: cheap, for deciding whether the outbox has anything to do. */
export function owesDms(s: Session): boolean {
  return s.phase !== 'lobby' && s.seats.some((seat) => seat.dmOwed !== null && takesDms(seat));
}

/** The DMs a session owes, each with the seat's view as it is now (so a newer change's DM supersedes an older one). */
export function owedDms(s: Session, engine: AnyEngine): PrivateUpdate[] {
  if (!owesDms(s)) return [];
  const publicView = engine.view(s.state, null);
  return s.seats.flatMap((seat, i) => {
    if (seat.dmOwed === null || !takesDms(seat)) return [];
    const player = playerIdOf(i);
    const view = engine.view(s.state, player);
    const entries = secretEntries(engine, view, publicView);
    const secrets = entries.map((x) => x.key);
    const fresh = entries.filter((x) => !(seat.secrets ?? []).includes(x.key)).map((x) => x.secret);
    const intro = dmIntro(engine, seat.dmOwed, i, s.seats.length, view, fresh);
    return [{ seat: i, player, userId: seat.userId, view, hash: privateHash(secrets), secrets, intro }];
  });
}

/**
 * The session (loaded afresh) with what became of each DM sent: one that arrived is what the seat was last shown, and
 * the seat is owed nothing more unless a change since dealt it something that DM did not show; one that found the
 * player's DMs closed ends their DMs (the channel was told). A failed one is left owed. A seat that has changed hands
 * since is left alone.
 */
export function recordDms(s: Session, engine: AnyEngine, results: readonly { update: PrivateUpdate; result: DmResult }[]): Session {
  const publicView = engine.view(s.state, null);
  let changed = false;
  const seats = s.seats.map((seat, i) => {
    const r = results.find((x) => x.update.seat === i && x.update.userId === seat.userId);
    if (!r || r.result === 'failed') return seat;
    changed = true;
    if (r.result === 'closed') return { ...seat, dmOpen: false, dmOwed: null };
    const sent = r.update.secrets;
    const newer = seat.dmOwed !== null && secretKeys(engine, engine.view(s.state, playerIdOf(i)), publicView).some((k) => !sent.includes(k));
    return { ...seat, dmOpen: true, privateHash: r.update.hash, secrets: sent, dmOwed: newer ? ('dealt' as const) : null };
  });
  return changed ? { ...s, seats } : s;
}

/** The session with its DM bookkeeping (what recording a DM changes) blanked. */
const withoutDms = (s: Session) => JSON.stringify({ ...s, seats: s.seats.map((x) => ({ ...x, dmOpen: null, privateHash: null, secrets: null, dmOwed: null })) });

/** True when two saves of a session differ only in their DM bookkeeping: what the channel shows is the same. */
export function sameButDms(a: Session, b: Session): boolean {
  return withoutDms(a) === withoutDms(b);
}
