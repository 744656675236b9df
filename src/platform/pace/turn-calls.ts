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
 *
 * With `watch`, a person newly owing whose panel follows the table and who acted within `ACTED_LATELY_MS` is held
 * (`pingHeld`) instead of pinged: the panel is the call. The hold ends in a ping `HOLD_MS` later if they still owe
 * that decision (the turn timer's tick commits the table then), and with no ping once they answer.
 */
export function callsAfter(before: Session | null, through: readonly Session[], after: Session, engine: AnyEngine, watch?: Watching): Session {
  const owing = waitingUsers(after, engine);
  const kept = through.map((t) => new Set(waitingUsers(t, engine)));
  // A secret window opening or closing starts a new decision for everyone in it or after it.
  const windowId = (x: Session | null) => x?.secretWindow?.id ?? null;
  const sameWindow = [...through, after].every((x) => windowId(x) === windowId(before));
  const continuing = new Set(sameWindow ? (before?.called ?? []).filter((u) => kept.every((k) => k.has(u))) : []);
  const stillDue = new Set(before?.pingDue ?? []);
  const fresh = owing.filter((u) => !continuing.has(u));
  const nowMs = watch ? Date.parse(watch.now) : Number.NaN;
  // A held call stays held while its turn goes on; once due it is pinged like any other.
  const heldBefore = Object.entries(before?.pingHeld ?? {}).filter(([u]) => continuing.has(u) && owing.includes(u));
  const released = heldBefore.filter(([, at]) => !(Date.parse(at) > nowMs)).map(([u]) => u);
  const held: Record<string, string> = Object.fromEntries(heldBefore.filter(([u]) => !released.includes(u)));
  // A secret window calls everyone in it together, as its privacy asks: nothing in it is held.
  if (watch && !after.secretWindow) for (const u of fresh) if (watch.watches(u) && actedLately(after, u, nowMs)) held[u] = new Date(nowMs + HOLD_MS).toISOString();
  const due = owing.filter((u) => !(u in held) && (stillDue.has(u) || !continuing.has(u) || released.includes(u)));
  if (fresh.length === 0 && released.length === 0 && same(after.called, owing) && same(after.pingDue, due) && sameHeld(after.pingHeld, held)) return after;
  const n = Math.max(0, ...Object.values(after.callNo)) + 1;
  const anew = (u: string) => fresh.includes(u) || released.includes(u);
  const callNo = Object.fromEntries(due.map((u) => [u, anew(u) ? n : (after.callNo[u] ?? n)]));
  return { ...after, called: owing, pingDue: due, callNo, pingHeld: held };
}

/**
 * What the one showing the table knows of who is watching it: `watches` says whether a person's private panel is on
 * their screen and follows the table to their next decision (the bot's live panels); `now` is the change's time.
 */
export interface Watching {
  now: string;
  watches: (userId: string) => boolean;
}

/**
 * A person who acted within this long and watches their panel is at the table: the panel redrawn to their next
 * decision is the call, and a ping then would only notify them of what they are looking at.
 */
export const ACTED_LATELY_MS = 60_000;

/**
 * How long such a call is held before the ping goes out after all. 45 s: long enough to read a new decision and its
 * rule note and answer it (a learner's usual pace is a few seconds to half a minute), short enough that someone who
 * looked away is called while the table still waits on them.
 */
export const HOLD_MS = 45_000;

function actedLately(s: Session, userId: string, nowMs: number): boolean {
  const at = s.seats.find((x) => x.userId === userId)?.answeredAt;
  return !!at && nowMs - Date.parse(at) <= ACTED_LATELY_MS;
}

const sameHeld = (a: Record<string, string>, b: Record<string, string>) => same(Object.keys(a), Object.keys(b)) && Object.keys(a).every((k) => a[k] === b[k]);

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
