import { advisorSideById, catalogue, countryById, crisisById, projectById } from './catalogue';
import type { TpState } from '../state';

/**
 * Every card a state names that this build's catalogue does not hold, as `kind id`: a record written by a bad
 * migration or edited by hand is judged at load (the platform sets it aside) instead of failing at the card's turn.
 */
const advisorCards = new Set<string>(catalogue.advisors.map((a) => a.id));
const known: Record<'project' | 'crisis' | 'country' | 'advisor' | 'advisor card', (id: string) => boolean> = {
  project: (id) => projectById(id) !== undefined,
  crisis: (id) => crisisById(id) !== undefined,
  country: (id) => countryById(id) !== undefined,
  advisor: (id) => advisorSideById(id) !== undefined,
  'advisor card': (id) => advisorCards.has(id),
};
type Kind = keyof typeof known;

export function unknownCards(s: TpState): string[] {
  const refs: [Kind, string | null | undefined][] = [];
  const all = (kind: Kind, xs: readonly (string | null | undefined)[]) => xs.forEach((x) => refs.push([kind, x]));
  for (const seat of Object.values(s.seats)) {
    all('country', [seat.country]);
    all('advisor', [seat.advisor]);
    all('project', [...seat.hand, ...(seat.provide ?? []), ...(seat.pick?.cards ?? [])]);
  }
  for (const cell of s.grid) for (const c of [cell.card, ...cell.under]) all(c.kind, [c.id]);
  all('project', [...s.projectDeck, ...s.discard, s.initialProject, s.chain?.card, ...(s.chain?.discarded ?? [])]);
  all('crisis', [...s.crisisDeck, ...s.crisisRemoved, ...s.crisisQueue.map((q) => q.crisis)]);
  all('advisor card', [s.advisorCard]);
  return refs.filter(([kind, id]) => typeof id === 'string' && !known[kind](id)).map(([kind, id]) => `${kind} ${id}`);
}
