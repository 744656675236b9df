import { nextInt, seedRng, type RngState } from './rng';
import type { AnyEngine, PlayerId, Prompt } from './types';
import { fitWords, words } from './words';

/**
 * An AI seat-filler. It sees what its seat may see (the seat's own view and its own prompt)
 * and nothing else, so it cannot cheat by construction.
 */
export interface AiPolicy<V = unknown> {
  level: string;
  label: string;
  decide(engine: AnyEngine, view: V, prompt: Prompt, rng: RngState): readonly string[];
  /**
   * Optional: the same choice as `decide`, with one line why, written from what the seat weighed to make it: what
   * the move does for the player and the option it came closest to choosing, never its raw scores. A person's Hint
   * shows it.
   */
  advise?(engine: AnyEngine, view: V, prompt: Prompt, rng: RngState): AiAdvice;
}

/** What an AI would answer, and why in one line of player words. */
interface AiAdvice {
  answer: readonly string[];
  why: string;
  /**
   * The option a person would press for the same move, where the seat's own answer is a longer way to it (a card
   * the seat pays for step by step is also offered whole): a Hint names this one.
   */
  shows?: string;
}

/** Any legal answer, uniformly: the baseline for tests and strength measurements. */
export const randomPolicy: AiPolicy = {
  level: 'random',
  label: words('hints:level.random'),
  decide(_engine, _view, prompt, rng) {
    const count = Math.max(1, prompt.min ?? 1);
    const pool = prompt.options.map((o) => o.value);
    const picked: string[] = [];
    let r = rng;
    while (picked.length < count && pool.length) {
      let i: number;
      [i, r] = nextInt(r, pool.length);
      picked.push(pool.splice(i, 1)[0]!);
    }
    return picked;
  },
};

/** The generator an AI uses for one decision: fixed by the game, the seat and the decision, so games replay. */
export function decisionRng(seed: string, player: PlayerId, promptId: string, step: number): RngState {
  return seedRng(`ai|${seed}|${player}|${promptId}|${step}`);
}

/** One option an AI scored, under the key its decision knows it by, with what it may need to say more. */
export interface Weighed<D> {
  key: string;
  score: number;
  detail?: D;
}

/**
 * What one decision of an AI weighed, recorded only when a Hint asks why (a plain `decide` passes none, so it costs
 * nothing): the options it scored in the order tried, and the line the decision wrote from them or from the rule
 * it applied instead.
 */
export class Weighing<D = unknown> {
  readonly scored: Weighed<D>[] = [];
  /** The key taken, when it is not the first of the best scores (a threshold, a shortlist). */
  chosen: string | undefined;
  /** The line that says why, in player words: written by the decision once it has chosen. */
  why: string | undefined;
  /** The option a person would press for the move taken, where the answer is a longer way to it (`AiAdvice.shows`). */
  shows: string | undefined;

  see(key: string, score: number, detail?: D): void {
    this.scored.push({ key, score, detail });
  }

  /** The option taken: the one named chosen, else the first of the highest scores (ties keep the earlier). */
  best(): Weighed<D> | undefined {
    const named = this.chosen === undefined ? undefined : this.scored.find((x) => x.key === this.chosen);
    return named ?? this.scored.reduce<Weighed<D> | undefined>((a, b) => (a === undefined || b.score > a.score ? b : a), undefined);
  }

  /** The best-scored option other than the one taken. */
  runnerUp(): Weighed<D> | undefined {
    const top = this.best();
    return this.scored.filter((x) => x.key !== top?.key).reduce<Weighed<D> | undefined>((a, b) => (a === undefined || b.score > a.score ? b : a), undefined);
  }
}

/** The longest a Hint's line may be: one line under the question, never cut. */
export const ADVICE_MAX = 200;

export interface Comparison<D> {
  /** How an option is named in the line: by its label's name, or as the decision knows it. */
  name: (key: string) => string;
  /**
   * What the option taken does better, said of it as a player would ("leaves you further ahead of your rivals"),
   * as a packed text (src/engine/words.ts): the line reads "X: it <better> than Y." Never a score: the figures the
   * seat compared mean nothing to a player.
   */
  better: string;
  /** What most separates the option taken from the next best, when the decision can say, in place of `better`. */
  mostly?: (best: Weighed<D>, next: Weighed<D>) => string | undefined;
  /** Where most of the option's own worth comes from, when the decision can say ("its income still to come"). */
  from?: (best: Weighed<D>) => string | undefined;
}

/** "X: it <does what> than Y, the next best, mostly through <part>.", or the first shorter wording that fits. */
export function comparedLine<D>(w: Weighing<D>, c: Comparison<D>): string {
  const best = w.best();
  if (!best) return words('hints:compared.none');
  const a = c.name(best.key);
  const next = w.runnerUp();
  const from = c.from?.(best);
  const through = from ? words('hints:compared.through', { from }) : '';
  if (!next) return fitWords(ADVICE_MAX, [words('hints:compared.only', { a, through }), words('hints:compared.only', { a, through: '' })]);
  const b = c.name(next.key);
  const [x, y] = figures(best.score, next.score);
  if (x === y) return fitWords(ADVICE_MAX, [words('hints:compared.asMuch', { a, b, through }), words('hints:compared.asMuch', { a, b, through: '' })]);
  const does = c.mostly?.(best, next) ?? c.better;
  return fitWords(ADVICE_MAX, [
    words('hints:compared.nextBest', { a, does, b, through }),
    words('hints:compared.than', { a, does, b, through }),
    words('hints:compared.than', { a, does, b, through: '' }),
    words('hints:compared.than', { a, does: c.better, b, through: '' }),
  ]);
}

/**
 * Two scores rounded alike, as little as shows which is higher: whole numbers from 10 up, one decimal below, more
 * only to tell them apart; equal ones as one figure.
 */
export function figures(a: number, b: number): [string, string] {
  const least = Math.abs(a) < 10 || Math.abs(b) < 10 ? 1 : 0;
  for (const d of [0, 1, 2].filter((x) => x >= least)) {
    const [x, y] = [figure(a, d), figure(b, d)];
    if (x !== y) return [x, y];
  }
  return [figure(a), figure(a)];
}

/** A score for a reader: `digits` decimals (by default two below 1, one below 10), without a trailing zero or a minus zero. */
export function figure(x: number, digits = Math.abs(x) < 1 ? 2 : Math.abs(x) < 10 ? 1 : 0): string {
  const s = String(Number(x.toFixed(digits)));
  return s === '-0' ? '0' : s;
}
