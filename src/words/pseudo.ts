/**
 * The pseudo-language `qps`: every catalogue text (each of its sentences) wrapped in ⟦ ⟧ and lengthened by about 40%, its placeholders
 * (`{{name}}`, `{{count}}`, `$t(key)`) kept as they are. A text shown in it without the brackets did not come from
 * the catalogue; a place that cuts or overflows with it will cut German too.
 */
const PLACEHOLDER = /(\{\{[^}]*\}\}|\$t\([^)]*\))/;
const ACCENTED: Record<string, string> = { a: 'á', e: 'ë', i: 'ï', o: 'ö', u: 'ü', A: 'Å', E: 'É', I: 'Î', O: 'Ö', U: 'Û' };

export function pseudoText(text: string): string {
  // Each sentence is wrapped on its own, its closing mark outside the brackets: a place that shows a text's first
  // whole sentences (a rule's gist beside a decision, a lesson's first lines) keeps whole spans, as it keeps whole
  // sentences in every language; one that ends a text inside a sentence leaves a ⟦ open.
  return text
    .split(SENTENCE_END)
    .map((part, k) => {
      if (k % 2 === 1 || part === '') return part;
      const [, body, mark] = /^([\s\S]*?)([.!?]*)$/.exec(part)!;
      return body ? `${lengthened(body)}${mark}` : part;
    })
    .join('');
}

/** Where one sentence ends and the next begins: a full stop, question or exclamation mark, then a space. */
const SENTENCE_END = /(?<=[.!?])(\s+)/;

function lengthened(text: string): string {
  const parts = text.split(PLACEHOLDER);
  const letters = parts.filter((_, k) => k % 2 === 0).join('').length;
  const accented = parts.map((p, k) => (k % 2 === 1 ? p : p.replace(/[aeiouAEIOU]/g, (c) => ACCENTED[c] ?? c))).join('');
  return `⟦${accented}${'·'.repeat(Math.ceil(letters * 0.4))}⟧`;
}

export type Catalogue = { readonly [key: string]: string | Catalogue };

/** A whole catalogue (all namespaces of one language) in the pseudo-language, key for key. */
export function pseudoCatalogue(c: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(c).map(([k, v]) => [k, typeof v === 'string' ? pseudoText(v) : pseudoCatalogue(v)]));
}
