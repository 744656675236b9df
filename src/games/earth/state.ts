/**
 * Earth game state: plain JSON, validated by zod. Everything, hidden parts included, lives here;
 * `view` is the only way out. Each player's pending work is a queue of small jobs: a job that needs
 * no decision resolves itself, the first one that does becomes that player's prompt (see `flow.ts`, `prompts.ts`).
 */
import { z } from 'zod';
import { ACTIONS, costSchema, effectSchema, plantFilterSchema, scaledEffectSchema, targetSchema } from './cards/schema';

const VARIANTS = ['standard', 'beginner', 'team'] as const;

export const optionsSchema = z.object({
  variant: z.enum(VARIANTS).default('standard'),
  /** Gaia's level in solo (EA-Gaia): 1 Beginner .. 4 Expert. */
  difficulty: z.number().int().min(1).max(4).default(2),
  /** EA-G01: Earth cards dealt before the Island's own draw. */
  start_hand: z.number().int().min(0).max(10).default(5),
  /** EA-G03: each player keeps one of two Ecosystems as a personal objective. */
  personal_ecosystem: z.boolean().default(true),
  /** House rule for short games: the game also ends after this many rounds (0 = no limit). */
  max_rounds: z.number().int().min(0).max(40).default(0),
});
export type EarthOptions = z.infer<typeof optionsSchema>;

const side = z.enum(['A', 'B']);
const pickSchema = z.object({ card: z.string(), side });

const slotSchema = z.object({ id: z.string(), sprouts: z.number().int().min(0), growth: z.number().int().min(0) });
export type Slot = z.infer<typeof slotSchema>;

const host = z.number().int().min(0).max(15).nullable();
const src = z.string();

const jobSchema = z.discriminatedUnion('k', [
  /** Setup (EA-06, EA-G02, EA-G03): choose a card and its side, secretly. */
  z.object({ k: z.literal('pickIsland') }),
  z.object({ k: z.literal('pickClimate') }),
  z.object({ k: z.literal('pickEco') }),
  /** The active player chooses an action (EA-10). */
  z.object({ k: z.literal('action') }),
  /** A list of effects still to resolve, in printed order (EA-D10). */
  z.object({ k: z.literal('fx'), fx: z.array(effectSchema), host, src }),
  z.object({ k: z.literal('sprout'), n: z.number().int(), on: targetSchema, host, src }),
  z.object({ k: z.literal('grow'), n: z.number().int(), on: targetSchema, host, src }),
  /** Cards seen by a draw-and-keep wait in the player's `looking` zone. */
  z.object({ k: z.literal('keep'), keep: z.number().int(), src }),
  z.object({ k: z.literal('compostHand'), n: z.number().int(), src }),
  z.object({ k: z.literal('plant'), discount: z.number().int(), filter: plantFilterSchema.optional(), major: z.boolean(), src }),
  z.object({ k: z.literal('activate'), where: z.enum(['adjacent', 'tableau']), host, src }),
  z.object({ k: z.literal('pay'), cost: z.array(costSchema), then: z.array(scaledEffectSchema), host, src }),
  /** Cards owed as a cost: each goes under the deck (EA-D09). */
  z.object({ k: z.literal('discard'), n: z.number().int(), src }),
  z.object({ k: z.literal('choice'), options: z.array(z.array(scaledEffectSchema)), host, src }),
  /** EA-14: Island/Climate before or after the tableau. */
  z.object({ k: z.literal('order'), action: z.enum(ACTIONS), until: z.number().int() }),
  /** Solo: Gaia's Wild card lets the player choose the action (EA-Gaia). */
  z.object({ k: z.literal('wild') }),
  /** A side menu opened from any prompt: play an Event, convert Sprouts, use the Team board. */
  z.object({ k: z.literal('menu'), menu: z.enum(['event', 'convert', 'team']) }),
  /** Team mode: the end-of-turn window to give to and take from the Team board. */
  z.object({ k: z.literal('team') }),
]);
export type Job = z.infer<typeof jobSchema>;

const playerSchema = z.object({
  hand: z.array(z.string()),
  tableau: z.array(slotSchema).max(16),
  soil: z.number().int().min(0),
  compost: z.array(z.string()),
  events: z.array(z.string()),
  /** Cards drawn by a draw-and-keep, not yet kept or sent under the deck. */
  looking: z.array(z.string()),
  island: pickSchema.nullable(),
  climate: pickSchema.nullable(),
  ecosystem: pickSchema.nullable(),
  offers: z.object({ islands: z.array(z.string()), climates: z.array(z.string()), ecosystems: z.array(z.string()) }),
  jobs: z.array(jobSchema),
  /** Counts this player's answers: prompt ids change when they answer and stay put while others do. */
  ask: z.number().int(),
  page: z.number().int(),
  /** Team mode: what this player earned this turn and may still put on the Team board (EA-62). */
  earnedSoil: z.number().int(),
  earnedCards: z.array(z.string()),
  /** A standing answer to the Island/Climate-or-tableau question (EA-14, H08); null: ask when the order matters. */
  orderPref: z.enum(['before', 'after']).nullable().default(null),
});
export type PlayerState = z.infer<typeof playerSchema>;

const PHASES = ['setup', 'action', 'benefit', 'activate', 'team', 'over'] as const;
export type Phase = (typeof PHASES)[number];

const gaiaStateSchema = z.object({
  level: z.number().int(),
  k: z.number().int(),
  deck: z.array(z.string()),
  used: z.array(z.string()),
  turns: z.number().int(),
  scoringPile: z.array(z.string()),
  compost: z.number().int(),
  sprouts: z.number().int(),
  growth: z.number().int(),
  last: z.string().nullable(),
});

export const stateSchema = z.object({
  schemaVersion: z.literal(1),
  rev: z.number().int(),
  options: optionsSchema,
  order: z.array(z.string()).min(1).max(5),
  players: z.record(z.string(), playerSchema),
  rng: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** The Earth deck, top first; "under the deck" is the end (EA-G08). */
  deck: z.array(z.string()),
  fauna: z.array(z.object({ card: z.string(), side, claims: z.array(z.string()) })).length(4),
  ecosystems: z.array(pickSchema),
  completion: z.string().nullable(),
  phase: z.enum(PHASES),
  first: z.number().int(),
  /** Seat index whose turn it is; -1 while Gaia takes hers (solo). */
  active: z.number().int(),
  round: z.number().int(),
  turnNo: z.number().int(),
  action: z.enum(ACTIONS).nullable(),
  lastAction: z.object({ who: z.string(), action: z.enum([...ACTIONS, 'fauna']) }).nullable(),
  endTriggered: z.boolean(),
  endReason: z.string().nullable(),
  teamBoards: z.record(z.string(), z.object({ soil: z.number().int(), cards: z.array(z.string()) })),
  gaia: gaiaStateSchema.nullable(),
});
export type EarthState = z.infer<typeof stateSchema>;
