import { describe, expect, it } from 'vitest';
import { MessageFlag, MessageType, StoredMessage } from './messages.js';
import { notifiedUsers } from './notifications.js';

/** Whom a created message notifies, as Discord's allowed_mentions decide it. */

function created(content: string, flags = 0, ephemeralFor: string | null = null): StoredMessage {
  const m = new StoredMessage('1', 'c', 'g', 'bot', MessageType.Default, ephemeralFor, null, null);
  m.content = content;
  m.flags = flags;
  return m;
}

describe('discord-server/notifications', () => {
  it.each([
    ['no allowed_mentions: every mention parses', {}, ['11', '22']],
    ['parse users', { allowed_mentions: { parse: ['users'] } }, ['11', '22']],
    ['parse nothing', { allowed_mentions: { parse: [] } }, []],
    ['only the ids named', { allowed_mentions: { users: ['22', '33'] } }, ['22']],
    ['names with parse empty', { allowed_mentions: { parse: [], users: ['11'] } }, ['11']],
  ])('%s', (_, body, users) => {
    expect(notifiedUsers(created('<@11> and <@!22>, your turn'), body)).toEqual(users);
  });

  it('notifies nobody from a silent or an ephemeral message', () => {
    expect(notifiedUsers(created('<@11>', MessageFlag.SuppressNotifications), {})).toEqual([]);
    expect(notifiedUsers(created('<@11>', 0, '11'), {})).toEqual([]);
  });
});
