import { describe, expect, it } from 'vitest';
import { tp } from './said';
import { initialSlots } from '../../src/games/tipping-point/setup';
import { catalogue } from '../../src/games/tipping-point/cards/catalogue';
import { crisisAt, fixture, nm, promptOf, refuse, values } from './fixture';
import { answer, firstUntil, opts, seats, start, toPlay } from './helpers';

const crisisCount = (s: ReturnType<typeof start>) => s.crisisDeck.length + s.crisisRemoved.length + s.grid.filter((c) => c.card.kind === 'crisis').length;

describe('tipping-point/setup', () => {
  it.each([
    [4, 0, 26],
    [3, 0, 23],
    [2, 0, 20],
    [1, 0, 13],
    [2, 3, 17],
    [4, 10, 16],
  ])('builds the Crisis deck for %i players at difficulty %i (%i left after the opening row)', (n, d, left) => {
    const s = start(n, { difficulty: d });
    expect(s.crisisDeck.length).toBe(left);
    expect(crisisCount(s)).toBe(30);
    // Level 1 on top, level 5 at the bottom; pile 5 is never thinned.
    const levels = s.crisisDeck.map((id) => Number(id.split('-')[1]));
    expect([...levels].sort((a, b) => a - b)).toEqual(levels);
    expect(levels.filter((l) => l === 5).length).toBe(6);
  });

  it('clamps solo difficulty 10 to 9 so that 25 Preservation stays reachable (TP-G22)', () => {
    expect(start(1, { difficulty: 10 }).difficultyUsed).toBe(9);
    expect(start(2, { difficulty: 10 }).difficultyUsed).toBe(10);
  });

  it('lays the opening Crises in a row with one open slot between each, around the middle of the table (M13)', () => {
    const s = start(3);
    expect(s.grid.map((c) => [c.x, c.y, c.card.kind, c.card.up])).toEqual([
      [-2, 0, 'crisis', true],
      [0, 0, 'crisis', true],
      [2, 0, 'crisis', true],
    ]);
    expect(tp.view(s, null).grid.cells.map((c) => c.slot)).toEqual(['K13', 'M13', 'O13']);
    expect(start(4).grid.map((c) => nm(s, c.x, c.y))).toEqual(['J13', 'L13', 'N13', 'P13']);
  });

  it('offers only free Countries, deals the starting hand and sets Needs and Credits', () => {
    let s = start(2);
    expect(values(s, 'p0')).toHaveLength(10);
    s = answer(s, promptOf(s, 'p0'), ['tamarind']);
    expect(values(s, 'p1')).not.toContain('tamarind');
    const seat = s.seats.p0!;
    const tam = catalogue.countries.find((c) => c.id === 'tamarind')!;
    expect(seat.hand).toHaveLength(tam.startHand);
    expect(seat.needs).toEqual(tam.needs);
    expect(seat.credits.water).toBe(2);
    expect(seat.needs.energy).toBeUndefined();
  });

  it('gives marker-less categories level 2 and 2 Credits in expert mode', () => {
    const s = toPlay(1, { expert: true });
    const seat = s.seats.p0!;
    expect(seat.needs.water).toBe(2);
    expect(seat.needs.nutrition).toBe(2);
    expect(seat.credits.water).toBe(2);
    expect(seat.needs.infrastructure).toBe(3);
  });

  it('puts the first face-down Project on the slot with the most Influence icons pointing at it', () => {
    // crisis-1-4 (N 2, E 1, W 1) and crisis-1-2 (E 1, W 2): the middle slot gets 1 + 2 = 3, above the first 2.
    const s = fixture(2, { grid: [crisisAt(0, 0, 'crisis-1-4'), crisisAt(2, 0, 'crisis-1-2')] });
    expect(initialSlots(s)).toEqual([{ x: 1, y: 0 }]);
  });

  it('asks the table (the start player) when slots tie', () => {
    // crisis-2-4: E 2 and W 2; crisis-2-1: N 2 and S 2. Four slots get 2 each: L13 (west), N13 (middle), O12 and O14.
    let s = start(2, {}, 'tie-seed');
    s = structuredClone(s);
    s.grid = [crisisAt(0, 0, 'crisis-2-4'), crisisAt(2, 0, 'crisis-2-1')];
    s = firstUntil(s, (x) => x.phase !== 'country');
    expect(s.phase).toBe('tie');
    const p = promptOf(s, 'p0');
    expect(p.options.map((o) => o.value)).toEqual(['O12', 'L13', 'N13', 'O14']);
    s = answer(s, p, ['O12']);
    expect(s.grid.find((c) => c.card.kind === 'project')).toMatchObject({ x: 2, y: -1, card: { up: false } });
    expect(s.phase).toBe('advisorCard');
  });

  it('offers 13 Advisor cards with the four Introduction sides marked, then the side', () => {
    let s = firstUntil(start(1), (x) => x.phase === 'advisorCard');
    const p = promptOf(s, 'p0');
    expect(p.options).toHaveLength(13);
    expect(p.options.filter((o) => o.label.includes('(Introduction)'))).toHaveLength(4);
    s = answer(s, p, ['advisor-08']);
    expect(values(s, 'p0')).toEqual(['advisor-08-a', 'advisor-08-b', 'another']);
    s = answer(s, promptOf(s, 'p0'), ['advisor-08-b']);
    expect(s.seats.p0!.advisor).toBe('advisor-08-b');
    expect(s.phase).toBe('play');
  });

  it("shows each Advisor's discard value, Synergy Bonus, exchange rate and ability before a side is taken, and lets the player look at another", () => {
    let s = firstUntil(start(1), (x) => x.phase === 'advisorCard');
    // Emergency Envoy / Media Strategist: the rates of both sides on the card's line.
    expect(promptOf(s, 'p0').options.find((o) => o.value === 'advisor-08')!.hint).toBe(
      '1 Credit or 2 Credits a discard, Synergy draw 1 card or 1 Influence a matching side, exchange 3 or 4',
    );
    s = answer(s, promptOf(s, 'p0'), ['advisor-08']);
    const side = promptOf(s, 'p0');
    expect(side.text).toBe('Which side of the Advisor card do you take? A discard: the Credits a Project card pays when you discard it to pay. Synergy: what you gain for each side of a new Project touching a card of its category.');
    expect(side.detail!.split('\n')).toEqual([
      'Emergency Envoy: Discard: 1 Credit per Project card. Synergy: draw 1 Project card per matching side. Exchange: 3 Credits of one category → 1 Influence. Any time, once per game: remove 3 Pollution.',
      'Media Strategist: Discard: 2 Credits per Project card. Synergy: gain 1 Influence per matching side. Exchange: 4 Credits of one category → 1 Influence. Any time, once per game: gain 3 Influence.',
    ]);
    expect(side.options[1]).toMatchObject({ label: 'Media Strategist: 2 Credits a discard, Synergy 1 Influence a matching side, exchange rate 4', hint: 'Ability: Any time, once per game: gain 3 Influence.' });
    // Nothing is taken yet: back to the cards, all of them still open.
    s = answer(s, side, ['another']);
    expect(s.phase).toBe('advisorCard');
    expect(s.seats.p0!.advisor).toBeNull();
    expect(promptOf(s, 'p0').options).toHaveLength(13);
  });

  it('refuses a Country someone else took with no-such-option', () => {
    let s = start(2);
    s = answer(s, promptOf(s, 'p0'), ['norrvik']);
    expect(refuse(s, 'p1', 'norrvik')).toEqual({ code: 'no-such-option', message: '"norrvik" is not one of the options.' });
  });

  it('refuses an answer from a seat that owes nothing', () => {
    const s = start(2);
    expect(refuse(s, 'p1', 'norrvik', promptOf(s, 'p0').id)).toEqual({ code: 'not-your-decision', message: 'You do not owe a decision right now.' });
  });

  it('rejects five players', () => {
    const r = tp.setup(seats(5), 'x', opts());
    expect(r.ok).toBe(false);
  });
});
