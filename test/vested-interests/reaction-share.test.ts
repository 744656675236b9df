import { describe, expect, it } from 'vitest';
import { defaultGame, vestedReactionShare } from '../../bench/decisions';
import { modules } from '../../src/modules';

/**
 * Playing, not reacting: over seeded games with every seat taking its defaults, reactions to others (Scheme windows,
 * "join this Takeover?") are at most a quarter of the prompts a person is shown, once the table stands aside for
 * them where they can play nothing and their standing answers hold.
 */
describe('vested-interests/reactions a person is shown', () => {
  it('keeps reactions to at most a quarter of the prompts shown; counting every window prompt, they were over half', () => {
    const engine = modules.get('vested-interests')!.engine;
    const games = [3, 4, 5].map((n) => defaultGame(engine, n, `reactions-${n}`));
    const shown = games.map(vestedReactionShare).reduce((a, b) => ({ reactions: a.reactions + b.reactions, shown: a.shown + b.shown }));
    expect(shown.reactions / shown.shown).toBeLessThanOrEqual(0.25);
    const all = games.flat();
    const everyWindow = all.filter((st) => /^[wj]/.test(st.prompt.id)).length / all.length;
    expect(everyWindow).toBeGreaterThan(0.25);
  });
});
