/**
 * Building, by the Build action or by taking a Contract: the Operative is placed and the build declared (a BUILD
 * Scheme window may stop it with a NIMBY), then it completes: pay, place, gain crew, take the Contract's effect.
 */
import { words } from '../../../engine/words';
import type { GameEvent, PlayerId } from '../../../engine/types';
import { assetName, cellName } from '../board';
import { catalogue as cat, getAsset, getContract, modeOf } from '../cards/catalogue';
import { buildCost, contractPrice } from './houses-agendas-vices';
import { runEffects } from './effects';
import { everyone } from '../draft';
import { playerState } from '../seats';
import type { TurnStep, VIState } from '../state';
import { openWindow } from './scheme-windows';
import { refillMarket } from './contracts';
import { anAsset, cardName } from '../cards/names';

const R = cat.rules;

/** The cell is chosen: the build is declared; in Flashpoint (no Schemes) it completes at once and the turn ends. */
export function declareBuild(s: VIState, p: PlayerId, st: TurnStep, v: string, ev: GameEvent[]): void {
  const me = playerState(s, p);
  const contract = st.slot !== undefined ? s.market[st.slot]! : null;
  const cost = contract ? contractPrice(s, p, contract) : buildCost(s, p, st.asset!);
  me.ops -= 1;
  s.pending = { player: p, asset: st.asset!, cell: v, slot: st.slot ?? null, cost };
  ev.push(everyone(contract ? words('vi:log.declareContract', { player: `{${p}}`, contract: cardName(contract), asset: assetName(st.asset!), cell: cellName(v) }) : words('vi:log.declare', { player: `{${p}}`, asset: assetName(st.asset!), cell: cellName(v) })));
  if (modeOf(s) === 'full') openWindow(s, 'BUILD', p);
  else { completeBuild(s, ev); s.stage = { kind: 'none' }; }
}

export function completeBuild(s: VIState, ev: GameEvent[]): void {
  const b = s.pending!;
  const me = playerState(s, b.player);
  const contract = b.slot !== null ? s.market[b.slot]! : null;
  me.capital -= Math.min(me.capital, b.cost);
  s.supply[b.asset] = (s.supply[b.asset] ?? 0) - 1;
  s.assets.push({ uid: s.nextUid++, type: b.asset, cell: b.cell, owner: b.player, oldWorld: false, community: false, vested: false,
    contract, defence: false, idle: 0, bonus: 0, mini: null, silenced: 0 });
  ev.push(everyone(words('vi:log.builds', { player: `{${b.player}}`, asset: anAsset(b.asset), cell: cellName(b.cell), cost: b.cost })));
  const def = getAsset(b.asset);
  if (def.crew && me.crew < R.crewMax) {
    me.crew += 1;
    const now = contract && getContract(contract).assetAbilities.some((x) => x.op === 'crewImmediate');
    if (now) me.ops += 1;
    ev.push(everyone(words(now ? 'vi:log.crewNow' : 'vi:log.crewNext', { player: `{${b.player}}` })));
  }
  if (contract && b.slot !== null) {
    s.market[b.slot] = null;
    s.contractDiscard.push(contract);
    refillMarket(s);
    runEffects(s, getContract(contract).onTake, { actor: b.player, sponsor: null }, ev, cardName(contract));
  }
  s.pending = null;
}
