import { describe, expect, it } from 'vitest';
import { randomPolicy, decisionRng, type AiPolicy } from '../../src/engine/ai-policy';
import { earthBasicPolicy } from '../../src/games/earth/ai/basic';
import { earth } from '../../src/games/earth';
import { breakdown } from '../../src/games/earth/rules/scoring';
import type { EarthState } from '../../src/games/earth/state';
import { answer, expectConserved, start } from './helpers';

function play(s0: EarthState, seats: Record<string, AiPolicy>): EarthState {
  let s = s0;
  for (let step = 0; !earth.outcome(s); step++) {
    if (step > 20000) throw new Error('did not end');
    const pr = earth.prompts(s)[0]!;
    const [v] = seats[pr.player]!.decide(earth, earth.view(s, pr.player), pr, decisionRng('ai', pr.player, pr.id, step));
    s = answer(s, pr, v!);
  }
  return s;
}

describe('earth/ai', () => {
  it('plays whole games with legal answers and beats a random seat', () => {
    let basicWins = 0;
    for (const seed of ['a', 'b', 'c', 'd']) {
      const s = play(start(2, seed), { p0: earthBasicPolicy, p1: randomPolicy });
      expectConserved(s);
      if (breakdown(s, 'p0').total > breakdown(s, 'p1').total) basicWins++;
    }
    expect(basicWins).toBeGreaterThanOrEqual(3);
  });

  it('takes both sides of Islands, Climates and Ecosystems from its offers, the same way for the same seed', () => {
    const picks = (seed: string): string[] => {
      let s = start(3, seed);
      const out: string[] = [];
      for (let step = 0; s.phase === 'setup'; step++) {
        const pr = earth.prompts(s)[0]!;
        const [v] = earthBasicPolicy.decide(earth, earth.view(s, pr.player), pr, decisionRng(seed, pr.player, pr.id, step));
        expect(pr.options.map((o) => o.value)).toContain(v);
        out.push(v!);
        s = answer(s, pr, v!);
      }
      return out;
    };
    const all = ['s1', 's2', 's3', 's4', 's5', 's6'].flatMap(picks);
    for (const kind of ['island', 'climate', 'ecosystem']) {
      const sides = new Set(all.filter((v) => v.startsWith(`${kind}-`)).map((v) => v.slice(-1)));
      expect(sides, kind).toEqual(new Set(['A', 'B']));
    }
    expect(picks('s1')).toEqual(picks('s1'));
  });

  it('plays solo against Gaia to the end', () => {
    const s = play(start(1, 'ai-solo'), { p0: earthBasicPolicy });
    expect(earth.outcome(s)).not.toBeNull();
  });
});
