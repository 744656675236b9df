/**
 * A seeded generator whose whole state is four 32-bit numbers kept inside the game state,
 * so that moves stay pure and the same seed plus the same answers always replay the same game.
 * sfc32, seeded through a string hash (cyrb128).
 */
export type RngState = readonly [number, number, number, number];

export function seedRng(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let s: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 15; i++) s = nextUint32(s)[1];
  return s;
}

function nextUint32(rng: RngState): [number, RngState] {
  let [a, b, c, d] = rng;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A float in [0, 1). */
export function nextFloat(rng: RngState): [number, RngState] {
  const [n, r] = nextUint32(rng);
  return [n / 4294967296, r];
}

/** An integer in [0, n). */
export function nextInt(rng: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`nextInt needs a positive integer, got ${n}`);
  const [f, r] = nextFloat(rng);
  return [Math.floor(f * n), r];
}

/** A die roll from 1 to sides. */
export function rollDie(rng: RngState, sides = 6): [number, RngState] {
  const [n, r] = nextInt(rng, sides);
  return [n + 1, r];
}

/** Fisher-Yates; returns a new array. */
export function shuffle<T>(rng: RngState, xs: readonly T[]): [T[], RngState] {
  const out = xs.slice();
  let r = rng;
  for (let i = out.length - 1; i > 0; i--) {
    let j: number;
    [j, r] = nextInt(r, i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return [out, r];
}
