/**
 * One evaluation of a position for the AI: Preservation and Pollution on the Seesaw, the danger of the
 * end-of-round Pollution tipping it, every active Crisis as a liability shrunk by the containers and
 * Influence already around it, and the seat's own Credits, Need levels and hand.
 */
import type { PlayerId } from '../../../engine/types';
import { OPPOSITE, cellAt, neighbour } from '../board';
import { CATEGORIES, SIDES, projectCreditCost, type Category } from '../cards/schema';
import { catalogue, crisis, proj } from '../cards/catalogue';
import { activeCrises } from '../rules/crisis-effects';
import { roundEndPollution } from '../rules/round-end';
import { SEESAW_CAPACITY, pollutionTorque, preservationTorque } from '../rules/seesaw';
import { seat, type Cell, type TpState } from '../state';

const PRES = 10;
const POL = 10;
/** Rounds an unsolved Crisis is expected to keep polluting. */
const CRISIS_HORIZON = 1.6;
const CREDIT = 1;
const CARD = 1.8;
const WIN = 100_000;

/** Value of a Crisis's remaining threat: what solving it brings, shrunk by the work already done around it. */
function crisisLiability(s: TpState, c: Cell): number {
  const card = crisis(c.card.id);
  const worth = PRES * card.preservation + POL * card.pollution * CRISIS_HORIZON;
  let need = 0;
  let have = 0;
  let ready = 0;
  let edges = 0;
  for (const side of SIDES) {
    const k = card.influence[side];
    if (k === 0) continue;
    edges++;
    need += k;
    const n = cellAt(s.grid, neighbour(c, side));
    if (!n) ready += 0.3;
    else if (n.card.kind === 'project' && !n.card.up) {
      ready += 1;
      have += Math.min(k, n.tokens.length);
    } else if (n.card.kind === 'project') ready += 0.55;
  }
  const f = need ? have / need : 0;
  const r = edges ? ready / edges : 0;
  return worth * (1 - (0.5 * f + 0.3 * f * f + 0.15 * r));
}

/** Tokens on face-down Projects that no Crisis edge asks for still help a Crisis placed there later. */
function strayTokens(s: TpState): number {
  let n = 0;
  for (const c of s.grid) {
    if (c.card.kind !== 'project' || c.card.up || c.tokens.length === 0) continue;
    let wanted = 0;
    for (const side of SIDES) {
      const x = cellAt(s.grid, neighbour(c, side));
      if (x?.card.kind === 'crisis' && x.card.up) wanted += crisis(x.card.id).influence[OPPOSITE[side]];
    }
    n += Math.max(0, c.tokens.length - wanted);
  }
  return n;
}

/** The named parts an evaluation adds up, for saying which of them tells two positions apart. */
export type EvalPart = 'outcome' | 'preservation' | 'pollution' | 'crises' | 'tipping' | 'stray' | 'credits' | 'needs' | 'hand' | 'vp';
export type EvalParts = Record<EvalPart, number>;

export const noParts = (): EvalParts => ({ outcome: 0, preservation: 0, pollution: 0, crises: 0, tipping: 0, stray: 0, credits: 0, needs: 0, hand: 0, vp: 0 });

/** The position's worth to `me`; `parts`, when given, receives each term as it is added (the sum is the same either way). */
export function evaluate(s: TpState, me: PlayerId, parts?: EvalParts): number {
  if (s.over) {
    const v = s.over.won ? WIN + 10 * s.preservation : -WIN + 10 * s.preservation - s.pollution;
    if (parts) parts.outcome = v;
    return v;
  }
  let v = PRES * s.preservation - POL * s.pollution;
  if (parts) [parts.preservation, parts.pollution] = [PRES * s.preservation, -POL * s.pollution];
  const endPollution = roundEndPollution(s);
  const spendBlock = new Set<Category>();
  for (const c of activeCrises(s)) {
    const card = crisis(c.card.id);
    if (card.block?.op === 'blockSpend') spendBlock.add(card.block.category);
    const liability = crisisLiability(s, c);
    v -= liability;
    if (parts) parts.crises -= liability;
  }
  const after = Math.min(SEESAW_CAPACITY, s.pollution + endPollution);
  const margin = s.options.tip - (pollutionTorque(after) - preservationTorque(s.preservation));
  const danger = margin <= 0 || after >= SEESAW_CAPACITY ? 400 : 80 / margin + 80 / (SEESAW_CAPACITY - after);
  v -= danger;
  v += 1.5 * strayTokens(s);
  if (parts) [parts.tipping, parts.stray] = [-danger, 1.5 * strayTokens(s)];
  const x = seat(s, me);
  const roundsLeft = Math.max(1, s.options.max_rounds - s.round);
  const levelWorth = Math.min(roundsLeft, 4);
  for (const k of CATEGORIES) {
    const credits = CREDIT * x.credits[k] * (spendBlock.has(k) ? 0.8 : 1);
    v += credits;
    if (parts) parts.credits += credits;
    const lvl = x.needs[k];
    if (lvl !== undefined) {
      v += levelWorth * Math.min(lvl, catalogue.board.maxLevel);
      if (parts) parts.needs += levelWorth * Math.min(lvl, catalogue.board.maxLevel);
    }
  }
  const hand = CARD * Math.min(x.hand.length, 10) + 0.5 * Math.max(0, x.hand.length - 10);
  v += hand;
  if (parts) parts.hand = hand;
  if (s.options.variant === 'competitive') {
    v += 2 * x.vp;
    if (parts) parts.vp = 2 * x.vp;
  }
  return v;
}

/** What a hand card is roughly worth to this seat (to choose what to pass on or discard). */
export function cardWorth(s: TpState, me: PlayerId, id: string): number {
  const c = proj(id);
  const x = seat(s, me);
  let v = 0;
  for (const e of c.effects) {
    if (e.op === 'needIcon') v += (e.need === 'any' ? 4 : x.needs[e.need] !== undefined ? 3 : 2) * e.amount;
    else if (e.op === 'gainInfluence') v += 6 * e.amount;
    else if (e.op === 'gainCredits') v += e.amount;
    else if (e.op === 'drawProjects') v += 2 * e.amount;
    else if (e.op === 'removePollution') v += 8 * e.amount;
  }
  v -= projectCreditCost(c);
  for (const k of c.lowerNeed) if (x.needs[k] !== undefined) v -= x.needs[k]! <= 1 ? 6 : 3;
  for (const sp of c.cost.specific) if (x.credits[sp.category] < sp.amount && x.needs[sp.category] === undefined) v -= 2;
  return v;
}
