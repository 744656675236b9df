import { z } from 'zod';
import type { GameStore } from '../../store/game-store';
import type { DocKey } from '../../store/store-keys';
import { owesDms } from '../dms/private-updates';
import type { Session } from '../session-schema';

/**
 * The channels whose table owes something (a lobby or a game under way, a table not yet shown, a DM not yet sent),
 * kept in one doc beside the games, so a start resumes those and not every finished game ever stored.
 *
 * The index may name more channels than owe something, never fewer: a channel goes in before the save that makes it
 * owe something and comes out after the save that leaves it owing nothing, each a compare-and-set of the doc, so a
 * crash between the two writes, or a refused save, leaves an entry too many, which the next start drops. Without
 * the doc (a store written before it existed, or the doc lost) the start reads every record and writes it afresh.
 */
const KEY: DocKey = 'tables:active';
const indexSchema = z.array(z.string());

export const owesSomething = (s: Session): boolean => s.phase !== 'ended' || s.tableStale || owesDms(s);

export class ActiveTables {
  /** Channels this process knows to be in the index: each change of a busy table does not rewrite the doc. */
  private readonly listed = new Set<string>();
  /** Channels that came to owe something while there was no index: the start that writes it adds them. */
  private readonly unlisted = new Set<string>();

  constructor(private readonly store: GameStore) {}

  /** Before a save: puts the channel in the index when the session saved owes something. */
  async beforeSave(s: Session): Promise<void> {
    if (!owesSomething(s) || this.listed.has(s.channelId)) return;
    const indexed = await this.change((ids) => (ids.includes(s.channelId) ? undefined : [...ids, s.channelId]));
    (indexed ? this.listed : this.unlisted).add(s.channelId);
  }

  /** After a save: takes the channel out once its session owes nothing. */
  async afterSave(s: Session): Promise<void> {
    if (owesSomething(s) || !this.listed.has(s.channelId)) return;
    await this.drop([s.channelId]);
  }

  /** The channels to resume, or null when there is no index to read (every record must be read). */
  async read(): Promise<string[] | null> {
    const doc = indexSchema.safeParse(await this.store.readDoc(KEY));
    if (!doc.success) return null;
    for (const id of doc.data) this.listed.add(id);
    return [...doc.data].sort();
  }

  /** Writes the index afresh from a start that read every record. */
  async rebuild(channelIds: readonly string[]): Promise<void> {
    const all = [...channelIds, ...this.unlisted];
    await this.change((ids) => [...new Set([...ids, ...all])].sort(), true);
    for (const id of all) this.listed.add(id);
    this.unlisted.clear();
  }

  /** Takes channels that owe nothing out of the index. */
  async drop(channelIds: readonly string[]): Promise<void> {
    if (channelIds.length === 0) return;
    const gone = new Set(channelIds);
    await this.change((ids) => (ids.some((x) => gone.has(x)) ? ids.filter((x) => !gone.has(x)) : undefined));
    for (const id of channelIds) this.listed.delete(id);
  }

  /**
   * Changes the index; false when there is none, which only a start that has read every record may create (an index
   * begun by one save would hide every other table from the next start).
   */
  private async change(f: (ids: string[]) => string[] | undefined, create = false): Promise<boolean> {
    let found = true;
    await this.store.updateDoc(KEY, (cur) => {
      const ids = indexSchema.safeParse(cur);
      found = ids.success || create;
      return found ? f(ids.success ? ids.data : []) : undefined;
    });
    return found;
  }
}
