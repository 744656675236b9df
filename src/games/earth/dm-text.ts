/** What a seat's start DM says it was dealt, from its own view: the hand, and the setup cards it chooses from. */
import { fitWords, listWords } from '../../engine/words';
import { ew } from './texts';
import type { EarthView } from './view';

/** The characters the start DM's own lines may take, so the whole DM stays short. */
const DEALT_ROOM = 330;

export function dealtText(v: EarthView): string {
  if (!v.hand) return '';
  const cards = v.hand.map((c) => c.title);
  const hand = cards.length ? ew('dealt.hand', { count: cards.length, cards: cards.join(', ') }) : ew('dealt.handEmpty');
  const o = v.offers;
  const choices = o
    ? [
        o.islands.length ? ew('dealt.island', { names: listWords('or', o.islands.map((c) => c.title)) }) : '',
        o.climates.length ? ew('dealt.climate', { names: listWords('or', o.climates.map((c) => c.title)) }) : '',
      ].filter(Boolean)
    : [];
  const eco = Boolean(o?.ecosystems.length);
  if (!choices.length) return hand;
  const named = ew(eco ? 'dealt.chooseWithEco' : 'dealt.choose', { hand, choices: listWords('and', choices) });
  // A big starting hand (a house rule allows 10) leaves no room to name the setup cards too: they show in the picture.
  return fitWords(DEALT_ROOM, [named, ew(eco ? 'dealt.chooseShortWithEco' : 'dealt.chooseShort', { hand })]);
}
