import { randomBytes, randomUUID } from 'node:crypto';
import { withChannelLock } from '../../store/channel-lock';
import type { Result } from '../../engine/result';
import type { Snapshot } from '../delivery';
import type { Refusal } from '../words/refusals';
import { playerOf } from '../seats/guards';
import type { Actor } from '../seats/permissions';
import type { PlayerId } from '../../engine/types';
import { DM_TIMING, DmOutbox } from '../dms/dm-outbox';
import { owesDms } from '../dms/private-updates';
import { AI_SLICE_DECISIONS, AiRunner, settleSlice } from './ai-runner';
import { unattendedLesson } from '../learning/learning-table';
import type { Check, RunnerDeps, Shows } from '../runner-deps';
import type { Session } from '../session-schema';
import { noGame, SaveConflict, TableRecords, type LoadedGame } from '../records/table-records';
import { ThreadMoves } from '../lobby/thread-move';
import type { RunnerCore } from '../lobby/runner-core';
import { commitChange } from './commit';
import { aiLevels } from '../seats/lobby-seats';
import type { SettleSlice } from '../table/auto-seats';
import { end as endGame, endedWhy } from '../seats/ending';
import { withSeatLocale } from '../table/seat-names';

/**
 * The runner's one path of a change, which every operation (and the lobby's, through `RunnerCore`) takes: the
 * channel's turn (the lock), the table loaded and judged once, the checks a press must pass, the pure change, the
 * table's own answers settled a slice at a time, and one save with the revision check, shown and sent after.
 */

/** How often one operation is judged again when other processes keep saving the table first. */
const CONFLICT_TRIES = 3;

export class TableCore implements RunnerCore {
  readonly records: TableRecords;
  readonly moves: ThreadMoves;
  /** Sends the DMs saved changes owe. */
  readonly outbox: DmOutbox;
  readonly ai: AiRunner;
  readonly now: () => string;
  readonly newSeed: () => string;
  readonly newInstance: () => string;
  private readonly aiSlice: number;
  /** The loaded tables a change was saved over: a seat's new language rides along with such a save (`asSeat`). */
  readonly saved = new WeakSet<LoadedGame>();

  constructor(readonly d: RunnerDeps) {
    this.now = d.now ?? (() => new Date().toISOString());
    this.newSeed = d.newSeed ?? (() => randomUUID());
    this.newInstance = d.newInstance ?? (() => randomBytes(4).toString('hex'));
    this.aiSlice = d.aiSlice ?? AI_SLICE_DECISIONS;
    this.ai = new AiRunner(
      (channelId) => this.continueAi(channelId),
      (channelId, e) => d.log.error({ err: e, channelId }, 'AI moves failed'),
    );
    this.records = new TableRecords({ store: d.store, modules: d.modules, courier: d.courier, log: d.log, now: this.now, onSaved: d.onSaved, limits: d.limits });
    this.moves = new ThreadMoves({ d, records: this.records, now: this.now, commit: (g, change, shows) => this.commit(g, change, shows), settle: (s) => this.settle(s), owed: (saved) => this.owed(saved) });
    this.outbox = new DmOutbox({ records: this.records, courier: d.courier, log: d.log, timing: { ...DM_TIMING, ...d.dmTiming } });
  }

