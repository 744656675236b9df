/**
 * The Hint's line: why the play-to-win Vested Interests seat answers as it does, written from what its decision
 * weighed (the `Weighing` it recorded). It speaks of points by the end; a build names the part most of its worth
 * comes from ("mostly its income still to come"); a rule is said as a rule.
 */
import { ADVICE_MAX, comparedLine, figure, type Weighing } from '../../../engine/ai-policy';
import type { Prompt } from '../../../engine/types';
import { fitWords, words, type WordParams } from '../../../engine/words';
import { labelName } from '../option-lists';
import type { WorthPart, WorthParts } from './build-worth';

/** A decision's record: each option scored, with what its worth is made of where that is known. */
export type ViWeighing = Weighing<WorthParts>;

/** A Hint's text (the `hints` catalogue's Vested Interests lines), said in its reader's language. */
export const hw = (key: string, params: WordParams = {}): string => words(`hints:vi.${key}`, params);

/** What a build's worth is made of, as a player says it. */
const partWords = (k: WorthPart): string => hw(`part.${k}`);

/** An option's label as players read it: its name, before the details after a colon or in brackets. */
export function optionName(p: Prompt, value: string): string | undefined {
  const label = p.options.find((o) => o.value === value)?.label;
  return label === undefined ? undefined : labelName(label);
}

/** An option as a Hint names it: its name, or "this option" where the prompt does not offer it (never its value). */
export const called = (p: Prompt, value: string): string => optionName(p, value) ?? hw('thisOption');

/** The part most of a worth comes from, when it is a build's. */
function mostly(parts: WorthParts | undefined): string | undefined {
  if (!parts) return undefined;
  const top = (Object.keys(parts) as WorthPart[]).sort((a, b) => parts[b] - parts[a])[0]!;
  return parts[top] > 0.05 ? partWords(top) : undefined;
}

/** Options compared in final points: "X: it earns you more points by the end than Y, the next best, mostly through its Legacy". */
export function pointsLine(w: ViWeighing, name: (key: string) => string, better = hw('better.points')): string {
  return comparedLine(w, { name, better, from: (best) => mostly(best.detail) });
}

/** A decision the seat does not weigh: the first option, said plainly. */
export function firstOptionWhy(p: Prompt, answer: string): string {
  const name = optionName(p, answer);
  return fitWords(ADVICE_MAX, [words('hints:first.named', { name: name ?? words('hints:first.it') }), words('hints:first.plain')]);
}

/** A page of options turned towards the option chosen, which is further on. */
export function nextPageWhy(wanted: string): string {
  return fitWords(ADVICE_MAX, [hw('nextPage', { wanted }), hw('nextPageShort')]);
}

/** The option it wanted is not among those offered (another district's, another page's): the first is taken. */
export function notOfferedWhy(p: Prompt, answer: string, wanted: string): string {
  const name = optionName(p, answer) ?? words('hints:first.optionCap');
  return fitWords(ADVICE_MAX, [hw('notOffered', { name, wanted }), hw('notOfferedShort', { name })]);
}

/** The action menu when nothing is worth an Operative: the best it found, and the bar it did not clear. */
export function passWhy(best: { name: string; worth: number } | undefined, bar: number, offered: number): string {
  if (!best) return hw('pass.none', { count: offered });
  return fitWords(ADVICE_MAX, [hw('pass.best', { name: best.name }), hw('pass.short')]);
}

/** The Campaign: all the Influence when the Initiative passing helps, none when it hurts. */
export function campaignWhy(p: Prompt, answer: string, stake: number, top: number): string {
  const name = optionName(p, answer) ?? hw('campaign.commit', { n: answer });
  const passing = hw(stake > 0 ? 'campaign.helps' : stake < 0 ? 'campaign.costs' : 'campaign.little');
  if (stake + top <= 0) return hw('campaign.notWorth', { name, passing });
  if (answer === '0') return hw('campaign.noInfluence', { name });
  return hw(stake > 0 ? 'campaign.allAnd' : 'campaign.allBut', { name, passing });
}

/** A rival named as the one to beat: the most points in sight from public things, against the next rival's. */
export function leaderWhy(name: string, top: string, standing: number, next: { name: string; standing: number } | undefined): string {
  const a = figure(standing, 0);
  const than = next ? hw('leader.next', { next: next.name }) : '';
  const rival = `{${top}}`;
  return fitWords(ADVICE_MAX, [hw('leader.full', { name, rival, a, than }), hw('leader.sight', { name, rival, a, than }), hw('leader.short', { name, rival })]);
}

/** A Scheme window: the first Scheme whose case holds, or standing aside. */
export function schemeWhy(p: Prompt, play: string | undefined, reason: string | undefined): string {
  if (!play) return hw('scheme.aside');
  const name = optionName(p, play) ?? hw('scheme.this');
  return fitWords(ADVICE_MAX, [hw('because', { name, reason: reason ?? hw('scheme.helps') }), hw('because', { name, reason: hw('scheme.helps') })]);
}

/** Keeping Schemes at the hand limit: the one ranked lowest goes. */
export function keepWhy(p: Prompt, answer: string, order: readonly string[]): string {
  if (answer === 'keep') return hw('keep.all', { name: optionName(p, answer) ?? hw('keep.everything') });
  const name = optionName(p, answer) ?? hw('keep.discard');
  return fitWords(ADVICE_MAX, [hw('keep.lowestOrder', { name, order: order.join(', ') }), hw('keep.lowest', { name })]);
}

/** A cell chosen for safety: safe ground first, else the part of the district with most of it. */
export function cellWhy(p: Prompt, answer: string, how: 'safe' | 'part' | 'first'): string {
  const name = called(p, answer);
  if (how === 'safe') return hw('cell.safe', { name });
  if (how === 'part') return hw('cell.part', { name });
  return firstOptionWhy(p, answer);
}
