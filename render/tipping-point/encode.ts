import type { Surface } from '../canvas-kit';

/** How Tipping Point's pictures are encoded (bench/pictures.ts measures the choice). */
export const FORMAT = { type: 'png' } as const;

export async function encodePicture(s: Surface, base: string): Promise<{ png: Buffer; name: string }> {
  return { png: await s.png(), name: `${base}.png` };
}
