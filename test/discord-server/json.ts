/** Loosely typed JSON object: request bodies arrive untrusted and responses are built by hand. */
export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function recordsOf(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}
