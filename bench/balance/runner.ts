import { decisionRng, randomPolicy, type AiPolicy } from '../../src/engine/ai-policy';
import type { AnyEngine, Outcome, PlayerId } from '../../src/engine/types';
import type { GameModule } from '../../src/platform/module';
import { fallbackAnswer } from '../../src/platform/table/open-prompts';

/** The level that plays to win: the module's first (default) level, or random while a game has none yet. */
export function strongest(mod: GameModule): AiPolicy {
  return mod.ai?.[0] ?? randomPolicy;
}

const seatIds = (n: number): PlayerId[] => Array.from({ length: n }, (_, i) => `p${i}`);

export interface Played<S = unknown> {
  state: S;
  outcome: Outcome;
  decisions: number;
  /** Answers the engine refused, replaced by the prompt's fallback (a policy bug if this is not 0). */
  refused: number;
  ms: number;
}

/** Decisions after which a game counts as stuck: far beyond any real game of the three. */
const STEP_CAP = 60_000;

/**
 * Plays one game to its end: seat i is played by `policies[i]`. Each policy sees only its seat's view,
 * as at a real table; the generator of every decision comes from the seed, so a seed replays the game.
 * Simultaneous prompts are answered in the engine's order, which is itself deterministic.
 */
export function playGame<S>(engine: AnyEngine, options: Record<string, unknown>, policies: readonly AiPolicy[], seed: string): Played<S> {
  const t0 = performance.now();
  const players = seatIds(policies.length);
  const setup = engine.setup(players, seed, engine.optionsSchema.parse(options));
  if (!setup.ok) throw new Error(`${engine.id} setup (${seed}): ${setup.error.message}`);
  let s = setup.value;
  let refused = 0;
  for (let step = 0; step < STEP_CAP; step++) {
    const outcome = engine.outcome(s);
    if (outcome) return { state: s as S, outcome, decisions: step, refused, ms: performance.now() - t0 };
    const prompt = engine.prompts(s)[0];
    if (!prompt) throw new Error(`${engine.id} (${seed}): no prompt and no outcome at step ${step}`);
    const policy = policies[players.indexOf(prompt.player)] ?? randomPolicy;
    const values = policy.decide(engine, engine.view(s, prompt.player), prompt, decisionRng(seed, prompt.player, prompt.id, step));
    let r = engine.apply(s, prompt.player, { prompt: prompt.id, values });
    if (!r.ok) {
      refused++;
      r = engine.apply(s, prompt.player, fallbackAnswer(prompt));
      if (!r.ok) throw new Error(`${engine.id} (${seed}): fallback refused at ${prompt.id}: ${r.error.message}`);
    }
    s = r.value.state;
  }
  throw new Error(`${engine.id} (${seed}): no end after ${STEP_CAP} decisions`);
}
