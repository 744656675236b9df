import type { Logger } from 'pino';
import { z } from 'zod';
import type { StoreBackend } from './backend';
import { backendErrorLogger } from './backend-error-log';
import { createKeyedLock } from './channel-lock';
import { StoreUnreachableError, withDeadline } from './deadline';
import { openBackend } from './open-backend';
import { asideCopyOf, asideRecordSchema, checkStoredGame, fingerprintOf, guildIdOf, invalidMarkerSchema } from './quarantine';
import { STORE_RECORD_VERSION, storedGameSchema, type GameDraft, type SessionValidator, type StoredGame } from './record';
import { asideKey, assertChannelId, channelIdOfAsideKey, channelIdOfGameKey, docIdOfKey, docKey, gameKey, invalidMarkerKey, type DocKey, type DocKind } from './store-keys';
import { refused, stored, type StoreResult } from './store-result';
import { describeBackend, parseStoreUrl, type BackendSpec } from './store-url';
import { decodeRaw, serializeEnvelope } from './value-codec';

type LoadResult =
  | { kind: 'none' }
  | { kind: 'ok'; record: StoredGame }
  | { kind: 'invalid'; reason: string; asideKey: string; guildId: string | null; noticed: boolean };

type SaveRefusal = 'conflict' | 'invalid-record-present';

interface AsideEntry {
  key: string;
  channelId: string;
  reason: string;
  quarantinedAt: string;
  /** The record as it was read; null when `raw` holds text that was not JSON. */
  value: unknown;
  raw: string | null;
}

/**
 * One record per Discord channel that has a game.
 *
 * Writes are ordered by an in-process lock per channel, and each save is a compare-and-set on
 * the record's revision in the backend itself (a Lua script on Redis, a conditional UPDATE on
 * PostgreSQL and SQLite), so a second process writing the same channel gets `conflict` instead
 * of silently overwriting an acknowledged save. That write is the whole of a save that lands (it
 * also refuses while the record is quarantined); only a refused save reads, to say why.
 *
 * Backend failures reject with `StoreUnreachableError`, after at most `timeoutMs`.
 */
export interface GameStore {
  readonly backend: BackendSpec['kind'];
  readonly namespace: string;
  /**
   * A record failing the envelope schema or `validate` is copied aside once, left in place,
   * and reported as invalid by every later load until `discardInvalid` (or until the stored
   * value is changed by hand).
   */
  load(channelId: string, validate?: SessionValidator): Promise<LoadResult>;
  /**
   * Writes rev `expectedRev + 1`, or 0 when `expectedRev` is null (a new game). The record
   * goes through JSON: undefined fields vanish and Dates become strings, so keep sessions plain.
   * A malformed draft or channel id is a bug, not an outcome: it rejects with a TypeError.
   */
  save(draft: GameDraft, expectedRev: number | null): Promise<StoreResult<StoredGame, SaveRefusal>>;
  delete(channelId: string): Promise<StoreResult<{ existed: boolean }, 'invalid-record-present'>>;
  /**
   * Records that the channel of a quarantined record has been told, so the notice goes out once per record, not at
   * every start of every process. False when it was already recorded or the record is no longer quarantined.
   */
  markNoticed(channelId: string): Promise<boolean>;
  /** Drops a quarantined record (its aside copy stays) so the channel can start afresh. */
  discardInvalid(channelId: string): Promise<StoreResult<{ asideKey: string }, 'not-invalid'>>;
  /** Every channel with a record, valid or not, sorted. */
  listChannels(): Promise<string[]>;
  /** One round trip to the backend, for a health check; rejects like any operation when it is unreachable. */
  ping(): Promise<void>;
  listAside(): Promise<AsideEntry[]>;
  /**
   * Small records beside the games, one per key (a player's preferences, a server's settings, a finished game's
   * record): read whole, or null when absent or unreadable.
   */
  readDoc(key: DocKey): Promise<unknown>;
  /**
   * Replaces a doc with `change(current)` as a compare-and-set, run again on a fresh read when another process
   * wrote it in between; `change` answering undefined leaves it as it is, null deletes it. Returns what was stored.
   */
  updateDoc<T>(key: DocKey, change: (current: unknown) => T | null | undefined): Promise<T | null | undefined>;
  /** The ids of every doc of one kind, sorted. */
  listDocs(kind: DocKind): Promise<string[]>;
  /** Deletes every key of this namespace: for tests and admin tooling only. */
  clearNamespace(): Promise<void>;
  /** Waits for operations in flight, then disconnects. Safe to call twice. */
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  logger?: Logger;
  /** Lowercase letters, digits and '-'. Default 'hothouse'. */
  namespace?: string;
  /** Directory of the embedded SQLite file when no STORE_URL is set. Default 'var'. */
  sqliteDir?: string;
  /** How long one operation may take before it fails as unreachable. Default 5000. */
  timeoutMs?: number;
  /** Names the running code; a record another build set aside is validated again by this one. */
  build?: string;
}

