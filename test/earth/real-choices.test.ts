import { describe, expect, it } from 'vitest';
import { earth } from '../../src/games/earth';
import { answer, en, saidPromptOf, table } from './helpers';
import { textNow } from '../../src/games/earth/rules/worth';
import { say } from '../../src/words/say';

/** Issue 25: a question the rules leave no real choice in is not asked, and an option says what it really gives. */

const optionOf = (s: ReturnType<typeof table>, p: string, v: string) => saidPromptOf(s, p)!.options.find((o) => o.value === v)!;

/** The events of one answer, for the log lines an automatic step leaves. */
function eventsOf(s: ReturnType<typeof table>, p: string, v: string): string[] {
  const pr = saidPromptOf(s, p)!;
  const r = earth.apply(s, p, { prompt: pr.id, values: [v] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.events.map((e) => en(e.text));
}

describe('earth/real choices: the action menu says what each action really gives', () => {
  it('GIVEN every Flora full THEN Water offers only its 2 Soil and says why', () => {
    const s = table(2, { p0: { tableau: [{ id: 'flora-003', sprouts: 2 }] } });
    const water = optionOf(s, 'p0', 'water');
    expect(water.label).toBe('Water: 2 Soil (every Flora is full)');
    expect(water.hint).toMatch(/^Every Flora is full, so you gain only 2 Soil; /);
  });

  it('GIVEN no Flora THEN Water and Grow do not promise Sprouts or Growth', () => {
    const s = table(2);
    expect(optionOf(s, 'p0', 'water').label).toBe('Water: 2 Soil (no Flora)');
    expect(optionOf(s, 'p0', 'grow').label).toBe('Grow: draw 4 (no Flora)');
    expect(optionOf(s, 'p0', 'grow').hint).not.toMatch(/Growth;/);
  });

  it('GIVEN room for 3 Sprouts THEN Water says 3, not 6', () => {
    const s = table(2, { p0: { tableau: [{ id: 'flora-017', sprouts: 2 }] } });
    expect(optionOf(s, 'p0', 'water').label).toBe('Water: 3 Sprouts + 2 Soil');
  });
});

describe('earth/real choices: what an effect really gives, in the reader\'s language', () => {
  it('GIVEN room for fewer Sprouts than printed, or a deck shorter than a draw THEN the note beside the effect is a catalogue text, said in German too', () => {
    const s = table(2, { p0: { tableau: [{ id: 'flora-017', sprouts: 2 }] } });
    const sprouts = textNow(s, 'p0', { op: 'sprout', amount: 6, on: { where: 'tableau' } }, null);
    expect(en(sprouts)).toMatch(/ \(room for 3\)$/);
    expect(say('de', sprouts)).toMatch(/ \(Platz für 3\)$/);
    const draw = textNow({ ...s, deck: s.deck.slice(0, 1) }, 'p0', { op: 'gain', resource: 'card', amount: 3 }, null);
    expect(en(draw)).toMatch(/ \(1 left in the deck\)$/);
    expect(say('de', draw)).toMatch(/ \(noch 1 im Stapel\)$/);
  });
});

describe('earth/real choices: follow-ups with one sensible answer resolve themselves', () => {
  it('GIVEN a player with no Flora WHEN Grow gives them its minor benefit THEN they draw 2 without being asked, and the log says so', () => {
    const s = table(2);
    const ev = eventsOf(s, 'p0', 'grow');
    const after = answer(s, 'p0', 'grow');
    // Nothing else was owed, so the turn passed: p1's next question is their own turn.
    expect(saidPromptOf(after, 'p1')!.text).toMatch(/^Your turn/);
    expect(after.players.p1!.hand).toHaveLength(2);
    expect(ev).toContain('{p1} takes "draw 2 cards" (Grow\'s minor benefit): the other choices would give nothing.');
  });

  it('GIVEN one Flora with room WHEN Water gives 2 Sprouts THEN they go on it by themselves', () => {
    const s = table(2, { p1: { tableau: ['flora-017'] } });
    const ev = eventsOf(s, 'p0', 'water');
    const after = answer(s, 'p0', 'water');
    expect(saidPromptOf(after, 'p1')!.text).toMatch(/^Your turn/);
    expect(after.players.p1!.tableau[0]!.sprouts).toBe(2);
    expect(ev).toContain("{p1} places 2 Sprouts (Water's minor benefit).");
  });

  it('GIVEN two Flora with room THEN where the Sprouts go is still asked', () => {
    const s = answer(table(2, { p1: { tableau: ['flora-017', 'flora-026'] } }), 'p0', 'water');
    expect(saidPromptOf(s, 'p1')!.options.map((o) => o.value)).toEqual(expect.arrayContaining(['s0', 's1']));
  });

  it('GIVEN a cost that would buy nothing THEN it is not offered: Soil kept, turn moves on', () => {
    // flora-012 (yellow): pay 1 Soil to activate another card; there is no other card.
    const s = answer(table(2, { p0: { tableau: ['flora-012'], soil: 5 } }), 'p0', 'grow');
    expect(saidPromptOf(s, 'p0')).toBeUndefined();
    expect(s.players.p0!.soil).toBe(5);
    expect(s.active).toBe(1);
  });

  it('GIVEN a card cost owed with only that many cards in hand THEN the whole hand goes without a question', () => {
    // flora-032 (green): pay 1 card to gain 2 Soil; Plant's minor benefit draws p1 exactly 1 card.
    let s = table(2, { p0: { hand: ['flora-026'], soil: 2 }, p1: { tableau: ['flora-032'] } });
    s = answer(s, 'p0', 'plant');
    s = answer(s, 'p0', 'flora-026');
    s = answer(s, 'p0', saidPromptOf(s, 'p0')!.options[0]!.value);
    expect(saidPromptOf(s, 'p1')!.options.map((o) => o.value)).toContain('pay');
    const ev = eventsOf(s, 'p1', 'pay');
    s = answer(s, 'p1', 'pay');
    expect(saidPromptOf(s, 'p1')!.text).toMatch(/^Your turn/);
    expect(s.players.p1!.hand).toEqual([]);
    expect(s.players.p1!.soil).toBe(2);
    expect(ev).toEqual(expect.arrayContaining([expect.stringMatching(/^\{p1\} puts 1 card from their hand under the deck to pay \(/)]));
  });
});

describe('earth/real choices: card options carry what the choice needs', () => {
  it('GIVEN cards to plant THEN each label names the cost, nothing is cut, and long texts are in the detail', () => {
    let s = table(2, { p0: { hand: ['flora-003', 'flora-026', 'event-008'], soil: 9 } });
    s = answer(s, 'p0', 'plant');
    const pr = saidPromptOf(s, 'p0')!;
    const cards = pr.options.filter((o) => o.value.startsWith('flora-'));
    expect(cards.map((o) => o.label)).toEqual([expect.stringMatching(/^[^·]+ · 4 Soil · /), expect.stringMatching(/^[^·]+ · 2 Soil · /)]);
    for (const o of cards) {
      expect(o.label.length).toBeLessThanOrEqual(100);
      expect((o.hint ?? '').length).toBeLessThanOrEqual(100);
      expect(`${o.label} ${o.hint ?? ''}`).not.toMatch(/…/);
    }
  });

  it('GIVEN an Event whose text is longer than a hint THEN its hint points under the question and the detail holds it whole', () => {
    const s = answer(table(2, { p0: { hand: ['event-008'], soil: 9 } }), 'p0', 'menu.event');
    const pr = saidPromptOf(s, 'p0')!;
    const ev = pr.options.find((o) => o.value === 'event-008')!;
    expect(ev.hint).toMatch(/Full text under the question\.$/);
    expect(pr.detail).toContain('Take the minor Grow benefit (draw 2 or place 2 Growth).');
    expect(pr.detail!.length).toBeLessThanOrEqual(1500);
  });
});
