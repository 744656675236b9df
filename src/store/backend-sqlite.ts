import { mkdirSync } from 'node:fs';
import path from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { adapterKey, namespacedKeyv, namespaceEntries, STORE_TABLE, type BackendOptions, type StoreBackend } from './backend';
import { describeBackend } from './store-url';

// One statement each: SQLite runs a statement as its own transaction, so a second process's save cannot land between
// the revision check and the write. A stored text that is not JSON has no revision and never matches.
const INSERT_IF_ABSENT = `INSERT INTO ${STORE_TABLE}(key, value) VALUES(?, ?) ON CONFLICT(key) DO NOTHING RETURNING key`;
const UPDATE_IF_REV = `UPDATE ${STORE_TABLE} SET value = ? WHERE key = ? AND CASE WHEN json_valid(value) THEN json_extract(value, '$.value.rev') END = ? RETURNING key`;

export function openSqliteBackend(file: string, opts: BackendOptions): StoreBackend {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const adapter = new KeyvSqlite({
    uri: `sqlite://${file}`,
    table: STORE_TABLE,
    busyTimeout: opts.timeoutMs,
    // Pages of 10 by default, each a nested generator.
    iterationLimit: 500,
  });
  const keyv = namespacedKeyv(adapter, opts);
  return {
    kind: 'sqlite',
    label: describeBackend({ kind: 'sqlite', file }),
    keyv,
    entries: () => namespaceEntries(adapter, opts.namespace),
    swapIfRev: async (key, expectedRev, raw) => {
      const full = adapterKey(opts.namespace, key);
      const rows: unknown[] = expectedRev === null ? await adapter.query(INSERT_IF_ABSENT, full, raw) : await adapter.query(UPDATE_IF_REV, raw, full, expectedRev);
      return rows.length === 1;
    },
    ready: async () => undefined,
    close: () => keyv.disconnect(),
  };
}
