/**
 * The card grid, the geometry the rulebook leaves to the table ("There are no limitations on the grid
 * size"): sparse, on a fixed table of lettered columns and numbered rows (house rule "Slot names").
 */
import { SIDES, type Side } from './cards/schema';
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

/**
 * A window of the table: `cols` × `rows` slots from (`minX`, `minY`). The table itself (`TABLE`) names
 * the slots; a picture shows only the window around the cards (`windowOf`).
 */
export interface Frame {
  minX: number;
  minY: number;
  cols: number;
  rows: number;
}
/**
 * House rule "Slot names": the table is columns A-Z by rows 1-25 and a slot keeps its name all game. Its
 * middle, M13, is (0, 0): the first Crises are dealt around it (setup).
 */
export const TABLE: Readonly<Frame> = { minX: -12, minY: -12, cols: 26, rows: 25 };
export const onTable = (f: Frame, p: Pos): boolean => p.x >= f.minX && p.x < f.minX + f.cols && p.y >= f.minY && p.y < f.minY + f.rows;
/** The part of the table a picture shows: the cards' bounding box plus one slot on every side, within the table. */
export function windowOf(grid: readonly Cell[], table: Frame = TABLE): Frame {
  const xs = grid.length ? grid.map((c) => c.x) : [0];
  const ys = grid.length ? grid.map((c) => c.y) : [0];
  const minX = Math.max(table.minX, Math.min(...xs) - 1);
  const minY = Math.max(table.minY, Math.min(...ys) - 1);
  const maxX = Math.min(table.minX + table.cols - 1, Math.max(...xs) + 1);
  const maxY = Math.min(table.minY + table.rows - 1, Math.max(...ys) + 1);
  return { minX, minY, cols: maxX - minX + 1, rows: maxY - minY + 1 };
}
export function columnName(i: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return i < 26 ? letters[i]! : `${letters[Math.floor(i / 26) - 1]!}${letters[i % 26]!}`;
}
/** "M13": column letter, then row number, both counted from the table's top-left corner. */
export function slotName(f: Frame, p: Pos): string {
  return `${columnName(p.x - f.minX)}${p.y - f.minY + 1}`;
}
export function parseSlot(f: Frame, name: string): Pos | null {
  const m = /^([A-Z]{1,2})(\d{1,3})$/.exec(name);
  if (!m) return null;
  const col = m[1]!.length === 1 ? m[1]!.charCodeAt(0) - 65 : (m[1]!.charCodeAt(0) - 64) * 26 + (m[1]!.charCodeAt(1) - 65);
  const p = { x: f.minX + col, y: f.minY + Number(m[2]) - 1 };
  return onTable(f, p) ? p : null;
}
/** Reading order: top row first, then left to right. */
export const byReading = (a: Pos, b: Pos): number => a.y - b.y || a.x - b.x;

/** Face-down Projects, the containers for Influence (RB "Flipping Projects"), in reading order. */
export const faceDownProjects = (s: TpState): Cell[] =>
  s.grid.filter((c) => c.card.kind === 'project' && !c.card.up).sort(byReading);
