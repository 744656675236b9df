/**
 * The Hint's line: why the play-to-win Earth seat answers as it does, written from what its decision weighed (the
 * `Weighing` it recorded). Actions are told apart by the parts of the seat's expected score after the turn, so a
 * line can say what made the difference ("mostly more Soil for plantings"); a rule is said as a rule.
 */
import { ADVICE_MAX as WHY_MAX, comparedLine, figures, type Weighing } from '../../../engine/ai-policy';
import type { PlayerId, Prompt } from '../../../engine/types';
import { firstFit } from '../../../engine/wording';
import type { EarthState } from '../state';
import { margin, noParts, type ProspectPart, type ProspectParts } from './evaluation';

/** An Earth decision's record: each option scored with, for an action, the table its turn leaves. */
export type EarthWeighing = Weighing<EarthState>;

/** What more of each part means to a player. */
const PART_WORDS: Record<ProspectPart, string> = {
  score: 'scores you more points now',
  soil: 'leaves you more Soil for planting',
  hand: 'leaves you better cards to plant',
  abilities: 'adds more abilities to your tableau',
  growing: 'leaves you more room for Growth and Sprouts',
  objectives: 'brings your objectives nearer and fills your tableau more',
  others: 'leaves your rivals less',
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
export function turnLine(w: EarthWeighing, me: PlayerId, name: (key: string) => string, better: string): string {
  return comparedLine(w, { name, better, mostly: (a, b) => (a.detail && b.detail ? mostly(me, a.detail, b.detail) : undefined) });
}

/** What an action was weighed by, by the game's mode: a lead over the strongest rival, the other team or Gaia. */
export function leadMeasure(s: EarthState): string {
  if (s.gaia) return 'leaves you further ahead of Gaia by the end';
  if (s.options.variant === 'team') return 'leaves your team further ahead by the end';
  return 'leaves you further ahead of your rivals by the end';
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

/** A setup pick: every side is built to be as strong as the others, so any of them serves. */
export function setupWhy(p: Prompt, answer: string): string {
  const name = optionName(p, answer) ?? 'This side';
  return `${name}: any side serves. A side that gives less at the start gives a stronger ability or more VP, so none is better; play the one you like.`;
}

/** The Event played: what it gives for its Soil, and the next best Event. */
export function eventWhy(w: EarthWeighing, name: (id: string) => string, first: boolean): string {
  const best = w.best();
  if (!best) return 'Back: no Event in hand is worth its Soil now.';
  const next = w.runnerUp();
  const than = !next ? '' : figures(best.score, next.score)[0] === figures(best.score, next.score)[1] ? `, as much as ${name(next.key)}, the earlier kept` : `, more than ${name(next.key)}`;
  const when = first ? ', so it is played first' : '';
  return firstFit(WHY_MAX, [
    `${name(best.key)}: its VP and what it brings now are worth its Soil${than}${when}.`,
    `${name(best.key)}: what it brings now is worth its Soil${than}.`,
    `${name(best.key)}: what it brings now is worth its Soil.`,
  ]);
}

/** Back out of a menu: no Event is worth its Soil, or the menu is one the seat does not use. */
export function backWhy(events: boolean, best: { name: string; worth: number } | undefined): string {
  if (!events) return 'Back: converting Sprouts into Soil gains nothing you need now.';
  if (!best) return 'Back: no Event in hand is worth its Soil now.';
  return firstFit(WHY_MAX, [
    `Back: no Event is worth its Soil now; even the best, ${best.name}, brings too little for Soil you need for planting.`,
    'Back: no Event is worth its Soil now.',
  ]);
}

/** A card given up (composted, put under the deck): the one worth least, with what giving it up does (`tail`). */
export function giveUpWhy(p: Prompt, order: readonly { id: string; worth: number }[], tail: string): string {
  const name = (id: string) => optionName(p, id) ?? 'a card';
  const [first, next] = order;
  if (!first) return defaultWhy(p, p.fallback ?? p.options[0]!.value);
  const than = !next ? '' : `; ${name(next.id)} is next`;
  return firstFit(WHY_MAX, [
    `${name(first.id)}: the card you would miss least, for the VP and effects it would bring against its Soil${than}; ${tail}.`,
    `${name(first.id)}: the card you would miss least${than}; ${tail}.`,
    `${name(first.id)}: the card you would miss least${than}.`,
    `${name(first.id)}: the card you would miss least.`,
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
  if (gain === undefined || cost === undefined) return `${name}: what this offer brings cannot be told now, so keep ${price ?? 'what you would pay'}.`;
  const what = price ?? 'the cost';
  return pick === 'pay'
    ? `${name}: what it brings now is worth more than ${what}, even counting the Soil you need for planting.`
    : `${name}: what it would bring now is worth less than ${what}, as you need the Soil for planting.`;
}

/** The one card worth planting when planting is optional: it is planted rather than nothing. */
export function onlyPlantWhy(name: string, worth: number): string {
  return worth > 0 ? `${name}: its VP and effects are worth more than the Soil it costs, so plant it rather than nothing.` : `${name}: plant it rather than nothing.`;
}

/** Planting nothing when planting is optional: the best card does not pay for itself now. */
export function skipPlantWhy(best: { name: string; worth: number } | undefined): string {
  return best
    ? `Plant nothing: even the best card, ${best.name}, brings too little now for the Soil it costs.`
    : 'Plant nothing: no card offered is worth planting now.';
}
