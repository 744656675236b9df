/**
 * How a player's cards are counted for Ecosystem and Fauna objectives, Terrain bonuses and card
 * abilities (rulebook Special Rules & Edge Cases: "Flora vs. Cards", "Flora types", "Habitats";
 * "Island and Climate cards can count for Ecosystem and Fauna objectives").
 */
import { assertNever } from '../../../engine/result';
import { adjacent, colOf, rowOf } from '../board';
import { HABITATS, type Ability, type CardFilter, type Count, type Habitat, type Predicate } from '../cards/schema';
import { abilityColor, getTableauCard, printedCardMatches } from '../cards/catalogue';
import { canopyOn, climateSide, floraSlots, islandSide, trunksOn } from '../player-cards';
import type { PlayerState, Slot } from '../state';

export function slotMatches(s: Slot, f: CardFilter): boolean {
  const c = getTableauCard(s.id);
  if (!printedCardMatches(c, f)) return false;
  if (f.canopy === true) return c.type === 'flora' && canopyOn(c, s);
  return true;
}

/** Island and Climate are "cards" (EA-44, EA-51) but never Flora, Terrain or a grid position (EA-G29). */
function offGridCards(pl: PlayerState): { habitats: readonly Habitat[]; ability: Ability }[] {
  return [islandSide(pl), climateSide(pl)].filter((x) => x !== null);
}

function offGridMatches(c: { habitats: readonly Habitat[]; ability: Ability }, f: CardFilter): boolean {
  if (f.type !== undefined || f.floraType !== undefined || f.canopy === true) return false;
  return printedCardMatches({ type: 'island', habitats: c.habitats, ability: c.ability }, f);
}

export function count(pl: PlayerState, c: Count, host: number | null): number {
  switch (c.op) {
    case 'cards':
      return pl.tableau.filter((s) => slotMatches(s, c.filter)).length + offGridCards(pl).filter((x) => offGridMatches(x, c.filter)).length;
    case 'near': {
      if (host === null) return 0;
      const near = (i: number) =>
        i !== host && (c.scope === 'adjacent' ? adjacent(i, host) : c.scope === 'row' ? rowOf(i) === rowOf(host) : colOf(i) === colOf(host));
      return pl.tableau.filter((s, i) => near(i) && slotMatches(s, c.filter)).length;
    }
    case 'resource':
      return resource(pl, c.resource);
    case 'lines': {
      let n = 0;
      for (let l = 0; l < 4; l++) {
        const inLine = pl.tableau.filter((s, i) => (c.line === 'row' ? rowOf(i) : colOf(i)) === l && slotMatches(s, c.filter));
        if (inLine.length >= c.atLeast) n++;
      }
      return n;
    }
    case 'distinct': {
      const seen = new Set<string>();
      for (const s of pl.tableau) {
        const card = getTableauCard(s.id);
        if (c.of === 'habitat') card.habitats.forEach((h) => seen.add(h));
        else if (abilityColor(card) !== 'none') seen.add(abilityColor(card));
      }
      for (const x of offGridCards(pl)) {
        if (c.of === 'habitat') x.habitats.forEach((h) => seen.add(h));
        else seen.add(x.ability.color);
      }
      return seen.size;
    }
    case 'sets': {
      if (c.of === 'habitat') return Math.min(...HABITATS.map((h) => count(pl, { op: 'cards', filter: { habitat: h } }, null)));
      const n = (t: 'tree' | 'bush' | 'herb') => count(pl, { op: 'cards', filter: { floraType: t } }, null);
      return Math.min(n('tree'), n('bush'), n('herb'));
    }
  }
  return assertNever(c, 'count');
}

export function resource(pl: PlayerState, r: 'soil' | 'hand' | 'compost' | 'sprouts' | 'trunks' | 'canopies' | 'events'): number {
  switch (r) {
    case 'soil':
      return pl.soil;
    case 'hand':
      return pl.hand.length;
    case 'compost':
      return pl.compost.length;
    case 'sprouts':
      return pl.tableau.reduce((a, s) => a + s.sprouts, 0);
    case 'trunks':
      return floraSlots(pl).reduce((a, [f, s]) => a + trunksOn(f, s), 0);
    case 'canopies':
      return floraSlots(pl).filter(([f, s]) => canopyOn(f, s)).length;
    case 'events':
      return pl.events.length;
  }
  return assertNever(r, 'resource');
}

export function holds(pl: PlayerState, p: Predicate, host: number | null): boolean {
  switch (p.op) {
    case 'atLeast':
      return count(pl, p.count, host) >= p.n;
    case 'atMost':
      return count(pl, p.count, host) <= p.n;
    case 'all':
      return p.of.every((q) => holds(pl, q, host));
  }
  return assertNever(p, 'predicate');
}
