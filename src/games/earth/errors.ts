/**
 * Earth's refusal codes. The shared answer check (`src/engine/answer-check.ts`) refuses an answer that does
 * not fit its prompt; the codes after it are the rules' own reasons, which reach a player through that
 * check's `explain` (see `apply.ts`) or refuse a setup.
 */
import { ANSWER_ERRORS } from '../../engine/answer-check';
import type { RuleError } from '../../engine/types';
import { ew } from './texts';

export const EARTH_ERRORS = [
  ...ANSWER_ERRORS,
  // Setup and the front door.
  'seat-count',
  'team-needs-four',
  'game-over',
  'not-a-player',
  'not-offered',
  'no-decision',
  // Actions and cards.
  'no-such-action',
  'no-such-slot',
  'not-in-hand',
  'not-plantable',
  'tableau-full',
  'cannot-afford',
  'not-allowed',
  'not-drawn',
  'not-flora',
  'sprout-limit',
  'growth-limit',
  'wrong-target',
  'cannot-activate',
  // Side menus: Events, Sprout conversion, the Team board.
  'keep-first',
  'no-events',
  'not-an-event',
  'not-your-turn',
  'too-few-sprouts',
  'team-move',
  'not-team-game',
] as const;
export type EarthError = (typeof EARTH_ERRORS)[number];

export const fail = (code: EarthError, message: string): RuleError<EarthError> => ({ code, message });

/** The refusal for a value no rule knows. */
export const notOption = (v: string) => fail('no-such-option', ew('error.notOption', { value: v }));
