import { describe, expect, it } from 'vitest';
import type { PlayerId, Prompt } from '../../src/engine/types';
import { heldBy, cellsIn } from '../../src/games/vested-interests/board';
import { DISTRICTS } from '../../src/games/vested-interests/cards/schema';
import { catalogue } from '../../src/games/vested-interests/cards/catalogue';
import { contractProblem } from '../../src/games/vested-interests/rules/contracts';
import { abilitiesOf } from '../../src/games/vested-interests/rules/houses-agendas-vices';
import { fundOptions } from '../../src/games/vested-interests/rules/mini-cards';
import { buildableTypes, defenceTargets, forestDistricts, legalCells, legalDistricts } from '../../src/games/vested-interests/rules/placement';
import { schemeFits } from '../../src/games/vested-interests/rules/schemes';
import { takeoverTargets } from '../../src/games/vested-interests/rules/takeover';
import { tribunalEligible } from '../../src/games/vested-interests/rules/tribunal';
import type { VIState } from '../../src/games/vested-interests/state';
import { answer, chain, engine, menuOwner, playout, put, start, toActions } from './helpers';

/**
 * "Every legal choice must be reachable": a prompt shows at most 25 options, so a longer list is paged, never cut.
 * Each list below is computed from the rules (not read off the prompt) and compared with every value the prompt
 * chain offers, following "More choices" / "Earlier choices" to the last page, and into every part of a district's
 * cells (and back out of it).
 */
const R = catalogue.rules;
/** Pages ("More choices"), a district's parts and the way back to them: every answer that only shows other options. */
const isPage = (v: string) => v.startsWith('pg-');
const isNav = (v: string) => isPage(v) || v === 'back';

const promptOf = (s: VIState, p: PlayerId): Prompt => {
  const pr = engine.prompts(s).find((x) => x.player === p);
  if (!pr) throw new Error(`${p} owes nothing`);
  return pr;
};

/** Every value `p`'s open prompt offers on any of its pages, with the state of the page that offers it. */
function reachable(s0: VIState, p: PlayerId): Map<string, VIState> {
  const out = new Map<string, VIState>();
  const seen = new Set<string>();
  const todo = [s0];
  while (todo.length > 0) {
    const s = todo.pop()!;
    const pr = promptOf(s, p);
    expect(pr.options.length).toBeLessThanOrEqual(25);
    const key = JSON.stringify(pr.options.map((o) => o.value));
    if (seen.has(key)) continue;
    seen.add(key);
    for (const o of pr.options) {
      if (!isPage(o.value)) { if (!out.has(o.value)) out.set(o.value, s); continue; }
      const r = engine.apply(s, p, { prompt: pr.id, values: [o.value] });
      if (!r.ok) throw new Error(r.error.message);
      todo.push(r.value.state);
    }
    if (pr.fallback !== undefined) expect(pr.options.map((o) => o.value)).toContain(pr.fallback);
  }
  return out;
}
const offered = (s: VIState, p: PlayerId) => [...reachable(s, p).keys()].filter((v) => !isNav(v)).sort();

