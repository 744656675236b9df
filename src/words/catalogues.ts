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
import enTpPictures from './catalogues/en/tp-pictures.json';
import deTpPictures from './catalogues/de/tp-pictures.json';
import enEarth from './catalogues/en/earth.json';
import deEarth from './catalogues/de/earth.json';
import enEarthCards from './catalogues/en/earth-cards.json';
import deEarthCards from './catalogues/de/earth-cards.json';
import enEarthPictures from './catalogues/en/earth-pictures.json';
import deEarthPictures from './catalogues/de/earth-pictures.json';
import enVi from './catalogues/en/vi.json';
import deVi from './catalogues/de/vi.json';
import enViCards from './catalogues/en/vi-cards.json';
import deViCards from './catalogues/de/vi-cards.json';
import enViPictures from './catalogues/en/vi-pictures.json';
import deViPictures from './catalogues/de/vi-pictures.json';
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
  'tp',
  'tp-cards',
  'tp-pictures',
  'earth',
  'earth-cards',
  'earth-pictures',
  'vi',
  'vi-cards',
  'vi-pictures',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const CATALOGUES: { readonly [L in Locale]: { readonly [N in Namespace]: Catalogue } } = {
  en: {
    'refusals': enRefusals,
    'commands': enCommands,
    'table': enTable,
    'reference': enReference,
    'tp': enTp,
    'tp-cards': enTpCards,
    'tp-pictures': enTpPictures,
    'earth': enEarth,
    'earth-cards': enEarthCards,
    'earth-pictures': enEarthPictures,
    'vi': enVi,
    'vi-cards': enViCards,
    'vi-pictures': enViPictures,
  },
  de: {
    'refusals': deRefusals,
    'commands': deCommands,
    'table': deTable,
    'reference': deReference,
    'tp': deTp,
    'tp-cards': deTpCards,
    'tp-pictures': deTpPictures,
    'earth': deEarth,
    'earth-cards': deEarthCards,
    'earth-pictures': deEarthPictures,
    'vi': deVi,
    'vi-cards': deViCards,
    'vi-pictures': deViPictures,
  },
};
