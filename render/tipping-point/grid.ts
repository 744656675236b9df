import type { SKRSContext2D } from '@napi-rs/canvas';
import { fitText, fittedText, palette, panel, roundRect, seatPiece, text } from '../canvas-kit';
import { crisisById, projectById } from '../../src/games/tipping-point/cards/catalogue';
import { TABLE, columnName, parseSlot } from '../../src/games/tipping-point/board';
import type { TpView } from '../../src/games/tipping-point/view';
import type { Marks } from './choices';
import { CATEGORY_COLOUR, CATEGORY_TINT, MARGIN, MARK, WIDTH, seatColour, seatIndex } from './style';
import type { Language } from '../../src/words/locales';
import { say } from '../../src/words/say';
import { columnWords, slotWords } from '../../src/games/tipping-point/words';
import { pic, shortIn, type SaidView } from './words';

type Cell = TpView['grid']['cells'][number];

/** The part of the grid a picture shows, in the view's columns and rows, and the size of a slot. */
export interface GridWindow {
  col0: number;
  row0: number;
  cols: number;
  rows: number;
  size: number;
  /** Cards of the view outside the window. */
  hidden: number;
}

const LABEL = 44;
const HEAD = 36;
/** Slot sizes: below MIN_CELL a Crisis's level, category and edge badges no longer fit side by side at 22 px. */
const MAX_CELL = 150;
const MIN_CELL = 100;
const GRID_W = WIDTH - 2 * MARGIN - LABEL;
/** A marked slot outweighs any number of cards: the window shows the choices whenever they fit in it. */
const MARK_WEIGHT = 1000;

export const gridHeight = (w: GridWindow): number => HEAD + w.rows * w.size + 8;

/** A view slot's place in the view's grid, from its name. */
function at(v: TpView, slot: string): { col: number; row: number } | null {
  const p = parseSlot(TABLE, slot);
  return p ? { col: p.x - TABLE.minX - v.grid.firstCol, row: p.y - TABLE.minY - v.grid.firstRow } : null;
}

/**
 * The whole used area when it fits at a legible size; otherwise the best window of that size: the one that holds
 * the marked choices and the newest cards (later in the view's list) first. A board never wraps into a second block.
 */
export function gridWindow(v: TpView, marks: Marks, maxHeight: number): GridWindow {
  const { cols, rows } = v.grid;
  const fit = Math.min(MAX_CELL, Math.floor(GRID_W / cols), Math.floor((maxHeight - HEAD - 8) / rows));
  if (fit >= MIN_CELL) return { col0: 0, row0: 0, cols, rows, size: fit, hidden: 0 };
  const size = MIN_CELL;
  const wc = Math.min(cols, Math.floor(GRID_W / size));
  const wr = Math.max(1, Math.min(rows, Math.floor((maxHeight - HEAD - 8) / size)));
  const weighted: { col: number; row: number; w: number }[] = v.grid.cells.map((c, i) => ({ col: c.col, row: c.row, w: 1 + i / v.grid.cells.length }));
  for (const s of marks.slots) {
    const p = at(v, s);
    if (p) weighted.push({ ...p, w: MARK_WEIGHT });
  }
  let best = { col0: 0, row0: 0, score: -1 };
  for (let c0 = 0; c0 + wc <= cols; c0++)
    for (let r0 = 0; r0 + wr <= rows; r0++) {
      let score = 0;
      for (const p of weighted) if (p.col >= c0 && p.col < c0 + wc && p.row >= r0 && p.row < r0 + wr) score += p.w;
      if (score > best.score) best = { col0: c0, row0: r0, score };
    }
  const inside = (c: { col: number; row: number }) => c.col >= best.col0 && c.col < best.col0 + wc && c.row >= best.row0 && c.row < best.row0 + wr;
  return { col0: best.col0, row0: best.row0, cols: wc, rows: wr, size, hidden: v.grid.cells.filter((c) => !inside(c)).length };
}

/** Disc spacing: a count at 22 px fits in a disc this wide, its seat's shape around it, and two fit side by side in the smallest slot. */
const DISC = 42;

