import { describe, expect, it } from 'vitest';
import { decisionRng, randomPolicy, type AiPolicy } from '../../src/engine/ai-policy';
import type { Prompt } from '../../src/engine/types';
import { tippingPoint as tp } from '../../src/games/tipping-point';
import { tippingPointStrongPolicy as strong } from '../../src/games/tipping-point/ai/strong';
import type { TpOptions, TpState } from '../../src/games/tipping-point/state';
import { answer, start } from './helpers';

function expectLegal(p: Prompt, values: readonly string[]): void {
  const min = p.min ?? 1;
  const max = p.max ?? 1;
  expect(values.length, p.text).toBeGreaterThanOrEqual(min);
  expect(values.length, p.text).toBeLessThanOrEqual(max);
  expect(new Set(values).size).toBe(values.length);
  for (const v of values) expect(p.options.map((o) => o.value), p.text).toContain(v);
}

/** Every seat played by `policy`, each answer checked against its prompt before it is applied. */
function play(n: number, o: Partial<TpOptions>, seed: string, policy: AiPolicy): TpState {
  let s = start(n, o, seed);
  for (let step = 0; !tp.outcome(s); step++) {
    if (step > 20_000) throw new Error(`${seed} did not end`);
    const p = tp.prompts(s)[0]!;
    const values = policy.decide(tp as never, tp.view(s, p.player), p, decisionRng(seed, p.player, p.id, step));
    expectLegal(p, values);
    s = answer(s, p, values);
  }
  return s;
}

describe('tipping-point/ai', () => {
  it.each<[number, Partial<TpOptions>]>([
    [1, {}],
    [2, { variant: 'competitive', difficulty: 3 }],
    [3, { order: 'free', expert: true }],
    [4, { difficulty: 10 }],
    [2, { order: 'free', variant: 'competitive', tip: 12, max_rounds: 5 }],
  ])('answers every prompt of a %i-player game with %o legally, to the end', (n, o) => {
    const s = play(n, o, `legal-${n}-${JSON.stringify(o)}`, strong);
    expect(tp.outcome(s)).not.toBeNull();
  });

  it('gives the same answer to the same view and prompt whatever the generator', () => {
    let s = start(2, {}, 'same');
    for (let step = 0; step < 200 && !tp.outcome(s); step++) {
      const p = tp.prompts(s)[0]!;
      const v = tp.view(s, p.player);
      const a = strong.decide(tp as never, v, p, decisionRng('x', p.player, p.id, step));
      expect(strong.decide(tp as never, structuredClone(v), p, decisionRng('y', p.player, p.id, step))).toEqual(a);
      s = answer(s, p, a);
    }
  });

  it('wins more games than the random policy on the same seeds at the default options', () => {
    const seeds = ['s1', 's2', 's3', 's4'];
    const wins = (policy: AiPolicy) => seeds.filter((seed) => play(2, {}, seed, policy).over?.won).length;
    const strongWins = wins(strong);
    expect(strongWins).toBeGreaterThanOrEqual(3);
    expect(strongWins).toBeGreaterThan(wins(randomPolicy));
  });
});
