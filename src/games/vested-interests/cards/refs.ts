import { catalogue } from './catalogue';
import type { VIState } from '../state';

/**
 * Every card a state names that this build's catalogue does not hold, as `kind id`: a record written by a bad
 * migration or edited by hand is judged at load (the platform sets it aside) instead of failing at the card's turn.
 */
const known = {
  house: ids(catalogue.houses),
  agenda: ids(catalogue.agendas.cards),
  vice: ids(catalogue.vices),
  contract: ids(catalogue.contracts),
  initiative: ids(catalogue.initiatives),
  planet: ids(catalogue.planet),
  scheme: ids(catalogue.schemes),
};
type Kind = keyof typeof known;

function ids(xs: readonly { readonly id: string }[]): ReadonlySet<string> {
  return new Set(xs.map((x) => x.id));
}

export function unknownCards(s: VIState): string[] {
  const refs: [Kind, string | null | undefined][] = [];
  const all = (kind: Kind, xs: readonly (string | null | undefined)[]) => xs.forEach((x) => refs.push([kind, x]));
  for (const me of Object.values(s.me)) {
    all('house', [me.house]);
    all('agenda', [me.agenda]);
    all('vice', [me.vice, ...me.peeks.map((p) => p.vice)]);
    all('scheme', me.schemes);
  }
  all('contract', [...s.assets.map((a) => a.contract), ...s.contractDeck, ...s.contractDiscard, ...s.market]);
  all('initiative', [...s.initiativeDeck, s.initiative]);
  all('planet', [...s.planetDeck, s.planet]);
  all('scheme', [...s.schemeDeck, ...s.schemeDiscard, ...s.playedSchemes.map((p) => p.scheme)]);
  if (s.stage.kind === 'turn') all('scheme', [s.stage.step.drawn]);
  return refs.filter(([kind, id]) => typeof id === 'string' && !known[kind].has(id)).map(([kind, id]) => `${kind} ${id}`);
}
