import { describe, expect, it } from 'vitest';
import { earth } from '../../src/games/earth';
import { breakdown } from '../../src/games/earth/rules/scoring';
import { ANSWER_ERRORS } from '../../src/engine/answer-check';
import { EARTH_ERRORS } from '../../src/games/earth/errors';
import { ranking } from '../../src/games/earth/outcome';
import type { EarthState } from '../../src/games/earth/state';
import { answer, en, expectConserved, pastSetup, playout, promptOf, start, table, vanillaIds } from './helpers';

const values = (s: EarthState, p: string) => promptOf(s, p)?.options.map((o) => o.value) ?? [];
const refuse = (s: EarthState, p: string, v: string) => {
  const pr = promptOf(s, p)!;
  const r = earth.apply(s, p, { prompt: pr.id, values: [v] });
  expect(r.ok).toBe(false);
  return r.ok ? null : { ...r.error, message: en(r.error.message) };
};

describe('earth/setup', () => {
  it('deals 4 Fauna, 4 shared Ecosystems, two Islands and two Climates each and 5 cards', () => {
    const s = start(3, 'deal');
    expect(s.fauna).toHaveLength(4);
    expect(new Set(s.fauna.map((f) => f.card)).size).toBe(4);
    expect(s.ecosystems).toHaveLength(4);
    for (const p of s.order) {
      expect(s.players[p]!.offers.islands).toHaveLength(2);
      expect(s.players[p]!.offers.climates).toHaveLength(2);
      expect(s.players[p]!.hand).toHaveLength(5);
      expect(values(s, p)).toHaveLength(4);
    }
    expectConserved(s);
  });

  it('keeps the choices secret until everyone has chosen, then reveals and grants the Island start', () => {
    let s = start(2, 'secret', { personal_ecosystem: false });
    expect(earth.prompts(s).map((p) => p.player)).toEqual(['p0', 'p1']);
    const pick = values(s, 'p0')[1]!;
    s = answer(s, 'p0', pick);
    s = answer(s, 'p0', values(s, 'p0')[0]!);
    expect(JSON.stringify(earth.view(s, null))).not.toContain(pick.split('.')[0]);
    expect(earth.view(s, null).players[0]!.island).toBeNull();
    s = answer(s, 'p1', values(s, 'p1')[0]!);
    s = answer(s, 'p1', values(s, 'p1')[0]!);
    expect(s.phase).toBe('action');
    const v = earth.view(s, null);
    for (const pv of v.players) {
      expect(pv.island).not.toBeNull();
      const pl = s.players[pv.id]!;
      const start = (pl.island!.card === 'x' ? null : pv.island!.stats);
      expect(start && en(start)).toContain('Start');
    }
    const pl = s.players.p0!;
    const st = { 'island-01.A': null }; void st;
    expect(pl.hand.length).toBeGreaterThanOrEqual(5);
    expect(pl.soil).toBeGreaterThan(0);
    expectConserved(s);
  });

  it('refuses an Island that was not dealt', () => {
    const s = start(2, 'x');
    const other = s.players.p1!.offers.islands[0]!;
    expect(refuse(s, 'p0', `${other}.A`)).toEqual({ code: 'no-such-option', message: 'That Island is not one of the two you were dealt.' });
  });

  it('has no shared Ecosystems in Beginner mode', () => {
    expect(start(2, 'b', { variant: 'beginner' }).ecosystems).toEqual([]);
  });

  it('refuses team mode without exactly 4 players', () => {
    const r = earth.setup(['p0', 'p1', 'p2'], 's', { variant: 'team', difficulty: 2, start_hand: 5, personal_ecosystem: true, max_rounds: 0 });
    expect(r.ok ? null : { ...r.error, message: en(r.error.message) }).toEqual({ code: 'team-needs-four', message: 'Team mode is 2 vs 2: it needs exactly 4 players, not 3.' });
  });
});

