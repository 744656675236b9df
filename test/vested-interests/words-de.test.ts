import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng';
import type { GameEvent, Prompt } from '../../src/engine/types';
import { hasUnsaid } from '../../src/engine/words';
import { DISTRICTS } from '../../src/games/vested-interests/cards/schema';
import type { VIState } from '../../src/games/vested-interests/state';
import { say } from '../../src/words/say';
import { t } from '../../src/words/translate';
import en from '../../src/words/catalogues/en/vi.json';
import de from '../../src/words/catalogues/de/vi.json';
import { rawEngine as engine, start } from './helpers';

/** Every English catalogue text of vi that German says otherwise, cut at its placeholders into runs long enough to be telling. */
function englishRuns(): string[] {
  const runs: string[] = [];
  const walk = (e: unknown, d: unknown): void => {
    if (typeof e === 'string') {
      if (e !== d) runs.push(...e.split(/\{\{[^}]+\}\}/).map((x) => x.trim()).filter((x) => x.length >= 12));
      return;
    }
    for (const [k, v] of Object.entries(e as Record<string, unknown>)) walk(v, (d as Record<string, unknown>)[k]);
  };
  walk(en, de);
  return runs;
}
const ENGLISH = englishRuns();
const englishIn = (text: string): string[] => ENGLISH.filter((r) => text.includes(r));

/** A label the game writes as a name, not a text: a seat (`{p1}`, named by the table) or a district's proper name. */
const isName = (label: string): boolean => /^\{p\d+\}$/.test(label) || (DISTRICTS as readonly string[]).includes(label);

interface Seen {
  prompts: Prompt[];
  events: GameEvent[];
}

/** A seeded game answered at random for `steps` answers: every prompt it asked and every event it logged. */
function played(players: number, seed: string, steps: number): Seen {
  let s: VIState = start(players, seed);
  let rng: RngState = seedRng(`${seed}-answers`);
  const seen: Seen = { prompts: [], events: [] };
  for (let n = 0; n < steps && s.flow !== 'over'; n++) {
    const open = engine.prompts(s);
    if (open.length === 0) break;
    seen.prompts.push(...open);
    const p = open[0]!;
    const real = p.options.filter((o) => o.value !== 'back');
    const pick = real.length ? real : p.options;
    let i: number;
    [i, rng] = nextInt(rng, pick.length);
    const r = engine.apply(s, p.player, { prompt: p.id, values: [pick[i]!.value] });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    seen.events.push(...r.value.events);
  }
  return seen;
}

const games = [played(3, 'words-de-3', 400), played(5, 'words-de-5', 400)];
const prompts = games.flatMap((g) => g.prompts);
const events = games.flatMap((g) => g.events);

describe('Vested Interests said in German', () => {
  it('GIVEN a played game THEN it asked many kinds of question (the checks below see them)', () => {
    const kinds = new Set(prompts.map((p) => p.id.replace(/\d+$/, '')));
    expect(kinds.size).toBeGreaterThanOrEqual(8);
  });

  it('GIVEN every question asked THEN its texts and option labels are catalogue texts, said in German with no English catalogue text and no packed marks', () => {
    for (const p of prompts) {
      // A Contract's hint quotes its card's terms, which are not in the catalogue yet: only its marks are checked.
      const cardTerms = new Set(p.options.filter((o) => /^k\d+$/.test(o.value)).map((o) => o.hint ?? ''));
      const texts = [p.text, p.publicText ?? '', ...p.options.flatMap((o) => [o.label, o.hint ?? ''])].filter(Boolean);
      for (const text of texts) {
        if (!isName(text)) expect(hasUnsaid(text), text).toBe(true);
        const said = say('de', text);
        expect(said).not.toContain('\uE000');
        expect(said, said).not.toContain('{{');
        if (!cardTerms.has(text)) expect(englishIn(said), said).toEqual([]);
      }
      expect(say('de', p.text)).not.toBe(say('en', p.text));
    }
  });

  it('GIVEN every option THEN its label and hint fit Discord\'s 100 characters in German and in the pseudo-language', () => {
    for (const p of prompts) {
      for (const o of p.options) {
        for (const language of ['de', 'qps'] as const) {
          expect(say(language, o.label).length, say(language, o.label)).toBeLessThanOrEqual(100);
          if (o.hint) expect(say(language, o.hint).length, say(language, o.hint)).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it('GIVEN the log lines written as catalogue texts THEN German says them with no English catalogue text and no packed marks', () => {
    const packed = events.filter((e) => hasUnsaid(e.text));
    expect(packed.length).toBeGreaterThan(10);
    for (const e of packed) {
      const said = say('de', e.text);
      expect(said).not.toContain('\uE000');
      expect(said, said).not.toContain('{{');
      expect(englishIn(said), said).toEqual([]);
    }
  });

  it('GIVEN an answer the rules refuse THEN the refusal is said in German, and in English as before', () => {
    const s = start(3, 'words-de-refusal');
    const r = engine.apply(s, 'p0', { prompt: 'nope', values: ['x'] });
    const over = engine.apply({ ...s, flow: 'over' }, 'p0', { prompt: 'x', values: ['x'] });
    expect(r.ok).toBe(false);
    expect(over.ok).toBe(false);
    if (over.ok) return;
    expect(say('en', over.error.message)).toBe('The game is over.');
    expect(say('de', over.error.message)).toBe(t('de', 'vi:refuse.gameOver'));
    expect(say('de', over.error.message)).toBe('Die Partie ist vorbei.');
  });

  it('GIVEN a menu entry not offered THEN its reason is said in German', () => {
    const s = structuredClone(start(3, 'words-de-menu'));
    const p = engine.prompts(s)[0]!;
    s.me[p.player]!.ops = 0;
    const r = engine.apply(s, p.player, { prompt: p.id, values: ['build'] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(say('en', r.error.message)).toBe('You have no Operatives left this round: pass, or reveal a secret.');
    expect(say('de', r.error.message)).toBe('Du hast in dieser Runde keine Agenten mehr: Passe oder decke ein Geheimnis auf.');
  });
});

describe('Vested Interests pictures said in German', () => {
  it('GIVEN a game under way THEN the table in words is said in German: its headline from the picture catalogue, the game\'s texts said, no packed marks', async () => {
    const { tableText } = await import('../../render/vested-interests/table-text');
    const s = start(3, 'words-de-picture');
    const view = engine.view(s, null);
    const choices = engine.prompts(s)[0]!.options;
    const deText = tableText(view, { p0: 'Ana', p1: 'Ben', p2: 'Cy' }, choices, 'de');
    const enText = tableText(view, { p0: 'Ana', p1: 'Ben', p2: 'Cy' }, choices, 'en');
    expect(deText).not.toContain('\uE000');
    expect(deText).toContain('Runde 1/');
    expect(deText).not.toContain('Round ');
    expect(enText).toContain('Round 1/');
    expect(deText.split('\n')[0]).not.toBe(enText.split('\n')[0]);
  });
});
