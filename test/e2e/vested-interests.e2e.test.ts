import pino from 'pino';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBot, type Bot } from '../../src/bot/bot';
import { vestedInterestsModule } from '../../src/game-modules/vested-interests';
import { registry } from '../../src/platform/module';
import { openStore, type GameStore } from '../../src/store/game-store';
import { startDiscordServer, type DiscordServerHandle, type FakeUser } from '../discord-server/index';
import { isOver, playOn, tableMessage } from './driver';

/** One whole Flashpoint game of Vested Interests for three players, through discord.js and the test server. */
const modules = registry([vestedInterestsModule]);
const log = pino({ level: process.env.E2E_LOG ?? 'silent' });

let h: DiscordServerHandle;
let store: GameStore;
let bot: Bot;
let ana: FakeUser, ben: FakeUser, cai: FakeUser;

beforeAll(async () => {
  h = await startDiscordServer();
  const file = join(mkdtempSync(join(tmpdir(), 'hh-vi-e2e-')), 'games.sqlite');
  ana = h.addUser('ana');
  ben = h.addUser('ben');
  cai = h.addUser('cai', { dmsOpen: false });
  store = await openStore(`sqlite://${file}`, { logger: log });
  bot = startBot({ token: h.token, modules, store, log, apiBase: h.apiBase, minEditIntervalMs: 0 });
  await bot.ready;
});

afterAll(async () => {
  await bot.stop();
  await store.close();
  await h.close();
});

const idle = () => bot.idle();

describe('e2e/vested-interests', () => {
  it('plays a Flashpoint game for three to the end and shows the outcome', async () => {
    await h.command(ana, 'game', { subcommand: 'new', options: { game: 'vested-interests', variant: 'flashpoint' } }).settled();
    const lobby = h.lastMessage()!;
    expect(lobby.embeds[0]!.title).toBe('Vested Interests: new table');
    await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
    await h.click(cai, lobby, lobby.button('Join')!.customId!).settled();
    await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    await idle();
    await h.idle();
    const first = tableMessage(h, 'Vested Interests')!;
    expect(first.attachments[0]!.filename).toBe('vested-interests.png');
    const hand = await h.command(ben, 'game', { subcommand: 'hand' }).settled();
    expect(hand.ephemeral).toBe(true);
    expect(hand.response!.attachments[0]!.filename).toBe('vested-interests-secrets.png');

    const answers = await playOn(h, 'Vested Interests', new Map([ana, ben, cai].map((u) => [u.id, u])), idle);
    const table = tableMessage(h, 'Vested Interests')!;
    expect(isOver(table)).toBe(true);
    expect(String(table.embeds[0]!.description)).toMatch(/Game over:.*(wins with|everyone loses)/);
    expect(answers).toBeGreaterThan(20);
    expect(h.violations).toEqual([]);
  }, 300_000);
});
