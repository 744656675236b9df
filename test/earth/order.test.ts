import { describe, expect, it } from 'vitest';
import { earth } from '../../src/games/earth';
import type { Effect } from '../../src/games/earth/cards/schema';
import { orderMatters } from '../../src/games/earth/rules/order-matters';
import { stateSchema, type EarthState } from '../../src/games/earth/state';
import { answer, en, promptOf, saidPromptOf, start, table } from './helpers';

const values = (s: EarthState, p: string) => promptOf(s, p)?.options.map((o) => o.value) ?? [];
const gain = (resource: 'soil' | 'card' | 'compost') => (amount: number) => ({ op: 'gain' as const, resource, amount });
const [soil, cards, compost] = [gain('soil'), gain('card'), gain('compost')];
const paySoil: Effect = { op: 'pay', cost: [{ resource: 'soil', amount: 2 }], then: [compost(2)] };

describe('earth/activation order: asked only when it can change the result (H08)', () => {
  it.each([
    ['Soil and Soil', [soil(2)], [soil(1)], false],
    ['draws and draws', [cards(1)], [cards(2)], false],
    ['Sprouts and draws', [{ op: 'sprout', amount: 2, on: { where: 'tableau' } }], [cards(1)], false],
    ['paying Soil and gaining Soil', [paySoil], [soil(2)], true],
    ['draws and composting from the deck (different cards)', [cards(1)], [compost(1)], true],
    ['Sprouts and more Sprouts (shared room)', [{ op: 'sprout', amount: 2, on: { where: 'tableau' } }], [{ op: 'sprout', amount: 1, on: { where: 'self' } }], true],
    ['a draw and composting from hand', [cards(1)], [{ op: 'compostFromHand', upTo: 1 }], true],
    ['Soil and a count of Soil', [soil(1)], [{ op: 'if', test: { op: 'atLeast', count: { op: 'resource', resource: 'soil' }, n: 3 }, then: [cards(1)] }], true],
    ['Soil and copying another card', [soil(1)], [{ op: 'activate', where: 'adjacent' }], true],
    ['Soil and a gift to the others', [soil(1)], [{ op: 'others', effects: [soil(1)] }], true],
  ] as [string, Effect[], Effect[], boolean][])('%s: %s', (_name, a, b, matters) => {
    expect(orderMatters(a, b)).toBe(matters);
    expect(orderMatters(b, a)).toBe(matters);
  });

  it('GIVEN an Island, a Climate and a tableau that only gain Soil THEN nobody is asked and all of it is gained', () => {
    let s = table(2, { p0: { island: 'island-01.A', tableau: ['flora-030'] } });
    s = answer(s, 'p0', 'compost');
    // major 5 + Island 2 + Climate 2 + Miststalk Webcap 2
    expect(values(s, 'p0')).not.toContain('before');
    expect(s.players.p0!.soil).toBe(11);
  });

  /** p0: Quarrystep (pay 2 Soil: compost 2) and Miststalk Webcap (gain 2 Soil), both red. */
  const paying = () => table(2, { p0: { island: 'island-06.B', tableau: ['flora-030'] } });

  it('GIVEN a paid Island ability and a tableau that gains Soil THEN the order is asked, with two standing answers', () => {
    const s = answer(paying(), 'p0', 'compost');
    const pr = saidPromptOf(s, 'p0')!;
    expect(pr.options.map((o) => o.label)).toEqual(['Island and Climate first', 'Tableau first', 'Always Island and Climate first', 'Always tableau first']);
    expect(pr.fallback).toBe('before');
  });

  it('GIVEN "Always tableau first" THEN it is used from then on without asking', () => {
    let s = answer(paying(), 'p0', 'compost');
    const r = earth.apply(s, 'p0', { prompt: promptOf(s, 'p0')!.id, values: ['always.after'] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.filter((e) => e.visibleTo !== 'all').map((e) => en(e.text))).toContain('From now on your tableau goes before your Island and Climate, without asking.');
    s = r.value.state;
    expect(s.players.p0!.orderPref).toBe('after');
    // The tableau's Soil came first: Quarrystep's payment is now offered.
    expect(values(s, 'p0')).toContain('pay');
    s = answer(s, 'p0', 'pay');
    // p1's turn: Compost again. p0 activates red again and is not asked.
    expect(s.active).toBe(1);
    const soilBefore = s.players.p0!.soil;
    s = answer(s, 'p1', 'compost');
    expect(values(s, 'p0')).not.toContain('before');
    expect(values(s, 'p0')).toContain('pay');
    // minor 2 + Webcap 2 (tableau first) + Climate 2 comes after the payment
    expect(s.players.p0!.soil).toBe(soilBefore + 4);
  });

  it('GIVEN "Island and Climate first" once THEN the next turn asks again', () => {
    let s = answer(paying(), 'p0', 'compost');
    s = answer(s, 'p0', 'before');
    expect(s.players.p0!.orderPref).toBeNull();
  });

  it('GIVEN a save from before the preference existed THEN it loads with no preference', () => {
    const s = start(2, 'old-save') as unknown as { players: Record<string, Record<string, unknown>> };
    for (const pl of Object.values(s.players)) delete pl.orderPref;
    const parsed = stateSchema.parse(s);
    expect(Object.values(parsed.players).map((p) => p.orderPref)).toEqual([null, null]);
  });
});
