import type { Outcome } from '../../engine/types';
import type { VIState } from './state';

/** The outcome, read from the final scores once the game has ended (a Collapse with no winner: everyone loses). */
export function outcomeOf(s: VIState): Outcome | null {
  if (!s.final) return null;
  const scores = Object.fromEntries(Object.entries(s.final.scores).map(([p, x]) => [p, x.total]));
  return { kind: 'ranked' as const, winners: s.final.winner ? [s.final.winner] : [], summary: s.final.summary, ...(Object.keys(scores).length > 0 ? { scores } : {}) };
}
