import { describe, expect, it } from 'vitest';
import { busyChannelLockCount, createKeyedLock, withChannelLock } from '../../src/store/channel-lock';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('withChannelLock', () => {
  it('runs one key in arrival order, one at a time, even when earlier work is slower', async () => {
    const events: string[] = [];
    let running = 0;
    const task = (name: string, ms: number) =>
      withChannelLock('c-order', async () => {
        running += 1;
        expect(running).toBe(1);
        events.push(`start ${name}`);
        await sleep(ms);
        events.push(`end ${name}`);
        running -= 1;
        return name;
      });
    const results = await Promise.all([task('a', 30), task('b', 1), task('c', 10), task('d', 0)]);
    expect(results).toEqual(['a', 'b', 'c', 'd']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c', 'start d', 'end d']);
  });

  it('runs different keys in parallel', async () => {
    const events: string[] = [];
    const slow = withChannelLock('k1', async () => {
      events.push('k1 start');
      await sleep(30);
      events.push('k1 end');
    });
    const fast = withChannelLock('k2', async () => {
      events.push('k2 start');
      await sleep(1);
      events.push('k2 end');
    });
    await Promise.all([slow, fast]);
    expect(events).toEqual(['k1 start', 'k2 start', 'k2 end', 'k1 end']);
  });

  it('releases the key when a function throws or rejects, and passes the error to its caller', async () => {
    const order: string[] = [];
    const boom = withChannelLock('c-err', () => {
      order.push('sync throw');
      throw new Error('sync boom');
    });
    const rejecting = withChannelLock('c-err', async () => {
      order.push('async reject');
      await sleep(1);
      throw new Error('async boom');
    });
    const after = withChannelLock('c-err', () => {
      order.push('after');
      return 42;
    });
    await expect(boom).rejects.toThrow('sync boom');
    await expect(rejecting).rejects.toThrow('async boom');
    await expect(after).resolves.toBe(42);
    expect(order).toEqual(['sync throw', 'async reject', 'after']);
  });

  it('forgets keys once their queue drains', async () => {
    const lock = createKeyedLock();
    await Promise.all(Array.from({ length: 200 }, (_, i) => lock.run(`key-${i % 50}`, () => sleep(0))));
    await sleep(0);
    expect(lock.busyKeyCount()).toBe(0);
    await withChannelLock('drain', () => undefined);
    await sleep(0);
    expect(busyChannelLockCount()).toBe(0);
  });
});
