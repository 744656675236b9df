import { ok, type Result } from '../../engine/result';
import type { AnyEngine, RulesTopic } from '../../engine/types';
import type { GameModule, LearningDeal } from '../module';
import { refuse, type Refusal } from '../words/refusals';
import { addAi, aiLevels } from '../seats/lobby-seats';
import type { Session } from '../session-schema';
import { topicTitle } from '../telling/teaching';
import type { Language } from '../../words/locales';
import { say } from '../../words/say';
import { t } from '../../words/translate';

/**
 * A learning game (/game learn): the learner alone in the first seat, the play-to-win seat in the others, on the
 * game's fixed deal. Hints are on, and every rule area of the game's plan is explained in the learner's panel
 * (src/platform/telling/teaching.ts). It plays like any game; it is kept out of history, stats and leaderboards.
 */

/** The lobby `lobby` (the learner's own) made a learning table, ready to start on the deal's seed. */
export function learningTable(lobby: Session, mod: GameModule, deal: LearningDeal<Record<string, unknown>>): Result<Session, Refusal> {
  const strongest = aiLevels(mod)[0]!;
  let s: Session = { ...lobby, hints: 'on', learning: { plan: [...deal.plan], onScreen: Object.fromEntries(Object.entries(deal.onScreen).map(([k, v]) => [k, [...v]])), atEnd: [...deal.atEnd] } };
  for (let k = 0; k < deal.aiSeats; k++) {
    const r = addAi(s, mod.engine, strongest);
    if (!r.ok) return r;
    s = r.value;
  }
  return ok(s);
}

/** The learning game of `game`, or the refusal a game without one gives. */
export function learningDeal(mod: GameModule): Result<LearningDeal<Record<string, unknown>>, Refusal> {
  return mod.learning ? ok(mod.learning) : refuse('no-learning', mod.engine.name);
}

/**
 * What the end of a learning game says, in `language` (the table's unless given): what was covered (the areas the
 * learner was taught, by their titles), what was not yet, and what to do next.
 */
export function learningSummary(s: Session, engine: AnyEngine, language: Language = s.language): string {
  if (!s.learning) return '';
  const taught = new Set(s.seats.flatMap((x) => (x.control === 'human' ? x.taught : [])));
  const topics = (names: readonly string[]) => names.flatMap((n) => engine.rules.filter((x) => x.topic === n));
  const title = (x: RulesTopic) => topicTitle(x, language);
  const covered = topics(s.learning.plan.filter((x) => taught.has(x))).map(title);
  // Named by their titles, as `/game rules` lists them: a player never reads a topic's key.
  const left = topics(s.learning.plan.filter((x) => !taught.has(x))).map(title);
  const variants = topics(s.learning.atEnd).map((x) => `📘 **${title(x)}.** ${say(language, x.text)}`);
  return [
    t(language, 'reference:learning.covered', { done: covered.length, count: s.learning.plan.length, names: covered.join(', ') }),
    left.length ? t(language, 'reference:learning.left', { names: left.join(', ') }) : '',
    ...(variants.length ? [t(language, 'reference:learning.variants'), ...variants] : []),
    t(language, 'reference:learning.next'),
  ].filter(Boolean).join('\n');
}

/** A learning game still playing with no person seated: the table ends it rather than play it out among AIs. */
export function unattendedLesson(s: Session): boolean {
  return s.learning !== null && s.phase === 'playing' && !s.seats.some((x) => x.control === 'human');
}
