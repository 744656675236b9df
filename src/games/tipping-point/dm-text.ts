/**
 * What a seat's DMs say it holds, from its own view. Each Country deals its own starting hand when it is chosen, after
 * the game has started, so that hand is the one secret worth a DM of its own; cards drawn or passed on later show when
 * the player looks.
 */
import { projectById } from './cards/catalogue';
import type { TpView } from './view';

const ownSeat = (v: TpView) => v.seats.find((x) => x.player === v.viewer) ?? null;

const handText = (v: TpView): string => {
  const names = (v.me?.hand ?? []).map((id) => projectById(id)?.name ?? 'a Project card');
  return names.length ? `${names.join(', ')} (${names.length === 1 ? '1 Project card' : `${names.length} Project cards`})` : 'no Project cards';
};

/** The starting hand, once the seat's Country has dealt it. */
export function secrets(v: TpView): string[] {
  return ownSeat(v)?.country ? ['starting hand'] : [];
}

export function dealtText(v: TpView): string {
  const own = ownSeat(v);
  if (!v.me || !own) return '';
  if (!own.countryName) return 'Nothing is dealt yet: you choose your Country first, and your starting hand of Project cards comes with it.';
  return `Your Country: ${own.countryName}${own.advisorName ? `, with ${own.advisorName} as your Advisor` : ''}.\nYour hand: ${handText(v)}.`;
}

export function secretText(v: TpView): string {
  const own = ownSeat(v);
  return `${own?.countryName ? `With ${own.countryName}, you` : 'You'} were dealt your starting hand: ${handText(v)}.`;
}
