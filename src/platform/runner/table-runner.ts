import type { Answer, PlayerId } from '../../engine/types';
import type { Result } from '../../engine/result';
import type { Snapshot } from '../delivery';
import type { Refusal } from '../words/refusals';
import type { Actor } from '../seats/permissions';
import type { DmOutbox } from '../dms/dm-outbox';
import type { RunnerDeps } from '../runner-deps';
import type { Session } from '../session-schema';
import type { Loaded } from '../records/table-records';
import type { SlowField } from '../pace/slow-pace';
import type { ShownPing } from '../pace/turn-calls';
import type { ExpiryVerb, TimerField } from '../pace/turn-timer';
import { learn, newLobby, type LearnArgs, type NewLobbyArgs } from '../lobby/open-table';
import { lobby, lobbyAi, type LobbyVerb } from '../lobby/lobby-seats';
import { rematch, rematchAnswer } from '../lobby/rematch-offer';
import { seatLocale, TableCore } from './table-core';
import type { Language } from '../../words/locales';
import { answer, autoAsideChoice, notesChoice, seatChoice, shortcut, standingChoice, undo, type Answered } from './play';
import { end, expiry, kick, voteToEnd } from './host-tools';
import { markSlowWait, markTimer, releasePings, slowExpiry, windowStep } from './timers';
import { locate, recordPing, recordShown, speak, status } from './showing';
import { install, resume, sweep } from './start-up';

/**
 * Every change to a channel's table, for the bot and the terminal alike: the one face of the runner. Each operation
 * takes the runner's one path of a change (table-core.ts): the channel's turn, the table loaded and checked once,
 * the pure change, AI and automatic seats settled, one save with the revision check, the DMs it owes included. The
 * table goes to the courier before the turn ends; the DMs are sent after it, by the outbox (dm-outbox.ts). Refusals
 * come back in players' words. The operations are grouped by concern: the lobby's (src/platform/lobby/), play
 * (play.ts), the host's tools (host-tools.ts), the timers' steps (timers.ts), showing (showing.ts), start-up (start-up.ts).
 * A seat's language told by a press that changed nothing else (its panel opened) is saved by `seatLocale`, only when
 * it changed; a server's new language is taken by its open tables, each shown again, by `speak`.
 */
export class TableRunner {
  private readonly c: TableCore;
  /** Sends the DMs saved changes owe; the bot waits on its `idle` and calls its `stop`. */
  readonly outbox: DmOutbox;

  constructor(d: RunnerDeps) {
    this.outbox = (this.c = new TableCore(d)).outbox;
  }

  /** Resolves once the channel owes no AI moves still queued in this process (the terminal, tests and the bench wait on it). */
  aiIdle(channelId: string): Promise<void> {
    return this.c.ai.idle(channelId);
  }
  // ---- lobby and rematch (src/platform/lobby/) ----

  newLobby(args: NewLobbyArgs): Promise<Result<Session, Refusal>> {
    return newLobby(this.c, args);
  }
  learn(args: LearnArgs): Promise<Result<Session, Refusal>> {
    return learn(this.c, args);
  }
  lobbyAi(channelId: string, instance: string, actor: Actor, level: string): Promise<Result<Session, Refusal>> {
    return lobbyAi(this.c, channelId, instance, actor, level);
  }
  lobby(channelId: string, instance: string, actor: Actor, verb: LobbyVerb): Promise<Result<Session, Refusal>> {
    return lobby(this.c, channelId, instance, actor, verb);
  }
  rematch(channelId: string, instance: string, actor: Actor, botLacks: readonly string[] = [], threadLacks: readonly string[] = [], language?: Language): Promise<Result<Session, Refusal>> {
    return rematch(this.c, channelId, instance, actor, botLacks, threadLacks, language);
  }
  rematchAnswer(channelId: string, instance: string, actor: Actor, verb: 'accept' | 'decline'): Promise<Result<Session, Refusal>> {
    return rematchAnswer(this.c, channelId, instance, actor, verb);
  }

  // ---- play (play.ts) ----

