/**
 * The draft an answer works on: a structured clone of the state made by `apply`, which the rules may
 * mutate, the log lines it produces, and whether it revealed something or drew on the generator (undo stops there).
 */
import type { GameEvent, PlayerId } from '../../engine/types';
import type { EarthState } from './state';

export interface Ctx {
  s: EarthState;
  ev: GameEvent[];
  committed: boolean;
  /** What it revealed or drew first, in words after "your last step" (a refused undo names it). */
  revealed?: string;
}

/** The step revealed something or drew on chance: undo stops here, and says `what`. */
export function commit(c: Ctx, what: string): void {
  c.committed = true;
  c.revealed ??= what;
}

export const draftOf = (s: EarthState): Ctx => ({ s: structuredClone(s), ev: [], committed: false });
export const pub = (c: Ctx, text: string) => c.ev.push({ text, visibleTo: 'all' });
export const priv = (c: Ctx, p: PlayerId, text: string) => c.ev.push({ text, visibleTo: [p] });
