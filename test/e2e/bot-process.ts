import pino from 'pino';
import { startBot } from '../../src/bot/bot';
import { registry } from '../../src/platform/module';
import { openStore } from '../../src/store/game-store';
import { lanternsModule } from '../fixtures/lanterns-module';

/** The bot as its own process, hosting the test-only game, for restart tests. */
const store = await openStore(process.env.STORE_URL, {});
const bot = startBot({
  token: process.env.DISCORD_TOKEN!,
  apiBase: process.env.DISCORD_API_BASE!,
  modules: registry([lanternsModule]),
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
