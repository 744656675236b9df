/**
 * How good a position is for the strong seat: each side's score if the game ended now (`breakdown`, every
 * line of the rulebook's scoring) plus what its resources and tableau should still bring, and the seat's
 * margin over the best of its opponents (the other team in Team mode, Gaia in solo).
 */
import type { PlayerId } from '../../../engine/types';
import { TABLEAU_SLOTS } from '../board';
import { getEarthCard, getTableauCard, trunkSlots } from '../cards/catalogue';
import { canopyOn, floraSlots, trunksOn } from '../player-cards';
import { breakdown } from '../rules/scoring';
import { gaiaScore } from '../rules/solo-gaia';
import { teamOf } from '../rules/team';
import type { EarthState } from '../state';
import { abilityWorth, plantWorth } from './card-worth';
import { objectiveProgress } from './objective-progress';

/** Actions still to be taken at the table (every seat's), from the deck and the fullest tableau: the two ways a game ends. */
export function actionsLeft(s: EarthState): number {
  if (s.endTriggered) return 0;
  const n = s.order.length;
  const fullest = Math.max(...s.order.map((p) => s.players[p]!.tableau.length));
  const byTableau = (TABLEAU_SLOTS - fullest) * 2 * n;
  const byDeck = s.deck.length / (2 + 2 * n);
  return Math.max(0, Math.min(byTableau, byDeck, 40));
}

/** The named parts of a seat's prospect, and what the others' prospects take from it, for telling two turns apart. */
export type ProspectPart = 'score' | 'soil' | 'hand' | 'abilities' | 'growing' | 'objectives' | 'others';
export type ProspectParts = Record<ProspectPart, number>;

export const noParts = (): ProspectParts => ({ score: 0, soil: 0, hand: 0, abilities: 0, growing: 0, objectives: 0, others: 0 });

/** One seat's expected final score: its score now, plus what its Soil, hand and tableau should still bring. */
function prospect(s: EarthState, p: PlayerId, left = actionsLeft(s), parts?: ProspectParts): number {
  const pl = s.players[p]!;
  const now = breakdown(s, p).total;
  const room = TABLEAU_SLOTS - pl.tableau.length;
  const own = left / s.order.length;
  const future = Math.min(1, own / 8);
  // Only one card is planted per Plant action: Soil and cards beyond what the turns left can plant bring little.
  const plantings = Math.max(0, Math.min(room, Math.ceil(own) + 1));
  const wanted = pl.hand
    .filter((id) => getEarthCard(id).type !== 'event')
    .sort((a, b) => plantWorth(b, left) - plantWorth(a, left))
    .slice(0, plantings);
  const hand = wanted.reduce((a, id) => a + Math.max(0.3, plantWorth(id, left) * 0.4), 0) * future;
  const needed = wanted.reduce((a, id) => a + getEarthCard(id).cost, 0);
  const soil = (Math.min(pl.soil, needed) * 0.5 + Math.max(0, pl.soil - needed) * 0.05) * Math.min(1, own);
  const engine = pl.tableau.reduce((a, sl) => {
    return a + abilityWorth(getTableauCard(sl.id).ability, left);
  }, 0);
  const growing = floraSlots(pl).reduce((a, [f, sl]) => {
    const unrealised = (f.canopyVp ?? trunkSlots(f)) - (canopyOn(f, sl) ? f.canopyVp! : trunksOn(f, sl));
    return a + unrealised * 0.6 + Math.min(f.sproutLimit - sl.sprouts, 3) * 0.4;
  }, 0) * future;
  const objectives = (objectiveProgress(s, p) * 0.6 + pl.tableau.length * 1.5) * future;
  if (parts) Object.assign(parts, { score: now, soil, hand, abilities: engine, growing, objectives });
  return now + soil + hand + engine + growing + objectives;
}

/**
 * The seat's prospect less the strongest rival's (Gaia in solo; team totals in Team mode). `parts`, when given,
 * receives the seat's own prospect by part and, as `others`, what the rest of the table makes of it.
 */
export function margin(s: EarthState, me: PlayerId, parts?: ProspectParts): number {
  const v = marginOf(s, me);
  if (parts) parts.others = v - prospect(s, me, actionsLeft(s), parts);
  return v;
}

function marginOf(s: EarthState, me: PlayerId): number {
  const left = actionsLeft(s);
  const g = gaiaScore(s);
  if (g) return prospect(s, me, left) - g.total;
  if (s.options.variant === 'team') {
    const mine = teamOf(me);
    return s.order.reduce((a, p) => a + (teamOf(p) === mine ? 1 : -1) * prospect(s, p, left), 0);
  }
  const others = s.order.filter((p) => p !== me).map((p) => prospect(s, p, left));
  const mine = prospect(s, me, left);
  if (others.length === 0) return mine;
  const top = Math.max(...others);
  const avg = others.reduce((a, x) => a + x, 0) / others.length;
  return mine - (0.7 * top + 0.3 * avg);
}
