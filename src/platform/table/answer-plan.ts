import { ok, type Result } from '../../engine/result';
import type { AnyEngine, GameEvent, PlayerId } from '../../engine/types';
import type { Answered } from './answers';
import { stackUndo, undoStep } from './undo';
import { answerCount } from './answer-log';
import { promptsOf } from './open-prompts';
import { seatAnswer } from './window-answers';
import type { Refusal } from '../words/refusals';
import type { Session } from '../session-schema';

/**
 * Applies a shortcut's planned answers, each to the seat's first open prompt; all or nothing. Undo takes the plan back
 * as one step, named `step`, as long as each of its answers could be taken back on its own.
 */
export function answerPlan(s: Session, engine: AnyEngine, p: PlayerId, plan: readonly (readonly string[])[], now: string, step = ''): Result<Answered, Refusal> {
  let cur = s;
  let undoable = true;
  const events: GameEvent[] = [];
  for (const values of plan) {
    // With nothing owed the prompt id is empty, and the engine's answer check refuses it.
    const prompt = promptsOf(cur, engine, p)[0];
    const r = seatAnswer(cur, engine, p, { prompt: prompt?.id ?? '', values }, now);
    if (!r.ok) return r;
    // Each answer must have stacked a step of its own: not committed, not held in a secret window, not a way back round.
    undoable &&= r.value.session.undo.length > 0 && r.value.session.undo.at(-1)?.answers === answerCount(cur.answerLog);
    cur = r.value.session;
    events.push(...r.value.events);
  }
  if (!undoable || plan.length === 0) return ok({ session: cur, events });
  const kept = cur.undo.filter((u) => u.answers === undefined || u.answers < answerCount(s.answerLog));
  const one = undoStep(engine, p, s.state, cur.state, s.logCount, answerCount(s.answerLog), step);
  return ok({ session: { ...cur, undo: stackUndo(kept, one) }, events });
}
