import { describe, expect, it } from 'vitest';
import { tp } from './said';
import { TP_ERRORS } from '../../src/games/tipping-point/errors';
import { act, crisisAt, fixture, nm, projectAt, promptOf, refuse, values } from './fixture';

// p0 is Norrvik Union (no Water or Nutrition marker) with the Chief of Staff (Introduction:
// discard 2, exchange 4, Synergy 1 Credit); p1 Tamarind Republic, p2 Lumea Archipelago.
// The grid below: Smog Advisory (Health, N 1, S 2) at M13 with a face-down Project at M14.
const smog = () => [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false)];

describe('tipping-point/turns', () => {
  it('lets a passed player come back in, and ends the round only after everyone passes in a row', () => {
    let s = fixture(2, { grid: smog(), seats: [{ hand: ['water-01'], credits: { water: 3 } }, { hand: ['health-01'], credits: { health: 3 } }] });
    s = act(s, 'p0', 'pass');
    expect(s.passesInRow).toBe(1);
    s = act(s, 'p1', 'health-01', 'N14', 'auto', 'skip');
    expect(s.passesInRow).toBe(0);
    expect(values(s, 'p0')).toContain('water-01');
    // Ben has played his only card: once Ana passes, he passes without being asked, and the round ends.
    s = act(s, 'p0', 'pass');
    expect(s.phase).toBe('crisis');
  });

  it('passes for a player whose menu holds nothing but Pass, without asking, and says why in the log', () => {
    let s = fixture(2, { grid: smog(), seats: [{ hand: ['health-01', 'water-01'], credits: { health: 3, water: 3 } }, { hand: [], credits: {} }] });
    s = act(s, 'p0', 'health-01', 'N14', 'auto');
    const last = tp.apply(s, 'p0', { prompt: promptOf(s).id, values: ['skip'] });
    if (!last.ok) throw new Error(last.error.message);
    s = last.value.state;
    // Ben holds nothing he can pay for: the table passes for him and Ana's turn comes back.
    expect(tp.prompts(s).map((p) => p.player)).toEqual(['p0']);
    expect(s.seats.p1!.passedOnce).toBe(true);
    expect(s.passesInRow).toBe(1);
    expect(last.value.events.map((e) => e.text)).toContain('{p1} passes: nothing they can play or pay for now.');
    // Someone with a card they can pay for is asked, even when it is their only choice besides Pass.
    expect(values(s, 'p0')).toContain('water-01');
  });

  it('offers every unpassed player a turn at once in free order, and a card play brings passed players back', () => {
    let s = fixture(2, { o: { order: 'free' }, grid: smog(), seats: [{ hand: ['water-01'], credits: { water: 3 } }, { hand: ['health-01'], credits: { health: 3 } }] });
    expect(tp.prompts(s).map((p) => p.player)).toEqual(['p0', 'p1']);
    s = act(s, 'p0', 'pass');
    expect(tp.prompts(s).map((p) => p.player)).toEqual(['p1']);
    s = act(s, 'p1', 'health-01');
    expect(tp.prompts(s).map((p) => p.player)).toEqual(['p1']);
    s = act(s, 'p1', 'N14', 'auto', 'skip');
    // The play brings Ana back; Ben, with nothing left to play, stays passed without being asked.
    expect(tp.prompts(s).map((p) => p.player)).toEqual(['p0']);
    expect(s.seats.p1!.passed).toBe(true);
    s = act(s, 'p0', 'pass');
    expect(s.phase).toBe('crisis');
  });

  it('uses pass as the fallback of a turn', () => {
    const s = fixture(2, { grid: smog(), seats: [{ hand: ['water-01'], credits: { water: 3 } }] });
    expect(promptOf(s, 'p0').fallback).toBe('pass');
    expect(promptOf(s, 'p0').private).toBe(true);
  });
});

