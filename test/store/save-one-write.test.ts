import { randomBytes } from 'node:crypto';
import type Keyv from 'keyv';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoreBackend } from '../../src/store/backend';
import { createGameStore, type GameStore } from '../../src/store/game-store';
import { openBackend } from '../../src/store/open-backend';
import type { GameDraft, SessionValidator } from '../../src/store/record';
import { parseStoreUrl } from '../../src/store/store-url';
import { BACKENDS, tempStoreDir } from './backends';

/**
 * A save that lands is one write to the backend (the revision-checked swap) and nothing else: no read, so nothing
 * queues before it. A refused save reads once to say why, and gives the refusals a save that read first gave.
 */

const runId = randomBytes(4).toString('hex');
const tempDir = tempStoreDir('hothouse-save-');

const READS = new Set(['get', 'getMany', 'has', 'hasMany', 'iterator']);
const WRITES = new Set(['set', 'setMany', 'delete', 'deleteMany', 'clear']);

/** The backend with every read and write it is asked for counted, the swap included. */
function counted(backend: StoreBackend) {
  const calls = { reads: 0, writes: 0, swaps: 0 };
  const keyv = new Proxy(backend.keyv, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || typeof value !== 'function') return value;
      if (READS.has(prop)) calls.reads++;
      else if (WRITES.has(prop)) calls.writes++;
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  }) as Keyv<unknown>;
  const wrapped: StoreBackend = {
    ...backend,
    keyv,
    entries: () => {
      calls.reads++;
      return backend.entries();
    },
    swapIfRev: (...args) => {
      calls.swaps++;
      return backend.swapIfRev(...args);
    },
  };
  return { wrapped, calls };
}

const draft = (channelId: string, session: unknown): GameDraft => ({ channelId, guildId: 'g', game: 'x', schemaVersion: 1, updatedAt: 't', session });
const needsPlaying: SessionValidator = (s) => ((s as { phase?: string }).phase === 'playing' ? null : 'phase must be playing');

describe.each(BACKENDS)('store/a save is one write ($name)', ({ name, url }) => {
  const namespace = `save-${name}-${runId}`;
  let store: GameStore;
  let backend: StoreBackend;
  let calls: ReturnType<typeof counted>['calls'];
  beforeAll(() => {
    const spec = parseStoreUrl(url, tempDir);
    if (!spec.ok) throw new Error(spec.detail);
    const opened = counted(openBackend(spec.value, { namespace, timeoutMs: 5_000, onError: () => undefined }));
    ({ wrapped: backend, calls } = opened);
    store = createGameStore(backend, { namespace, timeoutMs: 5_000 });
  });
  afterAll(async () => {
    await store.clearNamespace();
    await store.close();
  });
  beforeEach(() => Object.assign(calls, { reads: 0, writes: 0, swaps: 0 }));

  it('writes a new game and every later revision with one swap and no read', async () => {
    let rev: number | null = null;
    for (let turn = 0; turn < 3; turn++) {
      const before = { ...calls };
      const saved = await store.save(draft('one-write', { turn }), rev);
      expect(saved).toMatchObject({ ok: true, value: { rev: turn } });
      expect({ reads: calls.reads - before.reads, writes: calls.writes - before.writes, swaps: calls.swaps - before.swaps }).toEqual({ reads: 0, writes: 0, swaps: 1 });
      rev = turn;
    }
  });

  it('reads once to tell a stale revision from a quarantined record', async () => {
    const first = await store.save(draft('stale', { turn: 0 }), null);
    if (!first.ok) throw new Error(first.error);
    expect(await store.save(draft('stale', { turn: 1 }), first.value.rev)).toMatchObject({ ok: true });
    calls.reads = 0;
    expect(await store.save(draft('stale', { turn: 'lost' }), first.value.rev)).toMatchObject({ ok: false, error: 'conflict', detail: 'stored rev is 1, caller expected 0' });
    // The record and its marker, read together.
    expect(calls.reads).toBe(2);
    expect(await store.save(draft('stale', { turn: 'lost' }), null)).toMatchObject({ ok: false, error: 'conflict', detail: 'stored rev is 1, caller expected none' });
    expect(await store.save(draft('never-saved', {}), 0)).toMatchObject({ ok: false, error: 'conflict', detail: 'stored rev is none, caller expected 0' });
  });

  it('refuses a save at the very revision of a quarantined record, and keeps the record', async () => {
    const saved = await store.save(draft('set-aside', { phase: 'lobby' }), null);
    if (!saved.ok) throw new Error(saved.error);
    const loaded = await store.load('set-aside', needsPlaying);
    expect(loaded).toMatchObject({ kind: 'invalid', reason: 'session: phase must be playing' });
    // The revision matches, so only the marker can refuse this swap.
    const refusal = await store.save(draft('set-aside', { phase: 'playing' }), saved.value.rev);
    expect(refusal).toMatchObject({ ok: false, error: 'invalid-record-present' });
    expect(!refusal.ok && refusal.detail).toBe(`session: phase must be playing (copy at ${loaded.kind === 'invalid' ? loaded.asideKey : ''})`);
    expect(await store.save(draft('set-aside', { phase: 'playing' }), null)).toMatchObject({ ok: false, error: 'invalid-record-present' });
    expect(await store.load('set-aside')).toEqual(loaded);
    expect(await store.discardInvalid('set-aside')).toMatchObject({ ok: true });
    expect(await store.save(draft('set-aside', { phase: 'playing' }), null)).toMatchObject({ ok: true, value: { rev: 0 } });
  });

  it('lands over a marker gone stale (the record fixed by hand, not read since), dropping the marker', async () => {
    await (backend.keyv.store as { set(k: string, v: string): Promise<unknown> }).set(`${namespace}:game:hand-fixed`, '{not json');
    expect(await store.load('hand-fixed')).toMatchObject({ kind: 'invalid' });
    await (backend.keyv.store as { set(k: string, v: string): Promise<unknown> }).set(
      `${namespace}:game:hand-fixed`,
      JSON.stringify({ value: { ...draft('hand-fixed', { fixed: true }), v: 1, rev: 4 } }),
    );
    expect(await store.save(draft('hand-fixed', { fixed: 'and played on' }), 4)).toMatchObject({ ok: true, value: { rev: 5 } });
    expect(await store.load('hand-fixed')).toMatchObject({ kind: 'ok', record: { rev: 5, session: { fixed: 'and played on' } } });
    expect(await backend.keyv.get('invalid:hand-fixed')).toBeUndefined();
  });
});
