import { catalogue } from './catalogue';
import type { EarthState } from '../state';

/**
 * Every card a state names that this build's catalogue does not hold, as `kind id`: a record written by a bad
 * migration or edited by hand is judged at load (the platform sets it aside) instead of failing at the card's turn.
 */
const known = {
  earth: ids(catalogue.earth),
  fauna: ids(catalogue.fauna),
  island: ids(catalogue.islands),
  climate: ids(catalogue.climates),
  ecosystem: ids(catalogue.ecosystems),
  gaia: ids(catalogue.gaia.deck),
};
type Kind = keyof typeof known;

function ids(xs: readonly { readonly id: string }[]): ReadonlySet<string> {
  return new Set(xs.map((x) => x.id));
}

export function unknownCards(s: EarthState): string[] {
  const refs: [Kind, string | null | undefined][] = [];
  const all = (kind: Kind, xs: readonly (string | null | undefined)[]) => xs.forEach((x) => refs.push([kind, x]));
  for (const pl of Object.values(s.players)) {
    all('earth', [...pl.hand, ...pl.tableau.map((t) => t.id), ...pl.compost, ...pl.events, ...pl.looking, ...pl.earnedCards]);
    all('island', [pl.island?.card, ...pl.offers.islands]);
    all('climate', [pl.climate?.card, ...pl.offers.climates]);
    all('ecosystem', [pl.ecosystem?.card, ...pl.offers.ecosystems]);
  }
  all('earth', [...s.deck, ...Object.values(s.teamBoards).flatMap((b) => b.cards), ...(s.gaia?.scoringPile ?? [])]);
  all('fauna', s.fauna.map((f) => f.card));
  all('ecosystem', s.ecosystems.map((e) => e.card));
  all('gaia', [...(s.gaia?.deck ?? []), ...(s.gaia?.used ?? [])]);
  return refs.filter(([kind, id]) => typeof id === 'string' && !known[kind].has(id)).map(([kind, id]) => `${kind} ${id}`);
}
