/**
 * A player's cards as the rules read them: the chosen Island and Climate sides, and the Flora in the
 * tableau with what sits on them. Growth is Trunks first, then the Canopy on top (rulebook Growing: "Growth").
 */
import type { FloraCard } from './cards/schema';
import { getClimate, getIsland, getTableauCard, sideOf, trunkSlots } from './cards/catalogue';
import type { PlayerState, Slot } from './state';

export const islandSide = (pl: PlayerState) => (pl.island ? sideOf(getIsland(pl.island.card), pl.island.side) : null);
export const climateSide = (pl: PlayerState) => (pl.climate ? sideOf(getClimate(pl.climate.card), pl.climate.side) : null);

/** Trunks on a Flora: the first `trunkSlots` Growth pieces (EA-28, EA-G09). */
export const trunksOn = (f: FloraCard, s: Slot): number => Math.min(s.growth, trunkSlots(f));
/** A Canopy is the last piece of a Flora that has one; it completes the card. */
export const canopyOn = (f: FloraCard, s: Slot): boolean => f.canopyVp !== null && s.growth >= f.growthLimit && f.growthLimit > 0;

/** The Flora in a tableau with their slots and positions (Terrains hold no Sprouts or Growth). */
export function floraSlots(pl: PlayerState): [FloraCard, Slot, number][] {
  const out: [FloraCard, Slot, number][] = [];
  pl.tableau.forEach((s, i) => {
    const c = getTableauCard(s.id);
    if (c.type === 'flora') out.push([c, s, i]);
  });
  return out;
}

/** Sprouts or Growth a Flora slot can still take (Sprout limit, Growth limit). */
export function roomOn(pl: PlayerState, kind: 'sprout' | 'grow', i: number): number {
  const s = pl.tableau[i]!;
  const f = getTableauCard(s.id) as FloraCard;
  return kind === 'sprout' ? f.sproutLimit - s.sprouts : f.growthLimit - s.growth;
}
