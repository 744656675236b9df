/** The Contract cards: the row of four, who may take which, dead Contracts and the refill. */
import { words } from '../../../engine/words';
import type { GameEvent, PlayerId } from '../../../engine/types';
import { holds } from '../cards/text';
import { catalogue as cat, getAsset, getContract } from '../cards/catalogue';
import { contractPrice } from './houses-agendas-vices';
import { drawInto, everyone } from '../draft';
import { playerState } from '../seats';
import type { VIState } from '../state';
import { legalDistricts } from './placement';

const R = cat.rules;

/** Whether `p` could take the Contract in `slot` now, Operatives aside (VI-48, VI-50). */
export function contractProblem(s: VIState, p: PlayerId, slot: number): string | null {
  const id = s.market[slot];
  if (!id) return 'That Contract slot is empty.';
  const k = getContract(id);
  if ((s.supply[k.asset] ?? 0) <= 0) return `No ${getAsset(k.asset).plural} are left in supply.`;
  const price = contractPrice(s, p, id);
  if (price > playerState(s, p).capital) return `${k.name} costs ${price} Capital and you have ${playerState(s, p).capital}.`;
  if (k.requires && !holds(s, p, k.requires)) return `${k.name} needs a condition you do not meet.`;
  if (legalDistricts(s, p, k.asset, id).length === 0) return `${k.name} has no legal cell for you.`;
  return null;
}

export function refillMarket(s: VIState): void {
  s.market = s.market.filter((x) => x !== null);
  while (s.market.length < R.market.size) {
    const id = drawInto(s, 'contractDeck', 'contractDiscard');
    if (!id) break;
    s.market.push(id);
  }
  while (s.market.length < R.market.size) s.market.push(null);
}

/** Step 6 of "The world turns": slide the Contracts and refill (round 1's row was just dealt). */
export function refreshContracts(s: VIState): void {
  if (s.round > 1 && R.market.refresh === 'discardOldest') {
    const old = s.market.shift();
    if (old) s.contractDiscard.push(old);
    s.market.push(null);
  }
  refillMarket(s);
}

/** Dead Contracts: discarded at the end of Income, then the row refills (VI-35). */
export function discardDeadContracts(s: VIState, ev: GameEvent[]): void {
  let dead = 0;
  s.market.forEach((id, slot) => {
    if (id && s.players.every((p) => contractProblem(s, p, slot) !== null)) { s.contractDiscard.push(id); s.market[slot] = null; dead += 1; }
  });
  if (dead > 0) { refillMarket(s); ev.push(everyone(words('vi:log.deadContracts', { count: dead }))); }
}
