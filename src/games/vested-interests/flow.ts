import { settleLoop } from '../../engine/settle';
import type { GameEvent } from '../../engine/types';
import { step } from './rules/round';
import type { VIState } from './state';

/** Runs automatic steps until someone owes a decision or the game ends (docs/house-rules.md, Round flow). */
export function settle(s: VIState, ev: GameEvent[]): void {
  settleLoop('Vested Interests', () => {
    if (s.flow === 'over' || s.stage.kind !== 'none') return false;
    step(s, ev);
    return true;
  }, 200);
}
