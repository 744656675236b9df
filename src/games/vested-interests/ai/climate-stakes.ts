/**
 * What the final Dial is worth to one seat: where the world ends if the table keeps building as it has, and
 * the seat's Agenda bonus (or the loss of everything at Collapse) over the bands around that forecast. A
 * change of Heat is valued as the difference it makes to that expectation.
 */
import { catalogue as cat, eraOf, scoringMatrix } from '../cards/catalogue';
import type { Role } from '../cards/schema';
import type { VIView } from '../view';

/** Net Heat on the board at setup: four Old World Fossil plants and two Forests. */
const SETUP_HEAT = 6;
/** What a Collapse costs a seat that cannot win it: about a whole game's Legacy. */
export const COLLAPSE_LOSS = 45;

export interface ClimateChange {
  /** Heat added to every remaining world turn. */
  heat?: number;
  /** Research cooling added to every remaining world turn (the table's cap still holds). */
  cooling?: number;
  /** A one-off shift of the Dial now. */
  now?: number;
}

/** Heat the table adds per round, judged from how Heat has grown so far: what the forecast expects to continue. */
function drift(v: VIView): number {
  const grown = v.netHeat - SETUP_HEAT;
  return Math.max(0, Math.min(4, grown / Math.max(1, v.round)));
}

/** The Dial at the end of the last round, if Heat grows as it has and `change` is made now. */
function forecast(v: VIView, change: ClimateChange = {}): number {
  let ppm = v.dial + (change.now ?? 0);
  const tipped = v.tipping.filter((t) => t.crossed).map((t) => t.id);
  const penalty = () => cat.climate.tipping.filter((t) => tipped.includes(t.id)).reduce((n, t) => n + t.penalty, 0);
  const cool = Math.min(cat.climate.research.tableCapPerRound, v.cooling + (change.cooling ?? 0));
  const grow = drift(v);
  for (let r = v.round + 1; r <= v.rounds; r += 1) {
    const heat = v.netHeat + (change.heat ?? 0) + grow * (r - v.round);
    ppm += eraOf(r, v.variant).baseline + penalty() + heat - cool;
    if (ppm >= v.collapseAt) return ppm;
    for (const t of cat.climate.tipping) if (t.threshold !== null && !tipped.includes(t.id) && ppm >= t.threshold) tipped.push(t.id);
  }
  return ppm;
}

/** Points at a final reading: the Agenda's band bonus, or Collapse (a win for a qualified Accelerationist). */
function pointsAt(role: Role, ppm: number, collapseWin: number): number {
  if (ppm >= cat.climate.collapseAt) return role === 'accelerationist' ? collapseWin : -COLLAPSE_LOSS;
  const bands = scoringMatrix()[role];
  if (ppm >= cat.climate.bands.extremeFrom) return bands.extreme;
  if (ppm >= cat.climate.bands.severeFrom) return bands.severe;
  return bands.danger;
}

/** Normal weights at -2..2 standard deviations in steps of a half. */
const SPREAD = [-2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2].map((z) => ({ z, w: Math.exp(-(z * z) / 2) }));
const WEIGHT = SPREAD.reduce((n, x) => n + x.w, 0);

/**
 * The expected band points of a forecast, blurred by what the rest of the game may still change (weather,
 * Initiatives, everyone's builds): wider the more rounds are left.
 */
function climatePoints(v: VIView, role: Role, ppm: number, collapseWin: number): number {
  const sigma = 4 + 5 * (v.rounds - v.round);
  return SPREAD.reduce((n, x) => n + x.w * pointsAt(role, ppm + x.z * sigma, collapseWin), 0) / WEIGHT;
}

/** What `change` is worth to this seat in band points. */
export function climateValue(v: VIView, role: Role, change: ClimateChange, collapseWin: number): number {
  return climatePoints(v, role, forecast(v, change), collapseWin) - climatePoints(v, role, forecast(v), collapseWin);
}
