/**
 * A card as a prompt option: what choosing it needs at a glance. The label names the card with its cost first
 * (a select cuts at 100 characters, so the cost must not come last); the hint is its effect when that fits, and
 * the offered cards' whole texts are lines of the prompt's detail, shown under the question. Each text is fitted
 * once said in the reader's language (`fitWords`), since only then is its length known.
 */
import type { Option } from '../../engine/types';
import { fitWords } from '../../engine/words';
import { cardText, type CardText } from './cards/text';
import { floraTypeName, habitatName } from './cards/words';
import { getEarthCard } from './cards/catalogue';
import { ew } from './texts';

/** Discord's limit for a select option's label and description. */
const OPTION_MAX = 100;
/** The most the private panel shows under a prompt's text. */
const DETAIL_MAX = 1500;

const fit = (xs: readonly string[]): string => fitWords(OPTION_MAX, xs);

/** The card's kind as its type line names it: a Flora's type, else Terrain or Event. */
function kindOf(id: string): { kind: string; habitats: string | null } {
  const c = getEarthCard(id);
  if (c.type === 'event') return { kind: ew('card.kind.event'), habitats: null };
  const habitats = c.habitats.map(habitatName).join(' / ');
  return { kind: c.type === 'flora' ? floraTypeName(c.floraType) : ew('card.kind.terrain'), habitats };
}

function cardLabel(id: string): string {
  const c = getEarthCard(id);
  const { kind, habitats } = kindOf(id);
  const head = ew('card.label', { name: c.name, cost: c.cost, kind });
  return fit([habitats ? ew('card.labelHabitats', { name: c.name, cost: c.cost, kind, habitats }) : head, head, ew('card.labelShort', { name: c.name, cost: c.cost })]);
}

/** The card's effect when it fits a hint, else its limits and VP with a pointer to the text under the question. */
function cardHint(t: CardText): string {
  if (!t.rules) return fit([t.stats, t.typeLine]);
  return fit([t.rules, ew('card.statsBelow', { stats: t.stats }), ew('card.below')]);
}

export function cardOption(id: string, value = id): Option {
  const t = cardText(getEarthCard(id));
  return { value, label: cardLabel(id), hint: cardHint(t) };
}

/**
 * The offered cards' whole texts, one line each (a card without rules text has none), as many whole lines as fit
 * the detail once said: the hint holds a text only when it is short, so the detail is where a long one is read.
 */
export function detailOf(texts: readonly CardText[]): string | undefined {
  const lines: string[] = [];
  for (const t of texts) {
    const line = t.rules ? ew('card.line', { title: t.title, rules: t.rules }) : null;
    if (line !== null && !lines.includes(line)) lines.push(line);
  }
  if (lines.length === 0) return undefined;
  return fitWords(DETAIL_MAX, lines.map((_, k) => lines.slice(0, lines.length - k).join('\n')));
}

export const cardsDetail = (ids: readonly string[]): string | undefined => detailOf(ids.map((id) => cardText(getEarthCard(id))));

/** An Island, Climate or Ecosystem side: the same rule, title and side first. */
export function sideOption(value: string, t: CardText, side: string, extra: string | readonly string[]): Option {
  const label = fit([...(typeof extra === 'string' ? [extra] : extra).map((x) => ew('card.sideLabel', { name: t.title, side, extra: x })), ew('card.side', { name: t.title, side })]);
  return { value, label, hint: cardHint(t) };
}