describe('tipping-point/costs', () => {
  it('leaves out a card whose Need-lowering cost would take a Need from 1 to 0, and refuses it by value', () => {
    // health-04 lowers Work; Norrvik's Work is at 1.
    const s = fixture(1, { grid: smog(), seats: [{ hand: ['health-04'], credits: { health: 9 } }] });
    expect(values(s)).toEqual(['exchange', 'pass']);
    expect(refuse(s, 'p0', 'health-04')).toEqual({ code: 'no-such-option', message: '"health-04" is not one of the options.' });
  });

  it('ignores a Need-lowering cost where there is no marker, and pays it where there is', () => {
    // water-07 lowers Nutrition (no marker for Norrvik); health-07 lowers Education (2).
    let s = fixture(1, { grid: smog(), seats: [{ hand: ['water-07', 'health-07'], credits: { water: 5, health: 5, energy: 9 } }] });
    expect(values(s)).toEqual(['water-07', 'health-07', 'suggested', 'exchange', 'pass']);
    s = act(s, 'p0', 'health-07', 'N14', 'auto');
    expect(s.seats.p0!.needs.education).toBe(1);
    const before = s.seats.p0!.needs;
    expect(before.nutrition).toBeUndefined();
  });

  it('pays specific costs from their own budget, generic from any, and a discard at the Advisor rate', () => {
    // water-05: 1 generic + 2 Water. Water 1, Energy 3; discarding water-01 gives 2 Water.
    let s = fixture(1, { grid: smog(), seats: [{ hand: ['water-05', 'water-01'], credits: { water: 1, energy: 3 } }] });
    s = act(s, 'p0', 'water-05', 'N13');
    const pay = promptOf(s);
    expect(pay.options[0]).toEqual({ value: 'auto', label: 'Cheapest payment: 1 Water, discard Rain Barrels for All' });
    expect(pay.options.map((o) => o.value)).toEqual(['auto', 'c-energy', 'c-water', 'd-water-01']);
    s = act(s, 'p0', 'c-energy');
    expect(s.chain?.due).toEqual({ generic: 0, specific: { water: 2 } });
    // Only Water can pay now: Energy Credits no longer help.
    expect(values(s)).toEqual(['auto', 'c-water', 'd-water-01']);
    s = act(s, 'p0', 'd-water-01');
    expect(s.discard).toContain('water-01');
    expect(s.seats.p0!.credits).toMatchObject({ water: 1, energy: 2 });
    expect(s.grid.find((c) => c.card.id === 'water-05')?.card.up).toBe(true);
  });

  it('will not spend Credits of a budget that an active Crisis blocks, nor discard cards of it', () => {
    // Brownout Season: Energy Credits cannot be spent.
    const s = fixture(1, {
      grid: [crisisAt(0, 0, 'crisis-1-5'), projectAt(0, 1, 'water-02', false)],
      seats: [{ hand: ['water-02', 'energy-01'], credits: { energy: 9 } }],
    });
    expect(values(s)).toEqual(['pass']);
  });

  it('exchanges Credits of one budget for Influence without using the turn', () => {
    let s = fixture(2, { grid: smog(), seats: [{ hand: ['water-01'], credits: { energy: 5, justice: 3, water: 3 } }] });
    expect(values(s)).toContain('exchange');
    expect(promptOf(s).options.find((o) => o.value === 'exchange')?.label).toBe('Exchange 4 Energy Credits for 1 Influence');
    // One budget can pay and one face-down Project can hold the token: nothing to ask.
    s = act(s, 'p0', 'exchange');
    expect(s.seats.p0!.credits.energy).toBe(1);
    expect(s.grid.find((c) => c.y === 1)?.tokens).toEqual(['p0']);
    expect(promptOf(s).player).toBe('p0');
    expect(s.turn).toBe(0);
  });
});