describe('earth/actions', () => {
  it('gives Compost major to the active player and the minor to everyone else, then activates Red', () => {
    let s = table(3);
    s = answer(s, 'p0', 'compost');
    // major 5 + Island 2 + Climate 2; minor 2 + 2 + 2
    expect(s.players.p0!.soil).toBe(9);
    expect(s.players.p1!.soil).toBe(6);
    expect(s.players.p2!.soil).toBe(6);
    for (const p of ['p0', 'p1', 'p2']) expect(s.players[p]!.compost).toHaveLength(2);
    expect(s.active).toBe(1);
    expect(values(s, 'p1')).toEqual(['plant', 'compost', 'water', 'grow']);
    expect(promptOf(s, 'p1')!.fallback).toBe('compost');
    expectConserved(s);
  });

  it('plants row-major paying the cost in full, then draws 4 keeps 1 with 3 under the deck; others draw 1', () => {
    let s = table(2, { p0: { hand: ['flora-003', 'flora-022'], tableau: ['flora-017'], soil: 5 } });
    const bottomBefore = s.deck.length;
    s = answer(s, 'p0', 'plant');
    expect(values(s, 'p0').slice(0, 3)).toEqual(['flora-003', 'flora-022', 'skip']);
    s = answer(s, 'p0', 'flora-003');
    expect(s.players.p0!.tableau.map((t) => t.id)).toEqual(['flora-017', 'flora-003']);
    expect(s.players.p0!.soil).toBe(1);
    expect(s.players.p0!.looking).toHaveLength(4);
    expect(s.players.p1!.hand).toHaveLength(1);
    const seen = [...s.players.p0!.looking];
    s = answer(s, 'p0', seen[2]!);
    expect(s.players.p0!.hand).toContain(seen[2]);
    expect(s.deck.slice(-3)).toEqual(seen.filter((x) => x !== seen[2]));
    expect(s.deck.length).toBe(bottomBefore - 4 - 1 + 3);
    expectConserved(s);
  });

  it('refuses a card the player cannot pay for in full, and Events', () => {
    let s = table(2, { p0: { hand: ['flora-003', 'event-001', 'flora-022'], soil: 3 } });
    s = answer(s, 'p0', 'plant');
    expect(refuse(s, 'p0', 'flora-003')).toEqual({ code: 'no-such-option', message: 'Planting Driftspire Willow costs 4 Soil and you have 3 (EA-49: costs are paid in full).'.replace('Driftspire Willow', en(earth.view(s, 'p0').hand!.find((c) => c.id === 'flora-003')!.title)) });
    expect(refuse(s, 'p0', 'event-001')).toEqual({ code: 'no-such-option', message: expect.stringContaining('Events are played into the Event space, never planted (EA-48)') });
    expect(refuse(s, 'p0', 'flora-999')).toEqual({ code: 'no-such-option', message: '"flora-999" is not one of the options.' });
  });

  it('places Water Sprouts within each Sprout limit and never on Terrain', () => {
    let s = table(2, { p0: { tableau: ['flora-003', 'terrain-001', 'flora-017', 'flora-026'] }, p1: { tableau: ['flora-022'] } });
    s = answer(s, 'p0', 'water');
    // p1's minor (2 Sprouts) has one Flora to go on, so it needs no choice while p0 places theirs
    expect(earth.prompts(s).map((p) => p.player).sort()).toEqual(['p0']);
    expect(refuse(s, 'p0', 's1')).toEqual({ code: 'no-such-option', message: expect.stringContaining('Sprouts go only on Flora (EA-24') });
    s = answer(s, 'p0', 's0');
    s = answer(s, 'p0', 's0');
    expect(refuse(s, 'p0', 's0')).toEqual({ code: 'no-such-option', message: expect.stringContaining('at its Sprout limit of 2') });
    s = answer(s, 'p0', 'auto');
    expect(s.players.p0!.tableau.map((t) => t.sprouts)).toEqual([2, 0, 4, 0]);
    expect(s.players.p0!.soil).toBe(2);
    expect(s.players.p1!.tableau[0]!.sprouts).toBe(2);
    expect(s.players.p1!.soil).toBe(2);
  });

  it('grows Trunks first, then the Canopy, and no further', () => {
    let s = table(2, { p0: { tableau: [{ id: 'flora-003', growth: 3 }, 'flora-015'] } });
    s = answer(s, 'p0', 'grow');
    expect(s.players.p0!.hand).toHaveLength(4);
    s = answer(s, 'p0', 's0');
    expect(earth.view(s, null).players[0]!.tableau[0]!.trunks).toBe(4);
    s = answer(s, 'p0', 's0');
    const t = earth.view(s, null).players[0]!.tableau[0]!;
    expect([t.trunks, t.canopy]).toEqual([4, true]);
    expect(breakdown(s, 'p0').growth).toBe(6);
  });

  it('lets the minor Grow take 2 cards or 2 Growth, not both', () => {
    let s = table(2, { p1: { tableau: ['flora-003'] } });
    s = answer(s, 'p0', 'grow');
    expect(values(s, 'p1').slice(0, 2)).toEqual(['o0', 'o1']);
    s = answer(s, 'p1', 'o1');
    expect(s.players.p1!.tableau[0]!.growth).toBe(2);
    expect(s.players.p1!.hand).toHaveLength(0);
  });

  it('converts 2 Sprouts to 2 Soil only on your own turn', () => {
    let s = table(2, { p0: { tableau: [{ id: 'flora-017', sprouts: 3 }] }, p1: { tableau: [{ id: 'flora-026', sprouts: 0 }, { id: 'flora-060', sprouts: 2 }] } });
    s = answer(s, 'p0', 'menu.convert');
    s = answer(s, 'p0', 's0');
    expect(s.players.p0!.soil).toBe(2);
    expect(s.players.p0!.tableau[0]!.sprouts).toBe(1);
    s = answer(s, 'p0', 'water');
    expect(refuse(s, 'p1', 'menu.convert')).toEqual({ code: 'no-such-option', message: 'Sprouts can be converted only on your own turn (EA-G15).' });
  });

  it("plays an Event on another player's turn into the Event space, outside the 16", () => {
    let s = table(2, { p1: { hand: ['event-003'], soil: 1, tableau: ['flora-026', 'flora-022'] }, p0: { tableau: ['flora-017'] } });
    s = answer(s, 'p0', 'water');
    expect(values(s, 'p1')).toContain('menu.event');
    s = answer(s, 'p1', 'menu.event');
    s = answer(s, 'p1', 'event-003');
    expect(s.players.p1!.events).toEqual(['event-003']);
    expect(s.players.p1!.tableau).toHaveLength(2);
    expect(s.players.p1!.soil).toBe(0);
    s = answer(s, 'p1', 'auto'); // the Event's 5 Sprouts; the minor's 2 then fill the rest by themselves
    expect(s.players.p1!.tableau.map((t) => t.sprouts)).toEqual([4, 3]);
    expect(breakdown(s, 'p1').events).toBe(-2);
    expectConserved(s);
  });

  it('activates the matching colour without asking the order when it cannot matter: Island first, then the tableau', () => {
    // The Island places Sprouts, the tableau draws cards: either order ends the same (H08).
    let s = table(2, { p0: { island: 'island-02.A', tableau: ['flora-014', 'flora-124', 'flora-017'] } });
    s = answer(s, 'p0', 'compost');
    s = answer(s, 'p1', 'compost');
    const before = s.deck.length;
    s = answer(s, 'p0', 'water');
    const r = earth.apply(s, 'p0', { prompt: promptOf(s, 'p0')!.id, values: ['auto'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(values(r.value.state, 'p0')).not.toContain('before');
    const texts = r.value.events.map((e) => en(e.text)).filter((t) => t.startsWith('{p0}'));
    expect(texts.findIndex((t) => t.includes('Sprout'))).toBeLessThan(texts.findIndex((t) => t.includes('draws')));
    expect(before - r.value.state.deck.length).toBe(2);
  });

  it('activates a card planted by the Plant major in the same turn (EA-G26)', () => {
    let s = table(2, { p0: { hand: ['flora-006', 'flora-014'], soil: 9 } });
    s = answer(s, 'p0', 'plant');
    s = answer(s, 'p0', 'flora-006');
    s = answer(s, 'p0', s.players.p0!.looking[0]!);
    expect(s.players.p0!.tableau.map((t) => t.id)).toEqual(['flora-006']);
    // flora-006 is Green "activate an adjacent card": nothing adjacent yet, so nothing is asked
    expect(s.active).toBe(1);
  });
});

describe('earth/fauna', () => {
  it('claims tiers in claim order, clockwise from the active player, and never loses them', () => {
    const mush = ['flora-017', 'flora-026', 'flora-060'];
    let s = table(3, { p1: { tableau: mush }, p2: { tableau: ['flora-022', 'flora-031', 'flora-044'] } });
    s.fauna[0] = { card: 'fauna-03', side: 'A', claims: [] };
    s = answer(s, 'p0', 'compost');
    expect(s.fauna[0]!.claims).toEqual(['p1']);
    expect(breakdown(s, 'p1').fauna).toBe(10);
    s.players.p1!.tableau = s.players.p1!.tableau.slice(0, 1).concat(s.players.p2!.tableau.splice(0, 0));
    s.deck.push(...mush.slice(1));
    s = answer(s, 'p1', 'compost');
    expect(breakdown(s, 'p1').fauna).toBe(10);
  });

  it('scores the second claimant the next tier, and 10 flat in Beginner', () => {
    const mk = (variant: 'standard' | 'beginner') => {
      let s = table(3, { p1: { tableau: ['flora-017', 'flora-026', 'flora-060'] }, p2: { tableau: ['flora-068', 'flora-071', 'flora-075'].filter(() => true) } }, { variant });
      s.fauna[0] = { card: 'fauna-03', side: 'A', claims: ['p0'] };
      s = answer(s, 'p0', 'compost');
      return s;
    };
    const std = mk('standard');
    expect(std.fauna[0]!.claims.slice(0, 2)).toEqual(['p0', 'p1']);
    expect(breakdown(std, 'p1').fauna).toBe(8);
    expect(breakdown(mk('beginner'), 'p1').fauna).toBe(10);
  });
});

describe('earth/end', () => {
  it('finishes the round after a completion and gives the completer 7 VP', () => {
    const fifteen = vanillaIds(15, ['flora-022']);
    let s = table(3, { p1: { tableau: fifteen, hand: ['flora-022'], soil: 1 } });
    s = answer(s, 'p0', 'compost');
    s = answer(s, 'p1', 'plant');
    s = answer(s, 'p1', 'flora-022');
    s = answer(s, 'p1', s.players.p1!.looking[0]!);
    expect(s.completion).toBe('p1');
    expect(s.endTriggered).toBe(true);
    expect(s.phase).not.toBe('over');
    expect(s.active).toBe(2);
    s = answer(s, 'p2', 'compost');
    expect(s.phase).toBe('over');
    expect(breakdown(s, 'p1').completion).toBe(7);
    expect(earth.outcome(s)).not.toBeNull();
  });

  it.each([
    [['p0', 'p2'], 'p2'],
    [['p0', 'p1', 'p2'], 'p1'],
    [['p0', 'p3'], 'p3'],
  ])('gives the same-turn bonus to the active player, else the closest to the left (%j → %s)', (full, winner) => {
    const s0 = table(4);
    s0.active = 1;
    s0.players.p0!.jobs = [];
    s0.players.p1!.jobs = [{ k: 'action' }];
    for (const p of full) {
      s0.players[p]!.tableau = vanillaIds(16).map((id) => ({ id, sprouts: 0, growth: 0 }));
      s0.deck = s0.deck.filter((x) => !vanillaIds(16).includes(x));
    }
    const s = answer(s0, 'p1', 'compost');
    expect(s.completion).toBe(winner);
  });

  it('scores each line of the rulebook', () => {
    const s = table(2, { p0: { tableau: [{ id: 'terrain-001' }, { id: 'flora-015' }, { id: 'flora-003', sprouts: 2, growth: 5 }, { id: 'flora-013', growth: 2 }], compost: 3 } });
    s.ecosystems = [];
    s.players.p0!.events = ['event-001'];
    s.deck = s.deck.filter((x) => x !== 'event-001');
    s.fauna[0]!.claims = ['p1', 'p0'];
    s.completion = 'p0';
    const b = breakdown(s, 'p0');
    expect(b).toMatchObject({ base: 1, events: -2, compost: 3, sprouts: 2, growth: 6 + 2, terrain: 2, ecosystems: 0, completion: 7 });
    expect(b.fauna).toBe(8);
    expect(b.total).toBe(1 - 2 + 3 + 2 + 8 + 2 + 8 + 7);
  });

  it('breaks ties by Soil, then cards in hand, Growth, Sprouts and Compost', () => {
    const s = table(2);
    s.ecosystems = [];
    s.players.p0!.soil = 2;
    s.players.p1!.soil = 2;
    s.players.p1!.hand = [s.deck.pop()!];
    expect(ranking(s).map((r) => r.members[0])).toEqual(['p1', 'p0']);
    s.players.p0!.soil = 3;
    expect(ranking(s).map((r) => r.members[0])).toEqual(['p0', 'p1']);
  });

  it('ends when the deck runs out, at the end of that round, with no bonus', () => {
    let s = table(2);
    s.players.p0!.compost.push(...s.deck.splice(0, s.deck.length - 3));
    s = answer(s, 'p0', 'compost');
    expect(s.endTriggered).toBe(true);
    s = answer(s, 'p1', 'compost');
    expect(s.phase).toBe('over');
    expect(s.completion).toBeNull();
    expectConserved(s);
  });

  it('ends after max_rounds rounds when that house rule is set', () => {
    const { state } = playout(start(2, 'mr', { max_rounds: 2 }), 'mr', 'fallback');
    expect(state.round).toBe(2);
    expect(en(state.endReason!)).toBe('the 2-round limit was reached');
  });
});

describe('earth/solo', () => {
  it('gives Gaia k units on the player turn, then plays her card', () => {
    let s = pastSetup(start(1, 'solo', { difficulty: 3 }));
    expect(s.gaia!.k).toBe(3);
    const compostBefore = s.gaia!.compost;
    s = answer(s, 'p0', 'compost');
    while (s.phase !== 'over' && s.active === -1) {
      const pr = earth.prompts(s)[0]!;
      s = answer(s, pr, pr.fallback ?? pr.options[0]!.value);
    }
    expect(s.gaia!.turns).toBe(1);
    expect(s.gaia!.compost).toBeGreaterThanOrEqual(compostBefore + 3);
  });

  it("lets the player choose the action on Gaia's Wild card, and gives nothing on her Fauna card", () => {
    let s = pastSetup(start(1, 'wild'));
    s.gaia!.deck = ['gaia-wild', 'gaia-fauna', ...s.gaia!.deck.filter((x) => x !== 'gaia-wild' && x !== 'gaia-fauna')];
    s = answer(s, 'p0', 'compost');
    while (promptOf(s, 'p0') && en(promptOf(s, 'p0')!.text).indexOf('Wild') < 0) s = answer(s, 'p0', promptOf(s, 'p0')!.fallback ?? promptOf(s, 'p0')!.options[0]!.value);
    expect(values(s, 'p0').slice(0, 4)).toEqual(['plant', 'compost', 'water', 'grow']);
    const soil = s.players.p0!.soil;
    const gaiaCompost = s.gaia!.compost;
    s = answer(s, 'p0', 'compost');
    expect(s.players.p0!.soil).toBeGreaterThanOrEqual(soil + 2);
    expect(s.gaia!.compost).toBe(gaiaCompost);
    // her next turn is the Fauna card: she takes the best open tier (all are 10 now)
    while (s.active !== -1) {
      const pr = earth.prompts(s)[0]!;
      s = answer(s, pr, pr.fallback ?? pr.options[0]!.value);
    }
    expect(s.fauna.filter((f) => f.claims.includes('gaia'))).toHaveLength(1);
    expect(s.fauna[0]!.claims).toContain('gaia');
  });

  it('ends right after her deck runs out the second time (12 Gaia turns)', () => {
    const { state } = playout(start(1, 'solo2'), 'z', 'fallback');
    expect(state.gaia!.turns).toBe(12);
    expect(en(state.endReason!)).toBe("Gaia's deck ran out for the second time");
    const o = earth.outcome(state)!;
    expect(en(o.summary)).toMatch(/Gaia|beats Gaia/);
    expectConserved(state);
  });
});

describe('earth/team', () => {
  it('moves earned Soil through the Team board and discards what is left at the end of the turn', () => {
    let s = table(4, {}, { variant: 'team' });
    s = answer(s, 'p0', 'compost');
    expect(earth.prompts(s).map((p) => p.player).sort()).toEqual(['p0', 'p1', 'p2', 'p3']);
    s = answer(s, 'p0', 'give.soil');
    s = answer(s, 'p0', 'give.soil');
    expect(s.teamBoards.A!.soil).toBe(2);
    s = answer(s, 'p1', 'take.soil');
    expect(s.players.p1!.soil).toBe(7);
    for (const p of ['p0', 'p1', 'p2', 'p3']) while (promptOf(s, p)) s = answer(s, p, 'done');
    expect(s.teamBoards.A!.soil).toBe(0);
    expect(s.players.p0!.soil).toBe(7);
    expect(s.active).toBe(1);
  });

  it('counts Soil from converting Sprouts as Soil earned this turn, so it may go on the Team board', () => {
    let s = table(4, { p0: { tableau: [{ id: 'flora-017', sprouts: 2 }] } }, { variant: 'team' });
    expect(values(s, 'p0')).not.toContain('menu.team');
    s = answer(s, 'p0', 'menu.convert');
    s = answer(s, 'p0', 's0');
    expect(s.players.p0!.earnedSoil).toBe(2);
    s = answer(s, 'p0', 'menu.team');
    s = answer(s, 'p0', 'give.soil');
    expect(s.teamBoards.A!.soil).toBe(1);
    expect(s.players.p0!.soil).toBe(1);
  });

  it('refuses a Team board move for resources not earned this turn', () => {
    let s = table(4, {}, { variant: 'team' });
    s = answer(s, 'p0', 'compost');
    expect(refuse(s, 'p0', 'take.soil')).toEqual({ code: 'no-such-option', message: expect.stringContaining('That Team board move is not open') });
  });

  it('adds teammates together to decide the winner', () => {
    const { state } = playout(start(4, 'team', { variant: 'team' }), 't', 'fallback');
    const o = earth.outcome(state)!;
    expect([['p0', 'p1'], ['p2', 'p3'], ['p0', 'p1', 'p2', 'p3']]).toContainEqual([...o.winners]);
  });
});

describe('earth/input', () => {
  it('lists each refusal code once, the shared answer codes first', () => {
    expect(EARTH_ERRORS.slice(0, ANSWER_ERRORS.length)).toEqual([...ANSWER_ERRORS]);
    expect(new Set(EARTH_ERRORS).size).toBe(EARTH_ERRORS.length);
    for (const code of EARTH_ERRORS) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('refuses answers that are not owed, stale or malformed, leaving the state unchanged', () => {
    const s = table(2);
    const copy = structuredClone(s);
    const id = promptOf(s, 'p0')!.id;
    const no = (p: string, a: { prompt: string; values: string[] }) => {
      const r = earth.apply(s, p, a);
      return r.ok ? null : { ...r.error, message: en(r.error.message) };
    };
    expect(no('p1', { prompt: id, values: ['plant'] })).toEqual({ code: 'not-your-decision', message: 'You do not owe a decision right now.' });
    expect(no('p0', { prompt: 'e0.0', values: ['plant'] })).toEqual({ code: 'moved-on', message: 'That question is no longer open: answer the one open now.' });
    expect(no('p0', { prompt: id, values: [] })).toEqual({ code: 'value-count', message: 'Pick exactly 1 option.' });
    expect(no('p0', { prompt: id, values: ['dance'] })).toEqual({ code: 'no-such-option', message: '"dance" is not an action: choose plant, compost, water or grow.' });
    expect(no('p9', { prompt: id, values: ['plant'] })).toEqual({ code: 'not-a-player', message: 'p9 is not seated in this game.' });
    expect(s).toEqual(copy);
  });

  it('refuses "more" on a prompt with no other page, leaving the state unchanged', () => {
    const s = table(2);
    const copy = structuredClone(s);
    expect(values(s, 'p0')).not.toContain('more');
    expect(refuse(s, 'p0', 'more')).toEqual({ code: 'no-such-option', message: 'This list has only one page: there is no "More…" here.' });
    expect(s).toEqual(copy);
  });

  it('refuses a card on another page of a long list, saying "More…" reaches it', () => {
    const hand = vanillaIds(30);
    let s = table(2, { p0: { hand, soil: 99 } });
    s = answer(s, 'p0', 'plant');
    const later = hand.find((id) => !values(s, 'p0').includes(id))!;
    expect(refuse(s, 'p0', later)).toEqual({ code: 'no-such-option', message: `"${later}" is on another page of this list: choose "More…" to reach it.` });
    s = answer(s, 'p0', 'more');
    expect(values(s, 'p0')).toContain(later);
    s = answer(s, 'p0', later);
    expect(s.players.p0!.tableau.map((t) => t.id)).toEqual([later]);
  });

  it('keeps prompt ids stable for a player while others answer in a simultaneous window', () => {
    let s = table(3, { p1: { tableau: ['flora-017', 'flora-003'] }, p2: { tableau: ['flora-026', 'flora-015'] } });
    s = answer(s, 'p0', 'water');
    const id2 = promptOf(s, 'p2')!.id;
    s = answer(s, 'p1', 'auto');
    expect(promptOf(s, 'p2')!.id).toBe(id2);
  });

  it('keeps every prompt within Discord limits', () => {
    let s = start(5, 'limits');
    for (let i = 0; i < 400 && !earth.outcome(s); i++) {
      for (const pr of earth.prompts(s)) {
        expect(pr.id.length).toBeLessThanOrEqual(16);
        expect(pr.options.length).toBeLessThanOrEqual(25);
        expect(pr.options.length).toBeGreaterThan(0);
        for (const o of pr.options) {
          expect(o.value).toMatch(/^[A-Za-z0-9._-]{1,40}$/);
          expect(en(o.label).length).toBeLessThanOrEqual(100);
        }
        if (pr.fallback) expect(pr.options.map((o) => o.value)).toContain(pr.fallback);
      }
      const pr = earth.prompts(s)[i % earth.prompts(s).length]!;
      s = answer(s, pr, pr.options[i % pr.options.length]!.value);
    }
  });
});