const DEFAULT_NAMESPACE = 'hothouse';
const DOC_RETRIES = 8;
/** A doc as stored: its revision (for the compare-and-set) and its value. */
const docEnvelope = z.object({ rev: z.number().int().nonnegative(), value: z.unknown() });
const DEFAULT_TIMEOUT_MS = 5_000;
/** Listing walks the whole namespace (Redis: the whole keyspace), so it gets longer. */
const LIST_TIMEOUT_FACTOR = 6;

export async function openStore(url: string | undefined, opts: OpenStoreOptions = {}): Promise<GameStore> {
  const spec = parseStoreUrl(url, opts.sqliteDir);
  if (!spec.ok) throw new Error(spec.detail);
  const namespace = checkNamespace(opts.namespace ?? DEFAULT_NAMESPACE);
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const onError = backendErrorLogger(opts.logger, describeBackend(spec.value));
  const backend = openBackend(spec.value, { namespace, timeoutMs, onError });
  opts.logger?.info({ backend: backend.label, namespace }, 'game store opened');
  return createGameStore(backend, { namespace, timeoutMs, logger: opts.logger, build: opts.build ?? '' });
}

/**
 * Namespaces end up inside SQL LIKE patterns, which @keyv/postgres's clear() and listing do not
 * escape ('_' is a wildcard), in Redis SCAN patterns, and Keyv splits keys at the first ':'.
 * Lowercase letters, digits and '-' avoid all three, and keep one namespace per name whatever
 * a backend's case rules.
 */
function checkNamespace(namespace: string): string {
  // Keyv leaves a key unprefixed when it already starts with `<namespace>:`, so a namespace
  // named like a key kind would make `game:…` keys escape it.
  if (!/^[a-z0-9][a-z0-9-]{0,47}$/.test(namespace) || ['game', 'invalid', 'aside', 'doc'].includes(namespace)) {
    throw new Error(`game store namespace must be 1-48 lowercase letters, digits or '-' (and not game, invalid, aside or doc), got ${JSON.stringify(namespace)}`);
  }
  return namespace;
}

