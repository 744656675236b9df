/** The first element with the highest score (ties keep the earlier one, so choices replay). */
export const argmax = <T>(xs: readonly T[], f: (x: T) => number): T => xs.reduce((a, b) => (f(b) > f(a) ? b : a));
