/**
 * Text written to fit its place, never cut: a label, a menu description, a message or a picture's alt text has a
 * length Discord will not exceed, and a cut word ("Influenc…") reads as a mistake. Each helper here picks whole
 * wordings or whole sentences instead.
 */

/**
 * The first of `forms` (longest first, each a complete wording) that fits `max` characters: a shorter wording
 * instead of a cut. When none fits, the shortest: the option-text tests fail on it, so it is written shorter.
 */
export function firstFit(max: number, forms: readonly string[]): string {
  return forms.find((f) => f.length <= max) ?? forms.reduce((a, b) => (b.length < a.length ? b : a));
}

/**
 * One wording for a whole list: the first form index whose wording fits `max` for every item (each item's forms in
 * the same order), so a menu's entries read alike instead of some long and some short. When no index fits all,
 * each item takes its own `firstFit`.
 */
export function sameFit(max: number, formsEach: readonly (readonly string[])[]): string[] {
  const n = Math.min(...formsEach.map((f) => f.length));
  for (let i = 0; i < n; i++) if (formsEach.every((f) => f[i]!.length <= max)) return formsEach.map((f) => f[i]!);
  return formsEach.map((f) => firstFit(max, f));
}

/**
 * `text` when it fits `max`; else its first whole lines (or, when even the first line is too long, its first whole
 * sentences), then `more(left)` naming how many characters were left out and where to read them. Used where the
 * text is long by nature (a history, a refusal quoting a long list, a picture's description), so a reader knows
 * something follows rather than finding it cut.
 */
export function wholeParts(text: string, max: number, more: (leftOut: number) => string): string {
  // One word longer than the whole place (a pasted blob): its length is all that can be said of it.
  return partsWithin(text, max, more, ['\n', '. ', ' ']) ?? more(text.length);
}

/**
 * As `wholeParts`, but never ending inside a sentence: its first whole lines or sentences, else null, so that the
 * caller says it another way (a catalogue sentence ended halfway reads as cut in every language).
 */
export function wholeSentences(text: string, max: number, more: (leftOut: number) => string): string | null {
  return partsWithin(text, max, more, ['\n', '. ']);
}

function partsWithin(text: string, max: number, more: (leftOut: number) => string, seps: readonly string[]): string | null {
  if (text.length <= max) return text;
  for (const sep of seps) {
    const parts = text.split(sep);
    let best = '';
    let kept = '';
    for (const part of parts) {
      kept = kept ? `${kept}${sep}${part}` : part;
      const shown = sep === '. ' && !kept.endsWith('.') ? `${kept}.` : kept;
      const out = `${shown}${sep === '\n' ? '\n' : ' '}${more(text.length - kept.length)}`;
      if (out.length > max) break;
      best = out;
    }
    if (best) return best;
  }
  return null;
}

/** Names as a sentence lists them: "a", "a and b", "a, b and c". */
export function andList(xs: readonly string[]): string {
  return xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)!}`;
}

