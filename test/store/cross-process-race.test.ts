import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/game-store';
import { POSTGRES_URL, REDIS_URL } from './backends';

/**
 * Two processes on one channel (a rolling deploy, or a second instance started by mistake): the in-process lock
 * cannot order them, so only the store's own compare-and-set keeps an acknowledged save from being overwritten.
 */
const STEPS = 100;
const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'hothouse-race-'));
afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));

function writer(url: string, namespace: string, channelId: string): Promise<{ acknowledged: number; conflicts: number }> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', 'test/store/race-writer.ts', url, namespace, channelId, String(STEPS)], {
      env: { ...process.env, RACE_SQLITE_DIR: sqliteDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let errText = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (errText += d.toString()));
    p.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`writer exited ${code}: ${errText.slice(-2000)}`))));
  });
}

describe.each([
  { name: 'sqlite', url: 'sqlite' },
  { name: 'redis', url: REDIS_URL },
  { name: 'postgres', url: POSTGRES_URL },
])('store/two processes on one channel ($name)', ({ name, url }) => {
  it('loses no acknowledged save: the final count is every acknowledged save of both', { timeout: 120_000 }, async () => {
    const namespace = `race-${name}-${randomBytes(3).toString('hex')}`;
    const store = await openStore(url === 'sqlite' ? undefined : url, { namespace, sqliteDir });
    const channelId = '900000000000000001';
    const first = await store.save({ channelId, guildId: 'g', game: 'race', schemaVersion: 1, updatedAt: 'start', session: { count: 0 } }, null);
    expect(first.ok).toBe(true);
    // Postgres keeps one pool per process, so the parent closes its store while the writers run.
    await store.close();

    const [a, b] = await Promise.all([writer(url, namespace, channelId), writer(url, namespace, channelId)]);

    const again = await openStore(url === 'sqlite' ? undefined : url, { namespace, sqliteDir });
    const end = await again.load(channelId);
    await again.clearNamespace();
    await again.close();
    if (end.kind !== 'ok') throw new Error(`record gone: ${end.kind}`);
    expect(a.acknowledged + b.acknowledged).toBe(2 * STEPS);
    expect((end.record.session as { count: number }).count).toBe(a.acknowledged + b.acknowledged);
    expect(end.record.rev).toBe(2 * STEPS);
  });
});
