import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Courier, Snapshot } from '../../src/platform/delivery';
import { registry } from '../../src/platform/module';
import type { Actor } from '../../src/platform/seats/permissions';
import type { Session } from '../../src/platform/session-schema';
import { TableRunner } from '../../src/platform/runner/table-runner';
import { openStore, type GameStore } from '../../src/store/game-store';
import { lanternsModule } from '../fixtures/lanterns-module';
import { BACKENDS, tempStoreDir } from './backends';

/**
 * A game's move into its thread as it starts, stopped at each of its steps (the process gone, with or without that
 * step done) and with the store refusing each of its writes once, on every backend: the next start, or the next
 * click, finds exactly one table for the id, in its thread, shown there, the lobby's message a line linking to it.
 */
const runId = randomBytes(4).toString('hex');
const tempDir = tempStoreDir('hothouse-move-');
const modules = registry([lanternsModule]);
const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
/** The lobby's channel, its table id, and its message (which the thread is started from, and so is named after). */
const LOBBY = 'c1';
const TABLE = 'tbl00001';
const MESSAGE = 'm-lobby';

/** The steps of a Start, in order: the store's writes and what Discord is asked to do. */
const MOVE = [
  'save c1',
  'open a thread',
  'link the lobby',
  'save c1',
  'updateDoc tables:active',
  `updateDoc place:${TABLE}`,
  `save ${MESSAGE}`,
  'delete c1',
  'updateDoc tables:active',
  `updateDoc place:${TABLE}`,
] as const;

/** Discord as far as a move is concerned: its threads, and what each message shows. */
class Screen {
  readonly threads = new Map<string, { parentId: string; archived: boolean }>();
  readonly messages = new Map<string, string>([[MESSAGE, `lobby ${TABLE}`]]);
  private n = 0;

  show(s: Session): void {
    this.messages.set(s.tableMessageId ?? `posted in ${s.channelId}`, `${s.phase} ${s.instance}`);
  }

  /** As on Discord: a thread started from a message has that message's id, and a message has one thread. */
  openThread(parentId: string, from: string | null): string {
    const id = from ?? `t${++this.n}`;
    if (!this.threads.has(id)) this.threads.set(id, { parentId, archived: false });
    return id;
  }
}

/** The process stops before or after the step; the store refuses the write, or does it and its answer is lost. */
type Mode = 'stop-before' | 'stop-after' | 'refuse' | 'lost';

/** The k-th step of a watched stretch (or the first named so) fails: the process stops, or the store fails it once. */
class Fault {
  dead = false;
  watching = false;
  readonly seen: string[] = [];
  constructor(
    private readonly at: number | string = 0,
    private readonly mode: Mode = 'refuse',
  ) {}

  async step<T>(what: string, store: boolean, run: () => Promise<T>): Promise<T> {
    if (this.dead) throw new Error(`the process has stopped (${what})`);
    // The store fails a write; Discord's part is not what is being failed.
    const once = this.mode === 'refuse' || this.mode === 'lost';
    if (!this.watching || (once && !store)) return run();
    this.seen.push(what);
    if (typeof this.at === 'number' ? this.seen.length !== this.at : this.seen.indexOf(this.at) !== this.seen.length - 1) return run();
    if (this.mode === 'stop-after' || this.mode === 'lost') await run();
    if (!once) this.dead = true;
    throw new Error(`${what}: failed`);
  }
}

const WRITES = new Set(['save', 'delete', 'updateDoc', 'markNoticed', 'discardInvalid']);

function faultyStore(store: GameStore, fault: Fault): GameStore {
  return new Proxy(store, {
    get(target, prop, receiver) {
      const v: unknown = Reflect.get(target, prop, receiver);
      if (typeof v !== 'function') return v;
      const f = v as (...args: unknown[]) => Promise<unknown>;
      return (...args: unknown[]) => {
        const on = (args[0] as { channelId?: string } | undefined)?.channelId ?? String(args[0]);
        if (WRITES.has(String(prop))) return fault.step(`${String(prop)} ${on}`, true, () => f.apply(target, args));
        return fault.dead ? Promise.reject(new Error('the process has stopped')) : f.apply(target, args);
      };
    },
  });
}

