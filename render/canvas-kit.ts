import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { FONT, registerFonts } from './fonts';

/**
 * Small drawing helpers shared by every game's renderer. Sizes are chosen for a phone:
 * Discord shows an attachment about 400 px wide there, so a 1200 px image is shrunk to a
 * third and text under ~30 px becomes hard to read.
 */

export const palette = {
  ink: '#1d2521',
  paper: '#f4f1e8',
  muted: '#6b736e',
  line: '#c9c3b3',
  accent: '#2f7d5b',
  warn: '#b8442f',
  gold: '#c99a2e',
  seats: ['#2f6db5', '#c0392b', '#2f8f4e', '#8e44ad', '#d68910'],
} as const;

export interface Surface {
  ctx: SKRSContext2D;
  width: number;
  height: number;
  /** Every text and panel drawn on this surface, for the layout test (render/layout.ts). */
  layout: Layout;
  png(): Promise<Buffer>;
  /** WebP: lossless at quality 100 (Skia's rule), lossy below. */
  webp(quality: number): Promise<Buffer>;
}

/** Where each drawn text landed: its box at the size it was drawn. */
export interface TextBox {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  size: number;
}

/** A named area texts must stay inside: a card, a tableau, a table cell. */
export interface PanelBox {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Layout {
  width: number;
  height: number;
  texts: TextBox[];
  panels: PanelBox[];
}

// The drawing helpers take a context, as canvas code does; the surface's record is found through it.
const layouts = new WeakMap<SKRSContext2D, Layout>();

export function surface(width: number, height: number, background: string = palette.paper): Surface {
  registerFonts();
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  const layout: Layout = { width, height, texts: [], panels: [] };
  layouts.set(ctx, layout);
  return { ctx, width, height, layout, png: () => canvas.encode('png'), webp: (quality) => canvas.encode('webp', quality) };
}

/** Declares an area whose texts must stay inside it (the layout test checks); draws nothing. */
export function panel(ctx: SKRSContext2D, name: string, x: number, y: number, w: number, h: number): void {
  layouts.get(ctx)?.panels.push({ name, x, y, w, h });
}

function recordText(ctx: SKRSContext2D, s: string, x: number, y: number, size: number, align: 'left' | 'center' | 'right', maxWidth?: number): void {
  const layout = layouts.get(ctx);
  if (!layout || s.trim() === '') return;
  const w = Math.min(ctx.measureText(s).width, maxWidth ?? Infinity);
  const left = align === 'left' ? x : align === 'center' ? x - w / 2 : x - w;
  layout.texts.push({ text: s, x: left, y, w, h: size, size });
}

export function text(
  ctx: SKRSContext2D,
  s: string,
  x: number,
  y: number,
  opts: { size?: number; bold?: boolean; color?: string; align?: 'left' | 'center' | 'right'; maxWidth?: number } = {},
): void {
  ctx.font = `${opts.bold ? 'bold ' : ''}${opts.size ?? 32}px "${FONT}"`;
  ctx.fillStyle = opts.color ?? palette.ink;
  ctx.textAlign = opts.align ?? 'left';
  ctx.textBaseline = 'top';
  if (opts.maxWidth) ctx.fillText(s, x, y, opts.maxWidth);
  else ctx.fillText(s, x, y);
  recordText(ctx, s, x, y, opts.size ?? 32, opts.align ?? 'left', opts.maxWidth);
}

/** Wraps text into lines that fit maxWidth; returns the height used. */
export function paragraph(
  ctx: SKRSContext2D,
  s: string,
  x: number,
  y: number,
  maxWidth: number,
  opts: { size?: number; bold?: boolean; color?: string; lineHeight?: number } = {},
): number {
  const size = opts.size ?? 28;
  ctx.font = `${opts.bold ? 'bold ' : ''}${size}px "${FONT}"`;
  const lineHeight = opts.lineHeight ?? Math.round(size * 1.25);
  const lines = wrap(ctx, s, maxWidth, size, Infinity, opts.bold);
  lines.forEach((l, i) => text(ctx, l, x, y + i * lineHeight, { ...opts, size }));
  return lines.length * lineHeight;
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
 * Words wrapped into lines that fit `maxWidth` at `size`, at most `lines` of them: the last is then cut with an
 * ellipsis. Sets the context's font.
 */
export function wrap(ctx: SKRSContext2D, s: string, maxWidth: number, size: number, lines = Infinity, bold = false): string[] {
  ctx.font = `${bold ? 'bold ' : ''}${size}px "${FONT}"`;
  const out: string[] = [];
  let line = '';
  for (const w of s.split(/\s+/)) {
    const t = line ? `${line} ${w}` : w;
    if (ctx.measureText(t).width > maxWidth && line) {
      out.push(line);
      line = w;
    } else line = t;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const cut = out.slice(0, lines);
  let last = `${cut[lines - 1]!}…`;
  while (ctx.measureText(last).width > maxWidth && last.includes(' ')) last = `${last.replace(/\s+\S*…$/, '')}…`;
  cut[lines - 1] = last;
  return cut;
}

/**
 * Every picture is lossless WebP: Discord shows WebP attachments inline, and on the golden games' states
 * (bench/pictures.ts) the same pixels encode in about two thirds of PNG's CPU in fewer bytes, while lossy WebP
 * (quality 80) costs more CPU than PNG and blurs small type.
 */
export async function encodePicture(s: Surface, base: string): Promise<{ png: Buffer; name: string }> {
  return { png: await s.webp(100), name: `${base}.webp` };
}
