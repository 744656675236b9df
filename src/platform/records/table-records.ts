import type { Logger } from 'pino';
import { StoreOutcomeUnknownError, StoreUnreachableError } from '../../store/deadline';
import type { GameStore } from '../../store/game-store';
import type { StoreResult } from '../../store/store-result';
import type { Courier, Snapshot } from '../delivery';
import { ActiveTables } from './active-tables';
import { TablePlaces } from './table-places';
import type { GameModule, ModuleRegistry } from '../module';
import { readSession } from './read-session';
import type { Result } from '../../engine/result';
import { refuse, type Refusal } from '../words/refusals';
import { TableCensus } from './table-census';
import type { TableLimits } from '../runner-deps';
import { sessionSchema, type Session } from '../session-schema';

/**
 * A channel's table as stored: loaded and validated once per operation, saved with a revision check.
 * Callers hold the channel lock (src/store/channel-lock.ts) around a load and the save that follows it.
 */

export type Loaded =
  | { kind: 'none' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'ok'; session: Session; rev: number; mod: GameModule; /** When it was last saved (ISO time). */ updatedAt: string };

export type LoadedGame = Extract<Loaded, { kind: 'ok' }>;

export interface RecordDeps {
  store: GameStore;
  modules: ModuleRegistry;
  courier: Courier;
  log: Logger;
  now: () => string;
  /** Told of every saved session (the turn timer listens). */
  onSaved?: ((s: Session) => void) | undefined;
  /** Open tables allowed per server and per host (src/platform/records/table-census.ts). */
  limits?: TableLimits | undefined;
}

/** Records remembered as judged playable: a few hundred busy channels' sessions. */
const JUDGED = 512;

export class TableRecords {
  /** Channels whose unreadable record this process is announcing, so two loads at once say it once. */
  private readonly noticing = new Set<string>();
  /**
   * The session of each channel's record this process last saved or judged playable, by revision and save time.
   * Judging a record (its schemas, then the engine's prompts, outcome and every seat's view) is most of a load's
   * work; a record this process wrote itself, or has read before, is not judged again. Sessions are never mutated.
   */
  private readonly judged = new Map<string, { rev: number; updatedAt: string; session: Session }>();
  /** Open tables per server and host, for the limits on new lobbies. */
  readonly census: TableCensus;
  /** The channels a start resumes, kept with the saves. */
  readonly active: ActiveTables;
  /** Where each table is, by its id: how a control pressed in a DM finds its game. */
  readonly places: TablePlaces;

  constructor(private readonly d: RecordDeps) {
    this.census = new TableCensus(d.limits);
    this.active = new ActiveTables(d.store);
    this.places = new TablePlaces(d.store);
  }

  /**
   * `serves` says whether this process serves a guild (after a restart every process reads every record): only the
   * one serving a quarantined record's guild tells its channel, and only once per record (the store remembers).
   */
  async load(channelId: string, serves: (guildId: string | null) => boolean = () => true): Promise<Loaded> {
    let read: Session | null = null;
    const r = await this.d.store.load(channelId, (raw, meta) => {
      const known = this.judged.get(channelId);
      if (known && known.rev === meta.rev && known.updatedAt === meta.updatedAt) {
        read = known.session;
        return null;
      }
      const c = readSession(raw, meta.schemaVersion, this.d.modules);
      if (c.ok) read = c.value;
      return c.ok ? null : c.error;
    });
    if (r.kind === 'none') return r;
    if (r.kind === 'invalid') {
      if (!r.noticed && serves(r.guildId) && !this.noticing.has(channelId)) {
        this.noticing.add(channelId);
        try {
          this.d.log.error({ channelId, reason: r.reason, aside: r.asideKey }, 'stored game failed validation; kept aside');
          await this.d.courier.unreadable(channelId, r.reason);
          await this.d.store.markNoticed(channelId);
        } finally {
          this.noticing.delete(channelId);
        }
      }
      return { kind: 'invalid', reason: r.reason };
    }
    // The store has just run the check above on this very record, which kept the session it read (migrated).
    const session = read ?? sessionSchema.parse(r.record.session);
    this.remember(channelId, r.record.rev, r.record.updatedAt, session);
    return { kind: 'ok', session, rev: r.record.rev, mod: this.d.modules.get(session.game)!, updatedAt: r.record.updatedAt };
  }

