/**
 * The Climate Seesaw (RB "Placing Preservation Tokens", "Placing Pollution Tokens", "Objective of the Game"):
 * house rule TP-G01 gives it a torque model, so "tips" and "touches the table" have a number. Every change
 * to it checks the end of the game at once (TP-G26).
 */
import { say, type Ctx } from '../draft';
import { AUTO_TIP, seat, type TpOptions, type TpState } from '../state';
import { w } from '../words';

const SEESAW_ROWS = 5;
const SEESAW_COLS = 5;
export const SEESAW_CAPACITY = SEESAW_ROWS * SEESAW_COLS;
/** Lever arms in filling order within one row. Preservation fills edge to centre, Pollution centre to edge (RB). */
const PRESERVATION_ARMS = [5, 4, 3, 2, 1] as const;
const POLLUTION_ARMS = [1, 2, 3, 4, 5] as const;
/** Rows in filling order: the middle row, then the nearest empty rows alternately (RB "closest to the middle"). */
const ROW_ORDER = [2, 1, 3, 0, 4] as const;

function torque(n: number, arms: readonly number[]): number {
  const full = Math.floor(n / SEESAW_COLS);
  const rowSum = arms.reduce((a, b) => a + b, 0);
  return full * rowSum + arms.slice(0, n % SEESAW_COLS).reduce((a, b) => a + b, 0);
}
export const preservationTorque = (n: number): number => torque(n, PRESERVATION_ARMS);
export const pollutionTorque = (n: number): number => torque(n, POLLUTION_ARMS);
/** The Seesaw has tipped completely (RB "touches the table") when the Pollution torque leads by `tip`. */
export const isTipped = (preservation: number, pollution: number, tip: number): boolean =>
  pollutionTorque(pollution) - preservationTorque(preservation) >= tip;

/**
 * House rule TP-G01a, the threshold behind `tip: 0`. The rulebook's Seesaw has no number, so this table
 * is set from seeded games of the play-to-win AI (docs/balance.md). Every table tips at 30 at difficulty
 * 0; at two or more players each difficulty level lowers it (by 2.5, or 3.5 at three or four, rounded up),
 * on top of the rulebook's removed Crisis cards, because taking level-1 Crises away hardly slows a table
 * that settles most Crises in the round they appear. On its own a lower threshold rarely bites, as such a
 * table soon leads on Preservation torque: it is the Crisis pressure below that brings Pollution to it.
 * Solo keeps 30: a lone player already loses by the Pollution side filling as difficulty rises, and a
 * touchier Seesaw would make its upper levels all but unwinnable.
 */
const AUTO_TIP_TABLE: Readonly<Record<number, { base: number; step: number }>> = {
  1: { base: 30, step: 0 },
  2: { base: 30, step: 2.5 },
  3: { base: 30, step: 3.5 },
  4: { base: 30, step: 3.5 },
};
/** Never below the lowest threshold a table could choose itself. */
const MIN_TIP = 10;
export function autoTip(players: number, difficulty: number): number {
  const row = AUTO_TIP_TABLE[players] ?? AUTO_TIP_TABLE[4]!;
  return Math.max(MIN_TIP, Math.ceil(row.base - row.step * difficulty));
}
/** The threshold a game plays with: the table's own number, else the automatic one. */
export const tipInForce = (tip: number, players: number, difficulty: number): number => (tip === AUTO_TIP ? autoTip(players, difficulty) : tip);

/**
 * House rule TP-G01b, the Crisis pressure behind `pressure: auto`. Taking easy Crises away (the rulebook's
 * difficulty) also hands a table bigger Preservation rewards sooner, so a table of two or more that solves
 * most Crises within a round wins at almost every difficulty. Pressure makes every Crisis left unsolved at
 * the end of a round cost more Pollution, `ceil(difficulty / every)` tokens up to `cap`. It mostly tests
 * the first rounds, before Preservation builds up: bigger tables settle more Crises per round, so they
 * need it sooner and harder. Set from seeded games of the play-to-win AI (docs/balance.md). Solo gets
 * none, as its own curve already falls with difficulty.
 */
