/**
 * Houses, Agendas and Vices: the standing rules a House gives, what a revealed Agenda changes, revealing a secret
 * on your own turn and Helios Combine's conversion. Rules that hinge on an Agenda apply only once it is revealed
 * (VI-G22), so nothing public depends on a hidden card.
 */
import type { GameEvent, Option, PlayerId } from '../../../engine/types';
import { words } from '../../../engine/words';
import { anAsset, cardName, roleName } from '../cards/names';
import { assetName, cellName, heldBy, uidAsset, typeMatches } from '../board';
import { type Ability, type AssetId, type Role, type CostAction } from '../cards/schema';
import { getAgenda, getHouse, getRole, eraNumber, modeOf, catalogue as cat, getAsset, getContract } from '../cards/catalogue';
import { everyone } from '../draft';
import { playerState } from '../seats';
import type { VIState } from '../state';

export const roleOf = (s: VIState, p: PlayerId): Role => getAgenda(playerState(s, p).agenda).role;
export const isRevealedAccelerationist = (s: VIState, p: PlayerId | null): boolean =>
  p !== null && modeOf(s) === 'full' && playerState(s, p).agendaRevealed && roleOf(s, p) === 'accelerationist';

/** Standing rules a player holds: their House, plus their Agenda's once it is revealed. */
export function abilitiesOf(s: VIState, p: PlayerId): readonly Ability[] {
  const me = playerState(s, p);
  const house = getHouse(me.house).abilities;
  const agenda = me.agendaRevealed && modeOf(s) === 'full' ? getRole(roleOf(s, p)).onReveal : [];
  return [...house, ...agenda];
}
export const hasAbility = (s: VIState, p: PlayerId, op: Ability['op']) => abilitiesOf(s, p).some((a) => a.op === op);

export function revealAgenda(s: VIState, p: PlayerId, ev: GameEvent[]): void {
  const me = playerState(s, p);
  me.agendaRevealed = true;
  const ag = getAgenda(me.agenda);
  ev.push(everyone(words('vi:log.revealAgenda', { player: `{${p}}`, agenda: cardName(ag.id), role: roleName(ag.role) })));
}
export function revealVice(s: VIState, p: PlayerId, ev: GameEvent[]): void {
  const me = playerState(s, p);
  me.viceRevealed = true;
  ev.push(everyone(words('vi:log.revealVice', { player: `{${p}}`, vice: cardName(me.vice) })));
}

/** Helios Combine, once per era: a Fossil Fuel Plant becomes a Solar Array or Wind Farm from supply. */
export function convertOptions(s: VIState, p: PlayerId): Option[] {
  const conv = abilitiesOf(s, p).find((a) => a.op === 'convertAsset');
  if (!conv || conv.op !== 'convertAsset') return [];
  const era = eraNumber(s);
  if (playerState(s, p).convertedEras.filter((e) => e === era).length >= conv.perEra) return [];
  const out: Option[] = [];
  for (const a of heldBy(s, p)) {
    if (!conv.from.includes(a.type)) continue;
    for (const to of conv.to) if ((s.supply[to] ?? 0) > 0) out.push({ value: `a${a.uid}-${to}`, label: words('vi:option.convert', { asset: assetName(a.type), cell: cellName(a.cell), to: assetName(to) }) });
  }
  return out;
}

export function convert(s: VIState, p: PlayerId, v: string, ev: GameEvent[]): void {
  const me = playerState(s, p);
  const [uidPart, to] = v.split('-') as [string, AssetId];
  const target = uidAsset(s, Number(uidPart.slice(1)))!;
  me.ops -= 1;
  s.supply[target.type] = (s.supply[target.type] ?? 0) + 1;
  s.supply[to] = (s.supply[to] ?? 0) - 1;
  ev.push(everyone(words('vi:log.convert', { player: `{${p}}`, cell: cellName(target.cell), to: anAsset(to) })));
  target.type = to;
  target.contract = null;
  me.convertedEras.push(eraNumber(s));
}

const R = cat.rules;

/** What an action costs a player: the printed price with their House's and revealed Agenda's modifiers. */
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
