/**
 * RB "Competitive Variant Rules": Victory Points for the players who gave a solved Crisis the most
 * Influence, kept hidden (each sees only their own) until the game ends.
 */
import type { PlayerId } from '../../../engine/types';
import type { CrisisCard } from '../cards/schema';
import { sayTo, type Ctx } from '../draft';
import { seat } from '../state';

/**
 * Every top contributor scores the Crisis level, ties included. Each contributor is told, privately, what they
 * scored and their total: the shares are public (the tokens' colours), the running score is not (house rule TP-G27).
 */
export function scoreSolvedCrisis(ctx: Ctx, card: CrisisCard, given: Readonly<Record<PlayerId, number>>): void {
  const s = ctx.s;
  const best = Math.max(...Object.values(given));
  for (const [p, k] of Object.entries(given)) {
    const gave = `You gave ${k} of the Influence that solved ${card.name}`;
    if (k === best) {
      seat(s, p).vp += card.level;
      sayTo(ctx, p, `${gave}: you score ${card.level} Victory Points (${seat(s, p).vp} in all).`);
    } else sayTo(ctx, p, `${gave}: you score no Victory Points, as somebody gave more (${seat(s, p).vp} in all).`);
  }
}
