import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../src/bot/input/rate-limit';

describe('bot/rate limit', () => {
  it('allows a burst, refuses the next, and refills over time per user', () => {
    let now = 0;
    const r = new RateLimiter(3, 1, () => now);
    expect([r.take('a'), r.take('a'), r.take('a'), r.take('a')]).toEqual([true, true, true, false]);
    expect(r.take('b')).toBe(true);
    now = 999;
    expect(r.take('a')).toBe(false);
    now = 2000;
    expect(r.take('a')).toBe(true);
  });
});
