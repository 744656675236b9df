import type { Answer, AnyEngine, PlayerId, Prompt } from '../../engine/types';
import { isHeld } from './secret-window';
import type { Session } from '../session-schema';

/** The decisions owed now: the engine's prompts, less a secret window's held answer (that seat has answered). */
export function openPrompts(s: Session, engine: AnyEngine): readonly Prompt[] {
  if (s.phase !== 'playing') return [];
  const all = engine.prompts(s.state);
  return s.secretWindow?.held ? all.filter((p) => !isHeld(s.secretWindow, p)) : all;
}

export function promptsOf(s: Session, engine: AnyEngine, p: PlayerId): readonly Prompt[] {
  return openPrompts(s, engine).filter((x) => x.player === p);
}

/**
 * The turn timer measures how long the current set of decisions has waited. A secret window counts as one
 * decision while it is open, so a seat's answer inside it does not restart the clock (and move the reminder).
 */
export function restartClockIfMoved(before: Session, after: Session, engine: AnyEngine, now: string): Session {
  const key = (x: Session) => [...new Set(openPrompts(x, engine).map((p) => (p.secretWindow ? `window:${p.secretWindow.id}` : `${p.player}:${p.id}`)))].sort().join(',');
  if (key(before) === key(after)) return after;
  return { ...after, waitingSince: now, reminded: false, expiryAsked: false };
}

/** The answer the table gives for a seat that does not answer itself. */
export function fallbackAnswer(prompt: Prompt): Answer {
  const min = prompt.min ?? 1;
  if (prompt.fallback !== undefined) return { prompt: prompt.id, values: [prompt.fallback] };
  return { prompt: prompt.id, values: prompt.options.slice(0, Math.max(min, 1)).map((o) => o.value) };
}
