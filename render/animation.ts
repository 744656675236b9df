import { createCanvas, loadImage } from '@napi-rs/canvas';
import type * as Gifenc from 'gifenc';
import { createRequire } from 'node:module';

// gifenc is CommonJS whose exports Node's ESM loader cannot name; required, it is the same object under Node and vitest.
const gifenc = createRequire(import.meta.url)('gifenc') as typeof Gifenc;

/**
 * Pictures (PNGs) as one looping animated GIF, each frame scaled to at most `maxWidth` and reduced to its own
 * 256-colour palette. Frames are drawn one at a time with an await between them, so a long replay does not hold
 * the event loop for its whole length.
 */
export interface AnimationOptions {
  delayMs: number;
  /** The last frame stays this long before the loop starts again. */
  lastDelayMs: number;
  maxWidth: number;
}

export async function animatedGif(pngs: readonly Buffer[], o: AnimationOptions): Promise<Buffer> {
  if (pngs.length === 0) throw new Error('An animation needs at least one frame');
  const gif = gifenc.GIFEncoder();
  let size: { w: number; h: number } | null = null;
  for (const [k, png] of pngs.entries()) {
    const img = await loadImage(png);
    // Every frame takes the first one's size: a GIF has one screen.
    size ??= { w: Math.min(o.maxWidth, img.width), h: Math.round((img.height * Math.min(o.maxWidth, img.width)) / img.width) };
    const canvas = createCanvas(size.w, size.h);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0, size.w, size.h);
    const rgba = ctx.getImageData(0, 0, size.w, size.h).data;
    const palette = gifenc.quantize(rgba, 256);
    gif.writeFrame(gifenc.applyPalette(rgba, palette), size.w, size.h, { palette, delay: k === pngs.length - 1 ? o.lastDelayMs : o.delayMs, repeat: 0 });
    await new Promise((resolve) => setImmediate(resolve));
  }
  gif.finish();
  return Buffer.from(gif.bytes());
}
