import type { Answer, AnyEngine, Prompt, RulesTopic } from '../../engine/types';
import { ok, type Result } from '../../engine/result';
import { wholeSentences } from '../../engine/wording';
import { refuse, type Refusal } from '../words/refusals';
import { seatIndexOf } from '../table/seat-ids';
import { seatLanguage } from '../table/seat-names';
import type { Session } from '../session-schema';
import type { PlayerId } from '../../engine/types';
import type { Language } from '../../words/locales';
import { say } from '../../words/say';
import { t } from '../../words/translate';

/**
 * Teaching notes in ordinary games: a person who had never finished a game of this kind when it started is shown,
 * in their own panel, a short note on the rule behind a decision the first time a decision of that rule comes up
 * (until they answer one). They can turn notes off; after a finished game they are no longer new, so the next game
 * starts without them. Nothing public shows who takes notes. A learning game (/game learn) teaches every area.
 * A note is its reader's alone, so it is said in their language, the rule's own text with it.
 */

/** The seats' notes as the game starts: on for each person not among `finishedOne` (those with a finished game of this kind). */
export function notesAtStart(s: Session, finishedOne: ReadonlySet<string>): Session {
  // A learning game is for learning, whoever takes it.
  const knows = (u: string) => !s.learning && finishedOne.has(u);
  return { ...s, seats: s.seats.map((x) => (x.control !== 'human' ? x : { ...x, notes: knows(x.userId) ? ('off' as const) : ('on' as const), taught: [] })) };
}

export interface TeachingNote {
  /** The rules topics it explains, the decision's own first: answering the decision marks them taught. */
  topics: string[];
  /** Its wordings, fullest first, said in the reader's language: the panel shows the first that fits beside the decision, which comes first. */
  wordings: string[];
  /** A lesson told in part: its rule, by its place in `engine.rules`, for a button that opens it whole. */
  more: { index: number; name: string } | null;
}

/** The longest a note may be in a real game: a few sentences beside the decision, the whole rule one click away. */
const NOTE_MAX = 360;
/** A learning game's lesson: about three sentences beside the decision, the rest behind its "more" button. */
const LESSON_SENTENCES = 3;
const LESSON_MAX = 420;

/**
 * A topic's name as a heading, in `language`: its title said there, or its key read as words when the game gives
 * no title ("crisis-effects" reads "Crisis effects"). The same name `/game rules` and "Why?" show.
 */
export const topicTitle = (x: RulesTopic, language: Language): string =>
  x.title !== undefined ? say(language, x.title) : `${x.topic.charAt(0).toUpperCase()}${x.topic.slice(1).replace(/-/g, ' ')}`;

/** The whole rule's command, by the topic's name as `/game rules` and "Why?" show it: a player never reads its key. */
const more = (x: RulesTopic, language: Language) => () => t(language, 'reference:teaching.more', { topic: topicTitle(x, language).toLowerCase() });

/** A text's sentences: a full stop, question or exclamation mark followed by a space ends one. */
export const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/** The first `n` whole sentences of `text` within `max` characters (at least the first). */
function firstSentences(text: string, n: number, max: number): string {
  const all = sentencesOf(text);
  let k = Math.min(n, all.length);
  while (k > 1 && all.slice(0, k).join(' ').length > max) k--;
  return all.slice(0, k).join(' ');
}

/**
 * The note a seat's panel shows beside `prompt`, or null: notes off, nothing asked, or nothing left to explain. In a
 * real game it is the rule the decision rests on, until the seat first answers a decision of it. In a learning game
 * it is one lesson: the goal first, then the decision's own area the first time, else the next area of the game's
 * plan that is on screen now, so that what no decision rests on is taught as well, and nothing before it shows.
 */
