import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser, StoredMessage } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { owingUsers, tableMessage } from './driver';

/**
 * Through the real discord.js client: a press on the table message carries the table's next edit and the turn ping
 * through its interaction webhook (outside Discord's global limit); when that route fails, the channel's serves.
 */
const modules = registry([tippingPointModule]);
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser, ben: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules);
  h = t.h;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
  await h.command(ana, 'game', { subcommand: 'new', options: { game: 'tipping-point' } }).settled();
  const lobby = h.lastMessage()!;
  await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
  await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
  await settle();
  for (let i = 0; i < 100 && !tableMessage(h, 'Tipping Point'); i++) {
    await settle();
    await new Promise((r) => setTimeout(r, 50));
  }
});

afterAll(async () => {
  await t.close();
});

const settle = async () => {
  await t.idle();
  await h.idle();
};
const table = (): StoredMessage => tableMessage(h, 'Tipping Point')!;

const onTable = (m: StoredMessage) => m.allComponents().find((c) => /:(answer|select):/.test(String(c.custom_id ?? '')));

/**
 * The player the table calls answers once: on the table when it offers the choice, else in their private panel.
 * The requests the bot sent after an answer on the table, as `METHOD route` (marked when outside the table's
 * channel); null after one in a panel.
 */
async function answerOnce(): Promise<string[] | null> {
  const m = table();
  const user = [ana, ben].find((u) => owingUsers(m).includes(u.id))!;
  const choice = onTable(m);
  const from = h.requests.length;
  let target = m;
  let pick = choice;
  if (!pick) {
    const panel = (await h.click(user, m, m.button('Answer privately')!.customId!).settled()).response!;
    target = panel;
    pick = onTable(panel)!;
  }
  if (pick.type === 3) await h.select(user, target, String(pick.custom_id), [(pick.options as { value: string }[])[0]!.value]).settled();
  else await h.click(user, target, String(pick.custom_id)).settled();
  await settle();
  // Requests in a DM (a secret dealt) are told apart: only the table's channel is asked about.
  return choice ? h.requests.slice(from).map((r) => `${r.method} ${r.route ?? r.path}${r.path.startsWith('/channels/') && !r.path.startsWith(`/channels/${h.channelId}`) ? ' (elsewhere)' : ''}`) : null;
}

/** Answers until one on the table passes the turn (and so owes a ping); what that answer sent. */
async function answerOnTableToNextTurn(): Promise<string[]> {
  for (let i = 0; i < 40; i++) {
    const sent = await answerOnce();
    if (sent?.includes('PATCH /webhooks/:applicationId/:token/messages/:messageId') && sent.some((r) => r.startsWith('POST /webhooks/') || r === 'POST /channels/:channelId/messages')) return sent;
  }
  throw new Error('no answer on the table passed the turn');
}

describe('e2e/table edits and pings through a press', () => {
  it('edits the table through the press’s interaction webhook, and posts the turn ping as its follow-up', async () => {
    const edits = table().editCount;
    const sent = await answerOnTableToNextTurn();
    expect(table().editCount).toBeGreaterThan(edits);
    expect(sent).toContain('PATCH /webhooks/:applicationId/:token/messages/:messageId');
    expect(sent).not.toContain('PATCH /channels/:channelId/messages/:messageId');
    expect(sent).toContain('POST /webhooks/:applicationId/:token');
    expect(sent).not.toContain('POST /channels/:channelId/messages');
    // The ping calls its player as a ping in the channel does.
    const ping = h.channelMessages().filter((m) => !m.deleted && m.content.includes('your turn'));
    expect(ping).toHaveLength(1);
    expect(h.notifications.at(-1)!.messageId).toBe(ping[0]!.id);
    expect(h.violations).toEqual([]);
  });

  it('edits the table through the channel when the interaction webhook refuses, with the answer shown', async () => {
    h.failNext('PATCH /webhooks/:app/:token/messages/:id', 404, 1, { code: 10015, message: 'Unknown Webhook' });
    let sent: string[] | null = null;
    for (let i = 0; i < 40 && !sent; i++) {
      if (!onTable(table())) {
        await answerOnce();
        continue;
      }
      const before = table().history.length;
      sent = await answerOnce();
      // The edit refused on the interaction route reached the table through the channel.
      expect(sent).toContain('PATCH /channels/:channelId/messages/:messageId');
      expect(table().history.length).toBeGreaterThan(before);
    }
    expect(sent).not.toBeNull();
  });
});
