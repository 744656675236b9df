/**
 * What a build or a Contract is worth to the seat, in final points: the income it will still pay and its
 * Legacy, what it adds to the Vice, an Operative more for the rounds left, and what its Heat does to the
 * Agenda's band, against the Capital it costs (Capital scores a point per 4). Every plan names the district
 * and cell it would use, so the later prompts of the same build follow it.
 */
import { amountOf } from '../cards/text';
import { inAnyZone } from '../board';
import type { Ability, AssetId, District } from '../cards/schema';
import { catalogue as cat, getAsset, getContract, getVice } from '../cards/catalogue';
import { buildCost, contractPrice } from '../rules/houses-agendas-vices';
import { contractProblem } from '../rules/contracts';
import { buildableTypes, legalCells, legalDistricts } from '../rules/placement';
import { climateValue } from './climate-stakes';
import type { SeatContext } from './seat-context';

export interface BuildPlan {
  type: AssetId;
  /** The Contract row slot, or null for a plain build. */
  slot: number | null;
  district: District;
  cell: string;
  value: number;
  /** What it is weighed at: its price and a Contract's riders, so its worth can be split into parts again. */
  cost: number;
  riders: readonly Ability[];
}

/**
 * Points an extra Operative brings per round it is in supply: a share of one more build's margin, since Capital
 * rather than Operatives is what runs short for most of the game (measured against the basic seats: 0.4 beat
 * 0.2, 0.6 and 0.9).
 */
const OPERATIVE_ROUND = 0.4;
/**
 * Capital spent early is Capital that cannot be reinvested: a price is weighed up to twice its face value at
 * the start, falling to face value in the last round, so cheap Legacy waits until income has been built.
 */
const CAPITAL_GROWTH = 1;
/** Share of a hotspot asset's income that weather is expected to take. */
const HOTSPOT_LOSS = 0.12;

const rider = (riders: readonly Ability[], op: 'incomeModifier' | 'heatModifier') =>
  riders.reduce((n, x) => n + (x.op === 'incomeModifier' && op === 'incomeModifier' ? x.capital : x.op === 'heatModifier' && op === 'heatModifier' ? x.ppm : 0), 0);

/** Vice points the asset adds where it would stand (the Vice's own count, before and after). */
function viceGain(c: SeatContext, type: AssetId, cell: string): number {
  const vice = c.v.me?.vice.id;
  if (!vice) return 0;
  const score = getVice(vice).score;
  const before = amountOf(c.s, c.me, score);
  const a = getAsset(type);
  const x = c.s.me[c.me]!;
  const crew = x.crew;
  c.s.assets.push({ uid: -1, type, cell, owner: c.me, oldWorld: false, community: false, vested: false, contract: null,
    defence: false, idle: 0, bonus: 0, mini: null, silenced: 0 });
  if (a.crew > 0) x.crew = Math.min(cat.rules.crewMax, crew + a.crew);
  const after = amountOf(c.s, c.me, score);
  c.s.assets.pop();
  x.crew = crew;
  return after - before;
}

/** The parts of an asset's worth, for saying what most of it is. */
export type WorthPart = 'income' | 'legacy' | 'vice' | 'crew' | 'throttle' | 'climate';
export type WorthParts = Record<WorthPart, number>;

/** What an asset is worth to the seat in final points; `parts`, when given, receives each term of the sum. */
export function assetWorth(c: SeatContext, type: AssetId, cell: string, cost: number, riders: readonly Ability[], parts?: WorthParts): number {
  const a = getAsset(type);
  const n = c.incomes;
  const income = a.income + rider(riders, 'incomeModifier');
  const heat = a.heat + rider(riders, 'heatModifier');
  const zoneLoss = inAnyZone(cell, c.s.hotspots) ? HOTSPOT_LOSS * income * n : 0;
  const money = (income * n - zoneLoss - cost * (1 + (CAPITAL_GROWTH * n) / c.v.rounds)) / 4;
  const x = c.s.me[c.me]!;
  const crew = a.crew > 0 && x.crew < cat.rules.crewMax ? OPERATIVE_ROUND * Math.max(0, n - 1) : 0;
  const throttle = a.class === 'dirty' && c.role === 'accelerationist' && x.agendaRevealed ? n / 4 : 0;
  const climate = heat !== 0 && n > 0 ? climateValue(c.v, c.role, { heat }, c.collapseWin) : 0;
  const vice = viceGain(c, type, cell);
  if (parts) Object.assign(parts, { income: money, legacy: a.legacy, vice, crew, throttle, climate });
  return money + a.legacy + vice + crew + throttle + climate;
}

/** The cell the asset would take in a district: off the hotspot zones where it can. */
export function cellFor(c: SeatContext, type: AssetId, district: District, contract: string | null): string | null {
  const cells = legalCells(c.s, c.me, type, district, contract);
  return cells.find((x) => !inAnyZone(x, c.s.hotspots)) ?? cells[0] ?? null;
}

function bestSite(c: SeatContext, type: AssetId, slot: number | null, cost: number, riders: readonly Ability[]): BuildPlan | null {
  const contract = slot === null ? null : c.s.market[slot]!;
  let best: BuildPlan | null = null;
  for (const district of legalDistricts(c.s, c.me, type, contract)) {
    const cell = cellFor(c, type, district, contract);
    if (!cell) continue;
    const value = assetWorth(c, type, cell, cost, riders);
    if (!best || value > best.value) best = { type, slot, district, cell, value, cost, riders };
  }
  return best;
}

/** The best plain build of each type the seat can afford and place. */
export function buildPlans(c: SeatContext): BuildPlan[] {
  return buildableTypes(c.s, c.me).flatMap((t) => bestSite(c, t, null, buildCost(c.s, c.me, t), []) ?? []);
}

/** The best way to take each Contract in the row the seat can take. */
export function contractPlans(c: SeatContext): BuildPlan[] {
  return c.s.market.flatMap((id, slot) => {
    if (!id || contractProblem(c.s, c.me, slot) !== null) return [];
    const k = getContract(id);
    return bestSite(c, k.asset, slot, contractPrice(c.s, c.me, id), k.assetAbilities) ?? [];
  });
}

export const bestOf = (plans: readonly BuildPlan[]): BuildPlan | null =>
  plans.reduce<BuildPlan | null>((b, p) => (b === null || p.value > b.value ? p : b), null);
