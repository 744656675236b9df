import pino from 'pino';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBot } from '../src/bot/bot';
import { registry, type GameModule } from '../src/platform/module';
import { modules as shipped } from '../src/modules';
import { openStore } from '../src/store/game-store';
import { startDiscordServer, type FakeUser, type StoredMessage } from '../test/discord-server/index';
import { lanternsModule } from '../test/fixtures/lanterns-module';
import { owingUsers, tableMessage } from '../test/e2e/driver';
import { percentile } from './percentile';

/**
 * End-to-end latency through the test Discord server with 1, 50 and 500 games running at once:
 * from the interaction reaching the bot to its acknowledgement, and to its full answer (the
 * private panel, with its rendered picture). Clicks arrive at a player's pace (steady) or in simultaneous waves
 * (burst); a burst is bounded by discord.js's own limit of 50 requests a second, which counts interaction
 * replies too, so its p99 shows that queue rather than the bot's work.
 */

export async function measureLatency(gameCounts: readonly number[], mode: 'steady' | 'burst' = 'steady', mod: GameModule = lanternsModule, clicksPerRun = 200, wave = 50) {
  const h = await startDiscordServer({ settleQuietMs: 1 });
  const store = await openStore(`sqlite://${join(mkdtempSync(join(tmpdir(), 'hh-bench-')), 'g.sqlite')}`, {});
  // One process's load is measured here, with every table in one test server: the per-server limits are lifted.
  const bot = startBot({ token: h.token, apiBase: h.apiBase, modules: registry([mod]), store, log: pino({ level: 'silent' }), limits: { perServer: Infinity, perHost: Infinity } });
  await bot.ready;
  const users = [h.addUser('ana'), h.addUser('ben')];
  const byId = new Map(users.map((u) => [u.id, u]));
  const channels: string[] = [];
  const rows = [];
  for (const n of gameCounts) {
    while (channels.length < n) {
      const channelId = h.addChannel(`table-${channels.length}`);
      const runner = bot.ctx.runner;
      const lobby = await runner.newLobby({ channelId, guildId: h.guildId, actor: { userId: users[0]!.id, name: 'ana', canManage: false }, game: mod.engine.id, options: mod === lanternsModule ? { rounds: 5, deck: 'long' } : {}, timerSeconds: null });
      if (!lobby.ok) throw new Error(lobby.message);
      await runner.lobby(channelId, lobby.value.instance, { userId: users[1]!.id, name: 'ben', canManage: false }, 'join');
      await runner.lobby(channelId, lobby.value.instance, { userId: users[0]!.id, name: 'ana', canManage: false }, 'start');
      channels.push(channelId);
    }
    await bot.idle();
    const ack: number[] = [];
    const full: number[] = [];
    let c = 0;
    const click = async (channelId: string) => {
      const table = tableMessage(h, mod.engine.name, channelId) as StoredMessage | undefined;
      const owing = table ? owingUsers(table)[0] : undefined;
      const open = table?.button('Answer privately');
      if (!table || !owing) return;
      // The private panel: its button when the table shows one, else /game hand (same panel, same picture).
      const user = byId.get(owing) as FakeUser;
      const rec = open?.customId ? h.click(user, table, open.customId) : h.command(user, 'game', { subcommand: 'hand', options: {} }, channelId);
      await rec.settled({ quietMs: 1, timeoutMs: 30_000 });
      ack.push(rec.callbackAt! - rec.createdAt);
      full.push(performance.timeOrigin + performance.now() - rec.createdAt);
    };
    const perSecond = Math.max(2, n / 20);
    if (mode === 'burst') {
      while (ack.length < clicksPerRun) {
        const batch = Array.from({ length: Math.min(wave, clicksPerRun - ack.length) }, () => channels[(c++ * 7) % n]!);
        await Promise.all(batch.map(click));
      }
    } else {
      // Open loop at a player's pace: each game is clicked about every 20 s (at least 2 clicks/s in all),
      // whether or not earlier clicks have been answered, as clicks arrive from many people.
      const pending: Promise<void>[] = [];
      const t0 = performance.now();
      for (let k = 0; k < clicksPerRun; k++) {
        const due = t0 + (k * 1000) / perSecond;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        pending.push(click(channels[(c++ * 7) % n]!));
      }
      await Promise.all(pending);
    }
    rows.push({ game: mod.engine.id, games: n, arrivals: mode === 'burst' ? `waves of ${wave}` : `${perSecond}/s`, clicks: ack.length, 'ack p50 ms': percentile(ack, 0.5), 'ack p99 ms': percentile(ack, 0.99), 'answer p50 ms': Math.round(percentile(full, 0.5)), 'answer p99 ms': Math.round(percentile(full, 0.99)) });
  }
  await bot.stop();
  await store.close();
  await h.close();
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = (process.env.BENCH_GAMES ?? '1,50,500').split(',').map(Number);
  const mod = shipped.get(process.env.BENCH_GAME ?? '') ?? lanternsModule;
  console.table(await measureLatency(counts, process.env.BENCH_ARRIVALS === 'burst' ? 'burst' : 'steady', mod));
}
