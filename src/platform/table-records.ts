import type { Logger } from 'pino';
import type { GameStore } from '../store/game-store';
import type { Courier, Snapshot } from './delivery';
import type { GameModule, ModuleRegistry } from './module';
import { sessionSchema, type Session } from './session-schema';

/**
 * A channel's table as stored: loaded and validated once per operation, saved with a revision check.
 * Callers hold the channel lock (src/store/channel-lock.ts) around a load and the save that follows it.
 */

export type Loaded =
  | { kind: 'none' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'ok'; session: Session; rev: number; mod: GameModule; /** When it was last saved (ISO time). */ updatedAt: string };

export type LoadedGame = Extract<Loaded, { kind: 'ok' }>;

export const STALE_BUTTON = 'This has moved on: that button belongs to an earlier game in this channel.';
export const UNREADABLE = 'The saved game in this channel could not be read; it has been kept aside. Someone with Manage Channels can clear it with /game end.';

export interface RecordDeps {
  store: GameStore;
  modules: ModuleRegistry;
  courier: Courier;
  log: Logger;
  now: () => string;
  /** Told of every saved session (the turn timer listens). */
  onSaved?: ((s: Session) => void) | undefined;
}

export class TableRecords {
  /** Channels whose unreadable record was already announced, so it is said once. */
  private readonly invalidNoticed = new Set<string>();

  constructor(private readonly d: RecordDeps) {}

  async load(channelId: string): Promise<Loaded> {
    const r = await this.d.store.load(channelId, (raw) => this.validate(raw));
    if (r.kind === 'none') return r;
    if (r.kind === 'invalid') {
      if (!this.invalidNoticed.has(channelId)) {
        this.invalidNoticed.add(channelId);
        this.d.log.error({ channelId, reason: r.reason, aside: r.asideKey }, 'stored game failed validation; kept aside');
        await this.d.courier.unreadable(channelId, r.reason);
      }
      return { kind: 'invalid', reason: r.reason };
    }
    // `validate` has just checked the record, so this parse cannot fail; it gives the session its type.
    const session = sessionSchema.parse(r.record.session);
    return { kind: 'ok', session, rev: r.record.rev, mod: this.d.modules.get(session.game)!, updatedAt: r.record.updatedAt };
  }

  /** A session is readable when its shape is right, its game is known and its state fits that game. */
  private validate(raw: unknown): string | null {
    const s = sessionSchema.safeParse(raw);
    if (!s.success) return `session: ${s.error.issues[0]?.path.join('.')} ${s.error.issues[0]?.message}`;
    const mod = this.d.modules.get(s.data.game);
    if (!mod) return `unknown game "${s.data.game}"`;
    if (s.data.phase === 'lobby') return null;
    const st = mod.engine.stateSchema.safeParse(s.data.state);
    return st.success ? null : `state: ${st.error.issues[0]?.path.join('.')} ${st.error.issues[0]?.message}`;
  }

  /** Saves over revision `rev` (null: a channel with no game); a refused save is a bug under the lock. */
  async save(s: Session, rev: number | null): Promise<Snapshot> {
    const r = await this.trySave(s, rev);
    if (!r) throw new Error(`Saving the game in ${s.channelId} was refused: conflict`);
    return r;
  }

  /** Saves over `rev`, or returns null when the record has moved past it (for writers outside a change). */
  async trySave(s: Session, rev: number | null): Promise<Snapshot | null> {
    const mod = this.d.modules.get(s.game)!;
    const r = await this.d.store.save(
      { channelId: s.channelId, guildId: s.guildId, game: s.game, schemaVersion: mod.engine.schemaVersion, updatedAt: this.d.now(), session: s },
      rev,
    );
    if (!r.ok) {
      if (r.error === 'conflict') return null;
      throw new Error(`Saving the game in ${s.channelId} was refused: ${r.error}`);
    }
    this.d.onSaved?.(s);
    return { session: s, rev: r.value.rev };
  }

  async delete(channelId: string): Promise<void> {
    await this.d.store.delete(channelId);
  }

  async discardInvalid(channelId: string): Promise<void> {
    await this.d.store.discardInvalid(channelId);
    this.invalidNoticed.delete(channelId);
  }

  listChannels(): Promise<string[]> {
    return this.d.store.listChannels();
  }
}
