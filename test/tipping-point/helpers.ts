import { nextInt, seedRng, type RngState } from '../../src/engine/rng';
import type { Answer, PlayerId, Prompt } from '../../src/engine/types';
import { tp } from './said';
import { optionsSchema, type TpOptions, type TpState } from '../../src/games/tipping-point/state';

export const opts = (o: Partial<TpOptions> = {}): TpOptions => optionsSchema.parse(o);
export const seats = (n: number): PlayerId[] => Array.from({ length: n }, (_, i) => `p${i}`);

export function start(n: number, o: Partial<TpOptions> = {}, seed = 'seed'): TpState {
  const r = tp.setup(seats(n), seed, opts(o));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Answer one prompt; throws on a refusal (the test then fails with the message). */
export function answer(s: TpState, p: Prompt, values: readonly string[]): TpState {
  const r = tp.apply(s, p.player, { prompt: p.id, values } satisfies Answer);
  if (!r.ok) throw new Error(`${p.id} ${values.join(',')}: ${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

/** Answers the first open prompt with its first option(s) (or a chosen value) until `until` holds. */
export function firstUntil(s: TpState, until: (s: TpState) => boolean, choose?: (p: Prompt, s: TpState) => readonly string[] | undefined, cap = 5000): TpState {
  let cur = s;
  for (let i = 0; i < cap && !until(cur); i++) {
    const p = tp.prompts(cur)[0];
    if (!p) return cur;
    const v = choose?.(p, cur) ?? p.options.slice(0, Math.max(1, p.min ?? 1)).map((o) => o.value);
    cur = answer(cur, p, v);
  }
  return cur;
}

/** Through setup into round 1 with the first Country and Advisor options (Introduction sides). */
export function toPlay(n: number, o: Partial<TpOptions> = {}, seed = 'seed'): TpState {
  return firstUntil(start(n, o, seed), (s) => s.phase === 'play');
}

export interface PlayoutStats {
  steps: number;
  rounds: number;
  state: TpState;
}

/** A seeded random playout through the prompts; `passBias` makes ending rounds likelier. */
export function randomPlayout(n: number, o: Partial<TpOptions>, seed: string, check?: (s: TpState) => void, passBias = 0.25): PlayoutStats {
  let s = start(n, o, seed);
  let rng: RngState = seedRng(`play-${seed}`);
  let steps = 0;
  for (; steps < 20000 && !tp.outcome(s); steps++) {
    const ps = tp.prompts(s);
    if (!ps.length) throw new Error(`no prompts in phase ${s.phase}`);
    let k: number;
    [k, rng] = nextInt(rng, ps.length);
    const p = ps[k]!;
    let values: string[];
    const min = p.min ?? 1;
    let roll: number;
    [roll, rng] = nextInt(rng, 1000);
    if (p.fallback && roll < passBias * 1000) values = [p.fallback];
    else {
      const pool = p.options.map((x) => x.value);
      values = [];
      for (let i = 0; i < min; i++) {
        let j: number;
        [j, rng] = nextInt(rng, pool.length);
        values.push(pool.splice(j, 1)[0]!);
      }
    }
    s = answer(s, p, values);
    check?.(s);
  }
  if (!tp.outcome(s)) throw new Error(`playout ${seed} did not end in ${steps} steps`);
  return { steps, rounds: s.round, state: s };
}

/** A simple greedy player for deeper playouts: play cards next to Crisis edges that need Influence, flip them, feed Crises. */
export function greedyChoice(p: Prompt, s: TpState): string[] {
  const vals = p.options.map((o) => o.value);
  const min = p.min ?? 1;
  if (min > 1) return vals.slice(0, min);
  if (p.text.startsWith('Round')) {
    const card = vals.find((v) => /^[a-z]+-\d\d$/.test(v));
    if (card) return [card];
    if (vals.includes('ability')) return ['ability'];
    if (vals.includes('exchange')) return ['exchange'];
    return ['pass'];
  }
  if (p.text.startsWith('Where does')) return [p.options.find((o) => o.label.includes('Influence here') && !o.label.includes('face-down'))?.value ?? vals[0]!];
  if (p.text.includes('choose how to use it')) {
    const card = s.chain?.card;
    const cell = card ? s.grid.find((c) => c.card.id === card && c.card.up) : undefined;
    const slot = cell ? tp.view(s, null).grid.cells.find((c) => c.id === card)?.slot : undefined;
    const selfFlip = slot ? p.options.find((o) => o.value === `flip-${slot}`) : undefined;
    const nearCrisis = !!cell && s.grid.some((c) => c.card.kind === 'crisis' && c.card.up && Math.abs(c.x - cell.x) + Math.abs(c.y - cell.y) === 1);
    if (selfFlip && nearCrisis) return [selfFlip.value];
    const safe = p.options.find((o) => o.value.startsWith('raise-') && !o.label.includes('Pollution'));
    if (safe) return [safe.value];
    return [selfFlip?.value ?? 'skip'];
  }
  if (p.text.includes('onto which face-down')) {
    const best =
      p.options.find((o) => o.label.includes('this token solves')) ??
      p.options.find((o) => {
        const m = /\((\d+) here; [^)]*needs (\d+)/.exec(o.label);
        return m && Number(m[1]) < Number(m[2]);
      });
    // Each gain is placed by this rule when it comes, so no plan for the rest of the action is taken.
    return [best?.value ?? vals.find((v) => v !== 'plan')!];
  }
  return [vals[0]!];
}

export function greedyPlayout(n: number, o: Partial<TpOptions>, seed: string, check?: (s: TpState) => void): PlayoutStats {
  let s = start(n, o, seed);
  let steps = 0;
  for (; steps < 20000 && !tp.outcome(s); steps++) {
    const p = tp.prompts(s)[0]!;
    s = answer(s, p, greedyChoice(p, s));
    check?.(s);
  }
  return { steps, rounds: s.round, state: s };
}
