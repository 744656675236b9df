import type { AnyEngine, Prompt } from '../../engine/types';
import type { SecretWindow, Session } from '../session-schema';

/**
 * The bookkeeping of a secret window: prompts the engine marks `secretWindow` (the same id on every prompt of one
 * window). Engines have no clock, so the table records when it first saw the window, and from that: until when
 * it stays open at least (`minMs`, so a window everyone answered at once does not close at once and show that
 * they did) and at most (`maxMs`, when each seat still deciding stands aside). What the answers do meanwhile is
 * src/platform/table/window-answers.ts (`seatAnswer`, `settleWindow`); ticking the time is the turn timer's.
 */

const seenAt = (w: SecretWindow) => Date.parse(w.openedAt);

/** The session with the window its open prompts are in: recorded the first time its id is seen, dropped once closed. */
export function trackWindow(s: Session, engine: AnyEngine, now: string): Session {
  const cur = s.secretWindow;
  if (s.phase !== 'playing') return cur ? { ...s, secretWindow: null } : s;
  const prompts = engine.prompts(s.state);
  if (cur && (cur.held || prompts.some((p) => inWindow(cur, p)))) return s;
  const first = prompts.find((p) => p.secretWindow);
  if (!first?.secretWindow) return cur ? { ...s, secretWindow: null } : s;
  const { id, minMs, maxMs } = first.secretWindow;
  const seats = [...new Set(prompts.filter((p) => p.secretWindow?.id === id).map((p) => p.player))];
  return { ...s, secretWindow: { id, label: first.publicText, seats, openedAt: now, minMs, maxMs, held: null } };
}

export const inWindow = (w: SecretWindow, p: Prompt): boolean => p.secretWindow?.id === w.id;

/** True when the held answer is this prompt of this seat. */
export const isHeld = (w: SecretWindow | null, p: Prompt): boolean => Boolean(w?.held && w.held.player === p.player && w.held.prompt === p.id);

/** When the window closes at the latest. ISO time. */
export const closesAt = (w: SecretWindow): string => new Date(seenAt(w) + w.maxMs).toISOString();

export const minimumPassed = (w: SecretWindow, now: string): boolean => Date.parse(now) >= seenAt(w) + w.minMs;
export const maximumPassed = (w: SecretWindow, now: string): boolean => Date.parse(now) >= seenAt(w) + w.maxMs;

/** When the table next has something to do for the window: apply its held answer, else close it. Epoch ms. */
export const windowDueAt = (w: SecretWindow): number => seenAt(w) + (w.held ? w.minMs : w.maxMs);
