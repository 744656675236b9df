import { z } from 'zod';
import { slowPaceFields } from './slow-pace-schema';
import { LOCALES, PSEUDO } from '../words/locales';

const languageSchema = z.enum([...LOCALES, PSEUDO]);

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
  /** A short hash of each secret the last DM showed (null before the first): a DM goes out when a new one is dealt. */
  secrets: z.array(z.string()).nullable().default(null),
  /**
   * A DM this seat is owed and has not yet been sent (the outbox, src/platform/dms/dm-outbox.ts): 'start' for the game's
   * first, 'dealt' for a secret dealt since the last. It is saved with the change that owes it, so a restart still
   * sends it; a game saved before the outbox was kept owes none.
   */
  dmOwed: z.enum(['start', 'dealt']).nullable().default(null),
  /**
   * The player's own choice: in a secret window where all they may do is stand aside, the table answers that for
   * them, the way their click would be (src/platform/seats/auto-aside.ts). Nothing public shows it.
   */
  autoAside: z.boolean().default(false),
  /**
   * The player's standing answers (a prompt's `standing`: "Pass for the rest of the round"): the table answers each
   * such prompt for them while its scope is the same and it offers nothing beyond `offered`, the options it had when
   * the answer was set (src/platform/seats/auto-aside.ts).
   */
  standing: z.array(z.object({
    kind: z.string(),
    scope: z.string(),
    offered: z.array(z.string()),
    /** The button that ends it, and whether the table may show that button (only where passing is public). */
    undo: z.string().default('Ask me again'),
    onTable: z.boolean().default(false),
    /** What the player's panel says while it stands. */
    text: z.string().default(''),
  })).default([]),
  /** The log's length after this seat's last answer: its panel tells what happened since (src/platform/telling/since.ts). */
  lastAnswerLog: z.number().int().nonnegative().nullable().default(null),
  /** When this seat last answered (ISO time): a person who just acted and watches their panel is not pinged at once (turn-calls.ts). */
  answeredAt: z.string().nullable().default(null),
  /**
   * Teaching notes (src/platform/telling/teaching.ts): 'on' for a person who had never finished a game of this kind
   * when it started, until they turn them off; 'off' for everyone else. Only their own panel shows it.
   */
  notes: z.enum(['on', 'off']).default('off'),
  /** The rules topics of the decisions this seat has answered: a note is shown until its topic's first answer. */
  taught: z.array(z.string()).default([]),
  /**
   * The language this person's private text is said in (src/words/locales.ts): their Discord client's when we speak
   * it, as their last interaction told; null until then (they read the table's language).
   */
  locale: languageSchema.nullable().default(null),
});
export type Seat = z.infer<typeof seatSchema>;

const eventSchema = z.object({
  n: z.number().int(),
  text: z.string(),
  visibleTo: z.union([z.literal('all'), z.array(z.string())]),
});
export type LoggedEvent = z.infer<typeof eventSchema>;

/**
 * One step that can be taken back: what to write back into the state to undo it (a patch, src/platform/table/state-patch.ts),
 * and a hash of the state it applies to. Games saved before patches hold the whole earlier state instead.
 */
const undoSchema = z.object({
  player: z.string(),
  logLength: z.number().int(),
  patch: z.array(z.tuple([z.array(z.union([z.string(), z.number()]))]).rest(z.unknown())).optional(),
  after: z.string().optional(),
  /** A hash of the engine's position before the step (src/engine/types.ts `position`); an older save has none. */
  from: z.string().optional(),
  state: z.unknown().optional(),
  /** The answer log's length before the step; a step saved before the log was kept has none. */
  answers: z.number().int().optional(),
  /** What the step was (the options chosen), for the Undo button; an older save has none. */
  step: z.string().default(''),
  /** The step was a way back (Back, Cancel): already a way back itself, so the Undo button is not offered for it. */
  back: z.boolean().optional(),
});
export type UndoStep = z.infer<typeof undoSchema>;

