import { describe, expect, it } from 'vitest';
import { promptRows } from '../../src/bot/views/components';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng';
import type { Prompt } from '../../src/engine/types';
import { earth } from '../../src/games/earth';
import type { EarthState } from '../../src/games/earth/state';
import { answer, saidPromptOf, start, table } from './helpers';

/** Every prompt met in a seeded game with random answers. */
function promptsMet(n: number, seed: string, opts = {}): Prompt[] {
  let s: EarthState = start(n, seed, opts);
  let rng: RngState = seedRng(seed);
  const met: Prompt[] = [];
  for (let steps = 0; !earth.outcome(s) && steps < 20000; steps++) {
    const ps = earth.prompts(s);
    met.push(...ps);
    let i: number;
    [i, rng] = nextInt(rng, ps.length);
    const pr = ps[i]!;
    let oi: number;
    [oi, rng] = nextInt(rng, pr.options.length);
    s = answer(s, pr, pr.options[oi]!.value);
  }
  return met;
}

const ORDER = ['plant', 'compost', 'water', 'grow'];
const isActionPrompt = (p: Prompt) => p.options.some((o) => o.value === 'plant') && p.options.some((o) => o.value === 'grow');

describe('earth/menus keep their order', () => {
  it.each([
    [2, 'menus-2', {}],
    [4, 'menus-4', {}],
    [4, 'menus-team', { variant: 'team' }],
  ])('GIVEN a seeded %i-player game THEN every action menu lists Plant, Compost, Water, Grow in that order', (n, seed, opts) => {
    const acts = promptsMet(n, seed, opts).filter(isActionPrompt);
    expect(acts.length).toBeGreaterThan(10);
    const fallbacks = new Set<string>();
    for (const p of acts) {
      const values = p.options.map((o) => o.value).filter((v) => !v.startsWith('menu.'));
      expect(values).toEqual(ORDER);
      // The actions come first, the side menus after them.
      expect(p.options.slice(0, 4).map((o) => o.value)).toEqual(ORDER);
      // No action is marked as suggested: the Hint is the one advisor.
      expect(p.options.filter((o) => o.suggested)).toEqual([]);
      fallbacks.add(p.fallback!);
    }
    // The action taken for a seat out of time moves between rounds; the order does not.
    expect(fallbacks.size).toBeGreaterThan(1);
  });

  it('GIVEN a player who cannot plant THEN Compost is the fallback, unmarked, and stays second', () => {
    const p = saidPromptOf(table(2, { p0: { soil: 0 } }), 'p0')!;
    expect(p.options.map((o) => o.value)).toEqual(ORDER);
    expect(p.options.map((o) => o.label)).toEqual(['Plant: keep 1 of 4 (no card to plant)', 'Compost: 5 Soil + compost 2', 'Water: 2 Soil (no Flora)', 'Grow: draw 4 (no Flora)']);
    expect(p.options.filter((o) => o.suggested)).toEqual([]);
    expect(p.fallback).toBe('compost');
  });

  it('GIVEN an action menu with no side menu THEN the table shows it as four buttons in that order', () => {
    const s = table(2, { p0: { soil: 1 } });
    const p = saidPromptOf(s, 'p0')!;
    const rows = promptRows('g', p.id, p.options, 1, 1);
    expect(rows).toHaveLength(1);
    const comps = rows[0]!.components as { type: number; label: string }[];
    expect(comps.map((c) => c.type)).toEqual([2, 2, 2, 2]);
    expect(comps.map((c) => c.label.split(/[: ]/)[0])).toEqual(['Plant', 'Compost', 'Water', 'Grow']);
  });
});