describe('tipping-point/placing', () => {
  it('offers open slots next to any card and face-down Projects, never a Crisis, and names them by grid letters', () => {
    let s = fixture(1, { grid: smog(), seats: [{ hand: ['health-01'], credits: { health: 3 } }] });
    s = act(s, 'p0', 'health-01');
    expect(values(s)).toEqual(['M12', 'L13', 'N13', 'L14', 'M14', 'N14', 'M15']);
    expect(promptOf(s).options.find((o) => o.value === 'M14')?.label).toBe('M14: a Synergy Bonus, on a face-down Project, by Smog Advisory (needs 2 Influence here)');
    // What the bonus gives this player (the Introduction Advisor's 1 Credit) rides as the option's hint.
    expect(promptOf(s).options.find((o) => o.value === 'M14')?.hint).toBe('Synergy Bonus: 1 Credit');
    expect(promptOf(s).options.find((o) => o.value === 'M15')?.hint).toBeUndefined();
    expect(refuse(s, 'p0', 'M13').code).toBe('no-such-option');
  });

  it('redistributes the Influence of a covered face-down Project onto other face-down Projects', () => {
    const grid = [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false, ['p1', 'p0']), projectAt(1, 1, 'water-03', false), projectAt(-1, 1, 'water-04', false)];
    let s = fixture(2, { grid, seats: [{ hand: ['health-01'], credits: { health: 3 } }] });
    s = act(s, 'p0', 'health-01', 'M14', 'auto');
    expect(promptOf(s).text).toContain("Move {p1}'s Influence token and 1 more");
    // Health 1→2 could still gain Influence (Health–Nutrition): the suggested spread may cover that too.
    expect(values(s)).toEqual(['plan', 'auto', 'all-L14', 'all-N14', 'L14', 'N14']);
    s = act(s, 'p0', 'N14', 'L14');
    expect(s.grid.find((c) => c.x === 1 && c.y === 1)?.tokens).toEqual(['p1']);
    expect(s.grid.find((c) => c.x === -1 && c.y === 1)?.tokens).toEqual(['p0']);
    const covered = s.grid.find((c) => c.x === 0 && c.y === 1)!;
    expect(covered.card).toEqual({ kind: 'project', id: 'health-01', up: true });
    expect(covered.under).toEqual([{ kind: 'project', id: 'water-02', up: false }]);
  });

  it('moves every lifted token without asking when one other face-down Project can hold them', () => {
    const grid = [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false, ['p1', 'p0']), projectAt(1, 1, 'water-03', false)];
    let s = fixture(2, { grid, seats: [{ hand: ['health-01'], credits: { health: 3 } }] });
    s = act(s, 'p0', 'health-01', 'M14', 'auto');
    expect(s.grid.find((c) => c.x === 1 && c.y === 1)?.tokens).toEqual(['p1', 'p0']);
    expect(promptOf(s).text).toContain('choose how to use it');
  });

  it('returns the Influence of a covered Project to its owners when no other face-down Project exists', () => {
    const grid = [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false, ['p1'])];
    let s = fixture(2, { grid, seats: [{ hand: ['water-01'], credits: { water: 3 } }] });
    s = act(s, 'p0', 'water-01', 'M14', 'auto');
    expect(s.grid.every((c) => c.tokens.length === 0)).toBe(true);
    expect(promptOf(s).text).toContain('choose how to use it');
  });

  it('gains one Synergy Bonus per matching side, a Crisis included', () => {
    // health-01 at L13: Smog Advisory (Health) to the east... and a Health Project to the south.
    const grid = [crisisAt(0, 0, 'crisis-1-3'), projectAt(-1, 1, 'health-02'), projectAt(0, 1, 'water-02', false)];
    let s = fixture(1, { grid, seats: [{ hand: ['health-01'], credits: { health: 3 } }] });
    s = act(s, 'p0', 'health-01', nm(s, -1, 0), 'auto');
    // Both bonuses are one gain of 2 Credits, spread at the end of the play in one decision.
    s = act(s, 'p0', 'skip');
    expect(promptOf(s).text).toBe('Put 2 Credits into your budgets.');
    s = act(s, 'p0', 'all-work');
    expect(s.seats.p0!.credits.work).toBe(2);
  });

  it('gives no Synergy for a category while a Crisis blocks it', () => {
    // Washed-Out Bridges (Infrastructure) blocks Synergy for Infrastructure Projects.
    const grid = [crisisAt(0, 0, 'crisis-2-1'), projectAt(0, 1, 'water-02', false)];
    let s = fixture(1, { grid, seats: [{ hand: ['infrastructure-01'], credits: { infrastructure: 3 } }] });
    s = act(s, 'p0', 'infrastructure-01', nm(s, -1, 0), 'auto');
    expect(promptOf(s).text).toContain('choose how to use it');
  });

  it('never lets the Synergy of the card pay for it (FAQ): payment comes first', () => {
    // health-01 costs 1 Health; with 0 Credits and no cards to discard it is not offered, however many sides match.
    const grid = [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'health-02')];
    const s = fixture(1, { grid, seats: [{ hand: ['health-01'], credits: {} }] });
    expect(values(s)).toEqual(['pass']);
  });
});

