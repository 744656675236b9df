import { ShardClientUtil } from 'discord.js';

/**
 * Which tables' time this process keeps (turn timers, slow-pace reminders, the retention sweep): a table's time has
 * one owner, the process whose shards hold its server, so two hosts never both remind, time out or sweep.
 */
export interface TableOwner {
  /** Whether saves of this table are tracked here: its server is on a shard of this process. */
  keeps(guildId: string | null): boolean;
  /** Whether this process may act on the table's time now (a table of no server: only while it holds their lease). */
  mayAct(guildId: string | null): boolean;
}

/** One process with every shard: it owns every table. */
export const everyTable: TableOwner = { keeps: () => true, mayAct: () => true };

/**
 * The owner rule for a process holding shards `ids` of `count`: a server's tables by Discord's shard of the server,
 * `(id >> 22) % count`. Tables of no server (a game in DMs) have no shard: the process holding shard 0, which
 * Discord sends every DM to and so sees their every change, keeps them, and acts on them while it holds `unowned`,
 * the store's lease on them, so an old and a new process of shard 0 (a restart) never both act.
 */
export function shardOwner(shards: { ids: readonly number[]; count: number }, unowned: { held(): boolean }): TableOwner {
  const held = new Set(shards.ids);
  const ofHere = (guildId: string) => held.has(ShardClientUtil.shardIdForGuildId(guildId, shards.count));
  return {
    keeps: (guildId) => (guildId === null ? held.has(0) : ofHere(guildId)),
    mayAct: (guildId) => (guildId === null ? held.has(0) && unowned.held() : ofHere(guildId)),
  };
}

/**
 * Which tables a start takes up here: those whose time this process keeps (a table of no server only where shard 0
 * is), of a server it is in. A second process must not take up the same table: both would show it and remind it.
 */
export function resumesHere(owner: TableOwner, isIn: (guildId: string) => boolean): (guildId: string | null) => boolean {
  return (guildId) => owner.keeps(guildId) && (guildId === null || isIn(guildId));
}
