import type { AiPolicy } from '../../engine/ai-policy';
import type { AnyEngine, Answer, PlayerId, Prompt } from '../../engine/types';
import { ok, type Result } from '../../engine/result';
import { refuse, type Refusal } from '../words/refusals';
import { playerIdOf, seatIndexOf } from '../table/seat-ids';
import { fallbackAnswer, openPrompts } from '../table/open-prompts';
import { seatAnswer } from '../table/window-answers';
import { settleAutoSeatsUpTo, type SettleSlice } from '../table/auto-seats';
import type { Seat, Session } from '../session-schema';

/**
 * Standing aside automatically: a person may ask the table to answer for them, in a secret window, a prompt that
 * offers nothing but standing aside (a Scheme window while they hold no Scheme that fits it). The answer goes
 * through `seatAnswer` as their own click would, so it is held like one and the window keeps its minimum and
 * maximum time: nothing public (the table, its timing, the log) differs from the player having clicked it.
 */

/** True when all a prompt lets its seat do is stand aside: a secret window's prompt whose one option is its fallback. */
export function onlyStandsAside(p: Prompt): boolean {
  return Boolean(p.secretWindow) && p.fallback !== undefined && p.options.length === 1 && p.options[0]!.value === p.fallback;
}

export function setAutoAside(s: Session, p: PlayerId, on: boolean): Result<Session, Refusal> {
  const i = seatIndexOf(p);
  const seat = s.seats[i];
  if (!seat || seat.control !== 'human') return refuse('no-seat', true);
  return ok({ ...s, seats: s.seats.map((x, j) => (j === i ? { ...x, autoAside: on } : x)) });
}

/**
 * The standing answer a seat holds for this prompt, if it still holds: the same kind and scope, and nothing offered
 * now that was not offered when it was set (a new card or action ends it, so the player is asked again).
 */
export function standingFor(seat: Seat | undefined, p: Prompt): Seat['standing'][number] | null {
  const offer = p.standing;
  if (!offer || !seat) return null;
  const held = seat.standing.find((x) => x.kind === offer.kind);
  return held && held.scope === offer.scope && p.options.every((o) => held.offered.includes(o.value)) ? held : null;
}

/**
 * Sets a standing answer from the prompt that offers it (`on`), or ends one of that kind (off): a Rejoin. Setting
 * one keeps the options the prompt offers now; the table then answers it, this time too, as the click would.
 */
export function setStanding(s: Session, engine: AnyEngine, p: PlayerId, kind: string, on: boolean): Result<Session, Refusal> {
  const i = seatIndexOf(p);
  const seat = s.seats[i];
  if (!seat || seat.control !== 'human') return refuse('no-seat', true);
  const others = seat.standing.filter((x) => x.kind !== kind);
  if (!on) {
    if (others.length === seat.standing.length) return refuse('standing-none');
    return ok(withStanding(s, i, others));
  }
  const offer = openPrompts(s, engine).find((x) => x.player === p && x.standing?.kind === kind);
  if (!offer?.standing) return refuse('standing-gone');
  const { scope, undo, onTable, standingText: text } = offer.standing;
  return ok(withStanding(s, i, [...others, { kind, scope, offered: offer.options.map((o) => o.value), undo, onTable, text }]));
}

/** The Rejoin buttons the table message offers: one per kind that some seat stands on and everyone may know of. */
export function tableRejoins(s: Session): { kind: string; label: string }[] {
  const all = s.seats.flatMap((x) => x.standing.filter((st) => st.onTable).map((st) => ({ kind: st.kind, label: st.undo })));
  return all.filter((x, k) => all.findIndex((y) => y.kind === x.kind) === k);
}

const withStanding = (s: Session, i: number, standing: Seat['standing']): Session => ({ ...s, seats: s.seats.map((x, j) => (j === i ? { ...x, standing } : x)) });

/**
 * True when the table answers this prompt for its person (standing aside, a standing answer): nobody is called for
 * it, even when a call is worked out before the table has given that answer (a settle cut into slices).
 */
export function answeredByTable(s: Session, x: Prompt): boolean {
  return tableAnswerFor(s, x) !== null;
}

/** The answer the table gives for a person now: standing aside where they asked to, or a standing answer of theirs. */
function tableAnswerFor(s: Session, x: Prompt): Answer | null {
  const seat = s.seats[seatIndexOf(x.player)];
  if (seat?.control !== 'human') return null;
  if (seat.autoAside && onlyStandsAside(x)) return fallbackAnswer(x);
  return standingFor(seat, x) ? { prompt: x.id, values: [x.standing!.value] } : null;
}

/**
 * Standing answers that have ended: a prompt of their kind is open with another scope (the round has changed), or
 * their seat's own prompt of that kind offers something new (it is asked again). The same session when none has.
 */
function endedStanding(s: Session, open: readonly Prompt[]): Session {
  const ended = (p: PlayerId, st: Seat['standing'][number]) =>
    open.some((x) => x.standing?.kind === st.kind && (x.standing.scope !== st.scope || (x.player === p && !x.options.every((o) => st.offered.includes(o.value)))));
  if (!s.seats.some((x, i) => x.standing.some((st) => ended(playerIdOf(i), st)))) return s;
  return { ...s, seats: s.seats.map((x, i) => ({ ...x, standing: x.standing.filter((st) => !ended(playerIdOf(i), st)) })) };
}

/** Answers every prompt a person asked the table to answer for them; the same session when there is none. */
function standAsideAutomatically(s: Session, engine: AnyEngine, now: string): Session {
  let cur = s;
  for (let guard = 0; guard <= 1000; guard++) {
    cur = endedStanding(cur, openPrompts(cur, engine));
    const due = openPrompts(cur, engine).flatMap((x) => {
      const a = tableAnswerFor(cur, x);
      return a ? [{ x, a }] : [];
    })[0];
    if (!due) return cur;
    const r = seatAnswer(cur, engine, due.x.player, due.a, now);
    if (!r.ok) return cur;
    cur = r.value.session;
  }
  return cur;
}

/**
 * The table's own answers after a change, at most `budget` AI or auto decisions of them: AI and auto seats, then
 * automatic standing aside, until neither has any (`owed` false) or the budget is spent (`owed` true).
 */
export function settleSeatsUpTo(s: Session, engine: AnyEngine, now: string, levels: readonly AiPolicy[], budget: number): SettleSlice {
  let cur = s;
  let steps = 0;
  for (let guard = 0; guard < 1000; guard++) {
    const played = settleAutoSeatsUpTo(cur, engine, now, levels, budget - steps);
    steps += played.steps;
    if (played.owed) return { session: played.session, steps, owed: true };
    const aside = standAsideAutomatically(played.session, engine, now);
    if (aside === played.session) return { session: aside, steps, owed: false };
    cur = aside;
  }
  throw new Error('The table did not settle its automatic answers');
}

/** The table's own answers after a change, all of them. */
export function settleSeats(s: Session, engine: AnyEngine, now: string, levels: readonly AiPolicy[]): Session {
  const r = settleSeatsUpTo(s, engine, now, levels, 20_000);
  if (r.owed) throw new Error('Auto seats did not settle');
  return r.session;
}