  answer(channelId: string, instance: string, actor: Actor, a: Answer): Promise<Result<Answered, Refusal>> {
    return answer(this.c, channelId, instance, actor, a);
  }
  shortcut(channelId: string, actor: Actor, command: string, name: string, args: Record<string, string | number>): Promise<Result<string, Refusal>> {
    return shortcut(this.c, channelId, actor, command, name, args);
  }
  undo(channelId: string, actor: Actor, instance: string | null = null): Promise<Result<{ said: string; session: Session }, Refusal>> {
    return undo(this.c, channelId, actor, instance);
  }
  autoAside(channelId: string, instance: string, actor: Actor, on: boolean): Promise<Result<Session, Refusal>> {
    return seatChoice(this.c, channelId, instance, actor, autoAsideChoice(on));
  }
  notes(channelId: string, instance: string, actor: Actor, on: boolean): Promise<Result<Session, Refusal>> {
    return seatChoice(this.c, channelId, instance, actor, notesChoice(on));
  }
  standing(channelId: string, instance: string, actor: Actor, kind: string, on: boolean): Promise<Result<Session, Refusal>> {
    return seatChoice(this.c, channelId, instance, actor, standingChoice(kind, on));
  }
  seatLocale(channelId: string, actor: Actor): Promise<void> { return seatLocale(this.c, channelId, actor); }
  // ---- the host's tools (host-tools.ts) ----

  end(channelId: string, instance: string | null, actor: Actor, atExpiry = false): Promise<Result<string, Refusal>> {
    return end(this.c, channelId, instance, actor, atExpiry);
  }
  kick(channelId: string, actor: Actor, target: { userId: string }, replacement: { userId: string; name: string } | null): Promise<Result<string, Refusal>> {
    return kick(this.c, channelId, actor, target, replacement);
  }
  voteToEnd(channelId: string, instance: string, actor: Actor, agree: boolean): Promise<Result<string, Refusal>> {
    return voteToEnd(this.c, channelId, instance, actor, agree);
  }
  expiry(channelId: string, instance: string, actor: Actor, verb: ExpiryVerb | 'end'): Promise<Result<string, Refusal>> {
    return expiry(this.c, channelId, instance, actor, verb);
  }

  // ---- the timers' steps (timers.ts) ----

  markTimer(channelId: string, instance: string, field: TimerField, waitingSince: string): Promise<Session | null> {
    return markTimer(this.c, channelId, instance, field, waitingSince);
  }
  markSlowWait(channelId: string, instance: string, player: PlayerId, since: string, field: SlowField): Promise<Session | null> {
    return markSlowWait(this.c, channelId, instance, player, since, field);
  }
  slowExpiry(channelId: string, instance: string, player: PlayerId, since: string): Promise<Session | null> {
    return slowExpiry(this.c, channelId, instance, player, since);
  }
  windowStep(channelId: string, instance: string, windowId: string): Promise<Session | null> {
    return windowStep(this.c, channelId, instance, windowId);
  }
  releasePings(channelId: string, instance: string): Promise<Session | null> {
    return releasePings(this.c, channelId, instance);
  }

  // ---- showing and reading (showing.ts) ----

  status(channelId: string, table: string | null = null): Promise<Result<string, Refusal>> {
    return status(this.c, channelId, table);
  }
  speak(guildId: string, language: Language): Promise<number> { return speak(this.c, guildId, language); }
  recordShown(shown: Snapshot, messageId: string, ping: ShownPing | 'failed' | null = null): Promise<Snapshot | null> {
    return recordShown(this.c, shown, messageId, ping);
  }
  recordPing(channelId: string, messageId: string): Promise<string | null> {
    return recordPing(this.c, channelId, messageId);
  }
  locate(instance: string, pressed: { channelId: string; guildId: string | null }, carried: string | null = null): Promise<string | null> {
    return locate(this.c, instance, pressed, carried);
  }
  /** A consistent snapshot: every save writes the whole record at once, so reading needs no lock. */
  read(channelId: string): Promise<Loaded> {
    return this.c.records.load(channelId);
  }

  // ---- start-up and upkeep (start-up.ts) ----

  resume(serves: (guildId: string | null) => boolean = () => true): Promise<Session[]> {
    return resume(this.c, serves);
  }
  sweep(serves: (guildId: string | null) => boolean = () => true): Promise<{ expiredLobbies: Session[]; removedGames: number }> {
    return sweep(this.c, serves);
  }
  install(s: Session): Promise<Result<Session, Refusal>> {
    return install(this.c, s);
  }
}
