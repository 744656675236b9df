import { z } from 'zod';

/**
 * What a session keeps for the slow pace (Board Game Arena's turn-based mode): each decision has hours or days,
 * each player a time bank for the decisions that take longer. src/platform/pace/slow-pace.ts works with them.
 */

export const PACES = ['live', 'slow'] as const;
export type Pace = (typeof PACES)[number];

/** One human's current wait: since when they have owed a decision, and which of its calls went out (each once). */
const slowWaitSchema = z.object({
  /** Who sits there: a seat handed to someone else starts a wait of their own. */
  userId: z.string(),
  /** ISO time: when they started to owe. Steps of the same turn keep it; it names the wait. */
  since: z.string(),
  pinged: z.boolean(),
  reminded: z.boolean(),
});
export type SlowWait = z.infer<typeof slowWaitSchema>;

/** The session's slow-pace fields; each has a default, so a game saved before paces were kept reads as live. */
export const slowPaceFields = {
  pace: z.enum(PACES).default('live'),
  /** The slow pace's time for one decision; null for a live game. */
  decisionSeconds: z.number().int().positive().nullable().default(null),
  /** The waits of the humans who owe a decision now, by seat (p0, p1…), kept by the table runner's commit. */
  waits: z.record(z.string(), slowWaitSchema).default({}),
  /** Each seat's time bank left, in seconds; a seat not listed has its full bank. */
  banks: z.record(z.string(), z.number().nonnegative()).default({}),
  /** False when the server does not let the bot DM its players: no DM goes out from this game. */
  dmAllowed: z.boolean().default(true),
};
