import type { AnyEngine, Option, RulesTopic } from '../../engine/types';
import { wholeParts } from '../../engine/wording';
import { topicTitle } from './lookup';

/**
 * "Why?" for the decision a player is looking at: what it is, what each option does now (the option's own words
 * and the numbers its hint carries), and the rule it rests on, with the `/game rules` topic that holds the rule
 * whole. Built from the decision as the reader sees it, so it says nothing the reader could not already see: a
 * seat's own prompt in its panel, the table's public prompt (src/platform/telling/public-prompt.ts) on the table.
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
function gist(text: string, max = 420): string {
  return wholeParts(text, max, () => 'More in the whole rule.');
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

/** `decider`: null for the reader's own decision (their panel); another seat's name for theirs, read on the table message. */
export function whyText(engine: AnyEngine, prompt: Decision, name: (text: string) => string, decider: string | null = null): Why {
  const rule = topicOf(engine, prompt);
  const from = rule?.entry.source ? ` (rulebook: ${rule.entry.source})` : '';
  const ruleLines = rule ? ['', `**The rule${from}:** ${gist(rule.entry.text)}`, `-# The whole rule: \`/game rules topic:${topicTitle(rule.entry).toLowerCase()}\`, or the button below.`] : [];
  const [who, picks, rest] = decider === null ? ['you are', 'You pick', 'under the question in your panel'] : [`${decider} is`, `${decider} picks`, 'on the table message'];
  const pick = (prompt.max ?? 1) > 1 ? ` ${picks} ${prompt.min === prompt.max ? prompt.max : `${prompt.min ?? 1} to ${prompt.max}`} of them.` : '';
  const head = [`**What ${who} deciding:** ${name(prompt.text)}`, '', `**What each option does now:**${pick}`];
  // The rule is kept whole; the options take the room left, whole lines, the rest counted (the menu shows them all).
  const room = WHY_MAX - [...head, ...ruleLines].join('\n').length - 80;
  const listed: string[] = [];
  for (const o of prompt.options.slice(0, LISTED)) {
    const line = name(`• ${o.label}${o.hint ? `: ${o.hint}` : ''}`);
    if (listed.join('\n').length + line.length + 1 > room) break;
    listed.push(line);
  }
  const more = prompt.options.length - listed.length;
  const options = [...head, ...listed, ...(more > 0 ? [`And ${more} more in the menu, each with its own description.`] : [])];
  // What the options' descriptions point to (a card's whole text), in the room left: whole lines.
  const detailRoom = WHY_MAX - [...options, ...ruleLines].join('\n').length - 40;
  const detail = prompt.detail && detailRoom > 120 ? ['', '**In full:**', wholeLead(name(prompt.detail), detailRoom, `-# The rest is ${rest}.`)] : [];
  const lines = [...options, ...detail, ...ruleLines];
  return { text: wholeParts(lines.join('\n'), WHY_MAX, () => '-# More in the menu and in `/game rules`.'), topic: rule ? { index: rule.index, name: topicTitle(rule.entry) } : null };
}
