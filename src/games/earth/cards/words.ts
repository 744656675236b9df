/**
 * The words Earth's card text is built from: Habitats, Flora types, colours and actions by name, and the
 * nouns and comparisons of the count language. Every switch is exhaustive (`assertNever`).
 */
import { assertNever } from '../../../engine/result';
import {
  type Action,
  type CardFilter,
  type Color,
  type Compare,
  type Count,
  type FloraType,
  type Habitat,
  type PlantFilter,
  type Predicate,
} from './schema';
import { printedPct } from './catalogue';

export function habitatName(h: Habitat): string {
  switch (h) {
    case 'sunny':
      return 'Sunny';
    case 'wet':
      return 'Wet';
    case 'rocky':
      return 'Rocky';
    case 'cold':
      return 'Cold';
  }
  return assertNever(h, 'habitat');
}

function floraTypeNoun(t: FloraType, plural: boolean): string {
  switch (t) {
    case 'tree':
      return plural ? 'Trees' : 'Tree';
    case 'bush':
      return plural ? 'Bushes' : 'Bush';
    case 'herb':
      return plural ? 'Herbs' : 'Herb';
    case 'mushroom':
      return plural ? 'Mushrooms' : 'Mushroom';
  }
  return assertNever(t, 'flora type');
}

export function floraTypeName(t: FloraType): string {
  return floraTypeNoun(t, false);
}

export function colorName(c: Color): string {
  switch (c) {
    case 'green':
      return 'Green';
    case 'red':
      return 'Red';
    case 'blue':
      return 'Blue';
    case 'yellow':
      return 'Yellow';
    case 'multi':
      return 'Multicoloured';
  }
  return assertNever(c, 'colour');
}

export function actionName(a: Action): string {
  switch (a) {
    case 'plant':
      return 'Plant';
    case 'compost':
      return 'Compost';
    case 'water':
      return 'Water';
    case 'grow':
      return 'Grow';
  }
  return assertNever(a, 'action');
}

/** The minor benefits (EA-18, EA-21, EA-23, EA-27), quoted by `minor` effects. */
export function minorBenefitText(a: Action): string {
  switch (a) {
    case 'plant':
      return 'draw 1 card';
    case 'compost':
      return 'gain 2 Soil, compost 2';
    case 'water':
      return 'place 2 Sprouts, gain 2 Soil';
    case 'grow':
      return 'draw 2 or place 2 Growth';
  }
  return assertNever(a, 'action');
}

export const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
export const capitalize = (s: string) => (s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1));

/**
 * A noun phrase for the cards a filter matches: "Wet Tree", "Flora with a Canopy",
 * "card with a Red ability". `base` is the noun used when the filter names no type.
 */
export function filterNoun(f: CardFilter | PlantFilter, many: boolean, base: 'card' | 'Flora' = 'card'): string {
  let noun: string;
  if (f.floraType !== undefined) noun = floraTypeNoun(f.floraType, many);
  else if (f.type === 'flora' || ('canopy' in f && f.canopy === true)) noun = 'Flora';
  else if (f.type === 'terrain') noun = many ? 'Terrains' : 'Terrain';
  else noun = base === 'Flora' ? 'Flora' : many ? 'cards' : 'card';
  if (f.habitat !== undefined) noun = `${habitatName(f.habitat)} ${noun}`;
  const extras: string[] = [];
  if ('color' in f && f.color !== undefined) {
    extras.push(f.color === 'none' ? 'no ability' : `a ${colorName(f.color)} ability`);
  }
  if ('canopy' in f && f.canopy === true) extras.push('a Canopy');
  if (extras.length === 0) return noun;
  if (extras.length === 1 && extras[0] === 'no ability') return `${noun} with no ability`;
  return `${noun} with ${extras.join(' and ')}`;
}

/** A countable noun phrase for a count, singular or plural: "Wet card", "Sprouts", "adjacent Flora". */
export function countNoun(c: Count, many: boolean): string {
  switch (c.op) {
    case 'cards':
      return filterNoun(c.filter, many);
    case 'near': {
      const noun = filterNoun(c.filter, many);
      const scope = c.scope;
      switch (scope) {
        case 'adjacent':
          return `adjacent ${noun}`;
        case 'row':
          return `${noun} in this row`;
        case 'column':
          return `${noun} in this column`;
      }
      return assertNever(scope, 'scope');
    }
    case 'resource': {
      const r = c.resource;
      switch (r) {
        case 'soil':
          return 'Soil';
        case 'hand':
          return plural(many ? 2 : 1, 'card in hand', 'cards in hand');
        case 'compost':
          return plural(many ? 2 : 1, 'card in Compost', 'cards in Compost');
        case 'sprouts':
          return many ? 'Sprouts' : 'Sprout';
        case 'trunks':
          return many ? 'Trunks' : 'Trunk';
        case 'canopies':
          return many ? 'Canopies' : 'Canopy';
        case 'events':
          return many ? 'Events played' : 'Event played';
      }
      return assertNever(r, 'resource');
    }
    case 'lines': {
      const line = c.line === 'row' ? plural(many ? 2 : 1, 'row', 'rows') : plural(many ? 2 : 1, 'column', 'columns');
      return `${line} with ${c.atLeast}+ ${filterNoun(c.filter, c.atLeast !== 1)}`;
    }
    case 'distinct': {
      const of = c.of;
      switch (of) {
        case 'habitat':
          return many ? 'different Habitats' : 'different Habitat';
        case 'color':
          return many ? 'different ability colours' : 'different ability colour';
      }
      return assertNever(of, 'distinct');
    }
    case 'sets': {
      const of = c.of;
      switch (of) {
        case 'habitat':
          return many ? 'sets of all 4 Habitats' : 'set of all 4 Habitats';
        case 'floraType':
          return many ? 'sets of Tree + Bush + Herb' : 'set of Tree + Bush + Herb';
      }
      return assertNever(of, 'set');
    }
  }
  return assertNever(c, 'count');
}

/**
 * "6+ Wet cards", "a row with 3+ Rocky cards"; "at most" is written "1- Terrain" with Fauna
 * notation (EA-52) and "at most 1 Terrain" elsewhere.
 */
function compareText(p: Compare, notation: 'symbols' | 'words' = 'words'): string {
  switch (p.op) {
    case 'atLeast':
      if (p.n === 1 && p.count.op === 'lines') return `a ${countNoun(p.count, false)}`;
      return `${p.n}+ ${countNoun(p.count, p.n !== 1)}`;
    case 'atMost':
      return notation === 'symbols'
        ? `${p.n}- ${countNoun(p.count, p.n !== 1)}`
        : `at most ${p.n} ${countNoun(p.count, p.n !== 1)}`;
  }
  return assertNever(p, 'comparison');
}

export function predicateText(p: Predicate, notation: 'symbols' | 'words' = 'words'): string {
  switch (p.op) {
    case 'atLeast':
    case 'atMost':
      return compareText(p, notation);
    case 'all':
      return p.of.map((c) => compareText(c, notation)).join(' and ');
  }
  return assertNever(p, 'predicate');
}

/** EA-53 percentage for objectives whose requirement is a plain card count (information only). */
export function predicatePct(p: Predicate): number | null {
  if (p.op === 'all') return null;
  return p.count.op === 'cards' ? printedPct(p.count.filter) : null;
}
