import { palette } from '../canvas-kit';
import type { SeatNames } from '../picture';
import type { Category } from '../../src/games/tipping-point/cards/schema';

/** Colours and short names Tipping Point's pictures share: a category keeps its colour on every card and chip. */
export const CATEGORY_COLOUR: Readonly<Record<Category, string>> = {
  justice: '#7d3c98',
  housing: '#b9770e',
  infrastructure: '#5d6d7e',
  energy: '#b7950b',
  water: '#2471a3',
  nutrition: '#229954',
  health: '#c0392b',
  education: '#148f77',
  work: '#a04000',
};
export const CATEGORY_TINT: Readonly<Record<Category, string>> = {
  justice: '#ecdff2',
  housing: '#f6e7cd',
  infrastructure: '#e3e7ea',
  energy: '#fbf1c4',
  water: '#d6e6f3',
  nutrition: '#d7f0df',
  health: '#f6d9d5',
  education: '#d3f3ec',
  work: '#f3dccd',
};
export const SHORT: Readonly<Record<Category, string>> = {
  justice: 'Jus',
  housing: 'Hou',
  infrastructure: 'Inf',
  energy: 'Ene',
  water: 'Wat',
  nutrition: 'Nut',
  health: 'Hea',
  education: 'Edu',
  work: 'Wor',
};
/** Pictures are at most 1100 px wide (render/layout.ts); every Tipping Point picture uses the full width. */
export const WIDTH = 1100;
export const MARGIN = 24;
/** The colour of a marked choice: a slot, a face-down Project, a card in hand. */
export const MARK = '#c77c02';
export const POLLUTION = '#5a4636';

export const seatColour = (p: string): string => palette.seats[Number(p.slice(1)) % palette.seats.length]!;
export const seatName = (p: string, names?: SeatNames): string => names?.[p] ?? `P${Number(p.slice(1)) + 1}`;
/** The engine's public lines name seats as {p0}; a picture shows their names. */
export const withNames = (s: string, names?: SeatNames): string => s.replace(/\{(p\d+)\}/g, (_, p: string) => seatName(p, names));

export { wrap } from '../canvas-kit';
