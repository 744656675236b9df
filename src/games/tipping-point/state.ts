/**
 * Tipping Point game state as plain JSON (validated by `stateSchema`), and the table's options.
 * The two geometric models the rulebook leaves to the table live in board.ts (the card grid) and
 * rules/seesaw.ts (the Climate Seesaw, house rule TP-G01).
 */
import { z } from 'zod';
import type { PlayerId } from '../../engine/types';
import { CATEGORIES, categorySchema, needTargetSchema, type AdvisorSideId, type Category } from './cards/schema';
import { getAdvisorSide } from './cards/catalogue';

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
  /** A standing choice: cards are paid step by step and their Credits placed by hand, not as suggested. */
  payByHand: z.boolean().default(false),
  /** Has passed at least once this round: from then on a turn with nothing to do passes without asking. */
  passedOnce: z.boolean().default(false),
  /** Ability uses: `round` resets each round, `game` never. */
  used: z.object({ round: z.boolean(), game: z.boolean() }),
  /** The two cards chosen in the Provide step, until everyone has chosen. */
  provide: z.array(z.string()).nullable(),
  /** A Provide choice made card by card (a hand longer than one menu): the cards so far and the page shown. */
  pick: z.object({ cards: z.array(z.string()), page: z.number().int() }).nullable().default(null),
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
  /** The page shown of a list longer than one menu (slots, targets, payment steps, cards). */
  page: z.number().int().default(0),
  due: z.object({ generic: z.number().int(), specific: z.partialRecord(categorySchema, z.number().int()) }),
  discarded: z.array(z.string()),
  /** Tasks that must be resolved first, in order (bonuses, Synergy, redistribution). */
  forced: z.array(taskSchema),
  /** The played card's effects, in any order the player chooses (RB FAQ). */
  free: z.array(taskSchema),
  /** A task picked from `free` and now being resolved. */
  current: taskSchema.nullable(),
  /** Paid by the suggested payment without a question (the player did not ask to choose it). */
  payAuto: z.boolean().default(false),
  /** Credits gained in the chain, spread over the budgets in one decision at its end. */
  credits: z.number().int().default(0),
  /**
   * The player chose, at an Influence placement, that the rest of this chain's Influence also goes where suggested:
   * each later gain is still placed at once (RB "Placing Influence Tokens"), without a question.
   */
  influencePlan: z.boolean().default(false),
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
  crisisQueue: z.array(z.object({ player: pid, crisis: z.string(), column: z.number().int().nullable(), page: z.number().int().default(0) })),
  /** Bonus work owed outside a running chain (Income abilities, a Crisis solved on placement). */
  bonusQueue: z.array(z.object({ player: pid, tasks: z.array(taskSchema) })),
  history: z.array(z.object({ round: z.number().int(), preservation: z.number().int(), pollution: z.number().int(), solved: z.number().int() })),
  solvedCount: z.number().int(),
  over: z.object({ won: z.boolean(), reason: z.string() }).nullable(),
});
export type TpState = z.infer<typeof stateSchema>;

export const emptyCredits = (): Record<Category, number> =>
  Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;

export const seat = (s: TpState, p: PlayerId): Seat => {
  const x = s.seats[p];
  if (!x) throw new Error(`No seat ${p}`);
  return x;
};
/** The Advisor side a seat holds (RB "Advisor"), once chosen. */
export const advisorOf = (s: TpState, p: PlayerId) => {
  const id = seat(s, p).advisor;
  return id ? getAdvisorSide(id as AdvisorSideId) : null;
};
