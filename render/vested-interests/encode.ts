import type { Surface } from '../canvas-kit';

/**
 * Vested Interests' pictures are lossless WebP, as Tipping Point's: on the golden games' states (bench/pictures.ts)
 * the same pixels encode in less CPU than PNG and fewer bytes, with the small type kept sharp.
 */
export async function encodePicture(s: Surface, base: string): Promise<{ png: Buffer; name: string }> {
  return { png: await s.webp(100), name: `${base}.webp` };
}
