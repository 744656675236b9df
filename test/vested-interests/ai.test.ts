import { describe, expect, it } from 'vitest';
import { decisionRng } from '../../src/engine/ai-policy';
import { basicPolicy } from '../../src/games/vested-interests/ai/basic';
import { engine, start } from './helpers';

describe('vested-interests/ai', () => {
  it.each(['full', 'flashpoint'] as const)('plays a whole %s game with basic seats, always legally, to an outcome', (variant) => {
    let s = start(4, `ai-${variant}`, { variant });
    let steps = 0;
    while (!engine.outcome(s) && steps < 6000) {
      const p = engine.prompts(s)[0]!;
      const values = basicPolicy.decide(engine, engine.view(s, p.player), p, decisionRng('ai', p.player, p.id, steps));
      const r = engine.apply(s, p.player, { prompt: p.id, values });
      if (!r.ok) throw new Error(`${p.id} ${values.join(',')}: ${r.error.message}`);
      s = r.value.state;
      steps += 1;
    }
    const o = engine.outcome(s);
    expect(o).not.toBeNull();
    expect(o!.winners.length).toBeLessThanOrEqual(1);
  });
});
