import { describe, expect, it } from 'vitest';
import { earth } from '../../src/games/earth';
import type { EarthState } from '../../src/games/earth/state';
import { answer, expectConserved, promptOf, table } from './helpers';

const values = (s: EarthState, p: string) => promptOf(s, p)?.options.map((o) => o.value) ?? [];

/** Puts `id` at `at` in the deck (taken from wherever it is). The table's deck is sorted: Events first. */
function deckAt(s: EarthState, id: string, at: number): EarthState {
  const t = structuredClone(s);
  t.deck.splice(t.deck.indexOf(id), 1);
  t.deck.splice(at, 0, id);
  return t;
}

describe('earth/gifts (EA-D15: "each other player …" resolves at once)', () => {
  // p0 Plants with Honeycomb Fern (Green: draw 2, each other player draws 1) in their tableau; p1 holds
  // Misthedge Currant (Green: plant a Terrain). Deck: 4 for p0's draw-and-keep, 1 for p1's minor draw
  // (an Event), 2 for the Fern, then the Terrain p1 is given.
  const fern = () =>
    deckAt(table(2, { p0: { tableau: ['flora-102'] }, p1: { tableau: ['flora-070'], soil: 5 } }), 'terrain-001', 7);

  it('gives the card before the recipient activates, so a later activation on their tableau can plant it', () => {
    let s = fern();
    s = answer(s, 'p0', 'plant');
    s = answer(s, 'p0', s.players.p0!.looking[0]!);
    expect(s.players.p1!.hand).toContain('terrain-001');
    expect(values(s, 'p1').slice(0, 2)).toEqual(['terrain-001', 'skip']);
    s = answer(s, 'p1', 'terrain-001');
    expect(s.players.p1!.tableau.map((t) => t.id)).toEqual(['flora-070', 'terrain-001']);
    expect(s.players.p1!.soil).toBe(2);
    expectConserved(s);
  });

  it('renews the question of a recipient who was deciding when the gift landed in front of it', () => {
    // p0's Granitemast Beech (Green: pay 1 card for 2 Soil) asks first; p1's Currant asks at the same time.
    let s = table(2, { p0: { tableau: ['flora-032', 'flora-102'] }, p1: { tableau: ['flora-070'], hand: ['terrain-001'], soil: 5 } });
    s = answer(s, 'p0', 'plant');
    s = answer(s, 'p0', s.players.p0!.looking[0]!);
    const before = promptOf(s, 'p1')!;
    expect(before.options.map((o) => o.value).slice(0, 2)).toEqual(['terrain-001', 'skip']);
    s = answer(s, 'p0', 'skip');
    expect(s.players.p1!.hand).toHaveLength(3);
    expect(promptOf(s, 'p1')!.id).not.toBe(before.id);
    const r = earth.apply(s, 'p1', { prompt: before.id, values: ['skip'] });
    expect(r.ok ? null : r.error.code).toBe('moved-on');
    s = answer(s, 'p1', 'terrain-001');
    expect(s.players.p1!.tableau).toHaveLength(2);
    expectConserved(s);
  });

  it('lets a recipient finish choosing from a draw-and-keep before the gift arrives', () => {
    // p1's Siltberry Hazel (Green: draw 3, keep 1) is being chosen from when p0's Fern gives a card.
    let s = table(2, { p0: { tableau: ['flora-032', 'flora-102'] }, p1: { tableau: ['flora-171'] } });
    s = answer(s, 'p0', 'plant');
    s = answer(s, 'p0', s.players.p0!.looking[0]!);
    const keep = promptOf(s, 'p1')!;
    expect(s.players.p1!.looking).toHaveLength(3);
    s = answer(s, 'p0', 'skip');
    expect(promptOf(s, 'p1')!.id).toBe(keep.id);
    expect(s.players.p1!.looking).toHaveLength(3);
    expect(s.players.p1!.hand).toHaveLength(1);
    s = answer(s, 'p1', s.players.p1!.looking[0]!);
    expect(s.players.p1!.hand).toHaveLength(3);
    expectConserved(s);
  });
});