/** The owners on a token pile, with their counts, in rows as many discs wide as `w` holds (the bottom row last). */
function discRows(tokens: readonly string[], w: number): [string, number][][] {
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  const owners = [...counts];
  const rows = Math.ceil(owners.length / Math.max(1, Math.floor(w / DISC)));
  const per = Math.ceil(owners.length / Math.max(1, rows));
  return Array.from({ length: rows }, (_, k) => owners.slice(k * per, (k + 1) * per));
}

/**
 * A disc per owner in their seat's colour and shape, with their count: every token's owner is public, as the tokens'
 * colours are at a real table (house rule TP-G27). `bottom` is the top of the last row; rows above it go up.
 */
function tokenDiscs(ctx: SKRSContext2D, rows: readonly (readonly [string, number])[][], x: number, bottom: number, w: number): void {
  rows.forEach((row, k) => {
    const y = bottom - (rows.length - 1 - k) * (DISC + 1);
    let cx = x + w / 2 - (row.length * DISC) / 2 + DISC / 2;
    for (const [p, n] of row) {
      seatPiece(ctx, p, seatIndex(p), cx, y + 14, 15, seatColour(p));
      text(ctx, String(n), cx, y + 2, { size: 25, bold: true, color: '#ffffff', align: 'center', decision: true });
      cx += DISC;
    }
  });
}

function drawCrisis(ctx: SKRSContext2D, c: Cell, x: number, y: number, size: number, language: Language): void {
  const card = crisisById(c.id!)!;
  const mid = x + size / 2;
  if (!c.up) {
    roundRect(ctx, x + 3, y + 3, size - 6, size - 6, 10, '#d9d6cc', '#8a877d', 3);
    text(ctx, pic(language, 'solved'), mid, y + size / 2 - 26, { size: 22, color: '#4a4a44', align: 'center' });
    text(ctx, pic(language, 'levelCategory', { level: card.level, category: shortIn(language, card.category) }), mid, y + size / 2 + 2, { size: 22, bold: true, color: '#4a4a44', align: 'center' });
    return;
  }
  roundRect(ctx, x + 3, y + 3, size - 6, size - 6, 10, '#fff1ec', palette.warn, 5);
  // Influence needed on each edge, in a small badge on that edge; the level and category keep the middle.
  const badge = (n: number, bx: number, by: number, bw: number, bh: number) => {
    if (n === 0) return;
    roundRect(ctx, bx - bw / 2, by - bh / 2, bw, bh, 6, palette.warn, null);
    text(ctx, `${n}`, bx, by - 13, { size: 25, bold: true, color: '#ffffff', align: 'center', decision: true });
  };
  badge(card.influence.N, mid, y + 15, 30, 28);
  badge(card.influence.S, mid, y + size - 14, 30, 28);
  badge(card.influence.W, x + 14, y + size / 2, 24, 30);
  badge(card.influence.E, x + size - 14, y + size / 2, 24, 30);
  text(ctx, pic(language, 'level', { level: card.level }), mid, y + size / 2 - 23, { size: 25, bold: true, color: palette.warn, align: 'center', decision: true });
  // Between the side badges: a wider short name (German's "Woh") takes the least size a phone reads, else its
  // two-letter form; else one letter, which may reach the badges' edges (the card's colour says the rest).
  const opts = { size: 22, bold: true, color: CATEGORY_COLOUR[card.category], align: 'center' } as const;
  const named = fitText(ctx, [shortIn(language, card.category), pic(language, `categoryTiny.${card.category}`)], size - 52, opts.size, true);
  if (named.fits) text(ctx, named.text, mid, y + size / 2 + 1, { ...opts, size: named.size, maxWidth: size - 52 });
  else fittedText(ctx, pic(language, `categoryLetter.${card.category}`), mid, y + size / 2 + 1, size - 48, opts);
}

function drawProject(ctx: SKRSContext2D, c: Cell, x: number, y: number, size: number, marked: boolean, language: Language): void {
  const mid = x + size / 2;
  if (!c.up) {
    roundRect(ctx, x + 3, y + 3, size - 6, size - 6, 10, '#34443d', '#1d2521', 3);
    const rows = discRows(c.tokens, size - 12);
    // Two rows of owners take the total's place: their counts add up to it.
    if (rows.length < 2) text(ctx, String(c.tokens.length), mid, y + size / 2 - 16, { size: 30, bold: true, color: '#ffffff', align: 'center', decision: true });
    // Two rows of discs reach up to where the word would be: the discs say it.
    if (!marked && rows.length < 2) fittedText(ctx, [pic(language, 'influence'), pic(language, 'influenceShort')], mid, y + 8, size - 16, { size: 22, color: '#cfd8d2', align: 'center' });
    tokenDiscs(ctx, rows, x + 6, y + size - 38, size - 12);
    return;
  }
  const card = projectById(c.id!)!;
  roundRect(ctx, x + 3, y + 3, size - 6, size - 6, 10, CATEGORY_TINT[card.category], CATEGORY_COLOUR[card.category], 5);
  text(ctx, shortIn(language, card.category), mid, y + size / 2 - 15, { size: 28, bold: true, color: CATEGORY_COLOUR[card.category], align: 'center' });
}

