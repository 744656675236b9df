/**
 * The four actions as the active player's options, saying what each would really give them now: Water with
 * every Flora full gives only its 2 Soil, Grow with no Flora only its draw (issue 25). Labels stay short
 * enough for a button with the table's " (suggested)" (40 characters); hints fit a select's 100.
 */
import type { PlayerId } from '../../engine/types';
import { fitWords } from '../../engine/words';
import type { Action } from './cards/schema';
import { actionName } from './cards/words';
import { floraSlots } from './player-cards';
import { plantable } from './rules/actions';
import { roomFor } from './rules/worth';
import type { EarthState } from './state';
import { ew } from './texts';

const TABLEAU = { where: 'tableau' } as const;

/** The first wording that fits a select's description; past all of them, what you get without what the others get. */
const hint = (a: Action, you: readonly string[]): string => {
  const others = ew(`action.others.${a}`);
  return fitWords(100, [...you.map((x) => ew('action.hint', { you: x, others })), ...you]);
};

const label = (a: Action, rest: string) => ew('option.named', { name: actionName(a), rest });

export function actionWords(s: EarthState, p: PlayerId, a: Action): { label: string; hint: string } {
  const pl = s.players[p]!;
  const deck = s.deck.length;
  // Why Sprouts or Growth would not all go down: no Flora at all, or every Flora at its limit.
  const noFlora = floraSlots(pl).length === 0;
  switch (a) {
    case 'plant': {
      const can = plantable(pl, { k: 'plant', discount: 0, major: true, src: '' }).length > 0;
      const look = Math.min(4, deck);
      if (look === 0)
        return can
          ? { label: label(a, ew('action.plant.deckEmpty')), hint: hint(a, [ew('action.plant.deckEmptyHint')]) }
          : { label: label(a, ew('action.plant.nothing')), hint: ew('action.plant.nothingHint') };
      if (!can) return { label: label(a, ew('action.plant.keepOnly', { look })), hint: hint(a, [ew('action.plant.keepOnlyHint', { look })]) };
      return { label: label(a, ew('action.plant.full', { look })), hint: hint(a, [ew('action.plant.fullHint', { look })]) };
    }
    case 'compost': {
      const n = Math.min(2, deck);
      if (n === 2) return { label: label(a, ew('action.compost.full')), hint: hint(a, [ew('action.compost.fullHint')]) };
      return { label: label(a, ew(n === 0 ? 'action.compost.deckEmpty' : 'action.compost.one')), hint: hint(a, [ew(n === 0 ? 'action.compost.deckEmptyHint' : 'action.compost.oneHint')]) };
    }
    case 'water': {
      const n = Math.min(6, roomFor(pl, 'sprout', TABLEAU, null));
      if (n === 0) return { label: label(a, ew(noFlora ? 'action.water.noFlora' : 'action.water.full')), hint: hint(a, [ew(noFlora ? 'action.water.noFloraHint' : 'action.water.fullHint')]) };
      if (n < 6) return { label: label(a, ew('action.water.some', { count: n })), hint: hint(a, [ew('action.water.someHint', { count: n }), ew('action.water.someHintShort', { count: n })]) };
      return { label: label(a, ew('action.water.all')), hint: hint(a, [ew('action.water.allHint')]) };
    }
    case 'grow': {
      const g = Math.min(2, roomFor(pl, 'grow', TABLEAU, null));
      const d = Math.min(4, deck);
      if (d === 0 && g === 0) return { label: label(a, ew('action.grow.nothing')), hint: hint(a, [ew(noFlora ? 'action.grow.nothingNoFlora' : 'action.grow.nothingFull')]) };
      const what = d > 0 && g > 0 ? 'both' : d > 0 ? 'draw' : 'growth';
      const labelWhy = g === 0 ? (noFlora ? 'noFlora' : 'full') : 'deckEmpty';
      const hintWhy = g === 0 ? (noFlora ? 'noFlora' : 'full') : g === 1 ? 'roomOne' : d < 4 ? 'deckLow' : 'none';
      const you = ew(`action.grow.you.${what}`, { draw: d, growth: g, ...(hintWhy === 'none' ? { context: 'cap' } : {}) });
      return {
        label: label(a, ew(`action.grow.label.${what}`, { draw: d, growth: g, why: ew(`action.grow.why.${labelWhy}`) })),
        hint: hint(a, [ew(`action.grow.hint.${hintWhy}`, { you })]),
      };
    }
  }
}
