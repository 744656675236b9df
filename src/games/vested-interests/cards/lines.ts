/** The lines under a card choice: each card offered in full, one a line, so a player weighs what it does before choosing. */
import { fitWords, words } from '../../../engine/words';
import { cardText } from './text';

/** The most a card list under a question holds: under `Prompt.detail`'s 1500, so the question beside it keeps the panel within Discord's 2000. */
const DETAIL_MAX = 1200;

/**
 * Each card's rules text, one a line; a list too long for the panel keeps the first lines whole and counts the rest.
 * How long a text is is known only once said, so every cut is offered, longest first, and the first that fits is said.
 */
export function cardLines(ids: readonly string[]): string | undefined {
  const lines = [...new Set(ids)].map((id) => cardText(id));
  if (lines.length === 0) return undefined;
  if (lines.length === 1) return lines[0];
  const cuts = lines.map((_, i) => [...lines.slice(0, lines.length - i), ...(i > 0 ? [words('vi:cardLines.more', { count: i })] : [])].join('\n'));
  return fitWords(DETAIL_MAX, [...cuts, words('vi:cardLines.more', { count: lines.length })]);
}
