/**
 * Colour arithmetic the pictures are checked with: how far apart two colours look (CIEDE2000), how they look to
 * someone with a colour-vision deficiency (Machado, Oliveira & Fernandes 2009, severity 1, applied in linear sRGB),
 * and how well a text stands out from what is under it (WCAG 2 contrast ratio).
 */

export type Rgb = readonly [number, number, number];
export type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia';
export const VISIONS: readonly Vision[] = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];

/** `#rgb` or `#rrggbb` as 0-255 channels. */
export function hexRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  const n = parseInt(full, 16);
  if (full.length !== 6 || Number.isNaN(n)) throw new Error(`not a colour: ${hex}`);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const toByte = (v: number) => {
  const x = Math.max(0, Math.min(1, v));
  return Math.round(255 * (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055));
};

/** Machado 2009's matrices at severity 1, on linear sRGB. */
const MACHADO: Record<Exclude<Vision, 'normal'>, readonly number[]> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

/** The colour as someone with `vision` sees it. */
export function seenAs(c: Rgb, vision: Vision): Rgb {
  if (vision === 'normal') return c;
  const m = MACHADO[vision];
  const [r, g, b] = c.map(toLinear) as [number, number, number];
  return [toByte(m[0]! * r + m[1]! * g + m[2]! * b), toByte(m[3]! * r + m[4]! * g + m[5]! * b), toByte(m[6]! * r + m[7]! * g + m[8]! * b)];
}

/** CIE L*a*b* under D65. */
export function lab(c: Rgb): [number, number, number] {
  const [r, g, b] = c.map(toLinear) as [number, number, number];
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** CIEDE2000 colour difference between two L*a*b* colours (Sharma, Wu & Dalal 2005). */
export function deltaE2000(a: readonly [number, number, number], b: readonly [number, number, number]): number {
  const [L1, a1, b1] = a;
  const [L2, a2, b2] = b;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cm7 = ((C1 + C2) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(Cm7 / (Cm7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const hue = (bb: number, ap: number) => (bb === 0 && ap === 0 ? 0 : (deg(Math.atan2(bb, ap)) + 360) % 360);
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin(rad(dhp / 2));
  const Lpm = (L1 + L2) / 2;
  const Cpm = (C1p + C2p) / 2;
  let hpm = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hpm = (h1p + h2p) / 2;
    else hpm = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const T = 1 - 0.17 * Math.cos(rad(hpm - 30)) + 0.24 * Math.cos(rad(2 * hpm)) + 0.32 * Math.cos(rad(3 * hpm + 6)) - 0.2 * Math.cos(rad(4 * hpm - 63));
  const dTheta = 30 * Math.exp(-(((hpm - 275) / 25) ** 2));
  const Cpm7 = Cpm ** 7;
  const RC = 2 * Math.sqrt(Cpm7 / (Cpm7 + 25 ** 7));
  const SL = 1 + (0.015 * (Lpm - 50) ** 2) / Math.sqrt(20 + (Lpm - 50) ** 2);
  const SC = 1 + 0.045 * Cpm;
  const SH = 1 + 0.015 * Cpm * T;
  const RT = -Math.sin(rad(2 * dTheta)) * RC;
  return Math.sqrt((dLp / SL) ** 2 + (dCp / SC) ** 2 + (dHp / SH) ** 2 + RT * (dCp / SC) * (dHp / SH));
}

/** How far apart two colours look to someone with `vision`. */
export const seenApart = (x: Rgb, y: Rgb, vision: Vision): number => deltaE2000(lab(seenAs(x, vision)), lab(seenAs(y, vision)));

/** WCAG 2's relative luminance. */
function luminance(c: Rgb): number {
  const [r, g, b] = c.map(toLinear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio, 1 (none) to 21 (black on white); AA asks 4.5 of a text. */
export function contrast(x: Rgb, y: Rgb): number {
  const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

/** The text colour that reads best on `fill`: white, or `dark` where white would not reach 4.5:1. */
export function inkOn(fill: string, dark: string): string {
  const f = hexRgb(fill);
  return contrast(f, [255, 255, 255]) >= 4.5 ? '#ffffff' : contrast(f, hexRgb(dark)) > contrast(f, [255, 255, 255]) ? dark : '#ffffff';
}
