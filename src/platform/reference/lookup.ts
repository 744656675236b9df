import type { CardEntry, RulesTopic } from '../../engine/types';

/**
 * Finding a rules topic or a card by what a player types: any word of its name, of the other words it lists, or
 * of its text. Every typed word must be found somewhere; a match in the name or the listed words outranks one in
 * the text, and the whole name typed outranks everything.
 */

export interface Entry {
  name: string;
  words: readonly string[];
  text: string;
}

/** Lower case words without punctuation; "Crises" and "crisis" become one word, as do most plurals. */
export function wordsOf(s: string): string[] {
  return s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/).filter(Boolean).map(stem);
}

function stem(w: string): string {
  if (w === 'crises') return 'crisis';
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('es') && /(s|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('is') && !w.endsWith('us')) return w.slice(0, -1);
  return w;
}

const same = (typed: string, w: string) => w === typed || (typed.length >= 3 && w.startsWith(typed));

/** How well `entry` answers `query`: 0 when some typed word is nowhere in it. */
function score(entry: Entry, query: string): number {
  const typed = wordsOf(query);
  if (typed.length === 0) return 1;
  const name = wordsOf(entry.name);
  const listed = entry.words.flatMap(wordsOf);
  const text = new Set(wordsOf(entry.text));
  let total = 0;
  for (const t of typed) {
    if (name.some((w) => same(t, w))) total += 10;
    else if (listed.some((w) => same(t, w))) total += 8;
    else if ([...text].some((w) => same(t, w))) total += 1;
    else return 0;
  }
  if (name.join(' ') === typed.join(' ')) total += 100;
  return total;
}

/** The entries that answer `query`, best first (ties in their own order). */
export function find<T>(entries: readonly T[], query: string, asEntry: (x: T) => Entry): T[] {
  return entries
    .map((x, i) => ({ x, i, s: score(asEntry(x), query) }))
    .filter((m) => m.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((m) => m.x);
}

export const topicEntry = (t: RulesTopic): Entry => ({ name: t.topic, words: t.words ?? [], text: t.text });
export const cardEntry = (c: CardEntry): Entry => ({ name: c.name, words: [c.kind], text: c.text });
