import { randomBytes, randomUUID } from 'node:crypto';
import type { Answer, GameEvent, PlayerId } from '../../engine/types';
import { withChannelLock } from '../../store/channel-lock';
import type { Snapshot } from '../delivery';
import { kickSeat } from '../seats/kick';
import { err, ok, type Result } from '../../engine/result';
import { refuse, ruleRefusal, type Refusal } from '../words/refusals';
import { playerOf, sameTable } from '../seats/guards';
import { playing } from '../table/phase';
import { hostOnly, type Actor } from '../seats/permissions';
import { LobbyOperations, type LearnArgs, type NewLobbyArgs } from '../lobby/lobby-operations';
import { DM_TIMING, DmOutbox } from '../dms/dm-outbox';
import { markOwed, owesDms, sameButDms } from '../dms/private-updates';
import { publicFace } from '../telling/public-prompt';
import { keepEndedTable } from '../after-game/history';
import { sweepStored } from '../after-game/retention-sweep';
import type { ThreadGame } from '../records/table-census';
import { owesSomething } from '../records/active-tables';
import { AI_SLICE_DECISIONS, AiRunner, settleSlice } from './ai-runner';
import { setAutoAside, setStanding, tableRejoins } from '../seats/auto-aside';
import type { SettleSlice } from '../table/auto-seats';
import { trackWindow } from '../table/secret-window';
import { clickRefusal } from '../telling/click-refusal';
import type { RunnerDeps, Shows } from '../runner-deps';
import { seatIndexOf } from '../table/seat-ids';
import { answerPlan } from '../table/answer-plan';
import { seatAnswer, settleWindow } from '../table/window-answers';
import { undo } from '../table/undo';
import { aiLevels } from '../seats/lobby-seats';
import { end } from '../seats/ending';
import { setNotes, taughtBy } from '../telling/teaching';
import { unattendedLesson } from '../learning/learning-table';
import type { Session } from '../session-schema';
import type { GameModule } from '../module';
import { noGame, SaveConflict, TableRecords, type Loaded, type LoadedGame } from '../records/table-records';
import { ThreadMoves } from '../lobby/thread-move';
import { expireWait, markWait, trackWaits, type SlowField } from '../pace/slow-pace';
import { callsAfter, pingShown, type ShownPing } from '../pace/turn-calls';
import { applyExpiry, endAtExpiry, markSent, type ExpiryVerb, type TimerField } from '../pace/turn-timer';
import { endByCommand, voteToEnd } from '../seats/ending';

/**
 * Every change to a channel's table, for the bot and the terminal alike. One operation takes the channel's
 * turn (the lock), loads and validates the game once, applies the pure session change, settles AI and
 * automatic seats, and saves once with the revision check, the DMs it owes included. The table goes to the courier
 * before the turn ends; the DMs are sent after it, by the outbox (dm-outbox.ts). Refusals come back in players' words.
 */

/** How often one operation is judged again when other processes keep saving the table first. */
const CONFLICT_TRIES = 3;

export class TableRunner {
  private readonly records: TableRecords;
  private readonly now: () => string;
  private readonly newSeed: () => string;
  private readonly newInstance: () => string;
  private readonly aiSlice: number;
  private readonly ai: AiRunner;
  private readonly lobbies: LobbyOperations;
  private readonly moves: ThreadMoves;
  /** Sends the DMs saved changes owe; the bot waits on its `idle` and calls its `stop`. */
  readonly outbox: DmOutbox;

