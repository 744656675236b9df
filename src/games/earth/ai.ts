/**
 * A basic Earth seat-filler: it reads only its own view and prompt. It plants when it can pay for a card,
 * composts when Soil is short, otherwise waters or grows where its Flora have room; every other decision
 * takes the engine's own default (the first option), never a side menu.
 */
import type { AiPolicy } from '../../ai/policy';
import type { EarthView } from './view';

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

export const earthBasicPolicy: AiPolicy = {
  level: 'basic',
  label: 'Basic (plants when it can, else builds Soil, Sprouts and Growth)',
  decide(_engine, view, prompt) {
    const v = view as EarthView;
    const values = prompt.options.map((o) => o.value).filter((x) => !x.startsWith('menu.') && x !== 'more');
    if (values.length === 0) return [prompt.fallback ?? prompt.options[0]!.value];
    if (values.every((x) => ACTIONS.includes(x))) return [pickAction(v, values)];
    if (values.includes('pay')) return ['pay'];
    return [values[0]!];
  },
};
