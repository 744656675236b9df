import type { AnyEngine } from '../../engine/types';
import type { GameModule } from '../module';
import { answeredByTable } from '../seats/auto-aside';
import { departSeat } from '../seats/departures';
import { endByCommand, notAgreed } from '../seats/ending';
import type { Actor } from '../seats/permissions';
import { windowDueAt } from '../table/secret-window';
import { playerIdOf, seatIndexOf } from '../table/seat-ids';
import { fallbackAnswer, openPrompts } from '../table/open-prompts';
import { seatAnswer } from '../table/window-answers';
import { appendLog } from '../table/game-log';
import { aiLevels } from '../seats/lobby-seats';
import { replaceSeat } from '../seats/hand-over';
import { end, endedWhy } from '../seats/ending';
import { listWords } from '../../engine/words';
import type { Session } from '../session-schema';
import { slowWatchOf, type SlowWatch } from './slow-pace';
import { tableWords } from '../words/table-words';

/**
 * The turn timer's decisions, pure: when a wait is due a reminder or the expiry question, who is
 * waiting, and what the host's verdict does to the table. The deadline is derived from the stored
 * `waitingSince`, so a restart loses nothing. src/bot/timers/turn-timer-tick.ts schedules and posts; the table
 * runner marks and applies under the channel lock.
 */

/** What the timer remembers of a table between ticks (rebuilt from the store after a restart). */
export interface TimerWatch {
  instance: string;
  /** The turn timer's wait; null when the table plays without one. */
  turn: { timerSeconds: number; waitingSince: string; reminded: boolean; expiryAsked: boolean } | null;
  /** The open secret window and when its next step is due (its held answer applies, or it closes): timer or not. */
  window: { id: string; dueAt: number } | null;
  /** When the earliest held turn ping falls due (ms; src/platform/pace/turn-calls.ts), or null when none is held. */
  held: number | null;
  /** A slow game's waits, one per human owing (src/platform/pace/slow-pace.ts); null for a live game. */
  slow: SlowWatch[] | null;
}

export type TimerField = 'reminded' | 'expiryAsked';
export type TimerStep = TimerField | 'window' | 'ping';

/** The watch for a session, or null when nothing is timed on it. */
export function watchOf(s: Session): TimerWatch | null {
  if (s.phase !== 'playing') return null;
  const turn = s.timerSeconds && s.waitingSince ? { timerSeconds: s.timerSeconds, waitingSince: s.waitingSince, reminded: s.reminded, expiryAsked: s.expiryAsked } : null;
  const window = s.secretWindow ? { id: s.secretWindow.id, dueAt: windowDueAt(s.secretWindow) } : null;
  const slow = slowWatchOf(s);
  const held = heldDueAt(s);
  return turn || window || slow || held !== null ? { instance: s.instance, turn, window, held, slow } : null;
}

/** When the earliest held turn ping (src/platform/pace/turn-calls.ts) falls due (ms), or null when none is held. */
export function heldDueAt(s: Session): number | null {
  const at = Object.values(s.pingHeld).map((x) => Date.parse(x));
  return at.length ? Math.min(...at) : null;
}

/** A secret window's step when it is due; a held turn ping once due; else at half time a reminder, at the full time the question to the host; each once per wait. */
export function timerDue(w: TimerWatch, nowMs: number): TimerStep | null {
  if (w.window && nowMs >= w.window.dueAt) return 'window';
  if (w.held !== null && nowMs >= w.held) return 'ping';
  if (!w.turn) return null;
  const elapsed = (nowMs - Date.parse(w.turn.waitingSince)) / 1000;
  if (elapsed >= w.turn.timerSeconds && !w.turn.expiryAsked) return 'expiryAsked';
  // Once the question is out, a late reminder would only replace it as the channel's current ping.
  if (elapsed >= w.turn.timerSeconds / 2 && !w.turn.reminded && !w.turn.expiryAsked) return 'reminded';
  return null;
}

/** Marks a due step as sent, on the very wait it was due for; null when the table has moved on or it was sent. */
export function markSent(s: Session, instance: string, field: TimerField, waitingSince: string): Session | null {
  if (s.instance !== instance || s.waitingSince !== waitingSince || s[field]) return null;
  return { ...s, [field]: true };
}

/** The open decisions a person makes themselves: those the table answers for them (auto-aside.ts) call nobody. */
const personsDecisions = (s: Session, engine: AnyEngine) => openPrompts(s, engine).filter((p) => !answeredByTable(s, p));

/**
 * The people the waiting decisions are owed by (AI and auto seats are never waited on). During a secret window
 * that is everyone it was opened for, answered or not, so a reminder shows nothing of who has answered.
 */
export function waitingUsers(s: Session, engine: AnyEngine): string[] {
  // The window's seats first, in their fixed order: the order must not move as they answer either.
  const owing = new Set([...(s.secretWindow?.seats ?? []), ...personsDecisions(s, engine).map((p) => p.player)]);
  return [...owing].map((p) => s.seats[seatIndexOf(p)]).filter((x) => x?.control === 'human').map((x) => x!.userId);
}

/** The people with a decision open now: in a secret window, those the table has not answered for (see auto-aside.ts). */
export function decidingUsers(s: Session, engine: AnyEngine): string[] {
  const open = new Set(personsDecisions(s, engine).map((p) => p.player));
  return s.seats.filter((x, i) => x.control === 'human' && open.has(playerIdOf(i))).map((x) => x.userId);
}

export type ExpiryVerb = 'skip' | 'auto';

/**
 * The host's verdict: 'skip' answers each waiting decision with its default; 'auto' hands the waiting seats to an AI
 * (whose moves the caller settles), and each of their people has left the game as one whose time ran out: their loss.
 */
export function applyExpiry(s: Session, mod: GameModule, verb: ExpiryVerb, now: string): { session: Session; said: string } {
  const open = openPrompts(s, mod.engine);
  const ai = aiLevels(mod)[0]!;
  let next = s;
  if (verb === 'auto') {
    for (const p of new Set(open.map((x) => x.player))) {
      const r = replaceSeat(departSeat(next, p, 'timed-out'), p, ai);
      if (r.ok) next = r.value;
    }
    return { session: next, said: tableWords('timer.autoPlayed', { level: ai.level }) };
  }
  for (const prompt of open) {
    const r = seatAnswer(next, mod.engine, prompt.player, fallbackAnswer(prompt), now);
    if (r.ok) next = r.value.session;
  }
  next = appendLog(next, [{ text: tableWords('log.timerSkipped'), visibleTo: 'all' }]);
  return { session: next, said: tableWords('timer.skipped') };
}

/**
 * The timer question's End game: the game ends as the loss of the people whose decisions it waited on (their time
 * ran out), not of the one who ends it; by everyone's agreement it counts for nobody, as /game end would.
 */
export function endAtExpiry(s: Session, engine: AnyEngine, actor: Actor): Session {
  const late = decidingUsers(s, engine);
  if (late.length === 0 || notAgreed(s, actor.userId).length === 0) return endByCommand(s, actor);
  const names = late.map((u) => s.seats.find((x) => x.userId === u)!.name);
  return end({ ...s, forfeited: late }, endedWhy('timer', { name: actor.name, late: listWords('and', names) }));
}
