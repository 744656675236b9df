import i18next from 'i18next';
import { CATALOGUES, NAMESPACES, type Namespace } from './catalogues';
import { LOCALES, PSEUDO, type Language } from './locales';
import { pseudoCatalogue, pseudoText } from './pseudo';

/**
 * What Hothouse says, in a language: i18next over our catalogues. Plurals are the catalogue's (`key_one`,
 * `key_other`, chosen by the `count` parameter under each language's own rules), never glued together in code.
 * Parameters are inserted as given: no HTML escaping (Discord is not a web page), and a parameter's own text is
 * never read as a placeholder, so a name a person typed stays as typed.
 */
const i18n = i18next.createInstance();

void i18n.init({
  resources: {
    ...Object.fromEntries(LOCALES.map((l) => [l, CATALOGUES[l]])),
    [PSEUDO]: Object.fromEntries(NAMESPACES.map((ns) => [ns, pseudoCatalogue(CATALOGUES.en[ns])])),
  },
  lng: 'en',
  fallbackLng: 'en',
  ns: [...NAMESPACES],
  defaultNS: false,
  initAsync: false,
  interpolation: { escapeValue: false, skipOnVariables: true },
  returnNull: false,
  returnEmptyString: false,
});

/** Lists as each language joins them ("a, b and c", "a, b und c"): British English, which writes no comma before "and". */
const LIST_LOCALE: { readonly [L in Language]: string } = { en: 'en-GB', de: 'de', qps: 'en-GB' };
for (const join of ['and', 'or'] as const) {
  i18n.services.formatter?.add(join, (value: unknown, lng: string | undefined) => listIn((lng ?? 'en') as Language, join, value as string[]));
}
/** A text that opens a sentence: `{{when, capital}}` starts with a capital letter in any language. */
i18n.services.formatter?.add('capital', (value: unknown) => {
  const v = String(value);
  return v.charAt(0).toUpperCase() + v.slice(1);
});

/** Items joined as `language` lists them, with "and" or "or". */
export function listIn(language: Language, join: 'and' | 'or', items: readonly string[]): string {
  if (language === PSEUDO) return pseudoList(items, join);
  const key = `${language}:${join}`;
  let format = LIST_FORMATS.get(key);
  if (!format) LIST_FORMATS.set(key, (format = new Intl.ListFormat(LIST_LOCALE[language] ?? 'en-GB', { type: join === 'and' ? 'conjunction' : 'disjunction' })));
  return format.format(items);
}

/** Making a list format reads the locale's data again each time: one is made per language and joining word. */
const LIST_FORMATS = new Map<string, Intl.ListFormat>();

/** A list in the pseudo-language: its joining word from the catalogue's alphabet too, so it reads as said. */
function pseudoList(xs: readonly string[], word: string): string {
  return xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} ${pseudoText(word)} ${xs.at(-1)!}`;
}

/** A key of a namespace, as `namespace:key.sub`. */
export type WordKey = `${Namespace}:${string}`;

export type WordParams = Readonly<Record<string, unknown>> & { readonly count?: number; readonly context?: string };

/** The text of `key` in `language`, with its parameters in place. */
export function t(language: Language, key: WordKey, params: WordParams = {}): string {
  const memo = `${language}\u0000${key}\u0000${JSON.stringify(params)}`;
  const known = SAID.get(memo);
  if (known !== undefined) return known;
  const said = i18n.t(key, { ...params, lng: language });
  if (SAID.size >= SAID_MAX) SAID.clear();
  SAID.set(memo, said);
  return said;
}

/**
 * Texts already said, by language, key and parameters. The same few thousand texts are said again on every picture
 * and every showing of a table, and i18next's lookup (the key resolved through namespaces, plurals and fallbacks,
 * then interpolated) cost a sixteenth of a picture thread's time; the catalogues do not change while the process
 * runs, so a text always says the same. Emptied when full.
 */
const SAID = new Map<string, string>();
const SAID_MAX = 50_000;

/** Whether `language`'s own catalogue holds `key` (no fallback to English). */
export function hasWords(language: Language, key: WordKey): boolean {
  return i18n.exists(key, { lng: language, fallbackLng: false });
}
