import { withChannelLock } from '../../store/channel-lock';
import { ok, type Result } from '../../engine/result';
import { refuse, type Refusal } from '../words/refusals';
import { sweepStored } from '../after-game/retention-sweep';
import { owesSomething } from '../records/active-tables';
import type { Session } from '../session-schema';
import type { Loaded } from '../records/table-records';
import type { TableCore } from './table-core';

/** Start-up and upkeep: the tables taken up again after a restart, retention's sweep, and the terminal's own table. */

type Serves = (guildId: string | null) => boolean;

/** After a restart: the running games (for the timer); every table that changed after it was last shown is shown, and every owed DM sent. */
export async function resume(c: TableCore, serves: Serves): Promise<Session[]> {
  // Only the tables that owe something (src/platform/records/active-tables.ts); every record when there is no index yet.
  const indexed = await c.records.active.read();
  const listed = indexed ?? (await c.records.listChannels());
  // A game the last process left on its way into a thread is moved first: the loop below finds it in one place.
  const { loaded, movedTo } = await finishMoves(c, listed, serves);
  const channels = [...new Set([...listed, ...movedTo])];
  const running: Session[] = [];
  const owing: string[] = [];
  const idle: string[] = [];
  for (const channelId of channels) {
    const g = loaded.get(channelId) ?? (await c.records.load(channelId, serves));
    if (g.kind === 'invalid' || (g.kind === 'ok' && owesSomething(g.session))) owing.push(channelId);
    else if (g.kind === 'none' || serves(g.session.guildId)) idle.push(channelId);
    if (g.kind === 'ok' && serves(g.session.guildId)) c.records.census.note(g.session);
    if (g.kind !== 'ok' || g.session.phase === 'lobby' || !serves(g.session.guildId)) continue;
    if (g.session.phase === 'playing') running.push(g.session);
    // AI moves still owed when the last process stopped are played on, in slices like any others.
    if (g.session.phase === 'playing') c.ai.schedule(channelId);
    // The table and DMs a change owed when the last process stopped (before they were sent, or recorded).
    c.owed({ session: g.session, rev: g.rev });
  }
  if (indexed === null) await c.records.active.rebuild(owing);
  await c.records.active.drop(idle);
  c.d.log.info({ games: running.length, read: channels.length, indexed: indexed !== null }, 'games resumed');
  return running;
}

/**
 * Finishes every move into a thread found stopped (src/platform/lobby/thread-move.ts) in the guilds served. The
 * records read are kept for the resume, but for those a move changed: the lobbies' channels and the threads now
 * holding their games.
 */
async function finishMoves(c: TableCore, channelIds: readonly string[], serves: Serves): Promise<{ loaded: Map<string, Loaded>; movedTo: string[] }> {
  const loaded = new Map<string, Loaded>();
  const movedTo: string[] = [];
  for (const channelId of channelIds) {
    const g = await c.records.load(channelId, serves);
    if (g.kind !== 'ok' || !g.session.moving || !serves(g.session.guildId)) {
      loaded.set(channelId, g);
      continue;
    }
    const done = await withChannelLock(channelId, () => c.moves.finish(channelId, null, serves)).catch((e: unknown) => {
      c.d.log.error({ err: e, channelId, instance: g.session.instance }, 'a move into a thread could not be finished');
      return null;
    });
    if (done && done.session.channelId !== channelId) movedTo.push(done.session.channelId);
  }
  for (const threadId of movedTo) loaded.delete(threadId);
  return { loaded, movedTo };
}

/**
 * Retention (src/platform/after-game/retention.ts): deletes lobbies left untouched and finished games kept long enough,
 * for the guilds this process serves, each under its channel's turn so no live change is overtaken. A finished
 * game's compact record stays (written again if it is missing: idempotent). Returns the expired lobbies, whose
 * messages the caller edits to say so.
 */
export function sweep(c: TableCore, serves: Serves): Promise<{ expiredLobbies: Session[]; removedGames: number }> {
  return sweepStored({ records: c.records, load: (channelId) => c.moves.load(channelId), store: c.d.store, log: c.d.log, now: c.now, courier: c.d.courier }, serves);
}

/** For the terminal table, which seats its players itself: a started session becomes the channel's game. */
export function install(c: TableCore, s: Session): Promise<Result<Session, Refusal>> {
  return withChannelLock(s.channelId, async () => {
    const cur = await c.records.load(s.channelId);
    if (cur.kind !== 'none') return refuse('game-exists');
    return ok((await c.commit(null, c.settle(s), { publish: false })).session);
  });
}