  constructor(private readonly d: RunnerDeps) {
    this.now = d.now ?? (() => new Date().toISOString());
    this.newSeed = d.newSeed ?? (() => randomUUID());
    this.newInstance = d.newInstance ?? (() => randomBytes(4).toString('hex'));
    this.aiSlice = d.aiSlice ?? AI_SLICE_DECISIONS;
    this.ai = new AiRunner(
      (channelId) => this.continueAi(channelId),
      (channelId, e) => d.log.error({ err: e, channelId }, 'AI moves failed'),
    );
    this.records = new TableRecords({ store: d.store, modules: d.modules, courier: d.courier, log: d.log, now: this.now, onSaved: d.onSaved, limits: d.limits });
    this.moves = new ThreadMoves({
      d,
      records: this.records,
      now: this.now,
      commit: (g, change, shows) => this.commit(g, change, shows),
      settle: (s) => this.settle(s),
      owed: (saved) => this.owed(saved),
    });
    this.lobbies = new LobbyOperations({
      d,
      records: this.records,
      moves: this.moves,
      now: this.now,
      newSeed: this.newSeed,
      newInstance: this.newInstance,
      withGame: (channelId, fn) => this.withGame(channelId, fn),
      commit: (g, change, shows) => this.commit(g, change, shows),
      settle: (s) => this.settle(s),
    });
    this.outbox = new DmOutbox({ records: this.records, courier: d.courier, log: d.log, timing: { ...DM_TIMING, ...d.dmTiming } });
  }

  // ---- the one path of a change -------------------------------------------------------

  /**
   * Runs `fn` over the channel's table under its turn. When another process saved the table after it was loaded (a
   * DM's press is served by shard 0's process, the channel's own by its shard), nothing was written: `fn` runs again
   * over the table as it now is, so the press is judged against what it will change. Every operation saves before
   * anything is shown or sent.
   */
  private withGame<T>(channelId: string, fn: (g: LoadedGame) => Promise<Result<T, Refusal>>): Promise<Result<T, Refusal>> {
    return withChannelLock(channelId, async () => {
      for (let tries = 1; ; tries++) {
        const g = await this.moves.load(channelId);
        if (g.kind !== 'ok') return noGame(g);
        try {
          return await fn(g);
        } catch (e) {
          if (!(e instanceof SaveConflict) || tries >= CONFLICT_TRIES) throw e;
          this.d.log.info({ channelId, tries }, 'the table was saved elsewhere meanwhile; judged again');
        }
      }
    });
  }

  /**
   * Saves a change once, the DMs it owes included (each seat dealt a secret its last DM did not show marked owed),
   * then shows it. The DMs go out once the channel's turn is over; recording what arrived is their one save.
   */
  private async commit(g: LoadedGame | null, change: Session, shows: Shows): Promise<Snapshot> {
    const mod = this.d.modules.get(change.game)!;
    // Whatever the change, a secret window it opened is recorded from the moment it is first saved.
    // So is each human's wait in a slow game, from which prompts are open now.
    const tracked = trackWaits(trackWindow(change, mod.engine, this.now()), mod.engine, this.now());
    const next = callsAfter(g?.session ?? null, shows.through ? [shows.through] : [], tracked, mod.engine);
    // A server that lets the bot DM nobody reads every private view with /game hand: no DM is even worked out.
    const dm = this.d.courier.showsPrivate !== false && next.dmAllowed ? shows.dm : undefined;
    const saved = await this.records.save(dm ? markOwed(next, mod.engine, dm) : next, g ? g.rev : null);
    if (dm && owesDms(saved.session)) this.outbox.schedule(saved.session.channelId);
    const justEnded = next.phase === 'ended' && g?.session.phase !== 'ended';
    if (justEnded) await keepEndedTable(this.d.store, next, mod.engine, this.now());
    if (shows.publish) this.d.courier.tableChanged(saved);
    if (justEnded && next.parent) this.d.courier.endedInThread?.(saved);
    return saved;
  }

  /** One slice of the table's own answers; the rest are queued to follow once this change is saved and answered. */
  private settle(s: Session): Session {
    const r = this.slice(s);
    if (r.owed) this.ai.schedule(s.channelId);
    return r.session;
  }

  private slice(s: Session): SettleSlice {
    // A learning game is for its learner: once nobody sits at it (they handed their seat to an AI) it has no one to teach.
    if (unattendedLesson(s)) return { session: end(s, 'nobody is left at the learning table'), steps: 0, owed: false };
    const mod = this.d.modules.get(s.game)!;
    return settleSlice(s, mod.engine, this.now(), aiLevels(mod), this.aiSlice);
  }

