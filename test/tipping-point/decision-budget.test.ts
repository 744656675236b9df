import { describe, expect, it } from 'vitest';
import { defaultAnswer, defaultGame, tippingPointCounts } from '../../bench/decisions';
import { percentile } from '../../bench/percentile';
import { tippingPoint as tp } from '../../src/games/tipping-point';
import { modules } from '../../src/modules';
import { act, crisisAt, fixture, projectAt, promptOf } from './fixture';

/** Seeded games with every seat taking the defaults it is offered, 2 to 4 players. */
const games = [2, 3, 4].flatMap((n) => Array.from({ length: 4 }, (_, g) => defaultGame(modules.get('tipping-point')!.engine, n, `budget-${n}-${g}`)));
const plays = games.flatMap((steps) => tippingPointCounts(steps).plays);

describe('tipping-point/decisions per action', () => {
  it('plays a card in at most 4 decisions at the median and 6 at the 95th percentile, with the defaults offered', () => {
    expect(plays.length).toBeGreaterThan(100);
    expect(percentile(plays, 0.5)).toBeLessThanOrEqual(4);
    expect(percentile(plays, 0.95)).toBeLessThanOrEqual(6);
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
    expect(split.label).toBe('Suggested: 2 Health, 1 Education');
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
