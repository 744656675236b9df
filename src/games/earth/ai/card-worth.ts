/**
 * What a card is worth to the strong seat, in VP-like units: what it scores once planted (Canopy or Trunks,
 * Sprouts it can hold, a Terrain's bonus) plus its ability, which pays again on every action of its colour
 * until the end. These are estimates that rank cards; the exact score is always `breakdown`.
 */
import type { Ability, Color, Effect } from '../cards/schema';
import type { EarthCard } from '../cards/schema';
import { getEarthCard, maxScoreVp, trunkSlots } from '../cards/catalogue';

/**
 * How often an ability of each colour fires, per action at the table. Plant is most of what a table does
 * (about 70% of the actions of basic seats, who plant whenever they can pay), then Compost (about 28%); Water
 * and Grow, rare at such a table, keep about an eighth each for tables that use them. Against basic seats,
 * 0.45 for Plant won 161 of 200 seeded games (100 on each of two seeds), 0.6 won 168, 0.75 won 170 (and 175 with the cap at 25).
 */
const COLOR_SHARE: Record<Color, number> = { green: 0.75, red: 0.3, blue: 0.12, yellow: 0.13, multi: 1 };

/** No ability is counted above this: what a planting engine brings is bounded by the Soil and slots to feed it. */
const ABILITY_CAP = 25;

/** Table actions a card in hand can still expect to see once planted, when the caller does not know. */
const TYPICAL_LEFT = 16;

/** One activation's benefit, before the state it lands in is known: what the effects usually bring. */
function fireWorth(effects: readonly Effect[]): number {
  let total = 0;
  for (const e of effects) {
    switch (e.op) {
      case 'gain':
        total += (e.resource === 'soil' ? 0.4 : e.resource === 'compost' ? 1 : 0.3) * e.amount;
        break;
      case 'drawKeep':
        total += 0.5 + 0.3 * e.keep;
        break;
      case 'compostFromHand':
        total += 0.8 * e.upTo;
        break;
      case 'sprout':
        total += 0.7 * e.amount;
        break;
      case 'grow':
        total += 0.8 * e.amount;
        break;
      case 'plant':
        total += e.filter ? 1.6 : 2.4;
        break;
      case 'minor':
        total += 1.2;
        break;
      case 'activate':
        total += 1.5;
        break;
      case 'per':
        total += fireWorth([e.effect]) * Math.min(e.max ?? 3, 3 / e.each);
        break;
      case 'if':
        total += 0.5 * fireWorth(e.then);
        break;
      case 'pay': {
        const cost = e.cost.reduce((a, c) => a + (c.resource === 'soil' ? 0.4 : c.resource === 'card' ? 0.3 : 1) * c.amount, 0);
        total += Math.max(0, fireWorth(e.then) - cost);
        break;
      }
      case 'choice':
        total += Math.max(...e.options.map(fireWorth));
        break;
      case 'others':
        total -= 0.2 * fireWorth(e.effects);
        break;
    }
  }
  return total;
}

const FIRE = new Map<Ability, number>();

/** What an ability brings over `left` more actions at the table: each activation's benefit, as often as its colour is taken. */
export function abilityWorth(a: Ability | undefined, left = TYPICAL_LEFT): number {
  if (!a) return 0;
  let one = FIRE.get(a);
  if (one === undefined) FIRE.set(a, (one = fireWorth(a.effects)));
  return Math.min(ABILITY_CAP, one * left * COLOR_SHARE[a.color]);
}

export function printedWorth(c: EarthCard, left = TYPICAL_LEFT): number {
  switch (c.type) {
    case 'flora':
      return (c.canopyVp ?? trunkSlots(c)) * 0.8 + Math.min(c.sproutLimit, 4) * 0.4 + abilityWorth(c.ability, left);
    case 'terrain': {
      const bonus = c.scoring ? Math.min(maxScoreVp(c.scoring), 12) * 0.45 : 0;
      return bonus + abilityWorth(c.ability, left);
    }
    case 'event':
      return c.vp;
  }
}

/** Worth of planting `id` now, with the Soil it costs counted against it. */
export function plantWorth(id: string, left = TYPICAL_LEFT): number {
  const c = getEarthCard(id);
  return printedWorth(c, left) - 0.35 * c.cost;
}