const AUTO_PRESSURE_TABLE: Readonly<Record<number, { every: number; cap: number }>> = {
  1: { every: 1, cap: 0 },
  2: { every: 4, cap: 3 },
  3: { every: 2, cap: 4 },
  4: { every: 1, cap: 4 },
};
export function autoPressure(players: number, difficulty: number): number {
  const row = AUTO_PRESSURE_TABLE[players] ?? AUTO_PRESSURE_TABLE[4]!;
  return Math.min(row.cap, Math.ceil(difficulty / row.every));
}
export type Pressure = TpOptions['pressure'];
/** The pressure a game plays with: the table's own number, else the automatic one. */
export const pressureInForce = (p: Pressure, players: number, difficulty: number): Exclude<Pressure, 'auto'> =>
  p === 'auto' ? (String(autoPressure(players, difficulty)) as Exclude<Pressure, 'auto'>) : p;

/** Slot (row, arm) of the k-th token (0-based) on one side, for drawing. */
export function seesawSlot(k: number, side: 'preservation' | 'pollution'): { row: number; arm: number } {
  const arms = side === 'preservation' ? PRESERVATION_ARMS : POLLUTION_ARMS;
  return { row: ROW_ORDER[Math.floor(k / SEESAW_COLS)] ?? 0, arm: arms[k % SEESAW_COLS] ?? 1 };
}

/** Extra Pollution per unsolved Crisis at the end of a round (TP-G01b); a stored game always holds a number. */
export const crisisPressure = (s: TpState): number => Number(pressureInForce(s.options.pressure, s.players.length, s.difficultyUsed));

// ---------------------------------------------------------------------------------------------
// Tokens on the Seesaw, and the end of the game
// ---------------------------------------------------------------------------------------------

export function addPollution(ctx: Ctx, n: number, why: string): void {
  if (n <= 0 || ctx.s.over) return;
  ctx.s.pollution = Math.min(SEESAW_CAPACITY, ctx.s.pollution + n);
  say(ctx, w('log.pollutionOn', { n, why, pollution: ctx.s.pollution, preservation: ctx.s.preservation }));
  checkEnd(ctx);
}
export function addPreservation(ctx: Ctx, n: number, why: string): void {
  if (n <= 0 || ctx.s.over) return;
  ctx.s.preservation = Math.min(SEESAW_CAPACITY, ctx.s.preservation + n);
  say(ctx, w('log.preservationOn', { n, why, pollution: ctx.s.pollution, preservation: ctx.s.preservation }));
  checkEnd(ctx);
}
export function removePollution(ctx: Ctx, n: number): void {
  const k = Math.min(n, ctx.s.pollution);
  ctx.s.pollution -= k;
  say(ctx, k > 0 ? w('log.pollutionRemoved', { n: k, left: ctx.s.pollution }) : w('log.noPollution'));
}
export function checkEnd(ctx: Ctx): void {
  const s = ctx.s;
  if (s.over) return;
  if (s.preservation >= SEESAW_CAPACITY) endGame(ctx, true, w('end.preservationFull'));
  else if (s.pollution >= SEESAW_CAPACITY) endGame(ctx, false, w('end.pollutionFull'));
  else if (isTipped(s.preservation, s.pollution, s.options.tip)) endGame(ctx, false, w('end.tipped'));
}
/**
 * Won or lost: on the Seesaw here, or by the house rules of the end of a round (TP-G03). Whatever was
 * still owed (the running chain, Crises to place, bonus work, cards chosen to pass) ends with the game.
 */
export function endGame(ctx: Ctx, won: boolean, reason: string): void {
  const s = ctx.s;
  s.over = { won, reason };
  s.phase = 'over';
  s.chain = null;
  s.crisisQueue = [];
  s.bonusQueue = [];
  for (const p of s.players) {
    seat(s, p).provide = null;
    seat(s, p).pick = null;
  }
  s.history.push({ round: s.round, preservation: s.preservation, pollution: s.pollution, solved: s.solvedCount });
  say(ctx, w(won ? 'log.won' : 'log.lost', { reason }));
}
