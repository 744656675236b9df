import { describe, expect, it } from 'vitest';
import { modules } from '../../src/modules';
import { answer } from '../../src/platform/table/answers';
import { fallbackAnswer, openPrompts } from '../../src/platform/table/open-prompts';
import { say } from '../../src/words/say';
import { NOW, startSession } from '../fixtures/start-session';

/**
 * Menus fit Discord's 100 characters in a long language: two-player games on the pseudo-language's hard settings,
 * each decision answered by a different option in turn, and every option's label and hint said in `qps` on the way
 * (a Project paid with many Credits once had no wording short enough).
 */
describe('tipping-point/menus in a long language', () => {
  it('GIVEN two-player games walked through their options THEN every label and hint said in the pseudo-language fits 100 characters', () => {
    const mod = modules.get('tipping-point')!;
    const long: string[] = [];
    for (let seed = 0; seed < 6; seed++) {
      let s = startSession(mod, 2, `walk-${seed}`, { difficulty: 10, tip: 10, max_rounds: 3 });
      for (let k = 0; k < 200 && s.phase === 'playing'; k++) {
        const open = openPrompts(s, mod.engine);
        if (!open.length) break;
        const p = open[k % open.length]!;
        for (const o of p.options) for (const text of [o.label, o.hint ?? '']) if (say('qps', text).length > 100) long.push(`${p.id}: ${say('qps', text)}`);
        const forward = p.options.filter((o) => o.value !== 'back');
        const options = forward.length ? forward : p.options;
        const values = Array.from({ length: Math.min(Math.max(1, p.min ?? 1), options.length) }, (_, j) => options[(k + seed + j) % options.length]!.value);
        let r = answer(s, mod.engine, p.player, { prompt: p.id, values }, NOW);
        if (!r.ok) r = answer(s, mod.engine, p.player, fallbackAnswer(p), NOW);
        if (!r.ok) break;
        s = r.value.session;
      }
    }
    expect(long).toEqual([]);
  });
});
