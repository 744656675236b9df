import { wholeParts } from '../../engine/wording';
import type { Language } from '../../words/locales';
import { t } from '../../words/translate';
import { words, type WordParams } from '../../engine/words';

/**
 * Text a user typed, quoted back in a reply. Slash command options may hold 6000 characters and a message only 2000,
 * so a long echo is quoted by its first words, whole, and says how much it left out: the reply always fits, and
 * nothing in it looks like something the player wrote. Said in `language`, or packed to be said where it is read.
 */
export function quote(typed: string | number | null, max = 80, language?: Language): string {
  const s = String(typed ?? '');
  const said = (key: 'quote.whole' | 'quote.head', params: WordParams) => (language ? t(language, `table:${key}`, params) : words(`table:${key}`, params));
  if (s.length <= max) return said('quote.whole', { text: s });
  const first = s.slice(0, max).split(/\s+/).slice(0, -1).join(' ');
  const head = first.length >= max / 2 ? first : s.slice(0, max);
  return said('quote.head', { text: head, count: s.length - head.length });
}

/**
 * A refusal or a listing in one Discord message, with room for a short prefix ("Not accepted: "): whole lines, never
 * cut, and how much was left out said in `language`.
 */
export function fitMessage(text: string, max = 1900, language: Language = 'en'): string {
  return wholeParts(text, max, (n) => t(language, 'table:fit.moreCharacters', { count: n }));
}