  /** A continuation slice: plays and shows the next AI and auto decisions a channel owes; true when still more are owed. */
  private continueAi(channelId: string): Promise<boolean> {
    return withChannelLock(channelId, async () => {
      const g = await this.records.load(channelId);
      if (g.kind !== 'ok' || g.session.phase !== 'playing') return false;
      const r = this.slice(g.session);
      if (r.session === g.session) return false;
      // DMs wait for the last slice: a seat's private view is compared with what it was last shown, so none is missed.
      await this.commit(g, { ...r.session, tableStale: true }, { dm: r.owed ? undefined : 'dealt', publish: true });
      return r.owed;
    });
  }

  /** Resolves once the channel owes no AI moves still queued in this process (the terminal, tests and the bench wait on it). */
  aiIdle(channelId: string): Promise<void> {
    return this.ai.idle(channelId);
  }

  // ---- lobby and rematch (lobby-operations.ts) ---------------------------------------------

  newLobby(args: NewLobbyArgs): Promise<Result<Session, Refusal>> {
    return this.lobbies.newLobby(args);
  }

  learn(args: LearnArgs): Promise<Result<Session, Refusal>> {
    return this.lobbies.learn(args);
  }

  lobbyAi(channelId: string, instance: string, actor: Actor, level: string): Promise<Result<Session, Refusal>> {
    return this.lobbies.lobbyAi(channelId, instance, actor, level);
  }

  lobby(channelId: string, instance: string, actor: Actor, verb: 'join' | 'leave' | 'start' | 'cancel' | 'hints'): Promise<Result<Session, Refusal>> {
    return this.lobbies.lobby(channelId, instance, actor, verb);
  }

  rematch(channelId: string, instance: string, actor: Actor, botLacks: readonly string[] = [], threadLacks: readonly string[] = []): Promise<Result<Session, Refusal>> {
    return this.lobbies.rematch(channelId, instance, actor, botLacks, threadLacks);
  }

  rematchAnswer(channelId: string, instance: string, actor: Actor, verb: 'accept' | 'decline'): Promise<Result<Session, Refusal>> {
    return this.lobbies.rematchAnswer(channelId, instance, actor, verb);
  }

  // ---- play ---------------------------------------------------------------------------

  async answer(channelId: string, instance: string, actor: Actor, a: Answer): Promise<Result<{ player: PlayerId; session: Session; events: readonly GameEvent[] }, Refusal>> {
    return this.withGame(channelId, async (g) => {
      const { session: s, mod } = g;
      const stale = sameTable(s, instance);
      if (stale) return stale;
      const seat = playerOf(s, actor.userId, true);
      if (!seat.ok) return seat;
      const phase = playing(s);
      if (phase) return phase;
      const p = seat.value;
      const now = this.now();
      // A secret window past its time closes before anything else is answered (the timer's tick may be a few seconds off).
      const due = settleWindow(s, mod.engine, now);
      const r = seatAnswer(due, mod.engine, p, a, now);
      if (!r.ok) {
        if (due !== s) await this.commit(g, { ...this.settle(due), tableStale: true }, { dm: 'dealt', publish: true, through: due });
        return err(clickRefusal(r.error, due, mod.engine, p, a));
      }
      const next = this.settle(taughtBy(due, r.value.session, mod.engine, p, a));
      // An answer that changes nothing the channel sees (inside a secret window) leaves the table message alone:
      // even an edit with the same content would show that someone has just answered.
      const quiet = publicFace(s, mod.engine) === publicFace(next, mod.engine);
      const saved = await this.commit(g, { ...next, tableStale: quiet ? s.tableStale : true }, { dm: 'dealt', publish: !quiet, through: r.value.session });
      this.d.log.info({ channelId, instance, player: p, prompt: a.prompt, rev: saved.rev }, 'answer applied');
      if (saved.session.phase === 'ended') this.d.log.info({ channelId, instance, outcome: mod.engine.outcome(saved.session.state)?.summary }, 'game over');
      return ok({ player: p, session: saved.session, events: r.value.events });
    });
  }

