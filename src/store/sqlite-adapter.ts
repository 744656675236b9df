import { EventEmitter } from 'node:events';
import Database from 'better-sqlite3';
import type { KeyvStoreAdapter, StoredData } from 'keyv';

/** Rows per page when listing: each page is one synchronous query, and the event loop runs between pages. */
const PAGE = 500;

/**
 * Every connection this process opens, kept reachable (with its statements) until the process ends, so that V8 never
 * collects one. better-sqlite3 12 wraps connections and statements in node::ObjectWrap, whose destructor, as built
 * against a recent Node 24's headers (24.21 here), removes an environment cleanup hook and aborts the process when no
 * Node environment is current at that moment, as during some garbage collections: seen here as a test's writer
 * process dying on `Assertion failed: (env) != nullptr` in Statement::~Statement. Node 20's ObjectWrap has no hook.
 * better-sqlite3 13 drops ObjectWrap but needs Node 22. So nothing here is ever garbage: each connection prepares
 * its statements once and holds them, pragmas go through `exec` (which makes no statement object), and a closed
 * connection stays in this set, a few kB for each store a process opens (the bot opens one).
 */
const neverCollected = new Set<SqliteKeyvAdapter>();

/**
 * Keyv's storage contract over better-sqlite3, in the table layout @keyv/sqlite 4 wrote (`key VARCHAR(255) PRIMARY
 * KEY, value TEXT`, the Keyv envelope as text), so a file written by that adapter opens and reads as it was.
 *
 * better-sqlite3 runs each statement on the calling thread, where @keyv/sqlite's sqlite3 driver queued it on
 * libuv's thread pool behind whatever else was there (picture encodes take hundreds of ms each). A read of one
 * record takes well under a millisecond, so running it at once on the event loop costs less than any queue.
 * The methods stay async because Keyv's contract is; they settle without waiting on anything.
 */
export class SqliteKeyvAdapter extends EventEmitter implements KeyvStoreAdapter {
  readonly opts: { dialect: 'sqlite'; url: string; table: string };
  /** Set by Keyv: the namespace `clear()` empties. */
  namespace?: string | undefined;
  private readonly db: Database.Database;
  private readonly kept: Database.Statement[] = [];
  private readonly sql: ReturnType<typeof statements>;

  constructor(file: string, opts: { table: string; busyTimeoutMs: number }) {
    super();
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(opts.table)) throw new Error(`sqlite store: table name must be letters, digits and _, got ${JSON.stringify(opts.table)}`);
    this.opts = { dialect: 'sqlite', url: `sqlite://${file}`, table: opts.table };
    this.db = new Database(file, { timeout: opts.busyTimeoutMs });
    try {
      // Readers and the writer do not block each other, and a commit appends to the log instead of rewriting pages.
      this.db.exec('PRAGMA journal_mode = WAL');
      // In WAL mode NORMAL syncs the disk at checkpoints, not at each commit: a commit no longer waits on the disk
      // (which, with a synchronous driver, would hold the event loop), and the file cannot be corrupted. What a power
      // cut (not a crash of the process) can cost is the last commits before it; the game is then loaded one or a
      // few steps back, a trade taken for a bot whose every click is a commit.
      this.db.exec('PRAGMA synchronous = NORMAL');
      this.db.exec(`CREATE TABLE IF NOT EXISTS ${opts.table}(key VARCHAR(255) PRIMARY KEY, value TEXT )`);
      this.sql = statements((sql) => this.prepare(sql), opts.table);
    } catch (error) {
      this.db.close();
      throw error;
    } finally {
      neverCollected.add(this);
    }
  }

  /** A statement on this connection, held as long as the connection (see `neverCollected`): prepare once, reuse. */
  prepare(sql: string): Database.Statement {
    const statement = this.db.prepare(sql);
    this.kept.push(statement);
    return statement;
  }

  async get<Value>(key: string): Promise<StoredData<Value> | undefined> {
    return this.sql.get.get(key) as StoredData<Value> | undefined;
  }

  async set(key: string, value: unknown): Promise<boolean> {
    this.sql.set.run(key, value);
    return true;
  }

  async delete(key: string): Promise<boolean> {
    return this.sql.delete.run(key).changes > 0;
  }

  async has(key: string): Promise<boolean> {
    return this.sql.has.get(key) !== undefined;
  }

  async clear(): Promise<void> {
    if (this.namespace === undefined) this.sql.clearAll.run();
    else this.sql.clearRange.run(...namespaceRange(this.namespace));
  }

  /**
   * Every [key, stored text] whose key starts with `<namespace>:` (every row without a namespace), in key order.
   * A page at a time, each continuing after the last key seen, so rows written or deleted between pages neither
   * shift nor repeat the rest.
   */
  async *iterator<Value>(namespace?: string): AsyncGenerator<Array<string | Awaited<Value> | undefined>, void> {
    const [from, to] = namespace === undefined ? ['', null] : namespaceRange(namespace);
    let after: string | null = null;
    for (;;) {
      const rows = this.sql.page.all({ from, to, after, limit: PAGE }) as Array<{ key: string; value: Awaited<Value> }>;
      for (const row of rows) yield [row.key, row.value];
      if (rows.length < PAGE) return;
      after = rows.at(-1)!.key;
    }
  }

  async disconnect(): Promise<void> {
    if (this.db.open) this.db.close();
    // The connection itself stays in `neverCollected`; what listened to it need not.
    this.removeAllListeners();
  }
}

/**
 * Keys from `<namespace>:` up to, not including, `<namespace>;` (';' follows ':'): exactly the keys with that
 * prefix under SQLite's binary comparison, found through the primary key's index. @keyv/sqlite used LIKE, which
 * ignores case and treats '_' as a wildcard.
 */
function namespaceRange(namespace: string): [string, string] {
  return [`${namespace}:`, `${namespace};`];
}

function statements(prepare: (sql: string) => Database.Statement, table: string) {
  return {
    get: prepare(`SELECT value FROM ${table} WHERE key = ?`).pluck(),
    set: prepare(`INSERT INTO ${table}(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`),
    delete: prepare(`DELETE FROM ${table} WHERE key = ?`),
    has: prepare(`SELECT 1 FROM ${table} WHERE key = ?`).pluck(),
    clearAll: prepare(`DELETE FROM ${table}`),
    clearRange: prepare(`DELETE FROM ${table} WHERE key >= ? AND key < ?`),
    page: prepare(
      `SELECT key, value FROM ${table} WHERE key >= :from AND (:to IS NULL OR key < :to) AND (:after IS NULL OR key > :after) ORDER BY key LIMIT :limit`,
    ),
  };
}
