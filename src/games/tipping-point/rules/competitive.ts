/**
 * RB "Competitive Variant Rules": Victory Points for the players who gave a solved Crisis the most
 * Influence, kept hidden (each sees only their own) until the game ends.
 */
import type { PlayerId } from '../../../engine/types';
import type { CrisisCard } from '../cards/schema';
import { sayTo, type Ctx } from '../draft';
import { seat } from '../state';
import { cardName, w } from '../words';

/**
 * Every top contributor scores the Crisis level, ties included. Each contributor is told, privately, what they
 * scored and their total: the shares are public (the tokens' colours), the running score is not (house rule TP-G27).
 */
export function scoreSolvedCrisis(ctx: Ctx, card: CrisisCard, given: Readonly<Record<PlayerId, number>>): void {
  const s = ctx.s;
  const best = Math.max(...Object.values(given));
  for (const [p, k] of Object.entries(given)) {
    const gave = { n: k, crisis: cardName(card.id) };
    if (k === best) {
      seat(s, p).vp += card.level;
      sayTo(ctx, p, w('log.scored', { ...gave, points: card.level, total: seat(s, p).vp }));
    } else sayTo(ctx, p, w('log.scoredNone', { ...gave, total: seat(s, p).vp }));
  }
}
