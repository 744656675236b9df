/** Counting helpers for the tables: a rate keeps its sample size, so every percentage can show it. */

export interface Rate {
  k: number;
  n: number;
}

export const rate = (k = 0, n = 0): Rate => ({ k, n });
export const add = (r: Rate, hit: boolean): void => {
  r.n++;
  if (hit) r.k++;
};
export const share = (r: Rate): number | null => (r.n > 0 ? r.k / r.n : null);

/** 95% Wilson interval half-width, in points: how far a rate from this many games may be off. */
export function margin(r: Rate): number | null {
  if (r.n === 0) return null;
  const z = 1.96;
  const p = r.k / r.n;
  const d = 1 + (z * z) / r.n;
  return ((z / d) * Math.sqrt((p * (1 - p)) / r.n + (z * z) / (4 * r.n * r.n))) * 100;
}

export const pct = (r: Rate): string => {
  const s = share(r);
  return s === null ? '–' : `${(s * 100).toFixed(0)}%`;
};
/** "42% (21/50)": the rate and the counts behind it. */
export const pctOf = (r: Rate): string => (r.n === 0 ? '–' : `${pct(r)} (${r.k}/${r.n})`);

export interface Mean {
  sum: number;
  n: number;
  min: number;
  max: number;
}
export const mean = (): Mean => ({ sum: 0, n: 0, min: Infinity, max: -Infinity });
export const push = (m: Mean, x: number): void => {
  m.sum += x;
  m.n++;
  m.min = Math.min(m.min, x);
  m.max = Math.max(m.max, x);
};
export const avg = (m: Mean): number | null => (m.n > 0 ? m.sum / m.n : null);
export const fmt = (x: number | null, digits = 1): string => (x === null ? '–' : x.toFixed(digits));

export const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
