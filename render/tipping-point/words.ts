/**
 * The game's texts in the picture's language: a view's texts said once as a picture begins (`saidView`), and the
 * card texts the picture writes from the catalogue (a category, a card's name or rules text) said as it draws them.
 */
import type { Category } from '../../src/games/tipping-point/cards/schema';
import type { TpView } from '../../src/games/tipping-point/view';
import { cardName, cat, slotWords } from '../../src/games/tipping-point/words';
import type { Language } from '../../src/words/locales';
import { say } from '../../src/words/say';
import { t, type WordParams } from '../../src/words/translate';

/** A view with every text it carries said in `language`, and the language kept for what the picture writes itself. */
export type SaidView = TpView & { language: Language };

function said<T>(x: T, language: Language): T {
  if (typeof x === 'string') return say(language, x) as T;
  if (Array.isArray(x)) return x.map((y: unknown) => said(y, language)) as T;
  if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, said(y, language)])) as T;
  return x;
}

export const saidView = (v: TpView, language: Language = 'en'): SaidView => ({ ...said(v, language), language });

/** A category's name in `language`. */
export const categoryIn = (language: Language, k: Category): string => say(language, cat(k));
/** A category's short name in `language`, where nine budgets stand abreast. */
export const shortIn = (language: Language, k: Category): string => t(language, `tp:categoryShort.${k}`);
/** A text the pictures write themselves (the `tp-pictures` catalogue), in `language`. */
export const pic = (language: Language, key: string, params?: WordParams): string => t(language, `tp-pictures:${key}`, params);
/** A card's name in `language`, by its id. */
export const nameIn = (language: Language, id: string): string => say(language, cardName(id));
/** A slot's name ("M13", as a view or an answer carries it) as `language` writes it. */
export const slotIn = (language: Language, slot: string): string => say(language, slotWords(slot));
