/**
 * The choice of action, by playing the whole turn forward on the stand-in: for each action the seat may take,
 * the engine itself resolves the major benefit, every other seat's minor benefit and every ability that fires,
 * the seat answering its own decisions as it would (small-decisions.ts) and the others taking their defaults;
 * the action that leaves the best margin (evaluation.ts) is chosen.
 */
import type { PlayerId, Prompt } from '../../../engine/types';
import { applyToDraft } from '../apply';
import { draftOf, type Ctx } from '../draft';
import { prompts } from '../prompts';
import type { EarthState } from '../state';
import type { EarthWeighing } from './advice';
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

/**
 * Plays from the draft's state to the end of the current turn (or of the game), in place: one draft for the
 * whole turn, since every answer given is one the prompt offers.
 */
function playTurnOut(c: Ctx, me: PlayerId): EarthState {
  const turn = c.s.turnNo;
  for (let step = 0; step < TURN_STEPS && c.s.phase !== 'over' && c.s.turnNo === turn; step++) {
    const p = prompts(c.s)[0];
    if (!p) break;
    c.ev = [];
    const mine = p.player === me ? smallChoice(c.s, me, p) : defaultAnswer(p);
    if (applyToDraft(c, p.player, mine) && applyToDraft(c, p.player, defaultAnswer(p))) break;
  }
  return c.s;
}

/** The action (of `offered`) whose turn, played out on the stand-in, leaves the seat the best margin. */
export function bestAction(standIn: EarthState, me: PlayerId, offered: readonly string[], w?: EarthWeighing): string {
  const s: EarthState = { ...standIn, players: { ...standIn.players, [me]: { ...standIn.players[me]!, jobs: [{ k: 'action' }] } } };
  const p = prompts(s).find((x) => x.player === me);
  let bestValue = -Infinity;
  let best = offered[0]!;
  for (const a of offered) {
    const c = draftOf(s);
    if (!p || applyToDraft(c, me, a)) continue;
    const after = playTurnOut(c, me);
    const value = margin(after, me);
    w?.see(a, value, after);
    if (value > bestValue) [best, bestValue] = [a, value];
  }
  if (w) w.chosen = best;
  return best;
}
