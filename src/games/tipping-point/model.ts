/**
 * Tipping Point game state as plain JSON (validated by `stateSchema`), plus the two geometric models
 * the rulebook leaves to the table: the card grid (sparse, unbounded, named by letters and numbers
 * over its bounding box) and the Climate Seesaw (house rule TP-G01, a torque model).
 */
import { z } from 'zod';
import { CATEGORIES, SIDES, categorySchema, needTargetSchema, type Category, type Side } from './cards';

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

/** The `tip` option's default: the threshold comes from `autoTip`. */
export const AUTO_TIP = 0;
/** The values a table may give `pressure` itself (strings, so the lobby can offer "auto" beside them). */
export const PRESSURE_LEVELS = ['0', '1', '2', '3', '4', '5', '6'] as const;
const pressureSchema = z.enum(['auto', ...PRESSURE_LEVELS]);

export const optionsSchema = z.object({
  /** RB "Difficulty Adjustment": extra Crisis cards removed from the top of the prepared deck. */
  difficulty: z.number().int().min(0).max(10).default(0),
  /** RB "Expert Mode": every marker-less category gets a marker at level 2 and 2 Credits. */
  expert: z.boolean().default(false),
  /** RB "Competitive Variant": hidden Victory Points for the biggest contributor to each solved Crisis. */
  variant: z.enum(['coop', 'competitive']).default('coop'),
  /** RB "Turn Sequence": clockwise turns, or the advanced free order. */
  order: z.enum(['turns', 'free']).default('turns'),
  /**
   * House rule TP-G01: the Seesaw tips when Pollution torque − Preservation torque reaches this.
   * 0 ("auto") lets `autoTip` choose by player count and difficulty; setup stores the number in force.
   */
  tip: z.union([z.literal(AUTO_TIP), z.number().int().min(10).max(80)]).default(AUTO_TIP),
  /** House rule TP-G03 safety valve: the game is lost at the end of this round. */
  max_rounds: z.number().int().min(3).max(40).default(20),
  /**
   * House rule TP-G01b: extra Pollution each unsolved Crisis adds at the end of a round. "auto" lets
   * `autoPressure` choose by player count and difficulty; setup stores the number in force.
   */
  pressure: pressureSchema.default('auto'),
});
export type TpOptions = z.infer<typeof optionsSchema>;

// ---------------------------------------------------------------------------------------------
// Seesaw (TP-G01)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

const pid = z.string();
const rngSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

const cardOnGridSchema = z.object({ kind: z.enum(['project', 'crisis']), id: z.string(), up: z.boolean() });
const cellSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  card: cardOnGridSchema,
  /** Influence tokens, by owner, oldest first (house rule TP-G14: used first-in, first-out). */
  tokens: z.array(pid),
  /** Cards covered by this one, oldest first (kept so every card stays accounted for). */
  under: z.array(cardOnGridSchema),
});
export type Cell = z.infer<typeof cellSchema>;

const seatSchema = z.object({
  country: z.string().nullable(),
  advisor: z.string().nullable(),
  needs: z.partialRecord(categorySchema, z.number().int().min(1)),
  credits: z.record(categorySchema, z.number().int().min(0)),
  hand: z.array(z.string()),
  vp: z.number().int(),
  passed: z.boolean(),
  /** Ability uses: `round` resets each round, `game` never. */
  used: z.object({ round: z.boolean(), game: z.boolean() }),
  /** The two cards chosen in the Provide step, until everyone has chosen. */
  provide: z.array(z.string()).nullable(),
});
export type Seat = z.infer<typeof seatSchema>;

/** One unit of work inside a chain of prompts. */
const taskSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('icon'), need: needTargetSchema }),
  z.object({ t: z.literal('raise'), need: needTargetSchema, n: z.number().int() }),
  z.object({ t: z.literal('flip'), category: needTargetSchema, n: z.number().int() }),
  z.object({ t: z.literal('influence'), n: z.number().int() }),
  z.object({ t: z.literal('credits'), n: z.number().int() }),
  z.object({ t: z.literal('draw'), n: z.number().int() }),
  z.object({ t: z.literal('pollution'), n: z.number().int() }),
  z.object({ t: z.literal('synergy'), n: z.number().int() }),
  /** Tokens lifted off a covered face-down Project, to be placed again (RB "Placing Project Cards"). */
  z.object({ t: z.literal('redistribute'), owners: z.array(pid), from: z.object({ x: z.number(), y: z.number() }) }),
]);
export type Task = z.infer<typeof taskSchema>;

const chainSchema = z.object({
  player: pid,
  kind: z.enum(['play', 'exchange', 'ability', 'bonus']),
  stage: z.enum(['slot', 'slotRow', 'pay', 'resolve', 'exchange', 'abilityCost']),
  card: z.string().nullable(),
  slot: z.object({ x: z.number().int(), y: z.number().int() }).nullable(),
  column: z.number().int().nullable(),
  due: z.object({ generic: z.number().int(), specific: z.partialRecord(categorySchema, z.number().int()) }),
  discarded: z.array(z.string()),
  /** Tasks that must be resolved first, in order (bonuses, Synergy, redistribution). */
  forced: z.array(taskSchema),
  /** The played card's effects, in any order the player chooses (RB FAQ). */
  free: z.array(taskSchema),
  /** A task picked from `free` and now being resolved. */
  current: taskSchema.nullable(),
  /** Afterwards the turn passes on (a card play) or not (exchange, ability). */
  usesTurn: z.boolean(),
});
export type Chain = z.infer<typeof chainSchema>;

