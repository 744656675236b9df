import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type GameStore } from '../../src/store/game-store';
import { BACKENDS, tempStoreDir } from './backends';


const runId = randomBytes(4).toString('hex');
const tempDir = tempStoreDir('hothouse-docs-');

describe.each(BACKENDS)('docs beside the games on $name', ({ name, url }) => {
  let a: GameStore;
  let b: GameStore;
  beforeAll(async () => {
    const namespace = `docs-${name}-${runId}`;
    a = await openStore(url, { namespace, sqliteDir: tempDir });
    // @keyv/postgres keeps one pool per process, so there the second writer is the same store.
    b = name === 'postgres' ? a : await openStore(url, { namespace, sqliteDir: tempDir });
  });
  afterAll(async () => {
    await a.clearNamespace();
    await a.close();
    if (b !== a) await b.close();
  });

  it('reads null for a doc never written, and what was stored after an update', async () => {
    expect(await a.readDoc('pref:u1')).toBeNull();
    expect(await a.updateDoc('pref:u1', () => ({ notify: 'dm' }))).toEqual({ notify: 'dm' });
    expect(await b.readDoc('pref:u1')).toEqual({ notify: 'dm' });
  });

  it('leaves a doc as it is when the change answers undefined, and deletes it on null', async () => {
    await a.updateDoc('guild:g1', () => ({ dm: true }));
    expect(await a.updateDoc('guild:g1', () => undefined)).toEqual({ dm: true });
    expect(await a.updateDoc('guild:g1', () => null)).toBeNull();
    expect(await a.readDoc('guild:g1')).toBeNull();
  });

  it('loses no update when two stores count on one doc at once', async () => {
    const bump = (s: GameStore) => s.updateDoc('stats:race', (cur) => ({ n: ((cur as { n: number } | null)?.n ?? 0) + 1 }));
    await Promise.all(Array.from({ length: 12 }, (_, i) => bump(i % 2 ? a : b)));
    expect(await a.readDoc('stats:race')).toEqual({ n: 12 });
  });

  it('lists the ids of one kind only, and never as channels with games', async () => {
    await a.updateDoc('done:g1:x1', () => ({ game: 'earth' }));
    await a.updateDoc('done:g1:x2', () => ({ game: 'earth' }));
    await a.updateDoc('history:g1', () => []);
    expect(await a.listDocs('done')).toEqual(['g1:x1', 'g1:x2']);
    expect(await a.listChannels()).toEqual([]);
  });

  it('refuses a key that could escape its kind', async () => {
    await expect(a.readDoc('pref:a b' as 'pref:x')).rejects.toThrow(TypeError);
  });
});
