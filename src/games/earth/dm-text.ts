/** What a seat's start DM says it was dealt, from its own view: the hand, and the setup cards it chooses from. */
import type { EarthView } from './view';

/** The characters the start DM's own lines may take, so the whole DM stays short. */
const DEALT_ROOM = 330;

const either = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}` : (names[0] ?? ''));

export function dealtText(v: EarthView): string {
  if (!v.hand) return '';
  const cards = v.hand.map((c) => c.title);
  const hand = cards.length ? `Your hand (${cards.length === 1 ? '1 card' : `${cards.length} cards`}): ${cards.join(', ')}.` : 'Your hand is empty.';
  const o = v.offers;
  const choices = o ? [o.islands.length ? `Island (${either(o.islands.map((c) => c.title))})` : '', o.climates.length ? `Climate (${either(o.climates.map((c) => c.title))})` : ''].filter(Boolean) : [];
  const ecosystem = o?.ecosystems.length ? ', and a personal Ecosystem' : '';
  if (!choices.length) return hand;
  const named = `${hand}\nYou choose your ${choices.join(' and ')}${ecosystem}.`;
  // A big starting hand (a house rule allows 10) leaves no room to name the setup cards too: they show in the picture.
  return named.length <= DEALT_ROOM ? named : `${hand}\nYou choose your Island and Climate${ecosystem}.`;
}
