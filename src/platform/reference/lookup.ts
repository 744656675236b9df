import type { CardEntry, RulesTopic } from '../../engine/types';
import { LOCALES, type Language } from '../../words/locales';
import { say } from '../../words/say';

/**
 * Finding a rules topic or a card by what a player types: any word of its name, of the other words it lists, or
 * of its text. Every typed word must be found somewhere; a match in the name or the listed words outranks one in
 * the text, and the whole name typed outranks everything. An entry is found in every language we speak, whichever
 * the reader reads: a German reader typing an English card name finds it, and an English one a German name.
 */

export interface Entry {
  name: string;
  words: readonly string[];
  text: string;
}

/** Lower case words without punctuation or accents ("Übernahme" is "ubernahme"); "Crises" and "crisis" become one word, as do most plurals. */
export function wordsOf(s: string): string[] {
  return s.toLowerCase().replace(/ß/g, 'ss').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/).filter(Boolean).map(stem);
}

function stem(w: string): string {
  if (w === 'crises') return 'crisis';
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('es') && /(s|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('is') && !w.endsWith('us')) return w.slice(0, -1);
  return w;
}

/** How closely a typed word is `w`: 2 the word itself, 1 its first letters (three or more), 0 not at all. */
const same = (typed: string, w: string): number => (w === typed ? 2 : typed.length >= 3 && w.startsWith(typed) ? 1 : 0);
const best = (typed: string, ws: readonly string[]): number => Math.max(0, ...ws.map((w) => same(typed, w)));

/** The words of a plain question that say nothing of its subject ("how do I win", "what is heat", "wie gewinne ich"). */
const ASKING = new Set([
  ...['how', 'do', 'doe', 'did', 'i', 'what', 'whats', 'is', 'are', 'a', 'an', 'the', 'can', 'when', 'why', 'my', 'to', 'of', 'who', 'where', 'which', 'it', 'you', 'me', 'about', 's', 'mean', 'explain'],
  ...['wie', 'was', 'ist', 'sind', 'ein', 'eine', 'einen', 'der', 'das', 'den', 'dem', 'kann', 'ich', 'wann', 'warum', 'wer', 'wo', 'welche', 'welcher', 'welches', 'mein', 'meine', 'mir', 'mich', 'uber', 'bedeutet', 'heisst', 'erklare'],
]);

/** The typed words that name the subject: a question's asking words are dropped, unless nothing else was typed. */
function subjectWords(query: string): string[] {
  const all = wordsOf(query);
  const subject = all.filter((w) => !ASKING.has(w));
  return subject.length > 0 ? subject : all;
}

/** How well the best of `entries` (one entry in each language) answers `query`: 0 when none has every typed word. */
function scoreAny(entries: Entry | readonly Entry[], query: string): number {
  return Math.max(0, ...(Array.isArray(entries) ? (entries as readonly Entry[]) : [entries as Entry]).map((e) => score(e, query)));
}

/** How well `entry` answers `query`: 0 when some typed word is nowhere in it. */
function score(entry: Entry, query: string): number {
  const typed = subjectWords(query);
  if (typed.length === 0) return 1;
  const name = wordsOf(entry.name);
  const phrases = entry.words.map((w) => wordsOf(w).join(' '));
  const listed = phrases.flatMap((p) => p.split(' '));
  const text = [...new Set(wordsOf(entry.text))];
  let total = 0;
  for (const t of typed) {
    // A whole word outranks its first letters: "win" finds the goal before a "window".
    const n = best(t, name);
    const l = best(t, listed);
    if (n > 0) total += 8 + n;
    else if (l > 0) total += 6 + l;
    else if (best(t, text) > 0) total += 1;
    else return 0;
  }
  const whole = typed.join(' ');
  if (name.join(' ') === whole) total += 100;
  else if (phrases.includes(whole)) total += 2; // "pass" listed alone outranks "pass cards", "win" a "window"
  return total;
}

/** The entries that answer `query` with how well, best first (ties in their own order). */
function ranked<T>(entries: readonly T[], query: string, asEntry: AsEntry<T>): { x: T; s: number }[] {
  return entries
    .map((x, i) => ({ x, i, s: scoreAny(asEntry(x), query) }))
    .filter((m) => m.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map(({ x, s }) => ({ x, s }));
}

/** What a lookup reads of a thing: an entry, or one in each language. */
export type AsEntry<T> = (x: T) => Entry | readonly Entry[];

/** The entries that answer `query`, best first (ties in their own order). */
export const find = <T>(entries: readonly T[], query: string, asEntry: AsEntry<T>): T[] => ranked(entries, query, asEntry).map((m) => m.x);

/**
 * A lookup in the game played here that turns to every game when the words fit another game better (or nowhere
 * here): "seesaw" after a Vested Interests game finds Tipping Point's Seesaw.
 */
export function findHereOrAll<T>(here: readonly T[], all: readonly T[], query: string, asEntry: AsEntry<T>): { found: T[]; everywhere: boolean } {
  const mine = ranked(here, query, asEntry);
  const every = ranked(all, query, asEntry);
  if (mine.length > 0 && mine[0]!.s >= (every[0]?.s ?? 0)) return { found: mine.map((m) => m.x), everywhere: false };
  return { found: every.map((m) => m.x), everywhere: true };
}

/**
 * A topic's name as players read it ("Crisis placement"), never its key ("crisis-placement"): its title said in
 * `language`, or its key read as words when the game gives it no title.
 */
export const topicTitle = (t: RulesTopic, language: Language): string =>
  t.title !== undefined ? say(language, t.title) : `${t.topic.charAt(0).toUpperCase()}${t.topic.slice(1).replace(/-/g, ' ')}`;

/**
 * A topic as found in `language`: its title, its other words and its text, said there. One text of its words may
 * hold several, between `|` ("slot | grid"), so each language lists as many as it has.
 */
export const topicEntry = (t: RulesTopic, language: Language = 'en'): Entry => ({
  name: topicTitle(t, language),
  words: (t.words ?? []).flatMap((w) => say(language, w).split('|').map((x) => x.trim()).filter(Boolean)),
  text: say(language, t.text),
});
/** A card as found in `language`: its name, its kind and its text, said there. */
export const cardEntry = (c: CardEntry, language: Language = 'en'): Entry => ({ name: say(language, c.name), words: [say(language, c.kind)], text: say(language, c.text) });

/** A topic's or a card's entry in every language we speak, said once per topic or card. */
function inEvery<T extends object>(entryIn: (x: T, language: Language) => Entry): (x: T) => readonly Entry[] {
  const said = new WeakMap<T, readonly Entry[]>();
  return (x) => {
    const known = said.get(x);
    if (known) return known;
    const all = LOCALES.map((l) => entryIn(x, l));
    said.set(x, all);
    return all;
  };
}

export const topicEntries = inEvery(topicEntry);
export const cardEntries = inEvery(cardEntry);
