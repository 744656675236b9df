/**
 * The card grid, the geometry the rulebook leaves to the table ("There are no limitations on the grid
 * size"): sparse and unbounded, named by letters and numbers over its bounding box plus one open slot.
 */
import { SIDES, type Side } from './card-schema';
import type { Cell, TpState } from './state';

export interface Pos {
  x: number;
  y: number;
}
const STEP: Readonly<Record<Side, Pos>> = { N: { x: 0, y: -1 }, E: { x: 1, y: 0 }, S: { x: 0, y: 1 }, W: { x: -1, y: 0 } };
export const OPPOSITE: Readonly<Record<Side, Side>> = { N: 'S', E: 'W', S: 'N', W: 'E' };
export const neighbour = (p: Pos, side: Side): Pos => ({ x: p.x + STEP[side].x, y: p.y + STEP[side].y });
export const neighbours = (p: Pos): Pos[] => SIDES.map((s) => neighbour(p, s));
export const cellAt = (grid: readonly Cell[], p: Pos): Cell | undefined => grid.find((c) => c.x === p.x && c.y === p.y);
export const samePos = (a: Pos, b: Pos): boolean => a.x === b.x && a.y === b.y;

/** The named frame: the cards' bounding box plus a margin of one slot on every side. */
export interface Frame {
  minX: number;
  minY: number;
  cols: number;
  rows: number;
}
export function frameOf(grid: readonly Cell[]): Frame {
  if (grid.length === 0) return { minX: -1, minY: -1, cols: 3, rows: 3 };
  const xs = grid.map((c) => c.x);
  const ys = grid.map((c) => c.y);
  const minX = Math.min(...xs) - 1;
  const minY = Math.min(...ys) - 1;
  return { minX, minY, cols: Math.max(...xs) + 2 - minX, rows: Math.max(...ys) + 2 - minY };
}
export function columnName(i: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return i < 26 ? letters[i]! : `${letters[Math.floor(i / 26) - 1]!}${letters[i % 26]!}`;
}
/** "C4": column letter, then row number, both counted from the frame's top-left corner. */
export function slotName(f: Frame, p: Pos): string {
  return `${columnName(p.x - f.minX)}${p.y - f.minY + 1}`;
}
export function parseSlot(f: Frame, name: string): Pos | null {
  const m = /^([A-Z]{1,2})(\d{1,3})$/.exec(name);
  if (!m) return null;
  const col = m[1]!.length === 1 ? m[1]!.charCodeAt(0) - 65 : (m[1]!.charCodeAt(0) - 64) * 26 + (m[1]!.charCodeAt(1) - 65);
  return { x: f.minX + col, y: f.minY + Number(m[2]) - 1 };
}
/** Reading order: top row first, then left to right. */
export const byReading = (a: Pos, b: Pos): number => a.y - b.y || a.x - b.x;

/** Face-down Projects, the containers for Influence (RB "Flipping Projects"), in reading order. */
export const faceDownProjects = (s: TpState): Cell[] =>
  s.grid.filter((c) => c.card.kind === 'project' && !c.card.up).sort(byReading);