describe('tipping-point/effects', () => {
  it('raises a Need with Adjacency Bonuses from neighbours that are not lower (RB example: Health 1→2)', () => {
    // Health 1→2: Education at 2 (not lower) gives 3 Credits; Nutrition has no marker (counts as higher) gives 2 Influence.
    let s = fixture(1, { grid: smog(), seats: [{ hand: ['health-01'], credits: { health: 1 }, needs: { health: 1, education: 2, work: 1 } }] });
    s = act(s, 'p0', 'health-01', 'N14', 'auto', 'raise-health');
    expect(s.seats.p0!.needs.health).toBe(2);
    // M14 is the only face-down Project: both tokens go there without a question.
    expect(s.grid.find((c) => c.x === 0 && c.y === 1)?.tokens).toEqual(['p0', 'p0']);
    expect(promptOf(s).text).toBe('Put 3 Credits into your budgets.');
    s = act(s, 'p0', 'all-water');
    expect(s.seats.p0!.credits.water).toBe(3);
  });

  it('gives no Adjacency Bonus from a neighbour left lower', () => {
    // Education 2→3 with Health 1 and Work 1 on either side: nothing.
    let s = fixture(1, { grid: smog(), seats: [{ hand: ['education-01'], credits: { education: 1 }, needs: { health: 1, education: 2, work: 1 } }] });
    s = act(s, 'p0', 'education-01', 'N14', 'auto', 'raise-education');
    expect(s.seats.p0!.needs.education).toBe(3);
    expect(s.chain).toBeNull();
  });

  it('places Pollution for the icons on the level reached, and treats a raise beyond the maximum as reaching it again', () => {
    let s = fixture(1, { grid: smog(), seats: [{ hand: ['energy-01', 'justice-01'], credits: { energy: 1, justice: 1 }, needs: { energy: 3, water: 1, infrastructure: 1, justice: 5, housing: 5, work: 5 } }] });
    s = act(s, 'p0', 'energy-01', 'N13', 'auto', 'raise-energy');
    expect(s.pollution).toBe(1);
    s = act(s, 'p0', 'justice-01', 'N14', 'auto', 'raise-justice');
    expect(s.seats.p0!.needs.justice).toBe(5);
    expect(s.pollution).toBe(3);
    // Work–Justice Credits 6 and Justice–Housing Influence 3 at level 5: the 3 tokens all go on the one
    // face-down Project, the Credits are spread last.
    expect(s.grid.find((c) => c.x === 0 && c.y === 1)?.tokens).toEqual(['p0', 'p0', 'p0']);
    expect(promptOf(s).text).toBe('Put 6 Credits into your budgets.');
  });

  it('cannot raise a Need an active Crisis blocks, but the icon may still flip', () => {
    // Dry Wells: the Water Need cannot be raised.
    let s = fixture(1, { o: { expert: true }, grid: [crisisAt(0, 0, 'crisis-1-1'), projectAt(0, 1, 'water-02', false)], seats: [{ hand: ['water-01'], credits: { water: 1 } }] });
    s = act(s, 'p0', 'water-01', 'N14', 'auto');
    expect(values(s)).toEqual(['flip-N14', 'skip']);
  });

  it('flips the card just played with its own icon (FAQ)', () => {
    let s = fixture(1, { grid: smog(), seats: [{ hand: ['water-01'], credits: { water: 1 } }] });
    s = act(s, 'p0', 'water-01', 'N13', 'auto');
    expect(values(s)).toEqual(['flip-N13', 'skip']);
    s = act(s, 'p0', 'flip-N13');
    expect(s.grid.find((c) => c.card.id === 'water-01')?.card.up).toBe(false);
  });

  it('resolves icons in the order the player picks: flip the card, then raise and put the Influence on it (FAQ)', () => {
    // health-08: a Health and an "any" icon. Flip the card itself with "any", then raise Health 1→2 for 2 Influence.
    const grid = [crisisAt(0, 0, 'crisis-1-3')];
    let s = fixture(1, { grid, seats: [{ hand: ['health-08'], credits: { health: 1, education: 1, energy: 1 }, needs: { health: 1, education: 2, work: 1, justice: 2 } }] });
    s = act(s, 'p0', 'health-08', 'M14', 'auto');
    expect(s.seats.p0!.needs.justice).toBe(1);
    // The order is chosen by using an effect: each option is an effect and its own choice.
    const order = promptOf(s).options.map((o) => o.value);
    expect(order).toContain('e0.raise-health');
    expect(order).toContain('e1.flip-M14');
    s = act(s, 'p0', 'e1.flip-M14', 'raise-health');
    expect(s.grid.find((c) => c.card.id === 'health-08')?.tokens).toEqual(['p0', 'p0']);
    // Smog Advisory's south edge (2) is met, its north edge (1) is not: still active.
    expect(s.grid.find((c) => c.card.kind === 'crisis')?.card.up).toBe(true);
    // The Synergy Bonus's Credit and the Adjacency Bonus's 3 are spread together at the end.
    expect(promptOf(s).text).toBe('Put 4 Credits into your budgets.');
  });

  it('loses Influence when there is no face-down Project to hold it', () => {
    let s = fixture(1, { grid: [crisisAt(0, 0, 'crisis-1-3')], seats: [{ hand: ['health-06'], credits: { health: 9 } }] });
    s = act(s, 'p0', 'health-06', 'N13', 'auto');
    // Two effects: the icon and 1 Influence. Resolve the Influence first: nowhere to go.
    expect(promptOf(s).options.find((o) => o.value === 'e1')?.label).toBe('Gain 1 Influence first');
    s = act(s, 'p0', 'e1');
    expect(promptOf(s).text).toContain('choose how to use it');
  });
});

