import { palette } from '../canvas-kit';

/** Every Earth picture is 900 px wide (the budget in render/layout.ts); body text 26 px, nothing under 21 px. */
export const WIDTH = 900;
export const MARGIN = 24;
export const BODY = 26;

export const COLOR_FILL: Record<string, string> = {
  green: '#398340',
  red: '#c0392b',
  blue: '#2e6fb5',
  yellow: '#c9a013',
  multi: '#8e44ad',
  none: '#8a8f88',
  scoring: '#8d6e63',
  event: '#4a4f55',
};

export const COLOR_TINT: Record<string, string> = {
  green: '#e3f1e3',
  red: '#f6e0dc',
  blue: '#dfe9f5',
  yellow: '#f7efcf',
  multi: '#eee0f3',
  none: '#eeeeea',
  scoring: '#efe6df',
  event: '#e4e6e8',
};

export const seatColour = (p: string): string => (p === 'gaia' ? '#3d6b4f' : (palette.seats[Number(p.slice(1))] ?? palette.ink));
export const seatName = (p: string): string => (p === 'gaia' ? 'Gaia' : `P${Number(p.slice(1)) + 1}`);

export { encodePicture, wrap } from '../canvas-kit';
