/**
 * The words Earth's card text is built from: Habitats, Flora types, colours and actions by name, and the
 * nouns and comparisons of the count language, each a text of the `earth-cards` catalogue (`text.*`), said in
 * the reader's language. Every switch is exhaustive (`assertNever`).
 */
import { assertNever } from '../../../engine/result';
import { cw } from '../texts';
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

export const habitatName = (h: Habitat): string => cw(`text.habitat.${h}`);

/** A Flora type's noun, one (`many` false) or more. */
const floraTypeNoun = (t: FloraType, many: boolean): string => cw(`text.floraType.${t}`, { count: many ? 2 : 1 });

export const floraTypeName = (t: FloraType): string => floraTypeNoun(t, false);

export const colorName = (c: Color): string => cw(`text.colour.${c}`);

export const actionName = (a: Action): string => cw(`text.action.${a}`);

/** The minor benefits (EA-18, EA-21, EA-23, EA-27), quoted by `minor` effects. */
export const minorBenefitText = (a: Action): string => cw(`text.minor.${a}`);

/** Two phrases joined by "and", as the card text joins each pair ("6+ Wet cards and 2+ Trees"). */
export const both = (xs: readonly string[]): string => xs.reduce((a, b) => cw('text.and', { a, b }));

/**
 * A noun phrase for the cards a filter matches: "Wet Tree", "Flora with a Canopy",
 * "card with a Red ability". `base` is the noun used when the filter names no type.
 */
export function filterNoun(f: CardFilter | PlantFilter, many: boolean, base: 'card' | 'Flora' = 'card', cap = false): string {
  const count = many ? 2 : 1;
  // Only a noun that opens the phrase takes its sentence-opening form.
  const o: Record<string, string> = cap && f.habitat === undefined ? { context: 'cap' } : {};
  let noun: string;
  if (f.floraType !== undefined) noun = floraTypeNoun(f.floraType, many);
  else if (f.type === 'flora' || ('canopy' in f && f.canopy === true)) noun = cw('text.noun.flora');
  else if (f.type === 'terrain') noun = cw('text.noun.terrain', { count });
  else noun = base === 'Flora' ? cw('text.noun.flora') : cw('text.noun.card', { count, ...o });
  if (f.habitat !== undefined) noun = cw('text.noun.ofHabitat', { noun, habitat: habitatName(f.habitat) });
  const colour = 'color' in f ? f.color : undefined;
  const canopy = 'canopy' in f && f.canopy === true;
  if (colour === 'none' && !canopy) return cw('text.noun.noAbility', { noun });
  const extras: string[] = [];
  if (colour !== undefined) extras.push(cw(`text.withAbility.${colour}`));
  if (canopy) extras.push(cw('text.withCanopy'));
  if (extras.length === 0) return noun;
  return cw('text.noun.with', { noun, extras: both(extras) });
}

/**
 * A countable noun phrase for a count, singular or plural: "Wet card", "Sprouts", "adjacent Flora"; `cap` when
 * it opens a sentence ("Different ability colours: …").
 */
export function countNoun(c: Count, many: boolean, cap = false): string {
  const count = many ? 2 : 1;
  const o: Record<string, string> = cap ? { context: 'cap' } : {};
  switch (c.op) {
    case 'cards':
      return filterNoun(c.filter, many, 'card', cap);
    case 'near':
      return cw(`text.near.${c.scope}`, { noun: filterNoun(c.filter, many), ...o });
    case 'resource':
      return cw(`text.resource.${c.resource}`, { count, ...o });
    case 'lines':
      return cw(`text.lines.${c.line}`, { count, n: c.atLeast, noun: filterNoun(c.filter, c.atLeast !== 1), ...o });
    case 'distinct':
      return cw(`text.distinct.${c.of}`, { count, ...o });
    case 'sets':
      return cw(`text.sets.${c.of}`, { count, ...o });
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
      if (p.n === 1 && p.count.op === 'lines') return cw('text.compare.aLine', { noun: countNoun(p.count, false) });
      return cw('text.compare.atLeast', { n: p.n, noun: countNoun(p.count, p.n !== 1) });
    case 'atMost':
      return cw(notation === 'symbols' ? 'text.compare.atMostSymbol' : 'text.compare.atMost', { n: p.n, noun: countNoun(p.count, p.n !== 1) });
  }
  return assertNever(p, 'comparison');
}

export function predicateText(p: Predicate, notation: 'symbols' | 'words' = 'words'): string {
  switch (p.op) {
    case 'atLeast':
    case 'atMost':
      return compareText(p, notation);
    case 'all':
      return both(p.of.map((c) => compareText(c, notation)));
  }
  return assertNever(p, 'predicate');
}

/** EA-53 percentage for objectives whose requirement is a plain card count (information only). */
export function predicatePct(p: Predicate): number | null {
  if (p.op === 'all') return null;
  return p.count.op === 'cards' ? printedPct(p.count.filter) : null;
}
