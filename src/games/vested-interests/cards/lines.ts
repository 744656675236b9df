/** The lines under a card choice: each card offered in full, one a line, so a player weighs what it does before choosing. */
import { cardText } from './text';

/** The most a card list under a question holds: under `Prompt.detail`'s 1500, so the question beside it keeps the panel within Discord's 2000. */
const DETAIL_MAX = 1200;

/** Each card's rules text, one a line; a list too long for the panel keeps the first lines whole and counts the rest. */
export function cardLines(ids: readonly string[]): string | undefined {
  const lines = [...new Set(ids)].map((id) => cardText(id));
  if (lines.length === 0) return undefined;
  const kept: string[] = [];
  for (const [i, line] of lines.entries()) {
    const more = `${lines.length - i} more: /game hand shows them.`;
    if ([...kept, line].join('\n').length + (i < lines.length - 1 ? more.length + 1 : 0) > DETAIL_MAX) return [...kept, more].join('\n');
    kept.push(line);
  }
  return kept.join('\n');
}
