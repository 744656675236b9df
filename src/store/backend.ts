import Keyv, { type Deserialize, type KeyvStoreAdapter } from 'keyv';
import type { BackendSpec } from './store-url';
import { deserializeEnvelope, serializeEnvelope } from './value-codec';

/** One opened Keyv backend, seen through the few operations the game store needs. */
export interface StoreBackend {
  readonly kind: BackendSpec['kind'];
  /** For messages and logs; never contains a password. */
  readonly label: string;
  /** Namespaced Keyv; reads and writes throw on backend failure. */
  readonly keyv: Keyv<unknown>;
  /**
   * Every [key, raw stored text] of the namespace, key without the namespace prefix.
   * A key may come twice (Redis SCAN) and throws if the listing could not be completed.
   */
  entries(): AsyncIterable<[string, unknown]>;
  /**
   * Writes `raw` under `key` only if the stored record's revision is still `expectedRev` (null: only if the key
   * is absent) and `unlessKey`, when given, is absent, as one atomic step on the server: a second process that
   * saved in between, or marked the record as quarantined, makes this answer false instead of being overwritten.
   * `raw` is the stored text (a Keyv envelope); both keys are without the namespace.
   */
  swapIfRev(key: string, expectedRev: number | null, raw: string, unlessKey?: string): Promise<boolean>;
  /** Settles once the backend can take commands, or throws; called before every operation. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface BackendOptions {
  namespace: string;
  timeoutMs: number;
  onError: (error: unknown, source: string) => void;
}

export const STORE_TABLE = 'hothouse';

/** The key an adapter stores under: Keyv puts the namespace in front of the store's own key. */
export const adapterKey = (namespace: string, key: string): string => `${namespace}:${key}`;

export function namespacedKeyv(adapter: KeyvStoreAdapter, opts: BackendOptions): Keyv<unknown> {
  const keyv = new Keyv<unknown>(adapter, {
    namespace: opts.namespace,
    serialize: serializeEnvelope,
    deserialize: deserializeEnvelope as Deserialize,
    // Without this Keyv's get() answers `undefined` when the backend fails, which would read as "no game".
    throwOnErrors: true,
  });
  // Keyv relays adapter and client errors here (and drops them silently when nobody listens).
  keyv.on('error', (error: unknown) => opts.onError(error, 'keyv'));
  return keyv;
}

interface NamespaceIterable {
  iterator(namespace?: string): AsyncIterable<unknown>;
}

/**
 * Listing walks the namespace with the adapters' iterators (all three take a namespace)
 * instead of keeping an index of channels: an index is a second write per game that a
 * crash can leave missing or stale, while the keys themselves cannot disagree with the data.
 * Redis SCAN walks the whole keyspace, so on a Redis shared with much else listing is slow;
 * it runs at start-up, not per interaction.
 *
 * It goes through the adapter's own `iterator(namespace)` rather than `keyv.iterator`:
 * Keyv's wrapper deserializes every value and throws on a value that vanished
 * between Redis SCAN and MGET. All three adapters yield `<namespace>:<key>` here
 * (@keyv/redis strips its own `<namespace>::` prefix first).
 */
export async function* namespaceEntries(adapter: NamespaceIterable, namespace: string): AsyncGenerator<[string, unknown]> {
  const prefix = `${namespace}:`;
  for await (const entry of adapter.iterator(namespace)) {
    if (!Array.isArray(entry)) continue;
    const [key, raw] = entry as [unknown, unknown];
    // An adapter's own filter may be looser than the prefix (PostgreSQL's LIKE takes '_' as a wildcard).
    if (typeof key !== 'string' || !key.startsWith(prefix) || raw === undefined || raw === null) continue;
    yield [key.slice(prefix.length), raw];
  }
}