  /**
   * Saves over revision `rev` (null: a channel with no game). Under the channel's lock only another process can have
   * written in between (a DM's press is served by the process of shard 0, whatever the server): `SaveConflict`.
   */
  async save(s: Session, rev: number | null): Promise<Snapshot> {
    const r = await this.trySave(s, rev);
    if (!r) throw new SaveConflict(s.channelId);
    return r;
  }

  /** Saves over `rev`, or returns null when the record has moved past it (for writers outside a change). */
  async trySave(s: Session, rev: number | null): Promise<Snapshot | null> {
    const mod = this.d.modules.get(s.game)!;
    const draft = { channelId: s.channelId, guildId: s.guildId, game: s.game, schemaVersion: mod.engine.schemaVersion, updatedAt: this.d.now(), session: s };
    await this.active.beforeSave(s);
    await this.places.beforeSave(s);
    const r = await this.d.store.save(draft, rev).catch((e: unknown) => lateSave(this.d, e, s, rev));
    if (!r.ok) {
      if (r.error === 'conflict') return null;
      throw new Error(`Saving the game in ${s.channelId} was refused: ${r.error}`);
    }
    await this.active.afterSave(s);
    this.census.note(s);
    // The very session saved, not a copy read back: the next click on this table loads this object, so what the
    // memoized engine and the table's checks worked out for its state (prompts, views, the public face) still holds.
    // Sessions are never changed once made; one read back from the store differs only in fields left undefined.
    this.remember(s.channelId, r.value.rev, draft.updatedAt, s);
    this.d.onSaved?.(s);
    return { session: s, rev: r.value.rev };
  }

  private remember(channelId: string, rev: number, updatedAt: string, session: Session): void {
    this.judged.delete(channelId);
    this.judged.set(channelId, { rev, updatedAt, session });
    if (this.judged.size > JUDGED) this.judged.delete(this.judged.keys().next().value!);
  }

  async delete(channelId: string): Promise<void> {
    const instance = this.judged.get(channelId)?.session.instance ?? (await storedInstance(this.d.store, channelId));
    this.census.forget(channelId);
    this.judged.delete(channelId);
    await this.d.store.delete(channelId);
    await this.active.drop([channelId]);
    if (instance) await this.places.forget(instance, channelId);
  }

  async discardInvalid(channelId: string): Promise<void> {
    await this.d.store.discardInvalid(channelId);
    await this.active.drop([channelId]);
  }

  listChannels(): Promise<string[]> {
    return this.d.store.listChannels();
  }
}

/**
 * A save that timed out may still have been written: the record is read back. Landed, it counts as saved (the
 * change goes on to be shown); still at the old revision, the store's refusal stands; unreadable, nobody can tell.
 */
async function lateSave(d: RecordDeps, e: unknown, s: Session, rev: number | null): Promise<StoreResult<{ rev: number }, 'conflict'>> {
  if (!(e instanceof StoreUnreachableError)) throw e;
  const back = await d.store.load(s.channelId).catch(() => null);
  if (!back) throw new StoreOutcomeUnknownError(`saving the game in ${s.channelId} timed out and it could not be read back`, { cause: e });
  const expected = rev === null ? 0 : rev + 1;
  if (back.kind === 'ok' && back.record.rev === expected && JSON.stringify(back.record.session) === JSON.stringify(s)) {
    d.log.warn({ channelId: s.channelId, rev: expected }, 'a save acknowledged late had landed');
    return { ok: true, value: { rev: expected } };
  }
  throw e;
}

/** The table id a record holds, read as stored (a record this process never judged). */
async function storedInstance(store: GameStore, channelId: string): Promise<string | null> {
  const r = await store.load(channelId).catch(() => null);
  const instance = r?.kind === 'ok' ? (r.record.session as { instance?: unknown }).instance : null;
  return typeof instance === 'string' ? instance : null;
}

/** Another process saved the channel's table after this one loaded it: nothing was written. */
export class SaveConflict extends Error {
  constructor(readonly channelId: string) {
    super(`Saving the game in ${channelId} was refused: conflict`);
  }
}

/** What an operation on the channel's table says when there is none to act on: no game, or one that cannot be read. */
export function noGame(g: Exclude<Loaded, { kind: 'ok' }>): Result<never, Refusal> {
  return refuse(g.kind === 'none' ? 'no-game' : 'unreadable');
}
