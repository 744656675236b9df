/**
 * The 4x4 tableau's geometry (rulebook Actions, Planting: "Placement Rules"): cards fill it left to right,
 * top to bottom, so slot i sits in row i / 4 and column i % 4.
 */
import type { RuleError } from '../../engine/types';
import { fail, notOption, type EarthError } from './errors';
import type { PlayerState } from './state';
import { ew } from './texts';

/** Maximum 16 cards in the tableau. */
export const TABLEAU_SLOTS = 16;

export const slotName = (i: number): string => ew('slot', { row: Math.floor(i / 4) + 1, col: (i % 4) + 1 });
export const rowOf = (i: number) => Math.floor(i / 4);
export const colOf = (i: number) => i % 4;
/** Orthogonal neighbours only (EA-G29). */
export const adjacent = (a: number, b: number) => Math.abs(rowOf(a) - rowOf(b)) + Math.abs(colOf(a) - colOf(b)) === 1;
export const adjacentSlots = (i: number) => [i - 4, i + 4, i % 4 > 0 ? i - 1 : -1, i % 4 < 3 ? i + 1 : -1].filter((x) => x >= 0 && x < 16);

/** A slot answer such as "s3": a card in p's tableau. */
export function parseSlot(pl: PlayerState, v: string): number | RuleError<EarthError> {
  const m = /^s(\d{1,2})$/.exec(v);
  if (!m) return notOption(v);
  const i = Number(m[1]);
  if (i >= pl.tableau.length) return fail('no-such-slot', ew('error.noSuchSlot', { slot: slotName(i) }));
  return i;
}
