/**
 * RB "Solving Crises": every Crisis edge with Influence icons faces a face-down Project holding that many
 * tokens; the player who places the last token solves it at once (FAQ "Crisis"), the tokens go back, the
 * Preservation goes on the Seesaw and the Crisis turns face-down.
 */
import type { PlayerId } from '../../../engine/types';
import { byReading, cellAt, neighbour, neighbours, type Pos } from '../board';
import { SIDES } from '../cards/schema';
import { crisis } from '../cards/catalogue';
import { say, type Ctx } from '../draft';
import type { Cell, TpState } from '../state';
import { trigger } from './advisors';
import { scoreSolvedCrisis } from './competitive';
import { addPreservation } from './seesaw';
import { cardName, w } from '../words';

/** TP-60: every edge with Influence icons faces a face-down Project holding at least that many. */
export function crisisSatisfied(s: TpState, c: Cell): boolean {
  if (c.card.kind !== 'crisis' || !c.card.up) return false;
  const card = crisis(c.card.id);
  return SIDES.every((side) => {
    const k = card.influence[side];
    if (k === 0) return true;
    const n = cellAt(s.grid, neighbour(c, side));
    return !!n && n.card.kind === 'project' && !n.card.up && n.tokens.length >= k;
  });
}

/** Place one token of `owner` (placed by `placer`) on a face-down Project, then solve what it completes. */
export function placeToken(ctx: Ctx, placer: PlayerId, owner: PlayerId, at: Pos): void {
  const cell = cellAt(ctx.s.grid, at);
  if (!cell || cell.card.kind !== 'project' || cell.card.up) throw new Error('Influence goes on face-down Projects only');
  cell.tokens.push(owner);
  solveAround(ctx, placer, at);
}

/** RB/FAQ: the player who places the last required token solves the Crisis at once (TP-61). */
function solveAround(ctx: Ctx, resolver: PlayerId, at: Pos): void {
  for (let guard = 0; guard < 8 && !ctx.s.over; guard++) {
    const ready = [at, ...neighbours(at)]
      .map((p) => cellAt(ctx.s.grid, p))
      .filter((c): c is Cell => !!c && crisisSatisfied(ctx.s, c))
      .sort(byReading);
    const first = ready[0];
    if (!first) return;
    solveCrisis(ctx, resolver, first);
  }
}

export function solveCrisis(ctx: Ctx, resolver: PlayerId, c: Cell): void {
  const s = ctx.s;
  const card = crisis(c.card.id);
  const given: Record<string, number> = {};
  for (const side of SIDES) {
    const k = card.influence[side];
    if (k === 0) continue;
    const n = cellAt(s.grid, neighbour(c, side))!;
    for (const owner of n.tokens.splice(0, k)) given[owner] = (given[owner] ?? 0) + 1;
  }
  c.card.up = false;
  s.solvedCount++;
  const parts = Object.entries(given).map(([p, k]) => `{${p}} ${k}`).join(', ');
  say(ctx, w('log.solves', { player: `{${resolver}}`, crisis: cardName(card.id), level: card.level, parts }));
  // TP-G27: who gave what is on the table in the tokens' colours; each player's score is told to them alone.
  if (s.options.variant === 'competitive') scoreSolvedCrisis(ctx, card, given);
  addPreservation(ctx, card.preservation, w('why.solved', { crisis: cardName(card.id) }));
  trigger(ctx, resolver, 'afterSolve', null);
}
