import { describe, expect, it } from 'vitest';
import { defaultAnswer, defaultGame, tippingPointCounts } from '../../bench/decisions';
import { percentile } from '../../bench/percentile';
import { tp } from './said';
import { modules } from '../../src/modules';
import type { TpState } from '../../src/games/tipping-point/state';
import { act, crisisAt, fixture, projectAt, promptOf } from './fixture';

/** Seeded games with every seat taking the defaults it is offered, 2 to 4 players. */
const games = [2, 3, 4].flatMap((n) => Array.from({ length: 4 }, (_, g) => defaultGame(modules.get('tipping-point')!.engine, n, `budget-${n}-${g}`)));
const plays = games.flatMap((steps) => tippingPointCounts(steps).plays);

describe('tipping-point/decisions per action', () => {
  it('plays a card in at most 4 decisions at the median and 6 at the worst, with the defaults offered', () => {
    expect(plays.length).toBeGreaterThan(100);
    expect(percentile(plays, 0.5)).toBeLessThanOrEqual(4);
    expect(percentile(plays, 0.95)).toBeLessThanOrEqual(6);
    expect(Math.max(...plays)).toBeLessThanOrEqual(6);
  });

  it('keeps a card play in the private panel, from the card to its last Influence', () => {
    for (const steps of games) {
      let playing = false;
      for (const st of steps) {
        const p = st.prompt;
        if (p.fallback === 'pass') playing = !['pass', 'exchange', 'ability'].includes(defaultAnswer(p)[0]!);
        else if (playing && !/^(cr|pv)/.test(p.id)) expect(p.private, p.text).toBe(true);
        if (/^(cr|pv)/.test(p.id)) playing = false;
      }
    }
  });

  it('places several Influence tokens of one gain in one decision', () => {
    // Two face-down Projects: 2 Influence from an Adjacency Bonus (Health 1→2 beside an unmarked Nutrition).
    const grid = [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false), projectAt(0, -1, 'water-03', false)];
    let s = fixture(1, { grid, seats: [{ hand: ['health-01'], credits: { health: 1 }, needs: { health: 1, education: 2, work: 1 }, byHand: false }] });
    s = act(s, 'p0', 'health-01', 'N14', 'raise-health');
    expect(promptOf(s).text).toBe('Place 2 Influence: onto which face-down Project?');
    s = act(s, 'p0', 'auto');
    expect(s.grid.reduce((n, c) => n + c.tokens.length, 0)).toBe(2);
    expect(s.chain).toBeNull();
  });

  // Zero-Carbon New Town: three Housing icons; each raise of Housing from 1 gives Influence (Housing–Justice) and
  // Credits. Smog Advisory at M13 wants 1 Influence at M12 and 2 at M14; P16 is a face-down Project away from it.
  const housing = () =>
    fixture(1, {
      grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false), projectAt(0, -1, 'water-03', false), projectAt(3, 3, 'water-04', false)],
      seats: [{ hand: ['housing-14'], credits: { housing: 6 }, needs: { housing: 1 }, byHand: false }],
    });
  const tokens = (s: TpState) => s.grid.reduce((n, c) => n + c.tokens.length, 0);

  it('places the Influence of every gain of one card play in one decision, each gain still placed as it is gained', () => {
    let s = act(housing(), 'p0', 'housing-14', 'M11', 'raise-housing');
    expect(promptOf(s).text).toBe('Place 2 Influence: onto which face-down Project?');
    const plan = promptOf(s).options[0]!;
    expect(plan.value).toBe('plan');
    expect(plan.label).toBe('Spread where Crises want it, now and for all later Influence from this card: 1 at M12, 1 at M14');
    expect(promptOf(s).options[1]!.label).toBe('Spread where Crises want it, this time only: 1 at M12, 1 at M14');
    s = act(s, 'p0', 'plan');
    expect(tokens(s)).toBe(2);
    // Housing 2→3: its 2 Influence go where suggested at once, the second token onto M14 solves Smog Advisory.
    expect(promptOf(s).text).toBe('Need icon: Housing (raise or flip): choose how to use it.');
    const r = tp.apply(s, 'p0', { prompt: promptOf(s).id, values: ['raise-housing'] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.map((e) => e.text)).toContain('{p0} places 1 Influence at M14.');
    expect(r.value.events.some((e) => / solves the Crisis Smog Advisory /.test(e.text))).toBe(true);
    s = r.value.state;
    expect(s.grid.find((c) => c.card.kind === 'crisis')!.card.up).toBe(false);
    expect(promptOf(s).text).toBe('Need icon: Housing (raise or flip): choose how to use it.');
    // Housing 3→4: 3 Influence more, placed without a question; the card play is over.
    s = act(s, 'p0', 'raise-housing');
    expect(s.chain).toBeNull();
    // 7 tokens placed in all, 3 of them gone to solve the Crisis.
    expect(tokens(s)).toBe(4);
  });

  it('asks again for a later gain when the player placed the earlier one "this time only", and keeps every target open', () => {
    let s = act(housing(), 'p0', 'housing-14', 'M11', 'raise-housing', 'auto', 'raise-housing');
    expect(promptOf(s).text).toBe('Place 2 Influence: onto which face-down Project?');
    expect(promptOf(s).options.map((o) => o.value)).toEqual(expect.arrayContaining(['plan', 'auto', 'M12', 'M14', 'P16', 'all-P16']));
    s = act(s, 'p0', 'P16', 'P16', 'raise-housing');
    // The last icon's 3 Influence: no more can come from the card, so there is nothing to plan for.
    expect(promptOf(s).text).toBe('Place 3 Influence: onto which face-down Project?');
    expect(promptOf(s).options[0]!.label).toMatch(/^Spread where Crises want it: /);
    expect(promptOf(s).options.some((o) => o.value === 'plan')).toBe(false);
  });

  it('pays by the suggested payment and spreads gained Credits without a question unless the seat chooses by hand', () => {
    const grid = [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false)];
    const spec = { hand: ['health-01'], credits: { health: 1 }, needs: { health: 1, education: 2, work: 1 } };
    const quick = act(fixture(1, { grid, seats: [{ ...spec, byHand: false }] }), 'p0', 'health-01', 'N14', 'raise-health');
    expect(quick.chain).toBeNull();
    expect(Object.values(quick.seats.p0!.credits).reduce((a, b) => a + b, 0)).toBe(3);
    const slow = act(fixture(1, { grid, seats: [{ ...spec, byHand: true }] }), 'p0', 'health-01', 'N14', 'auto', 'raise-health');
    expect(promptOf(slow).text).toBe('Put 3 Credits into your budgets.');
  });

  it('spreads Credits over several budgets in one decision: the suggested split covers the costs of the cards in hand', () => {
    // After Health 1→2 (3 Credits), health-08 is still in hand and needs 1 Health and 1 Education.
    const grid = [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false)];
    let s = fixture(1, { grid, seats: [{ hand: ['health-01', 'health-08'], credits: { health: 1 }, needs: { health: 1, education: 2, work: 1 }, byHand: true }] });
    s = act(s, 'p0', 'health-01', 'N14', 'auto', 'raise-health');
    const split = promptOf(s).options[0]!;
    expect(split.value).toBe('split');
    expect(split.label).toBe('Where they help most: 2 Health, 1 Education');
    s = act(s, 'p0', 'split');
    expect(s.chain).toBeNull();
    expect(s.seats.p0!.credits.health).toBeGreaterThanOrEqual(1);
    expect(s.seats.p0!.credits.education).toBeGreaterThanOrEqual(1);
    expect(Object.values(s.seats.p0!.credits).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('does not ask a passed player with nothing to do to pass again', () => {
    let s = fixture(2, { grid: [crisisAt(0, 0, 'crisis-1-3')], seats: [{ hand: [], credits: {} }, { hand: ['health-01', 'health-02'], credits: { health: 9 }, byHand: false }] });
    s = act(s, 'p0', 'pass');
    const r = tp.apply(s, 'p1', { prompt: promptOf(s, 'p1').id, values: ['health-01'] });
    expect(r.ok).toBe(true);
    s = r.ok ? r.value.state : s;
    s = act(s, 'p1', promptOf(s, 'p1').options[0]!.value);
    while (s.chain) s = act(s, 'p1', defaultAnswer(promptOf(s, 'p1'))[0]!);
    expect(promptOf(s, 'p1').fallback).toBe('pass');
    expect(tp.prompts(s).some((p) => p.player === 'p0')).toBe(false);
  });
});
