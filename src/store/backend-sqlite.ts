import { mkdirSync } from 'node:fs';
import path from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { namespacedKeyv, namespaceEntries, STORE_TABLE, type BackendOptions, type StoreBackend } from './backend';
import { describeBackend } from './store-url';

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
    ready: async () => undefined,
    close: () => keyv.disconnect(),
  };
}
