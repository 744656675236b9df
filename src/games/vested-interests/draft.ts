/**
 * The draft an answer works on: a structured clone of the state made by `apply`, which the rules may mutate, the
 * log lines it produces, and the state's own generator, which every die and shuffle steps.
 */
import { rollDie, shuffle, type RngState } from '../../engine/rng';
import type { GameEvent, PlayerId } from '../../engine/types';
import type { VIState } from './state';

export interface Draft {
  s: VIState;
  ev: GameEvent[];
}

export const draftOf = (s: VIState): Draft => ({ s: structuredClone(s), ev: [] });

/** A log line the whole table sees. */
export const everyone = (text: string): GameEvent => ({ text, visibleTo: 'all' });
/** A log line only `p` sees: what they drew or looked at. */
export const only = (p: PlayerId, text: string): GameEvent => ({ text, visibleTo: [p] });

/** The state carries its own generator: every die and shuffle steps it, so a seeded game replays exactly. */
export function roll(s: VIState): number {
  const [n, r] = rollDie(s.rng as RngState);
  s.rng = [...r];
  return n;
}
export function shuf<T>(s: VIState, xs: readonly T[]): T[] {
  const [out, r] = shuffle(s.rng as RngState, xs);
  s.rng = [...r];
  return out;
}

/** Draws the top card, shuffling the discards back in when the pile runs out. */
export function drawInto(s: VIState, deck: 'contractDeck' | 'schemeDeck', discard: 'contractDiscard' | 'schemeDiscard'): string | null {
  if (s[deck].length === 0 && s[discard].length > 0) {
    s[deck] = shuf(s, s[discard]);
    s[discard] = [];
  }
  return s[deck].shift() ?? null;
}
