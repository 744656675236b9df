/**
 * A card as a prompt option: what choosing it needs at a glance. The label names the card with its cost first
 * (a select cuts at 100 characters, so the cost must not come last); the hint is its effect when that fits, and
 * a card whose whole text does not fit gets a line in the prompt's detail, shown under the question.
 */
import type { Option } from '../../engine/types';
import { cardText, type CardText } from './cards/text';
import { getEarthCard } from './cards/catalogue';

/** Discord's limit for a select option's label and description. */
const OPTION_MAX = 100;
/** The most the private panel shows under a prompt's text. */
const DETAIL_MAX = 1500;

/** The shortest of the candidates' first that fits, so nothing is ever cut mid-word. */
const firstFitting = (xs: readonly string[]): string => xs.find((x) => x.length <= OPTION_MAX) ?? xs[xs.length - 1]!;

/** "Fern · Sunny / Wet · Cost 2" → ["Fern", "Sunny / Wet"]: the type and habitats without the cost. */
function typeParts(t: CardText): string[] {
  return t.typeLine.split(' · ').filter((x) => !x.startsWith('Cost '));
}

function cardLabel(id: string): string {
  const c = getEarthCard(id);
  const [kind = '', habitats] = typeParts(cardText(c));
  const head = `${c.name} · ${c.cost} Soil · ${kind}`;
  return firstFitting([habitats ? `${head} · ${habitats}` : head, head, `${c.name} · ${c.cost} Soil`]);
}

/** The card's effect when it fits a hint, else its limits and VP with a pointer to the text under the question. */
function cardHint(t: CardText): string {
  if (t.rules && t.rules.length <= OPTION_MAX) return t.rules;
  if (!t.rules) return firstFitting([t.stats, t.typeLine]);
  return firstFitting([`${t.stats}. Full text under the question.`, 'Full text under the question.']);
}

export function cardOption(id: string, value = id): Option {
  const t = cardText(getEarthCard(id));
  return { value, label: cardLabel(id), hint: cardHint(t) };
}

/** A card text too long for its hint, as a line of the detail. */
const longLine = (t: CardText): string | null => (t.rules.length > OPTION_MAX ? `${t.title}: ${t.rules}` : null);

/** The lines of the offered cards whose whole text did not fit their hints, as many whole lines as fit. */
export function detailOf(texts: readonly CardText[]): string | undefined {
  const lines: string[] = [];
  let used = 0;
  for (const line of texts.map(longLine)) {
    if (line === null || lines.includes(line) || used + line.length + 1 > DETAIL_MAX) continue;
    lines.push(line);
    used += line.length + 1;
  }
  return lines.length ? lines.join('\n') : undefined;
}

export const cardsDetail = (ids: readonly string[]): string | undefined => detailOf(ids.map((id) => cardText(getEarthCard(id))));

/** An Island, Climate or Ecosystem side: the same rule, title and side first. */
export function sideOption(value: string, t: CardText, side: string, extra: string | readonly string[]): Option {
  const label = firstFitting([...(typeof extra === 'string' ? [extra] : extra).map((x) => `${t.title} (${side}): ${x}`), `${t.title} (${side})`]);
  return { value, label, hint: cardHint(t) };
}