/** The bot's courier, over the screen: opening a thread, then leaving the lobby's message as a line linking to it. */
function courier(screen: Screen, fault: Fault): Courier {
  return {
    showsPrivate: false,
    sendPrivate: async () => 'sent',
    tableChanged: (saved: Snapshot) => {
      if (!fault.dead) screen.show(saved.session);
    },
    unreadable: async () => undefined,
    async openThread(t) {
      const from = t.lobby && t.lobby.channelId === t.parentId ? t.lobby.messageId : null;
      const id = await fault.step('open a thread', false, async () => screen.openThread(t.parentId, from));
      await fault.step('link the lobby', false, async () => void (t.lobby && screen.messages.set(t.lobby.messageId, `link ${id}`)));
      return id;
    },
    archiveThread: (threadId) =>
      fault.step('archive a thread', false, async () => {
        screen.threads.get(threadId)!.archived = true;
      }),
  };
}

describe.each(BACKENDS)('a game moving into its thread on $name', ({ name, url }) => {
  let store: GameStore;
  let screen: Screen;
  beforeAll(async () => {
    store = await openStore(url, { namespace: `move-${name}-${runId}`, sqliteDir: tempDir });
  });
  beforeEach(async () => {
    await store.clearNamespace();
    screen = new Screen();
  });
  afterAll(async () => {
    await store.clearNamespace();
    await store.close();
  });

  /** One process of the bot over the store and the screen. */
  const process = (fault = new Fault(), now?: () => string, instance = TABLE) =>
    new TableRunner({ store: faultyStore(store, fault), modules, courier: courier(screen, fault), log: pino({ level: 'silent' }), newInstance: () => instance, newSeed: () => 'seed', ...(now ? { now } : {}) });

  /** A lobby to be played in a thread, Ben seated, shown in its message; then Start, with `fault` watching. */
  async function pressStart(fault: Fault): Promise<unknown> {
    const runner = process(fault);
    await runner.resume();
    const opened = await runner.newLobby({ channelId: LOBBY, guildId: 'g1', actor: ana, game: 'lanterns', options: { rounds: 1 }, timerSeconds: null, where: 'thread' });
    if (!opened.ok) throw new Error(opened.error.message);
    expect((await runner.lobby(LOBBY, TABLE, ben, 'join')).ok).toBe(true);
    const lobby = await runner.read(LOBBY);
    if (lobby.kind !== 'ok') throw new Error('no lobby');
    await runner.recordShown({ session: lobby.session, rev: lobby.rev }, MESSAGE);
    screen.messages.clear();
    screen.messages.set(MESSAGE, `lobby ${TABLE}`);
    fault.watching = true;
    const r = await runner.lobby(LOBBY, TABLE, ana, 'start').catch((e: unknown) => e);
    fault.watching = false;
    return r;
  }

  /** Every stored record holding the table. */
  async function holding(): Promise<Session[]> {
    const found: Session[] = [];
    for (const ch of await store.listChannels()) {
      const r = await store.load(ch);
      if (r.kind === 'ok' && (r.record.session as Session).instance === TABLE) found.push(r.record.session as Session);
    }
    return found;
  }

  /** The one table, under the thread started from its lobby's message, shown there; the lobby's message links to it. */
  async function expectOneTableInItsThread(): Promise<void> {
    const tables = await holding();
    expect(tables.map((s) => ({ channelId: s.channelId, phase: s.phase, moving: s.moving }))).toEqual([{ channelId: MESSAGE, phase: 'playing', moving: null }]);
    expect(tables[0]!.parent).toEqual({ channelId: LOBBY, line: { channelId: LOBBY, messageId: MESSAGE } });
    expect([...screen.threads]).toEqual([[MESSAGE, { parentId: LOBBY, archived: false }]]);
    expect(Object.fromEntries(screen.messages)).toEqual({ [MESSAGE]: `link ${MESSAGE}`, [`posted in ${MESSAGE}`]: `playing ${TABLE}` });
    // A later start resumes it: the index of tables that owe something names the thread, not the lobby's channel.
    expect(await store.readDoc('tables:active')).toContain(MESSAGE);
  }

  it('GIVEN nothing fails THEN a Start takes these steps, and the game is in its thread', async () => {
    const fault = new Fault(0, 'stop-before');
    const r = await pressStart(fault);
    expect(r).toMatchObject({ ok: true, value: { channelId: MESSAGE, phase: 'playing' } });
    expect(fault.seen).toEqual(MOVE);
    await expectOneTableInItsThread();
  });

  const steps = MOVE.map((what, i) => ({ k: i + 1, what }));

  it.each(steps.flatMap((s) => (['stop-before', 'stop-after'] as const).map((mode) => ({ ...s, mode }))))(
    'GIVEN the process stops at step $k ($what, $mode) THEN the next start, and Start pressed again, find the one table in its thread',
    async ({ k, mode }) => {
      const fault = new Fault(k, mode);
      await pressStart(fault);
      expect(fault.dead).toBe(true);
      const next = process();
      await next.resume();
      const tables = await holding();
      expect(tables.map((s) => s.moving)).toEqual([null]);
      // Stopped before anything was written, the lobby is as it was, with its buttons; otherwise the move is finished.
      if (tables[0]!.phase === 'lobby') expect(Object.fromEntries(screen.messages)).toEqual({ [MESSAGE]: `lobby ${TABLE}` });
      else await expectOneTableInItsThread();
      await next.lobby(LOBBY, TABLE, ana, 'start');
      await expectOneTableInItsThread();
    },
  );

  it.each(steps.filter((s) => s.k > 1))('GIVEN the process stops after step $k ($what) THEN a click in the lobby\'s channel, in a process that did not resume it, finishes the move', async ({ k }) => {
    await pressStart(new Fault(k, 'stop-after'));
    const r = await process().lobby(LOBBY, TABLE, ben, 'leave');
    expect(r).toMatchObject({ ok: false, error: { code: 'no-game' } });
    await expectOneTableInItsThread();
  });

  const writes = MOVE.filter((what) => /^(save|delete|updateDoc) /.test(what)).map((what, i) => ({ k: i + 1, what }));

  it.each(writes.flatMap((w) => (['refuse', 'lost'] as const).map((mode) => ({ ...w, mode }))))('GIVEN the store fails its write $k ($what) once ($mode) THEN the Start still moves the game into its thread, once', async ({ k, mode }) => {
    const r = await pressStart(new Fault(k, mode));
    if (k === 1 && mode === 'refuse') {
      // The mark itself was refused: nothing moved, and Start pressed again starts it.
      expect(r).toBeInstanceOf(Error);
      expect(Object.fromEntries(screen.messages)).toEqual({ [MESSAGE]: `lobby ${TABLE}` });
      await process().lobby(LOBBY, TABLE, ana, 'start');
    } else expect(r).toMatchObject({ ok: true, value: { channelId: MESSAGE, phase: 'playing' } });
    await expectOneTableInItsThread();
    await process().resume();
    await expectOneTableInItsThread();
  });

  it('GIVEN the store refuses to delete the lobby\'s record once THEN a restart and Start pressed again leave one game, in one thread', async () => {
    await pressStart(new Fault('delete c1', 'refuse'));
    await process().resume();
    await process().lobby(LOBBY, TABLE, ana, 'start');
    await expectOneTableInItsThread();
  });

  it('GIVEN a move stopped once its thread was named THEN /game new in the lobby\'s channel finishes it and opens a new lobby there', async () => {
    await pressStart(new Fault(4, 'stop-after'));
    const r = await process(new Fault(), undefined, 'tbl00002').newLobby({ channelId: LOBBY, guildId: 'g1', actor: ben, game: 'lanterns', options: { rounds: 1 }, timerSeconds: null });
    expect(r).toMatchObject({ ok: true, value: { channelId: LOBBY, instance: 'tbl00002', phase: 'lobby' } });
    expect(screen.messages.get(`posted in ${LOBBY}`)).toBe('lobby tbl00002');
    screen.messages.delete(`posted in ${LOBBY}`);
    await expectOneTableInItsThread();
  });

  it('GIVEN a move left stopped for two days THEN the retention sweep finishes it rather than expiring its lobby', async () => {
    await pressStart(new Fault(4, 'stop-after'));
    const later = process(new Fault(), () => new Date(Date.now() + 2 * 86_400_000).toISOString());
    expect(await later.sweep()).toEqual({ expiredLobbies: [], removedGames: 0 });
    await expectOneTableInItsThread();
  });

  it('GIVEN a move whose started game this build cannot play THEN the next start brings the lobby back with its buttons and archives its thread', async () => {
    await pressStart(new Fault(4, 'stop-before'));
    const r = await store.load(LOBBY);
    if (r.kind !== 'ok') throw new Error('no mark');
    const marked = r.record.session as Session;
    const unplayable = { ...(marked.moving!.game as Session), state: { nonsense: true } };
    const { channelId, guildId, game, schemaVersion, updatedAt } = r.record;
    await store.save({ channelId, guildId, game, schemaVersion, updatedAt, session: { ...marked, moving: { threadId: MESSAGE, game: unplayable } } }, r.record.rev);
    await process().resume();
    expect((await holding()).map((s) => ({ channelId: s.channelId, phase: s.phase, moving: s.moving }))).toEqual([{ channelId: LOBBY, phase: 'lobby', moving: null }]);
    expect(screen.messages.get(MESSAGE)).toBe(`lobby ${TABLE}`);
    expect(screen.threads.get(MESSAGE)).toEqual({ parentId: LOBBY, archived: true });
  });
});
