import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/game-store';
import { parseStoreUrl, redactUrl } from '../../src/store/store-url';

describe('parseStoreUrl', () => {
  it('defaults to the embedded SQLite file under var/', () => {
    const expected = { ok: true, value: { kind: 'sqlite', file: path.resolve('var', 'hothouse.sqlite') } };
    expect(parseStoreUrl(undefined)).toEqual(expected);
    expect(parseStoreUrl('')).toEqual(expected);
    expect(parseStoreUrl('  ')).toEqual(expected);
    expect(parseStoreUrl(undefined, '/tmp/x')).toEqual({ ok: true, value: { kind: 'sqlite', file: '/tmp/x/hothouse.sqlite' } });
  });

  it('reads sqlite, redis and postgres URLs', () => {
    expect(parseStoreUrl('sqlite:///srv/h.sqlite')).toEqual({ ok: true, value: { kind: 'sqlite', file: '/srv/h.sqlite' } });
    expect(parseStoreUrl('sqlite://data/h.sqlite')).toEqual({ ok: true, value: { kind: 'sqlite', file: path.resolve('data/h.sqlite') } });
    expect(parseStoreUrl('sqlite://:memory:')).toEqual({ ok: true, value: { kind: 'sqlite', file: ':memory:' } });
    for (const url of ['redis://localhost:6379', 'rediss://u:p@host:6380/2', 'REDIS://h']) {
      expect(parseStoreUrl(url)).toEqual({ ok: true, value: { kind: 'redis', url } });
    }
    for (const url of ['postgres://u@h/db', 'postgresql://u:p@h:5432/db']) {
      expect(parseStoreUrl(url)).toEqual({ ok: true, value: { kind: 'postgres', url } });
    }
  });

  it('refuses anything else, naming the accepted schemes without echoing secrets', () => {
    const r = parseStoreUrl('mysql://root:hunter2@db/x');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('unsupported-store-url');
    for (const scheme of ['sqlite://', 'redis://', 'rediss://', 'postgres://', 'postgresql://']) expect(r.detail).toContain(scheme);
    expect(r.detail).not.toContain('hunter2');
    expect(parseStoreUrl('var/hothouse.sqlite').ok).toBe(false);
    expect(parseStoreUrl('sqlite://').ok).toBe(false);
  });

  it('openStore throws that message', async () => {
    await expect(openStore('mongodb://h/db')).rejects.toThrow(/accepted: sqlite:\/\/<file>, redis:\/\/…, rediss:\/\/…, postgres:\/\/…/);
  });

  it('redacts passwords for logs', () => {
    expect(redactUrl('redis://user:secret@h:6379/0')).toBe('redis://user:***@h:6379/0');
    expect(redactUrl('postgres://postgres@127.0.0.1:5432/test')).toBe('postgres://postgres@127.0.0.1:5432/test');
  });
});
