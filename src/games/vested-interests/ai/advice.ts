/**
 * The Hint's line: why the play-to-win Vested Interests seat answers as it does, written from what its decision
 * weighed (the `Weighing` it recorded). Its figures are final points; a build names the part most of its worth
 * comes from ("mostly its income still to come"); a rule is said as a rule.
 */
import { ADVICE_MAX, comparedLine, figure, figures, type Weighing } from '../../../engine/ai-policy';
import type { Prompt } from '../../../engine/types';
import { firstFit } from '../../../engine/wording';
import type { WorthPart, WorthParts } from './build-worth';

/** A decision's record: each option scored, with what its worth is made of where that is known. */
export type ViWeighing = Weighing<WorthParts>;

const PART_WORDS: Record<WorthPart, string> = {
  income: 'its income still to come',
  legacy: 'its Legacy',
  vice: 'what it adds to its Vice',
  crew: 'an Operative more',
  throttle: 'Open Throttle',
  climate: 'what its Heat does to its Agenda',
};

/** An option's label as players read it: its name, before the details after a colon or in brackets. */
export function optionName(p: Prompt, value: string): string | undefined {
  return p.options.find((o) => o.value === value)?.label.split(/: | \(/)[0]!.trim();
}

/** The part most of a worth comes from, when it is a build's. */
function mostly(parts: WorthParts | undefined): string | undefined {
  if (!parts) return undefined;
  const top = (Object.keys(parts) as WorthPart[]).sort((a, b) => parts[b] - parts[a])[0]!;
  return parts[top] > 0.05 ? PART_WORDS[top] : undefined;
}

/** Options compared in final points: "X: worth 3.2 final points against 1.1 for Y, the next best, mostly its Legacy". */
export function pointsLine(w: ViWeighing, name: (key: string) => string, measure = 'its worth in final points is'): string {
  return comparedLine(w, { name, measure, mostly: (best) => mostly(best.detail) });
}

/** A decision the seat does not weigh: the first option, said plainly. */
export function firstOptionWhy(p: Prompt, answer: string): string {
  const name = optionName(p, answer);
  return firstFit(ADVICE_MAX, [
    `${name ?? 'It'}: the play-to-win seat has no preference here and takes the first option.`,
    'The play-to-win seat has no preference here and takes the first option.',
  ]);
}

/** A page of options turned towards the option chosen, which is further on. */
export function nextPageWhy(wanted: string): string {
  return firstFit(ADVICE_MAX, [`Next page: its choice, ${wanted}, is further on.`, 'Next page: its choice is further on.']);
}

/** The option it wanted is not among those offered (another district's, another page's): the first is taken. */
export function notOfferedWhy(p: Prompt, answer: string, wanted: string): string {
  const name = optionName(p, answer) ?? 'The first option';
  return firstFit(ADVICE_MAX, [`${name}: its choice, ${wanted}, is not offered here, so it takes the first option.`, `${name}: its choice is not offered here, so it takes the first option.`]);
}

/** The action menu when nothing is worth an Operative: the best it found, and the bar it did not clear. */
export function passWhy(best: { name: string; worth: number } | undefined, bar: number, offered: number): string {
  if (!best) return `Pass: it finds no worth in the ${offered} other ${offered === 1 ? 'action' : 'actions'} offered.`;
  return firstFit(ADVICE_MAX, [
    `Pass: no action is worth an Operative now; the best, ${best.name}, is worth ${figure(best.worth)} final points, not above ${figure(bar, 2)}.`,
    `Pass: the best action, ${best.name}, is worth ${figure(best.worth)} final points, too little for an Operative.`,
  ]);
}

/** The Campaign: all the Influence when the Initiative passing helps, none when it hurts. */
export function campaignWhy(p: Prompt, answer: string, stake: number, top: number): string {
  const name = optionName(p, answer) ?? `Commit ${answer}`;
  const [s, t] = [figure(stake), figure(top)];
  if (stake + top <= 0) return `${name}: the Initiative passing is worth ${s} final points to it, and the top backer's reward (${t}) does not make up for that.`;
  if (answer === '0') return `${name}: it would back the Initiative, worth ${s} final points to it if it passes, but it holds no Influence to commit.`;
  return `${name}: the Initiative passing is worth ${s} final points to it, plus ${t} for the top backer, so it backs it with all it holds.`;
}

/** A rival named as the one to beat: the most points in sight from public things, against the next rival's. */
export function leaderWhy(name: string, top: string, standing: number, next: { name: string; standing: number } | undefined): string {
  const [a, b] = next ? figures(standing, next.standing) : [figure(standing), ''];
  const than = next ? ` against ${b} for ${next.name}` : '';
  return firstFit(ADVICE_MAX, [
    `${name}: {${top}} is the rival most likely to win, with about ${a} points in sight${than}.`,
    `${name}: {${top}} is the rival most likely to win on points.`,
  ]);
}

/** A Scheme window: the first Scheme whose case holds, or standing aside. */
export function schemeWhy(p: Prompt, play: string | undefined, reason: string | undefined): string {
  if (!play) return 'Stand aside: no Scheme it holds helps it here.';
  const name = optionName(p, play) ?? 'This Scheme';
  return firstFit(ADVICE_MAX, [`${name}: ${reason ?? 'it helps now'}.`, `${name}: it helps now.`]);
}

/** Keeping Schemes at the hand limit: the one ranked lowest goes. */
export function keepWhy(p: Prompt, answer: string, order: readonly string[]): string {
  if (answer === 'keep') return `${optionName(p, answer) ?? 'Keep everything'}: it keeps every Scheme it can hold.`;
  const name = optionName(p, answer) ?? 'Discard';
  return firstFit(ADVICE_MAX, [
    `${name}: the Scheme it ranks lowest of its hand (its order: ${order.join(', ')}).`,
    `${name}: the Scheme it ranks lowest of its hand.`,
  ]);
}

/** A cell chosen for safety: safe ground first, else the part of the district with most of it. */
export function cellWhy(p: Prompt, answer: string, how: 'safe' | 'part' | 'first'): string {
  const name = optionName(p, answer) ?? answer;
  if (how === 'safe') return `${name}: the first cell on safe ground, out of the hotspot zones.`;
  if (how === 'part') return `${name}: the part of the district with the most safe ground.`;
  return firstOptionWhy(p, answer);
}
