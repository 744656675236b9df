import { loadImage, createCanvas } from '@napi-rs/canvas';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { palette, roundRect, surface } from '../../render/canvas-kit';
import { pngSync } from '../../render/png';

/** The colour of one pixel of an encoded picture, as '#rrggbb'. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  c.getContext('2d').drawImage(img, 0, 0);
  const [r, g, b] = c.getContext('2d').getImageData(x, y, 1, 1).data;
  return `#${[r!, g!, b!].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

describe('render/png', () => {
  it('writes the pixels it is given, row by row, in a PNG any decoder reads', async () => {
    // 3 × 2 pixels in rows of 4 pixels (the fourth of each row is not part of the picture).
    const rgba = new Uint8Array(4 * 4 * 2);
    const set = (x: number, y: number, [r, g, b]: number[]) => rgba.set([r!, g!, b!, 255], (y * 4 + x) * 4);
    set(0, 0, [255, 0, 0]);
    set(2, 0, [0, 0, 255]);
    set(1, 1, [0, 128, 0]);
    set(3, 1, [9, 9, 9]);
    const png = pngSync({ rgba, stride: 16, width: 3, height: 2 });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([3, 2]);
    expect(await pixel(png, 0, 0)).toBe('#ff0000');
    expect(await pixel(png, 2, 0)).toBe('#0000ff');
    expect(await pixel(png, 1, 1)).toBe('#008000');
    // Each row is its filter byte and the row's own pixels: the row's fourth pixel is left out.
    const idat = png.indexOf('IDAT');
    const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(rows.length).toBe(2 * (1 + 3 * 4));
  });

  it('refuses pixels that do not hold the picture', () => {
    expect(() => pngSync({ rgba: new Uint8Array(10), stride: 16, width: 3, height: 2 })).toThrow(/do not hold 3×2/);
  });
});

describe('render/canvas-kit surface', () => {
  it('draws each picture on a clean canvas at its own size, though canvases are reused', async () => {
    const big = surface(1000, 1200);
    roundRect(big.ctx, 0, 0, 1000, 1200, 0, '#ff0000');
    const first = await big.png();
    expect(await pixel(first, 500, 1100)).toBe('#ff0000');

    const small = surface(600, 400);
    expect(small.ctx.fillStyle).toBe(palette.paper);
    const second = await small.png();
    expect([second.readUInt32BE(16), second.readUInt32BE(20)]).toEqual([600, 400]);
    // Nothing of the first picture shows through, and the state drawn with it is gone.
    expect(await pixel(second, 599, 399)).toBe(palette.paper);
    expect(await pixel(second, 0, 0)).toBe(palette.paper);
  });

  it('encodes a surface once', async () => {
    const s = surface(400, 300);
    await s.png();
    await expect(s.png()).rejects.toThrow(/encoded once/);
  });
});
