/**
 * The result of a finished game, read from the state: everyone wins or loses together (RB "Objective of
 * the Game"); in the competitive variant the most Victory Points rank a won game (RB "Competitive Variant Rules").
 */
import type { Outcome } from '../../engine/types';
import { seat, type TpState } from './state';
import { listWords } from '../../engine/words';
import { w } from './words';

export function outcome(s: TpState): Outcome | null {
  if (!s.over) return null;
  const summary = w(s.over.won ? 'outcome.won' : 'outcome.lost', { reason: s.over.reason, round: s.round, preservation: s.preservation, pollution: s.pollution, count: s.solvedCount });
  if (s.options.variant === 'competitive') {
    const scores = Object.fromEntries(s.players.map((p) => [p, seat(s, p).vp]));
    if (!s.over.won) return { kind: 'ranked', winners: [], scores, summary: w('outcome.lostCompetitive', { summary }) };
    const best = Math.max(...Object.values(scores));
    const winners = s.players.filter((p) => scores[p] === best);
    return { kind: 'ranked', winners, scores, summary: w('outcome.mostPoints', { summary, winners: listWords('and', winners.map((x) => `{${x}}`)), count: winners.length, best }) };
  }
  return { kind: 'team', winners: s.over.won ? [...s.players] : [], summary };
}
