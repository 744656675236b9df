import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildId } from '../../src/store/build-id';
import { openStore } from '../../src/store/game-store';
import type { SessionValidator } from '../../src/store/record';
import { POSTGRES_URL, REDIS_URL } from './backends';

/** A record set aside by one build is judged again by the next: a rollback brings back what a bad build set aside. */
const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'hothouse-builds-'));
afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));

const lenient: SessionValidator = () => null;
const strict: SessionValidator = (s) => ((s as { phase?: string }).phase === 'playing' ? null : 'phase must be playing');
const channelId = '900000000000000002';

describe.each([
  { name: 'sqlite', url: undefined },
  { name: 'redis', url: REDIS_URL },
  { name: 'postgres', url: POSTGRES_URL },
])('store/quarantine across builds ($name)', ({ name, url }) => {
  const namespace = `builds-${name}-${randomBytes(3).toString('hex')}`;
  // Postgres keeps one pool per process, so each build's store is opened and closed in turn, as processes would.
  async function asBuild<T>(build: string, work: (s: Awaited<ReturnType<typeof openStore>>) => Promise<T>): Promise<T> {
    const store = await openStore(url, { namespace, sqliteDir, build });
    try {
      return await work(store);
    } finally {
      await store.close();
    }
  }

  it('restores on rollback what a bad build set aside, and keeps one copy aside', async () => {
    const saved = await asBuild('good-1', (s) => s.save({ channelId, guildId: 'g', game: 'x', schemaVersion: 1, updatedAt: 't', session: { phase: 'lobby' } }, null));
    if (!saved.ok) throw new Error(saved.error);

    const bad = await asBuild('bad-2', (s) => s.load(channelId, strict));
    expect(bad).toMatchObject({ kind: 'invalid', reason: 'session: phase must be playing' });
    // The same build keeps its verdict, even with a validator that would accept it.
    expect(await asBuild('bad-2', (s) => s.load(channelId, lenient))).toEqual(bad);
    // A later build that still cannot read it keeps it aside, under the same copy.
    expect(await asBuild('bad-3', (s) => s.load(channelId, strict))).toMatchObject({ kind: 'invalid', asideKey: bad.kind === 'invalid' ? bad.asideKey : '' });

    // Rolled back to the build that wrote it: the game is back, unchanged, and can be played on.
    expect(await asBuild('good-1', (s) => s.load(channelId, lenient))).toEqual({ kind: 'ok', record: saved.value });
    const next = await asBuild('good-1', (s) => s.save({ ...saved.value, session: { phase: 'lobby', seats: 2 } }, saved.value.rev));
    expect(next).toMatchObject({ ok: true, value: { rev: 1 } });
    const aside = await asBuild('good-1', (s) => s.listAside());
    expect(aside.filter((a) => a.channelId === channelId)).toHaveLength(1);
    await asBuild('good-1', (s) => s.clearNamespace());
  });
});

describe('store/build id', () => {
  it('changes when a source file changes and is the same for the same tree', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'hothouse-build-id-'));
    mkdirSync(path.join(root, 'src', 'games'), { recursive: true });
    writeFileSync(path.join(root, 'src', 'games', 'a.ts'), 'export const a = 1;\n');
    const first = buildId(root);
    expect(buildId(root)).toBe(first);
    writeFileSync(path.join(root, 'src', 'games', 'a.ts'), 'export const a = 2;\n');
    expect(buildId(root)).not.toBe(first);
    rmSync(root, { recursive: true, force: true });
  });
});
