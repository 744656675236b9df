import { describe, expect, it } from 'vitest';
import { randomPolicy, decisionRng, type AiPolicy } from '../../src/ai/policy';
import { earthBasicPolicy } from '../../src/games/earth/ai';
import { earth } from '../../src/games/earth/engine';
import { breakdown } from '../../src/games/earth/rules';
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

  it('plays solo against Gaia to the end', () => {
    const s = play(start(1, 'ai-solo'), { p0: earthBasicPolicy });
    expect(earth.outcome(s)).not.toBeNull();
  });
});
