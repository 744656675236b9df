import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The backends every store test runs on; SQLite's url is unset: the store's default file, in the test's directory. */
export const BACKENDS = [
  { name: 'sqlite', url: undefined },
  { name: 'redis', url: REDIS_URL },
  { name: 'postgres', url: POSTGRES_URL },
] as const;

/** A directory of its own for a test file's SQLite files, removed after the file's tests. */
export function tempStoreDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
