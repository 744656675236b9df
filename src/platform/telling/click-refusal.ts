import type { Answer, AnyEngine, PlayerId } from '../../engine/types';
import { refusal, type Refusal } from '../words/refusals';
import { openPrompts, promptsOf } from '../table/open-prompts';
import type { Session } from '../session-schema';

/**
 * A refused click in the table's words. The engine's answer check has refused it (the one gate); when the
 * refusal was not about the values of a prompt this seat owes, the click names a question that is someone
 * else's or gone, and a player is told which, the same way whatever game it is.
 */
export function clickRefusal(e: Refusal, s: Session, engine: AnyEngine, p: PlayerId, a: Answer): Refusal {
  const mine = promptsOf(s, engine, p);
  if (mine.some((x) => x.id === a.prompt)) return e;
  // A seat of a secret window that owes nothing more in it hears the same words whether its answer was applied or held.
  const w = s.secretWindow;
  if (w && w.seats.includes(p) && !mine.some((x) => x.secretWindow?.id === w.id)) return refusal('already-answered');
  return refusal(openPrompts(s, engine).some((x) => x.id === a.prompt) ? 'not-your-decision' : 'question-closed');
}
