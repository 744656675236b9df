import { nextInt, seedRng, type RngState } from '../../src/engine/rng';
import type { GameEvent, PlayerId, Prompt } from '../../src/engine/types';
import { vestedInterests } from '../../src/games/vested-interests/index';
import type { Options, VIState } from '../../src/games/vested-interests/state';
import { say } from '../../src/words/say';

/** A value with every text the game wrote in it said in English, as an English reader reads it. */
function saidEn<T>(x: T): T {
  if (typeof x === 'string') return say('en', x) as T;
  if (Array.isArray(x)) return x.map((y: unknown) => saidEn(y)) as T;
  if (x !== null && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, saidEn(y)])) as T;
  return x;
}

/** The engine as the game writes it: texts in no language yet (src/engine/words.ts). */
export const rawEngine = vestedInterests;

/**
 * The engine as an English reader meets it: its questions, log lines, refusals, views and notes said in English, so
 * these tests read the English the game says. The state it returns is the game's own.
 */
export const engine: typeof vestedInterests = {
  ...vestedInterests,
  prompts: (s) => saidEn(vestedInterests.prompts(s)),
  view: (s, p) => saidEn(vestedInterests.view(s, p)),
  outcome: (s) => saidEn(vestedInterests.outcome(s)),
  nothingAsked: (s, p) => saidEn(vestedInterests.nothingAsked!(s, p)),
  apply: (s, p, a) => {
    const r = vestedInterests.apply(s, p, a);
    return r.ok ? { ok: true, value: { ...r.value, events: saidEn(r.value.events) } } : { ok: false, error: { ...r.error, message: say('en', r.error.message) } };
  },
  setup: (players, seed, options) => {
    const r = vestedInterests.setup(players, seed, options);
    return r.ok ? r : { ok: false, error: { ...r.error, message: say('en', r.error.message) } };
  },
};