/** A marked choice: a thick outline and the slot's name, as the prompt lists it: the name a player answers by. */
function drawMark(ctx: SKRSContext2D, slot: string, x: number, y: number, size: number, occupied: boolean, language: Language): void {
  const name = say(language, slotWords(slot));
  roundRect(ctx, x + 2, y + 2, size - 4, size - 4, 12, occupied ? null : '#fff4dc', MARK, 6);
  if (occupied) {
    roundRect(ctx, x + size / 2 - 36, y + 5, 72, 31, 8, MARK, null);
    text(ctx, name, x + size / 2, y + 8, { size: 25, bold: true, color: '#ffffff', align: 'center', decision: true });
  } else text(ctx, name, x + size / 2, y + size / 2 - 14, { size: 26, bold: true, color: MARK, align: 'center', decision: true });
}

export function drawGrid(ctx: SKRSContext2D, v: SaidView, w: GridWindow, marks: Marks, top: number): number {
  const left = MARGIN + LABEL;
  const { size } = w;
  panel(ctx, 'grid', MARGIN, top, WIDTH - 2 * MARGIN, gridHeight(w));
  for (let c = 0; c < w.cols; c++) {
    const name = columnName(v.grid.firstCol + w.col0 + c);
    const marked = marks.columns.has(name);
    if (marked) roundRect(ctx, left + c * size + size / 2 - 28, top - 2, 56, 34, 8, MARK, null);
    text(ctx, say(v.language, columnWords(name)), left + c * size + size / 2, top, { size: 26, bold: true, align: 'center', color: marked ? '#ffffff' : palette.muted });
  }
  for (let r = 0; r < w.rows; r++) {
    text(ctx, String(v.grid.firstRow + w.row0 + r + 1), MARGIN + LABEL / 2, top + HEAD + r * size + size / 2 - 13, { size: 26, bold: true, align: 'center', color: palette.muted });
    for (let c = 0; c < w.cols; c++) roundRect(ctx, left + c * size + 3, top + HEAD + r * size + 3, size - 6, size - 6, 10, null, '#ddd8ca', 2);
  }
  const shown = (col: number, row: number) => col >= w.col0 && col < w.col0 + w.cols && row >= w.row0 && row < w.row0 + w.rows;
  const px = (col: number) => left + (col - w.col0) * size;
  const py = (row: number) => top + HEAD + (row - w.row0) * size;
  const occupied = new Set<string>();
  for (const cell of v.grid.cells) {
    if (!shown(cell.col, cell.row)) continue;
    occupied.add(cell.slot);
    const marked = marks.slots.has(cell.slot);
    if (cell.kind === 'crisis') drawCrisis(ctx, cell, px(cell.col), py(cell.row), size, v.language);
    else drawProject(ctx, cell, px(cell.col), py(cell.row), size, marked, v.language);
    if (marked) drawMark(ctx, cell.slot, px(cell.col), py(cell.row), size, true, v.language);
  }
  for (const slot of marks.slots) {
    const p = at(v, slot);
    if (p && !occupied.has(slot) && shown(p.col, p.row)) drawMark(ctx, slot, px(p.col), py(p.row), size, false, v.language);
  }
  return gridHeight(w);
}

/** How many marked slots the window leaves out, so the picture can say so. */
export function marksOutside(v: TpView, w: GridWindow, marks: Marks): number {
  let n = 0;
  for (const slot of marks.slots) {
    const p = at(v, slot);
    if (!p || p.col < w.col0 || p.col >= w.col0 + w.cols || p.row < w.row0 || p.row >= w.row0 + w.rows) n++;
  }
  return n;
}
