import type { Result } from '../../engine/result';
import type { AnyEngine } from '../../engine/types';
import { decisionRng, randomPolicy, type AiPolicy } from '../../engine/ai-policy';
import type { Answered } from './answers';
import { fallbackAnswer, openPrompts } from './open-prompts';
import { seatAnswer } from './window-answers';
import { seatIndexOf } from './seat-ids';
import type { Refusal } from '../words/refusals';
import type { Session } from '../session-schema';

/** What a bounded run of the table's own answers did: the session, the decisions played, and whether more are owed. */
export interface SettleSlice {
  session: Session;
  steps: number;
  owed: boolean;
}

/**
 * Answer open prompts of auto and AI seats, at most `budget` of them, until a human owes something or the game ends.
 * An AI that offers a refused answer falls back to the prompt's fallback, so the game always moves. Each decision
 * depends only on the session it is made in, so playing them in several runs ends where one run would.
 */
export function settleAutoSeatsUpTo(s: Session, engine: AnyEngine, now: string, levels: readonly AiPolicy[], budget: number): SettleSlice {
  let cur = s;
  for (let i = 0; ; i++) {
    if (cur.phase !== 'playing') return { session: cur, steps: i, owed: false };
    const prompt = openPrompts(cur, engine).find((p) => cur.seats[seatIndexOf(p.player)]?.control !== 'human');
    if (!prompt) return { session: cur, steps: i, owed: false };
    if (i >= budget) return { session: cur, steps: i, owed: true };
    const seat = cur.seats[seatIndexOf(prompt.player)]!;
    let r: Result<Answered, Refusal> | null = null;
    if (seat.control === 'ai') {
      const policy = levels.find((l) => l.level === seat.aiLevel) ?? randomPolicy;
      const view = engine.view(cur.state, prompt.player);
      const values = policy.decide(engine, view, prompt, decisionRng(cur.seed ?? '', prompt.player, prompt.id, cur.logCount));
      r = seatAnswer(cur, engine, prompt.player, { prompt: prompt.id, values }, now);
    }
    if (!r?.ok) r = seatAnswer(cur, engine, prompt.player, fallbackAnswer(prompt), now);
    if (!r.ok) throw new Error(`Fallback answer refused for ${prompt.id}: ${r.error.message}`);
    // The seat's answer is not a person's to take back, and once it is played no earlier step is either (as at Board Game Arena).
    cur = { ...r.value.session, undo: [], undoClosed: cur.undo.length > 0 ? { why: 'played', by: prompt.player } : cur.undoClosed };
  }
}

/** Answer every open prompt of auto and AI seats, until a human owes something or the game ends. */
export function settleAutoSeats(s: Session, engine: AnyEngine, now: string, levels: readonly AiPolicy[] = [randomPolicy], cap = 20_000): Session {
  const r = settleAutoSeatsUpTo(s, engine, now, levels, cap);
  if (r.owed) throw new Error('Auto seats did not settle');
  return r.session;
}
