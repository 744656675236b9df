import { describe, expect, it } from 'vitest';
import { VISIONS, contrast, deltaE2000, hexRgb, lab, seenApart, seenAs } from '../../render/colour';
import { palette } from '../../render/canvas-kit';

describe('colour arithmetic', () => {
  // Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula": test pairs 1, 7, 17, 25 and 34.
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ] as const)('CIEDE2000 of %j and %j is %d', (a, b, want) => {
    expect(deltaE2000(a, b)).toBeCloseTo(want, 4);
    expect(deltaE2000(b, a)).toBeCloseTo(want, 4);
  });

  it('white is L* 100 and neutral; sRGB red is L* 53.2, a* 80.1, b* 67.2', () => {
    const w = lab(hexRgb('#ffffff'));
    expect(w[0]).toBeCloseTo(100, 2);
    expect(Math.abs(w[1]) + Math.abs(w[2])).toBeLessThan(0.01);
    const r = lab(hexRgb('#f00'));
    expect(r[0]).toBeCloseTo(53.24, 1);
    expect(r[1]).toBeCloseTo(80.09, 1);
    expect(r[2]).toBeCloseTo(67.2, 1);
  });

  it('WCAG contrast: black on white is 21, #767676 on white just passes AA and #777777 just fails', () => {
    expect(contrast(hexRgb('#000'), hexRgb('#fff'))).toBeCloseTo(21, 5);
    expect(contrast(hexRgb('#767676'), hexRgb('#ffffff'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hexRgb('#777777'), hexRgb('#ffffff'))).toBeLessThan(4.5);
  });

  it('Machado 2009: greys stay grey in every vision; the old seat blue and purple are 1.8 apart to a deuteranope', () => {
    for (const v of VISIONS) {
      const [r, g, b] = seenAs([128, 128, 128], v);
      expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(1);
    }
    expect(seenApart(hexRgb('#2f6db5'), hexRgb('#8e44ad'), 'deuteranopia')).toBeCloseTo(1.8, 1);
    expect(seenApart(hexRgb('#c0392b'), hexRgb('#2f8f4e'), 'deuteranopia')).toBeCloseTo(8.5, 1);
    expect(seenApart(hexRgb('#2f6db5'), hexRgb('#8e44ad'), 'normal')).toBeGreaterThan(20);
  });
});

describe('the seat palette', () => {
  it('keeps every pair of seats at least ΔE00 10 apart in normal vision and under protanopia, deuteranopia and tritanopia', () => {
    const close: string[] = [];
    palette.seats.forEach((a, i) =>
      palette.seats.slice(i + 1).forEach((b) => {
        for (const v of VISIONS) {
          const d = seenApart(hexRgb(a), hexRgb(b), v);
          if (d < 10) close.push(`${a} and ${b} under ${v}: ${d.toFixed(1)}`);
        }
      }),
    );
    expect(close).toEqual([]);
  });

  it('every seat colour reads as text on the paper and under white text (4.5:1)', () => {
    for (const c of palette.seats) {
      expect(contrast(hexRgb(c), hexRgb(palette.paper)), c).toBeGreaterThanOrEqual(4.5);
      expect(contrast(hexRgb(c), hexRgb('#ffffff')), c).toBeGreaterThanOrEqual(4.5);
    }
  });
});