  /** A typed shortcut: the engine plans the answers, and all of them apply or none do. */
  async shortcut(channelId: string, actor: Actor, command: string, name: string, args: Record<string, string | number>): Promise<Result<string, Refusal>> {
    return this.withGame(channelId, async (g) => {
      const { session: s, mod } = g;
      const cuts = mod.engine.shortcuts;
      if (!cuts || cuts.command !== command) return refuse('wrong-game-command', command, mod.engine.name);
      const cut = cuts.list.find((c) => c.name === name);
      if (!cut) return refuse('no-shortcut', command, name);
      const phase = playing(s);
      if (phase) return phase;
      const seat = playerOf(s, actor.userId);
      if (!seat.ok) return seat;
      const p = seat.value;
      const plan = cut.plan(s.state, p, args);
      if (!plan.ok) return err(ruleRefusal(plan.error));
      // Undo takes the whole command back; the button names it, not what was typed into it (which may be long).
      const r = answerPlan(s, mod.engine, p, plan.value, this.now(), `/${command} ${name}`);
      if (!r.ok) return r;
      const saved = await this.commit(g, { ...this.settle(r.value.session), tableStale: true }, { dm: 'dealt', publish: true, through: r.value.session });
      this.d.log.info({ channelId, instance: s.instance, player: p, shortcut: `${command} ${name}`, rev: saved.rev }, 'shortcut applied');
      return ok('Done.');
    });
  }

  /** `instance` comes with a button: an Undo pressed on an earlier game's panel is refused. */
  async undo(channelId: string, actor: Actor, instance: string | null = null): Promise<Result<{ said: string; session: Session }, Refusal>> {
    return this.withGame(channelId, async (g) => {
      const { session: s, mod } = g;
      const stale = sameTable(s, instance);
      if (stale) return stale;
      const seat = playerOf(s, actor.userId);
      if (!seat.ok) return seat;
      const r = undo(s, mod.engine, seat.value, this.now());
      if (!r.ok) return r;
      // Undo reveals nothing new, so no DM: the next DM shows whatever then differs.
      const saved = await this.commit(g, { ...r.value, tableStale: true }, { publish: true });
      return ok({ said: 'Your last step was taken back.', session: saved.session });
    });
  }

  /** A player's choice to stand aside automatically when a secret window leaves them nothing else; it answers one owed now too. */
  async autoAside(channelId: string, instance: string, actor: Actor, on: boolean): Promise<Result<Session, Refusal>> {
    return this.seatChoice(channelId, instance, actor, (s, _mod, p) => (s.seats[seatIndexOf(p)]?.autoAside === on ? refuse('aside-already', on) : setAutoAside(s, p, on)));
  }

  /** A player's teaching notes turned off (or on again) for this game. */
  async notes(channelId: string, instance: string, actor: Actor, on: boolean): Promise<Result<Session, Refusal>> {
    return this.seatChoice(channelId, instance, actor, (s, _mod, p) => setNotes(s, p, on));
  }

  /**
   * A player's standing answer for a kind of prompt ("Pass for the rest of the round"), set from the prompt that
   * offers it (and so answering it now), or ended (Rejoin): the table then asks them again.
   */
  async standing(channelId: string, instance: string, actor: Actor, kind: string, on: boolean): Promise<Result<Session, Refusal>> {
    return this.seatChoice(channelId, instance, actor, (s, mod, p) => setStanding(s, mod.engine, p, kind, on));
  }

  /**
   * A choice a player makes about how the table answers for them, and the answers it then gives. Like an answer
   * inside a secret window: when nothing the channel sees has changed, the table message is left alone.
   */
  private async seatChoice(channelId: string, instance: string, actor: Actor, choose: (s: Session, mod: GameModule, p: PlayerId) => Result<Session, Refusal>): Promise<Result<Session, Refusal>> {
    return this.withGame(channelId, async (g) => {
      const { session: s, mod } = g;
      const refused = sameTable(s, instance) ?? playing(s);
      if (refused) return refused;
      const seat = playerOf(s, actor.userId);
      if (!seat.ok) return seat;
      const r = choose(s, mod, seat.value);
      if (!r.ok) return r;
      const next = this.settle(settleWindow(r.value, mod.engine, this.now()));
      const quiet = publicFace(s, mod.engine) === publicFace(next, mod.engine) && JSON.stringify(tableRejoins(s)) === JSON.stringify(tableRejoins(next));
      const saved = await this.commit(g, { ...next, tableStale: quiet ? s.tableStale : true }, { dm: 'dealt', publish: !quiet });
      return ok(saved.session);
    });
  }

