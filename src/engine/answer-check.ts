import { err, ok, type Result } from './result';
import type { Answer, PlayerId, Prompt, RuleError } from './types';

/** The refusals every game shares: an answer that does not fit the prompt it names. */
export const ANSWER_ERRORS = ['not-your-decision', 'moved-on', 'value-count', 'repeated-value', 'no-such-option'] as const;
export type AnswerError = (typeof ANSWER_ERRORS)[number];

/**
 * The one check in front of every game's rules: the prompt exists, this player owes it, and the values
 * are among its options in an allowed number. Games call it first, so a refused answer never reaches a rule.
 * `explain` may give a rule's own reason for a value that is not offered ("you cannot afford that").
 */
export function checkAnswer(
  open: readonly Prompt[],
  player: PlayerId,
  a: Answer,
  explain?: (prompt: Prompt, value: string) => string | null,
): Result<Prompt, RuleError<AnswerError>> {
  const prompt = open.find((x) => x.player === player && x.id === a.prompt);
  if (!prompt) {
    return open.some((x) => x.player === player)
      ? refuse('moved-on', 'That question is no longer open: answer the one open now.')
      : refuse('not-your-decision', 'You do not owe a decision right now.');
  }
  const min = prompt.min ?? 1;
  const max = prompt.max ?? 1;
  if (a.values.length < min || a.values.length > max)
    return refuse('value-count', min === max ? `Pick exactly ${min} option${min === 1 ? '' : 's'}.` : `Pick ${min} to ${max} options.`);
  if (new Set(a.values).size !== a.values.length) return refuse('repeated-value', 'Each option may be picked once.');
  for (const v of a.values) {
    if (!prompt.options.some((o) => o.value === v)) return refuse('no-such-option', explain?.(prompt, v) ?? `"${v}" is not one of the options.`);
  }
  return ok(prompt);
}

const refuse = (code: AnswerError, message: string) => err<RuleError<AnswerError>>({ code, message });
