import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdPool } from '../../../src/bot/pictures/shared-pool';

/** A bot started again in the same process finds its drawing threads warm; threads nobody holds go after a while. */
const spec = { filename: new URL('../../fixtures/echo-worker.mjs', import.meta.url).href, threads: 1, niceIncrement: 0 };

afterEach(() => {
  vi.useRealTimers();
});

describe('shared drawing pool', () => {
  it('GIVEN a pool let go THEN the next bot within the while gets the same warm pool, which still draws', async () => {
    const a = holdPool(spec);
    expect(await a.pool.run({ kind: 'warm' } as never)).toEqual({ kind: 'warm' });
    a.release();
    const b = holdPool(spec);
    expect(b.pool).toBe(a.pool);
    expect(await b.pool.run({ kind: 'warm' } as never)).toEqual({ kind: 'warm' });
    b.release();
  });

  it('GIVEN two bots holding one pool WHEN one lets go, even twice THEN the other keeps drawing; once both let go and the while passes, it is destroyed', async () => {
    vi.useFakeTimers();
    const a = holdPool({ ...spec, threads: 2 });
    const b = holdPool({ ...spec, threads: 2 });
    expect(b.pool).toBe(a.pool);
    const destroy = vi.spyOn(a.pool, 'destroy');
    a.release();
    a.release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(destroy).not.toHaveBeenCalled();
    b.release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(destroy).toHaveBeenCalledOnce();
    const c = holdPool({ ...spec, threads: 2 });
    expect(c.pool).not.toBe(a.pool);
    c.release();
    await c.pool.destroy();
  });
});
