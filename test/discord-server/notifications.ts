import { isRecord, type Json } from './json.js';
import { MessageFlag, type StoredMessage } from './messages.js';

/** A user mention that Discord would notify: made in a created message (not an edit) that its allowed mentions permit. */
export interface Notification {
  userId: string;
  messageId: string;
  channelId: string;
  content: string;
  at: number;
}

/**
 * The users a newly created message notifies, as Discord decides it: each `<@id>` in its content, when
 * `allowed_mentions` lets it through (absent: everything parses; `parse` with "users": every user; else only
 * the ids in `users`), unless the message is sent silently. An edit never notifies, so only creation asks.
 */
export function notifiedUsers(message: StoredMessage, body: Json): string[] {
  if (message.ephemeralFor !== null || (message.flags & MessageFlag.SuppressNotifications) !== 0) return [];
  const mentioned = [...new Set([...message.content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]!))];
  const allowed = body.allowed_mentions;
  if (allowed === undefined || allowed === null) return mentioned;
  if (!isRecord(allowed)) return [];
  const parse = Array.isArray(allowed.parse) ? allowed.parse : [];
  if (parse.includes('users')) return mentioned;
  const users = Array.isArray(allowed.users) ? allowed.users.filter((u): u is string => typeof u === 'string') : [];
  return mentioned.filter((u) => users.includes(u));
}
