/**
 * The actions other than building, each valued in final points like a build so the action menu can weigh them
 * all: Research (cooling for a seat whose band needs it), Disinfo (heat for one that wants it), a Takeover
 * (its odds, what the target's owner loses and what its Heat does), Helios' conversion, Fortify, drawing a
 * Scheme and an Accelerationist's reveal for Open Throttle.
 */
import { heldBy, uidAsset } from '../board';
import { catalogue as cat, getAgenda, getAsset } from '../cards/catalogue';
import { fortifyCost, miniCost, schemeCost } from '../rules/houses-agendas-vices';
import { takeoverTargets } from '../rules/takeover';
import { climateValue } from './climate-stakes';
import { dirtyHeld, leader, type SeatContext } from './seat-context';

const RESEARCH_PPM = 11;
/** Share of a rival's loss that counts as this seat's gain when the rival is not the one to beat. */
const OTHER_RIVAL = 0.35;
/** What a Scheme in hand is worth on average when it is played (Backhander's 2 Capital, a waived repair, a NIMBY). */
const SCHEME_IN_HAND = 0.9;
/** Share of an asset's remaining income that a Defence token is expected to save from weather. */
const FORTIFY_SAVES = 0.12;

const activeResearch = (c: SeatContext) => c.v.assets.filter((a) => a.mini === 'research' && !a.silenced && !a.community).length;

export function researchValue(c: SeatContext): number {
  if (c.incomes < 1 || c.v.cooling >= cat.climate.research.tableCapPerRound) return -Infinity;
  const halcyon = c.s.me[c.me]!.house === 'house.halcyon' ? 1 : 0;
  return climateValue(c.v, c.role, { cooling: RESEARCH_PPM }, c.collapseWin) - (miniCost(c.s, c.me, 'research') - halcyon) / 4;
}

export function disinfoValue(c: SeatContext): number {
  if (activeResearch(c) !== 1) return -Infinity;
  return climateValue(c.v, c.role, { now: RESEARCH_PPM }, c.collapseWin) - miniCost(c.s, c.me, 'disinfo') / 4;
}

/** The chance the attack wins: both sides roll a die and add their strength; the defender wins ties. */
function winChance(att: number, def: number): number {
  let wins = 0;
  for (let a = 1; a <= 6; a += 1) for (let d = 1; d <= 6; d += 1) if (a + att > d + def) wins += 1;
  return wins / 36;
}

export interface TakeoverPlan {
  value: string;
  district: string;
  worth: number;
}

/** Each target's worth: the odds against the defence its owner can still muster, times what a flip gains. */
export function takeoverPlans(c: SeatContext): TakeoverPlan[] {
  const top = leader(c);
  const x = c.s.me[c.me]!;
  const backing = c.v.me?.schemes.some((k) => k.id === 'scheme.hired-backing') ? 1 : 0;
  const vested = c.role === 'accelerationist' && x.agendaRevealed;
  return takeoverTargets(c.s, c.me).flatMap((t) => {
    if (!t.value.startsWith('a')) return [];
    const a = uidAsset(c.s, Number(t.value.slice(1)))!;
    const def = getAsset(a.type);
    const owner = a.owner ? c.s.me[a.owner]! : null;
    const guards = owner ? Math.min(2, owner.ops) : 0;
    const exposed = owner?.agendaRevealed && getAgenda(owner.agenda).role === 'accelerationist' ? 1 : 0;
    const p = winChance(1 + backing + exposed, def.security + guards);
    const income = a.idle > 0 ? 0 : def.income;
    const rivalLoss = a.owner ? ((income * c.incomes) / 4 + def.legacy) * (a.owner === top ? 1 : OTHER_RIVAL) : 0;
    const gain = vested
      ? (income * c.incomes) / 4 + (def.class === 'dirty' ? 0 : def.legacy) + rivalLoss
      : rivalLoss + (def.heat !== 0 && c.incomes > 0 ? climateValue(c.v, c.role, { heat: -def.heat }, c.collapseWin) : 0);
    return [{ value: t.value, district: t.district, worth: p * gain }];
  });
}

export function convertValue(c: SeatContext): number {
  const climate = climateValue(c.v, c.role, { heat: -getAsset('fossil-plant').heat }, c.collapseWin);
  return climate + getAsset('solar').legacy - ((getAsset('fossil-plant').income - getAsset('solar').income) * c.incomes) / 4;
}

/** The undefended asset a Defence token would guard best, with its worth. */
export function fortifyPlan(c: SeatContext): { uid: number; worth: number } | null {
  let best: { uid: number; worth: number } | null = null;
  for (const a of heldBy(c.s, c.me)) {
    if (a.defence) continue;
    const worth = (FORTIFY_SAVES * getAsset(a.type).income * c.incomes - fortifyCost(c.s, c.me)) / 4;
    if (!best || worth > best.worth) best = { uid: a.uid, worth };
  }
  return best;
}

export function schemeDrawValue(c: SeatContext): number {
  const me = c.v.me;
  if (!me || me.schemes.length >= cat.rules.schemes.handLimit || c.incomes < 1) return -Infinity;
  const schemer = me.vice.id === 'vice.schemer' && c.s.me[c.me]!.schemesPlayed < 3 ? 2 : 0;
  return SCHEME_IN_HAND + schemer - schemeCost(c.s, c.me) / 4;
}

/** Open Throttle pays a revealed Accelerationist a Capital per dirty asset each Income. */
export function revealAgendaValue(c: SeatContext): number {
  if (c.role !== 'accelerationist' || c.v.variant !== 'full') return -Infinity;
  return (dirtyHeld(c.s, c.me) * c.incomes) / 4 - 1;
}
