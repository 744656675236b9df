import { ok, type Result } from '../../engine/result';
import type { Answer, AnyEngine, PlayerId } from '../../engine/types';
import { answer, type Answered } from './answers';
import { appendLog } from './game-log';
import { fallbackAnswer, openPrompts } from './open-prompts';
import { inWindow, maximumPassed, minimumPassed, trackWindow } from './secret-window';
import { seatIndexOf } from './seat-ids';
import { refuse, type Refusal } from '../words/refusals';
import type { SecretWindow, Session } from '../session-schema';
import { tableWords } from '../words/table-words';

/**
 * A seat's answer at a table (a click, a typed command, an AI seat): `answer`, with the secret window kept.
 * Inside a window that a person sits in, the answer that would close it before its minimum time is held: recorded
 * in the session, not applied, so nothing is revealed and the window stays open until `settleWindow` applies it.
 * The golden replays and the bench call `answer` itself: they keep no clock.
 */
export function seatAnswer(before: Session, engine: AnyEngine, p: PlayerId, a: Answer, now: string): Result<Answered, Refusal> {
  const s = trackWindow(before, engine, now);
  const w = s.secretWindow;
  if (w?.held && w.held.player === p && w.held.prompt === a.prompt) return refuse('already-answered');
  const r = answer(s, engine, p, a, now);
  if (!r.ok) return r;
  if (w && closesTooSoon(s, engine, w, p, a, r.value.session, now)) {
    return ok({ session: { ...s, secretWindow: { ...w, held: { player: p, prompt: a.prompt, values: [...a.values] } } }, events: [] });
  }
  return ok({ session: trackWindow(r.value.session, engine, now), events: r.value.events });
}

/**
 * True when this answer, to a prompt of the window, leaves none of its prompts open before its minimum time while
 * another person sits in the window. Only another person could learn something from how soon it closed: a one-seat
 * window (a Campaign) or a table where the last to answer is its only person closes at once.
 */
function closesTooSoon(s: Session, engine: AnyEngine, w: SecretWindow, p: PlayerId, a: Answer, after: Session, now: string): boolean {
  const answered = openPrompts(s, engine).find((x) => x.player === p && x.id === a.prompt);
  if (!answered || !inWindow(w, answered) || minimumPassed(w, now)) return false;
  if (!w.seats.some((q) => q !== p && s.seats[seatIndexOf(q)]?.control === 'human')) return false;
  return after.phase !== 'playing' || !engine.prompts(after.state).some((x) => inWindow(w, x));
}

/**
 * A secret window's due steps. Once its minimum time has passed, the held answer applies (refused, when the game
 * has moved on meanwhile, it is dropped). At its maximum time every seat still deciding takes its prompt's fallback
 * (stands aside), and the log says that the window closed, not who stood aside. The same session when nothing was due.
 */
export function settleWindow(before: Session, engine: AnyEngine, now: string): Session {
  let s = trackWindow(before, engine, now);
  const w = s.secretWindow;
  if (!w) return s;
  if (w.held && minimumPassed(w, now)) {
    const { player, prompt, values } = w.held;
    const released: Session = { ...s, secretWindow: { ...w, held: null } };
    const r = answer(released, engine, player, { prompt, values }, now);
    s = trackWindow(r.ok ? r.value.session : released, engine, now);
  }
  if (s.secretWindow?.id !== w.id || !maximumPassed(w, now)) return s;
  s = appendLog(s, [{ text: tableWords('log.windowClosed', { label: w.label }), visibleTo: 'all' }]);
  for (let guard = 0; ; guard++) {
    const open = openPrompts(s, engine).find((x) => inWindow(w, x));
    if (!open) return trackWindow({ ...s, undo: [], undoClosed: { why: 'window' } }, engine, now);
    const r = answer(s, engine, open.player, fallbackAnswer(open), now);
    if (!r.ok || guard > 100) throw new Error(`The secret window ${w.id} did not close on its fallbacks (${open.id}: ${r.ok ? 'too many steps' : r.error.message})`);
    s = r.value.session;
  }
}
