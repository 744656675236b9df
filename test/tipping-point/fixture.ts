import { expect } from 'vitest';
import type { PlayerId, Prompt } from '../../src/engine/types';
import { tp } from './said';
import type { Category } from '../../src/games/tipping-point/cards/schema';
import { TABLE, slotName } from '../../src/games/tipping-point/board';
import { emptyCredits, type Cell, type TpOptions, type TpState } from '../../src/games/tipping-point/state';
import { toPlay } from './helpers';

/**
 * Scenario fixtures: a game taken through setup (first Countries, Introduction Advisors), then
 * rebuilt by hand: the grid, hands, Needs and Credits are whatever the test says.
 */
export interface SeatSpec {
  hand?: string[];
  needs?: Partial<Record<Category, number>>;
  credits?: Partial<Record<Category, number>>;
  advisor?: string;
  /** The seat's standing choice to pay and place Credits itself (the scenarios here choose by hand). */
  byHand?: boolean;
}
export function fixture(n: number, spec: { seats?: SeatSpec[]; grid?: Cell[]; o?: Partial<TpOptions>; pollution?: number; preservation?: number } = {}): TpState {
  const s = structuredClone(toPlay(n, spec.o ?? {}));
  for (const p of s.players) s.seats[p]!.payByHand = true;
  spec.seats?.forEach((x, i) => {
    if (x.byHand !== undefined) s.seats[`p${i}`]!.payByHand = x.byHand;
    const seat = s.seats[`p${i}`]!;
    if (x.hand) {
      s.projectDeck.push(...seat.hand);
      s.projectDeck = s.projectDeck.filter((id) => !x.hand!.includes(id));
      seat.hand = [...x.hand];
    }
    if (x.needs) seat.needs = { ...x.needs };
    if (x.credits) seat.credits = { ...emptyCredits(), ...x.credits };
    if (x.advisor) seat.advisor = x.advisor;
  });
  if (spec.grid) {
    s.grid = spec.grid;
    s.initialProject = null;
  }
  if (spec.pollution !== undefined) s.pollution = spec.pollution;
  if (spec.preservation !== undefined) s.preservation = spec.preservation;
  return s;
}

export const crisisAt = (x: number, y: number, id: string, up = true): Cell => ({ x, y, card: { kind: 'crisis', id, up }, tokens: [], under: [] });
export const projectAt = (x: number, y: number, id: string, up = true, tokens: PlayerId[] = []): Cell => ({ x, y, card: { kind: 'project', id, up }, tokens, under: [] });
export const nm = (s: TpState, x: number, y: number): string => slotName(TABLE, { x, y });

export function promptOf(s: TpState, p: PlayerId = 'p0'): Prompt {
  const pr = tp.prompts(s).find((x) => x.player === p);
  if (!pr) throw new Error(`${p} owes nothing (phase ${s.phase})`);
  return pr;
}
export const values = (s: TpState, p: PlayerId = 'p0'): string[] => promptOf(s, p).options.map((o) => o.value);

/** Answers p's open prompts with these values, one answer per value (arrays for multi-select). */
export function act(s: TpState, p: PlayerId, ...answers: (string | string[])[]): TpState {
  let cur = s;
  for (const a of answers) {
    const pr = promptOf(cur, p);
    const r = tp.apply(cur, p, { prompt: pr.id, values: Array.isArray(a) ? a : [a] });
    if (!r.ok) throw new Error(`${pr.id} ${String(a)}: ${r.error.message}\noptions: ${pr.options.map((o) => o.value).join(' ')}`);
    cur = r.value.state;
  }
  return cur;
}

export function refuse(s: TpState, p: PlayerId, value: string | string[], prompt?: string): { code: string; message: string } {
  const before = structuredClone(s);
  const r = tp.apply(s, p, { prompt: prompt ?? promptOf(s, p).id, values: Array.isArray(value) ? value : [value] });
  expect(r.ok).toBe(false);
  expect(s).toEqual(before);
  return r.ok ? { code: '', message: '' } : r.error;
}

/** A finished game owes nothing: no chain, no queued work, no Crisis to place, no cards set aside. */
export function nothingPending(s: TpState): void {
  expect(s.chain).toBeNull();
  expect(s.bonusQueue).toEqual([]);
  expect(s.crisisQueue).toEqual([]);
  for (const p of s.players) expect(s.seats[p]!.provide).toBeNull();
  for (const p of s.players) expect(s.seats[p]!.pick).toBeNull();
  expect(tp.prompts(s)).toEqual([]);
}
