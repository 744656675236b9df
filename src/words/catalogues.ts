import enRefusals from './catalogues/en/refusals.json';
import deRefusals from './catalogues/de/refusals.json';
import enCommands from './catalogues/en/commands.json';
import deCommands from './catalogues/de/commands.json';
import enTable from './catalogues/en/table.json';
import deTable from './catalogues/de/table.json';
import enReference from './catalogues/en/reference.json';
import deReference from './catalogues/de/reference.json';
import enTp from './catalogues/en/tp.json';
import deTp from './catalogues/de/tp.json';
import enTpCards from './catalogues/en/tp-cards.json';
import deTpCards from './catalogues/de/tp-cards.json';
import enTpRules from './catalogues/en/tp-rules.json';
import deTpRules from './catalogues/de/tp-rules.json';
import enTpPictures from './catalogues/en/tp-pictures.json';
import deTpPictures from './catalogues/de/tp-pictures.json';
import enEarth from './catalogues/en/earth.json';
import deEarth from './catalogues/de/earth.json';
import enEarthCards from './catalogues/en/earth-cards.json';
import deEarthCards from './catalogues/de/earth-cards.json';
import enEarthPictures from './catalogues/en/earth-pictures.json';
import deEarthPictures from './catalogues/de/earth-pictures.json';
import enEarthRules from './catalogues/en/earth-rules.json';
import deEarthRules from './catalogues/de/earth-rules.json';
import enVi from './catalogues/en/vi.json';
import deVi from './catalogues/de/vi.json';
import enViCards from './catalogues/en/vi-cards.json';
import deViCards from './catalogues/de/vi-cards.json';
import enViPictures from './catalogues/en/vi-pictures.json';
import enViRules from './catalogues/en/vi-rules.json';
import deViRules from './catalogues/de/vi-rules.json';
import deViPictures from './catalogues/de/vi-pictures.json';
import enRecords from './catalogues/en/records.json';
import deRecords from './catalogues/de/records.json';
import enHints from './catalogues/en/hints.json';
import deHints from './catalogues/de/hints.json';
import type { Locale } from './locales';
import type { Catalogue } from './pseudo';

/**
 * Every catalogue, by language and namespace: one JSON file per namespace (`catalogues/<language>/<namespace>.json`),
 * the format translators' tools read. A namespace is one area of what Hothouse says; a key missing from a language
 * falls back to English at run time, and the key-parity test fails on it before that.
 */
export const NAMESPACES = [
  'refusals',
  'commands',
  'table',
  'reference',
  'records',
  'tp',
  'tp-cards',
  'tp-rules',
  'tp-pictures',
  'earth',
  'earth-cards',
  'earth-pictures',
  'earth-rules',
  'vi',
  'vi-cards',
  'vi-pictures',
  'hints',
  'vi-rules',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const CATALOGUES: { readonly [L in Locale]: { readonly [N in Namespace]: Catalogue } } = {
  en: {
    'refusals': enRefusals,
    'commands': enCommands,
    'table': enTable,
    'reference': enReference,
    'records': enRecords,
    'tp': enTp,
    'tp-cards': enTpCards,
    'tp-rules': enTpRules,
    'tp-pictures': enTpPictures,
    'earth': enEarth,
    'earth-cards': enEarthCards,
    'earth-pictures': enEarthPictures,
    'earth-rules': enEarthRules,
    'vi': enVi,
    'vi-cards': enViCards,
    'vi-pictures': enViPictures,
    'hints': enHints,
    'vi-rules': enViRules,
  },
  de: {
    'refusals': deRefusals,
    'commands': deCommands,
    'table': deTable,
    'reference': deReference,
    'records': deRecords,
    'tp': deTp,
    'tp-cards': deTpCards,
    'tp-rules': deTpRules,
    'tp-pictures': deTpPictures,
    'earth': deEarth,
    'earth-cards': deEarthCards,
    'earth-pictures': deEarthPictures,
    'earth-rules': deEarthRules,
    'vi': deVi,
    'vi-cards': deViCards,
    'vi-pictures': deViPictures,
    'hints': deHints,
    'vi-rules': deViRules,
  },
};
