/** Names as a sentence lists them: "a", "a and b", "a, b and c". */
export function andList(xs: readonly string[]): string {
  return xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)!}`;
}

/** Choices as a sentence offers them: "a", "a or b", "a, b or c". */
export function orList(xs: readonly string[]): string {
  return xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)!}`;
}
