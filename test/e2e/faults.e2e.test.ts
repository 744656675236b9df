import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { lanternsModule } from '../fixtures/lanterns-module';
import { isOver, playOn, tableMessage, textOf } from './driver';

/**
 * The same seeded game played twice: once on a healthy server, once with 429s, 500s and a dropped
 * gateway along the way. Discord's faults must not change the game.
 */
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser, ben: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(registry([lanternsModule]), { newSeed: () => 'same-seed' });
  h = t.h;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
});

afterAll(async () => {
  await t.close();
});

async function playGame(channelId: string, faults: (answers: number) => Promise<void>): Promise<string> {
  const idle = () => t.idle();
  await h.command(ana, 'game', { subcommand: 'new', options: { game: 'lanterns', rounds: 2 } }, channelId).settled();
  const lobby = h.lastMessage(channelId)!;
  await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
  await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
  const users = new Map([ana, ben].map((u) => [u.id, u]));
  let answers = 0;
  for (;;) {
    await faults(answers);
    const n = await playOn(h, 'Lanterns', users, idle, 1, channelId, () => t.passTime(channelId));
    answers += n;
    if (n === 0) break;
  }
  expect(isOver(tableMessage(h, 'Lanterns', channelId)!)).toBe(true);
  const log = await h.command(ana, 'game', { subcommand: 'log', options: { count: 50 } }, channelId).settled();
  return textOf(log.response);
}

describe('e2e/faults', () => {
  it('ends in the same state with 429s, 500s and a dropped gateway as without', { timeout: 120_000 }, async () => {
    const calm = await playGame(h.channelId, async () => undefined);
    const stormy = h.addChannel('stormy');
    const rough = await playGame(stormy, async (n) => {
      if (n === 1) h.failNext('PATCH /channels/:id/messages/:id', 429, 2, { retryAfter: 0.2 });
      if (n === 2) h.failNext('POST /channels/:id/messages', 500, 1);
      if (n === 3) h.failNext('POST /interactions/:id/:token/callback', 500, 1);
      if (n === 4) {
        await h.dropGateway();
        await h.waitForGateway('resumed');
      }
      if (n === 5) h.failNext('PATCH /webhooks/:app/:token/messages/@original', 429, 1, { retryAfter: 0.1 });
    });
    expect(rough).toBe(calm);
    expect(h.violations).toEqual([]);
  });
});
