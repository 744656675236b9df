import type { Surface } from '../canvas-kit';

/**
 * Tipping Point's pictures are lossless WebP (Discord shows WebP attachments inline). Measured by bench/pictures.ts
 * on the golden games' states: the same pixels encode in about two thirds of PNG's CPU at about the same size, while
 * lossy WebP (quality 80) is less than half the bytes but costs more CPU than PNG and blurs small type.
 */
export async function encodePicture(s: Surface, base: string): Promise<{ png: Buffer; name: string }> {
  return { png: await s.webp(100), name: `${base}.webp` };
}
