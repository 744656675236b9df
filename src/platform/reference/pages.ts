/**
 * A long text in pages that each fit one place (a message, an embed), split where a reader pauses: between
 * paragraphs, else between sentences, else between words. Nothing is cut: every character is on some page.
 */
export function pages(text: string, max: number): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const head = rest.slice(0, max + 1);
    const at = lastBreak(head, '\n\n') ?? lastBreak(head, '\n') ?? lastSentence(head) ?? lastBreak(head, ' ') ?? max;
    out.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  if (rest.length > 0 || out.length === 0) out.push(rest);
  return out;
}

/** Where the last `sep` in `s` ends a page (at least a third of the way in, so a page is never a scrap). */
function lastBreak(s: string, sep: string): number | undefined {
  const i = s.lastIndexOf(sep);
  return i >= s.length / 3 ? i : undefined;
}

function lastSentence(s: string): number | undefined {
  let best: number | undefined;
  for (const m of s.matchAll(/[.!?:;]\s/g)) if (m.index! + 1 >= s.length / 3 && m.index! + 1 < s.length) best = m.index! + 1;
  return best;
}