/** The list the rules define for `p`'s open decision, or null where the prompt's options are the rule itself. */
function ruleList(s: VIState, p: PlayerId): string[] | null {
  const st = s.stage;
  const me = s.me[p]!;
  switch (st.kind) {
    case 'turn': {
      const k = st.step;
      const contract = k.slot !== undefined ? s.market[k.slot] ?? null : null;
      switch (k.k) {
        case 'asset': return buildableTypes(s, p);
        case 'contract': return s.market.flatMap((id, i) => (id && contractProblem(s, p, i) === null ? [`k${i}`] : []));
        case 'district': return legalDistricts(s, p, k.asset!, contract);
        case 'cell': return legalCells(s, p, k.asset!, k.district!, contract);
        case 'tdistrict': return [...new Set(takeoverTargets(s, p).map((t) => t.district))];
        case 'target': return takeoverTargets(s, p).filter((t) => t.district === k.district).map((t) => t.value);
        case 'fortify': return heldBy(s, p).filter((a) => !a.defence).map((a) => `a${a.uid}`);
        case 'fundInst': return heldBy(s, p).filter((a) => a.type === 'institution' && !a.mini).map((a) => `a${a.uid}`);
        case 'disinfo': return s.assets.filter((a) => a.mini === 'research' && !a.community && a.silenced === 0).map((a) => `a${a.uid}`);
        case 'fund': return fundOptions(s, p).map((o) => o.value);
        case 'peek': return s.players.filter((q) => q !== p && !s.me[q]!.viceRevealed);
        case 'convert': {
          const conv = abilitiesOf(s, p).find((a) => a.op === 'convertAsset');
          if (!conv || conv.op !== 'convertAsset') return [];
          return heldBy(s, p).filter((a) => conv.from.includes(a.type))
            .flatMap((a) => conv.to.filter((t) => (s.supply[t] ?? 0) > 0).map((t) => `a${a.uid}-${t}`));
        }
        case 'keep': return [...(me.schemes.length <= R.schemes.handLimit ? ['keep'] : []), ...me.schemes.map((_, i) => `x${i}`)];
        case 'campaign': return Array.from({ length: me.influence + 1 }, (_, n) => String(n));
        case 'menu': case 'sure': return null;
      }
      break;
    }
    case 'window': return ['none', ...new Set(me.schemes.filter((id) => schemeFits(s, p, id, st.window, st.actor)))];
    case 'ballot': {
      const n = Math.min(R.tribunal.maxInfluence, me.influence);
      return ['none', ...tribunalEligible(s).filter((q) => q !== p).flatMap((q) => Array.from({ length: n }, (_, i) => `v-${q}-${i + 1}`))];
    }
    case 'defence': return ['none', ...defenceTargets(s, p, { districts: ['Delta'] }).map((a) => `a${a.uid}`)];
    case 'forest': return st.district ? legalCells(s, null, 'forest', st.district, null, true) : forestDistricts(s);
    case 'smear': return tribunalEligible(s).filter((q) => q !== p);
    case 'weatherPick': return [...DISTRICTS];
    case 'join': case 'vested': case 'none': return null;
  }
  return null;
}

function expectAllReachable(s: VIState, p: PlayerId): void {
  const want = ruleList(s, p);
  if (want === null) return;
  expect({ stage: s.stage, offered: offered(s, p) }).toEqual({ stage: s.stage, offered: [...new Set(want)].sort() });
}

/** From the action menu, every (asset, district, cell) the rules allow and every Takeover target, through the chain. */
function expectChainsReachable(s: VIState, p: PlayerId): { builds: number; targets: number } {
  const menu = [...reachable(s, p).keys()];
  const go = (t: VIState, v: string) => answer(t, p, v).state;
  const checked = { builds: 0, targets: 0 };
  if (menu.includes('build')) {
    const built: string[] = [];
    const atAsset = go(s, 'build');
    for (const [type, sa] of reachable(atAsset, p)) {
      if (isNav(type)) continue;
      const atDistrict = go(sa, type);
      for (const [d, sd] of reachable(atDistrict, p)) if (!isNav(d)) built.push(...offered(go(sd, d), p).map((c) => `${type}@${c}`));
    }
    const want = buildableTypes(s, p).flatMap((type) => legalDistricts(s, p, type, null)
      .flatMap((d) => legalCells(s, p, type, d, null).map((c) => `${type}@${c}`)));
    expect(built.sort()).toEqual(want.sort());
    checked.builds += built.length;
  }
  if (menu.includes('takeover')) {
    const targets: string[] = [];
    for (const [d, sd] of reachable(go(s, 'takeover'), p)) if (!isNav(d)) targets.push(...offered(go(sd, d), p));
    expect(targets.sort()).toEqual(takeoverTargets(s, p).map((t) => t.value).sort());
    checked.targets += targets.length;
  }
  return checked;
}

