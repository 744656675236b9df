import { expect } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng';
import type { PlayerId, Prompt } from '../../src/engine/types';
import { earth } from '../../src/games/earth';
import { EARTH_DECK_SIZE, catalogue } from '../../src/games/earth/cards/catalogue';
import { optionsSchema, type EarthOptions, type EarthState } from '../../src/games/earth/state';
import { say } from '../../src/words/say';

const players = (n: number): PlayerId[] => Array.from({ length: n }, (_, i) => `p${i}`);

export function start(n: number, seed = 'seed', opts: Partial<EarthOptions> = {}): EarthState {
  const r = earth.setup(players(n), seed, optionsSchema.parse(opts));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Every card of the 283 is in exactly one place. */
function cardZones(s: EarthState): string[] {
  const out = [...s.deck];
  for (const p of s.order) {
    const pl = s.players[p]!;
    out.push(...pl.hand, ...pl.tableau.map((x) => x.id), ...pl.compost, ...pl.events, ...pl.looking);
  }
  for (const b of Object.values(s.teamBoards)) out.push(...b.cards);
  if (s.gaia) out.push(...s.gaia.scoringPile);
  return out;
}

export function expectConserved(s: EarthState): void {
  const all = cardZones(s);
  expect(all.length).toBe(EARTH_DECK_SIZE);
  expect(new Set(all).size).toBe(EARTH_DECK_SIZE);
}

/** Answers a prompt; throws with the engine's message when refused. */
export function answer(s: EarthState, p: Prompt | PlayerId, value: string): EarthState {
  const prompt = typeof p === 'string' ? earth.prompts(s).find((x) => x.player === p) : p;
  if (!prompt) throw new Error(`no prompt for ${String(p)}`);
  const r = earth.apply(s, prompt.player, { prompt: prompt.id, values: [value] });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

export const promptOf = (s: EarthState, p: PlayerId) => earth.prompts(s).find((x) => x.player === p);

/** Plays the setup with the first option for everyone. */
export function pastSetup(s: EarthState): EarthState {
  let cur = s;
  while (cur.phase === 'setup') {
    const pr = earth.prompts(cur)[0]!;
    cur = answer(cur, pr, pr.options[0]!.value);
  }
  return cur;
}

export type Policy = 'random' | 'fallback' | 'first';

export function playout(s0: EarthState, seed: string, policy: Policy, check?: (s: EarthState) => void, cap = 40000): { state: EarthState; steps: number } {
  let s = s0;
  let rng: RngState = seedRng(seed);
  let steps = 0;
  while (!earth.outcome(s)) {
    const ps = earth.prompts(s);
    if (ps.length === 0) throw new Error(`no prompts in phase ${s.phase}`);
    let pi: number;
    [pi, rng] = nextInt(rng, ps.length);
    const pr = ps[pi]!;
    let v: string;
    if (policy === 'fallback') v = pr.fallback ?? pr.options[0]!.value;
    else if (policy === 'first') v = pr.options[0]!.value;
    else {
      let oi: number;
      [oi, rng] = nextInt(rng, pr.options.length);
      v = pr.options[oi]!.value;
    }
    s = answer(s, pr, v);
    check?.(s);
    if (++steps > cap) throw new Error('playout did not end');
  }
  return { state: s, steps };
}

export interface Fix {
  hand?: string[];
  tableau?: (string | { id: string; sprouts?: number; growth?: number })[];
  soil?: number;
  compost?: number;
  island?: string;
  climate?: string;
}

/**
 * A position after setup with neutral Islands/Climates (both Red: "gain 2 Soil") and empty boards,
 * p0 to choose an action; `fix` puts named cards into hands and tableaus (taken from the deck).
 */
export function table(n: number, fix: Record<string, Fix> = {}, opts: Partial<EarthOptions> = {}): EarthState {
  const s = structuredClone(pastSetup(start(n, 'table', { personal_ecosystem: false, ...opts })));
  for (const p of s.order) {
    const pl = s.players[p]!;
    s.deck.push(...pl.hand, ...pl.compost, ...pl.tableau.map((x) => x.id), ...pl.events, ...pl.looking);
    Object.assign(pl, { hand: [], compost: [], tableau: [], events: [], looking: [], soil: 0, jobs: [], ask: 0, page: 0, ecosystem: null });
    pl.island = { card: 'island-01', side: 'A' };
    pl.climate = { card: 'climate-10', side: 'A' };
  }
  s.deck.sort();
  const takeOut = (id: string) => {
    const i = s.deck.indexOf(id);
    if (i < 0) throw new Error(`${id} is not in the deck`);
    s.deck.splice(i, 1);
    return id;
  };
  for (const [p, f] of Object.entries(fix)) {
    const pl = s.players[p]!;
    pl.hand = (f.hand ?? []).map(takeOut);
    pl.tableau = (f.tableau ?? []).map((x) => (typeof x === 'string' ? { id: takeOut(x), sprouts: 0, growth: 0 } : { id: takeOut(x.id), sprouts: x.sprouts ?? 0, growth: x.growth ?? 0 }));
    pl.soil = f.soil ?? 0;
    pl.compost = s.deck.splice(s.deck.length - (f.compost ?? 0), f.compost ?? 0);
    if (f.island) pl.island = { card: f.island.split('.')[0]!, side: f.island.split('.')[1] as 'A' | 'B' };
    if (f.climate) pl.climate = { card: f.climate.split('.')[0]!, side: f.climate.split('.')[1] as 'A' | 'B' };
  }
  s.first = 0;
  s.active = 0;
  s.round = 1;
  s.players.p0!.jobs = [{ k: 'action' }];
  return s;
}

/** Fills a tableau with `n` cheap vanilla cards from the deck (no abilities). */
export function vanillaIds(n: number, skip: readonly string[] = []): string[] {
  const ids = catalogue.flora.filter((f) => !f.ability && !skip.includes(f.id)).map((f) => f.id);
  return ids.slice(0, n);
}

/** A text as an English reader reads it (the engine writes catalogue keys; src/words/say.ts says them). */
export const en = (text: string): string => say('en', text);

/** A prompt as its English reader sees it: its question, options and detail said in English. */
const inEnglish = (p: Prompt): Prompt => ({
  ...p,
  text: en(p.text),
  publicText: en(p.publicText),
  options: p.options.map((o) => ({ ...o, label: en(o.label), ...(o.hint !== undefined ? { hint: en(o.hint) } : {}) })),
  ...(p.detail !== undefined ? { detail: en(p.detail) } : {}),
});

/** `promptOf`, said in English. */
export const saidPromptOf = (s: EarthState, p: PlayerId): Prompt | undefined => {
  const pr = promptOf(s, p);
  return pr && inEnglish(pr);
};
