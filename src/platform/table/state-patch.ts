/**
 * The difference between two JSON values, as the few leaves to write back to turn the newer into the older. Undo keeps
 * one of these per step instead of a whole copy of the game's state, so a stored game stays small.
 */

type Key = string | number;
/**
 * One leaf to write back: its path and its old value; no value means the key did not exist. An array that changed
 * length (a card drawn from a deck) is written back as a splice: at `at`, `count` items become `items`.
 */
type PatchEntry = [path: Key[]] | [path: Key[], value: unknown] | [path: Key[], items: unknown[], at: number, count: number];
export type Patch = PatchEntry[];

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The patch that turns `newer` back into `older`. */
export function reversePatch(older: unknown, newer: unknown): Patch {
  const out: Patch = [];
  walk(older, newer, [], out);
  return out;
}

function walk(older: unknown, newer: unknown, path: Key[], out: Patch): void {
  if (older === newer) return;
  if (Array.isArray(older) && Array.isArray(newer)) {
    if (older.length === newer.length) older.forEach((x, i) => walk(x, newer[i], [...path, i], out));
    else out.push(splice(older, newer, path));
    return;
  }
  if (isObject(older) && isObject(newer)) {
    for (const k of Object.keys(older)) walk(older[k], Object.hasOwn(newer, k) ? newer[k] : undefined, [...path, k], out);
    for (const k of Object.keys(newer)) if (!Object.hasOwn(older, k)) out.push([[...path, k]]);
    return;
  }
  if (JSON.stringify(older) !== JSON.stringify(newer)) out.push(older === undefined ? [path] : [path, older]);
}

/** The part of `older` between what it shares with `newer` at the front and at the back. */
function splice(older: unknown[], newer: unknown[], path: Key[]): PatchEntry {
  const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
  let front = 0;
  while (front < older.length && front < newer.length && same(older[front], newer[front])) front++;
  let back = 0;
  while (back < older.length - front && back < newer.length - front && same(older[older.length - 1 - back], newer[newer.length - 1 - back])) back++;
  return [path, older.slice(front, older.length - back), front, newer.length - front - back];
}

/** `value` with the patch written into it; `value` itself is not changed (only the paths written are copied). */
export function applyPatch(value: unknown, patch: Patch): unknown {
  let root = value;
  for (const entry of patch) {
    const [path] = entry;
    if (entry.length === 4) {
      const [, items, at, count] = entry;
      root = writeAt(root, path, 0, (old: unknown) => { const copy = [...(old as unknown[])]; copy.splice(at, count, ...items); return copy; }, false);
    } else root = writeAt(root, path, 0, () => entry[1], entry.length === 1);
  }
  return root;
}

function writeAt(node: unknown, path: Key[], i: number, value: (old: unknown) => unknown, remove: boolean): unknown {
  if (i === path.length) return value(node);
  const key = path[i]!;
  const copy: Record<Key, unknown> | unknown[] = Array.isArray(node) ? [...node] : { ...(node as Record<string, unknown>) };
  if (remove && i === path.length - 1) {
    delete (copy as Record<Key, unknown>)[key];
    return copy;
  }
  // Defined, not assigned: assigning to a key named "__proto__" would set the copy's prototype and drop the value.
  Object.defineProperty(copy, key, { value: writeAt(Object.hasOwn(copy, key) ? (copy as Record<Key, unknown>)[key] : undefined, path, i + 1, value, remove), writable: true, enumerable: true, configurable: true });
  return copy;
}