  /**
   * Runs `fn` over the channel's table under its turn. When another process saved the table after it was loaded (a
   * DM's press is served by shard 0's process, the channel's own by its shard), nothing was written: `fn` runs again
   * over the table as it now is, so the press is judged against what it will change. Every operation saves before
   * anything is shown or sent.
   */
  withGame<T>(channelId: string, fn: (g: LoadedGame) => Promise<Result<T, Refusal>>): Promise<Result<T, Refusal>> {
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

  /** The opening every press shares: the table as `withGame` finds it, `checks` in order (the first refusal is the answer, and nothing changes), then `change`. */
  act<T>(channelId: string, checks: readonly Check[], change: (g: LoadedGame) => Promise<Result<T, Refusal>>): Promise<Result<T, Refusal>> {
    return this.withGame(channelId, async (g) => {
      for (const check of checks) {
        const refused = check(g.session, g.mod);
        if (refused) return refused;
      }
      return change(g);
    });
  }

  /** As `act`, for a change a seated person makes: `change` is given their seat (`checks` say where it is checked). */
  asSeat<T>(channelId: string, actor: Actor, checks: readonly Check[], change: (g: LoadedGame, p: PlayerId) => Promise<Result<T, Refusal>>): Promise<Result<T, Refusal>> {
    return this.act(channelId, checks, (g) => asSeatNoting(this, g, actor, change));
  }

  /**
   * A step nobody pressed (a timer's, a record of what was shown): under the channel's turn, over the record as
   * stored, and nothing (null) when there is no game there, or no longer table `instance` (null: any).
   */
  quietly<T>(channelId: string, instance: string | null, step: (g: LoadedGame) => Promise<T | null>): Promise<T | null> {
    return withChannelLock(channelId, async () => {
      const g = await this.records.load(channelId);
      if (g.kind !== 'ok' || (instance !== null && g.session.instance !== instance)) return null;
      return step(g);
    });
  }

  /** Saves a change once, the DMs it owes included, then shows it (commit.ts). */
  commit(g: LoadedGame | null, change: Session, shows: Shows): Promise<Snapshot> {
    if (g) this.saved.add(g);
    return commitChange(this, g, change, shows);
  }

  /** One slice of the table's own answers; the rest are queued to follow once this change is saved and answered. */
  settle(s: Session): Session {
    const r = this.slice(s);
    if (r.owed) this.ai.schedule(s.channelId);
    return r.session;
  }

  private slice(s: Session): SettleSlice {
    // A learning game is for its learner: once nobody sits at it (they handed their seat to an AI) it has no one to teach.
    if (unattendedLesson(s)) return { session: endGame(s, endedWhy('lessonEmpty')), steps: 0, owed: false };
    const mod = this.d.modules.get(s.game)!;
    return settleSlice(s, mod.engine, this.now(), aiLevels(mod), this.aiSlice);
  }

  /** A continuation slice: plays and shows the next AI and auto decisions a channel owes; true when still more are owed. */
  private async continueAi(channelId: string): Promise<boolean> {
    const more = await this.quietly(channelId, null, async (g) => {
      if (g.session.phase !== 'playing') return false;
      const r = this.slice(g.session);
      if (r.session === g.session) return false;
      // DMs wait for the last slice: a seat's private view is compared with what it was last shown, so none is missed.
      await this.commit(g, { ...r.session, tableStale: true }, { dm: r.owed ? undefined : 'dealt', publish: true });
      return r.owed;
    });
    return more ?? false;
  }

  /** A saved table shown and its DMs sent, for whatever it owes: after a restart, or a move taken up again. */
  owed(saved: Snapshot): void {
    if (saved.session.tableStale) this.d.courier.tableChanged(saved);
    if (saved.session.phase === 'playing' && owesDms(saved.session)) this.outbox.schedule(saved.session.channelId);
  }
}

/**
 * A seated person's change, their seat taking the language the press tells (`Actor.locale`) when it changed: with
 * the change's own save, or saved alone when the change saves nothing; an unchanged language saves nothing more,
 * and neither does a refused press (a stale click or a wrong turn is no change of the table's).
 */
async function asSeatNoting<T>(c: TableCore, g: LoadedGame, actor: Actor, change: (g: LoadedGame, p: PlayerId) => Promise<Result<T, Refusal>>): Promise<Result<T, Refusal>> {
  const seat = playerOf(g.session, actor.userId);
  if (!seat.ok) return seat;
  const at = notedLocale(g, actor);
  const r = await change(at, seat.value);
  if (r.ok && at !== g && !c.saved.has(at)) await saveLocale(c, g, at.session);
  return r;
}

/** A seated person's new language, told by a press that changes nothing else, saved under the channel's turn. */
export function seatLocale(c: TableCore, channelId: string, actor: Actor): Promise<void> {
  return withChannelLock(channelId, async () => {
    const g = await c.records.load(channelId);
    const at = g.kind === 'ok' ? notedLocale(g, actor) : null;
    if (g.kind === 'ok' && at !== g) await saveLocale(c, g, at!.session);
  });
}

/** `g` with the seat of `actor` reading the language the press told; `g` itself when it is the one kept. */
function notedLocale(g: LoadedGame, actor: Actor): LoadedGame {
  const noted = withSeatLocale(g.session, actor.userId, actor.locale);
  return noted === g.session ? g : { ...g, session: noted };
}

/** A language saved alone; a save that lost to another process keeps theirs, and the next press tells it again. */
async function saveLocale(c: TableCore, g: LoadedGame, noted: Session): Promise<void> {
  try {
    await c.commit(g, noted, { publish: false });
  } catch (e) {
    if (!(e instanceof SaveConflict)) throw e;
  }
}

/** The check that the presser sits at the table; `decision` when they pressed one of its decisions. */
export function seated(actor: Actor, decision = false): Check {
  return (s) => {
    const seat = playerOf(s, actor.userId, decision);
    return seat.ok ? null : seat;
  };
}
