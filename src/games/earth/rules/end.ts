/**
 * End Game Trigger (rulebook Scoring / Victory Conditions): the game ends at the end of the round in which
 * a player completes their 16-card tableau; that player takes the 7 VP bonus. House rules: an empty Earth
 * deck also ends the round, and a short game may end after `max_rounds`. Solo: Gaia's deck running out
 * for the second time ends it too.
 */
import { TABLEAU_SLOTS } from '../board';
import { catalogue } from '../cards/catalogue';
import { pub, type Ctx } from '../draft';
import { seatsFromActive } from '../seats';
import type { EarthState } from '../state';
import { breakdown } from './scoring';
import { gaiaScore } from './solo-gaia';
import { ew } from '../texts';

/** EA-30..EA-33, EA-G12: the 7 VP goes to the first to complete; the round is then finished. */
export function completionCheck(c: Ctx): void {
  const s = c.s;
  const full = seatsFromActive(s).filter((p) => s.players[p]!.tableau.length >= TABLEAU_SLOTS);
  if (full.length > 0 && s.completion === null) {
    s.completion = full[0]!;
    pub(c, ew('log.completes', { player: `{${full[0]}}` }));
  }
  if (full.length > 0 && !s.endTriggered) {
    s.endTriggered = true;
    s.endReason = ew('endReason.completed');
  }
  if (s.deck.length === 0 && !s.endTriggered) {
    s.endTriggered = true;
    s.endReason = ew('endReason.deck');
    pub(c, ew('log.deckOut'));
  }
}

/** Why the game ends now that a round is over, or null to play another round. */
export function roundEndReason(s: EarthState): string | null {
  if (s.gaia && s.gaia.turns >= catalogue.gaia.passes * catalogue.gaia.deck.length) return ew('endReason.gaia');
  if (s.endTriggered) return s.endReason ?? ew('endReason.round');
  if (s.options.max_rounds > 0 && s.round >= s.options.max_rounds) return ew('endReason.limit', { count: s.options.max_rounds });
  return null;
}

export function finish(c: Ctx, why: string): void {
  const s = c.s;
  s.phase = 'over';
  s.endReason = why;
  for (const p of s.order) s.players[p]!.jobs = [];
  pub(c, ew('log.over', { why }));
  const lines = s.order.map((p) => ew('log.score', { name: `{${p}}`, vp: breakdown(s, p).total }));
  const g = gaiaScore(s);
  if (g) lines.push(ew('log.score', { name: ew('gaia'), vp: g.total }));
  pub(c, ew('log.finalScores', { scores: lines.join(', ') }));
}
