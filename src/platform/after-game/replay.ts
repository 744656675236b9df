import { err, ok, type Result } from '../../engine/result';
import type { AnyEngine } from '../../engine/types';
import { logAnswer, logRemoval, readAnswers } from '../table/answer-log';
import { playerIdOf } from '../table/seat-ids';
import { REMOVED_SEAT, type LoggedAnswer } from '../session-schema';
import { say } from '../../words/say';

/** What a game is set up from, and the answers it was played with (packed: src/platform/table/answer-log.ts). */
export interface ReplayInput {
  seed: string;
  options: Record<string, unknown>;
  /** How many seats the game was set up with. */
  players: number;
  log: string;
}

/**
 * Plays a game again from its seed, options and logged answers through the engine alone: no table, no AI, no
 * clock. The engine is deterministic, so the final state is the one the table reached. `visit` sees the state
 * after setup (step -1) and after each answer, with that answer. A refused step means the log does not belong to
 * this game (a game saved before answers were kept, or an engine whose rules have changed since).
 */
export function replay(engine: AnyEngine, g: ReplayInput, visit?: (state: unknown, step: number, answer: LoggedAnswer | null) => void): Result<unknown, string> {
  const options = engine.optionsSchema.safeParse(g.options);
  if (!options.success) return err(`the options no longer fit ${say('en', engine.name)}`);
  const setup = engine.setup(Array.from({ length: g.players }, (_, i) => playerIdOf(i)), g.seed, options.data);
  if (!setup.ok) return err(`setup refused: ${setup.error.message}`);
  let state = setup.value;
  visit?.(state, -1, null);
  let k = 0;
  try {
    for (const a of readAnswers(engine, g.log, () => state)) {
      if (!a) return err(`step ${k + 1} names a question or option its game did not have`);
      const player = playerIdOf(a[0]);
      const r = a[1] === REMOVED_SEAT ? engine.removePlayer?.(state, player) : engine.apply(state, player, { prompt: a[1], values: a[2] });
      if (!r?.ok) return err(`step ${k + 1} (${player} ${a[1]}) was refused${r ? `: ${r.error.message}` : ''}`);
      state = r.value.state;
      visit?.(state, k++, a);
    }
  } catch (e) {
    return err(e instanceof Error ? e.message : String(e));
  }
  return ok(state);
}

/** The answers of a packed log in full: prompt ids and values, as they were given. */
export function unpackAnswers(engine: AnyEngine, g: ReplayInput): Result<LoggedAnswer[], string> {
  const out: LoggedAnswer[] = [];
  const r = replay(engine, g, (_, __, a) => void (a && out.push(a)));
  return r.ok ? ok(out) : err(r.error);
}

/** Packs answers given in full (a golden game's, a test's) as a session would have logged them while playing. */
export function packAnswers(engine: AnyEngine, g: Omit<ReplayInput, 'log'>, answers: readonly LoggedAnswer[]): Result<string, string> {
  const options = engine.optionsSchema.safeParse(g.options);
  if (!options.success) return err(`the options no longer fit ${say('en', engine.name)}`);
  const setup = engine.setup(Array.from({ length: g.players }, (_, i) => playerIdOf(i)), g.seed, options.data);
  if (!setup.ok) return err(`setup refused: ${setup.error.message}`);
  let state = setup.value;
  let log = '';
  for (const [k, [seat, prompt, values]] of answers.entries()) {
    const player = playerIdOf(seat);
    const r = prompt === REMOVED_SEAT ? engine.removePlayer?.(state, player) : engine.apply(state, player, { prompt, values });
    if (!r?.ok) return err(`step ${k + 1} (${player} ${prompt}) was refused${r ? `: ${r.error.message}` : ''}`);
    log = prompt === REMOVED_SEAT ? logRemoval(log, seat) : logAnswer(log, engine, state, seat, player, { prompt, values });
    state = r.value.state;
  }
  return ok(log);
}
