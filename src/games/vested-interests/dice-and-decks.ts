import { rollDie, shuffle, type RngState } from '../../engine/rng';
import type { VIState } from './state';

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
