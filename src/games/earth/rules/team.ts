/**
 * Team Mode (2 vs 2, EA-62..EA-64): seats 1+2 play seats 3+4. Soil and cards a player earned this turn may
 * go on the team's shared board; whatever is there must be taken by either teammate before the end of the
 * turn, or it is discarded. Team scores are combined (see `outcome.ts`).
 */
import type { PlayerId, RuleError } from '../../../engine/types';
import { getEarthCard } from '../cards/catalogue';
import { priv, pub, type Ctx } from '../draft';
import { fail, type EarthError } from '../errors';
import { seatsFromActive } from '../seats';
import type { EarthState } from '../state';
import { ew } from '../texts';

const TEAMS: Record<string, 'A' | 'B'> = { p0: 'A', p1: 'A', p2: 'B', p3: 'B' };
export const teamOf = (p: string): 'A' | 'B' | null => TEAMS[p] ?? null;

/** Team mode (EA-62, EA-63): what p may give to or take from the Team board right now. */
export function teamMoves(s: EarthState, p: PlayerId): string[] {
  const t = teamOf(p);
  if (s.options.variant !== 'team' || !t) return [];
  const pl = s.players[p]!;
  const board = s.teamBoards[t]!;
  const out: string[] = [];
  if (board.soil > 0) out.push('take.soil');
  for (const id of board.cards) out.push(`take.${id}`);
  if (pl.earnedSoil > 0 && pl.soil > 0) out.push('give.soil');
  for (const id of pl.earnedCards) if (pl.hand.includes(id)) out.push(`give.${id}`);
  return out;
}

/** One move on the Team board: give or take 1 Soil or one card. */
export function teamMove(c: Ctx, p: PlayerId, v: string, fromMenu: boolean): RuleError<EarthError> | null {
  const s = c.s;
  const pl = s.players[p]!;
  if (!teamMoves(s, p).includes(v)) {
    if (s.options.variant !== 'team') return fail('not-team-game', ew('error.notTeamGame'));
    return fail('team-move', ew('error.teamMove'));
  }
  const t = teamOf(p)!;
  const board = s.teamBoards[t]!;
  const mate = s.order.find((q) => q !== p && teamOf(q) === t)!;
  if (v === 'take.soil') {
    board.soil -= 1;
    pl.soil += 1;
    pub(c, ew('log.teamTakeSoil', { player: `{${p}}` }));
  } else if (v === 'give.soil') {
    pl.soil -= 1;
    pl.earnedSoil -= 1;
    board.soil += 1;
    pub(c, ew('log.teamPutSoil', { player: `{${p}}` }));
  } else if (v.startsWith('take.')) {
    const id = v.slice(5);
    board.cards.splice(board.cards.indexOf(id), 1);
    pl.hand.push(id);
    pub(c, ew('log.teamTakeCard', { player: `{${p}}` }));
  } else {
    const id = v.slice(5);
    pl.hand.splice(pl.hand.indexOf(id), 1);
    pl.earnedCards.splice(pl.earnedCards.indexOf(id), 1);
    board.cards.push(id);
    pub(c, ew('log.teamPutCard', { player: `{${p}}` }));
    priv(c, p, ew('log.youPutTeam', { card: getEarthCard(id).name }));
    priv(c, mate, ew('log.matePutTeam', { player: `{${p}}`, card: getEarthCard(id).name }));
  }
  if (v.startsWith('give.') && s.phase === 'team' && !s.players[mate]!.jobs.some((j) => j.k === 'team')) s.players[mate]!.jobs.push({ k: 'team' });
  if (fromMenu) pl.jobs.shift();
  return null;
}

/** After the Fauna check: everyone who can still use the Team board gets a window to do so. */
export function openTeamWindow(c: Ctx): boolean {
  const s = c.s;
  let any = false;
  for (const p of seatsFromActive(s)) {
    if (teamMoves(s, p).length > 0) {
      s.players[p]!.jobs.push({ k: 'team' });
      any = true;
    }
  }
  return any;
}

/** End of turn: what is left on a Team board is discarded under the deck. */
export function clearTeamBoards(c: Ctx): void {
  const s = c.s;
  for (const t of ['A', 'B']) {
    const b = s.teamBoards[t]!;
    if (b.soil > 0 || b.cards.length > 0) pub(c, ew('log.teamCleared', { team: t, soil: b.soil, count: b.cards.length }));
    s.deck.push(...b.cards);
    s.teamBoards[t] = { soil: 0, cards: [] };
  }
}

/** The end-of-turn Team board window: one move at a time until "done". */
export function answerTeamWindow(c: Ctx, p: PlayerId, v: string): RuleError<EarthError> | null {
  if (v === 'done') {
    c.s.players[p]!.jobs.shift();
    return null;
  }
  return teamMove(c, p, v, false);
}
