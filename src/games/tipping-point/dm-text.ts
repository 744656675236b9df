/**
 * What a seat's DMs say it holds, from its own view. Each Country deals its own starting hand when it is chosen, after
 * the game has started, so that hand is the one secret worth a DM of its own; cards drawn or passed on later show when
 * the player looks.
 */
import { projectById } from './cards/catalogue';
import { cardName, n, w } from './words';
import type { TpView } from './view';

const ownSeat = (v: TpView) => v.seats.find((x) => x.player === v.viewer) ?? null;

const handText = (v: TpView): string => {
  const names = (v.me?.hand ?? []).map((id) => (projectById(id) ? cardName(id) : w('dm.aProjectCard')));
  return names.length ? w('dm.hand', { names: names.join(', '), cards: n('projectCard', names.length) }) : w('dm.noProjectCards');
};

/** The starting hand, once the seat's Country has dealt it. */
export function secrets(v: TpView): string[] {
  return ownSeat(v)?.country ? ['starting hand'] : [];
}

export function dealtText(v: TpView): string {
  const own = ownSeat(v);
  if (!v.me || !own) return '';
  if (!own.countryName) return w('dm.nothingYet');
  const country = own.advisorName ? w('dm.countryWithAdvisor', { country: own.countryName, advisor: own.advisorName }) : w('dm.country', { country: own.countryName });
  return `${country}\n${w('dm.yourHand', { hand: handText(v) })}`;
}

export function secretText(v: TpView): string {
  const own = ownSeat(v);
  return own?.countryName ? w('dm.dealtWith', { country: own.countryName, hand: handText(v) }) : w('dm.dealt', { hand: handText(v) });
}
