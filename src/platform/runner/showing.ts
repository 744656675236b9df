import { withChannelLock } from '../../store/channel-lock';
import { ok, type Result } from '../../engine/result';
import type { Snapshot } from '../delivery';
import type { Refusal } from '../words/refusals';
import { sameButDms } from '../dms/private-updates';
import type { ThreadGame } from '../records/table-census';
import type { Session } from '../session-schema';
import { pingShown, type ShownPing } from '../pace/turn-calls';
import type { TableCore } from './table-core';
import type { Language } from '../../words/locales';
import { tableWords } from '../words/table-words';
import { seatsIn } from '../seats/lobby-seats';

/** Showing: the table posted again, what is on screen recorded, and where a control's table is. */

/**
 * /game status: the table posted again. Typed in a channel whose games are played in threads, it names those
 * games and where; with `instance`, the one with that id is posted again in its thread.
 */
export async function status(c: TableCore, channelId: string, instance: string | null): Promise<Result<string, Refusal>> {
  const threads = c.records.census.inThreadsOf(channelId);
  const where = (x: ThreadGame) => tableWords('reply.threadGame', { game: c.d.modules.get(x.game)?.engine.name ?? x.game, table: x.instance, thread: `<#${x.threadId}>` });
  const named = instance === null ? undefined : threads.find((x) => x.instance === instance);
  if (named) {
    const r = await repost(c, named.threadId);
    return r.ok ? ok(tableWords('reply.postedThere', { where: where(named) })) : r;
  }
  const here = await repost(c, channelId);
  if (here.ok || here.error.code !== 'no-game' || !threads.length) return here;
  return ok(tableWords('reply.threadsHold', { games: threads.map(where).join('; ') }));
}

/**
 * A server's new language (`/game settings language:`) taken by its tables already open: each lobby and game under
 * way speaks it from its next message, shown again at once, its AI seats renamed in it; a finished game keeps the words it ended in. The value
 * is how many tables changed.
 */
export async function speak(c: TableCore, guildId: string, language: Language): Promise<number> {
  let changed = 0;
  for (const channelId of c.records.census.inServer(guildId)) {
    const done = await c.quietly(channelId, null, async (g) => {
      const s = g.session;
      if (s.phase === 'ended' || s.guildId !== guildId || s.language === language) return false;
      await c.commit(g, { ...s, language, seats: seatsIn(s, language), tableStale: true }, { publish: true });
      return true;
    });
    if (done) changed++;
  }
  return changed;
}

/** Posts the table (or the lobby) again as a new message; the one it replaces is cleared once it is up. */
function repost(c: TableCore, channelId: string): Promise<Result<string, Refusal>> {
  return c.act(channelId, [], async (g) => {
    const s = g.session;
    await c.commit(g, { ...s, repostTable: s.repostTable || s.tableMessageId !== null, tableStale: true }, { publish: true });
    return ok(tableWords(s.phase === 'lobby' ? 'reply.lobbyPosted' : 'reply.tablePosted'));
  });
}

/**
 * Records that `shown` is on screen, in message `messageId`. Saved over the shown revision only: when a newer
 * change came meanwhile it is still to be shown, and only a newly posted message id is written into it.
 * Returns the newer snapshot in that case, so the one waiting to be shown carries the new message id.
 * `ping` is the turn ping shown with it, or 'failed' when one was due and could not be posted.
 */
export async function recordShown(c: TableCore, shown: Snapshot, messageId: string, ping: ShownPing | 'failed' | null): Promise<Snapshot | null> {
  // A ping posted with it: its people are no longer due, and it is the channel's current ping, in either revision.
  const posted = ping === 'failed' ? null : ping;
  const marked = (s: Session) => (posted ? pingShown(s, posted.pinged, posted.messageId, shown.session, posted.mentioned) : s);
  // The same message edited and no ping posted: nothing is worth a save (a click saves once). The record stays
  // marked stale, so a restart edits the table once more, with the same picture. A finished game's last table is
  // saved as shown, once: a start then owes it nothing (src/platform/records/active-tables.ts).
  if (messageId === shown.session.tableMessageId && !posted && shown.session.phase !== 'ended') return null;
  return withChannelLock(shown.session.channelId, async () => {
    // A due ping that did not go out keeps the table stale, so a restart shows it again with its ping.
    const done = await c.records.trySave(marked({ ...shown.session, tableMessageId: messageId, tableStale: ping === 'failed', repostTable: false }), shown.rev);
    if (done) return null;
    const cur = await c.records.load(shown.session.channelId);
    if (cur.kind !== 'ok' || cur.session.instance !== shown.session.instance) return null;
    // Saved since only to record a DM: the channel shows the latest, as if nothing had come between.
    const same = sameButDms(cur.session, shown.session);
    // A repost asked for after `shown` was taken is still to come: it clears the message recorded here.
    const repostTable = cur.session.repostTable && !shown.session.repostTable;
    const saved = await c.records.save(marked({ ...cur.session, tableMessageId: messageId, tableStale: same ? ping === 'failed' : cur.session.tableStale, repostTable }), cur.rev);
    return same ? null : saved;
  });
}

/** Records a message that calls people (a turn timer's reminder) as the channel's current ping; returns the one it replaces. */
export function recordPing(c: TableCore, channelId: string, messageId: string): Promise<string | null> {
  return c.quietly(channelId, null, async (g) => {
    await c.records.save({ ...g.session, pingMessageId: messageId, pingMentions: [] }, g.rev);
    return g.session.pingMessageId;
  });
}

/**
 * The channel whose table a control of table `instance` acts on. Pressed in a server, it is the channel pressed in,
 * or the thread off it where that table is played; pressed in a DM or on a panel opened from one (no server), the
 * table is found by its id wherever it is (null: nowhere). `carried` is a channel the control names itself (a turn
 * ping's). Every operation then checks the table id and the presser's seat, as for any press.
 */
export async function locate(c: TableCore, instance: string, pressed: { channelId: string; guildId: string | null }, carried: string | null): Promise<string | null> {
  const place = await c.records.places.where(instance);
  if (pressed.guildId === null) return place?.channelId ?? carried;
  if (carried) return carried;
  return place && place.guildId === pressed.guildId && place.parentId === pressed.channelId ? place.channelId : pressed.channelId;
}
