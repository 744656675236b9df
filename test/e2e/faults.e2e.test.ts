import pino from 'pino';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBot, type Bot } from '../../src/bot/bot';
import { registry } from '../../src/platform/module';
import { openStore, type GameStore } from '../../src/store/game-store';
import { startDiscordServer, type DiscordServerHandle, type FakeUser } from '../discord-server/index';
import { lanternsModule } from '../fixtures/lanterns-module';
import { isOver, playOn, tableMessage } from './driver';

/**
 * The same seeded game played twice: once on a healthy server, once with 429s, 500s and a dropped
 * gateway along the way. Discord's faults must not change the game.
 */
let h: DiscordServerHandle;
let store: GameStore;
let bot: Bot;
let ana: FakeUser, ben: FakeUser;

beforeAll(async () => {
  h = await startDiscordServer();
  store = await openStore(`sqlite://${join(mkdtempSync(join(tmpdir(), 'hh-faults-')), 'g.sqlite')}`, {});
  bot = startBot({ token: h.token, apiBase: h.apiBase, modules: registry([lanternsModule]), store, log: pino({ level: process.env.E2E_LOG ?? 'silent' }), minEditIntervalMs: 50, newSeed: () => 'same-seed' });
  await bot.ready;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
});

afterAll(async () => {
  await bot.stop();
  await store.close();
  await h.close();
});

async function playGame(channelId: string, faults: (answers: number) => Promise<void>): Promise<string> {
  const idle = () => bot.idle();
  await h.command(ana, 'game', { subcommand: 'new', options: { game: 'lanterns', rounds: 2 } }, channelId).settled();
  const lobby = h.lastMessage(channelId)!;
  await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
  await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
  const users = new Map([ana, ben].map((u) => [u.id, u]));
  let answers = 0;
  for (;;) {
    await faults(answers);
    const n = await playOn(h, 'Lanterns', users, idle, 1, channelId);
    answers += n;
    if (n === 0) break;
  }
  expect(isOver(tableMessage(h, 'Lanterns', channelId)!)).toBe(true);
  const log = await h.command(ana, 'game', { subcommand: 'log', options: { count: 50 } }, channelId).settled();
  return log.response!.content;
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
