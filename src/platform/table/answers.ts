import { err, ok, type Result } from '../../engine/result';
import type { Answer, AnyEngine, GameEvent, PlayerId } from '../../engine/types';
import { stepText } from './undo-step';
import { backTo, isWayBack, stackUndo, undoStep } from './undo';
import { answerCount, logAnswer } from './answer-log';
import { appendLog } from './game-log';
import { restartClockIfMoved } from './open-prompts';
import { seatIndexOf } from './seat-ids';
import { nameSeats } from './seat-names';
import { playing } from './phase';
import { ruleRefusal, type Refusal } from '../words/refusals';
import type { Session, UndoClosed } from '../session-schema';

export interface Answered {
  session: Session;
  events: readonly GameEvent[];
}

/** Apply one answer from a seat. A refused answer leaves the session untouched. */
export function answer(s: Session, engine: AnyEngine, p: PlayerId, a: Answer, now: string): Result<Answered, Refusal> {
  const phase = playing(s);
  if (phase) return phase;
  // Whether this seat owes that prompt is the engine's one answer check (src/engine/answer-check.ts), not repeated here.
  const r = engine.apply(s.state, p, a);
  if (!r.ok) return err(ruleRefusal(r.error));
  if (!r.value.committed) {
    const back = backTo(s, engine, r.value.state, now);
    if (back) return ok({ session: back, events: r.value.events });
  }
  const chosen = stepText(engine, s.state, p, a);
  const step = undoStep(engine, p, s.state, r.value.state, s.logCount, answerCount(s.answerLog), chosen, isWayBack(a));
  const undo = r.value.committed ? [] : stackUndo(s.undo, step);
  // A refused undo names what the step revealed, as the engine says it, else what its taker decided.
  const what = r.value.revealed ?? (chosen ? `chose “${nameSeats(s, chosen)}”` : undefined);
  const undoClosed: UndoClosed | undefined = r.value.committed ? { why: 'committed', by: p, ...(what ? { what } : {}) } : s.undoClosed;
  const answerLog = logAnswer(s.answerLog, engine, s.state, seatIndexOf(p), p, a);
  let next: Session = { ...s, state: r.value.state, undo, undoClosed, answerLog };
  next = appendLog(next, r.value.events);
  const i = seatIndexOf(p);
  next = { ...next, seats: next.seats.map((x, j) => (j === i ? { ...x, lastAnswerLog: next.logCount, answeredAt: now } : x)) };
  next = restartClockIfMoved(s, next, engine, now);
  if (engine.outcome(next.state)) next = { ...next, phase: 'ended', endedReason: 'finished', undo: [], waitingSince: null };
  return ok({ session: next, events: r.value.events });
}
