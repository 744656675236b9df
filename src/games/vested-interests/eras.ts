import { catalogue, eraOf } from './cards';
import type { VIState } from './state';

/** "How a round works": ten rounds in three eras (Flashpoint: six in two). */
export const modeOf = (s: VIState) => s.options.variant;
export const roundsOf = (s: VIState) => catalogue.rules.rounds[modeOf(s)];
export const eraNumber = (s: VIState, round = s.round) => eraOf(Math.min(round, roundsOf(s)), modeOf(s)).era;
