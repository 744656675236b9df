/** The AI's setup choices: Countries and Advisors ranked by fixed scores of their card data. */
import { CATEGORIES, type AdvisorSideId } from '../cards/schema';
import { catalogue, getAdvisorSide } from '../cards/catalogue';

/** Advisors ranked by how much Influence they turn Credits and turns into (cheap exchange first). */
export function advisorScore(id: string): number {
  const a = getAdvisorSide(id as AdvisorSideId);
  let v = (5 - a.exchangeRate) * 6 + a.discardValue;
  v += a.synergy.op === 'gainInfluence' ? 4 : a.synergy.op === 'drawProjects' ? 2 : a.synergy.amount;
  const ab = a.ability;
  if (ab) {
    const per = ab.limit === 'oncePerGame' ? 0.3 : 1;
    for (const e of ab.effects) {
      if (e.op === 'gainInfluence') v += 5 * e.amount * per;
      if (e.op === 'removePollution') v += 5 * e.amount * per;
      if (e.op === 'drawProjects') v += 1.5 * e.amount * per;
      if (e.op === 'gainCredits') v += 0.8 * e.amount * per;
    }
    for (const c of ab.cost) v -= (c.op === 'payCredits' ? 0.8 * c.amount : c.op === 'discardProjects' ? 1.5 * c.amount : 2) * per;
  }
  return v;
}

export function countryScore(id: string): number {
  const c = catalogue.countries.find((x) => x.id === id)!;
  let v = 2.5 * c.drawPerRound + 0.8 * c.startHand;
  for (const k of CATEGORIES) v += (c.needs[k] ?? 0) * 1.2 + (c.credits[k] ?? 0) * 0.6;
  // Influence Adjacency pairs: a marker beside an equal or marker-less neighbour pays Influence on a raise.
  for (const [a, b] of [['justice', 'housing'], ['nutrition', 'health']] as const) {
    if (c.needs[a] !== undefined || c.needs[b] !== undefined) v += 2;
  }
  return v;
}
