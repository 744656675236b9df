import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { isMainThread } from 'node:worker_threads';
import { FONT, registerFonts } from './fonts';
import { PICTURE_BUDGET, type Layout } from './layout';
import { png, pngSync, type Pixels } from './png';

/**
 * Small drawing helpers shared by every game's renderer. Sizes are chosen for a phone:
 * Discord shows an attachment about 400 px wide there, so a 1200 px image is shrunk to a
 * third and text under ~30 px becomes hard to read.
 */

export const palette = {
  ink: '#1d2521',
  paper: '#f4f1e8',
  muted: '#5f6661',
  line: '#c9c3b3',
  accent: '#2c7656',
  warn: '#b8442f',
  gold: '#c99a2e',
  /**
   * Blue, crimson, green, purple, brown: every pair at least ΔE00 13 apart in normal vision and under protanopia,
   * deuteranopia and tritanopia (test/render/colour.test.ts), and dark enough to be a text on the paper or under white.
   */
  seats: ['#005aff', '#c32d5a', '#1e5a3c', '#782d96', '#875a00'],
} as const;

export interface Surface {
  ctx: SKRSContext2D;
  width: number;
  height: number;
  /** Every text and panel drawn on this surface, for the layout test (render/layout.ts). */
  layout: Layout;
  /**
   * The pixels as PNG (render/png.ts), once: the surface is done with then. On a worker thread the compression runs
   * on that thread, so it counts against the worker (and its lower priority) and no more pictures compress at once
   * than there are workers; on the main thread it runs on libuv's pool and leaves the event loop free.
   */
  png(): Promise<Buffer>;
}

// The drawing helpers take a context, as canvas code does; the surface's record is found through it.
const layouts = new WeakMap<SKRSContext2D, Layout>();

/**
 * Canvases of the picture budget's size, kept for the next picture drawn on this thread. A canvas made for each
 * picture cost more CPU than all its drawing: on the golden games' tables, making it, its first pixels and
 * collecting it later took about 20 ms a picture on this machine, and a canvas reused takes well under one.
 */
const spare: Canvas[] = [];
const SPARE_MAX = 2;
/** Below this area a surface is a measuring pad or an icon: it gets a canvas of its own. */
const SMALL = 256 * 256;

function borrow(width: number, height: number): { canvas: Canvas; ctx: SKRSContext2D; giveBack: () => void } {
  const pooled = width * height > SMALL && width <= PICTURE_BUDGET.maxWidth && height <= PICTURE_BUDGET.maxHeight;
  if (!pooled) {
    const canvas = createCanvas(width, height);
    return { canvas, ctx: canvas.getContext('2d'), giveBack: () => undefined };
  }
  const canvas = spare.pop() ?? createCanvas(PICTURE_BUDGET.maxWidth, PICTURE_BUDGET.maxHeight);
  const ctx = canvas.getContext('2d');
  // A clean state and clear pixels, as a new canvas has; the picture is then drawn in its top left corner.
  ctx.reset();
  ctx.beginPath();
  ctx.rect(0, 0, width, height);
  ctx.clip();
  return { canvas, ctx, giveBack: () => void (spare.length < SPARE_MAX && spare.push(canvas)) };
}

/**
 * The top left `width` × `height` pixels of a canvas, read a band at a time. Reading the whole canvas at once took a
 * new 7 MB buffer for each picture, and memory fresh from the system cost more here than all the drawing (the
 * kernel zeroing its pages); a band's few rows come from memory the allocator reuses. Every surface is painted
 * opaque first, so these straight pixels are the canvas's own.
 */
export function canvasPixels(ctx: SKRSContext2D, width: number, height: number): Pixels {
  return { width, height, band: (y, n) => ({ rgba: ctx.getImageData(0, y, width, n).data, stride: width * 4 }) };
}

export function surface(width: number, height: number, background: string = palette.paper): Surface {
  return sheet(width, height, background).surface;
}

/** A surface, and what only the kit may do with it: cut it to the height its picture used, or give it up unused. */
function sheet(width: number, height: number, background: string): { surface: Surface; cut(to: number): void; giveUp(): void } {
  registerFonts();
  const { ctx, giveBack } = borrow(width, height);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  const layout: Layout = { width, height, texts: [], panels: [], pieces: [], keys: [], cuts: [] };
  layouts.set(ctx, layout);
  let encoded = false;
  const pixels = canvasPixels(ctx, width, height);
  const done = () => {
    if (encoded) throw new Error('a surface is encoded once: its canvas has gone on to the next picture');
    encoded = true;
    layouts.delete(ctx);
  };
  const surface: Surface = {
    ctx,
    width,
    height,
    layout,
    /** The PNG, once: both encoders read every band before they return, and the canvas then goes on to the next picture. */
    png: async () => {
      done();
      const out = isMainThread ? png(pixels) : pngSync(pixels);
      giveBack();
      return out;
    },
  };
  const cut = (to: number) => {
    surface.height = layout.height = pixels.height = to;
  };
  return { surface, cut, giveUp: () => (done(), giveBack()) };
}

