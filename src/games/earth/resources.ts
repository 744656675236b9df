/**
 * Taking from the supply and the Earth deck: Soil, cards drawn, cards composted from the deck.
 * An empty deck gives nothing (EA-G12). Soil and cards earned count toward the Team board (EA-62).
 */
import type { PlayerId } from '../../engine/types';
import { getEarthCard } from './cards/catalogue';
import { commit, plural, priv, pub, type Ctx } from './draft';

export function gainSoil(c: Ctx, p: PlayerId, n: number): void {
  const pl = c.s.players[p]!;
  pl.soil += n;
  pl.earnedSoil += n;
}

/** Takes up to n cards from the top of the deck. */
export function takeTop(c: Ctx, n: number): string[] {
  const got = c.s.deck.splice(0, Math.max(0, n));
  if (got.length > 0) commit(c, got.length === 1 ? 'drew a card from the deck' : 'drew cards from the deck');
  return got;
}

export function draw(c: Ctx, p: PlayerId, n: number): void {
  const got = takeTop(c, n);
  const pl = c.s.players[p]!;
  pl.hand.push(...got);
  pl.earnedCards.push(...got);
  if (got.length > 0) {
    pub(c, `{${p}} draws ${plural(got.length, 'card')}.`);
    priv(c, p, `You draw ${got.map((id) => getEarthCard(id).name).join(', ')}.`);
  }
  if (got.length < n) pub(c, 'The Earth deck is empty: the rest of that draw is lost.');
}

export function compostFromDeck(c: Ctx, p: PlayerId, n: number): void {
  const got = takeTop(c, n);
  c.s.players[p]!.compost.push(...got);
  if (got.length > 0) pub(c, `{${p}} composts ${plural(got.length, 'card')} from the deck.`);
}