  // ---- the host's tools ---------------------------------------------------------------

  /**
   * /game end, or the timer question's End game (`atExpiry`): what the end counts for on the leaderboard is
   * src/platform/seats/ending.ts's (and turn-timer.ts's for the timer).
   */
  async end(channelId: string, instance: string | null, actor: Actor, atExpiry = false): Promise<Result<string, Refusal>> {
    return withChannelLock(channelId, async () => {
      const g = await this.moves.load(channelId);
      if (g.kind === 'none') return refuse('no-game');
      if (g.kind === 'invalid') {
        if (!actor.canManage) return refuse('clear-unreadable');
        await this.records.discardInvalid(channelId);
        return ok('The unreadable game was cleared from this channel (a copy stays aside for the maintainers).');
      }
      const s = g.session;
      const refused = sameTable(s, instance, 'control') ?? hostOnly(s, actor, 'end');
      if (refused) return refused;
      if (s.phase === 'ended') return refuse('game-over', true);
      if (s.phase === 'lobby') {
        await this.records.delete(channelId);
        return ok('The lobby was closed.');
      }
      const ended = atExpiry && s.expiryAsked ? endAtExpiry(s, g.mod.engine, actor) : endByCommand(s, actor);
      await this.commit(g, { ...ended, tableStale: true }, { publish: true });
      this.d.log.info({ channelId, instance: s.instance, by: actor.userId }, 'game ended by command');
      return ok('The game was ended.');
    });
  }

  /** The host or a moderator kicks anyone; during play, anyone seated may also leave: kick their own seat (their loss). */
  async kick(channelId: string, actor: Actor, target: { userId: string }, replacement: { userId: string; name: string } | null): Promise<Result<string, Refusal>> {
    return this.withGame(channelId, async (g) => {
      const leaving = actor.userId === target.userId && g.session.phase === 'playing';
      const refused = leaving ? null : hostOnly(g.session, actor, 'kick');
      if (refused) return refused;
      const r = kickSeat(g.session, g.mod, target, replacement, actor.userId);
      if (!r.ok) return r;
      // In the lobby only its message changes; in a game the seat's new player may owe something at once.
      if (g.session.phase === 'lobby') await this.commit(g, r.value.session, { publish: true });
      else await this.commit(g, { ...this.settle(r.value.session), tableStale: true }, { dm: 'dealt', publish: true, through: r.value.session });
      return ok(r.value.said);
    });
  }

  /** A person of the game asks to end it by agreement (or takes the ask back): the last ask ends it, for nobody. */
  async voteToEnd(channelId: string, instance: string, actor: Actor, agree: boolean): Promise<Result<string, Refusal>> {
    return this.withGame(channelId, async (g) => {
      const s = g.session;
      const refused = sameTable(s, instance, 'control') ?? playing(s);
      if (refused) return refused;
      const r = voteToEnd(s, actor, agree);
      if (!r.ok) return r;
      if (r.value.session !== s) await this.commit(g, { ...r.value.session, tableStale: true }, { publish: true });
      return ok(r.value.said);
    });
  }

  /** Applies the turn timer's verdict chosen by the host. */
  async expiry(channelId: string, instance: string, actor: Actor, verb: ExpiryVerb | 'end'): Promise<Result<string, Refusal>> {
    if (verb === 'end') return this.end(channelId, instance, actor, true);
    return this.withGame(channelId, async (g) => {
      const s = g.session;
      const refused = sameTable(s, instance, 'control') ?? hostOnly(s, actor, 'expiry') ?? playing(s);
      if (refused) return refused;
      // The buttons carry no revision, so an old expiry question must not decide a newer wait.
      if (!s.expiryAsked) return refuse('timer-not-due');
      const r = applyExpiry(s, g.mod, verb, this.now());
      await this.commit(g, { ...this.settle(r.session), tableStale: true }, { dm: 'dealt', publish: true });
      return ok(r.said);
    });
  }

