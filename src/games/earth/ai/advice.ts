/**
 * The Hint's line: why the play-to-win Earth seat answers as it does, written from what its decision weighed (the
 * `Weighing` it recorded). Actions are told apart by the parts of the seat's expected score after the turn, so a
 * line can say what made the difference ("mostly more Soil for plantings"); a rule is said as a rule.
 */
import { ADVICE_MAX as WHY_MAX, comparedLine, figure, figures, type Weighing } from '../../../engine/ai-policy';
import type { PlayerId, Prompt } from '../../../engine/types';
import { firstFit } from '../../../engine/wording';
import type { EarthState } from '../state';
import { margin, noParts, type ProspectPart, type ProspectParts } from './evaluation';

/** An Earth decision's record: each option scored with, for an action, the table its turn leaves. */
export type EarthWeighing = Weighing<EarthState>;

/** What more of each part means to a player. */
const PART_WORDS: Record<ProspectPart, string> = {
  score: 'more points scored now',
  soil: 'more Soil for plantings',
  hand: 'better cards to plant',
  abilities: 'more abilities in its tableau',
  growing: 'more room for Growth and Sprouts',
  objectives: 'nearer objectives and a fuller tableau',
  others: 'less for its rivals',
};

/** An option's label as players read it: its name, before the details after a colon, a dot or brackets. */
export function optionName(p: Prompt, value: string): string | undefined {
  const label = p.options.find((o) => o.value === value)?.label;
  if (label === undefined) return undefined;
  const name = label.split(/: | · | \(/)[0]!.trim();
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The part that most separates the turn taken from the next best. */
function mostly(me: PlayerId, best: EarthState, next: EarthState): string | undefined {
  const a: ProspectParts = noParts();
  const b: ProspectParts = noParts();
  margin(best, me, a);
  margin(next, me, b);
  const top = (Object.keys(a) as ProspectPart[]).map((k) => ({ k, gap: a[k] - b[k] })).sort((x, y) => y.gap - x.gap)[0];
  return top && top.gap > 0.05 ? PART_WORDS[top.k] : undefined;
}

/** Actions compared by the table each turn leaves for `me`, with the part of its expected score that made the difference. */
export function turnLine(w: EarthWeighing, me: PlayerId, name: (key: string) => string, measure: string): string {
  return comparedLine(w, { name, measure, mostly: (a, b) => (a.detail && b.detail ? mostly(me, a.detail, b.detail) : undefined) });
}

/** What an action's figure is, by the game's mode: a lead over the strongest rival, the other team or Gaia. */
export function leadMeasure(s: EarthState): string {
  if (s.gaia) return 'played forward, its turn leaves its expected lead over Gaia at';
  if (s.options.variant === 'team') return "played forward, its turn leaves its team's expected lead at";
  return 'played forward, its turn leaves its expected lead over its rivals at';
}

/** A decision the seat does not weigh: the prompt's own default or first option, said plainly. */
export function defaultWhy(p: Prompt, answer: string): string {
  const name = optionName(p, answer);
  const which = answer === p.fallback ? 'the default' : 'the first option';
  return firstFit(WHY_MAX, [
    `${name ?? 'It'}: the play-to-win seat has no preference here and takes ${which}.`,
    `The play-to-win seat has no preference here and takes ${which}.`,
  ]);
}

/** A setup pick drawn by the generator: every side trades its start against its ability, so none is preferred. */
export function setupWhy(p: Prompt, answer: string): string {
  const name = optionName(p, answer) ?? 'This side';
  return `${name}: the play-to-win seat has no preference between these sides, as each trades its start and VP against its ability, so it draws one at random.`;
}

/** The Event played: its worth now (VP and benefit less Soil), against the next best Event. */
export function eventWhy(w: EarthWeighing, name: (id: string) => string, first: boolean): string {
  const best = w.best();
  if (!best) return 'Back: no Event in hand is worth its Soil now.';
  const next = w.runnerUp();
  const [a, b] = next ? figures(best.score, next.score) : [figure(best.score), ''];
  const than = !next ? '' : a === b ? `, level with ${name(next.key)}, the earlier kept` : ` against ${b} for ${name(next.key)}`;
  const when = first ? ', so it plays it first' : '';
  return firstFit(WHY_MAX, [
    `${name(best.key)}: worth ${a} to it now (its VP and what it brings, less its Soil)${than}${when}.`,
    `${name(best.key)}: worth ${a} to it now${than}${when}.`,
    `${name(best.key)}: worth ${a} to it now.`,
  ]);
}

/** Back out of a menu: no Event is worth its Soil, or the menu is one the seat does not use. */
export function backWhy(events: boolean, best: { name: string; worth: number } | undefined): string {
  if (!events) return 'Back: the play-to-win seat does not weigh converting Sprouts into Soil here.';
  if (!best) return 'Back: no Event in hand is worth its Soil now.';
  return firstFit(WHY_MAX, [
    `Back: no Event is worth its Soil now; the best, ${best.name}, rates ${figure(best.worth)}, too little to spend Soil it needs.`,
    `Back: no Event is worth its Soil now (the best, ${best.name}, rates ${figure(best.worth)}).`,
  ]);
}

/** A card given up (composted, put under the deck): the one worth least, with what giving it up does (`tail`). */
export function giveUpWhy(p: Prompt, order: readonly { id: string; worth: number }[], tail: string): string {
  const name = (id: string) => optionName(p, id) ?? 'a card';
  const [first, next] = order;
  if (!first) return defaultWhy(p, p.fallback ?? p.options[0]!.value);
  const [a, b] = next ? figures(first.worth, next.worth) : [figure(first.worth), ''];
  const than = !next ? '' : a === b ? `, level with ${name(next.id)}, the earlier kept first` : `; the next, ${name(next.id)}, rates ${b}`;
  return firstFit(WHY_MAX, [
    `${name(first.id)}: the card it rates least worth keeping (${a})${than}; ${tail}.`,
    `${name(first.id)}: the card it rates least worth keeping (${a})${than}.`,
    `${name(first.id)}: the card it rates least worth keeping (${a}).`,
  ]);
}

export function keepHandWhy(cards: number, keep: number): string {
  return keep === 0
    ? `Stop composting: it keeps its ${cards} cards, as the game is ending.`
    : `Stop composting: it keeps its ${cards} cards in hand, no more than the ${keep} it wants for the slots left.`;
}

/** An optional cost: what it brings against what it costs. */
export function payWhy(p: Prompt, pick: 'pay' | 'skip', gain: number | undefined, cost: number | undefined): string {
  const name = optionName(p, pick) ?? (pick === 'pay' ? 'Pay' : 'Do not pay');
  const price = / pay (.+?) to /.exec(p.text)?.[1];
  if (gain === undefined || cost === undefined) return `${name}: it cannot weigh what this offer brings, so it keeps ${price ?? 'what it would pay'}.`;
  const [g, c] = figures(gain, cost);
  return pick === 'pay'
    ? `${name}: what it brings now (${g}) outweighs what it costs (${c}), Soil it needs for planting counted dear.`
    : `${name}: what it would bring now (${g}) is no more than what it costs (${c}), Soil it needs for planting counted dear.`;
}

/** The one card worth planting when planting is optional: it is planted rather than nothing. */
export function onlyPlantWhy(name: string, worth: number): string {
  return `${name}: planted now, it is worth ${figure(worth)}, more than planting nothing.`;
}

/** Planting nothing when planting is optional: the best card does not pay for itself now. */
export function skipPlantWhy(best: { name: string; worth: number } | undefined): string {
  return best
    ? `Plant nothing: the best card, ${best.name}, rates ${figure(best.worth)} after its Soil, not worth planting now.`
    : 'Plant nothing: no card offered is worth planting now.';
}
