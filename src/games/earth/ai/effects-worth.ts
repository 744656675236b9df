/** What a list of benefits is worth to a seat now, in the units of card-worth.ts: Sprouts and Growth only where there is room. */
import { TABLEAU_SLOTS } from '../board';
import type { ScaledEffect } from '../cards/schema';
import { floraSlots } from '../player-cards';
import { count } from '../rules/objectives';
import { getEarthCard } from '../cards/catalogue';
import { plantWorth } from './card-worth';
import type { PlayerState } from '../state';

export const sproutRoom = (pl: PlayerState) => floraSlots(pl).reduce((a, [f, sl]) => a + f.sproutLimit - sl.sprouts, 0);
export const growRoom = (pl: PlayerState) => floraSlots(pl).reduce((a, [f, sl]) => a + f.growthLimit - sl.growth, 0);

/** Soil the seat can put to use soon: the costs of the three cards in hand it would plant first. */
function soilWanted(pl: PlayerState): number {
  if (pl.tableau.length >= TABLEAU_SLOTS) return 0;
  const cards = pl.hand.filter((id) => getEarthCard(id).type !== 'event').sort((a, b) => plantWorth(b) - plantWorth(a));
  return cards.slice(0, 3).reduce((a, id) => a + getEarthCard(id).cost, 0) + 2;
}

export function effectsWorth(effects: readonly ScaledEffect[], pl: PlayerState): number {
  let sprouts = sproutRoom(pl);
  let growth = growRoom(pl);
  let soilShort = Math.max(0, soilWanted(pl) - pl.soil);
  let total = 0;
  for (const e of effects) {
    const times = e.op === 'per' ? Math.min(e.max ?? Infinity, Math.floor(count(pl, e.count, null) / e.each)) : 1;
    const leaf = e.op === 'per' ? e.effect : e;
    let one = 0;
    switch (leaf.op) {
      case 'gain':
        if (leaf.resource === 'soil') {
          // Soil beyond what the next plantings need buys little: an Event at most.
          const n = Math.min(leaf.amount * times, soilShort);
          soilShort -= n;
          one = (0.5 * n + 0.1 * (leaf.amount * times - n)) / Math.max(1, times);
        } else one = leaf.resource === 'compost' ? leaf.amount : 0.4 * leaf.amount;
        break;
      case 'drawKeep':
        one = 1;
        break;
      case 'compostFromHand':
        one = 0.6 * Math.min(leaf.upTo, pl.hand.length);
        break;
      case 'sprout': {
        const n = Math.min(leaf.amount, sprouts);
        sprouts -= n;
        one = n;
        break;
      }
      case 'grow': {
        const n = Math.min(leaf.amount, growth);
        growth -= n;
        one = 1.1 * n;
        break;
      }
      case 'plant':
        one = pl.tableau.length < TABLEAU_SLOTS ? 3 : 0;
        break;
      case 'minor':
        one = 1.5;
        break;
      case 'activate':
        one = 2;
        break;
    }
    total += one * times;
  }
  return total;
}
