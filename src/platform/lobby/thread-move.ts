import { withChannelLock } from '../../store/channel-lock';
import type { Snapshot } from '../delivery';
import type { RunnerDeps, Shows } from '../runner-deps';
import { readSession } from '../records/read-session';
import { plainName } from '../words/plain-name';
import type { Session } from '../session-schema';
import { sayTable } from '../words/table-words';
import type { Loaded, LoadedGame, TableRecords } from '../records/table-records';
import { say } from '../../words/say';

/** What a move borrows from the runner: its records and its one path of a change. */
export interface MoveCore {
  readonly d: RunnerDeps;
  readonly records: TableRecords;
  now(): string;
  commit(g: LoadedGame | null, change: Session, shows: Shows): Promise<Snapshot>;
  settle(s: Session): Session;
  /** A table found saved but maybe not yet shown (a move taken up again): shown, and its DMs sent. */
  owed(saved: Snapshot): void;
}

/**
 * A game played in a thread moves there as it starts, from the record under its lobby's channel to a record of its
 * own under the thread. The store writes one record at a time, so the move is a sequence that can be taken up again
 * from any step, each step doing nothing when a run before has done it:
 *
 * 1. the lobby's record is marked as moving, with the started game in the mark;
 * 2. the thread is opened, and the lobby's message becomes a line linking there (a thread started from a message
 *    has that message's id on Discord, and opening it again finds the same thread);
 * 3. the thread is named in the mark;
 * 4. the game is saved under the thread and shown there;
 * 5. the lobby's record is dropped.
 *
 * A move that stopped is finished by the next start (TableRunner.resume) or the next touch of the lobby's channel,
 * so a table id is kept in one place, with its buttons on screen.
 */
export class ThreadMoves {
  constructor(private readonly c: MoveCore) {}

  /** Whether a started game goes to a thread: its lobby asked for one, and the courier opens threads. */
  wanted(s: Session): boolean {
    return s.where === 'thread' && this.c.d.courier.openThread !== undefined;
  }

  /**
   * Moves `started` out of `lobby` (whose record is `g`, if any) into a thread. A step that fails is taken up once
   * more from where it stopped (a store refusing one write); failing again, the next start or touch finishes it.
   */
  async begin(g: LoadedGame | null, lobby: Session, started: Session): Promise<Snapshot> {
    const opened: Progress = { threadId: null };
    try {
      const mark = await this.c.records.save({ ...lobby, moving: { threadId: null, game: started } }, g ? g.rev : null);
      return await this.finishFrom(this.loaded(mark), opened);
    } catch (e) {
      this.c.d.log.warn({ err: e, channelId: lobby.channelId, instance: started.instance, threadId: opened.threadId }, 'a move into a thread stopped; taken up again');
      const again = await this.finish(lobby.channelId, opened.threadId);
      if (again) return again;
      const there = opened.threadId ? await this.c.records.load(opened.threadId) : null;
      if (there?.kind === 'ok' && there.session.instance === started.instance) return { session: there.session, rev: there.rev };
      throw e;
    }
  }

  /**
   * Finishes the move the channel's record is marked with (the caller holds the channel's turn); null when it is
   * marked with none. `known`: a thread already opened for it whose id the mark may not hold yet.
   */
  async finish(channelId: string, known: string | null = null, serves: (guildId: string | null) => boolean = () => true): Promise<Snapshot | null> {
    const g = await this.c.records.load(channelId);
    if (g.kind !== 'ok' || !g.session.moving || !serves(g.session.guildId)) return null;
    return this.finishFrom(g, { threadId: known });
  }

  /** A channel's record as a change finds it (the caller holds the channel's turn): a move that stopped there is finished first. */
  async load(channelId: string): Promise<Loaded> {
    const g = await this.c.records.load(channelId);
    if (g.kind !== 'ok' || !g.session.moving) return g;
    await this.finishFrom(g, { threadId: null });
    return this.c.records.load(channelId);
  }