  /** Marks a half-time reminder or an expiry question as sent, so neither repeats; null when it is not due. */
  markTimer(channelId: string, instance: string, field: TimerField, waitingSince: string): Promise<Session | null> {
    return this.markSentOnce(channelId, (s) => markSent(s, instance, field, waitingSince));
  }

  /** Marks a slow wait's turn-start DM or reminder as sent, so neither repeats; null when that wait is over or it was sent. */
  markSlowWait(channelId: string, instance: string, player: PlayerId, since: string, field: SlowField): Promise<Session | null> {
    return this.markSentOnce(channelId, (s) => markWait(s, instance, player, since, field));
  }

  /** Saves `mark`'s session (a timer's step recorded as sent) unless it answers null: the step is not due, or was sent. */
  private markSentOnce(channelId: string, mark: (s: Session) => Session | null): Promise<Session | null> {
    return withChannelLock(channelId, async () => {
      const g = await this.records.load(channelId);
      const next = g.kind === 'ok' ? mark(g.session) : null;
      if (g.kind !== 'ok' || !next) return null;
      return (await this.commit(g, next, { publish: false })).session;
    });
  }

  /** A slow wait ran out: an AI answers the chain that player owes (the seat stays theirs). Null when that wait is over. */
  async slowExpiry(channelId: string, instance: string, player: PlayerId, since: string): Promise<Session | null> {
    return withChannelLock(channelId, async () => {
      const g = await this.records.load(channelId);
      if (g.kind !== 'ok' || g.session.instance !== instance) return null;
      const next = expireWait(g.session, g.mod, player, since, this.now());
      if (!next) return null;
      this.d.log.info({ channelId, instance, player }, 'slow wait ran out: an AI played');
      return (await this.commit(g, { ...this.settle(next), tableStale: true }, { dm: 'dealt', publish: true })).session;
    });
  }

  /**
   * The turn timer's tick for a secret window: applies its held answer once the minimum time has passed, closes it
   * at the maximum (each seat still deciding stands aside). Null when that window is gone or nothing was due.
   */
  async windowStep(channelId: string, instance: string, windowId: string): Promise<Session | null> {
    return withChannelLock(channelId, async () => {
      const g = await this.records.load(channelId);
      if (g.kind !== 'ok' || g.session.instance !== instance || g.session.secretWindow?.id !== windowId) return null;
      const next = settleWindow(g.session, g.mod.engine, this.now());
      if (next === g.session) return null;
      return (await this.commit(g, { ...this.settle(next), tableStale: true }, { dm: 'dealt', publish: true, through: next })).session;
    });
  }

  /**
   * /game status: the table posted again. Typed in a channel whose games are played in threads, it names those
   * games and where; with `table`, the one with that id is posted again in its thread.
   */
  async status(channelId: string, table: string | null = null): Promise<Result<string, Refusal>> {
    const threads = this.records.census.inThreadsOf(channelId);
    const where = (x: ThreadGame) => `${this.d.modules.get(x.game)?.engine.name ?? x.game} (table ${x.instance}) in <#${x.threadId}>`;
    const named = table === null ? undefined : threads.find((x) => x.instance === table);
    if (named) {
      const r = await this.repost(named.threadId);
      return r.ok ? ok(`${where(named)}: its table was posted again there.`) : r;
    }
    const here = await this.repost(channelId);
    if (here.ok || here.error.code !== 'no-game' || !threads.length) return here;
    return ok(`No game is played in this channel itself. Its threads hold: ${threads.map(where).join('; ')}.`);
  }

  /** Posts the table (or the lobby) again as a new message; the one it replaces is cleared once it is up. */
  private repost(channelId: string): Promise<Result<string, Refusal>> {
    return this.withGame(channelId, async (g) => {
      const s = g.session;
      await this.commit(g, { ...s, repostTable: s.repostTable || s.tableMessageId !== null, tableStale: true }, { publish: true });
      return ok(g.session.phase === 'lobby' ? 'The lobby was posted again.' : 'The table was posted again.');
    });
  }

