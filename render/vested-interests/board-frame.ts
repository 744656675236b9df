import type { SKRSContext2D } from '@napi-rs/canvas';
import { PICTURE_BUDGET } from '../layout';
import { board, triCentre, triCorners } from '../../src/games/vested-interests/board';
import { MARGIN } from './style';

/**
 * Where the board's cells land on the picture. The board is turned a quarter turn clockwise, at a scale where every
 * cell's number shows at a decision text's size on a phone (render/layout.ts) and no two neighbours' numbers touch.
 * Upright, a row's triangles alternate up and down a third of a height apart, and two rows of numbers at that size
 * need triangles wider than sixteen of them across the picture leave; turned, the board is fourteen sides wide, and
 * the triangles of a column alternate left and right half a side apart, more than a number is tall.
 */
const SCALE = 58;
export const NUMBER_PX = PICTURE_BUDGET.decisionTextPx;
/**
 * Two triangles side by side across an upright edge have their centres two thirds of a height apart, about a
 * two-digit number's width: each number moves this far toward its triangle's lone corner, where the triangle still
 * holds a digit's height, so the two read as two.
 */
const APART = 2;

const extent = (() => {
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (const c of board.cells)
    for (const k of triCorners(c.at)) { minX = Math.min(minX, k.x); maxX = Math.max(maxX, k.x); minY = Math.min(minY, k.y); maxY = Math.max(maxY, k.y); }
  return { minX, maxX, minY, maxY };
})();

export const BOARD_W = Math.ceil((extent.maxY - extent.minY) * SCALE);
export const BOARD_H = Math.ceil((extent.maxX - extent.minX) * SCALE);

export interface Frame { ox: number; oy: number }
export const frameAt = (top: number): Frame => ({ ox: MARGIN, oy: top });
/** A board point on the picture: the board's x runs down the picture and its y (upward) runs right, a quarter turn. */
export const px = (f: Frame, p: { x: number; y: number }) => ({ x: f.ox + (p.y - extent.minY) * SCALE, y: f.oy + (p.x - extent.minX) * SCALE });

export type At = readonly [number, number, number];

/** The path of a cell's triangle, `inset` of the way from its corners toward its centre. */
export function triangle(ctx: SKRSContext2D, f: Frame, at: At, inset = 0): void {
  const o = px(f, triCentre(at));
  const pts = triCorners(at).map((k) => px(f, k)).map((p) => ({ x: p.x + (o.x - p.x) * inset, y: p.y + (o.y - p.y) * inset }));
  ctx.beginPath();
  ctx.moveTo(pts[0]!.x, pts[0]!.y);
  ctx.lineTo(pts[1]!.x, pts[1]!.y);
  ctx.lineTo(pts[2]!.x, pts[2]!.y);
  ctx.closePath();
}

/** Which way a cell's lone corner lies across the picture: -1 left, 1 right. */
function pointing(f: Frame, at: At): number {
  const xs = triCorners(at).map((k) => px(f, k).x);
  const lone = xs.find((x, i) => xs.every((y, j) => j === i || Math.abs(x - y) > 1))!;
  return lone < px(f, triCentre(at)).x ? -1 : 1;
}

export interface CellLabel { cell: string; text: string; x: number; y: number }
/** The labels of a board at the top of the picture, worked out once: a picture moves them down to its board. */
let atTop: readonly CellLabel[] | null = null;
/** What each cell's name is drawn as (its number, the prefix being its district's), about the cell's centre. */
export function cellLabels(top = 0): CellLabel[] {
  atTop ??= board.cells.map((c) => {
    const f = frameAt(0);
    const o = px(f, triCentre(c.at));
    return { cell: c.id, text: c.id.replace(/^[A-Za-z]+/, ''), x: o.x + APART * pointing(f, c.at), y: o.y };
  });
  return atTop.map((l) => ({ ...l, y: l.y + top }));
}
