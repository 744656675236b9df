import { nextInt, seedRng, type RngState } from './rng';
import type { AnyEngine, PlayerId, Prompt } from './types';

/**
 * An AI seat-filler. It sees what its seat may see (the seat's own view and its own prompt)
 * and nothing else, so it cannot cheat by construction.
 */
export interface AiPolicy<V = unknown> {
  level: string;
  label: string;
  decide(engine: AnyEngine, view: V, prompt: Prompt, rng: RngState): readonly string[];
}

/** Any legal answer, uniformly: the baseline for tests and strength measurements. */
export const randomPolicy: AiPolicy = {
  level: 'random',
  label: 'Random (any legal move)',
  decide(_engine, _view, prompt, rng) {
    const count = Math.max(1, prompt.min ?? 1);
    const pool = prompt.options.map((o) => o.value);
    const picked: string[] = [];
    let r = rng;
    while (picked.length < count && pool.length) {
      let i: number;
      [i, r] = nextInt(r, pool.length);
      picked.push(pool.splice(i, 1)[0]!);
    }
    return picked;
  },
};

/** The generator an AI uses for one decision: fixed by the game, the seat and the decision, so games replay. */
export function decisionRng(seed: string, player: PlayerId, promptId: string, step: number): RngState {
  return seedRng(`ai|${seed}|${player}|${promptId}|${step}`);
}
