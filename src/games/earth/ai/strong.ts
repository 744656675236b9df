/**
 * The Earth seat that plays to win. It sees only its own view and the prompt it owes, rebuilds a stand-in
 * state from that view (stand-in.ts) and scores positions with one evaluation (evaluation.ts): its expected
 * final score against its strongest rival's. Its action is chosen by playing each action's whole turn forward
 * on the stand-in (turn-search.ts), on and off its turn alike; every other decision ranks the options by what
 * they bring (small-decisions.ts). Setup picks are drawn from the decision's generator, as the basic seat does.
 */
import { Weighing, type AiPolicy } from '../../../engine/ai-policy';
import { nextInt, type RngState } from '../../../engine/rng';
import type { Prompt } from '../../../engine/types';
import { ACTIONS } from '../cards/schema';
import type { EarthView } from '../view';
import { ew } from '../texts';
import { defaultWhy, leadMeasure, optionName, setupWhy, turnLine, type EarthWeighing } from './advice';
import { kindOf, smallChoice, wantsEvent } from './small-decisions';
import { standIn } from './stand-in';
import { bestAction } from './turn-search';

function choose(v: EarthView, p: Prompt, draw: (n: number) => number, w?: EarthWeighing): string {
  const values = p.options.map((o) => o.value);
  const kind = kindOf(p);
  if (kind === 'setup') {
    const sides = values.filter((x) => /\.[AB]$/.test(x));
    const pick = sides.length ? sides[draw(sides.length)]! : values[0]!;
    if (w) w.why = sides.length ? setupWhy(p, pick) : defaultWhy(p, pick);
    return pick;
  }
  const s = standIn(v);
  if (kind === 'action' && wantsEvent(s, p.player, p, w)) return 'menu.event';
  if (kind === 'action') {
    const pick = bestAction(s, p.player, values.filter((x) => (ACTIONS as readonly string[]).includes(x)), w);
    if (w) w.why = turnLine(w, p.player, (a) => optionName(p, a) ?? a, leadMeasure(s));
    return pick;
  }
  return smallChoice(s, p.player, p, kind, w);
}

/** The answer, and when a Hint asks, the line why: both from the one path, so they cannot differ. */
function answer(view: EarthView, prompt: Prompt, rng: RngState, w?: EarthWeighing): string[] {
  const pick = choose(view, prompt, (n) => nextInt(rng, n)[0], w);
  if (prompt.options.some((o) => o.value === pick)) return [pick];
  const out = prompt.fallback ?? prompt.options[0]!.value;
  if (w) w.why = defaultWhy(prompt, out);
  return [out];
}

export const earthStrongPolicy: AiPolicy<EarthView> = {
  level: 'strong',
  label: ew('ai.strong'),
  decide(_engine, view, prompt, rng) {
    return answer(view, prompt, rng);
  },
  advise(_engine, view, prompt, rng) {
    const w: EarthWeighing = new Weighing();
    const out = answer(view, prompt, rng, w);
    return { answer: out, why: w.why ?? defaultWhy(prompt, out[0]!) };
  },
};
