import { createHash } from 'node:crypto';

/** A short hash of a view or a state: what is compared to know whether it changed, without keeping a copy. */
export function privateHash(view: unknown): string {
  return createHash('sha256').update(JSON.stringify(view) ?? '').digest('hex').slice(0, 16);
}

/**
 * A state's hash, kept by the state: an engine never changes a state it returned, and the undo stack hashes the same
 * state when it is made and again whenever its step is offered or taken back.
 */
const stateHashes = new WeakMap<object, string>();
export function stateHash(state: unknown): string {
  if (typeof state !== 'object' || state === null) return privateHash(state);
  let h = stateHashes.get(state);
  if (h === undefined) stateHashes.set(state, (h = privateHash(state)));
  return h;
}

/**
 * A frozen object written out as JSON, kept by the object: a memoized engine returns one view and one prompt list
 * per state, and a click compares them (the table's face, the table picture's key) more than once. Comparing the
 * texts themselves costs a fraction of hashing them.
 */
const texts = new WeakMap<object, string>();
export function jsonOf(x: unknown): string {
  if (typeof x !== 'object' || x === null) return JSON.stringify(x) ?? '';
  let text = texts.get(x);
  if (text === undefined) texts.set(x, (text = JSON.stringify(x)));
  return text;
}

/**
 * What a seat's view holds beyond the public view: the leaves that differ, kept in place.
 * A DM goes out when this changes, not whenever the shared board moves.
 */
export function privatePart(mine: unknown, pub: unknown): unknown {
  if (JSON.stringify(mine) === JSON.stringify(pub)) return undefined;
  if (Array.isArray(mine) && Array.isArray(pub) && mine.length === pub.length) {
    const parts = mine.map((x, i) => privatePart(x, pub[i]));
    return parts.some((x) => x !== undefined) ? parts.map((x) => x ?? null) : undefined;
  }
  if (isPlainObject(mine) && isPlainObject(pub)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(mine)) {
      const d = privatePart(v, pub[k]);
      if (d !== undefined) out[k] = d;
    }
    return Object.keys(out).length ? out : undefined;
  }
  return mine;
}

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
