import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../src/engine/types';
import { tp } from './said';
import { faceDownProjects, TABLE, slotName, type Pos } from '../../src/games/tipping-point/board';
import { catalogue } from '../../src/games/tipping-point/cards/catalogue';
import { taskNow } from '../../src/games/tipping-point/chain';
import { crisisSlots } from '../../src/games/tipping-point/rules/crisis-placement';
import { projectSlots } from '../../src/games/tipping-point/rules/placing-projects';
import { paySteps, playable } from '../../src/games/tipping-point/rules/playing-projects';
import { flipTargets, raiseTargets } from '../../src/games/tipping-point/rules/project-effects';
import { advisorOf, seat, type TpOptions, type TpState } from '../../src/games/tipping-point/state';
import { act, fixture, nm, projectAt, promptOf } from './fixture';
import { greedyPlayout, randomPlayout } from './helpers';

/**
 * Every legal choice is reachable: the rules' own list of targets (computed by the rule function, not
 * read off the prompt) is compared with every answer reachable from the open prompt by following its
 * navigation options ("More…", a column) on copies of the state.
 */

const isNav = (v: string): boolean => v === 'more' || v.startsWith('col');

/** Every non-navigation answer reachable from `p`'s open prompt, through pages and column steps. */
function reachable(s: TpState, p: PlayerId, seen = new Set<string>(), out = new Set<string>()): Set<string> {
  const pr = tp.prompts(s).find((x) => x.player === p);
  if (!pr) return out;
  const key = `${pr.text}|${pr.options.map((o) => o.value).join(',')}`;
  if (seen.has(key)) return out;
  seen.add(key);
  for (const o of pr.options) {
    if (!isNav(o.value)) {
      out.add(o.value);
      continue;
    }
    const r = tp.apply(s, p, { prompt: pr.id, values: [o.value] });
    if (!r.ok) throw new Error(`${o.value}: ${r.error.message}`);
    reachable(r.value.state, p, seen, out);
  }
  return out;
}

const names = (s: TpState, ps: readonly Pos[]): string[] => ps.map((x) => slotName(TABLE, x));

/**
 * The list the rules define for the decision `p` owes now, as the answer values that pick each member,
 * or null where the decision is not over such a list (or is a later step of a split choice).
 */
function ruleList(s: TpState, p: PlayerId): { what: string; values: string[] } | null {
  const c = s.chain;
  if (c) {
    if (c.player !== p || c.page !== 0) return null;
    if (c.stage === 'slot') return { what: 'slots', values: names(s, projectSlots(s)) };
    if (c.stage === 'pay') return { what: 'payment steps', values: paySteps(s, c).map((o) => o.value) };
    const discards = advisorOf(s, p)?.ability?.cost.some((x) => x.op === 'discardProjects');
    if (c.stage === 'abilityCost' && discards && c.discarded.length === 0) return { what: 'cards to discard', values: [...seat(s, p).hand] };
    const t = c.stage === 'resolve' ? taskNow(c) : null;
    if (t?.t === 'influence') return { what: 'Influence targets', values: names(s, faceDownProjects(s)) };
    if (t?.t === 'redistribute') return { what: 'Influence targets', values: names(s, faceDownProjects(s).filter((x) => x.x !== t.from.x || x.y !== t.from.y)) };
    if (t?.t === 'icon' || t?.t === 'raise' || t?.t === 'flip') {
      const flips = t.t === 'raise' ? [] : flipTargets(s, t.t === 'icon' ? t.need : t.category);
      return { what: 'raise and flip targets', values: [...raiseTargets(s, p, t).map((k) => `raise-${k}`), ...names(s, flips).map((n) => `flip-${n}`)] };
    }
    return null;
  }
  if (s.phase === 'play') return s.menuPage === 0 ? { what: 'playable cards', values: playable(s, p) } : null;
  if (s.phase === 'crisis') {
    const q = s.crisisQueue.find((x) => x.player === p);
    return q && q.column === null && q.page === 0 ? { what: 'Crisis slots', values: names(s, crisisSlots(s, q.crisis).slots) } : null;
  }
  if (s.phase === 'provide') return seat(s, p).pick ? null : { what: 'cards to provide', values: [...seat(s, p).hand] };
  return null;
}

