import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { TablePublisher } from '../../../src/bot/channel/table-publisher';

describe('bot/table publisher', () => {
  it('turns a burst of changes into two spaced edits that show the latest state', async () => {
    const calls: number[] = [];
    let version = 0;
    const shown: number[] = [];
    const p = new TablePublisher({
      minIntervalMs: 120,
      log: pino({ level: 'silent' }),
      publish: async () => {
        calls.push(performance.now());
        shown.push(version);
        await new Promise((r) => setTimeout(r, 10));
      },
    });
    for (let i = 0; i < 10; i++) {
      version = i;
      void p.request('c1');
    }
    await p.idle();
    expect(calls).toHaveLength(2);
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(115);
    expect(shown.at(-1)).toBe(9);
  });

  it('keeps channels independent and retries a failed publication until it goes through', async () => {
    const seen: string[] = [];
    let badFailures = 2;
    const p = new TablePublisher({
      minIntervalMs: 0,
      retryBaseMs: 5,
      log: pino({ level: 'silent' }),
      publish: async (c) => {
        seen.push(c);
        if (c === 'bad' && badFailures-- > 0) throw new Error('Discord said no');
      },
    });
    await Promise.all([p.request('bad'), p.request('good')]);
    expect(seen.sort()).toEqual(['bad', 'bad', 'bad', 'good']);
  });

  it('does not retry a refusal it is told no retry can cure, and publishes again on the next change', async () => {
    let calls = 0;
    const p = new TablePublisher({ minIntervalMs: 0, retryBaseMs: 1, log: pino({ level: 'silent' }), final: (err) => err instanceof RangeError, publish: async () => {
      calls++;
      throw new RangeError('no permission');
    } });
    await p.request('c');
    expect(calls).toBe(1);
    await p.request('c');
    expect(calls).toBe(2);
  });

  it('gives up after the retry limit and publishes again on the next change', async () => {
    let calls = 0;
    const p = new TablePublisher({ minIntervalMs: 0, retryBaseMs: 1, maxRetries: 2, log: pino({ level: 'silent' }), publish: async () => {
      calls++;
      throw new Error('down');
    } });
    await p.request('c');
    expect(calls).toBe(3);
    await p.request('c');
    expect(calls).toBe(6);
  });
});
