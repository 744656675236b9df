import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { adapterKey, namespacedKeyv, namespaceEntries, STORE_TABLE, type BackendOptions, type StoreBackend } from './backend';
import { SqliteKeyvAdapter } from './sqlite-adapter';
import { describeBackend } from './store-url';

/**
 * How long a statement waits for another process's write to finish. The driver is synchronous, so the wait holds the
 * event loop: it is kept short. In WAL mode only another writer's commit (one statement here) or a checkpoint makes a
 * statement wait, which takes milliseconds; past this the operation fails as unreachable instead of freezing the bot.
 */
const MAX_BUSY_MS = 1_000;

// One statement each: SQLite runs a statement as its own transaction, so a second process's save cannot land between
// the revision check and the write. A stored text that is not JSON has no revision and never matches. `unless` is a
// key (the record's quarantine marker) whose presence refuses the write; null for none.
const INSERT_IF_ABSENT = `INSERT INTO ${STORE_TABLE}(key, value) SELECT :key, :raw WHERE NOT EXISTS (SELECT 1 FROM ${STORE_TABLE} WHERE key = :unless) ON CONFLICT(key) DO NOTHING`;
const UPDATE_IF_REV = `UPDATE ${STORE_TABLE} SET value = :raw WHERE key = :key AND CASE WHEN json_valid(value) THEN json_extract(value, '$.value.rev') END = :rev AND NOT EXISTS (SELECT 1 FROM ${STORE_TABLE} WHERE key = :unless)`;

export function openSqliteBackend(file: string, opts: BackendOptions): StoreBackend {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const adapter = new SqliteKeyvAdapter(file, { table: STORE_TABLE, busyTimeoutMs: Math.min(opts.timeoutMs, MAX_BUSY_MS) });
  const insertIfAbsent = adapter.prepare(INSERT_IF_ABSENT);
  const updateIfRev = adapter.prepare(UPDATE_IF_REV);
  const keyv = namespacedKeyv(adapter, opts);
  return {
    kind: 'sqlite',
    label: describeBackend({ kind: 'sqlite', file }),
    keyv,
    entries: () => namespaceEntries(adapter, opts.namespace),
    swapIfRev: async (key, expectedRev, raw, unlessKey) => {
      const params = { key: adapterKey(opts.namespace, key), raw, unless: unlessKey === undefined ? null : adapterKey(opts.namespace, unlessKey) };
      const done = expectedRev === null ? insertIfAbsent.run(params) : updateIfRev.run({ ...params, rev: expectedRev });
      return done.changes === 1;
    },
    ready: async () => undefined,
    close: () => keyv.disconnect(),
  };
}
