import { words, type WordParams } from '../../engine/words';
import { say } from '../../words/say';
import type { Language } from '../../words/locales';

/**
 * The platform's and the bot's own words (the `table` catalogue): `tableWords` packs one to be said later, where its
 * reader is known (a runner's reply, a duration inside a lobby line); `sayTable` says one now in `language`, its
 * parameters said first, so a packed text inside one (a duration, an option's label) is said in the same language.
 */
export function tableWords(key: string, params: WordParams = {}): string {
  return words(`table:${key}`, params);
}

export function sayTable(language: Language, key: string, params: WordParams = {}): string {
  return say(language, tableWords(key, params));
}
