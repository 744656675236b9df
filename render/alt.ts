/**
 * Alt texts: what a screen reader says for a picture, and what a player reads when the picture does not load.
 * Discord keeps 1,024 characters of one; the first parts of an alt text (the game, whose move and what is decided,
 * the winner) are the ones that matter most, so a longer one loses its tail, never its head.
 */
import { wholeParts } from '../src/engine/wording';

export const ALT_MAX = 1024;

/** The parts joined into sentences, cut at the last whole part that fits Discord's limit. */
export function altText(parts: readonly (string | null | undefined | false)[]): string {
  let out = '';
  for (const p of parts) {
    if (!p) continue;
    const next = out ? `${out} ${p}` : p;
    if (next.length > ALT_MAX) return out || wholeParts(p, ALT_MAX, (n) => `(${n} more characters)`);
    out = next;
  }
  return out;
}

