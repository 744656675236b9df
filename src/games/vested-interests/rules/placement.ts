/**
 * Placement: where an asset may stand (districts, bay cells, Institution sites, NIMBYs closing a district,
 * the Institution limits), the Community Forest of a Reforestation, and Defence tokens (Fortify, free Defence).
 */
import { words } from '../../../engine/words';
import type { GameEvent, PlayerId } from '../../../engine/types';
import { assetAt, assetMatches, assetName, cellName, heldBy, uidAsset, cellsIn, districtOf, isOffshore, isSite, isBlocked } from '../board';
import { DISTRICTS, type AssetFilter, type AssetId, type District } from '../cards/schema';
import { catalogue as cat, getAsset, getContract } from '../cards/catalogue';
import { buildCost, fortifyCost } from './houses-agendas-vices';
import { everyone } from '../draft';
import { playerState } from '../seats';
import type { AssetState, Stage, VIState } from '../state';

const R = cat.rules;

export const defenceTokensLeft = (s: VIState) => R.tokens.defence - s.assets.filter((a) => a.defence).length;
const institutionsOnBoard = (s: VIState) => s.assets.filter((a) => a.type === 'institution').length;

/** Why `type` may not stand on `cell` for `p`, or null if it may (VI-04, VI-43, VI-48, NIMBY). */
function placementProblem(s: VIState, p: PlayerId | null, type: AssetId, cell: string, contract: string | null, ignoreNimby = false): string | null {
  const a = getAsset(type);
  const n = s.players.length;
  const d = districtOf(cell);
  if (assetAt(s, cell)) return `${cell} is already taken.`;
  if (isBlocked(cell, n)) return `${cell} is the reserve site, used only with five players.`;
  if (a.siteOnly !== isSite(cell, n)) return a.siteOnly ? `${a.name} stands only on an Institution site.` : `${cell} is an Institution site: only an Institution stands there.`;
  if (!a.districts.includes(d)) return `${a.name} cannot be built in the ${d}.`;
  const off = isOffshore(cell);
  if (off && !a.offshore) return `${a.name} cannot stand on a bay cell.`;
  if (!off && !a.land) return `${a.name} stands only on a bay cell.`;
  if (contract) {
    const k = getContract(contract);
    if (k.placement?.districts && !k.placement.districts.includes(d)) return `${k.name} must be built in ${k.placement.districts.join(' or ')}.`;
    if (k.placement?.offshore === 'only' && !off) return `${k.name} must be built on a bay cell.`;
    if (k.placement?.offshore === 'never' && off) return `${k.name} must be built on land.`;
  }
  if (!ignoreNimby && s.nimbys.includes(d)) return `A NIMBY closes the ${d} to building.`;
  if (a.institution) {
    if (institutionsOnBoard(s) >= R.institutions.boardMax[`${n}` as '3' | '4' | '5']) return 'The board already holds the most Institutions allowed.';
    if (p && s.round <= R.institutions.perPlayerLimitThroughRound
      && heldBy(s, p).filter((x) => x.type === 'institution').length >= R.institutions.perPlayerLimit) {
      return `Until round ${R.institutions.perPlayerLimitThroughRound + 1} each player may hold only ${R.institutions.perPlayerLimit} Institution.`;
    }
  }
  return null;
}

export function legalCells(s: VIState, p: PlayerId | null, type: AssetId, district: District, contract: string | null, ignoreNimby = false): string[] {
  return cellsIn(district).filter((c) => placementProblem(s, p, type, c, contract, ignoreNimby) === null);
}
export function legalDistricts(s: VIState, p: PlayerId | null, type: AssetId, contract: string | null): District[] {
  return DISTRICTS.filter((d) => cellsIn(d).some((c) => placementProblem(s, p, type, c, contract) === null));
}

export function buildableTypes(s: VIState, p: PlayerId): AssetId[] {
  return cat.assets.filter((a) => (s.supply[a.id] ?? 0) > 0 && buildCost(s, p, a.id) <= playerState(s, p).capital
    && legalDistricts(s, p, a.id, null).length > 0).map((a) => a.id);
}

export function forestDistricts(s: VIState): District[] {
  if ((s.supply.forest ?? 0) <= 0) return [];
  return (['Verge', 'Rim', 'Reach'] as District[]).filter((d) => legalCells(s, null, 'forest', d, null, true).length > 0);
}
export function defenceTargets(s: VIState, p: PlayerId, f: AssetFilter): AssetState[] {
  return heldBy(s, p).filter((a) => !a.defence && assetMatches(f, a));
}

/** The Community Forest of a Reforestation: a district, then a cell (a NIMBY does not stop it). Returns whether it committed. */
export function answerForest(s: VIState, p: PlayerId, st: Extract<Stage, { kind: 'forest' }>, v: string, ev: GameEvent[]): boolean {
  if (v === 'pg-next' || v === 'pg-prev') { s.stage = { ...st, page: st.page + (v === 'pg-next' ? 1 : -1) }; return false; }
  if (!st.district) { s.stage = { ...st, district: v as District, page: 0 }; return false; }
  s.assets.push({ uid: s.nextUid++, type: 'forest', cell: v, owner: null, oldWorld: false, community: true, vested: false,
    contract: null, defence: false, idle: 0, bonus: 0, mini: null, silenced: 0 });
  s.supply.forest = (s.supply.forest ?? 0) - 1;
  playerState(s, p).communityCreated += 1;
  ev.push(everyone(words('vi:log.forest', { player: `{${p}}`, cell: cellName(v) })));
  s.stage = { kind: 'none' };
  return true;
}

/** Coastal Defence Fund: each player in turn may place one free Defence on a Delta asset, while tokens last. Returns whether it committed. */
export function answerFreeDefence(s: VIState, p: PlayerId, st: Extract<Stage, { kind: 'defence' }>, v: string, ev: GameEvent[]): boolean {
  if (v === 'pg-next' || v === 'pg-prev') { s.stage = { ...st, page: (st.page ?? 0) + (v === 'pg-next' ? 1 : -1) }; return false; }
  if (v !== 'none') {
    const asset = uidAsset(s, Number(v.slice(1)))!;
    asset.defence = true;
    ev.push(everyone(words('vi:log.freeDefence', { player: `{${p}}`, asset: assetName(asset.type), cell: cellName(asset.cell) })));
  }
  const queue = st.queue.slice(1).filter((q) => defenceTargets(s, q, { districts: ['Delta'] }).length > 0);
  s.stage = queue.length > 0 && defenceTokensLeft(s) > 0 ? { kind: 'defence', queue } : { kind: 'none' };
  return true;
}

export function fortify(s: VIState, p: PlayerId, v: string, ev: GameEvent[]): void {
  const me = playerState(s, p);
  const target = uidAsset(s, Number(v.slice(1)))!;
  const cost = fortifyCost(s, p);
  me.ops -= 1;
  me.capital -= cost;
  target.defence = true;
  ev.push(everyone(words('vi:log.fortify', { player: `{${p}}`, asset: assetName(target.type), cell: cellName(target.cell), cost })));
}
