import type { AiPolicy } from '../../engine/ai-policy';
import type { AnyEngine, PlayerId, Prompt } from '../../engine/types';
import { ok, type Result } from '../../engine/result';
import { refuse, type Refusal } from '../refusals';
import { fallbackAnswer, openPrompts, seatAnswer, seatIndexOf, settleAutoSeatsUpTo, type SettleSlice } from './session';
import type { Session } from './session-schema';

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

/** Answers every prompt a person asked the table to stand aside on; the same session when there is none. */
function standAsideAutomatically(s: Session, engine: AnyEngine, now: string): Session {
  let cur = s;
  for (let guard = 0; guard <= cur.seats.length; guard++) {
    const due = openPrompts(cur, engine).find((x) => {
      const seat = cur.seats[seatIndexOf(x.player)];
      return seat?.control === 'human' && seat.autoAside && onlyStandsAside(x);
    });
    if (!due) return cur;
    const r = seatAnswer(cur, engine, due.player, fallbackAnswer(due), now);
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
