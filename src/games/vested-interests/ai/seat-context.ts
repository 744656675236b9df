/**
 * What every valuation of one decision shares: the seat's view, a stand-in state for asking the rules, and the
 * measures of the game left (incomes still to come, whether Collapse would be this seat's win).
 */
import type { PlayerId } from '../../../engine/types';
import { heldBy } from '../board';
import type { Role } from '../cards/schema';
import { catalogue as cat, getAsset } from '../cards/catalogue';
import type { VIState } from '../state';
import type { VIView } from '../view';
import { COLLAPSE_LOSS } from './climate-stakes';
import { standIn } from './stand-in';

export interface SeatContext {
  v: VIView;
  s: VIState;
  me: PlayerId;
  role: Role;
  /** Income phases still to come after this round's actions. */
  incomes: number;
  /** Band points of a Collapse to this seat: a win if it would qualify as an Accelerationist, else a loss. */
  collapseWin: number;
}

export const dirtyHeld = (s: VIState, p: PlayerId) => heldBy(s, p).filter((a) => getAsset(a.type).class === 'dirty').length;

export function seatContext(v: VIView, me: PlayerId): SeatContext {
  const s = standIn(v);
  const role = (v.me?.agenda.role ?? 'opportunist') as Role;
  const q = cat.scoring.collapse;
  const qualifies = role === 'accelerationist' && dirtyHeld(s, me) >= q.minDirtyAssets && s.me[me]!.capital >= q.minCapital;
  return { v, s, me, role, incomes: Math.max(0, v.rounds - v.round), collapseWin: qualifies ? COLLAPSE_LOSS : -COLLAPSE_LOSS };
}

/**
 * A rough final score of any seat from public things only: Legacy so far, held assets' Legacy, Capital now
 * and the income still to come. It ranks rivals for Takeovers, Tribunal votes and Schemes.
 */
export function standing(c: SeatContext, p: PlayerId): number {
  const x = c.s.me[p]!;
  const held = heldBy(c.s, p);
  const income = 2 + held.reduce((n, a) => n + (a.idle > 0 ? 0 : getAsset(a.type).income), 0);
  return x.legacy + held.reduce((n, a) => n + getAsset(a.type).legacy, 0) + (x.capital + income * c.incomes) / 4;
}

/** The rival most likely to win on points. */
export function leader(c: SeatContext): PlayerId | null {
  let best: PlayerId | null = null;
  for (const p of c.s.players) if (p !== c.me && (best === null || standing(c, p) > standing(c, best))) best = p;
  return best;
}
