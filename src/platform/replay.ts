import { err, ok, type Result } from '../engine/result';
import type { AnyEngine } from '../engine/types';
import { playerIdOf } from './session';
import { REMOVED_SEAT, type LoggedAnswer } from './session-schema';

/** What a game is set up from, and the answers it was played with. */
export interface ReplayInput {
  seed: string;
  options: Record<string, unknown>;
  /** How many seats the game was set up with. */
  players: number;
  answers: readonly LoggedAnswer[];
}

/**
 * Plays a game again from its seed, options and logged answers through the engine alone: no table, no AI, no
 * clock. The engine is deterministic, so the final state is the one the table reached. `visit` sees the state
 * after setup (step -1) and after each answer. A refused step means the log does not belong to this game (a game
 * saved before answers were kept, or an engine whose rules have changed since).
 */
export function replay(engine: AnyEngine, g: ReplayInput, visit?: (state: unknown, step: number) => void): Result<unknown, string> {
  const options = engine.optionsSchema.safeParse(g.options);
  if (!options.success) return err(`the options no longer fit ${engine.name}`);
  const setup = engine.setup(Array.from({ length: g.players }, (_, i) => playerIdOf(i)), g.seed, options.data);
  if (!setup.ok) return err(`setup refused: ${setup.error.message}`);
  let state = setup.value;
  visit?.(state, -1);
  for (const [k, [seat, prompt, values]] of g.answers.entries()) {
    const player = playerIdOf(seat);
    const r = prompt === REMOVED_SEAT ? engine.removePlayer?.(state, player) : engine.apply(state, player, { prompt, values });
    if (!r?.ok) return err(`step ${k + 1} (${player} ${prompt}) was refused${r ? `: ${r.error.message}` : ''}`);
    state = r.value.state;
    visit?.(state, k);
  }
  return ok(state);
}