/** The members of the rule's list that no walk through the prompt reaches. */
function unreachable(s: TpState, p: PlayerId): string[] {
  const list = ruleList(s, p);
  if (!list) return [];
  const got = [...reachable(s, p)].map((v) => (/^[a-z]+-\d\d\.\d+$/.test(v) ? v.split('.')[0]! : v));
  return list.values.filter((v) => !got.includes(v)).map((v) => `${list.what}: ${v}`);
}

/** Face-up Projects (not `except`), enough of them, for a crowded grid. */
const projectIds = (except: readonly string[]) => catalogue.projects.map((p) => p.id).filter((id) => !except.includes(id));
const NINE = Object.fromEntries(catalogue.board.ring.map((k) => [k, 1]));

describe('tipping-point/reachability', () => {
  it('lets an "any Need" icon flip the card just played with all nine Needs raisable and 20 face-up Projects ahead of it', () => {
    // A 5×4 block of face-up Projects; Justice-02 (one "any Need" icon) is played below its left corner.
    const ids = projectIds(['justice-02']);
    const grid = Array.from({ length: 20 }, (_, i) => projectAt(i % 5, Math.floor(i / 5), ids[i]!));
    let s = fixture(1, { grid, seats: [{ hand: ['justice-02'], credits: { justice: 2 }, needs: NINE }] });
    s = act(s, 'p0', 'justice-02', nm(s, 0, 4), 'auto');
    expect(promptOf(s).text).toBe('Need icon: any (raise or flip): choose how to use it.');
    expect(promptOf(s).options.length).toBeLessThanOrEqual(25);
    const self = `flip-${nm(s, 0, 4)}`;
    expect(reachable(s, 'p0')).toContain(self);
    expect(unreachable(s, 'p0')).toEqual([]);
    // The raises and "Do not use it" stay on every page; the flip itself is applied from a later page.
    let t = s;
    while (!promptOf(t).options.some((o) => o.value === self)) {
      expect(promptOf(t).options.filter((o) => o.value.startsWith('raise-'))).toHaveLength(9);
      expect(promptOf(t).options.map((o) => o.value)).toContain('skip');
      t = act(t, 'p0', 'more');
    }
    t = act(t, 'p0', self);
    expect(t.grid.find((c) => c.card.id === 'justice-02')!.card.up).toBe(false);
  });

  it('lets gained Influence reach every one of 30 face-down Projects', () => {
    const grid = Array.from({ length: 30 }, (_, i) => projectAt(i % 6, Math.floor(i / 6), catalogue.projects[i]!.id, false));
    let s = fixture(1, { grid, seats: [{ hand: [], credits: { energy: 4 } }] });
    s = act(s, 'p0', 'exchange');
    expect(promptOf(s).text).toBe('Place 1 Influence: onto which face-down Project?');
    expect(promptOf(s).options.length).toBeLessThanOrEqual(25);
    expect(reachable(s, 'p0').size).toBe(30);
    expect(unreachable(s, 'p0')).toEqual([]);
    const last = nm(s, 5, 4);
    while (!promptOf(s).options.some((o) => o.value === last)) s = act(s, 'p0', 'more');
    s = act(s, 'p0', last);
    expect(s.grid.find((c) => c.x === 5 && c.y === 4)!.tokens).toEqual(['p0']);
  });

  it('lets Influence lifted off a covered Project reach every other of 30 face-down Projects', () => {
    const grid = Array.from({ length: 30 }, (_, i) => projectAt(i % 6, Math.floor(i / 6), catalogue.projects[i + 40]!.id, false, i === 0 ? ['p0'] : []));
    let s = fixture(1, { grid, seats: [{ hand: ['water-01'], credits: { water: 5 } }] });
    s = act(s, 'p0', 'water-01');
    // 30 face-down Projects and the empty ring around them: the likeliest slots, then a column and its slot.
    expect(promptOf(s).options.filter((o) => !o.value.startsWith('col'))).toHaveLength(5);
    s = act(s, 'p0', `col${nm(s, 0, 0).replace(/\d+$/, '')}`, nm(s, 0, 0), 'auto');
    expect(s.chain && taskNow(s.chain)?.t).toBe('redistribute');
    expect(promptOf(s).options.length).toBeLessThanOrEqual(25);
    expect(reachable(s, 'p0').size).toBe(29);
    expect(unreachable(s, 'p0')).toEqual([]);
  });

  it('offers every card of a hand longer than one menu when passing cards on, card by card', () => {
    let s = fixture(2, { seats: [{ hand: projectIds([]).slice(0, 30) }] });
    s.phase = 'provide';
    for (const p of s.players) s.seats[p]!.provide = p === 'p0' ? null : [];
    expect(unreachable(s, 'p0')).toEqual([]);
    const first = s.seats.p0!.hand[0]!;
    while (!promptOf(s).options.some((o) => o.value.startsWith(`${first}.`))) s = act(s, 'p0', 'more');
    s = act(s, 'p0', promptOf(s).options.find((o) => o.value.startsWith(`${first}.`))!.value);
    expect(promptOf(s).options.some((o) => o.value.startsWith(`${first}.`))).toBe(false);
    s = act(s, 'p0', promptOf(s).options[0]!.value);
    expect(s.phase).toBe('play');
    expect(s.seats.p1!.hand).toContain(first);
    expect(s.seats.p0!.hand).toHaveLength(28);
  });

  it('reaches every slot of a grid across the whole table (26 columns, more than one menu), through paged columns', () => {
    const grid = Array.from({ length: 26 }, (_, i) => projectAt(i - 12, 0, catalogue.projects[i + 60]!.id));
    const s = fixture(1, { grid, seats: [{ hand: ['water-01'], credits: { water: 5 } }] });
    const t = act(s, 'p0', 'water-01');
    expect(promptOf(t).options.at(-1)!.value).toBe('more');
    expect(reachable(t, 'p0').size).toBe(52);
    expect(unreachable(t, 'p0')).toEqual([]);
  });

  it('lets an Advisor discard any card of a hand longer than one menu, card by card', () => {
    // Circular Economy Advisor: once per round, discard 2 Project cards to remove 1 Pollution.
    const hand = projectIds([]).slice(0, 30);
    let s = fixture(1, { pollution: 3, seats: [{ advisor: 'advisor-05-a', hand, credits: {} }] });
    s = act(s, 'p0', 'ability');
    expect(unreachable(s, 'p0')).toEqual([]);
    const oldest = hand[0]!;
    while (!promptOf(s).options.some((o) => o.value.startsWith(`${oldest}.`))) s = act(s, 'p0', 'more');
    s = act(s, 'p0', promptOf(s).options.find((o) => o.value.startsWith(`${oldest}.`))!.value);
    expect(promptOf(s).text).toMatch(/Card 2 of 2:$/);
    s = act(s, 'p0', promptOf(s).options[0]!.value);
    expect(s.discard).toContain(oldest);
    expect(s.seats.p0!.hand).toHaveLength(28);
    expect(s.pollution).toBe(2);
  });

  it('reaches every member of every rule-defined list in deeper greedy games', () => {
    const missing: string[] = [];
    for (const n of [2, 4]) {
      greedyPlayout(n, { tip: 45 }, `reach-greedy-${n}`, (s) => {
        if (missing.length) return;
        for (const p of new Set(tp.prompts(s).map((x) => x.player))) missing.push(...unreachable(s, p).map((m) => `round ${s.round} ${p}: ${m}`));
      });
    }
    expect(missing).toEqual([]);
  });

  const games: [number, Partial<TpOptions>][] = [
    [1, {}],
    [2, { variant: 'competitive' }],
    [3, { order: 'free', difficulty: 3 }],
    [4, { expert: true }],
  ];
  it.each(games)('reaches every member of every rule-defined list at every prompt of a seeded random game (%i players, %o)', (n, o) => {
    const missing: string[] = [];
    randomPlayout(n, o, `reach-${n}`, (s) => {
      if (missing.length) return;
      for (const p of new Set(tp.prompts(s).map((x) => x.player))) missing.push(...unreachable(s, p).map((m) => `round ${s.round} ${p}: ${m}`));
    });
    expect(missing).toEqual([]);
  });
});
