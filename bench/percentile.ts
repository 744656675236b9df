/** The q-quantile of a sample (nearest rank), 0 for an empty one. */
export const percentile = (xs: readonly number[], q: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
