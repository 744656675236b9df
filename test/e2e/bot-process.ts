import pino from 'pino';
import { startBot } from '../../src/bot/bot';
import { registry } from '../../src/platform/module';
import { openStore } from '../../src/store/game-store';
import { lanternsWithWindow } from '../fixtures/lanterns-module';

/**
 * The bot as its own process, hosting the test-only game, for restart tests. Its clock is the system's, so the
 * bid's secret window stays open a short minimum here, and the timer ticks often enough to close it soon after.
 */
const store = await openStore(process.env.STORE_URL, {});
const bot = startBot({
  token: process.env.DISCORD_TOKEN!,
  apiBase: process.env.DISCORD_API_BASE!,
  modules: registry([lanternsWithWindow(300, 45_000)]),
  timerTickMs: 100,
  store,
  log: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
  minEditIntervalMs: 50,
});
await bot.ready;
process.stdout.write('ready\n');
process.on('SIGTERM', async () => {
  await bot.stop();
  await store.close();
  process.exit(0);
});
