import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../src/engine/types';
import { tp } from './said';
import { CATEGORIES } from '../../src/games/tipping-point/cards/schema';
import { CATEGORY_LABEL } from '../../src/games/tipping-point/cards/text';
import { say } from '../../src/words/say';
import { catalogue } from '../../src/games/tipping-point/cards/catalogue';
import { fixture, promptOf } from './fixture';
import { answer, firstUntil, randomPlayout, start } from './helpers';

/** Every option a Country, Advisor or card choice shows says what the choice needs, within Discord's limits, uncut. */

const countryPrompt = (expert: boolean) => promptOf(start(2, { expert }), 'p0');

describe('tipping-point/what each option needs', () => {
  it('names each Country’s Needs, Credits and cards a round, with its starting hand under the question', () => {
    const p = countryPrompt(false);
    expect(p.options).toHaveLength(10);
    for (const o of p.options) {
      const c = catalogue.countries.find((x) => x.id === o.value)!;
      for (const k of CATEGORIES) {
        if (c.credits[k]) expect(o.label).toContain(`${say('en', CATEGORY_LABEL[k])} ${c.credits[k]}`);
        if (c.needs[k] !== undefined) expect(o.hint).toContain(`${say('en', CATEGORY_LABEL[k])} ${c.needs[k]}`);
      }
      expect(`${o.label} ${o.hint}`).toContain(`+${c.drawPerRound} a round`);
      expect(p.detail).toContain(`${c.name}: hand ${c.startHand}, +${c.drawPerRound} a round`);
    }
    expect(p.options.find((o) => o.value === 'tamarind')).toEqual({
      value: 'tamarind',
      label: 'Tamarind Republic: Credits Water 2, Nutrition 3, Health 1, Work 2',
      hint: 'Needs Justice 1, Housing 1, Water 2, Nutrition 3, Health 2, Work 3; +4 a round',
    });
  });

  it('says in Expert Mode the numbers the seat really starts with: 2 in each category without a marker', () => {
    const p = countryPrompt(true);
    const norrvik = p.options.find((o) => o.value === 'norrvik')!;
    expect(norrvik.label).toBe('Norrvik Union: Credits Housing 0, Infrastructure 3, Energy 3, Work 0; 2 in the rest');
    expect(norrvik.hint).toBe('Needs Infrastructure 3, Energy 3, Work 1; 2 in the rest; hand 4, +2 a round');
    const seat = answer(start(2, { expert: true }), p, ['norrvik']).seats.p0!;
    expect(seat.credits).toEqual({ justice: 2, housing: 0, infrastructure: 3, energy: 3, water: 2, nutrition: 2, health: 2, education: 2, work: 0 });
    expect(seat.needs).toEqual({ justice: 2, housing: 2, infrastructure: 3, energy: 3, water: 2, nutrition: 2, health: 2, education: 2, work: 1 });
  });

  it('gives each Advisor side its rates in the label, saying what each is, and its ability in the hint; an Introduction side says it has none', () => {
    let s = firstUntil(start(1), (x) => x.phase === 'advisorCard');
    expect(promptOf(s).text).toContain('A discard: the Credits a Project card pays when you discard it to pay. Synergy: what you gain for each side of a new Project touching a card of its category.');
    for (const o of promptOf(s).options.filter((x) => x.value.startsWith('advisor-'))) expect(o.hint).toMatch(/Credits? a discard, Synergy .+ a matching side(, exchange|$)/);
    s = answer(s, promptOf(s), ['advisor-01']);
    expect(promptOf(s).text).toContain('A discard: the Credits a Project card pays when you discard it to pay.');
    const [intro, other] = promptOf(s).options;
    expect(intro).toMatchObject({ label: 'Chief of Staff: 2 Credits a discard, Synergy 1 Credit a matching side, exchange rate 4', hint: 'No ability: an Introduction Advisor.' });
    expect(other).toMatchObject({ label: 'Crisis Response Coordinator: 1 Credit a discard, Synergy 2 Credits a matching side, exchange rate 3', hint: 'Ability: When you solve a Crisis: draw 2 Project cards.' });
    expect(`${intro!.label} ${other!.label}`).not.toMatch(/discard value/);
  });

  it.each([false, true])('labels every Country in one form, and describes every one in one form (Expert Mode: %s)', (expert) => {
    const p = countryPrompt(expert);
    // The shape of a text once its name and numbers are set aside: which facts it gives, in which order.
    const shape = (t: string) => [/hand \d/.test(t), /a round/.test(t), /Credits/.test(t), /in the rest/.test(t)].join();
    expect(new Set(p.options.map((o) => shape(o.label))).size).toBe(1);
    expect(new Set(p.options.map((o) => shape(o.hint ?? ''))).size).toBe(1);
  });

  it("keeps a card's whole cost in its label and says under the menu what each card does", () => {
    // Rural Boarding Schools costs three kinds of Credit and lowers a Need: its long wording no longer fits 100.
    const s = fixture(1, { seats: [{ hand: ['education-08', 'justice-01'], credits: { education: 3, work: 3, justice: 3 }, needs: { infrastructure: 3, education: 2, work: 2, justice: 2 } }] });
    const p = promptOf(s);
    expect(p.options.find((o) => o.value === 'education-08')!.label).toBe('Rural Boarding Schools: 1 Credit + 1 Education + 1 Work; lower Infrastructure Need');
    expect(p.detail!.split('\n')).toEqual([
      'Rural Boarding Schools: Raise or flip: Education, any.',
      "Citizens' Climate Assembly: Raise or flip: Justice.",
    ]);
  });

  it('keeps every label and hint within 100 characters and every detail within 1500 over seeded games, uncut', () => {
    const seen = new Set<string>();
    const check = (p: Prompt) => {
      for (const o of p.options) {
        expect(o.label.length, o.label).toBeLessThanOrEqual(100);
        expect((o.hint ?? '').length, o.hint).toBeLessThanOrEqual(100);
      }
      expect((p.detail ?? '').length).toBeLessThanOrEqual(1500);
      // The choices this file is about are never cut.
      if (/^(Choose your Country|Which side|Round \d+: play|Where does|Choose \d+ Project cards? to)/.test(p.text)) {
        seen.add(p.text.slice(0, 12));
        // "Choose the payment…" leads on to a question of its own: its dots are not a cut.
        for (const o of p.options.filter((x) => x.value !== 'by-hand')) expect(`${o.label} ${o.hint ?? ''}`, o.label).not.toMatch(/…/);
      }
    };
    for (const [n, expert, seed] of [[1, true, 'info-1'], [2, false, 'info-2'], [3, true, 'info-3'], [4, false, 'info-4']] as const) {
      const s = start(n, { expert }, seed);
      tp.prompts(s).forEach(check);
      randomPlayout(n, { expert }, seed, (x) => tp.prompts(x).forEach(check));
    }
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });

  it('shows on the public Country and Advisor prompts nothing that depends on a hidden hand', () => {
    const s = firstUntil(start(2), (x) => x.phase === 'advisorCard');
    const other = structuredClone(s);
    other.seats.p0!.hand = [...other.projectDeck.slice(0, 5)];
    const shown = (x: typeof s) => tp.prompts(x).map((p) => ({ text: p.text, detail: p.detail, options: p.options }));
    expect(shown(other)).toEqual(shown(s));
  });
});
