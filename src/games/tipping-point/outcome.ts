/**
 * The result of a finished game, read from the state: everyone wins or loses together (RB "Objective of
 * the Game"); in the competitive variant the most Victory Points rank a won game (RB "Competitive Variant Rules").
 */
import type { Outcome } from '../../engine/types';
import { seat, type TpState } from './state';

export function outcome(s: TpState): Outcome | null {
  if (!s.over) return null;
  const summary = `${s.over.won ? 'Everyone wins' : 'Everyone loses'}: ${s.over.reason} (round ${s.round}, ${s.preservation} Preservation, ${s.pollution} Pollution, ${s.solvedCount === 1 ? '1 Crisis' : `${s.solvedCount} Crises`} solved).`;
  if (s.options.variant === 'competitive') {
    const scores = Object.fromEntries(s.players.map((p) => [p, seat(s, p).vp]));
    if (!s.over.won) return { kind: 'ranked', winners: [], scores, summary: `${summary} In the competitive variant a lost game has no winner.` };
    const best = Math.max(...Object.values(scores));
    const winners = s.players.filter((p) => scores[p] === best);
    return { kind: 'ranked', winners, scores, summary: `${summary} ${winners.map((w) => `{${w}}`).join(' and ')} ${winners.length === 1 ? 'has' : 'share'} the most Victory Points (${best}).` };
  }
  return { kind: 'team', winners: s.over.won ? [...s.players] : [], summary };
}
