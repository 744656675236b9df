import { describe, expect, it } from 'vitest';
import { tippingPoint as tp } from '../../src/games/tipping-point';
import type { PlayerId, Prompt } from '../../src/engine/types';
import { CATALOGUES } from '../../src/words/catalogues';
import { refusalText, ruleRefusal } from '../../src/platform/words/refusals';
import { say } from '../../src/words/say';
import type { TpState } from '../../src/games/tipping-point/state';
import { randomPlayout, start } from './helpers';

/** Every leaf text of a catalogue. */
const leaves = (x: unknown): string[] => (typeof x === 'string' ? [x] : x && typeof x === 'object' ? Object.values(x).flatMap(leaves) : []);

/**
 * The English of the game's catalogues that German never says: each catalogue text's literal runs (between its
 * placeholders) of three words or more that no German text holds.
 */
const german = [...leaves(CATALOGUES.de.tp), ...leaves(CATALOGUES.de['tp-cards'])].join('\n');
const english = [...new Set([...leaves(CATALOGUES.en.tp), ...leaves(CATALOGUES.en['tp-cards'])].flatMap((t) => t.split(/\{\{[^}]*\}\}/)))]
  .map((run) => run.trim())
  .filter((run) => run.split(/\s+/).length >= 3 && !german.includes(run));

/** Every text a seat reads of a prompt: its question, public words, detail and each option's label and hint. */
const promptTexts = (p: Prompt): string[] => [p.text, p.publicText ?? '', p.detail ?? '', ...p.options.flatMap((o) => [o.label, o.hint ?? ''])].filter(Boolean);

/** Seeded games played at random: the prompts of every few steps and every log line, packed. */
function seenIn(n: number, seed: string): { prompts: Prompt[]; log: string[] } {
  const prompts: Prompt[] = [];
  const log: string[] = [];
  let step = 0;
  let last: TpState | null = null;
  randomPlayout(n, {}, seed, (s) => {
    if (step++ % 7 === 0) prompts.push(...tp.prompts(s));
    last = s;
  });
  // The log: every line of the same game's answers replayed through the raw engine.
  let s = start(n, {}, seed);
  for (let i = 0; i < 400 && !tp.outcome(s); i++) {
    const p = tp.prompts(s)[0]!;
    const r = tp.apply(s, p.player as PlayerId, { prompt: p.id, values: p.options.slice(0, Math.max(1, p.min ?? 1)).map((o) => o.value) });
    if (!r.ok) throw new Error(r.error.message);
    log.push(...r.value.events.map((e) => e.text));
    s = r.value.state;
  }
  if (last) prompts.push(...tp.prompts(last));
  return { prompts, log };
}

const games = [seenIn(1, 'de-1'), seenIn(3, 'de-3')];

describe('tipping-point/languages', () => {
  it('finds English to look for', () => {
    expect(english.length).toBeGreaterThan(100);
    expect(english).toContain('The game is over.');
  });

  it.each([0, 1])('says game %i\'s prompts, options and log in German: no English catalogue text, no packed marks', (g) => {
    const { prompts, log } = games[g]!;
    const texts = [...prompts.flatMap(promptTexts), ...log].map((t) => say('de', t));
    expect(texts.length).toBeGreaterThan(50);
    for (const t of texts) {
      expect(t).not.toMatch(/[\uE000-\uE002]/);
      for (const run of english) expect(t, `"${run}" in: ${t}`).not.toContain(run);
    }
  });

  it.each(['de', 'qps'] as const)('fits every option label and hint in Discord\'s 100 characters in %s', (language) => {
    for (const { prompts } of games) {
      for (const p of prompts) {
        for (const o of p.options) {
          expect(say(language, o.label).length, say(language, o.label)).toBeLessThanOrEqual(100);
          if (o.hint) expect(say(language, o.hint).length, say(language, o.hint)).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it('says a rule refusal in German', () => {
    const s = start(2);
    const p = tp.prompts(s)[0]!;
    const r = tp.apply({ ...s, over: { won: false, reason: 'x' } }, p.player, { prompt: p.id, values: [p.options[0]!.value] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(say('en', r.error.message)).toBe('The game is over.');
    expect(refusalText(ruleRefusal(r.error), 'de')).toBe('Das Spiel ist vorbei.');
  });
});