export function teachingNote(s: Session, engine: AnyEngine, p: PlayerId, prompt: Pick<Prompt, 'topic'> | null, language: Language = seatLanguage(s, p)): TeachingNote | null {
  const seat = s.seats[seatIndexOf(p)];
  if (!seat || seat.notes !== 'on' || !prompt) return null;
  const rule = (topic: string | undefined) => engine.rules.find((x) => x.topic === topic && !seat.taught.includes(x.topic));
  const own = rule(prompt.topic);
  if (!s.learning) {
    if (!own) return null;
    const game = say(language, engine.name);
    const title = topicTitle(own, language);
    const text = wholeSentences(say(language, own.text), NOTE_MAX, more(own, language));
    // A rule whose first sentence is longer than a note (in a long language) is named, with where to read it: never
    // a sentence ended halfway. The named form also stands beside a decision too long for the sentences.
    const named = t(language, 'reference:teaching.note-title', { game, title, more: more(own, language)() });
    return { topics: [own.topic], wordings: [...(text === null ? [] : [t(language, 'reference:teaching.note', { game, title, text })]), named], more: null };
  }
  const { plan, onScreen } = s.learning;
  // On screen: named by the game as on from the start, or after a topic met (a decision answered, a lesson told, the decision open now).
  const met = new Set([...seat.taught, ...(prompt.topic ? [prompt.topic] : [])]);
  const shown = (topic: string) => onScreen[topic]?.length === 0 || (onScreen[topic] ?? []).some((x) => met.has(x));
  const goal = plan[0] !== undefined && shown(plan[0]) ? rule(plan[0]) : undefined;
  const next = plan.filter(shown).map(rule).find((x) => x !== undefined);
  const first = goal ?? own ?? next;
  if (!first) return null;
  const head = t(language, `reference:teaching.head-${first === own ? 'own' : first === goal ? 'goal' : 'next'}`);
  const title = topicTitle(first, language);
  // Several areas may come from one rulebook section: the heading names the area, the section follows.
  const source = first.source ? { context: 'source', source: say(language, first.source) } : {};
  const lesson = (n: number) => t(language, 'reference:teaching.lesson', { ...source, head, title, text: firstSentences(say(language, first.text), n, LESSON_MAX) });
  // Beside a long decision the lesson is told shorter; the button opens the whole rule either way.
  return { topics: [first.topic], wordings: [lesson(LESSON_SENTENCES), lesson(1)], more: { index: engine.rules.indexOf(first), name: title } };
}

/**
 * `after`, the table once a person's own answer `a` to a decision open in `before` is taken: the rules topics its
 * note explained are taught, and so is its own topic (a note is shown until the first answer of it), save in a
 * learning game, where a decision's area is taught by its lesson only. Answers the
 * table gives for a seat (standing aside, a standing pass) teach nothing: the person saw no note.
 */
export function taughtBy(before: Session, after: Session, engine: AnyEngine, p: PlayerId, a: Answer): Session {
  const i = seatIndexOf(p);
  if (before.seats[i]?.notes !== 'on') return after;
  const answered = engine.prompts(before.state).find((x) => x.player === p && x.id === a.prompt);
  if (!answered) return after;
  const note = teachingNote(before, engine, p, answered);
  // A learning game's decision whose lesson was the goal still owes its own area, told at its next decision.
  const own = before.learning && note ? [] : [answered.topic];
  const met = [...own, ...(note?.topics ?? [])].filter((x): x is string => x !== undefined);
  return { ...after, seats: after.seats.map((x, j) => (j === i ? { ...x, taught: [...new Set([...x.taught, ...met])] } : x)) };
}

/** A person turns their teaching notes off (or on again) for this game. */
export function setNotes(s: Session, p: PlayerId, on: boolean): Result<Session, Refusal> {
  const i = seatIndexOf(p);
  const seat = s.seats[i];
  if (!seat || seat.control !== 'human') return refuse('no-seat', true);
  if ((seat.notes === 'on') === on) return refuse('notes-already', on);
  return ok({ ...s, seats: s.seats.map((x, j) => (j === i ? { ...x, notes: on ? ('on' as const) : ('off' as const) } : x)) });
}
