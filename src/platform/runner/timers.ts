import type { PlayerId } from '../../engine/types';
import type { Session } from '../session-schema';
import { expireWait, markWait, type SlowField } from '../pace/slow-pace';
import { heldDueAt, markSent, type TimerField } from '../pace/turn-timer';
import type { TableCore } from './table-core';
import { settleWindow } from '../table/window-answers';

/**
 * The timers' steps, which nobody presses: a reminder or question marked sent once, a slow wait run out, a secret
 * window's held answer applied or closed. Each is null when it is no longer due.
 */

/** Marks a half-time reminder or an expiry question as sent, so neither repeats; null when it is not due. */
export function markTimer(c: TableCore, channelId: string, instance: string, field: TimerField, waitingSince: string): Promise<Session | null> {
  return markSentOnce(c, channelId, (s) => markSent(s, instance, field, waitingSince));
}

/** Marks a slow wait's turn-start DM or reminder as sent, so neither repeats; null when that wait is over or it was sent. */
export function markSlowWait(c: TableCore, channelId: string, instance: string, player: PlayerId, since: string, field: SlowField): Promise<Session | null> {
  return markSentOnce(c, channelId, (s) => markWait(s, instance, player, since, field));
}

/** Saves `mark`'s session (a timer's step recorded as sent) unless it answers null: the step is not due, or was sent. */
function markSentOnce(c: TableCore, channelId: string, mark: (s: Session) => Session | null): Promise<Session | null> {
  return c.quietly(channelId, null, async (g) => {
    const next = mark(g.session);
    return next && (await c.commit(g, next, { publish: false })).session;
  });
}

/** A slow wait ran out: an AI answers the chain that player owes (the seat stays theirs). Null when that wait is over. */
export function slowExpiry(c: TableCore, channelId: string, instance: string, player: PlayerId, since: string): Promise<Session | null> {
  return c.quietly(channelId, instance, async (g) => {
    const next = expireWait(g.session, g.mod, player, since, c.now());
    if (!next) return null;
    c.d.log.info({ channelId, instance, player }, 'slow wait ran out: an AI played');
    return (await c.commit(g, { ...c.settle(next), tableStale: true }, { dm: 'dealt', publish: true })).session;
  });
}

/**
 * The turn timer's tick for a secret window: applies its held answer once the minimum time has passed, closes it
 * at the maximum (each seat still deciding stands aside). Null when that window is gone or nothing was due.
 */
export function windowStep(c: TableCore, channelId: string, instance: string, windowId: string): Promise<Session | null> {
  return c.quietly(channelId, instance, async (g) => {
    if (g.session.secretWindow?.id !== windowId) return null;
    const next = settleWindow(g.session, g.mod.engine, c.now());
    if (next === g.session) return null;
    return (await c.commit(g, { ...c.settle(next), tableStale: true }, { dm: 'dealt', publish: true, through: next })).session;
  });
}

/**
 * The turn timer's tick for a held turn ping (src/platform/pace/turn-calls.ts): the table is saved and shown again at
 * its time, which pings whoever still owes the decision it was held for. Null when none is due.
 */
export function releasePings(c: TableCore, channelId: string, instance: string): Promise<Session | null> {
  return c.quietly(channelId, instance, async (g) => {
    const due = heldDueAt(g.session);
    if (due === null || due > Date.parse(c.now())) return null;
    return (await c.commit(g, g.session, { publish: true })).session;
  });
}
