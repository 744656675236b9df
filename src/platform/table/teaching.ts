import type { AnyEngine, Prompt } from '../../engine/types';
import { ok, type Result } from '../../engine/result';
import { wholeParts } from '../../engine/wording';
import { refuse, type Refusal } from '../refusals';
import { seatIndexOf } from './session';
import type { Session } from './session-schema';
import type { PlayerId } from '../../engine/types';

/**
 * Teaching notes in ordinary games: a person who had never finished a game of this kind when it started is shown,
 * in their own panel, a short note on the rule behind a decision the first time a decision of that rule comes up
 * (until they answer one). They can turn notes off; after a finished game they are no longer new, so the next game
 * starts without them. Nothing public shows who takes notes.
 */

/** The seats' notes as the game starts: on for each person not among `finishedOne` (those with a finished game of this kind). */
export function notesAtStart(s: Session, finishedOne: ReadonlySet<string>): Session {
  return { ...s, seats: s.seats.map((x) => (x.control !== 'human' ? x : { ...x, notes: finishedOne.has(x.userId) ? ('off' as const) : ('on' as const), taught: [] })) };
}

export interface TeachingNote {
  topic: string;
  text: string;
}

/** The longest a note may be: a few sentences beside the decision, the whole rule one click away. */
const NOTE_MAX = 360;

/** The note a seat's panel shows beside `prompt`, or null: notes off, no topic, or a topic already answered. */
export function teachingNote(s: Session, engine: AnyEngine, p: PlayerId, prompt: Prompt | null): TeachingNote | null {
  const seat = s.seats[seatIndexOf(p)];
  if (!seat || seat.notes !== 'on' || !prompt?.topic || seat.taught.includes(prompt.topic)) return null;
  const rule = engine.rules.find((t) => t.topic === prompt.topic);
  if (!rule) return null;
  return { topic: rule.topic, text: wholeParts(rule.text, NOTE_MAX, () => `More: \`/game rules topic:${rule.topic}\`.`) };
}

/** A person turns their teaching notes off (or on again) for this game. */
export function setNotes(s: Session, p: PlayerId, on: boolean): Result<Session, Refusal> {
  const i = seatIndexOf(p);
  const seat = s.seats[i];
  if (!seat || seat.control !== 'human') return refuse('no-seat', true);
  if ((seat.notes === 'on') === on) return refuse('notes-already', on);
  return ok({ ...s, seats: s.seats.map((x, j) => (j === i ? { ...x, notes: on ? ('on' as const) : ('off' as const) } : x)) });
}
