import { describe, expect, it } from 'vitest';
import type { PlayerId, Prompt } from '../../src/engine/types';
import { earth } from '../../src/games/earth';
import { plantable, convertible } from '../../src/games/earth/rules/actions';
import { affordableEvents } from '../../src/games/earth/rules/events';
import { targets } from '../../src/games/earth/rules/growth';
import { teamMoves } from '../../src/games/earth/rules/team';
import { worthActivating } from '../../src/games/earth/rules/worth';
import type { EarthOptions, EarthState } from '../../src/games/earth/state';
import { catalogue } from '../../src/games/earth/cards/catalogue';
import { answer, playout, promptOf, start, table } from './helpers';

/**
 * "Every legal choice must be reachable": at every prompt whose options come from a list the rules define,
 * the list is computed from the state by the rule function (never read off the prompt), and each member
 * must be offered on some page of the prompt, walking "More…" on copies of the state. Nothing else may be
 * offered in its place.
 */

const sides = (ids: readonly string[]) => ids.flatMap((id) => [`${id}.A`, `${id}.B`]);
const slots = (is: readonly number[]) => is.map((i) => `s${i}`);

/** The list the rules define for p's front decision, or null for a decision with a fixed set of answers. */
function ruleList(s: EarthState, p: PlayerId): string[] | null {
  const pl = s.players[p]!;
  const job = pl.jobs[0]!;
  switch (job.k) {
    case 'pickIsland':
      return sides(pl.offers.islands);
    case 'pickClimate':
      return sides(pl.offers.climates);
    case 'pickEco':
      return sides(pl.offers.ecosystems);
    case 'plant':
      return plantable(pl, job);
    case 'keep':
      return [...pl.looking];
    case 'compostHand':
    case 'discard':
      return [...pl.hand];
    case 'sprout':
    case 'grow':
      return slots(targets(pl, job.k, job.on, job.host));
    case 'activate':
      // Copying an ability that would change nothing is legal but no choice, so it is not offered (issue 25).
      return slots(worthActivating(s, p, job));
    case 'team':
      return teamMoves(s, p);
    case 'menu':
      return job.menu === 'event' ? affordableEvents(pl) : job.menu === 'convert' ? slots(convertible(pl)) : teamMoves(s, p);
    default:
      return null;
  }
}

/** The answers that steer a prompt rather than pick from its list. */
const CONTROLS = new Set(['more', 'skip', 'stop', 'auto', 'done', 'back', 'menu.event', 'menu.convert', 'menu.team']);

/** Every value offered on any page of p's prompt, walking "More…" on copies until the first page returns. */
function reachable(s: EarthState, first: Prompt): { values: Set<string>; pages: number } {
  const values = new Set<string>();
  const pageKey = (pr: Prompt) => pr.options.map((o) => o.value).join('|');
  let cur = s;
  let pr = first;
  let pages = 0;
  for (;;) {
    pages += 1;
    for (const o of pr.options) values.add(o.value);
    if (!pr.options.some((o) => o.value === 'more') || pages > 40) break;
    const r = earth.apply(cur, pr.player, { prompt: pr.id, values: ['more'] });
    if (!r.ok) throw new Error(`"more" refused: ${r.error.message}`);
    cur = r.value.state;
    pr = promptOf(cur, first.player)!;
    expect(pr.text).toBe(first.text);
    if (pageKey(pr) === pageKey(first)) break;
  }
  return { values, pages };
}

const tally = { lists: 0, paged: 0, menus: 0 };

function checkAll(s: EarthState): void {
  for (const pr of earth.prompts(s)) {
    const p = pr.player;
    const pl = s.players[p]!;
    const list = ruleList(s, p);
    const job = pl.jobs[0]!;
    if (list === null && job.k !== 'action') continue;
    const { values, pages } = reachable(s, pr);
    tally.lists += 1;
    if (pages > 1) tally.paged += 1;
    if (list) {
      expect([...list].filter((v) => !values.has(v)), `${job.k} for ${p}: unreachable members`).toEqual([]);
      expect([...values].filter((v) => !CONTROLS.has(v) && !list.includes(v)), `${job.k} for ${p}: offered outside the list`).toEqual([]);
    }
    // The side menus the rules open from this decision (H06, H07, Team mode).
    const menus = job.k === 'menu' || job.k.startsWith('pick') ? [] : [
      ...(job.k !== 'keep' && affordableEvents(pl).length > 0 ? ['menu.event'] : []),
      ...(s.active >= 0 && s.order[s.active] === p && convertible(pl).length > 0 ? ['menu.convert'] : []),
      ...(job.k !== 'team' && teamMoves(s, p).length > 0 ? ['menu.team'] : []),
    ];
    tally.menus += menus.length;
    expect(menus.filter((m) => !values.has(m)), `${job.k} for ${p}: side menus`).toEqual([]);
  }
}

const cases: [string, number, Partial<EarthOptions>][] = [
  ['solo', 1, {}],
  ['solo expert', 1, { difficulty: 4 }],
  ['2 players', 2, {}],
  ['3 players, no personal Ecosystem', 3, { personal_ecosystem: false }],
  ['4 players, big hands', 4, { start_hand: 10 }],
  ['5 players', 5, {}],
  ['beginner 2', 2, { variant: 'beginner', start_hand: 10 }],
  ['beginner 4', 4, { variant: 'beginner' }],
  ['team', 4, { variant: 'team' }],
  ['team, big hands', 4, { variant: 'team', start_hand: 10 }],
];

describe('earth/reachability: every legal choice is reachable through the prompt chain', () => {
  it.each(cases)('%s: every member of every rule list is offered on some page', (name, n, opts) => {
    for (const seed of ['a', 'b']) {
      const s0 = start(n, `reach-${name}-${seed}`, opts);
      checkAll(s0);
      playout(s0, `reach-answers-${name}-${seed}`, 'random', checkAll);
    }
  });

  it('pages the longest lists a player can hold: 40 cards to plant, 38 Events, 78 Team board moves', () => {
    const flora = catalogue.flora.slice(0, 40).map((f) => f.id);
    const events = catalogue.events.map((e) => e.id);
    const s = table(4, { p0: { hand: [...flora, ...events], soil: 99 } }, { variant: 'team' });
    s.players.p0!.earnedCards = [...flora, ...events];
    const pagesOf = (t: EarthState) => reachable(t, promptOf(t, 'p0')!).pages;
    for (const t of [answer(s, 'p0', 'plant'), answer(s, 'p0', 'menu.event'), answer(s, 'p0', 'menu.team')]) {
      expect(pagesOf(t)).toBeGreaterThan(1);
      checkAll(t);
    }
  });

  it('exercised long lists that page, and the side menus', () => {
    expect(tally.lists).toBeGreaterThan(1000);
    expect(tally.paged).toBeGreaterThan(0);
    expect(tally.menus).toBeGreaterThan(0);
  });
});
