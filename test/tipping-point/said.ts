import { tippingPoint } from '../../src/games/tipping-point';
import type { Language } from '../../src/words/locales';
import { say } from '../../src/words/say';

/** `x` with every text in it said in `language`: what a reader of that language is shown of it. */
export function said<T>(x: T, language: Language = 'en'): T {
  if (typeof x === 'string') return say(language, x) as T;
  if (Array.isArray(x)) return x.map((y: unknown) => said(y, language)) as T;
  if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, said(v, language)])) as T;
  return x;
}

/**
 * The engine as an English reader sees it: its prompts, views, log lines, refusals and outcome said in English. The
 * engine's English tests compare what a reader reads, so they read it through this.
 */
export const tp: typeof tippingPoint = {
  ...tippingPoint,
  setup: (...a) => said(tippingPoint.setup(...a)),
  prompts: (s) => said(tippingPoint.prompts(s)),
  apply: (...a) => said(tippingPoint.apply(...a)),
  view: (...a) => said(tippingPoint.view(...a)),
  outcome: (s) => said(tippingPoint.outcome(s)),
  describe: (v) => say('en', tippingPoint.describe(v)),
  rules: said(tippingPoint.rules),
};
