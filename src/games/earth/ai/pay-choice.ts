/**
 * Whether an optional cost is worth paying ("You may pay 2 Soil to compost 2 cards from the deck"). Soil the
 * seat needs for its next planting is dear, Sprouts are points, cards beyond what it can plant are cheap.
 * The prompt names only the card and the benefit, so the printed `pay` effects are found by the benefit's text.
 */
import type { PlayerId, Prompt } from '../../../engine/types';
import type { Cost, Effect, ScaledEffect } from '../cards/schema';
import { scaledText, thenList } from '../cards/text';
import { paramOf } from '../texts';
import { catalogue, getEarthCard, walkEffects } from '../cards/catalogue';
import type { EarthState, PlayerState } from '../state';
import { plantWorth } from './card-worth';
import { effectsWorth } from './effects-worth';
import { payWhy, type EarthWeighing } from './advice';

interface Offer {
  cost: readonly Cost[];
  then: readonly ScaledEffect[];
}

const OFFERS = new Map<string, Offer>();
{
  const lists: (readonly Effect[])[] = [
    ...catalogue.earth.flatMap((c) => (c.type === 'event' ? [c.effects] : c.ability ? [c.ability.effects] : [])),
    ...[...catalogue.islands, ...catalogue.climates].flatMap((c) => c.sides.map((sd) => sd.ability.effects)),
  ];
  for (const fx of lists)
    walkEffects(fx, (e) => {
      if (e.op === 'pay') OFFERS.set(thenList(e.then.map((x) => scaledText(x))), { cost: e.cost, then: e.then });
    });
}

/** The Soil kept back for the best card in hand the seat could still plant. */
export function soilReserve(s: EarthState, pl: PlayerState): number {
  if (s.endTriggered || pl.tableau.length >= 16) return 0;
  const cards = pl.hand.filter((id) => getEarthCard(id).type !== 'event').sort((a, b) => plantWorth(b) - plantWorth(a));
  return cards.length ? getEarthCard(cards[0]!).cost : 0;
}

function costWorth(s: EarthState, pl: PlayerState, costs: readonly Cost[]): number {
  const reserve = soilReserve(s, pl);
  return costs.reduce((a, c) => {
    switch (c.resource) {
      case 'soil': {
        const short = Math.max(0, reserve - (pl.soil - c.amount)) - Math.max(0, reserve - pl.soil);
        return a + 0.5 * c.amount + 1.2 * short;
      }
      case 'card':
        return a + (pl.hand.length > 4 ? 0.2 : pl.hand.length > 2 ? 0.8 : 1.5) * c.amount;
      case 'sprout':
        return a + 1.1 * c.amount;
    }
  }, 0);
}

export function payChoice(s: EarthState, me: PlayerId, p: Prompt, w?: EarthWeighing): 'pay' | 'skip' {
  const pl = s.players[me]!;
  const job = pl.jobs[0];
  const offer: Offer | undefined = job?.k === 'pay' ? job : OFFERS.get(paramOf(p.text, 'gets') ?? '');
  if (!offer) {
    if (w) w.why = payWhy(p, 'skip', undefined, undefined);
    return 'skip';
  }
  const [gain, cost] = [effectsWorth(offer.then, pl), costWorth(s, pl, offer.cost)];
  const pick = gain > cost ? 'pay' : 'skip';
  if (w) w.why = payWhy(p, pick, gain, cost);
  return pick;
}
