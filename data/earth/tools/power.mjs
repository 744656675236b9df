// The power heuristic of docs/earth-cards.md ("Power budget"), in Soil-equivalents.
// test/earth/cards.test.ts re-implements the same table independently and checks the data against it.

const GAIN = { soil: 1, card: 1.5, compost: 1.2 };
const COST = { soil: 1, card: 1.2, sprout: 1 };
const MINOR = { plant: 1.5, compost: 4.4, water: 4, grow: 3 };
const RESOURCE_E = { soil: 4, hand: 5, compost: 6, sprouts: 8, trunks: 4, canopies: 2, events: 2 };

export function expectedCount(c) {
  switch (c.op) {
    case 'cards': {
      const f = c.filter;
      const opts = [12];
      if (f.type === 'flora') opts.push(8);
      if (f.type === 'terrain') opts.push(2);
      if (f.habitat) opts.push(4);
      if (f.floraType) opts.push(f.floraType === 'mushroom' ? 1 : 3);
      if (f.color) opts.push(f.color === 'none' ? 3 : 2);
      if (f.canopy) opts.push(1.5);
      return Math.min(...opts);
    }
    case 'near': {
      const base = c.scope === 'adjacent' ? 2 : 2.5;
      const specific = c.filter.habitat || c.filter.floraType || c.filter.color || c.filter.canopy;
      return specific ? base / 2 : base;
    }
    case 'resource':
      return RESOURCE_E[c.resource];
    case 'lines':
      return 1;
    case 'distinct':
      return 3.5;
    case 'sets':
      return 2;
  }
  throw new Error(`count ${c.op}`);
}

const placeRate = (on, self, plain, filtered) =>
  on.where === 'self' ? self : on.where === 'tableau' ? (on.filter ? filtered : plain) : on.filter ? filtered - 0.2 : filtered;

export function effectValue(e) {
  switch (e.op) {
    case 'gain':
      return GAIN[e.resource] * e.amount;
    case 'drawKeep':
      return 1.5 * e.keep + 0.25 * (e.look - e.keep);
    case 'compostFromHand':
      return 0.5 * e.upTo;
    case 'sprout':
      return placeRate(e.on, 1, 1, 0.8) * e.amount;
    case 'grow':
      return placeRate(e.on, 1.3, 1.3, 1) * e.amount;
    case 'plant':
      return (e.filter ? 1.5 : 2.5) + e.discount;
    case 'minor':
      return MINOR[e.action];
    case 'activate':
      return e.where === 'adjacent' ? 2 : 2.5;
    case 'per': {
      const times = Math.min(e.max ?? Infinity, expectedCount(e.count) / e.each);
      return effectValue(e.effect) * times;
    }
    case 'if':
      return 0.6 * sum(e.then);
    case 'pay':
      return Math.max(0.3, sum(e.then) - e.cost.reduce((a, c) => a + COST[c.resource] * c.amount, 0));
    case 'choice':
      return Math.max(...e.options.map(sum)) + 0.3;
    case 'others':
      return 0;
  }
  throw new Error(`effect ${e.op}`);
}

export const sum = (effects) => effects.reduce((a, e) => a + effectValue(e), 0);
export const abilityValue = (a) => (a ? sum(a.effects) * (a.color === 'multi' ? 2.5 : 1) : 0);

export const clamp = (x, lo, hi) => Math.max(lo, Math.min(hi, x));
export const floraPotential = (f) => f.sproutLimit + (f.canopyVp ?? f.growthLimit);
export const floraCost = (f) => clamp(Math.round(0.6 * floraPotential(f) + abilityValue(f.ability) - 0.5), 0, 9);
export const terrainAbilityCost = (a) => clamp(Math.round(0.9 * abilityValue(a) + 0.5), 1, 7);
export function maxVp(s) {
  return s.op === 'per' ? s.max : s.op === 'threshold' ? s.vp : s.steps[s.steps.length - 1].vp;
}
export const terrainScoringCost = (s) => clamp(Math.round(0.35 * maxVp(s) + 0.5), 1, 7);
