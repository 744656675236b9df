import type { AnyEngine, Option, RulesTopic } from '../../engine/types';
import { wholeParts } from '../../engine/wording';
import type { Language } from '../../words/locales';
import { say } from '../../words/say';
import { t } from '../../words/translate';
import { topicTitle } from './lookup';

/**
 * "Why?" for the decision a player is looking at: what it is, what each option does now (the option's own words
 * and the numbers its hint carries), and the rule it rests on, with the `/game rules` topic that holds the rule
 * whole. Built from the decision as the reader sees it, so it says nothing the reader could not already see: a
 * seat's own prompt in its panel, the table's public prompt (src/platform/telling/public-prompt.ts) on the table.
 * It is the reader's alone, so it is said in their language, the game's texts with it.
 */

/** What Why? reads of a decision: a seat's own `Prompt`, or the `PublicPrompt` the table shows, nothing more. */
export interface Decision {
  text: string;
  options: readonly Option[];
  detail?: string;
  topic?: string;
  min?: number;
  max?: number;
}


/** A message holds 2,000 characters; the rest of a long list is in the menu itself. */
const WHY_MAX = 1900;
/** Options listed one per line; a longer list is counted, since the menu shows every one of them. */
const LISTED = 12;

export interface Why {
  text: string;
  /** The rules topic the decision rests on, by its place in `engine.rules`, to open whole. */
  topic: { index: number; name: string } | null;
}

function topicOf(engine: AnyEngine, prompt: Decision): { index: number; entry: RulesTopic } | null {
  const index = engine.rules.findIndex((t) => t.topic === prompt.topic);
  return index < 0 ? null : { index, entry: engine.rules[index]! };
}

/** The first sentences of a rule, whole, within `max` characters: the gist; the button opens all of it. */
function gist(text: string, language: Language, max = 420): string {
  return wholeParts(text, max, () => t(language, 'reference:why.gist-more'));
}

/**
 * The first whole parts of `text` within `max` characters, then `more` on a line of its own: whole lines, else whole
 * items of a " · " list, else whole sentences, so no name is left hanging and the small print never sits mid-line.
 */
function wholeLead(text: string, max: number, more: string): string {
  if (text.length <= max) return text;
  const room = max - more.length - 1;
  for (const sep of ['\n', ' · ', '. ']) {
    const parts = text.split(sep);
    let kept = '';
    for (const part of parts) {
      const next = kept ? `${kept}${sep}${part}` : part;
      if (next.length > room) break;
      kept = next;
    }
    if (kept) return `${sep === '. ' && !kept.endsWith('.') ? `${kept}.` : kept}\n${more}`;
  }
  return more;
}

/**
 * `decider`: null for the reader's own decision (their panel); another seat's name for theirs, read on the table
 * message. `name` says one of the game's texts as the reader reads it: in `language`, each seat by its name.
 */
export function whyText(engine: AnyEngine, prompt: Decision, language: Language, name: (text: string) => string = (x) => say(language, x), decider: string | null = null): Why {
  const rule = topicOf(engine, prompt);
  const title = rule ? topicTitle(rule.entry, language) : '';
  const source = rule?.entry.source ? { context: 'source', source: say(language, rule.entry.source) } : {};
  const ruleLines = rule
    ? ['', t(language, 'reference:why.rule', { ...source, gist: gist(say(language, rule.entry.text), language) }), t(language, 'reference:why.whole-rule', { topic: title.toLowerCase() })]
    : [];
  const who = decider === null ? { context: 'own' } : { context: 'other', decider };
  const pick = (prompt.max ?? 1) > 1
    ? ` ${prompt.min === prompt.max ? t(language, 'reference:why.pick', { ...who, count: prompt.max }) : t(language, 'reference:why.pick-range', { ...who, min: prompt.min ?? 1, max: prompt.max })}`
    : '';
  const head = [t(language, 'reference:why.deciding', { ...who, text: name(prompt.text) }), '', `${t(language, 'reference:why.options')}${pick}`];
  // The rule is kept whole; the options take the room left, whole lines, the rest counted (the menu shows them all).
  const room = WHY_MAX - [...head, ...ruleLines].join('\n').length - 80;
  const listed: string[] = [];
  for (const o of prompt.options.slice(0, LISTED)) {
    const line = o.hint ? `• ${name(o.label)}: ${name(o.hint)}` : `• ${name(o.label)}`;
    if (listed.join('\n').length + line.length + 1 > room) break;
    listed.push(line);
  }
  const more = prompt.options.length - listed.length;
  const options = [...head, ...listed, ...(more > 0 ? [t(language, 'reference:why.more-in-menu', { count: more })] : [])];
  // What the options' descriptions point to (a card's whole text), in the room left: whole lines.
  const detailRoom = WHY_MAX - [...options, ...ruleLines].join('\n').length - 40;
  const detail = prompt.detail && detailRoom > 120 ? ['', t(language, 'reference:why.in-full'), wholeLead(name(prompt.detail), detailRoom, t(language, 'reference:why.rest', who))] : [];
  const lines = [...options, ...detail, ...ruleLines];
  return { text: wholeParts(lines.join('\n'), WHY_MAX, () => t(language, 'reference:why.more')), topic: rule ? { index: rule.index, name: title } : null };
}
