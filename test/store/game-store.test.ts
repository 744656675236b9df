import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createClient } from '@keyv/redis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChannelLock } from '../../src/store/channel-lock';
import { StoreUnreachableError } from '../../src/store/deadline';
import { createGameStore, openStore, type GameStore } from '../../src/store/game-store';
import { openBackend } from '../../src/store/open-backend';
import type { GameDraft, SessionValidator, StoredGame } from '../../src/store/record';
import { parseStoreUrl } from '../../src/store/store-url';
import { BACKENDS, POSTGRES_URL, REDIS_URL, tempStoreDir } from './backends';


const runId = randomBytes(4).toString('hex');
const tempDir = tempStoreDir('hothouse-store-');

function captureLogger() {
  const lines: Array<{ level: number; msg: string; [field: string]: unknown }> = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const draft = (channelId: string, session: unknown = { turn: 1 }): GameDraft => ({
  channelId,
  guildId: 'guild-1',
  game: 'tipping-point',
  schemaVersion: 3,
  updatedAt: new Date().toISOString(),
  session,
});

function expectSaved(result: Awaited<ReturnType<GameStore['save']>>): StoredGame {
  if (!result.ok) throw new Error(`save refused: ${result.error} ${result.detail ?? ''}`);
  return result.value;
}

/** The store plus a way to plant bad text under a key, as a hand edit or a half-written value would. */
function openForTest(url: string | undefined, namespace: string) {
  const spec = parseStoreUrl(url, tempDir);
  if (!spec.ok) throw new Error(spec.detail);
  const backend = openBackend(spec.value, { namespace, timeoutMs: 5_000, onError: () => undefined });
  const store = createGameStore(backend, { namespace, timeoutMs: 5_000 });
  // Adapter-level set: bypasses Keyv's serializer but not the namespace prefix it expects.
  const writeRaw = async (key: string, text: string): Promise<void> => {
    await (backend.keyv.store as { set(k: string, v: string): Promise<unknown> }).set(`${namespace}:${key}`, text);
  };
  return { store, writeRaw };
}


describe.each(BACKENDS)('game store on $name', ({ name, url }) => {
  const namespace = `test-${name}-${runId}`;
  let store: GameStore;
  let writeRaw: (key: string, text: string) => Promise<void>;
  /** What each channel should hold when the store is reopened. */
  const expected = new Map<string, StoredGame>();

  beforeAll(() => {
    ({ store, writeRaw } = openForTest(url, namespace));
  });

  afterAll(async () => {
    await store.clearNamespace();
    expect(await store.listChannels()).toEqual([]);
    await store.close();
  });

  it('round-trips a record, starting at rev 0', async () => {
    const saved = expectSaved(await store.save(draft('round', { turn: 1, hands: [['a', 'b'], []], note: ':colon', n: null }), null));
    expect(saved).toMatchObject({ v: 1, rev: 0, channelId: 'round', game: 'tipping-point' });
    expect(await store.load('round')).toEqual({ kind: 'ok', record: saved });
    expected.set('round', saved);
    if (name === 'sqlite') expect(existsSync(path.join(tempDir, 'hothouse.sqlite'))).toBe(true);
  });

  it('increments rev on every save', async () => {
    let rev: number | null = null;
    for (let turn = 0; turn < 4; turn += 1) {
      const saved = expectSaved(await store.save(draft('revs', { turn }), rev));
      expect(saved.rev).toBe(turn);
      rev = saved.rev;
    }
    const loaded = await store.load('revs');
    expect(loaded.kind === 'ok' && loaded.record).toMatchObject({ rev: 3, session: { turn: 3 } });
    if (loaded.kind === 'ok') expected.set('revs', loaded.record);
  });

  it('refuses a stale, early or missing rev with a conflict and keeps the record', async () => {
    const first = expectSaved(await store.save(draft('stale', { turn: 'first' }), null));
    const second = expectSaved(await store.save(draft('stale', { turn: 'second' }), first.rev));
    expect(await store.save(draft('stale', { turn: 'lost' }), first.rev)).toMatchObject({ ok: false, error: 'conflict' });
    expect(await store.save(draft('stale', { turn: 'lost' }), null)).toMatchObject({ ok: false, error: 'conflict' });
    expect(await store.save(draft('stale', { turn: 'lost' }), 7)).toMatchObject({ ok: false, error: 'conflict' });
    expect(await store.save(draft('never-saved'), 0)).toMatchObject({ ok: false, error: 'conflict' });
    expect(await store.load('stale')).toEqual({ kind: 'ok', record: second });
    expected.set('stale', second);
  });

  it('lets one of two racing saves on the same rev win', async () => {
    const results = await Promise.all([store.save(draft('race', { by: 'a' }), null), store.save(draft('race', { by: 'b' }), null)]);
    expect(results.map((r) => (r.ok ? 'ok' : r.error))).toEqual(['ok', 'conflict']);
    const loaded = await store.load('race');
    expect(loaded.kind === 'ok' && loaded.record.session).toEqual({ by: 'a' });
    if (loaded.kind === 'ok') expected.set('race', loaded.record);
  });

  it('applies concurrent saves for one channel in arrival order', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => store.save(draft('queue', { step: i }), i === 0 ? null : i - 1)),
    );
    expect(results.map((r) => r.ok && r.value.rev)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    const loaded = await store.load('queue');
    expect(loaded.kind === 'ok' && loaded.record).toMatchObject({ rev: 11, session: { step: 11 } });
    if (loaded.kind === 'ok') expected.set('queue', loaded.record);
  });

  it('loses no update when callers load-modify-save under withChannelLock', async () => {
    expectSaved(await store.save(draft('counter', { count: 0 }), null));
    const bump = () =>
      withChannelLock(`${namespace}:counter`, async () => {
        const loaded = await store.load('counter');
        if (loaded.kind !== 'ok') throw new Error(`unexpected ${loaded.kind}`);
        const { count } = loaded.record.session as { count: number };
        return expectSaved(await store.save({ ...loaded.record, session: { count: count + 1 } }, loaded.record.rev));
      });
    await Promise.all(Array.from({ length: 10 }, bump));
    const loaded = await store.load('counter');
    expect(loaded.kind === 'ok' && loaded.record).toMatchObject({ rev: 10, session: { count: 10 } });
    if (loaded.kind === 'ok') expected.set('counter', loaded.record);
  });

  it('copies a record failing the session check aside once and never overwrites it', async () => {
    const original = expectSaved(await store.save(draft('bad-session', { phase: 'lobby' }), null));
    const needsPlaying: SessionValidator = (session) =>
      (session as { phase?: string }).phase === 'playing' ? null : 'phase must be playing';

    const first = await store.load('bad-session', needsPlaying);
    expect(first).toMatchObject({ kind: 'invalid', reason: 'session: phase must be playing' });
    if (first.kind !== 'invalid') return;
    expect(first.asideKey).toMatch(/^aside:bad-session:\d+$/);

    // Reported again, from any caller, without a second copy.
    expect(await store.load('bad-session', needsPlaying)).toEqual(first);
    expect(await store.load('bad-session')).toEqual(first);
    expect(await store.save(draft('bad-session', { phase: 'playing' }), original.rev)).toMatchObject({
      ok: false,
      error: 'invalid-record-present',
    });
    expect(await store.save(draft('bad-session'), null)).toMatchObject({ ok: false, error: 'invalid-record-present' });
    expect(await store.delete('bad-session')).toMatchObject({ ok: false, error: 'invalid-record-present' });

    const copies = (await store.listAside()).filter((entry) => entry.channelId === 'bad-session');
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ key: first.asideKey, reason: first.reason, value: original, raw: null });
    expect(await store.listChannels()).toContain('bad-session');
    expected.set('bad-session', original);
  });

  it('quarantines text that is not a readable record, until discardInvalid', async () => {
    const planted = {
      'junk-text': '{not json',
      'junk-envelope': '"a bare string, not a keyv envelope"',
      'junk-version': JSON.stringify({ value: { ...draft('junk-version'), v: 2, rev: 0 } }),
      'junk-wrong-channel': JSON.stringify({ value: { ...draft('somewhere-else'), v: 1, rev: 0 } }),
      'junk-null': JSON.stringify({ value: null }),
    };
    for (const [channelId, text] of Object.entries(planted)) await writeRaw(`game:${channelId}`, text);

    const reasons: Record<string, string> = {};
    for (const channelId of Object.keys(planted)) {
      const loaded = await store.load(channelId);
      if (loaded.kind !== 'invalid') throw new Error(`${channelId} loaded as ${loaded.kind}`);
      reasons[channelId] = loaded.reason;
      expect(await store.save(draft(channelId), null)).toMatchObject({ ok: false, error: 'invalid-record-present' });
    }
    expect(reasons['junk-text']).toMatch(/not a JSON record/);
    expect(reasons['junk-version']).toMatch(/record envelope/);
    expect(reasons['junk-wrong-channel']).toMatch(/for channel somewhere-else/);

    const aside = await store.listAside();
    expect(aside.find((entry) => entry.channelId === 'junk-text')).toMatchObject({ raw: '{not json', value: null });
    expect(aside.find((entry) => entry.channelId === 'junk-version')).toMatchObject({ raw: null, value: { v: 2 } });

    expect(await store.discardInvalid('junk-text')).toMatchObject({ ok: true });
    expect(await store.discardInvalid('junk-text')).toMatchObject({ ok: false, error: 'not-invalid' });
    expect(await store.discardInvalid('round')).toMatchObject({ ok: false, error: 'not-invalid' });
    expect(await store.load('junk-text')).toEqual({ kind: 'none' });
    expect(expectSaved(await store.save(draft('junk-text', { fresh: true }), null)).rev).toBe(0);
    // The copy outlives the discard.
    expect((await store.listAside()).filter((entry) => entry.channelId === 'junk-text')).toHaveLength(1);

    // A hand fix of the stored value lifts the quarantine without a discard.
    await writeRaw('game:junk-null', JSON.stringify({ value: { ...draft('junk-null'), v: 1, rev: 4 } }));
    const fixed = await store.load('junk-null');
    expect(fixed).toMatchObject({ kind: 'ok', record: { rev: 4 } });
    expect(expectSaved(await store.save(draft('junk-null'), 4)).rev).toBe(5);

    for (const channelId of ['junk-text', 'junk-null']) {
      const loaded = await store.load(channelId);
      if (loaded.kind === 'ok') expected.set(channelId, loaded.record);
    }
  });

  it('lists every channel with a record, once, and no other keys', async () => {
    const channels = await store.listChannels();
    expect(channels).toEqual([...channels].sort());
    expect(channels).toEqual(
      ['bad-session', 'counter', 'junk-envelope', 'junk-null', 'junk-text', 'junk-version', 'junk-wrong-channel', 'queue', 'race', 'revs', 'round', 'stale'].sort(),
    );
  });

  it('deletes a record', async () => {
    expectSaved(await store.save(draft('doomed'), null));
    expect(await store.listChannels()).toContain('doomed');
    expect(await store.delete('doomed')).toEqual({ ok: true, value: { existed: true } });
    expect(await store.load('doomed')).toEqual({ kind: 'none' });
    expect(await store.listChannels()).not.toContain('doomed');
    expect(await store.delete('doomed')).toEqual({ ok: true, value: { existed: false } });
    expect(expectSaved(await store.save(draft('doomed'), null)).rev).toBe(0);
    expect(await store.delete('doomed')).toMatchObject({ ok: true });
  });

  if (name === 'postgres') {
    it('survives Postgres dropping its idle connections', async () => {
      await Promise.all(['round', 'revs', 'stale', 'queue'].map((channelId) => store.load(channelId)));
      type PgClient = {
        connect(): Promise<void>;
        query(sql: string, values: unknown[]): Promise<{ rows: Array<{ killed: boolean }> }>;
        end(): Promise<void>;
      };
      // pg comes with @keyv/postgres; it has no type declarations here.
      const pg = createRequire(import.meta.url)('pg') as { Client: new (config: { connectionString: string }) => PgClient };
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      try {
        const { rows } = await admin.query(
          'SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE application_name = $1',
          [`hothouse-${namespace}`],
        );
        expect(rows.length).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await store.load('round')).toEqual({ kind: 'ok', record: expected.get('round') });
    });
  }

  if (name === 'redis') {
    it('reconnects after Redis drops its connection', async () => {
      const admin = createClient({ url: REDIS_URL });
      await admin.connect();
      try {
        const clients = await admin.sendCommand<string>(['CLIENT', 'LIST']);
        const ids = clients
          .split('\n')
          .filter((line) => line.includes(` name=hothouse-${namespace} `))
          .map((line) => /(?:^|\s)id=(\d+)/.exec(line)?.[1])
          .filter((id): id is string => id !== undefined);
        expect(ids.length).toBeGreaterThan(0);
        for (const id of ids) await admin.sendCommand(['CLIENT', 'KILL', 'ID', id]);
      } finally {
        await admin.close();
      }
      // Commands fail fast while the client reconnects (no offline queue), then work again.
      const deadline = Date.now() + 5_000;
      let loaded = await store.load('round').catch((error: unknown) => error);
      while (!(typeof loaded === 'object' && loaded !== null && 'kind' in loaded) && Date.now() < deadline) {
        expect(loaded).toBeInstanceOf(StoreUnreachableError);
        await new Promise((resolve) => setTimeout(resolve, 50));
        loaded = await store.load('round').catch((error: unknown) => error);
      }
      expect(loaded).toEqual({ kind: 'ok', record: expected.get('round') });
    });
  }

  it('is seen whole by a new store instance, as after a restart', async () => {
    const asideBefore = await store.listAside();
    const channelsBefore = await store.listChannels();
    await store.close();
    await expect(store.load('round')).rejects.toThrow(/closed/);

    store = await openStore(url, { namespace, sqliteDir: tempDir });
    expect(store.backend).toBe(name);
    expect(await store.listChannels()).toEqual(channelsBefore);
    expect(await store.listAside()).toEqual(asideBefore);
    for (const [channelId, record] of expected) {
      if (channelId === 'bad-session') continue;
      expect(await store.load(channelId)).toEqual({ kind: 'ok', record });
    }
    expect(await store.load('bad-session')).toMatchObject({ kind: 'invalid', asideKey: asideBefore.find((a) => a.channelId === 'bad-session')?.key });
    expect(await store.load('junk-version')).toMatchObject({ kind: 'invalid' });
    expect((await store.listAside()).length).toBe(asideBefore.length);

    const queue = expected.get('queue');
    if (queue === undefined) throw new Error('queue record missing');
    expect(expectSaved(await store.save(queue, queue.rev)).rev).toBe(queue.rev + 1);
  });
});

