import { ok, type Result } from '../../engine/result';
import type { Answer, AnyEngine, PlayerId } from '../../engine/types';
import { stillLeads, WAY_BACK } from './undo-step';
import { applyPatch, reversePatch, type Patch } from './state-patch';
import { keepAnswers } from './answer-log';
import { appendLog, truncateLog } from './game-log';
import { restartClockIfMoved } from './open-prompts';
import { privateHash, stateHash } from './private-part';
import { seatName } from './seat-names';
import { tableWords } from '../words/table-words';
import { playing } from './phase';
import { refuse, type Refusal, type UndoBar } from '../words/refusals';
import type { Session, UndoStep } from '../session-schema';

/** The undo stack: a seat's own steps taken back, each a patch checked against the state it left. */

const UNDO_KEEP = 30;

/** The stack with `step` on top, its oldest steps dropped past the number kept. */
export function stackUndo(steps: readonly UndoStep[], step: UndoStep): UndoStep[] {
  return [...steps, step].slice(-UNDO_KEEP);
}

export function undo(s: Session, engine: AnyEngine, p: PlayerId, now: string): Result<Session, Refusal> {
  const phase = playing(s);
  if (phase) return phase;
  const last = s.undo[s.undo.length - 1];
  if (!last) return refuse('nothing-to-undo', undoBar(s, p));
  if (last.player !== p) return refuse('not-your-step', seatName(s, last.player));
  const earlier = stateBefore(last, s.state);
  if (earlier === null) return refuse('nothing-to-undo', 'changed');
  const answerLog = last.answers === undefined ? s.answerLog : keepAnswers(s.answerLog, last.answers);
  const back: Session = { ...s, state: earlier, undo: s.undo.slice(0, -1), answerLog };
  const truncated = truncateLog(back, last.logLength);
  return ok(restartClockIfMoved(s, appendLog(truncated, [{ text: tableWords('log.tookBack', { person: seatName(s, p) }), visibleTo: 'all' }]), engine, now));
}

/** Why `p` has no step to take back, from the reason kept when the undo stack was last emptied. */
function undoBar(s: Session, p: PlayerId): UndoBar {
  const c = s.undoClosed;
  if (!c) return 'none';
  if (c.by !== undefined && c.by !== p) return { played: seatName(s, c.by) };
  if (c.why === 'committed' && c.what) return { revealed: c.what };
  return c.why === 'played' ? 'none' : c.why;
}

export const isWayBack = (a: Answer) => a.values.length === 1 && WAY_BACK.has(a.values[0]!);

/** An undo step: the patch back to `before`, checked on use against a hash of `after`, and `before`'s position. */
export function undoStep(engine: AnyEngine, player: PlayerId, before: unknown, after: unknown, logLength: number, answers: number, step: string, back = false): UndoStep {
  return { player, logLength, answers, step, ...(back ? { back } : {}), patch: reversePatch(before, after) as UndoStep['patch'], after: stateHash(after), from: positionHash(engine, before) };
}

/**
 * A state's position hash, kept by the state: an engine never changes a state it returned, and one answer hashes, as
 * its position, the state it made, which the next answer hashes again as the state it left.
 */
const positionHashes = new WeakMap<object, string>();
function positionHash(engine: AnyEngine, state: unknown): string {
  const hash = () => privateHash(engine.position ? engine.position(state) : state);
  if (typeof state !== 'object' || state === null) return hash();
  let h = positionHashes.get(state);
  if (h === undefined) positionHashes.set(state, (h = hash()));
  return h;
}


/**
 * The table as it stood when the turn was last at the position `next` is at, in `next`'s state (the engine's own,
 * so its prompt ids move on as they would have): a step that leads back there (Pass, then Back, again and again)
 * keeps no undo copy, answer or log line for the way round, so such a loop cannot grow a stored game. The answer log
 * replays to the same position, its step counters aside. Null when `next` is a new position this turn (or the way
 * back cannot be read from older undo steps).
 */
export function backTo(s: Session, engine: AnyEngine, next: unknown, now: string): Session | null {
  const at = positionHash(engine, next);
  const k = s.undo.findLastIndex((u) => u.from === at);
  const first = s.undo[k];
  if (!first || first.answers === undefined) return null;
  // The step before the way round now applies to `next`, which differs from the state it left only in step counters.
  const undo = s.undo.slice(0, k).map((u, i) => (i === k - 1 ? { ...u, after: stateHash(next) } : u));
  const back: Session = { ...s, state: next, undo, answerLog: keepAnswers(s.answerLog, first.answers) };
  return restartClockIfMoved(s, truncateLog(back, first.logLength), engine, now);
}

/** The state before an undo step, or null when the state is no longer the one the step left. */
function stateBefore(step: UndoStep, now: unknown): unknown {
  if (step.patch === undefined) return step.state;
  return stillLeads(step, now) ? applyPatch(now, step.patch as Patch) : null;
}
