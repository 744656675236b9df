import { createCanvas, loadImage } from '@napi-rs/canvas';
import { contrast, hexRgb, type Rgb } from '../../render/colour';
import type { Layout } from '../../render/layout';

/** WCAG AA for a text: 4.5:1 against what is under it. */
const AA = 4.5;

/**
 * Each text whose colour stands under 4.5:1 against what is drawn under it. What is under a text is the commonest
 * colour in its box once the text's own pixels are set aside: its anti-aliased edges are blends of many shades, each rare.
 */
export async function contrastProblems(png: Buffer, layout: Layout): Promise<string[]> {
  const img = await loadImage(png);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const { data } = ctx.getImageData(0, 0, img.width, img.height);
  const out: string[] = [];
  const counts = new Map<number, number>();
  for (const t of layout.texts) {
    const [ir, ig, ib] = hexRgb(t.color);
    counts.clear();
    const x0 = Math.max(0, Math.floor(t.x)), x1 = Math.min(img.width, Math.ceil(t.x + t.w));
    const y0 = Math.max(0, Math.floor(t.y)), y1 = Math.min(img.height, Math.ceil(t.y + t.h));
    for (let y = y0; y < y1; y++)
      for (let i = (y * img.width + x0) * 4, end = (y * img.width + x1) * 4; i < end; i += 4) {
        const r = data[i]!, g = data[i + 1]!, b = data[i + 2]!;
        if (r - ir <= 8 && ir - r <= 8 && g - ig <= 8 && ig - g <= 8 && b - ib <= 8 && ib - b <= 8) continue;
        const key = (r << 16) | (g << 8) | b;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    let top: [number, number] | undefined;
    for (const e of counts) if (!top || e[1] > top[1]) top = e;
    if (!top) {
      out.push(`"${t.text}" in ${t.color} is drawn on its own colour`);
      continue;
    }
    const bg: Rgb = [(top[0] >> 16) & 255, (top[0] >> 8) & 255, top[0] & 255];
    const c = contrast([ir, ig, ib], bg);
    if (c < AA) out.push(`"${t.text}" in ${t.color} on #${top[0].toString(16).padStart(6, '0')} is ${c.toFixed(1)}:1, under ${AA}:1`);
  }
  return out;
}
