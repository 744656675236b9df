/**
 * Taking from the supply and the Earth deck: Soil, cards drawn, cards composted from the deck.
 * An empty deck gives nothing (EA-G12). Soil and cards earned count toward the Team board (EA-62).
 */
import type { PlayerId } from '../../engine/types';
import { getEarthCard } from './cards/catalogue';
import { commit, priv, pub, type Ctx } from './draft';
import { ew } from './texts';

export function gainSoil(c: Ctx, p: PlayerId, n: number): void {
  const pl = c.s.players[p]!;
  pl.soil += n;
  pl.earnedSoil += n;
}

/** Takes up to n cards from the top of the deck. */
export function takeTop(c: Ctx, n: number): string[] {
  const got = c.s.deck.splice(0, Math.max(0, n));
  if (got.length > 0) commit(c, ew('revealed.drew', { count: got.length }));
  return got;
}

export function draw(c: Ctx, p: PlayerId, n: number): void {
  const got = takeTop(c, n);
  const pl = c.s.players[p]!;
  pl.hand.push(...got);
  pl.earnedCards.push(...got);
  if (got.length > 0) {
    pub(c, ew('log.draws', { player: `{${p}}`, count: got.length }));
    priv(c, p, ew('log.youDraw', { cards: got.map((id) => getEarthCard(id).name).join(', ') }));
  }
  if (got.length < n) pub(c, ew('log.deckEmptyDraw'));
}

export function compostFromDeck(c: Ctx, p: PlayerId, n: number): void {
  const got = takeTop(c, n);
  c.s.players[p]!.compost.push(...got);
  if (got.length > 0) pub(c, ew('log.compostsDeck', { player: `{${p}}`, count: got.length }));
}
