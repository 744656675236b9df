import { createClient } from '@keyv/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisIdentifyThrottler, applicationIdOfToken } from '../../../src/bot/ops/identify-lock';
import { REDIS_URL } from '../../store/backends';

// A database of its own: the store tests use 0 (by namespace), the sharding end-to-end test 7.
const URL = `${REDIS_URL}/11`;
const WINDOW_MS = 300;
const hosts = [createClient({ url: URL }), createClient({ url: URL })];

beforeAll(async () => {
  for (const c of hosts) await c.connect();
  await hosts[0]!.flushDb();
});
afterAll(async () => {
  await hosts[0]!.flushDb();
  for (const c of hosts) await c.quit();
});

describe('bot/identify lock over Redis', () => {
  it('GIVEN two hosts with 4 shards each and max_concurrency 2 THEN no two shards of one bucket identify within the window', async () => {
    const identified: { shard: number; at: number }[] = [];
    const throttlers = hosts.map((c, i) => new RedisIdentifyThrottler(c, { scope: 'two-hosts', maxConcurrency: 2, windowMs: WINDOW_MS, holder: `host ${i}` }));
    const signal = new AbortController().signal;
    const start = performance.now();
    await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7].map(async (shard) => {
        await throttlers[shard < 4 ? 0 : 1]!.waitForIdentify(shard, signal);
        identified.push({ shard, at: performance.now() - start });
      }),
    );
    for (const bucket of [0, 1]) {
      const times = identified.filter((x) => x.shard % 2 === bucket).map((x) => x.at);
      expect(times).toHaveLength(4);
      // Each identify comes a whole window after the one before it in its bucket (less a Redis round trip).
      for (let k = 1; k < times.length; k++) expect(times[k]! - times[k - 1]!).toBeGreaterThanOrEqual(WINDOW_MS - 15);
    }
    // The two buckets go side by side: the first identify of each is at once.
    expect(identified.slice(0, 2).map((x) => x.shard % 2).sort()).toEqual([0, 1]);
    expect(Math.max(...identified.map((x) => x.at))).toBeLessThan(WINDOW_MS * 3 + 250);
  });

  it('GIVEN another bot (another scope) on the same Redis THEN its identifies do not wait for this one', async () => {
    const mine = new RedisIdentifyThrottler(hosts[0]!, { scope: 'bot-a', maxConcurrency: 1, windowMs: 2_000 });
    const theirs = new RedisIdentifyThrottler(hosts[1]!, { scope: 'bot-b', maxConcurrency: 1, windowMs: 2_000 });
    const signal = new AbortController().signal;
    await mine.waitForIdentify(0, signal);
    const t = performance.now();
    await theirs.waitForIdentify(0, signal);
    expect(performance.now() - t).toBeLessThan(200);
  });

  it('GIVEN a shard waiting for its bucket WHEN the client gives up (abort) THEN the wait rejects at once', async () => {
    const throttler = new RedisIdentifyThrottler(hosts[0]!, { scope: 'abort', maxConcurrency: 1, windowMs: 5_000 });
    await throttler.waitForIdentify(0, new AbortController().signal);
    const ac = new AbortController();
    const waiting = throttler.waitForIdentify(1, ac.signal);
    setTimeout(() => ac.abort(new Error('shard destroyed')), 50);
    await expect(waiting).rejects.toThrow('shard destroyed');
  });

  it('scopes the lock by the application id a token begins with', () => {
    expect(applicationIdOfToken(`${Buffer.from('123456789012345678').toString('base64')}.x.y`)).toBe('123456789012345678');
    expect(applicationIdOfToken('not-a-token')).toBe('bot');
  });
});
