import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomPolicy } from '../../../src/engine/ai-policy';
import { tippingPointModule } from '../../../src/game-modules/tipping-point';
import { settleSlice } from '../../../src/platform/runner/ai-runner';
import type { Session } from '../../../src/platform/session-schema';
import { NOW, startSession } from '../../fixtures/start-session';

afterEach(() => vi.restoreAllMocks());

describe('platform/a slice of AI decisions on a slow machine', () => {
  it('makes at least one decision even when its time is up before the first, so the AIs never stop short', () => {
    const s0 = startSession(tippingPointModule, 2, 'time-box');
    const s: Session = { ...s0, seats: s0.seats.map((x, i) => ({ ...x, userId: `ai:${i}`, control: 'ai' as const, aiLevel: 'random' })) };
    // Every reading of the clock is a second after the last: the slice's 10 ms are up before it starts.
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (t += 1000));
    const r = settleSlice(s, tippingPointModule.engine, NOW, [randomPolicy], 8);
    expect(r.steps).toBe(1);
    expect(r.session).not.toBe(s);
  });

  it('makes none when it is allowed none', () => {
    const s0 = startSession(tippingPointModule, 2, 'time-box');
    const s: Session = { ...s0, seats: s0.seats.map((x, i) => ({ ...x, userId: `ai:${i}`, control: 'ai' as const, aiLevel: 'random' })) };
    expect(settleSlice(s, tippingPointModule.engine, NOW, [randomPolicy], 0)).toMatchObject({ steps: 0, owed: true });
  });
});
