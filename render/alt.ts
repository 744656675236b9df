/**
 * Alt texts: what a screen reader says for a picture, and what a player reads when the picture does not load.
 * Discord keeps 1,024 characters of one; the first parts of an alt text (the game, whose move and what is decided,
 * the winner) are the ones that matter most, so a longer one loses its tail, never its head.
 */
import { wholeParts } from '../src/engine/wording';
import type { Language } from '../src/words/locales';
import { t } from '../src/words/translate';

export const ALT_MAX = 1024;

/** The parts joined into sentences, cut at the last whole part that fits Discord's limit (the note on what is cut in `language`). */
export function altText(parts: readonly (string | null | undefined | false)[], language: Language = 'en'): string {
  let out = '';
  for (const p of parts) {
    if (!p) continue;
    const next = out ? `${out} ${p}` : p;
    if (next.length > ALT_MAX) return out || wholeParts(p, ALT_MAX, (n) => t(language, 'table:alt.more', { count: n }));
    out = next;
  }
  return out;
}


/** A text ending in one full stop however its source ended (card texts end in their own). */
export const sentence = (s: string): string => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/** A table in words: its sections' lines, sections apart by a blank line, where a page may break. */
export const sections = (parts: readonly (readonly (string | null | false | undefined)[])[]): string =>
  parts.map((lines) => lines.filter(Boolean).join('\n')).filter(Boolean).join('\n\n');
