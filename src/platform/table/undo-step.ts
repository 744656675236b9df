import type { Answer, AnyEngine, PlayerId, Prompt } from '../../engine/types';

/** A step back out of a menu: the engines' Back and Cancel options. */
export const WAY_BACK: ReadonlySet<string> = new Set(['back', 'cancel']);

/**
 * Whether a decision offers its own way back (a confirmation's Back): its panel then shows no Undo button beside it,
 * which would only do the same under another name. `/game undo` still takes the step back.
 */
export const offersWayBack = (p: Prompt | null): boolean => Boolean(p?.options.some((o) => WAY_BACK.has(o.value)));
import type { Session, UndoStep } from '../session-schema';
import { stateHash } from './private-part';

/**
 * What a step that undo could take back was, in the player's words: the options they chose ("Red lantern").
 * Worked out when the step is taken, since the undo stack keeps the state before it and not the answer.
 */
export function stepText(engine: AnyEngine, before: unknown, p: PlayerId, a: Answer): string {
  const prompt = engine.prompts(before).find((x) => x.player === p && x.id === a.prompt);
  if (!prompt) return '';
  return a.values.map((v) => prompt.options.find((o) => o.value === v)?.label ?? v).join(', ');
}

/**
 * The step `p` could take back now, or null: undo takes back only the last step, and only its own taker's. A way back
 * (Back, Cancel) is not offered: it is already a step back, and undoing it would only reopen the menu just left.
 */
export function undoableStep(s: Session, p: PlayerId): { step: string } | null {
  if (s.phase !== 'playing') return null;
  const last = s.undo[s.undo.length - 1];
  return last && last.player === p && !last.back && stillLeads(last, s.state) ? { step: last.step } : null;
}

/** Whether the table is still as `step` left it: the one check of both the Undo offer and undo itself (undo.ts). */
export const stillLeads = (step: UndoStep, now: unknown): boolean => step.patch === undefined || step.after === stateHash(now);