describe('an unreachable store', () => {
  it.each([
    ['redis', 'redis://127.0.0.1:1'],
    ['postgres', 'postgres://postgres@127.0.0.1:1/test'],
  ])('fails %s operations with a clear error within the timeout', async (_name, url) => {
    const { logger, lines } = captureLogger();
    const store = await openStore(url, { namespace: `test-down-${runId}`, timeoutMs: 1_000, logger });
    try {
      for (const attempt of [() => store.load('c1'), () => store.save(draft('c1'), null), () => store.listChannels()]) {
        const started = Date.now();
        const failure = await attempt().then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(StoreUnreachableError);
        expect((failure as Error).message).toMatch(/^game store unreachable: /);
        expect((failure as Error).message).toContain('127.0.0.1:1');
        expect(Date.now() - started).toBeLessThan(6_500);
      }
      expect(lines.some((line) => line.msg.startsWith('game store backend error'))).toBe(true);
    } finally {
      await store.close();
    }
  });
});

describe('store options', () => {
  it('refuses namespaces that could leak out of their prefix', async () => {
    for (const namespace of ['Caps', 'under_score', 'co:lon', '', 'game']) {
      await expect(openStore(undefined, { namespace, sqliteDir: tempDir })).rejects.toThrow(/namespace/);
    }
  });

  it('refuses malformed records and channel ids instead of storing them', async () => {
    const store = await openStore(`sqlite://${path.join(tempDir, 'nested', 'dir', 'other.sqlite')}`, { namespace: `test-opts-${runId}` });
    try {
      expect(existsSync(path.join(tempDir, 'nested', 'dir'))).toBe(true);
      await expect(store.load('has:colon')).rejects.toThrow(TypeError);
      await expect(store.save({ ...draft('c1'), schemaVersion: 1.5 }, null)).rejects.toThrow(/malformed record/);
      await expect(store.save(draft('c1'), -1)).rejects.toThrow(/expectedRev/);
      expect(await store.listChannels()).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
