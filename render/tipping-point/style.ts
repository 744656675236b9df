import { palette } from '../canvas-kit';
import type { SeatNames } from '../picture';
import type { Category } from '../../src/games/tipping-point/cards/schema';

/** Colours and short names Tipping Point's pictures share: a category keeps its colour on every card and chip. */
export const CATEGORY_COLOUR: Readonly<Record<Category, string>> = {
  justice: '#7d3c98',
  housing: '#8d5a0b',
  infrastructure: '#586777',
  energy: '#7f6708',
  water: '#216795',
  nutrition: '#1a7440',
  health: '#af3427',
  education: '#117763',
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
/** Pictures are at most 900 px wide (render/layout.ts); every Tipping Point picture uses the full width. */
export const WIDTH = 900;
export const MARGIN = 24;
/** The colour of a marked choice: a slot, a face-down Project, a card in hand. */
export const MARK = '#a16402';
export const POLLUTION = '#5a4636';

export const seatIndex = (p: string): number => Number(p.slice(1));
export const seatColour = (p: string): string => palette.seats[seatIndex(p) % palette.seats.length]!;
export const seatName = (p: string, names?: SeatNames): string => names?.[p] ?? `P${Number(p.slice(1)) + 1}`;

export { wrap } from '../canvas-kit';
