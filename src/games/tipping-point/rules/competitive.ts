/**
 * RB "Competitive Variant Rules": Victory Points for the players who gave a solved Crisis the most
 * Influence, kept hidden (each sees only their own) until the game ends.
 */
import type { PlayerId } from '../../../engine/types';
import type { CrisisCard } from '../card-schema';
import { sayTo, type Ctx } from '../draft';
import { seat } from '../state';

/** Every top contributor scores the Crisis level, ties included. */
export function scoreSolvedCrisis(ctx: Ctx, card: CrisisCard, given: Readonly<Record<PlayerId, number>>): void {
  const s = ctx.s;
  const best = Math.max(...Object.values(given));
  for (const [p, k] of Object.entries(given)) {
    if (k === best) {
      seat(s, p).vp += card.level;
      sayTo(ctx, p, `You score ${card.level} Victory Points for ${card.name} (${seat(s, p).vp} in all).`);
    }
  }
}
