import type { DeserializedData } from 'keyv';

/**
 * A stored string that is not a Keyv envelope of JSON (hand-edited, truncated…).
 * Returned as the value so the store can quarantine it instead of Keyv throwing
 * a SyntaxError out of every read of that key.
 */
export class UnreadableValue {
  constructor(readonly raw: string) {}
}

/** Plain JSON `{"value":…}`. Keyv's default serializer also rewrites strings that start with ':'. */
export function serializeEnvelope(data: DeserializedData<unknown>): string {
  // No TTLs are used, so `expires` is never written.
  return JSON.stringify({ value: data.value });
}

export function deserializeEnvelope(raw: string): DeserializedData<unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { value: new UnreadableValue(raw) };
  }
  // `expires` is dropped on purpose: Keyv would silently delete a record carrying a past one.
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && Object.hasOwn(parsed, 'value')) {
    return { value: (parsed as { value: unknown }).value };
  }
  return { value: new UnreadableValue(raw) };
}

/** Decodes a raw value read past Keyv (adapter iterators hand back stored strings). */
export function decodeRaw(raw: unknown): unknown {
  return typeof raw === 'string' ? deserializeEnvelope(raw).value : new UnreadableValue(String(raw));
}
