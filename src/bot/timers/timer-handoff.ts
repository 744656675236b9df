import { ShardClientUtil } from 'discord.js';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Session } from '../../platform/session-schema';
import type { TableRunner } from '../../platform/runner/table-runner';
import type { GameStore } from '../../store/game-store';

const channelsSchema = z.array(z.string());

/**
 * How a table's timer owner learns of a change saved elsewhere: a press in a DM reaches shard 0 only, so shard 0's
 * process may save a table whose server is on another shard, whose process then has an old view of its waits. The
 * saving process names the channel in the owner shard's doc (`handoff:<shard>`); the owner takes the doc at its
 * next tick and reads those tables afresh from the store.
 */
export class TimerHandoff {
  constructor(private readonly d: { store: GameStore; runner: Pick<TableRunner, 'read'>; shards: { ids: readonly number[]; count: number }; log: Logger }) {}

  /** From the process that saved `s`, a table of a server on a shard it does not hold. */
  pass(s: Session): void {
    const shard = s.guildId === null ? 0 : ShardClientUtil.shardIdForGuildId(s.guildId, this.d.shards.count);
    void this.d.store
      .updateDoc(`handoff:${shard}`, (cur) => {
        const ids = channelsSchema.safeParse(cur).data ?? [];
        return ids.includes(s.channelId) ? undefined : [...ids, s.channelId];
      })
      .catch((err: unknown) => this.d.log.warn({ err, channelId: s.channelId, shard }, 'timer hand-off not recorded'));
  }

  /** The tables other processes saved for this process's shards since the last take, as stored now. */
  async take(): Promise<Session[]> {
    const sessions: Session[] = [];
    for (const shard of this.d.shards.ids) {
      let taken: string[] = [];
      await this.d.store.updateDoc(`handoff:${shard}`, (cur) => {
        taken = channelsSchema.safeParse(cur).data ?? [];
        return taken.length ? null : undefined;
      });
      for (const channelId of taken) {
        const g = await this.d.runner.read(channelId);
        if (g.kind === 'ok') sessions.push(g.session);
      }
    }
    return sessions;
  }
}