  private async finishFrom(g: LoadedGame, opened: Progress): Promise<Snapshot> {
    const lobby = g.session;
    const mark = lobby.moving!;
    // Written by this build or one that kept its game's state as this one does (a start is moments long).
    const read = readSession(mark.game, g.mod.engine.schemaVersion, this.c.d.modules);
    // A started game this build cannot play: the lobby comes back as it was, its thread (if any) archived.
    if (!read.ok || read.value.instance !== lobby.instance || read.value.game !== lobby.game) return this.rollBack(g);
    const game = read.value;
    let threadId = mark.threadId ?? opened.threadId;
    if (!threadId) {
      threadId = await this.open(game);
      // No thread could be opened: the game is played where its lobby was, as any game that asked for none.
      if (!threadId) return this.c.commit(g, this.c.settle({ ...game, moving: null, tableMessageId: null, tableStale: true, repostTable: false }), { dm: 'start', publish: true });
      opened.threadId = threadId;
    }
    if (mark.threadId !== threadId) await this.c.records.save({ ...lobby, moving: { ...mark, threadId } }, g.rev);
    const id = threadId;
    const there = await withChannelLock(id, () => this.saveThere(game, id));
    await this.c.records.delete(lobby.channelId);
    return there;
  }

  private async open(game: Session): Promise<string | null> {
    const courier = this.c.d.courier;
    const mod = this.c.d.modules.get(game.game)!;
    const threadId = await courier.openThread!.call(courier, { parentId: parentOf(game), lobby: lineOf(game), name: threadName(say(game.language, mod.engine.name), game), game: say(game.language, mod.engine.name), language: game.language }).catch(() => null);
    if (threadId) this.c.d.log.info({ channelId: parentOf(game), threadId, instance: game.instance }, 'game moved to a thread');
    return threadId;
  }

  /** The game's record under its thread: written unless a run before wrote it. */
  private async saveThere(game: Session, threadId: string): Promise<Snapshot> {
    const cur = await this.c.records.load(threadId);
    if (cur.kind === 'ok' && cur.session.instance === game.instance) {
      const saved = { session: cur.session, rev: cur.rev };
      this.c.owed(saved);
      return saved;
    }
    if (cur.kind !== 'none') throw new Error(`The thread ${threadId} holds another table than ${game.instance}`);
    const moved: Session = { ...game, channelId: threadId, parent: { channelId: parentOf(game), line: lineOf(game) }, pingMessageId: null, moving: null };
    return this.c.commit(null, this.c.settle({ ...moved, tableMessageId: null, tableStale: true, repostTable: false }), { dm: 'start', publish: true });
  }

  private async rollBack(g: LoadedGame): Promise<Snapshot> {
    const threadId = g.session.moving?.threadId;
    this.c.d.log.warn({ channelId: g.session.channelId, instance: g.session.instance, threadId }, 'a game moving into a thread could not be read: its lobby is back');
    if (threadId) await this.c.d.courier.archiveThread?.(threadId).catch(() => undefined);
    return this.c.commit(g, { ...g.session, moving: null, tableStale: true }, { publish: true });
  }

  /** The marked record as a load would give it. */
  private loaded(mark: Snapshot): LoadedGame {
    return { kind: 'ok', session: mark.session, rev: mark.rev, mod: this.c.d.modules.get(mark.session.game)!, updatedAt: this.c.now() };
  }
}

/** A thread opened for a move whose mark may not name it yet. */
interface Progress {
  threadId: string | null;
}

/** The channel a game's thread is off: its lobby's, or for a rematch in a thread, that thread's channel. */
const parentOf = (s: Session): string => s.parent?.channelId ?? s.channelId;

/** Where the lobby was shown, to become the line linking to the thread. */
const lineOf = (s: Session) => (s.tableMessageId ? { channelId: s.channelId, messageId: s.tableMessageId } : null);

/** A thread's name in the table's language: the game and its people, within Discord's 100 characters (whole names, the rest counted). */
function threadName(game: string, s: Session): string {
  const names = s.seats.map((x) => plainName(x.name));
  for (let shown = names.length; shown > 0; shown--) {
    const left = names.length - shown;
    const people = names.slice(0, shown).join(', ');
    const name = left ? sayTable(s.language, 'thread.nameMore', { game, people, count: left }) : sayTable(s.language, 'thread.name', { game, people });
    if (name.length <= 100) return name;
  }
  return game;
}
