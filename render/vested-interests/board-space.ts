import { createCanvas } from '@napi-rs/canvas';
import { board, triCentre } from '../../src/games/vested-interests/board';
import { BOARD_H, BOARD_W, px, triangle } from './board-frame';

/**
 * The paper inside the board's box that no cell covers, the turned board's corners: the districts' names go there,
 * each nearest its district, the key in the largest rectangle left, and the round's business in the next largest. The board never changes,
 * so this is worked out once per thread, on a grid of STEP-pixel squares.
 */
const STEP = 4;
/** How far a name or the key keeps from the nearest cell. */
const CLEAR = 6;

/** Narrower than this, a room holds too few words a line for the round's business. */
const ASIDE_MIN_W = 300;

export interface Box { x: number; y: number; w: number; h: number }

const COLS = Math.ceil(BOARD_W / STEP);
const ROWS = Math.ceil(BOARD_H / STEP);

/** Which grid squares a cell (with CLEAR around it) covers, drawn at the grid's scale and read back. */
function coveredSquares(): Uint8Array {
  const canvas = createCanvas(COLS, ROWS);
  const ctx = canvas.getContext('2d');
  ctx.scale(1 / STEP, 1 / STEP);
  ctx.fillStyle = '#000000';
  ctx.strokeStyle = '#000000';
  ctx.lineWidth = 2 * CLEAR;
  ctx.lineJoin = 'round';
  const f = { ox: 0, oy: 0 };
  for (const c of board.cells) {
    triangle(ctx, f, c.at);
    ctx.fill();
    ctx.stroke();
  }
  const alpha = ctx.getImageData(0, 0, COLS, ROWS).data;
  const out = new Uint8Array(COLS * ROWS);
  for (let i = 0; i < out.length; i++) out[i] = alpha[i * 4 + 3]! > 0 ? 1 : 0;
  return out;
}

/** Summed counts of covered squares, so whether a box is clear is four lookups. */
function sums(covered: Uint8Array): (c0: number, r0: number, c1: number, r1: number) => number {
  const s = new Int32Array((COLS + 1) * (ROWS + 1));
  for (let r = 0; r < ROWS; r++)
    for (let c = 0; c < COLS; c++) s[(r + 1) * (COLS + 1) + c + 1] = covered[r * COLS + c]! + s[r * (COLS + 1) + c + 1]! + s[(r + 1) * (COLS + 1) + c]! - s[r * (COLS + 1) + c]!;
  return (c0, r0, c1, r1) => s[r1 * (COLS + 1) + c1]! - s[r0 * (COLS + 1) + c1]! - s[r1 * (COLS + 1) + c0]! + s[r0 * (COLS + 1) + c0]!;
}

/** The clear box of `w` × `h` whose centre is nearest `near`, or null; the boxes it takes are covered after. */
function place(covered: Uint8Array, w: number, h: number, near: { x: number; y: number }): Box | null {
  const count = sums(covered);
  const cw = Math.ceil(w / STEP), rh = Math.ceil(h / STEP);
  let best: Box | null = null, bestD = Infinity;
  for (let r = 0; r + rh <= ROWS; r++)
    for (let c = 0; c + cw <= COLS; c++) {
      if (count(c, r, c + cw, r + rh) > 0) continue;
      const d = Math.hypot(c * STEP + w / 2 - near.x, r * STEP + h / 2 - near.y);
      if (d < bestD) [best, bestD] = [{ x: c * STEP, y: r * STEP, w, h }, d];
    }
  if (best) {
    const [c0, r0] = [best.x / STEP, best.y / STEP];
    for (let r = Math.max(0, r0 - 1); r < Math.min(ROWS, r0 + rh + 1); r++) for (let c = Math.max(0, c0 - 1); c < Math.min(COLS, c0 + cw + 1); c++) covered[r * COLS + c] = 1;
  }
  return best;
}

/** The largest clear rectangle left at least `minW` wide (the histogram method over the grid's rows). */
function largest(covered: Uint8Array, minW = 0): Box {
  const height = new Int32Array(COLS);
  let best: Box = { x: 0, y: 0, w: 0, h: 0 };
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) height[c] = covered[r * COLS + c] ? 0 : height[c]! + 1;
    const stack: number[] = [];
    for (let c = 0; c <= COLS; c++) {
      const hc = c < COLS ? height[c]! : 0;
      while (stack.length && height[stack[stack.length - 1]!]! >= hc) {
        const top = height[stack.pop()!]!;
        const left = stack.length ? stack[stack.length - 1]! + 1 : 0;
        if ((c - left) * STEP >= minW && top * (c - left) > (best.w * best.h) / (STEP * STEP)) best = { x: left * STEP, y: (r - top + 1) * STEP, w: (c - left) * STEP, h: top * STEP };
      }
      stack.push(c);
    }
  }
  return best;
}

export interface BoardSpace {
  /** Where each name goes, by its text, relative to the board's top left corner. */
  names: Map<string, Box>;
  /** The key's room beside the board, relative to the board's top left corner. */
  key: Box;
  /** The largest room left after the key's, for the round's business when it fits there. */
  aside: Box;
}

/** Each language's names are their own widths: the space is worked out once a language. */
const spaces = new Map<string, BoardSpace>();
/** Room for the names `sizes` gives (each by its text, with the cells it names), and what is left for the key. */
export function boardSpace(language: string, sizes: readonly { text: string; w: number; h: number; cells: (c: (typeof board.cells)[number]) => boolean }[]): BoardSpace {
  const known = spaces.get(language);
  if (known) return known;
  const covered = coveredSquares();
  const take = (b: Box) => {
    for (let r = b.y / STEP; r < (b.y + b.h) / STEP; r++) for (let c = b.x / STEP; c < (b.x + b.w) / STEP; c++) covered[r * COLS + c] = 1;
    return b;
  };
  // The rooms first, so the names, which fit in many corners, are not left in the middle of one.
  const key = take(largest(covered));
  const aside = take(largest(covered, ASIDE_MIN_W));
  const f = { ox: 0, oy: 0 };
  const names = new Map<string, Box>();
  for (const s of sizes) {
    const mine = board.cells.filter(s.cells).map((c) => px(f, triCentre(c.at)));
    const near = { x: mine.reduce((n, p) => n + p.x, 0) / mine.length, y: mine.reduce((n, p) => n + p.y, 0) / mine.length };
    const at = place(covered, s.w, s.h, near);
    if (at) names.set(s.text, at);
  }
  const space = { names, key, aside };
  spaces.set(language, space);
  return space;
}