/** The store over an already opened backend; `openStore` is the usual way in. */
export function createGameStore(
  backend: StoreBackend,
  opts: { namespace: string; timeoutMs: number; logger?: Logger | undefined; build?: string },
): GameStore {
  const { keyv } = backend;
  const { timeoutMs, logger } = opts;
  const build = opts.build ?? '';
  const lock = createKeyedLock();
  const inFlight = new Set<Promise<unknown>>();
  let closing: Promise<void> | undefined;

  const unreachable = (what: string, cause?: unknown) =>
    new StoreUnreachableError(`game store unreachable: ${backend.label}: ${what}`, cause === undefined ? undefined : { cause });

  async function io<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof StoreUnreachableError) throw error;
      throw unreachable(`${what} failed: ${error instanceof Error ? error.message : String(error)}`, error);
    }
  }

  async function write(key: string, value: unknown): Promise<void> {
    const done = await io(`write ${key}`, () => keyv.set(key, value));
    if (!done) throw unreachable(`write ${key} was not acknowledged`);
  }

  async function remove(key: string): Promise<void> {
    await io(`delete ${key}`, () => keyv.delete(key));
  }

  /** A timed-out caller has been told the store failed; work not yet written must not land later. */
  function stillWanted(signal: AbortSignal): void {
    if (signal.aborted) throw unreachable(`gave up after ${timeoutMs} ms`);
  }

  function run<T>(op: string, channelId: string | null, work: (signal: AbortSignal) => Promise<T>, limitMs = timeoutMs): Promise<T> {
    if (closing !== undefined) return Promise.reject(new Error('game store is closed'));
    const running = withDeadline(
      limitMs,
      () => unreachable(`${op} did not finish within ${limitMs} ms`),
      (signal) => {
        const start = async () => {
          stillWanted(signal);
          await io('connect', () => backend.ready());
          return work(signal);
        };
        return channelId === null ? start() : lock.run(channelId, start);
      },
    );
    const tracked = running.catch(() => undefined);
    inFlight.add(tracked);
    void tracked.then(() => inFlight.delete(tracked));
    return running;
  }

  /** Reads a channel's record and classifies it, quarantining it on first failure. Call under the lock. */
  async function inspect(channelId: string, validate: SessionValidator | undefined, signal: AbortSignal): Promise<LoadResult> {
    const key = gameKey(channelId);
    const markerKey = invalidMarkerKey(channelId);
    const [value, markerValue] = await io(`read ${key}`, () => Promise.all([keyv.get(key), keyv.get(markerKey)]));

    if (value === undefined) {
      if (markerValue !== undefined) {
        stillWanted(signal);
        await remove(markerKey);
      }
      return { kind: 'none' };
    }

    // Hashed only when a marker is there to compare with: a record that never failed costs no hash.
    const marker = invalidMarkerSchema.safeParse(markerValue);
    if (marker.success && marker.data.fingerprint === fingerprintOf(value)) {
      // The marker is written first, so a crash may have left it without its copy.
      if (!(await io(`read ${marker.data.asideKey}`, () => keyv.has(marker.data.asideKey)))) {
        stillWanted(signal);
        await write(marker.data.asideKey, asideCopyOf(value, channelId, key, marker.data.reason, new Date()));
      }
      // Only a caller with a validator can judge the record again; without one, the old verdict stands.
      const guildId = guildIdOf(value);
      const noticed = marker.data.noticedAt !== null;
      if (marker.data.build === build || validate === undefined) return { kind: 'invalid', reason: marker.data.reason, asideKey: marker.data.asideKey, guildId, noticed };
      const again = checkStoredGame(value, channelId, validate);
      stillWanted(signal);
      if (again.ok) {
        await remove(markerKey);
        logger?.info({ channelId, asideKey: marker.data.asideKey, setAsideBy: marker.data.build, build }, 'game record set aside by another build is readable again; restored');
        return { kind: 'ok', record: again.record };
      }
      await write(markerKey, { ...marker.data, reason: again.reason, build, markedAt: new Date().toISOString() });
      return { kind: 'invalid', reason: again.reason, asideKey: marker.data.asideKey, guildId, noticed };
    }

    const check = checkStoredGame(value, channelId, validate);
    if (check.ok) {
      if (markerValue !== undefined) {
        stillWanted(signal);
        await remove(markerKey);
      }
      return { kind: 'ok', record: check.record };
    }

    const now = new Date();
    let stamp = now.getTime();
    while (await io('read aside keys', () => keyv.has(asideKey(channelId, stamp)))) stamp += 1;
    const copyKey = asideKey(channelId, stamp);
    stillWanted(signal);
    await write(markerKey, { asideKey: copyKey, reason: check.reason, fingerprint: fingerprintOf(value), markedAt: now.toISOString(), build, noticedAt: null });
    await write(copyKey, asideCopyOf(value, channelId, key, check.reason, now));
    logger?.warn({ channelId, asideKey: copyKey, reason: check.reason }, 'game record failed validation; copied aside and kept in place');
    return { kind: 'invalid', reason: check.reason, asideKey: copyKey, guildId: guildIdOf(value), noticed: false };
  }

  async function listEntries<T>(what: string, pick: (key: string, raw: unknown) => T | undefined): Promise<T[]> {
    return io(what, async () => {
      const found: T[] = [];
      for await (const [key, raw] of backend.entries()) {
        const item = pick(key, raw);
        if (item !== undefined) found.push(item);
      }
      return found;
    });
  }

  const invalidPresent = (current: { reason: string; asideKey: string }) =>
    refused('invalid-record-present', `${current.reason} (copy at ${current.asideKey})`);

  return {
    backend: backend.kind,
    namespace: opts.namespace,

    async load(channelId, validate) {
      assertChannelId(channelId);
      return run('load', channelId, (signal) => inspect(channelId, validate, signal));
    },

    async save(draft, expectedRev) {
      assertChannelId(draft.channelId);
      if (expectedRev !== null && !(Number.isInteger(expectedRev) && expectedRev >= 0)) {
        throw new TypeError(`game store: expectedRev must be null or a non-negative integer, got ${String(expectedRev)}`);
      }
      const parsed = storedGameSchema.safeParse({
        ...draft,
        v: STORE_RECORD_VERSION,
        rev: expectedRev === null ? 0 : expectedRev + 1,
      });
      if (!parsed.success) throw new TypeError(`game store: refusing to save a malformed record: ${z.prettifyError(parsed.error)}`);
      const record = parsed.data;

      const key = gameKey(record.channelId);
      const raw = serializeEnvelope({ value: record });
      // The swap is the whole check: it lands only over `expectedRev` and only while no quarantine marker stands.
      const swap = () => io(`write ${key}`, () => backend.swapIfRev(key, expectedRev, raw, invalidMarkerKey(record.channelId)));
      return run('save', record.channelId, async (signal): Promise<StoreResult<StoredGame, SaveRefusal>> => {
        if (await swap()) return stored(record);
        // Refused: one read says why, as a save that read first would have.
        const current = await inspect(record.channelId, undefined, signal);
        if (current.kind === 'invalid') return invalidPresent(current);
        const storedRev = current.kind === 'ok' ? current.record.rev : null;
        if (storedRev !== expectedRev) return refused('conflict', `stored rev is ${storedRev ?? 'none'}, caller expected ${expectedRev ?? 'none'}`);
        // The record is where the caller left it, so what refused the swap was a marker gone stale (the record was
        // changed or removed by hand), which the read has just dropped: the swap may land now.
        stillWanted(signal);
        if (await swap()) return stored(record);
        return refused('conflict', `the record changed while this save was refused (still expected rev ${expectedRev ?? 'none'})`);
      });
    },

    async delete(channelId) {
      assertChannelId(channelId);
      return run('delete', channelId, async (signal): Promise<StoreResult<{ existed: boolean }, 'invalid-record-present'>> => {
        const current = await inspect(channelId, undefined, signal);
        if (current.kind === 'invalid') return invalidPresent(current);
        if (current.kind === 'none') return stored({ existed: false });
        stillWanted(signal);
        await remove(gameKey(channelId));
        return stored({ existed: true });
      });
    },

    async discardInvalid(channelId) {
      assertChannelId(channelId);
      return run('discardInvalid', channelId, async (signal): Promise<StoreResult<{ asideKey: string }, 'not-invalid'>> => {
        const current = await inspect(channelId, undefined, signal);
        if (current.kind !== 'invalid') return refused('not-invalid', current.kind === 'none' ? 'no record' : 'the record is valid');
        stillWanted(signal);
        // Record first: a marker left without its record is recognised as stale and dropped.
        await remove(gameKey(channelId));
        await remove(invalidMarkerKey(channelId));
        logger?.info({ channelId, asideKey: current.asideKey }, 'quarantined game record discarded');
        return stored({ asideKey: current.asideKey });
      });
    },

    async markNoticed(channelId) {
      assertChannelId(channelId);
      return run('markNoticed', channelId, async (signal) => {
        const marker = invalidMarkerSchema.safeParse(await io(`read ${invalidMarkerKey(channelId)}`, () => keyv.get(invalidMarkerKey(channelId))));
        if (!marker.success || marker.data.noticedAt !== null) return false;
        stillWanted(signal);
        await write(invalidMarkerKey(channelId), { ...marker.data, noticedAt: new Date().toISOString() });
        return true;
      });
    },

    ping() {
      return run('ping', null, async () => {
        await io('ping', () => keyv.has('health:ping'));
      });
    },

    listChannels() {
      return run(
        'listChannels',
        null,
        async () => {
          const ids = await listEntries('list channels', (key) => channelIdOfGameKey(key));
          return [...new Set(ids)].sort();
        },
        timeoutMs * LIST_TIMEOUT_FACTOR,
      );
    },

    listAside() {
      return run(
        'listAside',
        null,
        async () => {
          const entries = await listEntries('list aside copies', (key, raw): AsideEntry | undefined => {
            const channelId = channelIdOfAsideKey(key);
            if (channelId === undefined) return undefined;
            const copy = asideRecordSchema.safeParse(decodeRaw(raw));
            if (!copy.success) return { key, channelId, reason: '(aside copy is unreadable)', quarantinedAt: '', value: null, raw: String(raw) };
            const { reason, quarantinedAt, value, raw: rawText } = copy.data;
            return { key, channelId, reason, quarantinedAt, value, raw: rawText };
          });
          const unique = new Map(entries.map((entry) => [entry.key, entry]));
          return [...unique.values()].sort((a, b) => a.key.localeCompare(b.key));
        },
        timeoutMs * LIST_TIMEOUT_FACTOR,
      );
    },

    readDoc(key) {
      return run('readDoc', null, async () => {
        const doc = docEnvelope.safeParse(await io(`read ${docKey(key)}`, () => keyv.get(docKey(key))));
        return doc.success ? doc.data.value : null;
      });
    },

    updateDoc(key, change) {
      const k = docKey(key);
      // Serialised within the process like a channel's saves; the swap and its retries answer for other processes.
      return run('updateDoc', k, async (signal) => {
        for (let attempt = 0; attempt < DOC_RETRIES; attempt++) {
          const doc = docEnvelope.safeParse(await io(`read ${k}`, () => keyv.get(k)));
          const cur = doc.success ? doc.data : null;
          const next = change(cur ? cur.value : null);
          if (next === undefined) return cur ? (cur.value as never) : null;
          stillWanted(signal);
          if (next === null) {
            await remove(k);
            return null;
          }
          // The same revision-checked swap as a game's save, so two processes updating one doc both land.
          const rev = cur ? cur.rev : null;
          if (await io(`write ${k}`, () => backend.swapIfRev(k, rev, serializeEnvelope({ value: { rev: rev === null ? 0 : rev + 1, value: next } })))) return next;
        }
        throw unreachable(`${k} kept changing under ${DOC_RETRIES} attempts to update it`);
      });
    },

    listDocs(kind) {
      return run(
        'listDocs',
        null,
        async () => [...new Set(await listEntries(`list ${kind} docs`, (key) => docIdOfKey(kind, key)))].sort(),
        timeoutMs * LIST_TIMEOUT_FACTOR,
      );
    },

    clearNamespace() {
      return run('clearNamespace', null, () => io('clear namespace', () => keyv.clear()), timeoutMs * LIST_TIMEOUT_FACTOR);
    },

    close() {
      closing ??= (async () => {
        await Promise.all(inFlight);
        try {
          await backend.close();
        } catch (error) {
          logger?.warn({ err: error, backend: backend.label }, 'game store did not close cleanly');
        }
      })();
      return closing;
    },
  };
}
