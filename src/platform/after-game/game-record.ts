import { z } from 'zod';
import type { AnyEngine } from '../../engine/types';
import type { DocKey } from '../../store/store-keys';
import { nameSeatsPacked } from '../table/seat-names';
import { tableWords } from '../words/table-words';
import type { Session } from '../session-schema';

/**
 * A finished game, kept after its table is cleaned up: who played (and how), how it was set up, every answer given
 * and how it came out. Setup and the answers replay the game (src/platform/after-game/replay.ts): `/game replay` draws it again.
 */
export const gameRecordSchema = z.object({
  instance: z.string(),
  game: z.string(),
  guildId: z.string().nullable(),
  channelId: z.string(),
  /** In seat order (seat p0 first), as they were when the game ended. */
  players: z.array(z.object({ userId: z.string(), name: z.string(), control: z.enum(['human', 'auto', 'ai']), aiLevel: z.string().nullable() })),
  options: z.record(z.string(), z.unknown()),
  seed: z.string(),
  /** Every answer, packed as the session kept it (src/platform/table/answer-log.ts); replay.ts reads it. */
  answerLog: z.string(),
  /** Null when the game was ended before its rules finished it. Winners and scores by seat (p0, p1, …). */
  outcome: z.object({ kind: z.enum(['ranked', 'team']), winners: z.array(z.string()), scores: z.record(z.string(), z.number()).nullable(), summary: z.string() }).nullable(),
  /** How many rounds the game took, when its rules count rounds (Tipping Point's board ranks wins by it). */
  rounds: z.number().int().nullable().default(null),
  /** Its people won or lost together (the engine's `cooperative`): its leaderboard rates nobody. A record kept before has false, its outcome says. */
  cooperative: z.boolean().default(false),
  /**
   * The people who left a seat during play and how (src/platform/seats/departures.ts), and those whose ending of the
   * game was their loss (src/platform/seats/ending.ts): the leaderboard counts them. A record kept before has none.
   */
  departed: z.array(z.object({ userId: z.string(), name: z.string(), seat: z.number().int().nonnegative(), how: z.enum(['left', 'kicked', 'timed-out']) })).default([]),
  forfeited: z.array(z.string()).default([]),
  startedAt: z.string().nullable(),
  endedAt: z.string(),
  endedReason: z.string(),
});
export type GameRecord = z.infer<typeof gameRecordSchema>;

/** Where a finished game's record is kept: by server (or `dm`) and table id. */
export const recordKey = (guildId: string | null, instance: string): DocKey => `done:${guildId ?? 'dm'}:${instance}`;

/**
 * The record of an ended session; its summary names the players as the table did. Its summary and why it ended are
 * kept packed (src/engine/words.ts), said in each reader's language; a record kept before holds them in English.
 */
export function buildGameRecord(s: Session, engine: AnyEngine, endedAt: string): GameRecord {
  const o = s.state === null ? null : engine.outcome(s.state);
  return {
    instance: s.instance,
    game: s.game,
    guildId: s.guildId,
    channelId: s.channelId,
    players: s.seats.map((x) => ({ userId: x.userId, name: x.name, control: x.control, aiLevel: x.aiLevel })),
    options: s.options,
    seed: s.seed ?? '',
    answerLog: s.answerLog,
    outcome: o ? { kind: o.kind, winners: [...o.winners], scores: o.scores ? { ...o.scores } : null, summary: nameSeatsPacked(s, o.summary) } : null,
    rounds: s.state !== null && engine.roundsPlayed ? engine.roundsPlayed(s.state) : null,
    cooperative: s.state !== null && engine.cooperative ? engine.cooperative(s.state) : false,
    departed: s.departed.map((d) => ({ ...d })),
    forfeited: [...s.forfeited],
    startedAt: s.startedAt,
    endedAt,
    endedReason: s.endedReason ?? tableWords('table.ended'),
  };
}