  // ---- showing and reading -------------------------------------------------------------

  /**
   * Records that `shown` is on screen, in message `messageId`. Saved over the shown revision only: when a newer
   * change came meanwhile it is still to be shown, and only a newly posted message id is written into it.
   * Returns the newer snapshot in that case, so the one waiting to be shown carries the new message id.
   * `ping` is the turn ping shown with it, or 'failed' when one was due and could not be posted.
   */
  async recordShown(shown: Snapshot, messageId: string, ping: ShownPing | 'failed' | null = null): Promise<Snapshot | null> {
    // A ping posted with it: its people are no longer due, and it is the channel's current ping, in either revision.
    const posted = ping === 'failed' ? null : ping;
    const marked = (s: Session) => (posted ? pingShown(s, posted.pinged, posted.messageId, shown.session, posted.mentioned) : s);
    // The same message edited and no ping posted: nothing is worth a save (a click saves once). The record stays
    // marked stale, so a restart edits the table once more, with the same picture. A finished game's last table is
    // saved as shown, once: a start then owes it nothing (src/platform/records/active-tables.ts).
    if (messageId === shown.session.tableMessageId && !posted && shown.session.phase !== 'ended') return null;
    return withChannelLock(shown.session.channelId, async () => {
      // A due ping that did not go out keeps the table stale, so a restart shows it again with its ping.
      const done = await this.records.trySave(marked({ ...shown.session, tableMessageId: messageId, tableStale: ping === 'failed', repostTable: false }), shown.rev);
      if (done) return null;
      const cur = await this.records.load(shown.session.channelId);
      if (cur.kind !== 'ok' || cur.session.instance !== shown.session.instance) return null;
      // Saved since only to record a DM: the channel shows the latest, as if nothing had come between.
      const same = sameButDms(cur.session, shown.session);
      // A repost asked for after `shown` was taken is still to come: it clears the message recorded here.
      const repostTable = cur.session.repostTable && !shown.session.repostTable;
      const saved = await this.records.save(marked({ ...cur.session, tableMessageId: messageId, tableStale: same ? ping === 'failed' : cur.session.tableStale, repostTable }), cur.rev);
      return same ? null : saved;
    });
  }

  /** Records a message that calls people (a turn timer's reminder) as the channel's current ping; returns the one it replaces. */
  async recordPing(channelId: string, messageId: string): Promise<string | null> {
    return withChannelLock(channelId, async () => {
      const g = await this.records.load(channelId);
      if (g.kind !== 'ok') return null;
      await this.records.save({ ...g.session, pingMessageId: messageId, pingMentions: [] }, g.rev);
      return g.session.pingMessageId;
    });
  }

  /**
   * The channel whose table a control of table `instance` acts on. Pressed in a server, it is the channel pressed in,
   * or the thread off it where that table is played; pressed in a DM or on a panel opened from one (no server), the
   * table is found by its id wherever it is (null: nowhere). `carried` is a channel the control names itself (a turn
   * ping's).
   * Every operation then checks the table id and the presser's seat, as for any press.
   */
  async locate(instance: string, pressed: { channelId: string; guildId: string | null }, carried: string | null = null): Promise<string | null> {
    const place = await this.records.places.where(instance);
    if (pressed.guildId === null) return place?.channelId ?? carried;
    if (carried) return carried;
    return place && place.guildId === pressed.guildId && place.parentId === pressed.channelId ? place.channelId : pressed.channelId;
  }

  /** A consistent snapshot: every save writes the whole record at once, so reading needs no lock. */
  read(channelId: string): Promise<Loaded> {
    return this.records.load(channelId);
  }

