import { z } from 'zod';
import type { GameStore } from '../../store/game-store';
import type { DocKey } from '../../store/store-keys';
import type { Session } from '../session-schema';

/**
 * Where each table is, by its id: the channel (or thread) whose record holds it, and the channel a thread is off.
 * A control carries its table's id, not its channel, and a press in a DM (or on a panel opened from one) arrives
 * with the DM's channel and no server: this is how such a press finds its game.
 *
 * Written before the save that puts a table somewhere new (a new lobby, a game moved into its thread), so the index
 * may name a place a failed save never filled, never miss one that was saved: a reader checks the record it finds
 * there against the table id, as every operation does. Taken out when the record holding the table is deleted.
 */
const placeSchema = z.object({ channelId: z.string(), parentId: z.string().nullable(), guildId: z.string().nullable() });
export type TablePlace = z.infer<typeof placeSchema>;

const keyOf = (instance: string): DocKey => `place:${instance}`;

/** Places this process remembers having written: a busy table does not rewrite its place at every save. */
const KNOWN = 2048;

export class TablePlaces {
  private readonly known = new Map<string, string>();

  constructor(private readonly store: GameStore) {}

  /** Before a save: records where the session's table is, when this process has not already. */
  async beforeSave(s: Session): Promise<void> {
    if (this.known.get(s.instance) === s.channelId) return;
    const place: TablePlace = { channelId: s.channelId, parentId: s.parent?.channelId ?? null, guildId: s.guildId };
    await this.store.updateDoc(keyOf(s.instance), () => place);
    this.remember(s.instance, s.channelId);
  }

  /** Where the table `instance` is, or null when no place is recorded for it. */
  async where(instance: string): Promise<TablePlace | null> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(instance)) return null;
    const r = placeSchema.safeParse(await this.store.readDoc(keyOf(instance)));
    return r.success ? r.data : null;
  }

  /** After the record in `channelId` is deleted: its table has no place any more, unless it has moved on from there. */
  async forget(instance: string, channelId: string): Promise<void> {
    this.known.delete(instance);
    await this.store.updateDoc(keyOf(instance), (cur) => (placeSchema.safeParse(cur).data?.channelId === channelId ? null : undefined));
  }

  private remember(instance: string, channelId: string): void {
    this.known.delete(instance);
    this.known.set(instance, channelId);
    if (this.known.size > KNOWN) this.known.delete(this.known.keys().next().value!);
  }
}
