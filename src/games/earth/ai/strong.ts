/**
 * The Earth seat that plays to win. It sees only its own view and the prompt it owes, rebuilds a stand-in
 * state from that view (stand-in.ts) and scores positions with one evaluation (evaluation.ts): its expected
 * final score against its strongest rival's. Its action is chosen by playing each action's whole turn forward
 * on the stand-in (turn-search.ts), on and off its turn alike; every other decision ranks the options by what
 * they bring (small-decisions.ts). Setup picks are drawn from the decision's generator, as the basic seat does.
 */
import type { AiPolicy } from '../../../engine/ai-policy';
import { nextInt } from '../../../engine/rng';
import type { Prompt } from '../../../engine/types';
import { ACTIONS } from '../cards/schema';
import type { EarthView } from '../view';
import { kindOf, smallChoice, wantsEvent } from './small-decisions';
import { standIn } from './stand-in';
import { bestAction } from './turn-search';

function choose(v: EarthView, p: Prompt, draw: (n: number) => number): string {
  const values = p.options.map((o) => o.value);
  const kind = kindOf(p);
  if (kind === 'setup') {
    const sides = values.filter((x) => /\.[AB]$/.test(x));
    return sides.length ? sides[draw(sides.length)]! : values[0]!;
  }
  const s = standIn(v);
  if (kind === 'action' && wantsEvent(s, p.player, p)) return 'menu.event';
  if (kind === 'action') return bestAction(s, p.player, values.filter((x) => (ACTIONS as readonly string[]).includes(x)));
  return smallChoice(s, p.player, p, kind);
}

export const earthStrongPolicy: AiPolicy<EarthView> = {
  level: 'strong',
  label: 'Strong (plays each action forward and plays to win)',
  decide(_engine, view, prompt, rng) {
    const pick = choose(view, prompt, (n) => nextInt(rng, n)[0]);
    return prompt.options.some((o) => o.value === pick) ? [pick] : [prompt.fallback ?? prompt.options[0]!.value];
  },
};
