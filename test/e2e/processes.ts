import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The built bot's processes for end-to-end tests of a bot over several hosts: each started in a process group of
 * its own (a shard manager's shards are its children), so it can be killed whole as a host dies, and every one
 * stopped at the end; and a PostgreSQL database of the test's own, dropped afterwards.
 */
export interface Proc {
  child: ChildProcess | null;
  start(): void;
  /** Sends `signal` to the whole process group and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export function proc(out: string, file: string, env: Record<string, string>): Proc {
  const p: Proc = {
    child: null,
    start() {
      p.child = spawn(process.execPath, ['--enable-source-maps', join(out, file)], {
        env: { ...process.env, LOG_LEVEL: process.env.E2E_LOG ?? 'silent', ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
      });
    },
    async kill(signal) {
      const c = p.child;
      p.child = null;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const done = new Promise((resolve) => c.once('exit', resolve));
      try {
        process.kill(-c.pid!, signal);
      } catch {
        // already gone
      }
      await done;
    },
  };
  return p;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `condition` (which may ask a server) until it holds. */
export async function until(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * The sum of a Prometheus counter's series on `/metrics` at `url` whose labels include `label` (as `name="value"`),
 * 0 when there are none or the process is gone.
 */
export async function counterSum(url: string, name: string, label = ''): Promise<number> {
  const text = await fetch(url).then((r) => r.text(), () => '');
  const series = [...text.matchAll(new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)$`, 'gm'))];
  return series.filter((m) => (m[1] ?? '').includes(label)).reduce((n, m) => n + Number(m[2]), 0);
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
// pg comes with @keyv/postgres; it has no type declarations here.
const pg = createRequire(import.meta.url)('pg') as { Client: new (config: { connectionString: string }) => PgClient };

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of its own on the server of `url` (so no other test's table or keys meet the bot's); `drop` removes it. */
export async function scratchDatabase(url: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(url, `CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
