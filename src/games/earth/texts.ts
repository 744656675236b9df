/**
 * Earth's texts in no language yet (src/engine/words.ts): `ew` for the game's own words (namespace `earth`),
 * `cw` for its cards' names and rules text (namespace `earth-cards`). Both are said where a person reads them.
 */
import { unpackWords, words, type WordParams } from '../../engine/words';

export const ew = (key: string, params: WordParams = {}): string => words(`earth:${key}`, params);
export const cw = (key: string, params: WordParams = {}): string => words(`earth-cards:${key}`, params);

/**
 * The catalogue key a text was written with (`earth:prompt.keep`), through any fitting of it to a place: which
 * text a prompt or option is, read as data, never from its words.
 */
export function keyOf(text: string): string | undefined {
  const part = unpackWords(text).parts[0];
  if (!part) return undefined;
  if (part.key === '@fit:') return keyOf(String((part.params['forms'] as unknown[])[0] ?? ''));
  return part.key;
}

/** Parameter `name` of the text `text` was written with (its first wording, when fitted), if it is a text. */
export function paramOf(text: string, name: string): string | undefined {
  const part = unpackWords(text).parts[0];
  if (!part) return undefined;
  if (part.key === '@fit:') return paramOf(String((part.params['forms'] as unknown[])[0] ?? ''), name);
  const v = part.params[name];
  return typeof v === 'string' ? v : undefined;
}

/** Every catalogue key inside a text, its parameters' texts included: what a text speaks of, as data. */
export function keysIn(text: string): string[] {
  return unpackWords(text).parts.flatMap((p) => [
    p.key,
    ...Object.values(p.params).flatMap((v) => (typeof v === 'string' ? keysIn(v) : Array.isArray(v) ? v.flatMap((x) => (typeof x === 'string' ? keysIn(x) : [])) : [])),
  ]);
}
