import type { Option } from '../../src/engine/types';
import type { EarthView } from '../../src/games/earth/view';
import type { Language } from '../../src/words/locales';
import { say } from '../../src/words/say';
import { t, type WordParams } from '../../src/words/translate';

/** Every text a value holds, said in `language` (src/words/say.ts); numbers, ids and literal text stay as they are. */
function sayAll<T>(x: T, language: Language): T {
  if (typeof x === 'string') return say(language, x) as T;
  if (Array.isArray(x)) return x.map((y: unknown) => sayAll(y, language)) as T;
  if (x !== null && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, sayAll(v, language)])) as T;
  return x;
}

/**
 * The view as its reader reads it: the game writes its texts in no language (card names and text, the outcome,
 * why the game ended), so a picture says them once here, in its reader's language, before it measures them.
 */
export const saidView = (v: EarthView, language: Language): SaidEarthView => ({ ...sayAll(v, language), language });

/** A view said in its reader's language, the language kept for the words the picture writes itself. */
export type SaidEarthView = EarthView & { language: Language };

/** A text the pictures write themselves (`earth-pictures:pic.*`), in `language`. */
export const pic = (language: Language, key: string, params?: WordParams): string => t(language, `earth-pictures:pic.${key}`, params);

/** The open prompt's options, said: a picture marks them by name. */
export const saidOptions = (choices: readonly Option[] | undefined, language: Language): readonly Option[] | undefined => choices && sayAll(choices, language);