describe('vested-interests/reachability', () => {
  it.each([
    [3, 'full'], [4, 'full'], [5, 'full'], [3, 'flashpoint'], [5, 'flashpoint'],
  ] as const)('offers every member of each rule-defined list in seeded random games (%i players, %s)', (n, variant) => {
    for (const seed of ['a', 'b']) {
      let menus = 0;
      const checked = { builds: 0, targets: 0 };
      const kinds = new Set<string>();
      playout(start(n, `reach-${n}-${variant}-${seed}`, { variant }), `reach-${seed}`, (x) => {
        for (const pr of x.prompts) expectAllReachable(x.before, pr.player);
        const st = x.before.stage;
        kinds.add(st.kind === 'turn' ? st.step.k : st.kind);
        // The whole chain from the menu costs a hundred answers: the first menu of a game, then every 30th.
        if (seed === 'a' && st.kind === 'turn' && st.step.k === 'menu' && menus++ % 30 === 0) {
          const c = expectChainsReachable(x.before, st.player);
          checked.builds += c.builds;
          checked.targets += c.targets;
        }
      });
      for (const k of ['asset', 'district', 'cell', 'tdistrict', 'target', 'campaign']) expect(kinds).toContain(k);
      if (variant === 'full') for (const k of ['window', 'keep']) expect(kinds).toContain(k);
      // A district holds more free cells than a prompt shows, so the build chains went through its parts.
      if (seed === 'a') expect(checked.builds).toBeGreaterThan(25);
      if (seed === 'a') expect(checked.targets).toBeGreaterThan(0);
    }
  });

  it('pages the Campaign of a player holding more than 24 Influence: every amount from 0 to all of it', () => {
    const s = structuredClone(toActions(3, 'rich', { variant: 'flashpoint' }));
    const p = menuOwner(s);
    s.me[p]!.influence = 40;
    const t = chain(s, [[p, 'pass'], [p, 'confirm']]).state;
    expect(offered(t, p)).toEqual(Array.from({ length: 41 }, (_, n) => String(n)).sort());
    expectAllReachable(t, p);
    const last = reachable(t, p).get('40')!;
    const r = answer(last, p, '40').state;
    expect(r.me[p]!.commit).toBe(40);
  });

  it('pages the free Defence of the Coastal Defence Fund over more than 24 Delta assets', () => {
    const s = structuredClone(toActions(3, 'delta'));
    const p = s.players[0]!;
    const cells = cellsIn('Delta').filter((c) => !s.assets.some((a) => a.cell === c)).slice(0, 30);
    for (const c of cells) put(s, 'housing', c, p);
    s.stage = { kind: 'defence', queue: [p] };
    expectAllReachable(s, p);
    expect(offered(s, p).length).toBeGreaterThan(30);
    const lastCell = cells.at(-1)!;
    const uid = s.assets.find((a) => a.cell === lastCell)!.uid;
    const r = answer(reachable(s, p).get(`a${uid}`)!, p, `a${uid}`).state;
    expect(r.assets.find((a) => a.uid === uid)!.defence).toBe(true);
  });

  it('pages the Helios conversions of a player holding more than twelve Fossil Fuel Plants', () => {
    const s = structuredClone(toActions(3, 'helios'));
    const p = menuOwner(s);
    s.me[p]!.house = 'house.helios';
    const free = cellsIn('Reach').filter((c) => !s.assets.some((a) => a.cell === c)).slice(0, 15);
    for (const c of free) put(s, 'fossil-plant', c, p);
    s.supply.solar = 5;
    s.supply.wind = 5;
    const t = chain(s, [[p, 'convert']]).state;
    expectAllReachable(t, p);
    expect(offered(t, p).length).toBeGreaterThanOrEqual(30);
  });
});
