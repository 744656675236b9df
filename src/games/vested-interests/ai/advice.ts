/**
 * The Hint's line: why the play-to-win Vested Interests seat answers as it does, written from what its decision
 * weighed (the `Weighing` it recorded). It speaks of points by the end; a build names the part most of its worth
 * comes from ("mostly its income still to come"); a rule is said as a rule.
 */
import { ADVICE_MAX, comparedLine, figure, type Weighing } from '../../../engine/ai-policy';
import type { Prompt } from '../../../engine/types';
import { fitWords } from '../../../engine/words';
import { labelName } from '../option-lists';
import type { WorthPart, WorthParts } from './build-worth';

/** A decision's record: each option scored, with what its worth is made of where that is known. */
export type ViWeighing = Weighing<WorthParts>;

const PART_WORDS: Record<WorthPart, string> = {
  income: 'its income still to come',
  legacy: 'its Legacy',
  vice: 'what it adds to your Vice',
  crew: 'an Operative more',
  throttle: 'Open Throttle',
  climate: 'what its Heat does to your Agenda',
};

/** An option's label as players read it: its name, before the details after a colon or in brackets. */
export function optionName(p: Prompt, value: string): string | undefined {
  const label = p.options.find((o) => o.value === value)?.label;
  return label === undefined ? undefined : labelName(label);
}

/** The part most of a worth comes from, when it is a build's. */
function mostly(parts: WorthParts | undefined): string | undefined {
  if (!parts) return undefined;
  const top = (Object.keys(parts) as WorthPart[]).sort((a, b) => parts[b] - parts[a])[0]!;
  return parts[top] > 0.05 ? PART_WORDS[top] : undefined;
}

/** Options compared in final points: "X: it earns you more points by the end than Y, the next best, mostly through its Legacy". */
export function pointsLine(w: ViWeighing, name: (key: string) => string, better = 'earns you more points by the end'): string {
  return comparedLine(w, { name, better, from: (best) => mostly(best.detail) });
}

/** A decision the seat does not weigh: the first option, said plainly. */
export function firstOptionWhy(p: Prompt, answer: string): string {
  const name = optionName(p, answer);
  return fitWords(ADVICE_MAX, [
    `${name ?? 'It'}: the play-to-win seat has no preference here and takes the first option.`,
    'The play-to-win seat has no preference here and takes the first option.',
  ]);
}

/** A page of options turned towards the option chosen, which is further on. */
export function nextPageWhy(wanted: string): string {
  return fitWords(ADVICE_MAX, [`Next page: its choice, ${wanted}, is further on.`, 'Next page: its choice is further on.']);
}

/** The option it wanted is not among those offered (another district's, another page's): the first is taken. */
export function notOfferedWhy(p: Prompt, answer: string, wanted: string): string {
  const name = optionName(p, answer) ?? 'The first option';
  return fitWords(ADVICE_MAX, [`${name}: its choice, ${wanted}, is not offered here, so it takes the first option.`, `${name}: its choice is not offered here, so it takes the first option.`]);
}

/** The action menu when nothing is worth an Operative: the best it found, and the bar it did not clear. */
export function passWhy(best: { name: string; worth: number } | undefined, bar: number, offered: number): string {
  if (!best) return `Pass: it finds no worth in the ${offered} other ${offered === 1 ? 'action' : 'actions'} offered.`;
  return fitWords(ADVICE_MAX, [
    `Pass: no action is worth an Operative now; even the best, ${best.name}, would earn you too little by the end.`,
    `Pass: no action is worth an Operative now.`,
  ]);
}

/** The Campaign: all the Influence when the Initiative passing helps, none when it hurts. */
export function campaignWhy(p: Prompt, answer: string, stake: number, top: number): string {
  const name = optionName(p, answer) ?? `Commit ${answer}`;
  const passing = stake > 0 ? 'The Initiative passing helps you' : stake < 0 ? 'The Initiative passing costs you' : 'The Initiative passing changes little for you';
  if (stake + top <= 0) return `${name}: ${passing.replace(/^T/, 't')}, more than the top backer's reward makes up.`;
  if (answer === '0') return `${name}: backing the Initiative would pay, but you hold no Influence to commit.`;
  return `${name}: ${passing.replace(/^T/, 't')}${stake > 0 ? ', and' : ', but'} the top backer's reward makes backing it pay, so commit all you hold.`;
}

/** A rival named as the one to beat: the most points in sight from public things, against the next rival's. */
export function leaderWhy(name: string, top: string, standing: number, next: { name: string; standing: number } | undefined): string {
  const a = figure(standing, 0);
  const than = next ? `; ${next.name} comes next` : '';
  return fitWords(ADVICE_MAX, [
    `${name}: {${top}} is the rival most likely to win, with about ${a} points in sight from what all can see${than}.`,
    `${name}: {${top}} is the rival most likely to win, with about ${a} points in sight${than}.`,
    `${name}: {${top}} is the rival most likely to win on points.`,
  ]);
}

/** A Scheme window: the first Scheme whose case holds, or standing aside. */
export function schemeWhy(p: Prompt, play: string | undefined, reason: string | undefined): string {
  if (!play) return 'Stand aside: no Scheme you hold helps you here.';
  const name = optionName(p, play) ?? 'This Scheme';
  return fitWords(ADVICE_MAX, [`${name}: ${reason ?? 'it helps now'}.`, `${name}: it helps now.`]);
}

/** Keeping Schemes at the hand limit: the one ranked lowest goes. */
export function keepWhy(p: Prompt, answer: string, order: readonly string[]): string {
  if (answer === 'keep') return `${optionName(p, answer) ?? 'Keep everything'}: it keeps every Scheme it can hold.`;
  const name = optionName(p, answer) ?? 'Discard';
  return fitWords(ADVICE_MAX, [
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
