/**
 * Climate: the Dial, its tipping points and the Projection (steps 1-3 of "The world turns"), board Heat and
 * Research cooling. Any rise of the Dial is checked against Collapse at once.
 */
import { words } from '../../../engine/words';
import { cardName } from '../cards/names';
import type { GameEvent } from '../../../engine/types';
import { contractAbilities } from '../board';
import { catalogue as cat, eraOf, getAsset, modeOf, roundsOf } from '../cards/catalogue';
import { everyone } from '../draft';
import type { AssetState, VIState } from '../state';
import { endCollapse } from './scoring';

const R = cat.rules;

function assetHeat(a: AssetState): number {
  const base = getAsset(a.type).heat;
  if (a.community) {
    if (base > 0 && R.community.positiveHeat === 'removed') return 0;
    if (base < 0 && R.community.cooling === 'removed') return 0;
    return base;
  }
  return base + contractAbilities(a).reduce((n, x) => n + (x.op === 'heatModifier' ? x.ppm : 0), 0);
}
export const netHeat = (s: VIState) => s.assets.reduce((n, a) => n + assetHeat(a), 0);
const researchPpm = cat.miniCards.find((m) => m.kind === 'research')!.abilities
  .reduce((n, a) => n + (a.op === 'researchCooling' ? a.ppm : 0), 0);
/** Combined Research cooling, capped for the whole table (VI-29). */
export function cooling(s: VIState): number {
  const active = s.assets.filter((a) => a.mini === 'research' && !a.community && a.silenced === 0).length;
  return Math.min(cat.climate.research.tableCapPerRound, active * researchPpm);
}
const penalties = (tipped: readonly string[]) =>
  cat.climate.tipping.filter((t) => tipped.includes(t.id)).reduce((n, t) => n + t.penalty, 0);

/** Where the Dial ends if nothing changes: the rest of the game's Step 1s with today's Heat and cooling. */
export function projection(s: VIState): number {
  let ppm = s.dial;
  const tipped = [...s.tipped];
  const heat = netHeat(s);
  const cool = Math.min(cat.climate.research.tableCapPerRound, s.assets.filter((a) => a.mini === 'research' && !a.community).length * researchPpm);
  for (let r = s.round + 1; r <= roundsOf(s); r += 1) {
    ppm += eraOf(r, modeOf(s)).baseline + penalties(tipped) + heat - cool;
    if (ppm >= cat.climate.collapseAt) return ppm;
    for (const t of cat.climate.tipping) if (t.threshold !== null && !tipped.includes(t.id) && ppm >= t.threshold) tipped.push(t.id);
  }
  return ppm;
}

/** Moves the Dial; a rise is checked against Collapse at once. */
export function shiftDial(s: VIState, ppm: number, why: string, ev: GameEvent[]): void {
  s.dial += ppm;
  ev.push(everyone(words(ppm >= 0 ? 'vi:log.dialRises' : 'vi:log.dialFalls', { why, ppm: Math.abs(ppm), dial: s.dial })));
  if (ppm > 0 && s.dial >= cat.climate.collapseAt) endCollapse(s, ev);
}

/** Steps 1-3 of "The world turns": advance the Dial, flip tipping points, set the Projection. False on Collapse. */
export function advanceDial(s: VIState, ev: GameEvent[]): boolean {
  // Step 1: advance the Dial (VI-20).
  s.tippedThisRound = false;
  const era = eraOf(s.round, modeOf(s));
  const heat = netHeat(s);
  const cool = cooling(s);
  const pen = penalties(s.tipped);
  for (const a of s.assets) if (a.silenced > 0) a.silenced -= 1;
  s.dial += era.baseline + pen + heat - cool;
  ev.push(everyone(words('vi:log.worldTurns', { round: s.round, era: era.era, baseline: era.baseline, pen, heat: `${heat >= 0 ? '+' : ''}${heat}`, cool, dial: s.dial })));
  s.history.push({ round: s.round, ppm: s.dial });
  if (s.dial >= cat.climate.collapseAt) { endCollapse(s, ev); return false; }
  // Step 2: tipping points (VI-21).
  for (const t of cat.climate.tipping) {
    if (t.threshold !== null && !s.tipped.includes(t.id) && s.dial >= t.threshold) {
      s.tipped.push(t.id);
      s.tippedThisRound = true;
      ev.push(everyone(words('vi:log.tipping', { name: cardName(t.id), threshold: t.threshold, penalty: t.penalty })));
    }
  }
  // Step 3: Projection (VI-22).
  s.projection = projection(s);
  return true;
}
