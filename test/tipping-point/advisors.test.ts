import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tp } from './said';
import { act, crisisAt, fixture, nm, projectAt, promptOf, values } from './fixture';

const grid = () => [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false)];

describe('tipping-point/advisors', () => {
  it('uses a once-per-game ability without using the turn, and only once', () => {
    // Emergency Envoy: any time, once per game: remove 3 Pollution.
    let s = fixture(2, { grid: grid(), pollution: 5, seats: [{ advisor: 'advisor-08-a', hand: ['water-01'], credits: { water: 3 } }] });
    expect(values(s, 'p0')).toContain('ability');
    s = act(s, 'p0', 'ability');
    expect(s.pollution).toBe(2);
    expect(values(s, 'p0')).not.toContain('ability');
    expect(values(s, 'p0')).toContain('water-01');
    expect(s.turn).toBe(0);
  });

  it('pays a discard cost chosen by the player before the effect', () => {
    // Circular Economy Advisor: once per round, discard 2 Project cards to remove 1 Pollution.
    let s = fixture(2, { grid: grid(), pollution: 4, seats: [{ advisor: 'advisor-05-a', hand: ['water-01', 'health-01', 'energy-01'], credits: {} }, { hand: ['health-02'], credits: { health: 9 } }] });
    s = act(s, 'p0', 'ability');
    expect(promptOf(s).min).toBe(2);
    const pick = promptOf(s).options.slice(0, 2).map((o) => o.value);
    s = act(s, 'p0', pick);
    expect(s.pollution).toBe(3);
    expect(s.seats.p0!.hand).toHaveLength(1);
    expect(s.discard).toHaveLength(2);
    expect(s.seats.p0!.used.round).toBe(true);
  });

  it('fires a triggered ability for the player who solves a Crisis', () => {
    // Crisis Response Coordinator: when you solve a Crisis, draw 2 Project cards.
    const g = [crisisAt(0, 0, 'crisis-1-1'), projectAt(0, -1, 'water-02', false, ['p0'])];
    let s = fixture(1, { grid: g, seats: [{ advisor: 'advisor-01-b', hand: [], credits: { energy: 3 } }] });
    s = act(s, 'p0', 'exchange');
    expect(s.preservation).toBe(2);
    expect(s.seats.p0!.hand).toHaveLength(2);
  });

  it('pays an Income ability as a bonus of its own at the end of the round', () => {
    // Treasury Steward: at Income, gain 2 Credits (placed freely).
    let s = fixture(1, { grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'health-02')], seats: [{ advisor: 'advisor-03-b' }] });
    s = act(s, 'p0', 'pass');
    s = act(s, 'p0', values(s)[0]!);
    expect(promptOf(s).text).toBe('Put 2 Credits into your budgets.');
    const before = s.seats.p0!.credits.water;
    s = act(s, 'p0', 'all-water');
    expect(s.seats.p0!.credits.water).toBe(before + 2);
    expect(s.phase).toBe('provide');
  });

  it('marks placing a card and drawing as committed steps, and choosing a card as undoable', () => {
    const s = fixture(1, { grid: grid(), seats: [{ hand: ['water-03'], credits: { water: 5 } }] });
    const choose = tp.apply(s, 'p0', { prompt: promptOf(s).id, values: ['water-03'] });
    expect(choose.ok && choose.value.committed).toBe(false);
    if (!choose.ok) return;
    const slot = tp.apply(choose.value.state, 'p0', { prompt: promptOf(choose.value.state).id, values: ['C2'] });
    expect(slot.ok && slot.value.committed).toBe(false);
    if (!slot.ok) return;
    const pay = tp.apply(slot.value.state, 'p0', { prompt: promptOf(slot.value.state).id, values: ['auto'] });
    expect(pay.ok && pay.value.committed).toBe(true);
    if (!pay.ok) return;
    // A refused undo names the first thing the step showed: the card played face up, before any card it drew.
    expect(pay.value.revealed).toMatch(/^played .+ face up from your hand$/);
    // The played card is public; the drawn card is told to its owner only.
    expect(pay.value.events.filter((e) => e.visibleTo !== 'all').every((e) => JSON.stringify(e.visibleTo) === '["p0"]')).toBe(true);
  });

  it('applies a once-per-round triggered ability by itself the first time it fires, with no way to decline, and not again that round', () => {
    // Development Economist: after you raise a Need, once per round: gain 2 Credits. Education 2→3 between
    // Health 1 and Work 1 gives no Adjacency Bonus, so the 2 Credits are the Advisor's.
    let s = fixture(1, { grid: grid(), seats: [{ advisor: 'advisor-07-a', hand: ['education-01', 'education-02'], credits: { education: 9, work: 9 }, needs: { health: 1, education: 2, work: 1 } }] });
    s = act(s, 'p0', 'education-01', nm(s, 1, 1), 'auto', 'raise-education');
    expect(s.seats.p0!.used.round).toBe(true);
    expect(promptOf(s).text).toBe('Put 2 Credits into your budgets.');
    expect(values(s)).not.toContain('skip');
    s = act(s, 'p0', 'all-water');
    s = act(s, 'p0', 'education-02', nm(s, -1, 1), 'auto', 'raise-education');
    expect(s.seats.p0!.needs.education).toBe(4);
    expect(s.seats.p0!.credits.water).toBe(2);
    expect(s.chain).toBeNull();
  });

  it('says what the engine does in the rules topic and in both house-rule lines: triggered abilities apply automatically', () => {
    expect(tp.rules.find((r) => r.topic === 'advisors')?.text).toMatch(/triggered ability .* applies automatically, .* cannot be declined/);
    const doc = readFileSync('docs/house-rules.md', 'utf8');
    const section = doc.slice(doc.indexOf('## Earth 2053: Tipping Point'), doc.indexOf('\n## Earth\n'));
    expect(section).not.toMatch(/may decline/);
    expect(section).toMatch(/\| Triggered abilities \(TP-A03, TP-A04\) \| Applied automatically .* never declined/);
    expect(section).toMatch(/\| TP-A04 \| Are triggered abilities mandatory\? \| Yes: a triggered ability applies automatically/);
  });
});
