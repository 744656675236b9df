/**
 * The front door for answers: the game must be running, then the shared check that the answer fits an open
 * prompt (a refused menu entry says why it cannot be taken); then the rule that owns the decision takes it and
 * the automatic steps settle.
 */
import { checkAnswer } from '../../engine/answer-check';
import { ok, type Result } from '../../engine/result';
import { words } from '../../engine/words';
import type { Answer, Applied, PlayerId, RuleError } from '../../engine/types';
import { draftOf } from './draft';
import { fail, type VIError } from './errors';
import { settle } from './flow';
import { prompts } from './prompts';
import { menuRefusal, turnAnswer } from './rules/actions';
import { answerForest, answerFreeDefence } from './rules/placement';
import { answerWindow } from './rules/schemes';
import { chooseMarker, joinAnswer } from './rules/takeover';
import { castBallot, smear } from './rules/tribunal';
import { pickDistrict } from './rules/weather';
import type { VIState } from './state';

export function apply(s0: VIState, p: PlayerId, a: Answer): Result<Applied<VIState>, RuleError<VIError>> {
  if (s0.flow === 'over') return fail('game-over', words('vi:refuse.gameOver'));
  const checked = checkAnswer(prompts(s0), p, a, (_prompt, v) =>
    s0.stage.kind === 'turn' && s0.stage.step.k === 'menu' ? menuRefusal(s0, p, v) : null);
  if (!checked.ok) return checked;
  const v = a.values[0]!;
  const { s, ev } = draftOf(s0);
  let committed = true;
  const st = s.stage;
  switch (st.kind) {
    case 'turn': committed = turnAnswer(s, p, st.step, v, ev); break;
    case 'window': answerWindow(s, p, st, v, ev); break;
    case 'ballot': castBallot(s, p, st, v); break;
    case 'join': joinAnswer(s, p, st.idx, v, ev); break;
    case 'vested': chooseMarker(s, v, ev); break;
    case 'weatherPick': pickDistrict(s, p, v, ev); break;
    case 'forest': committed = answerForest(s, p, st, v, ev); break;
    case 'defence': committed = answerFreeDefence(s, p, st, v, ev); break;
    case 'smear': smear(s, p, st, v, ev); break;
    case 'none': return fail('no-decision', words('vi:refuse.noDecision'));
  }
  // A simultaneous window keeps its prompt id while others still answer it.
  const simultaneous = st.kind === 'window' || st.kind === 'ballot';
  if (!simultaneous || s.stage.kind !== st.kind) s.seq += 1;
  settle(s, ev);
  return ok({ state: s, events: ev, committed });
}
