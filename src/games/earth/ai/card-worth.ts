/**
 * What a card is worth to the strong seat, in VP-like units: what it scores once planted (Canopy or Trunks,
 * Sprouts it can hold, a Terrain's bonus) plus its ability, which pays again on every action of its colour
 * until the end. These are estimates that rank cards; the exact score is always `breakdown`.
 */
import type { Ability, EarthCard } from '../card-schema';
import { getEarthCard, maxScoreVp, trunkSlots } from '../cards';

/** An ability fires on about a quarter of the actions left (a multicoloured one on all of them). */
function abilityWorth(a: Ability | undefined): number {
  if (!a) return 0;
  return a.color === 'multi' ? 4 : 2.5;
}

export function printedWorth(c: EarthCard): number {
  switch (c.type) {
    case 'flora':
      return (c.canopyVp ?? trunkSlots(c)) * 0.8 + Math.min(c.sproutLimit, 4) * 0.4 + abilityWorth(c.ability);
    case 'terrain': {
      const bonus = c.scoring ? Math.min(maxScoreVp(c.scoring), 12) * 0.45 : 0;
      return bonus + abilityWorth(c.ability);
    }
    case 'event':
      return c.vp;
  }
}

/** Worth of planting `id` now, with the Soil it costs counted against it. */
export function plantWorth(id: string): number {
  const c = getEarthCard(id);
  return printedWorth(c) - 0.35 * c.cost;
}
