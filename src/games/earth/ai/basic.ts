/**
 * A basic Earth seat-filler: it reads only its own view and prompt. It plants when it can pay for a card,
 * composts when Soil is short, otherwise waters or grows where its Flora have room. It keeps the drawn card
 * worth most, plays the Events worth points, composts the cards it could not afford for their end-game point,
 * and otherwise takes the engine's own default (the first option). Its Island, Climate and Ecosystem are drawn
 * from its offers by the decision's generator (see `setupPick`).
 */
import type { AiPolicy } from '../../../engine/ai-policy';
import { nextInt, type RngState } from '../../../engine/rng';
import type { Option } from '../../../engine/types';
import type { CardView, EarthView } from '../view';
import { ew } from '../texts';

const ACTIONS = ['plant', 'compost', 'water', 'grow'];

function pickAction(v: EarthView, offered: string[]): string {
  const me = v.players.find((p) => p.id === v.viewer);
  const hand = v.hand ?? [];
  if (!me) return offered[0]!;
  const canPlant = me.tableau.length < 16 && hand.some((c) => c.kind !== 'event' && c.cost <= me.soil);
  const sproutRoom = me.tableau.reduce((a, c) => a + (c.kind === 'flora' ? c.sproutLimit - c.sprouts : 0), 0);
  const growRoom = me.tableau.reduce((a, c) => a + (c.kind === 'flora' ? c.growthLimit - c.trunks - (c.canopy ? 1 : 0) : 0), 0);
  const want = canPlant ? 'plant' : me.soil < 5 ? 'compost' : sproutRoom >= 4 ? 'water' : growRoom >= 2 ? 'grow' : 'compost';
  return offered.includes(want) ? want : offered[0]!;
}

/** Points a card can bring once planted, less what it costs in turns of Soil. */
function worth(c: CardView, soil: number): number {
  const engine = c.color === 'none' || c.color === 'scoring' ? 0 : 2;
  // A Terrain's bonus is not in the view's numbers; about five points is what they score in seeded games.
  const points = c.kind === 'event' ? c.vp ?? 0 : c.kind === 'terrain' ? 5 + engine : (c.canopyVp ?? c.growthLimit) + c.sproutLimit / 2 + engine;
  return points - Math.max(0, c.cost - soil) / 2;
}

function bestCard(cards: readonly CardView[], offered: readonly string[], soil: number): string | undefined {
  return cards.filter((c) => offered.includes(c.id)).sort((a, b) => worth(b, soil) - worth(a, soil))[0]?.id;
}

function worstCard(cards: readonly CardView[], offered: readonly string[], soil: number): string | undefined {
  return cards.filter((c) => offered.includes(c.id)).sort((a, b) => worth(a, soil) - worth(b, soil))[0]?.id;
}

/** Compost the least useful card while more than three remain: each composted card is a point at the end. */
function compostChoice(v: EarthView, offered: readonly string[], soil: number): string {
  if ((v.hand?.length ?? 0) <= 3) return 'stop';
  return worstCard((v.hand ?? []).filter((c) => c.kind !== 'event'), offered, soil) ?? 'stop';
}

/** An Event worth points that it can pay for now, played from the first decision that offers the Event menu. */
function bestEvent(v: EarthView, offered: readonly string[], soil: number): string | undefined {
  if (!offered.includes('menu.event') && !(offered[0] === 'back' && offered.some((x) => v.hand?.some((c) => c.id === x)))) return undefined;
  return (v.hand ?? [])
    .filter((c) => c.kind === 'event' && (c.vp ?? 0) >= 1 && c.cost <= soil)
    .sort((a, b) => (b.vp ?? 0) - (a.vp ?? 0))[0]?.id;
}

/**
 * Setup picks. Every side is built on one power budget that trades starting resources and VP against the
 * strength of its ability (docs/earth-cards.md), so the numbers a seat can read off its offers say nothing
 * clear about which side will score more; what an ability is worth depends on the table's actions. A draw
 * from the decision's generator keeps games replayable and lets every side be played, and so measured.
 */
function setupPick(v: EarthView, options: readonly Option[], rng: RngState): string | undefined {
  if (v.phase !== 'setup' || !v.offers) return undefined;
  const sides = options.filter((o) => /\.[AB]$/.test(o.value));
  if (sides.length === 0) return undefined;
  return sides[nextInt(rng, sides.length)[0]]!.value;
}

export const earthBasicPolicy: AiPolicy<EarthView> = {
  level: 'basic',
  label: ew('ai.basic'),
  decide(_engine, view, prompt, rng) {
    const v = view;
    const side = setupPick(v, prompt.options, rng);
    if (side) return [side];
    const soil = v.players.find((p) => p.id === v.viewer)?.soil ?? 0;
    const all = prompt.options.map((o) => o.value);
    const event = bestEvent(v, all, soil);
    if (event && (all.includes('menu.event') || all[0] === 'back')) return [all.includes(event) ? event : 'menu.event'];
    if (all[0] === 'back') return ['back'];
    const values = all.filter((x) => !x.startsWith('menu.') && x !== 'more');
    if (values.length === 0) return [prompt.fallback ?? prompt.options[0]!.value];
    if (values.every((x) => ACTIONS.includes(x))) return [pickAction(v, values)];
    if (values.includes('pay')) return ['pay'];
    const hand = v.hand ?? [];
    const fromHand = values.some((x) => hand.some((c) => c.id === x));
    const keep = bestCard(v.looking ?? [], values, soil);
    if (keep) return [keep];
    if (values[0] === 'stop' && fromHand) return [compostChoice(v, values, soil)];
    // Planting offers the hand and "skip", dearest first (in seeded games the dearest card beats any other pick);
    // paying with cards offers the hand alone and should lose the least.
    if (fromHand && !values.includes('skip')) return [worstCard(hand, values, soil) ?? values[0]!];
    return [values[0]!];
  },
};
