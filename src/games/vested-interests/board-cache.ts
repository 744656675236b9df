/** Geometry lookups are pure and hot in prompt building, so board.ts's answers are memoised per board and hotspot set. */
import { DISTRICTS, type District } from './card-schema';
import { districtOf as districtOfCell, institutionSites, isOffshore as isOffshoreCell, cellsIn as cellsInDistrict, zone } from './board';

const CELLS = Object.fromEntries(DISTRICTS.map((d) => [d, cellsInDistrict(d)])) as Record<District, string[]>;
export const cellsIn = (d: District) => CELLS[d];
const DISTRICT_OF = new Map(DISTRICTS.flatMap((d) => CELLS[d].map((c) => [c, d] as const)));
export const districtOf = (c: string): District => DISTRICT_OF.get(c) ?? districtOfCell(c);
const OFFSHORE = new Set(DISTRICTS.flatMap((d) => CELLS[d]).filter((c) => isOffshoreCell(c)));
export const isOffshore = (c: string) => OFFSHORE.has(c);
const SITES = new Map<number, Set<string>>();
export const isSite = (c: string, n: number) => {
  if (!SITES.has(n)) SITES.set(n, new Set(institutionSites(n)));
  return SITES.get(n)!.has(c);
};
const ZONES = new Map<string, Set<string>>();
function zoneSet(hotspots: readonly string[]): Set<string> {
  const key = hotspots.join(',');
  let z = ZONES.get(key);
  if (!z) { z = new Set(hotspots.flatMap((h) => zone(h))); if (ZONES.size > 64) ZONES.clear(); ZONES.set(key, z); }
  return z;
}
export const inAnyZone = (c: string, hotspots: readonly string[]) => zoneSet(hotspots).has(c);
