/**
 * Every code a Tipping Point refusal carries: the shared answer checks first, then the game's own.
 * A code outside this list does not compile.
 */
import { ANSWER_ERRORS } from '../../engine/answer-check';
import { err, type Result } from '../../engine/result';
import type { RuleError } from '../../engine/types';

export const TP_ERRORS = [
  ...ANSWER_ERRORS,
  'game-over',
  'player-count',
  // A rule's own check after the answer fits its prompt.
  'slot-taken',
  'need-at-one',
  'cannot-pay',
  'nothing-to-choose',
  // The typed /tp play command.
  'not-in-hand',
  'bad-slot',
  'not-your-turn',
  'not-playable',
  'no-slot',
  'illegal-slot',
] as const;
export type TpError = (typeof TP_ERRORS)[number];

/** A refused answer, as the rules hand it back. */
export type Refusal = Result<never, RuleError<TpError>>;
export const fail = (code: TpError, message: string): Refusal => err({ code, message });