/**
 * Why the undo stack was last emptied, so a refused undo can name the real reason: the game began, a step revealed
 * something or drew on chance (`by` took it, `what` it revealed), someone else played since (`by`: an AI, or a seat's timed-out turn played
 * by an AI), a secret window closed on its time, or a seat changed hands.
 */
const UNDO_CLOSED = ['start', 'committed', 'played', 'timed-out', 'window', 'seat'] as const;
const undoClosedSchema = z.object({ why: z.enum(UNDO_CLOSED), by: z.string().optional(), what: z.string().optional() });
export type UndoClosed = z.infer<typeof undoClosedSchema>;

/**
 * One answer the engine applied, read back in full: the seat's index, the prompt and the values. Setting the game up
 * again from its seed and options and applying these gives the same state (src/platform/after-game/replay.ts). A seat the game
 * took out (a kick where the rules allow it) has the prompt id `REMOVED_SEAT` and no values. The session keeps them
 * packed (src/platform/table/answer-log.ts).
 */
export type LoggedAnswer = [seat: number, prompt: string, values: string[]];
export const REMOVED_SEAT = '!removed';

/** A rematch lobby: the seated people who have accepted so far; it starts by itself when every one has. */
const rematchSchema = z.object({ from: z.string(), accepted: z.array(z.string()) });

/**
 * The secret window open now (a Scheme window, a Campaign, a Tribunal ballot: prompts marked `secretWindow`), as the
 * table first saw it. Nobody may learn who has answered before it closes, so the table names it by what it was
 * when it opened, and keeps it open for its minimum time (src/platform/table/secret-window.ts).
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

/**
 * A person who held a seat during play and no longer does, and how they left it: they handed it on themselves
 * ('left', a kick of their own seat), the host or a moderator kicked them ('kicked'), or an AI took it over when
 * their turn timer ran out ('timed-out'). The leaderboard counts them at the game's end (src/platform/after-game/ratings.ts).
 */
const departureSchema = z.object({ userId: z.string(), name: z.string(), seat: z.number().int().nonnegative(), how: z.enum(['left', 'kicked', 'timed-out']) });
export type Departure = z.infer<typeof departureSchema>;

