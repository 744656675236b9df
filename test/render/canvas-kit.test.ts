import { loadImage, createCanvas } from '@napi-rs/canvas';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawnToFit, palette, roundRect, surface, textWidth, wrap, wrapGlued } from '../../render/canvas-kit';
import { PICTURE_BUDGET } from '../../render/layout';
import { FONT } from '../../render/fonts';
import { pixelsIn, pngSync } from '../../render/png';

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
    const png = pngSync(pixelsIn(rgba, 16, 3, 2));
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

  it('reads a tall picture band by band and keeps every row in its place', async () => {
    // 2 × 40 pixels, each row its own shade: rows in different bands and at a band's edges stay where they were.
    const rgba = new Uint8Array(2 * 4 * 40);
    for (let y = 0; y < 40; y++) for (let x = 0; x < 2; x++) rgba.set([y * 6, 255 - y * 6, x * 200, 255], (y * 2 + x) * 4);
    const png = pngSync(pixelsIn(rgba, 8, 2, 40));
    for (const y of [0, 15, 16, 17, 31, 32, 39]) {
      const hex = (n: number) => n.toString(16).padStart(2, '0');
      expect(await pixel(png, 1, y)).toBe(`#${hex(y * 6)}${hex(255 - y * 6)}c8`);
    }
  });

  it('refuses pixels that do not hold the picture', () => {
    expect(() => pngSync(pixelsIn(new Uint8Array(10), 16, 3, 2))).toThrow(/do not hold 3×2 RGBA pixels/);
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

describe('render/canvas-kit drawnToFit', () => {
  it('cuts the picture to the height its drawing used', async () => {
    const s = drawnToFit(700, (ctx) => {
      roundRect(ctx, 0, 0, 700, 333, 0, '#00ff00');
      return 332.4;
    });
    expect(s).not.toBeNull();
    expect([s!.height, s!.layout.height]).toEqual([333, 333]);
    const png = await s!.png();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([700, 333]);
    expect(await pixel(png, 699, 332)).toBe('#00ff00');
  });

  it('gives up a drawing taller than the budget, and nothing of it shows in the next picture', async () => {
    const over = drawnToFit(700, (ctx) => {
      roundRect(ctx, 0, 0, 700, PICTURE_BUDGET.maxHeight, 0, '#ff00ff');
      return PICTURE_BUDGET.maxHeight + 1;
    });
    expect(over).toBeNull();
    const next = drawnToFit(700, () => 500)!;
    expect(await pixel(await next.png(), 350, 250)).toBe(palette.paper);
  });
});

describe('render/canvas-kit textWidth', () => {
  it('gives what measureText gives, for the font the context has at each call', () => {
    const { ctx } = surface(10, 10);
    for (const font of [`22px "${FONT}"`, `bold 22px "${FONT}"`, `40px "${FONT}"`, `22px "${FONT}"`]) {
      ctx.font = font;
      expect(textWidth(ctx, 'Cap 16 · Inf 0 · Ops 6/6')).toBe(ctx.measureText('Cap 16 · Inf 0 · Ops 6/6').width);
    }
    ctx.font = `22px "${FONT}"`;
    const small = textWidth(ctx, 'Wetland');
    ctx.font = `44px "${FONT}"`;
    expect(textWidth(ctx, 'Wetland')).toBeCloseTo(2 * small, 0);
  });
});

describe('render/canvas-kit wrapGlued', () => {
  const countGlued = (last: string, word: string) => /^\d/.test(word) && last === 'draw';

  it('GIVEN a line that breaks between a count and its verb THEN wrap splits them and wrapGlued keeps them together', () => {
    const { ctx } = surface(1, 1);
    ctx.font = `bold 25px "${FONT}"`;
    const s = 'Icons: Education · draw 1';
    const room = textWidth(ctx, 'Icons: Education · draw') + 2;
    expect(wrap(ctx, s, room, 25, true)).toEqual(['Icons: Education · draw', '1']);
    expect(wrapGlued(ctx, s, room, 25, true, countGlued)).toEqual(['Icons: Education ·', 'draw 1']);
  });

  it('GIVEN glued words wider together than a line THEN they wrap word by word, none past the line', () => {
    const { ctx } = surface(1, 1);
    ctx.font = `bold 25px "${FONT}"`;
    const room = textWidth(ctx, 'remove 1') + 2;
    expect(wrapGlued(ctx, 'remove 1 Pollution', room, 25, true, () => true)).toEqual(['remove 1', 'Pollution']);
  });

  it('GIVEN words with nothing glued THEN it wraps as wrap does', () => {
    const { ctx } = surface(1, 1);
    const s = 'Sprouts 2 · Growth 4 (Canopy 8 VP)';
    for (const room of [120, 200, 300, 600]) expect(wrapGlued(ctx, s, room, 25, false, () => false)).toEqual(wrap(ctx, s, room, 25, false));
  });

  it('GIVEN a word wider than a line THEN it breaks after a hyphen in the line, else with a hyphen added, every letter kept', () => {
    const { ctx } = surface(1, 1);
    ctx.font = `bold 25px "${FONT}"`;
    const room = textWidth(ctx, 'Kosten: 2 Gerechtigkeits-') + 2;
    expect(wrap(ctx, 'Kosten: 2 Gerechtigkeits-Guthaben.', room, 25, true)).toEqual(['Kosten: 2 Gerechtigkeits-', 'Guthaben.']);
    const narrow = textWidth(ctx, 'Gemeinde') + 2;
    const lines = wrap(ctx, 'Gemeindegesundheitshelfer', narrow, 25, true);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(textWidth(ctx, l)).toBeLessThanOrEqual(narrow);
    expect(lines.map((l, i) => (i < lines.length - 1 ? l.slice(0, -1) : l)).join('')).toBe('Gemeindegesundheitshelfer');
  });
});
