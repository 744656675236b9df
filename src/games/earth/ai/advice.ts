/**
 * The Hint's line: why the play-to-win Earth seat answers as it does, written from what its decision weighed (the
 * `Weighing` it recorded). Actions are told apart by the parts of the seat's expected score after the turn, so a
 * line can say what made the difference ("mostly more Soil for plantings"); a rule is said as a rule.
 */
import { ADVICE_MAX as WHY_MAX, comparedLine, figures, type Weighing } from '../../../engine/ai-policy';
import type { PlayerId, Prompt } from '../../../engine/types';
import { fitWords } from '../../../engine/words';
import { ew, paramOf } from '../texts';
import type { EarthState } from '../state';
import { margin, noParts, type ProspectPart, type ProspectParts } from './evaluation';

/** An Earth decision's record: each option scored with, for an action, the table its turn leaves. */
export type EarthWeighing = Weighing<EarthState>;

/** What more of each part means to a player. */
const partWords = (k: ProspectPart): string => ew(`advice.part.${k}`);

/** An option's label as players read it: its name (the `name` its text was written with), else the whole label. */
export function optionName(p: Prompt, value: string): string | undefined {
  const label = p.options.find((o) => o.value === value)?.label;
  if (label === undefined) return undefined;
  return paramOf(label, 'name') ?? label;
}

/** The part that most separates the turn taken from the next best. */
function mostly(me: PlayerId, best: EarthState, next: EarthState): string | undefined {
  const a: ProspectParts = noParts();
  const b: ProspectParts = noParts();
  margin(best, me, a);
  margin(next, me, b);
  const top = (Object.keys(a) as ProspectPart[]).map((k) => ({ k, gap: a[k] - b[k] })).sort((x, y) => y.gap - x.gap)[0];
  return top && top.gap > 0.05 ? partWords(top.k) : undefined;
}

/** Actions compared by the table each turn leaves for `me`, with the part of its expected score that made the difference. */
export function turnLine(w: EarthWeighing, me: PlayerId, name: (key: string) => string, better: string): string {
  return comparedLine(w, { name, better, mostly: (a, b) => (a.detail && b.detail ? mostly(me, a.detail, b.detail) : undefined) });
}

/** What an action was weighed by, by the game's mode: a lead over the strongest rival, the other team or Gaia. */
export function leadMeasure(s: EarthState): string {
  if (s.gaia) return ew('advice.lead.gaia');
  if (s.options.variant === 'team') return ew('advice.lead.team');
  return ew('advice.lead.rivals');
}

/** A decision the seat does not weigh: the prompt's own default or first option, said plainly. */
export function defaultWhy(p: Prompt, answer: string): string {
  const name = optionName(p, answer);
  const which = ew(answer === p.fallback ? 'advice.which.default' : 'advice.which.first');
  return fitWords(WHY_MAX, [ew('advice.default.named', { name: name ?? ew('advice.it'), which }), ew('advice.default.plain', { which })]);
}

/** A setup pick: every side is built to be as strong as the others, so any of them serves. */
export function setupWhy(p: Prompt, answer: string): string {
  return ew('advice.setup', { name: optionName(p, answer) ?? ew('advice.thisSide') });
}

/** The Event played: what it gives for its Soil, and the next best Event. */
export function eventWhy(w: EarthWeighing, name: (id: string) => string, first: boolean): string {
  const best = w.best();
  if (!best) return ew('advice.back.noEventWorth');
  const next = w.runnerUp();
  const than = !next ? '' : ew(figures(best.score, next.score)[0] === figures(best.score, next.score)[1] ? 'advice.event.asMuch' : 'advice.event.moreThan', { name: name(next.key) });
  const when = first ? ew('advice.event.first') : '';
  const n = name(best.key);
  return fitWords(WHY_MAX, [ew('advice.event.full', { name: n, than, when }), ew('advice.event.brings', { name: n, than }), ew('advice.event.short', { name: n })]);
}

/** Back out of a menu: no Event is worth its Soil, or the menu is one the seat does not use. */
export function backWhy(events: boolean, best: { name: string; worth: number } | undefined): string {
  if (!events) return ew('advice.back.convert');
  if (!best) return ew('advice.back.noEventWorth');
  return fitWords(WHY_MAX, [ew('advice.back.best', { name: best.name }), ew('advice.back.noEvent')]);
}

/** What giving a card up does, after the card is named (`giveUpWhy`'s tail). */
export const giveUpTail = (k: 'compost' | 'discard'): string => ew(`advice.giveUp.tail.${k}`);

/** A card given up (composted, put under the deck): the one worth least, with what giving it up does (`tail`). */
export function giveUpWhy(p: Prompt, order: readonly { id: string; worth: number }[], tail: string): string {
  const name = (id: string) => optionName(p, id) ?? ew('advice.aCard');
  const [first, next] = order;
  if (!first) return defaultWhy(p, p.fallback ?? p.options[0]!.value);
  const than = !next ? '' : ew('advice.giveUp.next', { name: name(next.id) });
  const n = name(first.id);
  return fitWords(WHY_MAX, [
    ew('advice.giveUp.full', { name: n, than, tail }),
    ew('advice.giveUp.withTail', { name: n, than, tail }),
    ew('advice.giveUp.than', { name: n, than }),
    ew('advice.giveUp.short', { name: n }),
  ]);
}

export function keepHandWhy(cards: number, keep: number): string {
  return ew(keep === 0 ? 'advice.keepHand.ending' : 'advice.keepHand.slots', { cards, keep });
}

/** An optional cost: what it brings against what it costs. */
export function payWhy(p: Prompt, pick: 'pay' | 'skip', gain: number | undefined, cost: number | undefined): string {
  const name = optionName(p, pick) ?? ew(pick === 'pay' ? 'advice.pay.pay' : 'advice.pay.skip');
  const price = paramOf(p.text, 'costs');
  if (gain === undefined || cost === undefined) return ew('advice.pay.unknown', { name, price: price ?? ew('advice.pay.whatYouPay') });
  const what = price ?? ew('advice.pay.theCost');
  return ew(pick === 'pay' ? 'advice.pay.worth' : 'advice.pay.notWorth', { name, what });
}

/** The one card worth planting when planting is optional: it is planted rather than nothing. */
export function onlyPlantWhy(name: string, worth: number): string {
  return ew(worth > 0 ? 'advice.plant.worth' : 'advice.plant.only', { name });
}

/** Planting nothing when planting is optional: the best card does not pay for itself now. */
export function skipPlantWhy(best: { name: string; worth: number } | undefined): string {
  return best ? ew('advice.plant.skipBest', { name: best.name }) : ew('advice.plant.skip');
}
