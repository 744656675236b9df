/**
 * The choice of action, by playing the whole turn forward on the stand-in: for each action the seat may take,
 * the engine itself resolves the major benefit, every other seat's minor benefit and every ability that fires,
 * the seat answering its own decisions as it would (small-decisions.ts) and the others taking their defaults;
 * the action that leaves the best margin (evaluation.ts) is chosen.
 */
import type { PlayerId, Prompt } from '../../../engine/types';
import { apply } from '../apply';
import { prompts } from '../prompts';
import type { EarthState } from '../state';
import { margin } from './evaluation';
import { smallChoice } from './small-decisions';

/** Far more decisions than one turn of five seats takes: a guard, never reached in play. */
const TURN_STEPS = 400;

/** What another seat answers in a forward play: the prompt's own default, as a seat that has not thought. */
function defaultAnswer(p: Prompt): string {
  const values = p.options.map((o) => o.value);
  if (p.fallback !== undefined && values.includes(p.fallback)) return p.fallback;
  return values.find((v) => !v.startsWith('menu.') && v !== 'more') ?? values[0]!;
}

function answer(s: EarthState, who: PlayerId, p: Prompt, value: string): EarthState | null {
  const r = apply(s, who, { prompt: p.id, values: [value] });
  return r.ok ? r.value.state : null;
}

/** Plays from `s` to the end of the current turn (or of the game). */
export function playTurnOut(start: EarthState, me: PlayerId): EarthState {
  let s = start;
  const turn = s.turnNo;
  for (let step = 0; step < TURN_STEPS && s.phase !== 'over' && s.turnNo === turn; step++) {
    const p = prompts(s)[0];
    if (!p) break;
    const next = answer(s, p.player, p, p.player === me ? smallChoice(s, me, p) : defaultAnswer(p)) ?? answer(s, p.player, p, defaultAnswer(p));
    if (!next) break;
    s = next;
  }
  return s;
}

/** The action (of `offered`) whose turn, played out on the stand-in, leaves the seat the best margin. */
export function bestAction(standIn: EarthState, me: PlayerId, offered: readonly string[]): string {
  const s: EarthState = { ...standIn, players: { ...standIn.players, [me]: { ...standIn.players[me]!, jobs: [{ k: 'action' }] } } };
  const p = prompts(s).find((x) => x.player === me);
  let bestValue = -Infinity;
  let best = offered[0]!;
  for (const a of offered) {
    const after = p ? answer(s, me, p, a) : null;
    if (!after) continue;
    const value = margin(playTurnOut(after, me), me);
    if (value > bestValue) [best, bestValue] = [a, value];
  }
  return best;
}
