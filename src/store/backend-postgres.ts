import { EventEmitter } from 'node:events';
import KeyvPostgres from '@keyv/postgres';
import { adapterKey, namespacedKeyv, namespaceEntries, STORE_TABLE, type BackendOptions, type StoreBackend } from './backend';
import { describeBackend } from './store-url';

/**
 * @keyv/postgres 2 keeps ONE module-global pg pool (replaced when another URL is opened)
 * and its disconnect() ends that shared pool. A second open store would break, or be
 * broken by, the first; so one Postgres store per process, which is all the bot needs.
 */
let openCount = 0;

const KEY_SIZE = 255;
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS public.${STORE_TABLE}(key VARCHAR(${KEY_SIZE}) PRIMARY KEY, value TEXT )`;

// One statement each, so the revision check and the write cannot be split by another process's save. $3 is a key
// (the record's quarantine marker) whose presence refuses the write; null for none.
const INSERT_IF_ABSENT = `INSERT INTO public.${STORE_TABLE}(key, value) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM public.${STORE_TABLE} WHERE key = $3) ON CONFLICT (key) DO NOTHING RETURNING key`;
const UPDATE_IF_REV = `UPDATE public.${STORE_TABLE} SET value = $2 WHERE key = $1 AND value::jsonb #>> '{value,rev}' = $4 AND NOT EXISTS (SELECT 1 FROM public.${STORE_TABLE} WHERE key = $3) RETURNING key`;

export function openPostgresBackend(url: string, opts: BackendOptions): StoreBackend {
  if (openCount > 0) {
    throw new Error('game store: a Postgres store is already open in this process (@keyv/postgres shares one pool per process); close it first');
  }
  const adapter = new KeyvPostgres({
    uri: url,
    table: STORE_TABLE,
    keySize: KEY_SIZE,
    iterationLimit: 500,
    max: 4,
    connectionTimeoutMillis: opts.timeoutMs,
    query_timeout: opts.timeoutMs,
    application_name: `hothouse-${opts.namespace}`.slice(0, 63),
    log: guardPoolErrors(opts.onError),
  });
  openCount += 1;
  recreateTableIfMissing(adapter);
  const keyv = namespacedKeyv(adapter, opts);
  let closed = false;
  return {
    kind: 'postgres',
    label: describeBackend({ kind: 'postgres', url }),
    keyv,
    entries: () => entriesOrThrow(adapter, opts.namespace),
    swapIfRev: async (key, expectedRev, raw, unlessKey) => {
      const params = [adapterKey(opts.namespace, key), raw, unlessKey === undefined ? null : adapterKey(opts.namespace, unlessKey)];
      const rows = expectedRev === null ? await adapter.query(INSERT_IF_ABSENT, params) : await adapter.query(UPDATE_IF_REV, [...params, String(expectedRev)]);
      return rows.length === 1;
    },
    ready: async () => undefined,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await keyv.disconnect();
      } finally {
        openCount -= 1;
      }
    },
  };
}

/**
 * pg's Pool emits 'error' when an idle connection dies (server restart, admin kill);
 * with no listener that is an uncaught exception. The adapter keeps the pool private,
 * but pg-pool calls its `log` option as a method of the pool (`this.log(...)`), before
 * any connection exists, so this is where a listener can be attached.
 */
function guardPoolErrors(onError: BackendOptions['onError']) {
  return function attachListener(this: unknown): void {
    if (this instanceof EventEmitter && this.listenerCount('error') === 0) {
      this.on('error', (error: unknown) => onError(error, 'postgres pool'));
    }
  };
}

/**
 * The adapter creates its table once, at construction; if Postgres was down then,
 * every later query fails with "relation does not exist". Create it on demand instead.
 */
function recreateTableIfMissing(adapter: KeyvPostgres): void {
  const query = adapter.query;
  adapter.query = async (sql, values) => {
    try {
      return await query(sql, values);
    } catch (error) {
      if ((error as { code?: unknown }).code !== '42P01') throw error;
      await query(CREATE_TABLE);
      return query(sql, values);
    }
  };
}

/** The adapter's iterator ends quietly on a failed query (it only emits 'error'); turn that into a throw. */
async function* entriesOrThrow(adapter: KeyvPostgres, namespace: string): AsyncGenerator<[string, unknown]> {
  let failure: unknown;
  const listener = (error: unknown) => {
    if (error instanceof Error && error.message.startsWith('Iterator failed')) failure ??= error;
  };
  adapter.on('error', listener);
  try {
    yield* namespaceEntries(adapter, namespace);
  } finally {
    adapter.off('error', listener);
  }
  if (failure !== undefined) throw failure;
}