/**
 * A picture that is as tall as what `draw` draws, up to the budget's height: drawn once, straight onto a sheet of
 * the budget's height, and cut to the height `draw` returns. Null when that is over the budget (the picture must
 * give something up); nothing of the attempt is kept then. Drawing first and measuring after spares the measuring
 * pass on a 1 × 1 surface the pictures made before, which cost a twentieth of a table's CPU.
 */
export function drawnToFit(width: number, draw: (ctx: SKRSContext2D) => number, background: string = palette.paper): Surface | null {
  const s = sheet(width, PICTURE_BUDGET.maxHeight, background);
  const used = Math.ceil(draw(s.surface.ctx));
  if (used > PICTURE_BUDGET.maxHeight) {
    s.giveUp();
    return null;
  }
  s.cut(used);
  return s.surface;
}

/** Each seat's shape, by seat: a piece a seat owns is drawn in it, so its owner shows without its colour. */
const SEAT_SHAPES = ['circle', 'square', 'diamond', 'hexagon', 'pentagon'] as const;

/**
 * The path of seat `seat`'s shape around (cx, cy), about `r` from its centre to its sides: every shape holds the same
 * text a circle of radius `r` holds. Fill or stroke it after.
 */
export function seatShapePath(ctx: SKRSContext2D, seat: number, cx: number, cy: number, r: number): void {
  const shape = SEAT_SHAPES[seat % SEAT_SHAPES.length]!;
  ctx.beginPath();
  if (shape === 'circle') return void ctx.arc(cx, cy, r, 0, Math.PI * 2);
  if (shape === 'square') return void ctx.rect(cx - r * 0.92, cy - r * 0.92, r * 1.84, r * 1.84);
  const corners = shape === 'diamond' ? 4 : shape === 'hexagon' ? 6 : 5;
  // A polygon's sides are nearer its centre than its corners: the corners go out far enough for the text between.
  const out = (r * 1.08) / Math.cos(Math.PI / corners);
  const turn = shape === 'hexagon' ? 0 : -Math.PI / 2;
  for (let k = 0; k < corners; k++) {
    const a = turn + (k * 2 * Math.PI) / corners;
    const x = cx + out * Math.cos(a);
    const y = cy + out * Math.sin(a);
    if (k === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/** A piece of seat `seat` (its player id `owner`): its shape filled with `fill`, recorded for the layout test. */
export function seatPiece(ctx: SKRSContext2D, owner: string, seat: number, cx: number, cy: number, r: number, fill: string): void {
  seatShapePath(ctx, seat, cx, cy, r);
  ctx.fillStyle = fill;
  ctx.fill();
  piece(ctx, owner, SEAT_SHAPES[seat % SEAT_SHAPES.length]!);
}

/** Records a piece `owner` owns and the seat's mark drawn on it (the layout test checks every owned piece has one); draws nothing. */
function piece(ctx: SKRSContext2D, owner: string, mark: string): void {
  layouts.get(ctx)?.pieces.push({ owner, mark });
}

/**
 * Draws `mark` centred at (cx, y) on a colour that says something (`what`, e.g. a card's ability stripe) and records it
 * for the layout test, which checks such a colour carries its mark. The mark is a text: held to the same size and contrast.
 */
export function colourMark(ctx: SKRSContext2D, what: string, mark: string, cx: number, y: number, opts: TextOpts): void {
  text(ctx, mark, cx, y, { ...opts, align: 'center' });
  const size = opts.size ?? 32;
  const w = textWidth(ctx, mark, `${opts.bold ? 'bold ' : ''}${size}px "${FONT}"`);
  layouts.get(ctx)?.keys.push({ what, mark, x: cx - w / 2, y, w, h: size });
}

/** Declares an area whose texts must stay inside it (the layout test checks); draws nothing. */
export function panel(ctx: SKRSContext2D, name: string, x: number, y: number, w: number, h: number): void {
  layouts.get(ctx)?.panels.push({ name, x, y, w, h });
}

/**
 * Widths of texts already measured, by font and text, kept per thread. Measuring is text shaping (about 5 µs a
 * call here), and a picture measures the same texts many times: wrapping tries a line one word longer at a time,
 * a picture is often measured before it is drawn, and the next picture of the game measures mostly the same texts again.
 * The font is the key's only setting because the kit never changes the context's letter or word spacing.
 */
const widths = new Map<string, number>();
const WIDTHS_KEPT = 20_000;

/**
 * The width of `s` in the context's current font, as `measureText` gives it. `font` is that font when the caller
 * has just set it (reading it back from the canvas is a call into the canvas's native code).
 */
export function textWidth(ctx: SKRSContext2D, s: string, font: string = ctx.font): number {
  const key = `${font}\n${s}`;
  let w = widths.get(key);
  if (w === undefined) {
    w = ctx.measureText(s).width;
    if (widths.size >= WIDTHS_KEPT) widths.clear();
    widths.set(key, w);
  }
  return w;
}

const SQUEEZE_SEEN = 1.06;

interface Recorded {
  size: number;
  align: 'left' | 'center' | 'right';
  color: string;
  decision: boolean;
  maxWidth?: number;
}

function recordText(ctx: SKRSContext2D, font: string, s: string, x: number, y: number, r: Recorded): void {
  const layout = layouts.get(ctx);
  if (!layout || s.trim() === '') return;
  const natural = textWidth(ctx, s, font);
  // fillText squeezes a text wider than maxWidth; a few per cent is not seen, more is a text that did not fit.
  // A text ending in "…" was cut by whoever wrote it, before it was drawn.
  if ((r.maxWidth !== undefined && natural > r.maxWidth * SQUEEZE_SEEN) || s.endsWith('…')) layout.cuts.push(s);
  const w = Math.min(natural, r.maxWidth ?? Infinity);
  const left = r.align === 'left' ? x : r.align === 'center' ? x - w / 2 : x - w;
  layout.texts.push({ text: s, x: left, y, w, h: r.size, size: r.size, color: r.color, decision: r.decision });
}

/**
 * How a text is drawn. `decision` marks a text a decision rests on (a cost, a count, a cell's number, a name, a
 * track's value): the layout test holds it to the larger phone size (render/layout.ts).
 */
export interface TextOpts {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'center' | 'right';
  decision?: boolean;
}

export function text(
  ctx: SKRSContext2D,
  s: string,
  x: number,
  y: number,
  opts: TextOpts & { maxWidth?: number } = {},
): void {
  const font = `${opts.bold ? 'bold ' : ''}${opts.size ?? 32}px "${FONT}"`;
  const color = opts.color ?? palette.ink;
  ctx.font = font;
  ctx.fillStyle = color;
  ctx.textAlign = opts.align ?? 'left';
  ctx.textBaseline = 'top';
  if (opts.maxWidth) ctx.fillText(s, x, y, opts.maxWidth);
  else ctx.fillText(s, x, y);
  recordText(ctx, font, s, x, y, { size: opts.size ?? 32, align: opts.align ?? 'left', color, decision: opts.decision ?? false, ...(opts.maxWidth !== undefined ? { maxWidth: opts.maxWidth } : {}) });
}

/** Wraps text into lines that fit maxWidth; returns the height used. */
export function paragraph(
  ctx: SKRSContext2D,
  s: string,
  x: number,
  y: number,
  maxWidth: number,
  opts: Omit<TextOpts, 'align'> & { lineHeight?: number } = {},
): number {
  const size = opts.size ?? 28;
  const lineHeight = opts.lineHeight ?? Math.round(size * 1.25);
  const lines = wrap(ctx, s, maxWidth, size, opts.bold);
  lines.forEach((l, i) => text(ctx, l, x, y + i * lineHeight, { ...opts, size }));
  return lines.length * lineHeight;
}

/** The height `paragraph` would use, without drawing. */
export function paragraphHeight(ctx: SKRSContext2D, s: string, maxWidth: number, opts: { size?: number; bold?: boolean; lineHeight?: number } = {}): number {
  const size = opts.size ?? 28;
  return wrap(ctx, s, maxWidth, size, opts.bold).length * (opts.lineHeight ?? Math.round(size * 1.25));
}

export function roundRect(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string | null,
  stroke: string | null = null,
  lineWidth = 3,
): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = lineWidth;
    ctx.stroke();
  }
}

/**
 * Measured before it is drawn: the first of `forms` (the whole text first, then shorter ways to say it) that fits
 * `maxWidth`, at `size` or at the largest smaller size down to the picture budget's smallest. When even the last form
 * does not fit at that size it is returned there, and drawing it squeezes it: the layout test reports that.
 */
export function fitText(ctx: SKRSContext2D, forms: string | readonly string[], maxWidth: number, size: number, bold = false, min: number = PICTURE_BUDGET.minTextPx): { text: string; size: number; fits: boolean } {
  const all = typeof forms === 'string' ? [forms] : forms;
  const floor = Math.min(size, min);
  for (const f of all)
    for (let px = size; px >= floor; px--) {
      ctx.font = `${bold ? 'bold ' : ''}${px}px "${FONT}"`;
      if (textWidth(ctx, f) <= maxWidth) return { text: f, size: px, fits: true };
    }
  return { text: all[all.length - 1]!, size: floor, fits: false };
}

/** Draws the first of `forms` that fits `maxWidth` (see fitText); returns the size it was drawn at. */
export function fittedText(
  ctx: SKRSContext2D,
  forms: string | readonly string[],
  x: number,
  y: number,
  maxWidth: number,
  opts: TextOpts = {},
): number {
  const f = fitText(ctx, forms, maxWidth, opts.size ?? 32, opts.bold, opts.decision ? PICTURE_BUDGET.decisionTextPx : PICTURE_BUDGET.minTextPx);
  text(ctx, f.text, x, y, { ...opts, size: f.size, maxWidth });
  return f.size;
}

/** Words wrapped into whole lines that fit `maxWidth` at `size`, as many as it takes: nothing is cut. Sets the context's font. */
export function wrap(ctx: SKRSContext2D, s: string, maxWidth: number, size: number, bold = false): string[] {
  return wrapGlued(ctx, s, maxWidth, size, bold, () => false);
}

/**
 * A word wider than a whole line (a long German compound, a long name) in pieces that each fit one: broken after a
 * hyphen where one falls in the line, else as late as the line allows with a hyphen added; never cut.
 */
function wordPieces(ctx: SKRSContext2D, word: string, maxWidth: number, font: string): string[] {
  const out: string[] = [];
  let rest = word;
  while (rest.length > 1 && textWidth(ctx, rest, font) > maxWidth) {
    const chars = [...rest];
    let cut = 0;
    for (let i = 1; i < chars.length; i++) if (chars[i - 1] === '-' && textWidth(ctx, chars.slice(0, i).join(''), font) <= maxWidth) cut = i;
    let piece: string;
    if (cut) piece = chars.slice(0, cut).join('');
    else {
      cut = 1;
      while (cut + 1 < chars.length && textWidth(ctx, `${chars.slice(0, cut + 1).join('')}-`, font) <= maxWidth) cut++;
      piece = `${chars.slice(0, cut).join('')}-`;
    }
    out.push(piece);
    rest = chars.slice(cut).join('');
  }
  out.push(rest);
  return out;
}

/**
 * Words wrapped as `wrap` does, but a word that `glued(last, word)` says belongs to the word before it (`last`) is
 * never put on the next line without it, unless the two do not fit a line together: a count stays with what it counts
 * ("Cost 3", "draw 1"). A word wider than a line is broken (`wordPieces`). Sets the context's font.
 */
export function wrapGlued(ctx: SKRSContext2D, s: string, maxWidth: number, size: number, bold: boolean, glued: (last: string, word: string) => boolean): string[] {
  const units: string[] = [];
  let last = '';
  for (const w of s.split(/\s+/)) {
    if (units.length && glued(last, w)) units[units.length - 1] += ` ${w}`;
    else units.push(w);
    last = w;
  }
  const font = `${bold ? 'bold ' : ''}${size}px "${FONT}"`;
  ctx.font = font;
  const out: string[] = [];
  let line = '';
  // A glued unit wider than a whole line is wrapped word by word after all; a word wider than a line, piece by piece,
  // the pieces of one word joined with no space between them.
  const pieces = units
    .flatMap((u) => (u.includes(' ') && textWidth(ctx, u, font) > maxWidth ? u.split(' ') : [u]))
    .flatMap((u) => (textWidth(ctx, u, font) > maxWidth && !u.includes(' ') ? wordPieces(ctx, u, maxWidth, font).map((p, i) => ({ p, space: i === 0 })) : [{ p: u, space: true }]));
  for (const { p, space } of pieces) {
    const t = line ? `${line}${space ? ' ' : ''}${p}` : p;
    if (textWidth(ctx, t, font) > maxWidth && line) {
      out.push(line);
      line = p;
    } else line = t;
  }
  if (line) out.push(line);
  return out;
}

/** Every picture is a PNG, lossless (see render/png.ts for why this encoder). */
export async function encodePicture(s: Surface, base: string): Promise<{ png: Buffer; name: string }> {
  return { png: await s.png(), name: `${base}.png` };
}
