import type { AnyEngine } from '../../engine/types';
import type { Session } from '../session-schema';
import { waitingUsers } from './turn-timer';

/**
 * Who the table calls (pings) after a change. Discord notifies a mention only in a message it creates, so each
 * person is called once when they start to owe a decision, not again for each small step of the same turn. A
 * secret window calls everyone it was opened for at once, and since its seats count as owing until it closes,
 * nothing is called as they answer: no ping tells who has answered.
 *
 * A person stays "called" while they owe without a break, and within one secret window (or none). `through` are the sessions the change passed on its way
 * (a seat's own answer before the AI seats played on): someone who owed nothing there, and owes again after the
 * AI seats' turns, starts a new turn and is called again.
 */
export function callsAfter(before: Session | null, through: readonly Session[], after: Session, engine: AnyEngine): Session {
  const owing = waitingUsers(after, engine);
  const kept = through.map((t) => new Set(waitingUsers(t, engine)));
  // A secret window opening or closing starts a new decision for everyone in it or after it.
  const windowId = (x: Session | null) => x?.secretWindow?.id ?? null;
  const sameWindow = [...through, after].every((x) => windowId(x) === windowId(before));
  const continuing = new Set(sameWindow ? (before?.called ?? []).filter((u) => kept.every((k) => k.has(u))) : []);
  const stillDue = new Set(before?.pingDue ?? []);
  const due = owing.filter((u) => stillDue.has(u) || !continuing.has(u));
  const fresh = owing.filter((u) => !continuing.has(u));
  if (fresh.length === 0 && same(after.called, owing) && same(after.pingDue, due)) return after;
  const n = Math.max(0, ...Object.values(after.callNo)) + 1;
  const callNo = Object.fromEntries(due.map((u) => [u, fresh.includes(u) ? n : (after.callNo[u] ?? n)]));
  return { ...after, called: owing, pingDue: due, callNo };
}

/**
 * A ping as posted with a table: whom it called, its channel message (null when it went by DM only, or none is left),
 * and whom that message mentions.
 */
export interface ShownPing {
  pinged: readonly string[];
  messageId: string | null;
  mentioned?: readonly string[];
}

/**
 * After a ping to `pinged` was posted as message `messageId`: they are no longer due, unless `s` has since called
 * them anew (`shown` is the session the ping was made from; a later change may have started their next turn).
 */
export function pingShown(s: Session, pinged: readonly string[], messageId: string | null, shown: Session = s, mentioned: readonly string[] = []): Session {
  const answered = (u: string) => pinged.includes(u) && s.callNo[u] === shown.callNo[u];
  return { ...s, pingDue: s.pingDue.filter((u) => !answered(u)), pingMessageId: messageId, pingMentions: messageId ? [...mentioned] : [] };
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
