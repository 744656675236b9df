import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/game-store';
import { openBackend } from '../../src/store/open-backend';

/**
 * `fixtures/hothouse.sqlite` was written by the store over @keyv/sqlite 4.0.8 (the sqlite3 driver, rollback journal),
 * as shipped before better-sqlite3: in namespace `hothouse` a game saved twice (rev 1), a doc updated twice, and a
 * record of text that is not JSON, loaded once so that it carries its quarantine marker and aside copy; in namespace
 * `other` one game. A bot upgraded in place must find all of it as it was.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'hothouse-old-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function copyOfOldFile(): string {
  const file = path.join(dir, `old-${Math.random().toString(36).slice(2)}.sqlite`);
  copyFileSync(path.join(import.meta.dirname, 'fixtures', 'hothouse.sqlite'), file);
  return file;
}

const game = (rev: number, session: unknown) => ({
  v: 1,
  channelId: '900000000000000001',
  guildId: 'guild-1',
  game: 'tipping-point',
  schemaVersion: 3,
  rev,
  updatedAt: '2025-01-02T03:04:05.000Z',
  session,
});

describe('store/a SQLite file written by @keyv/sqlite', () => {
  it('opens and reads as it was written: games, docs, the quarantine and its copy', async () => {
    const file = copyOfOldFile();
    const store = await openStore(`sqlite://${file}`);
    try {
      expect(await store.listChannels()).toEqual(['900000000000000001', '900000000000000002']);
      expect(await store.load('900000000000000001')).toEqual({ kind: 'ok', record: game(1, { turn: 2, note: ':colon', hands: [['a'], ['b']], name: 'Zoë ✓' }) });
      expect(await store.readDoc('pref:user-1')).toEqual({ pings: 'dm', dmAllowed: true });
      expect(await store.listDocs('pref')).toEqual(['user-1']);
      const quarantined = await store.load('900000000000000002');
      expect(quarantined).toMatchObject({ kind: 'invalid', reason: 'stored text is not a JSON record: "{not json"', noticed: false });
      const aside = await store.listAside();
      expect(aside).toEqual([expect.objectContaining({ channelId: '900000000000000002', raw: '{not json', value: null })]);
      expect(quarantined.kind === 'invalid' && quarantined.asideKey).toBe(aside[0]!.key);
      expect(await store.save({ ...game(0, {}), channelId: '900000000000000002' }, null)).toMatchObject({ ok: false, error: 'invalid-record-present' });
    } finally {
      await store.close();
    }
  });

  it('plays on in it: a save over the old record, a doc update, a clear that leaves the other namespace', async () => {
    const file = copyOfOldFile();
    const store = await openStore(`sqlite://${file}`);
    const saved = await store.save(game(1, { turn: 3 }), 1);
    expect(saved).toMatchObject({ ok: true, value: { rev: 2, session: { turn: 3 } } });
    expect(await store.updateDoc('pref:user-1', (cur) => ({ ...(cur as object), pings: 'channel' }))).toEqual({ pings: 'channel', dmAllowed: true });
    await store.close();

    const again = await openStore(`sqlite://${file}`);
    expect(await again.load('900000000000000001')).toEqual({ kind: 'ok', record: saved.ok ? saved.value : null });
    expect(await again.readDoc('pref:user-1')).toEqual({ pings: 'channel', dmAllowed: true });
    await again.clearNamespace();
    expect(await again.listChannels()).toEqual([]);
    await again.close();

    const other = await openStore(`sqlite://${file}`, { namespace: 'other' });
    expect(await other.listChannels()).toEqual(['900000000000000003']);
    expect(await other.load('900000000000000003')).toMatchObject({ kind: 'ok', record: { session: { elsewhere: true } } });
    await other.close();

    // Read from the file's bytes, not through a second connection: the table keeps @keyv/sqlite's layout (its
    // definition is stored as text on the first page), and the header's read and write versions say WAL (2, not 1).
    const bytes = readFileSync(file);
    expect(bytes.includes('CREATE TABLE hothouse(key VARCHAR(255) PRIMARY KEY, value TEXT )')).toBe(true);
    expect([bytes[18], bytes[19]]).toEqual([2, 2]);
    expect([...readFileSync(path.join(import.meta.dirname, 'fixtures', 'hothouse.sqlite')).subarray(18, 20)]).toEqual([1, 1]);
  });

  it('lists a namespace past one page of rows, each key once, and no key of a namespace it only resembles', async () => {
    const file = path.join(dir, 'many.sqlite');
    const backend = openBackend({ kind: 'sqlite', file }, { namespace: 'pages', timeoutMs: 5_000, onError: () => undefined });
    const raw = JSON.stringify({ value: { rev: 0, value: {} } });
    const adapter = backend.keyv.store as { set(k: string, v: string): Promise<unknown> };
    for (let i = 0; i < 1_234; i++) await adapter.set(`pages:doc:stats:u${i}`, raw);
    // Beside it: a namespace with a longer name, and one that a case-blind LIKE would take for it.
    for (const key of ['pages-2:doc:stats:x', 'PAGES:doc:stats:y']) await adapter.set(key, raw);
    await backend.close();

    const store = await openStore(`sqlite://${file}`, { namespace: 'pages' });
    const ids = await store.listDocs('stats');
    expect(ids).toHaveLength(1_234);
    expect(new Set(ids).size).toBe(1_234);
    expect(ids).not.toContain('x');
    expect(ids).not.toContain('y');
    await store.close();
  });
});
