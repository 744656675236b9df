/**
 * What of a text shown in the pseudo-language did not come from a catalogue. In `qps` (src/words/pseudo.ts) every
 * catalogue text is wrapped in ⟦ ⟧ (a parameter's text nests inside its sentence's), so once the wrapped spans, the
 * names people typed and what is not words (digits, punctuation, whitespace, emoji, Discord's markup) are taken
 * away, any letter left was written in code. A ⟦ that never closes (or a ⟧ that never opened) is a catalogue text
 * cut short by whatever showed it.
 */

interface Uncatalogued {
  /** `literal`: letters outside every catalogue text; `cut`: a catalogue text whose other bracket is missing. */
  kind: 'literal' | 'cut';
  /** The offending part: the literal words, or the cut text from its one bracket on. */
  text: string;
  /** The text around it, as shown, on one line. */
  context: string;
}

const OPEN = '⟦';
const CLOSE = '⟧';
const CONTEXT = 40;

/**
 * Discord's markup, which no reader reads as words: mentions of people, roles and channels, timestamps, slash
 * command mentions, custom emoji, and link addresses (a markdown link's own words stay, to be checked).
 */
const MARKUP: readonly RegExp[] = [
  /<@[!&]?\d+>/g,
  /<#\d+>/g,
  /<t:-?\d+(?::[tTdDfFR])?>/g,
  /<\/[^<>:\n]+:\d+>/g,
  /<a?:\w+:\d+>/g,
  /\]\(<?https?:\/\/[^\s)]*>?\)/g,
  /<https?:\/\/[^\s>]+>/g,
  /https?:\/\/\S+/g,
  /attachment:\/\/\S+/g,
];

const LETTER = /\p{L}/u;
/** Where a name stood: not a letter, so a name alone is nothing to report, but shown as `{name}` inside words that are. */
const NAMED = '\u0001';
const NAMES_RUN = new RegExp(`${NAMED}+`, 'g');

/** Blanks `from..to` of `chars` (kept the same length, so positions still point into the text as shown). */
function blank(chars: string[], from: number, to: number): void {
  for (let k = from; k < to; k++) chars[k] = ' ';
}

/**
 * The parts of `text` that did not come from a catalogue, in the order they appear. `names` are the names people
 * typed (seat names, the server's and channels' names): they may stand anywhere.
 */
export function uncatalogued(text: string, names: readonly string[] = []): Uncatalogued[] {
  const found: (Uncatalogued & { at: number })[] = [];
  // One entry per UTF-16 code unit, so positions match `text`'s.
  const chars = Array.from({ length: text.length }, (_, k) => text[k]!);
  const context = (from: number, to: number) => oneLine(text.slice(Math.max(0, from - CONTEXT), Math.min(text.length, to + CONTEXT)), from > CONTEXT, to + CONTEXT < text.length);

  // The catalogue texts, nested: every character inside a closed span is the catalogue's.
  const opens: number[] = [];
  for (let k = 0; k < text.length; k++) {
    const c = text[k];
    if (c === OPEN) opens.push(k);
    else if (c === CLOSE) {
      const from = opens.pop();
      if (from === undefined) {
        // A text whose start was cut off: from the start of what is shown (or the last line) to its ⟧.
        const lineStart = text.lastIndexOf('\n', k) + 1;
        found.push({ at: lineStart, kind: 'cut', text: text.slice(lineStart, k + 1), context: context(lineStart, k + 1) });
        blank(chars, lineStart, k + 1);
      } else if (opens.length === 0) blank(chars, from, k + 1);
    }
  }
  // A ⟦ never closed: the text was cut after it. The outermost one left open stands for what is cut.
  if (opens.length) {
    const from = opens[0]!;
    found.push({ at: from, kind: 'cut', text: text.slice(from, Math.min(text.length, from + 2 * CONTEXT)), context: context(from, from) });
    blank(chars, from, text.length);
  }

  let rest = chars.join('');
  for (const re of MARKUP) rest = rest.replace(re, (m) => ' '.repeat(m.length));
  for (const name of [...names].filter((n) => n.trim()).sort((a, b) => b.length - a.length)) {
    for (let at = rest.indexOf(name); at >= 0; at = rest.indexOf(name, at + name.length)) rest = rest.slice(0, at) + NAMED.repeat(name.length) + rest.slice(at + name.length);
  }

  // What is left: each run of words (letters, with the spaces and punctuation between them) holding a letter.
  for (const m of rest.matchAll(/[^\s⟦⟧]+(?:[ \t]+[^\s⟦⟧]+)*/gu)) {
    if (!LETTER.test(m[0])) continue;
    const words = trimToLetters(m[0]);
    const at = m.index + m[0].indexOf(words);
    found.push({ at, kind: 'literal', text: words.replace(NAMES_RUN, '{name}'), context: context(at, at + words.length) });
  }
  return found.sort((a, b) => a.at - b.at).map(({ kind, text: t, context: c }) => ({ kind, text: t, context: c }));
}

/** A run cut down to its first and last letters (the punctuation around a word is not part of what to report). */
function trimToLetters(s: string): string {
  const chars = [...s];
  const first = chars.findIndex((c) => LETTER.test(c) || c === NAMED);
  let last = chars.length - 1;
  while (last > first && !LETTER.test(chars[last]!) && chars[last] !== NAMED) last--;
  return chars.slice(first, last + 1).join('');
}

function oneLine(s: string, cutBefore: boolean, cutAfter: boolean): string {
  return `${cutBefore ? '…' : ''}${s.replace(/\n/g, ' ⏎ ')}${cutAfter ? '…' : ''}`;
}
