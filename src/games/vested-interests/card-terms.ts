/** How the cards' shared expressions read the table: counts, amounts, conditions and paying what you can. */
import type { PlayerId } from '../../engine/types';
import { assetMatches, heldBy } from './assets';
import type { Amount, Condition, Count } from './card-schema';
import { playerState } from './seats';
import type { VIState } from './state';

function countOf(s: VIState, p: PlayerId, c: Count): number {
  switch (c.of) {
    case 'assets': return heldBy(s, p).filter((a) => assetMatches(c.filter, a)).length;
    case 'sponsorships': return playerState(s, p).sponsorships;
    case 'capital': return playerState(s, p).capital;
    case 'crew': return Math.max(0, playerState(s, p).crew - c.above);
    case 'schemesPlayed': return playerState(s, p).schemesPlayed;
  }
}
export function amountOf(s: VIState, p: PlayerId, a: Amount): number {
  if (typeof a === 'number') return a;
  const n = Math.floor(countOf(s, p, a.per) / (a.divisor ?? 1)) * a.each;
  return a.max !== undefined ? Math.min(a.max, n) : n;
}
export function holds(s: VIState, p: PlayerId, c: Condition | undefined): boolean {
  if (!c) return true;
  switch (c.test) {
    case 'holds': return countOf(s, p, c.count) >= c.atLeast;
    case 'noTippingThisRound': return !s.tippedThisRound;
    case 'roundIn': return c.rounds.includes(s.round);
  }
}

/** "Pay what you can" (Votes and Initiatives): no payment a card asks for takes more Capital than a player holds. */
export function payCapital(s: VIState, p: PlayerId, n: number): number {
  const paid = Math.max(0, Math.min(playerState(s, p).capital, n));
  playerState(s, p).capital -= paid;
  return paid;
}
