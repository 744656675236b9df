import { z } from 'zod';

/** A seat: who sits there and whether the table plays it for them. */
const seatSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** 'auto' seats take each prompt's fallback (a player who left or timed out); 'ai' seats are played by an AI level. */
  control: z.enum(['human', 'auto', 'ai']),
  /** For 'ai' seats: which AI level plays it. */
  aiLevel: z.string().nullable().default(null),
  /** null until the bot has tried to DM this player. */
  dmOpen: z.boolean().nullable(),
  /** A hash of the last private view sent by DM, so a DM goes out only when something changed. */
  privateHash: z.string().nullable(),
  /**
   * The player's own choice: in a secret window where all they may do is stand aside, the table answers that for
   * them, the way their click would be (src/platform/auto-aside.ts). Nothing public shows it.
   */
  autoAside: z.boolean().default(false),
});
export type Seat = z.infer<typeof seatSchema>;

const eventSchema = z.object({
  n: z.number().int(),
  text: z.string(),
  visibleTo: z.union([z.literal('all'), z.array(z.string())]),
});
export type LoggedEvent = z.infer<typeof eventSchema>;

/** `step` says what the step was (the options chosen), for the Undo button; an older save has none. */
const undoSchema = z.object({ player: z.string(), state: z.unknown(), logLength: z.number().int(), step: z.string().default('') });

/**
 * The secret window open now (a Scheme window, a Campaign, a Tribunal ballot: prompts marked `secretWindow`), as the
 * table first saw it. Nobody may learn who has answered before it closes, so the table names it by what it was
 * when it opened, and keeps it open for its minimum time (src/platform/secret-window.ts).
 */
const secretWindowSchema = z.object({
  id: z.string(),
  /** Its public text when it opened: the table names the window by it. */
  label: z.string(),
  /** Every seat it was opened for, fixed when it opened. */
  seats: z.array(z.string()),
  /** When the table first saw it. ISO time. */
  openedAt: z.string(),
  minMs: z.number().int().nonnegative(),
  maxMs: z.number().int().nonnegative(),
  /** The answer that would have closed it before its minimum time: recorded, not applied, until that time. */
  held: z.object({ player: z.string(), prompt: z.string(), values: z.array(z.string()) }).nullable(),
});
export type SecretWindow = z.infer<typeof secretWindowSchema>;

export const sessionSchema = z.object({
  instance: z.string().min(4).max(12),
  game: z.string(),
  phase: z.enum(['lobby', 'playing', 'ended']),
  channelId: z.string(),
  guildId: z.string().nullable(),
  host: z.string(),
  seats: z.array(seatSchema),
  options: z.record(z.string(), z.unknown()),
  timerSeconds: z.number().int().nonnegative().nullable(),
  seed: z.string().nullable(),
  state: z.unknown(),
  log: z.array(eventSchema),
  /** Numbered from the start of the game, so `/game log` can say how much came before. */
  logCount: z.number().int().nonnegative(),
  undo: z.array(undoSchema),
  tableMessageId: z.string().nullable(),
  /** True from a change until the table message shows it; a restart republishes stale tables. */
  tableStale: z.boolean(),
  /** When the oldest open prompt started waiting, for the turn timer. ISO time. */
  waitingSince: z.string().nullable(),
  reminded: z.boolean(),
  expiryAsked: z.boolean(),
  endedReason: z.string().nullable(),
  /** A game saved before secret windows were kept reads as having none open. */
  secretWindow: secretWindowSchema.nullable().default(null),
  createdAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;