describe('tipping-point/bad input', () => {
  it('refuses two values for a one-value prompt', () => {
    const s = fixture(1, { grid: smog(), seats: [{ hand: ['water-01'], credits: { water: 3 } }] });
    expect(refuse(s, 'p0', ['water-01', 'pass'])).toEqual({ code: 'value-count', message: 'Pick exactly 1 option.' });
  });

  it('refuses an answer to a prompt that has moved on', () => {
    const s = fixture(1, { grid: smog(), seats: [{ hand: ['water-01'], credits: { water: 3 } }] });
    expect(refuse(s, 'p0', 'pass', 't999')).toEqual({ code: 'moved-on', message: 'That question is no longer open: answer the one open now.' });
  });

  it('refuses only with codes from the game\'s list', () => {
    const s = fixture(1, { grid: smog(), seats: [{ hand: ['water-01'], credits: { water: 3 } }] });
    for (const e of [refuse(s, 'p0', ['water-01', 'pass']), refuse(s, 'p0', 'pass', 't999'), refuse(s, 'p0', 'nope')]) {
      expect(TP_ERRORS).toContain(e.code);
    }
  });

  it('refuses everything once the game is over', () => {
    const s = structuredClone(fixture(1, { grid: smog() }));
    s.over = { won: false, reason: 'test' };
    expect(tp.apply(s, 'p0', { prompt: 't0', values: ['pass'] })).toEqual({ ok: false, error: { code: 'game-over', message: 'The game is over.' } });
  });
});

describe('tipping-point/crises', () => {
  it('lets Influence go on any face-down Project, even one no Crisis points at (FAQ)', () => {
    const grid = [crisisAt(0, 0, 'crisis-1-3'), projectAt(3, 0, 'water-02', false), projectAt(0, 1, 'water-03', false)];
    let s = fixture(1, { grid, seats: [{ hand: [], credits: { energy: 4 } }] });
    s = act(s, 'p0', 'exchange');
    expect(values(s)).toEqual([nm(s, 0, 1), nm(s, 3, 0)]);
  });

  it('solves a Crisis the moment the last token lands: Preservation, face-down, tokens spent', () => {
    const grid = [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, -1, 'water-02', false, ['p1']), projectAt(0, 1, 'water-03', false, ['p0'])];
    let s = fixture(2, { grid, seats: [{ hand: [], credits: { energy: 4 } }] });
    s = act(s, 'p0', 'exchange', nm(s, 0, 1));
    expect(s.preservation).toBe(2);
    expect(s.grid.find((c) => c.card.kind === 'crisis')?.card.up).toBe(false);
    expect(s.grid.filter((c) => c.card.kind === 'project').map((c) => c.tokens)).toEqual([[], []]);
    expect(s.solvedCount).toBe(1);
  });

  it('scores the rulebook example in the competitive variant: 2, 2 and 1 tokens on a level 2 Crisis', () => {
    // Climate Refugee Standoff (level 2): N 1, E 2, W 2. Stephan (p0), Lea (p1) and Sandra (p2).
    const grid = [
      crisisAt(0, 0, 'crisis-2-2'),
      projectAt(0, -1, 'water-02', false, []),
      projectAt(1, 0, 'water-03', false, ['p0', 'p1']),
      projectAt(-1, 0, 'water-04', false, ['p1', 'p2']),
    ];
    let s = fixture(3, { o: { variant: 'competitive' }, grid, seats: [{ hand: [], credits: { energy: 4 } }] });
    s = act(s, 'p0', 'exchange', nm(s, 0, -1));
    expect(s.preservation).toBe(3);
    expect([s.seats.p0!.vp, s.seats.p1!.vp, s.seats.p2!.vp]).toEqual([2, 2, 0]);
    expect(tp.view(s, null).vp).toEqual({});
    expect(tp.view(s, 'p1').vp).toEqual({ p1: 2 });
    expect(JSON.stringify(tp.view(s, null))).not.toContain('"vp":{"p');
  });

  it('uses the oldest tokens first when a Project holds more than needed (TP-G14)', () => {
    const grid = [crisisAt(0, 0, 'crisis-1-1'), projectAt(0, -1, 'water-02', false, ['p1'])];
    let s = fixture(2, { o: { variant: 'competitive' }, grid, seats: [{ hand: [], credits: { energy: 8 } }] });
    s = act(s, 'p0', 'exchange');
    expect(s.seats.p1!.vp).toBe(1);
    expect(s.seats.p0!.vp).toBe(1);
  });
});
