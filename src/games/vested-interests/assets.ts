/** Assets on the board: which match a card's filter, who holds them, how they are named. */
import type { PlayerId } from '../../engine/types';
import { districtOf, isOffshore } from './board-cache';
import { type Ability, type AssetFilter, type AssetId } from './card-schema';
import { getAsset, getContract } from './cards';
import type { AssetState, VIState } from './state';

export function typeMatches(f: AssetFilter | undefined, type: AssetId): boolean {
  if (!f) return true;
  const a = getAsset(type);
  if (f.types && !f.types.includes(type)) return false;
  if (f.classes && !f.classes.includes(a.class)) return false;
  return true;
}
export function assetMatches(f: AssetFilter, a: AssetState): boolean {
  if (!typeMatches(f, a.type)) return false;
  if (f.districts && !f.districts.includes(districtOf(a.cell))) return false;
  if (f.offshore !== undefined && f.offshore !== isOffshore(a.cell)) return false;
  return true;
}
/** Assets a player holds for every purpose: owned or Vested, never Community (VI-G24). */
export const heldBy = (s: VIState, p: PlayerId) => s.assets.filter((a) => a.owner === p && !a.community);

/** A Contract's abilities stay with the asset built from it while a player holds it. */
export function contractAbilities(a: AssetState): readonly Ability[] {
  return a.contract && !a.community ? getContract(a.contract).assetAbilities : [];
}

export const assetAt = (s: VIState, cell: string) => s.assets.find((a) => a.cell === cell);
export const assetName = (type: AssetId) => getAsset(type).name;
export const uidAsset = (s: VIState, uid: number) => s.assets.find((a) => a.uid === uid);
export const describeAsset = (a: AssetState) =>
  `${a.oldWorld && !a.owner ? 'Old World ' : ''}${assetName(a.type)} at ${a.cell}${a.owner ? ` ({${a.owner}})` : a.community ? ' (Community)' : ''}`;
