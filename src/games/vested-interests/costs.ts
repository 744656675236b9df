/** What an action costs a player: the printed price with their House's and revealed Agenda's modifiers. */
import type { PlayerId } from '../../engine/types';
import { typeMatches } from './assets';
import { type AssetId, type CostAction } from './card-schema';
import { catalogue as cat, getAsset, getContract } from './cards';
import { abilitiesOf } from './rules/houses-agendas-vices';
import { playerState } from './seats';
import type { VIState } from './state';

const R = cat.rules;

function costOf(s: VIState, p: PlayerId, action: CostAction, base: number, type?: AssetId): number {
  let delta = 0;
  for (const a of abilitiesOf(s, p)) {
    if (a.op !== 'costModifier' || !a.appliesTo.includes(action)) continue;
    if (a.assets && (!type || !typeMatches(a.assets, type))) continue;
    delta += a.delta;
  }
  return Math.max(0, base + delta);
}
export const schemeCost = (s: VIState, p: PlayerId) => costOf(s, p, 'drawScheme', R.actions.drawScheme.capital as number);
export const fortifyCost = (s: VIState, p: PlayerId) => costOf(s, p, 'fortify', R.actions.fortify.capital as number);
export const miniCost = (s: VIState, p: PlayerId, kind: 'research' | 'cia' | 'disinfo') => {
  const base = cat.miniCards.find((m) => m.kind === kind)!.cost;
  return kind === 'research' && playerState(s, p).freeResearchUntil >= s.round ? 0 : base;
};
export const buildCost = (s: VIState, p: PlayerId, type: AssetId) => costOf(s, p, 'build', getAsset(type).cost, type);
export const contractPrice = (s: VIState, p: PlayerId, id: string) => costOf(s, p, 'contract', getContract(id).price, getContract(id).asset);
