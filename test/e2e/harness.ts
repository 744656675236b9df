import pino from 'pino';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBot, type Bot } from '../../src/bot/bot';
import type { ModuleRegistry } from '../../src/platform/module';
import { windowDueAt } from '../../src/platform/table/secret-window';
import type { Session } from '../../src/platform/session-schema';
import { openStore, type GameStore } from '../../src/store/game-store';
import { startDiscordServer, type DiscordServerHandle } from '../discord-server/index';
import type { StartOptions } from '../discord-server/start';

/** The test Discord server with the real bot logged in over an SQLite store of its own. */
export interface E2ETable {
  h: DiscordServerHandle;
  bot: Bot;
  store: GameStore;
  /** Every interaction handled and every table it changed shown. */
  idle(): Promise<void>;
  /**
   * When every seat of a secret window has answered, the window stays open for its minimum time: move the bot's
   * clock on to that moment (instead of waiting it out) and let the turn timer tick.
   */
  passTime(channelId?: string): Promise<void>;
  /** The session of the table in `channelId` as the bot holds it now (throws when there is none). */
  session(channelId?: string): Promise<Session>;
  /** Moves the bot's clock on by `ms` (a slow game's hours) and lets the turn timer tick. */
  passTimeBy(ms: number): Promise<void>;
  /** Stops the bot and starts it again over the same store file, as a restart would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function openE2ETable(modules: ModuleRegistry, opts: { minEditIntervalMs?: number; newSeed?: () => string; server?: StartOptions; pictureThreads?: number } = {}): Promise<E2ETable> {
  const log = pino({ level: process.env.E2E_LOG ?? 'silent' });
  const h = await startDiscordServer(opts.server);
  const file = join(mkdtempSync(join(tmpdir(), 'hh-e2e-')), 'games.sqlite');
  let skipped = 0;
  const clock = () => Date.now() + skipped;
  const boot = async () => {
    const store = await openStore(`sqlite://${file}`, { logger: log });
    const bot = startBot({ token: h.token, modules, store, log, apiBase: h.apiBase, clock, minEditIntervalMs: opts.minEditIntervalMs ?? 50, ...(opts.newSeed ? { newSeed: opts.newSeed } : {}), ...(opts.pictureThreads !== undefined ? { pictureThreads: opts.pictureThreads } : {}) });
    await bot.ready;
    return { store, bot };
  };
  const t: E2ETable = {
    h,
    ...(await boot()),
    idle: () => t.bot.idle(),
    async passTime(channelId = h.channelId) {
      const g = await t.bot.ctx.runner.read(channelId);
      const w = g.kind === 'ok' ? g.session.secretWindow : null;
      if (w) skipped += Math.max(0, windowDueAt(w) - clock());
      await t.bot.timer.tick();
      await t.bot.idle();
    },
    async session(channelId = h.channelId) {
      const g = await t.bot.ctx.runner.read(channelId);
      if (g.kind !== 'ok') throw new Error(`no table in ${channelId}`);
      return g.session;
    },
    async passTimeBy(ms) {
      skipped += ms;
      await t.bot.timer.tick();
      await t.bot.idle();
    },
    async restart() {
      await t.bot.stop();
      await t.store.close();
      Object.assign(t, await boot());
    },
    async close() {
      await t.bot.stop();
      await t.store.close();
      await h.close();
    },
  };
  return t;
}
