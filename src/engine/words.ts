/**
 * Text in no language yet. A game is pure and does not know who will read its texts, nor in which language: a
 * prompt's question is read by its owner in theirs while the log line it leaves is read by the whole channel in the
 * server's. So a game writes `words('tp:log.drew', { player: '{p0}', count: 3 })`: a catalogue key and its
 * parameters, packed into a string that travels wherever a text does (a prompt, an option, a log line kept in the
 * state, a view drawn by a picture) and is said in a language only where a person reads it (`say`, in
 * src/words/say.ts). A parameter may itself be such a text (a card's name inside a log line); a plain string is
 * shown as it is (a name a person typed, a number).
 */

const OPEN = '\uE000';
const SEP = '\uE001';
const CLOSE = '\uE002';
/** Between the items of a list parameter. */
const ITEM = '\uE003';

type WordParam = string | number | boolean | readonly string[];
export type WordParams = Readonly<Record<string, WordParam>>;

/** The text of catalogue `key` (`namespace:key.sub`) with `params`, said later in the reader's language. */
export function words(key: `${string}:${string}`, params: WordParams = {}): string {
  return `${OPEN}${key}${Object.entries(params).map(([name, v]) => SEP + name + packParam(v)).join('')}${CLOSE}`;
}

/**
 * One parameter after its name: a mark for its type, then its value as it is. A text inside a text sits in it whole
 * (its marks are counted, not escaped), so a log line kept in a stored game is barely longer than its parts; JSON
 * would escape each nested text's quotes again at every level.
 */
function packParam(v: WordParam): string {
  if (typeof v === 'string') return `=${v}`;
  if (typeof v === 'number') return `#${v}`;
  if (typeof v === 'boolean') return v ? '!1' : '!0';
  return `*${v.join(ITEM)}`;
}

function unpackParam(packed: string): [string, unknown] {
  const at = packed.search(/[=#!*]/);
  const name = packed.slice(0, at);
  const value = packed.slice(at + 1);
  switch (packed[at]) {
    case '#': return [name, Number(value)];
    case '!': return [name, value === '1'];
    case '*': return [name, value === '' ? [] : splitTop(value, ITEM)];
    default: return [name, value];
  }
}

/** `text` split at each `mark` outside any packed text within it. */
function splitTop(text: string, mark: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text[k];
    if (c === OPEN) depth++;
    else if (c === CLOSE) depth--;
    else if (c === mark && depth === 0) {
      out.push(text.slice(from, k));
      from = k + 1;
    }
  }
  out.push(text.slice(from));
  return out;
}

/** A packed text's key and parameters; a text packed before parameters were marked one by one holds them as JSON. */
function unpackOne(inner: string): { key: string; params: Readonly<Record<string, unknown>> } {
  const [key, ...packed] = splitTop(inner, SEP);
  if (packed.length === 1 && packed[0]!.startsWith('{')) return { key: key!, params: JSON.parse(packed[0]!) as Record<string, unknown> };
  return { key: key!, params: Object.fromEntries(packed.map(unpackParam)) };
}

/**
 * The first of `forms` (each a whole wording, longest first) that fits `max` characters once said in the reader's
 * language: a place's length is known here, the text's only in a language, so the choice is made when it is said.
 */
export function fitWords(max: number, forms: readonly string[]): string {
  return words('@fit:', { max, forms });
}

/**
 * One wording for a whole list (a menu's entries read alike): item `i` of `formsEach`, in the first form index whose
 * wording fits `max` for every item once said, else each item's own first fit. Each item carries the whole list,
 * so each can be said alone.
 */
export function sameFitWords(max: number, formsEach: readonly (readonly string[])[]): string[] {
  return formsEach.map((_, i) => words('@same:', { max, i, forms: formsEach.map((f) => f.join('\u0000')) }));
}

/** Items joined as the reader's language lists them: "a, b and c" / "a, b und c" (`and`), or with "or". */
export function listWords(join: 'and' | 'or', items: readonly string[]): string {
  return words(`@${join}:`, { items });
}

/** Whether `text` holds any text still to be said in a language. */
export function hasUnsaid(text: string): boolean {
  return text.includes(OPEN);
}

export interface WordsPart {
  /** Literal text before the next packed text. */
  before: string;
  key: string;
  params: Readonly<Record<string, unknown>>;
}

/**
 * `text` split into its literal runs and packed texts, in order; `rest` is the literal text after the last one.
 * Packed texts nest inside parameters, so each is found by counting its opening and closing marks.
 */
export function unpackWords(text: string): { parts: WordsPart[]; rest: string } {
  const parts: WordsPart[] = [];
  let at = 0;
  for (;;) {
    const open = text.indexOf(OPEN, at);
    if (open < 0) return { parts, rest: text.slice(at) };
    let depth = 0;
    let close = -1;
    for (let k = open; k < text.length; k++) {
      const c = text[k];
      if (c === OPEN) depth++;
      else if (c === CLOSE && --depth === 0) {
        close = k;
        break;
      }
    }
    if (close < 0) return { parts, rest: text.slice(at) };
    parts.push({ before: text.slice(at, open), ...unpackOne(text.slice(open + 1, close)) });
    at = close + 1;
  }
}

/**
 * The wordings a text may be said in, longest first: a fitted text's own forms (`fitWords`, `sameFitWords`), else
 * the text alone. A place shorter than the one the text was fitted to picks its own among them, never a cut.
 */
export function wordingsOf(text: string): string[] {
  const { parts, rest } = unpackWords(text);
  const only = parts.length === 1 && parts[0]!.before === '' && rest === '' ? parts[0]! : null;
  if (only?.key === '@fit:') return (only.params['forms'] as string[]).map(String);
  if (only?.key === '@same:') return String((only.params['forms'] as string[])[only.params['i'] as number] ?? text).split('\u0000');
  return [text];
}
