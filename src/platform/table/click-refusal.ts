import type { Answer, AnyEngine, PlayerId } from '../../engine/types';
import { ALREADY_ANSWERED } from './secret-window';
import * as table from './session';
import type { Session } from './session-schema';

/**
 * A refused click in the table's words. The engine's answer check has refused it (the one gate); when the
 * refusal was not about the values of a prompt this seat owes, the click names a question that is someone
 * else's or gone, and a player is told which, the same way whatever game it is.
 */
export function clickRefusal(e: table.TableError, s: Session, engine: AnyEngine, p: PlayerId, a: Answer): string {
  const mine = table.promptsOf(s, engine, p);
  if (mine.some((x) => x.id === a.prompt)) return e.message;
  // A seat of a secret window that owes nothing more in it hears the same words whether its answer was applied or held.
  const w = s.secretWindow;
  if (w && w.seats.includes(p) && !mine.some((x) => x.secretWindow?.id === w.id)) return ALREADY_ANSWERED;
  return table.openPrompts(s, engine).some((x) => x.id === a.prompt) ? 'This is not your decision.' : 'This has moved on: that question is no longer open.';
}