  /** After a restart: the running games (for the timer); every table that changed after it was last shown is shown, and every owed DM sent. */
  async resume(serves: (guildId: string | null) => boolean = () => true): Promise<Session[]> {
    // Only the tables that owe something (src/platform/records/active-tables.ts); every record when there is no index yet.
    const indexed = await this.records.active.read();
    const listed = indexed ?? (await this.records.listChannels());
    // A game the last process left on its way into a thread is moved first: the loop below finds it in one place.
    const { loaded, movedTo } = await this.finishMoves(listed, serves);
    const channels = [...new Set([...listed, ...movedTo])];
    const running: Session[] = [];
    const owing: string[] = [];
    const idle: string[] = [];
    for (const channelId of channels) {
      const g = loaded.get(channelId) ?? (await this.records.load(channelId, serves));
      if (g.kind === 'invalid' || (g.kind === 'ok' && owesSomething(g.session))) owing.push(channelId);
      else if (g.kind === 'none' || serves(g.session.guildId)) idle.push(channelId);
      if (g.kind === 'ok' && serves(g.session.guildId)) this.records.census.note(g.session);
      if (g.kind !== 'ok' || g.session.phase === 'lobby' || !serves(g.session.guildId)) continue;
      if (g.session.phase === 'playing') running.push(g.session);
      // AI moves still owed when the last process stopped are played on, in slices like any others.
      if (g.session.phase === 'playing') this.ai.schedule(channelId);
      // The table and DMs a change owed when the last process stopped (before they were sent, or recorded).
      this.owed({ session: g.session, rev: g.rev });
    }
    if (indexed === null) await this.records.active.rebuild(owing);
    await this.records.active.drop(idle);
    this.d.log.info({ games: running.length, read: channels.length, indexed: indexed !== null }, 'games resumed');
    return running;
  }

  /**
   * Finishes every move into a thread found stopped (thread-move.ts) in the guilds served. The records read are kept
   * for the resume, but for those a move changed: the lobbies' channels and the threads now holding their games.
   */
  private async finishMoves(channelIds: readonly string[], serves: (guildId: string | null) => boolean): Promise<{ loaded: Map<string, Loaded>; movedTo: string[] }> {
    const loaded = new Map<string, Loaded>();
    const movedTo: string[] = [];
    for (const channelId of channelIds) {
      const g = await this.records.load(channelId, serves);
      if (g.kind !== 'ok' || !g.session.moving || !serves(g.session.guildId)) {
        loaded.set(channelId, g);
        continue;
      }
      const done = await withChannelLock(channelId, () => this.moves.finish(channelId, null, serves)).catch((e: unknown) => {
        this.d.log.error({ err: e, channelId, instance: g.session.instance }, 'a move into a thread could not be finished');
        return null;
      });
      if (done && done.session.channelId !== channelId) movedTo.push(done.session.channelId);
    }
    for (const threadId of movedTo) loaded.delete(threadId);
    return { loaded, movedTo };
  }

  /** A saved table shown and its DMs sent, for whatever it owes: after a restart, or a move taken up again. */
  private owed(saved: Snapshot): void {
    if (saved.session.tableStale) this.d.courier.tableChanged(saved);
    if (saved.session.phase === 'playing' && owesDms(saved.session)) this.outbox.schedule(saved.session.channelId);
  }

  /**
   * Retention (src/platform/after-game/retention.ts): deletes lobbies left untouched and finished games kept long enough,
   * for the guilds this process serves, each under its channel's turn so no live change is overtaken. A finished
   * game's compact record stays (written again if it is missing: idempotent). Returns the expired lobbies, whose
   * messages the caller edits to say so.
   */
  sweep(serves: (guildId: string | null) => boolean = () => true): Promise<{ expiredLobbies: Session[]; removedGames: number }> {
    return sweepStored({ records: this.records, load: (channelId) => this.moves.load(channelId), store: this.d.store, log: this.d.log, now: this.now, courier: this.d.courier }, serves);
  }

  /** For the terminal table, which seats its players itself: a started session becomes the channel's game. */
  async install(s: Session): Promise<Result<Session, Refusal>> {
    return withChannelLock(s.channelId, async () => {
      const cur = await this.records.load(s.channelId);
      if (cur.kind !== 'none') return refuse('game-exists');
      return ok((await this.commit(null, this.settle(s), { publish: false })).session);
    });
  }
}
