/**
 * The draft an answer is applied to: `apply` clones the state first, so the rules may mutate `s`
 * freely and the caller still sees a pure transition. `events` collects the log lines it causes.
 */
import type { GameEvent, PlayerId } from '../../engine/types';
import type { TpState } from './state';

export interface Ctx {
  s: TpState;
  events: GameEvent[];
  /** The step revealed something or used the generator: undo stops here. */
  committed: boolean;
}

/** A line for the whole table. */
export const say = (ctx: Ctx, text: string): void => void ctx.events.push({ text, visibleTo: 'all' });
/** A line only `p` sees. */
export const sayTo = (ctx: Ctx, p: PlayerId, text: string): void => void ctx.events.push({ text, visibleTo: [p] });
