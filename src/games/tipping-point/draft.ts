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
  /** What it revealed or drew first, in words after "your last step" (a refused undo names it). */
  revealed?: string;
}

/** The step revealed something or drew on chance: undo stops here, and says `what`. */
export function commit(ctx: Ctx, what: string): void {
  ctx.committed = true;
  ctx.revealed ??= what;
}

/** A line for the whole table. */
export const say = (ctx: Ctx, text: string): void => void ctx.events.push({ text, visibleTo: 'all' });
/** A line only `p` sees. */
export const sayTo = (ctx: Ctx, p: PlayerId, text: string): void => void ctx.events.push({ text, visibleTo: [p] });
