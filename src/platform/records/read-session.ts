import { err, ok, type Result } from '../../engine/result';
import type { ModuleRegistry } from '../module';
import { playerIdOf } from '../table/seat-ids';
import { sessionSchema, type Session } from '../session-schema';
import { say } from '../../words/say';

/**
 * Whether a stored session is one this build can play: the session as this build reads it, or why not (for the logs
 * and the channel's notice). It is readable when its shape is right, its game is known, its state is of a version
 * this build can bring up to date (by the game's own migrations), that state fits the game's schema, and the engine
 * can work with it: a state that passes the schema but names a card this build's catalogue does not hold, or makes
 * the engine throw, is unreadable too, judged here once rather than failing every click.
 */
export function readSession(raw: unknown, schemaVersion: number, modules: ModuleRegistry): Result<Session, string> {
  const s = sessionSchema.safeParse(raw);
  if (!s.success) return err(`session: ${s.error.issues[0]?.path.join('.')} ${s.error.issues[0]?.message}`);
  const mod = modules.get(s.data.game);
  if (!mod) return err(`unknown game "${s.data.game}"`);
  if (s.data.phase === 'lobby') return ok(s.data);
  const engine = mod.engine;
  if (schemaVersion > engine.schemaVersion)
    return err(`saved by a newer build: ${say('en', engine.name)} state version ${schemaVersion}, this build reads up to ${engine.schemaVersion}`);
  let state = s.data.state;
  for (let v = schemaVersion; v < engine.schemaVersion; v++) {
    const up = engine.migrations?.[v];
    if (!up) return err(`${say('en', engine.name)} state version ${schemaVersion} cannot be brought up to ${engine.schemaVersion}: no migration from version ${v}`);
    try {
      state = up(state);
    } catch (e) {
      return err(`migrating ${say('en', engine.name)} state from version ${v} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const st = engine.stateSchema.safeParse(state);
  if (!st.success) return err(`state: ${st.error.issues[0]?.path.join('.')} ${st.error.issues[0]?.message}`);
  const unknown = engine.unknownCards?.(st.data) ?? [];
  if (unknown.length) return err(`the state names cards this build does not have: ${namedCards(unknown)}`);
  try {
    engine.prompts(st.data);
    engine.outcome(st.data);
    engine.view(st.data, null);
    s.data.seats.forEach((_, i) => engine.view(st.data, playerIdOf(i)));
  } catch (e) {
    return err(`the game cannot be played from this state: ${e instanceof Error ? e.message : String(e)}`);
  }
  // The state as stored (migrated), not as the schema re-reads it: the engine saw this one.
  return ok({ ...s.data, state });
}

/** The first few unknown cards, and how many more: a reason stays one short line. */
function namedCards(ids: readonly string[]): string {
  const shown = ids.slice(0, 3).join(', ');
  return ids.length > 3 ? `${shown} and ${ids.length - 3} more` : shown;
}
