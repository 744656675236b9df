import { unpackWords } from '../engine/words';
import { firstFit, sameFit } from '../engine/wording';
import type { Language } from './locales';
import { listIn, t, type WordKey } from './translate';

/**
 * A game's text (src/engine/words.ts) said in `language`: each packed text becomes its catalogue text with its
 * parameters said first (a card's name inside a log line is said in the same language), and literal text stays as
 * it is. Seats (`{p0}`) are left for the table to name. A fitted text (`fitWords`) takes its first form that fits
 * once said.
 */
export function say(language: Language, text: string): string {
  const known = SAID.get(language)?.get(text);
  if (known !== undefined) return known;
  const said = sayNow(language, text);
  let kept = SAID.get(language);
  if (!kept) SAID.set(language, (kept = new Map()));
  // The same texts are said on every showing of a table (its log, its menus): each is said once. A text always says
  // the same in a language (the catalogues do not change while the process runs); the cache is emptied when full.
  if (kept.size >= SAID_MAX) kept.clear();
  kept.set(text, said);
  return said;
}

const SAID = new Map<Language, Map<string, string>>();
const SAID_MAX = 50_000;

function sayNow(language: Language, text: string): string {
  const { parts, rest } = unpackWords(text);
  if (parts.length === 0) return text;
  return parts.map((p) => p.before + sayOne(language, p.key, p.params)).join('') + rest;
}

function sayOne(language: Language, key: string, params: Readonly<Record<string, unknown>>): string {
  if (key === '@fit:') {
    const max = params['max'] as number;
    return firstFit(max, (params['forms'] as string[]).map((f) => say(language, f)));
  }
  if (key === '@same:') {
    const max = params['max'] as number;
    const formsEach = (params['forms'] as string[]).map((f) => f.split('\u0000').map((x) => say(language, x)));
    return sameFit(max, formsEach)[params['i'] as number]!;
  }
  if (key === '@and:' || key === '@or:') return listIn(language, key === '@and:' ? 'and' : 'or', (params['items'] as string[]).map((x) => say(language, x)));
  const said = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, sayParam(language, v)]));
  return t(language, key as WordKey, said);
}

function sayParam(language: Language, v: unknown): unknown {
  if (typeof v === 'string') return say(language, v);
  if (Array.isArray(v)) return v.map((x) => sayParam(language, x));
  return v;
}
