import path from 'node:path';
import { refused, stored, type StoreResult } from './store-result';

/** Which backend STORE_URL names, and where it lives. */
export type BackendSpec =
  | { kind: 'sqlite'; file: string }
  | { kind: 'redis'; url: string }
  | { kind: 'postgres'; url: string };

const DEFAULT_SQLITE_DIR = 'var';
const DEFAULT_SQLITE_FILE = 'hothouse.sqlite';

const ACCEPTED =
  'sqlite://<file>, redis://…, rediss://…, postgres://… or postgresql://… ' +
  `(or no STORE_URL for the embedded SQLite file ${DEFAULT_SQLITE_DIR}/${DEFAULT_SQLITE_FILE})`;

/**
 * STORE_URL → backend. Empty means the embedded SQLite file in `sqliteDir`
 * (default `var/`, relative to the working directory).
 */
export function parseStoreUrl(
  url: string | undefined,
  sqliteDir: string = DEFAULT_SQLITE_DIR,
): StoreResult<BackendSpec, 'unsupported-store-url'> {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return stored({ kind: 'sqlite', file: path.resolve(sqliteDir, DEFAULT_SQLITE_FILE) });

  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(trimmed)?.[1]?.toLowerCase();
  switch (scheme) {
    case 'sqlite': {
      const file = trimmed.slice('sqlite://'.length);
      if (file === '') return refused('unsupported-store-url', 'sqlite:// needs a file path, e.g. sqlite://var/hothouse.sqlite');
      return stored({ kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) });
    }
    case 'redis':
    case 'rediss':
      return stored({ kind: 'redis', url: trimmed });
    case 'postgres':
    case 'postgresql':
      return stored({ kind: 'postgres', url: trimmed });
    default: {
      // Only the scheme is echoed: the rest of a URL may carry a password.
      const shown = scheme === undefined ? 'a value without a scheme' : `a ${scheme}:// URL`;
      return refused('unsupported-store-url', `STORE_URL is ${shown}; accepted: ${ACCEPTED}`);
    }
  }
}

/** A URL safe to log: the password, if any, is masked. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/[^@/]*@/, '//***@');
  }
}

/** How a backend is named in messages and logs. */
export function describeBackend(spec: BackendSpec): string {
  return spec.kind === 'sqlite' ? `sqlite ${spec.file}` : `${spec.kind} ${redactUrl(spec.url)}`;
}