export function start(players: number, seed: string, options: Partial<Options> = {}): VIState {
  const ids = Array.from({ length: players }, (_, i) => `p${i}`);
  const r = engine.setup(ids, seed, engine.optionsSchema.parse(options));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The part of a district's cells (labelled "Re1 to Re23: 23 free (15 safe, 8 in hotspot zones)") that holds `cell`, when the prompt offers parts. */
function partHolding(prompt: Prompt, cell: string): string | null {
  const m = /^([A-Z][a-z]?B?)(\d+)$/.exec(cell);
  if (!m) return null;
  for (const o of prompt.options) {
    const r = /^([A-Z][a-z]?B?)(\d+) to [A-Z][a-z]?B?(\d+):/.exec(say('en', o.label));
    if (o.value.startsWith('pg-') && r && r[1] === m[1] && Number(m[2]) >= Number(r[2]) && Number(m[2]) <= Number(r[3])) return o.value;
  }
  return null;
}

/** Every cell `p`'s open cell prompt offers, in all of a district's parts when it offers parts. */
export function cellsOffered(s: VIState, p: PlayerId): string[] {
  const open = engine.prompts(s).find((x) => x.player === p)!;
  const parts = open.options.filter((o) => /^pg-\d+$/.test(o.value));
  const real = (st: VIState) => engine.prompts(st).find((x) => x.player === p)!.options.map((o) => o.value).filter((v) => !v.startsWith('pg-') && v !== 'back');
  return parts.length ? parts.flatMap((o) => real(answer(s, p, o.value).state)) : real(s);
}

/** The first free cell `p`'s open cell prompt leads to, through the first of a district's parts when it offers parts. */
export function firstCell(s: VIState, p: PlayerId): string {
  const open = engine.prompts(s).find((x) => x.player === p)!;
  const first = open.options[0]!.value;
  return first === 'pg-0' ? firstCell(answer(s, p, first).state, p) : first;
}

/** `p` answers `value`; a cell named where the prompt offers a district's parts goes through the part holding it. */
export function answer(s: VIState, p: PlayerId, value: string): { state: VIState; events: readonly GameEvent[] } {
  const open = engine.prompts(s).find((x) => x.player === p);
  const part = open && !open.options.some((o) => o.value === value) ? partHolding(open, value) : null;
  if (part) {
    const viaPart = answer(s, p, part);
    const then = answer(viaPart.state, p, value);
    return { state: then.state, events: [...viaPart.events, ...then.events] };
  }
  const prompt = open;
  if (!prompt) throw new Error(`${p} owes nothing; open: ${engine.prompts(s).map((x) => `${x.player}:${x.id}`).join(',')}`);
  const r = engine.apply(s, p, { prompt: prompt.id, values: [value] });
  if (!r.ok) throw new Error(`${p} ${value}: ${r.error.message} (options ${prompt.options.map((o) => o.value).join(',')})`);
  return { state: r.value.state, events: r.value.events };
}

export interface StepInfo {
  before: VIState;
  prompts: readonly Prompt[];
  prompt: Prompt;
  value: string;
  after: VIState;
  events: readonly GameEvent[];
}

/** Plays random legal answers (seeded) until the game ends; calls `onStep` after each. */
export function playout(s0: VIState, seed: string, onStep?: (x: StepInfo) => void, cap = 20000, bias?: (p: Prompt) => string | null): VIState {
  let s = s0;
  let rng: RngState = seedRng(seed);
  for (let i = 0; i < cap; i++) {
    if (engine.outcome(s)) return s;
    const ps = engine.prompts(s);
    if (ps.length === 0) throw new Error('no prompts and no outcome');
    let k: number;
    [k, rng] = nextInt(rng, ps.length);
    const prompt = ps[k]!;
    let value = bias?.(prompt) ?? null;
    if (value === null) {
      // Lean towards acting so games are rich, but not forever.
      const opts = prompt.options.filter((o) => o.value !== 'back' && !o.value.startsWith('reveal'));
      const pool = opts.length > 0 ? opts : prompt.options;
      let j: number;
      [j, rng] = nextInt(rng, pool.length);
      value = pool[j]!.value;
    }
    const r = engine.apply(s, prompt.player, { prompt: prompt.id, values: [value] });
    if (!r.ok) throw new Error(`refused ${prompt.player} ${prompt.id} ${value}: ${r.error.message}`);
    onStep?.({ before: s, prompts: ps, prompt, value, after: r.value.state, events: r.value.events });
    s = r.value.state;
  }
  throw new Error('playout did not end');
}

/** Answers every open prompt with its fallback until `until(s)` holds (or the game ends). */
export function advance(s0: VIState, until: (s: VIState) => boolean, cap = 3000): VIState {
  let s = s0;
  for (let i = 0; i < cap; i++) {
    if (until(s) || engine.outcome(s)) return s;
    const p = engine.prompts(s)[0]!;
    const r = engine.apply(s, p.player, { prompt: p.id, values: [p.fallback ?? p.options[0]!.value] });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  throw new Error('advance: condition never held');
}

/** The first Actions menu of the game (the world has turned once, Income paid). */
export function toActions(players = 3, seed = 'fix', options: Partial<Options> = {}): VIState {
  return advance(start(players, seed, options), (s) => s.stage.kind === 'turn' && s.stage.step.k === 'menu');
}

export const menuOwner = (s: VIState): PlayerId => {
  if (s.stage.kind !== 'turn') throw new Error(`not a turn: ${s.stage.kind}`);
  return s.stage.player;
};

let uid = 1000;
/** Puts an asset on the board directly (for scenario set-ups). */
export function put(s: VIState, type: VIState['assets'][number]['type'], cell: string, owner: PlayerId | null, extra: Partial<VIState['assets'][number]> = {}): VIState['assets'][number] {
  const a = { uid: uid++, type, cell, owner, oldWorld: false, community: false, vested: false, contract: null, defence: false, idle: 0, bonus: 0, mini: null, silenced: 0, ...extra };
  s.assets.push(a);
  return a;
}

/** Applies a chain of answers, each to whoever owes `player`'s prompt. */
export function chain(s0: VIState, steps: [PlayerId, string][]): { state: VIState; events: GameEvent[] } {
  let s = s0;
  const events: GameEvent[] = [];
  for (const [p, v] of steps) {
    const r = answer(s, p, v);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

export const texts = (events: readonly GameEvent[]) => events.filter((e) => e.visibleTo === 'all').map((e) => e.text);
