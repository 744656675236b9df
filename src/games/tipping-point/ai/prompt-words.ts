/**
 * What a prompt asks, read from its texts' catalogue keys and parameters (src/engine/words.ts), never from its
 * words: the seat reads the same prompt in every language.
 */
import { unpackWords, type WordsPart } from '../../../engine/words';

/** Every packed text in `text`, outermost first, each followed by those inside its parameters. */
export function packedIn(text: string): WordsPart[] {
  const out: WordsPart[] = [];
  const walk = (t: string): void => {
    for (const part of unpackWords(t).parts) {
      out.push(part);
      for (const v of Object.values(part.params)) {
        if (typeof v === 'string') walk(v);
        else if (Array.isArray(v)) for (const x of v) if (typeof x === 'string') walk(x);
      }
    }
  };
  walk(text);
  return out;
}

/** The catalogue key of `text`'s first packed text (`tp:pay.text`), or null for a literal text. */
export const keyOf = (text: string): string | null => unpackWords(text).parts[0]?.key ?? null;

/** The first packed text in `text` (at any depth) whose key matches `re`. */
export function findWords(text: string, re: RegExp): { part: WordsPart; match: RegExpExecArray } | null {
  for (const part of packedIn(text)) {
    const match = re.exec(part.key);
    if (match) return { part, match };
  }
  return null;
}
