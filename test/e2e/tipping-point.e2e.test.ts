import pino from 'pino';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBot, type Bot } from '../../src/bot/bot';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { registry } from '../../src/platform/module';
import { openStore, type GameStore } from '../../src/store/game-store';
import { startDiscordServer, type DiscordServerHandle, type FakeUser } from '../discord-server/index';
import { isOver, owingUsers, playOn, tableMessage } from './driver';

/** One whole game of Tipping Point in a channel, through discord.js and the test Discord server. */
const modules = registry([tippingPointModule]);
const log = pino({ level: process.env.E2E_LOG ?? 'silent' });

let h: DiscordServerHandle;
let store: GameStore;
let bot: Bot;
let ana: FakeUser;

beforeAll(async () => {
  h = await startDiscordServer();
  const file = join(mkdtempSync(join(tmpdir(), 'hh-tp-e2e-')), 'games.sqlite');
  ana = h.addUser('ana');
  store = await openStore(`sqlite://${file}`, { logger: log });
  bot = startBot({ token: h.token, modules, store, log, apiBase: h.apiBase, minEditIntervalMs: 50 });
  await bot.ready;
});

afterAll(async () => {
  await bot.stop();
  await store.close();
  await h.close();
});

const idle = () => bot.idle();

describe('e2e/tipping-point', () => {
  it('plays a solo game from the lobby to the outcome', async () => {
    await h.command(ana, 'game', { subcommand: 'new', options: { game: 'tipping-point', difficulty: 10, tip: 10, max_rounds: 3 } }).settled();
    const lobby = h.lastMessage()!;
    expect(lobby.embeds[0]!.title).toBe('Tipping Point: new table');
    const started = await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    expect(started.followUps.map((f) => f.content)).toEqual([]);
    // Starting renders a private picture per seat before the table appears: wait for it.
    for (let i = 0; i < 100 && !tableMessage(h, 'Tipping Point'); i++) {
      await idle();
      await h.idle();
      await new Promise((r) => setTimeout(r, 50));
    }
    const table = tableMessage(h, 'Tipping Point')!;
    expect(table.attachments[0]!.filename).toBe('tipping-point-table.png');
    expect(owingUsers(table)).toEqual([ana.id]);
    const hand = await h.command(ana, 'game', { subcommand: 'hand' }).settled();
    expect(hand.ephemeral).toBe(true);
    expect(hand.response!.attachments[0]!.filename).toBe('tipping-point-hand.png');
    const answers = await playOn(h, 'Tipping Point', new Map([[ana.id, ana]]), idle);
    const end = tableMessage(h, 'Tipping Point')!;
    expect(isOver(end)).toBe(true);
    expect(String(end.embeds[0]!.description)).toMatch(/Everyone (wins|loses)/);
    expect(answers).toBeGreaterThan(3);
  }, 120_000);

  it('sent nothing over Discord limits', () => {
    expect(h.violations).toEqual([]);
    expect(h.unknownRoutes).toEqual([]);
    expect(h.serverErrors).toEqual([]);
  });
});