export const stateSchema = z.object({
  schemaVersion: z.literal(1),
  rev: z.number().int(),
  seq: z.number().int(),
  // A game saved before TP-G01b was dealt without Crisis pressure and keeps playing without it.
  options: optionsSchema.extend({ pressure: pressureSchema.default('0') }),
  players: z.array(pid).min(1).max(4),
  rng: rngSchema,
  phase: z.enum(['country', 'tie', 'advisorCard', 'advisorSide', 'play', 'crisis', 'provide', 'over']),
  /** Setup: whose choice it is (index), and the Advisor card being chosen. */
  setupIndex: z.number().int(),
  advisorCard: z.string().nullable(),
  tieSlots: z.array(z.object({ x: z.number().int(), y: z.number().int() })),
  initialProject: z.string().nullable(),
  seats: z.record(pid, seatSchema),
  projectDeck: z.array(z.string()),
  discard: z.array(z.string()),
  crisisDeck: z.array(z.string()),
  /** Crisis cards out of the game (player-count and difficulty removal), never shown. */
  crisisRemoved: z.array(z.string()),
  difficultyUsed: z.number().int(),
  grid: z.array(cellSchema),
  preservation: z.number().int().min(0),
  pollution: z.number().int().min(0),
  round: z.number().int(),
  turn: z.number().int(),
  passesInRow: z.number().int(),
  menuPage: z.number().int(),
  chain: chainSchema.nullable(),
  /** End of round step 2: Crises drawn and not yet placed, each with the player who places it. */
  crisisQueue: z.array(z.object({ player: pid, crisis: z.string(), column: z.number().int().nullable() })),
  /** Bonus work owed outside a running chain (Income abilities, a Crisis solved on placement). */
  bonusQueue: z.array(z.object({ player: pid, tasks: z.array(taskSchema) })),
  history: z.array(z.object({ round: z.number().int(), preservation: z.number().int(), pollution: z.number().int(), solved: z.number().int() })),
  solvedCount: z.number().int(),
  over: z.object({ won: z.boolean(), reason: z.string() }).nullable(),
});
export type TpState = z.infer<typeof stateSchema>;

// ---------------------------------------------------------------------------------------------
// Grid geometry
// ---------------------------------------------------------------------------------------------

export interface Pos {
  x: number;
  y: number;
}
const STEP: Readonly<Record<Side, Pos>> = { N: { x: 0, y: -1 }, E: { x: 1, y: 0 }, S: { x: 0, y: 1 }, W: { x: -1, y: 0 } };
export const OPPOSITE: Readonly<Record<Side, Side>> = { N: 'S', E: 'W', S: 'N', W: 'E' };
export const neighbour = (p: Pos, side: Side): Pos => ({ x: p.x + STEP[side].x, y: p.y + STEP[side].y });
export const neighbours = (p: Pos): Pos[] => SIDES.map((s) => neighbour(p, s));
export const cellAt = (grid: readonly Cell[], p: Pos): Cell | undefined => grid.find((c) => c.x === p.x && c.y === p.y);
export const samePos = (a: Pos, b: Pos): boolean => a.x === b.x && a.y === b.y;

/** The named frame: the cards' bounding box plus a margin of one slot on every side. */
export interface Frame {
  minX: number;
  minY: number;
  cols: number;
  rows: number;
}
export function frameOf(grid: readonly Cell[]): Frame {
  if (grid.length === 0) return { minX: -1, minY: -1, cols: 3, rows: 3 };
  const xs = grid.map((c) => c.x);
  const ys = grid.map((c) => c.y);
  const minX = Math.min(...xs) - 1;
  const minY = Math.min(...ys) - 1;
  return { minX, minY, cols: Math.max(...xs) + 2 - minX, rows: Math.max(...ys) + 2 - minY };
}
export function columnName(i: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return i < 26 ? letters[i]! : `${letters[Math.floor(i / 26) - 1]!}${letters[i % 26]!}`;
}
/** "C4": column letter, then row number, both counted from the frame's top-left corner. */
export function slotName(f: Frame, p: Pos): string {
  return `${columnName(p.x - f.minX)}${p.y - f.minY + 1}`;
}
export function parseSlot(f: Frame, name: string): Pos | null {
  const m = /^([A-Z]{1,2})(\d{1,3})$/.exec(name);
  if (!m) return null;
  const col = m[1]!.length === 1 ? m[1]!.charCodeAt(0) - 65 : (m[1]!.charCodeAt(0) - 64) * 26 + (m[1]!.charCodeAt(1) - 65);
  return { x: f.minX + col, y: f.minY + Number(m[2]) - 1 };
}
/** Reading order: top row first, then left to right. */
export const byReading = (a: Pos, b: Pos): number => a.y - b.y || a.x - b.x;

export const emptyCredits = (): Record<Category, number> =>
  Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