export const sessionSchema = z.object({
  instance: z.string().min(4).max(12),
  game: z.string(),
  phase: z.enum(['lobby', 'playing', 'ended']),
  channelId: z.string(),
  guildId: z.string().nullable(),
  host: z.string(),
  seats: z.array(seatSchema),
  /**
   * The language of the table's public text (the table, pings, the log, pictures): the server's, as resolved when the
   * lobby opened (src/words/locales.ts). A game saved before languages were kept speaks English.
   */
  language: languageSchema.default('en'),
  options: z.record(z.string(), z.unknown()),
  timerSeconds: z.number().int().nonnegative().nullable(),
  seed: z.string().nullable(),
  state: z.unknown(),
  log: z.array(eventSchema),
  /** Numbered from the start of the game, so `/game log` can say how much came before. */
  logCount: z.number().int().nonnegative(),
  undo: z.array(undoSchema),
  /** A game saved before the reason was kept has none. */
  undoClosed: undoClosedSchema.optional(),
  tableMessageId: z.string().nullable(),
  /** True from a change until the table message shows it; a restart republishes stale tables. */
  tableStale: z.boolean(),
  /**
   * The table is to be posted anew (/game status): the next showing posts it and clears `tableMessageId`'s message,
   * so the channel keeps one table. Kept in the record so a restart in between still clears the old one.
   */
  repostTable: z.boolean().default(false),
  /** When the oldest open prompt started waiting, for the turn timer. ISO time. */
  waitingSince: z.string().nullable(),
  reminded: z.boolean(),
  expiryAsked: z.boolean(),
  endedReason: z.string().nullable(),
  /** A game saved before secret windows were kept reads as having none open. */
  secretWindow: secretWindowSchema.nullable().default(null),
  /** The people owing a decision now who have been called for it: the later steps of their turn call nobody again. */
  called: z.array(z.string()).default([]),
  /** Called but not yet pinged: the next showing of the table posts their ping, so a restart neither loses nor repeats it. */
  pingDue: z.array(z.string()).default([]),
  /**
   * Which call each person is due for (a number that grows with each change that calls someone anew): a ping shown
   * for an earlier call does not count for a later one that came meanwhile.
   */
  callNo: z.record(z.string(), z.number().int()).default({}),
  /**
   * Calls held back, by person, with when each falls due (ISO time): their live panel already shows the decision and
   * they acted moments ago, so the panel is the call; the ping goes out only if they are still owing it then.
   */
  pingHeld: z.record(z.string(), z.string()).default({}),
  /** The channel's current ping, deleted when the next one is posted or the game ends. */
  pingMessageId: z.string().nullable().default(null),
  /**
   * Whom that ping mentions: a turn ping's people (none for a timer's call, which links to no table). When the table
   * is posted anew, the ping is edited to link to it, naming the same people, which calls nobody twice.
   */
  pingMentions: z.array(z.string()).default([]),
  /**
   * Every answer applied since the start, packed (src/platform/table/answer-log.ts: read it with `unpackAnswers`); a game
   * saved before answers were kept reads as having none.
   */
  answerLog: z.string().default(''),
  /** When the game started (ISO time); null in a lobby and for games saved before it was kept. */
  startedAt: z.string().nullable().default(null),
  /** Set while a lobby is a rematch waiting for its seats to accept. */
  rematch: rematchSchema.nullable().default(null),
  /**
   * A learning game (/game learn, src/platform/learning/): one person and AI seats on a fixed deal, with every rule
   * area explained where it first matters. `plan` holds the areas' topics in the order taught beside decisions,
   * `onScreen` what brings an area on screen (the game module's `learning.onScreen`), `atEnd` the variants' areas,
   * told at its end. It is kept out of history, stats and leaderboards and has no
   * rematch. Null: a real game.
   */
  learning: z.object({ plan: z.array(z.string()), onScreen: z.record(z.string(), z.array(z.string())).default({}), atEnd: z.array(z.string()).default([]) }).nullable().default(null),
  /** Where the game is played once it starts: the lobby's channel, or a thread of its own off it. */
  where: z.enum(['channel', 'thread']).default('channel'),
  /**
   * A game played in a thread: the channel the thread is off (its lobby's), where its result is told in one line, and
   * the lobby's message left as a line linking to the thread (replaced by the result). `channelId` is then the
   * thread's id: Discord counts a thread as a channel of its own. Null: played in a channel.
   */
  parent: z.object({ channelId: z.string(), line: z.object({ channelId: z.string(), messageId: z.string() }).nullable() }).nullable().default(null),
  /**
   * A lobby whose game is on its way into a thread of its own (src/platform/lobby/thread-move.ts): `game` is the started
   * game, kept here until it is saved under the thread, and `threadId` the thread once it is open. Whatever step
   * stopped the move, the next start, or the next touch of this channel, finishes it from here. Null: not moving.
   */
  moving: z.object({ threadId: z.string().nullable(), game: z.unknown() }).nullable().default(null),
  /** Every person who left a seat during play, in order; a game saved before departures were kept has none. */
  departed: z.array(departureSchema).default([]),
  /** The people who have asked to end the game (/game end): it ends, counting for nobody, once every one of them has. */
  endVotes: z.array(z.string()).default([]),
  /** Whose ending of the game counts as their loss: one who ended it alone, or those whose timer ran out when it was ended. */
  forfeited: z.array(z.string()).default([]),
  /** Whether a person may ask what the play-to-win seat would choose in their place (src/platform/learning/hint.ts). */
  hints: z.enum(['on', 'off']).default('off'),
  createdAt: z.string(),
  ...slowPaceFields,
});
export type Session = z.infer<typeof sessionSchema>;
