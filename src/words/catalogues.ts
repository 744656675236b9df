import enRefusals from './catalogues/en/refusals.json';
import deRefusals from './catalogues/de/refusals.json';
import enCommands from './catalogues/en/commands.json';
import deCommands from './catalogues/de/commands.json';
import type { Locale } from './locales';
import type { Catalogue } from './pseudo';

/**
 * Every catalogue, by language and namespace: one JSON file per namespace (`catalogues/<language>/<namespace>.json`),
 * the format translators' tools read. A namespace is one area of what Hothouse says; a key missing from a language
 * falls back to English at run time, and the key-parity test fails on it before that.
 */
export const NAMESPACES = ['refusals', 'commands'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const CATALOGUES: { readonly [L in Locale]: { readonly [N in Namespace]: Catalogue } } = {
  en: { refusals: enRefusals, commands: enCommands },
  de: { refusals: deRefusals, commands: deCommands },
};
