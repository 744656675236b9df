import { ANSWER_ERRORS } from '../../engine/answer-check';
import { err, type Result } from '../../engine/result';
import type { RuleError } from '../../engine/types';

/** Every refusal Vested Interests gives: the shared answer checks, then the game's own. */
export const VI_ERRORS = [...ANSWER_ERRORS, 'game-over', 'player-count', 'no-decision'] as const;
export type VIError = (typeof VI_ERRORS)[number];

export const fail = (code: VIError, message: string): Result<never, RuleError<VIError>> => err({ code, message });
