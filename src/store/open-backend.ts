import type { BackendOptions, StoreBackend } from './backend';
import { openPostgresBackend } from './backend-postgres';
import { openRedisBackend } from './backend-redis';
import { openSqliteBackend } from './backend-sqlite';
import type { BackendSpec } from './store-url';

export function openBackend(spec: BackendSpec, opts: BackendOptions): StoreBackend {
  switch (spec.kind) {
    case 'sqlite':
      return openSqliteBackend(spec.file, opts);
    case 'redis':
      return openRedisBackend(spec.url, opts);
    case 'postgres':
      return openPostgresBackend(spec.url, opts);
  }
}
