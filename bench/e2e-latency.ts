import pino from 'pino';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBot } from '../src/bot/bot';
import { registry } from '../src/platform/module';
import { openStore } from '../src/store/game-store';
import { startDiscordServer, type FakeUser, type StoredMessage } from '../test/discord-server/index';
import { lanternsModule } from '../test/fixtures/lanterns-module';
import { owingUsers, tableMessage } from '../test/e2e/driver';

/**
 * End-to-end latency through the test Discord server with 1, 50 and 500 games running at once:
 * from the interaction reaching the bot to its acknowledgement, and to its full answer (the
 * private panel, with its rendered picture). Clicks go out in waves across the games.
 */
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

export async function measureLatency(gameCounts: readonly number[], clicksPerRun = 200, wave = 50) {
  const h = await startDiscordServer({ settleQuietMs: 1 });
  const store = await openStore(`sqlite://${join(mkdtempSync(join(tmpdir(), 'hh-bench-')), 'g.sqlite')}`, {});
  const bot = startBot({ token: h.token, apiBase: h.apiBase, modules: registry([lanternsModule]), store, log: pino({ level: 'silent' }) });
  await bot.ready;
  const users = [h.addUser('ana'), h.addUser('ben')];
  const byId = new Map(users.map((u) => [u.id, u]));
  const channels: string[] = [];
  const rows = [];
  for (const n of gameCounts) {
    while (channels.length < n) {
      const channelId = h.addChannel(`table-${channels.length}`);
      const svc = bot.service;
      const lobby = await svc.newLobby({ channelId, guildId: h.guildId, actor: { userId: users[0]!.id, name: 'ana', canManage: false }, game: 'lanterns', options: { rounds: 5, deck: 'long' }, timerSeconds: null });
      if (!lobby.ok) throw new Error(lobby.message);
      await lobby.value.attach(await svc.io.post(channelId, lobby.value.payload));
      const inst = (await svc.read(channelId)) as { session: { instance: string } };
      await svc.lobby(channelId, inst.session.instance, { userId: users[1]!.id, name: 'ben', canManage: false }, 'join');
      await svc.lobby(channelId, inst.session.instance, { userId: users[0]!.id, name: 'ana', canManage: false }, 'start');
      channels.push(channelId);
    }
    await bot.idle();
    const ack: number[] = [];
    const full: number[] = [];
    let c = 0;
    while (ack.length < clicksPerRun) {
      const batch = Array.from({ length: Math.min(wave, clicksPerRun - ack.length) }, () => channels[(c++ * 7) % n]!);
      await Promise.all(batch.map(async (channelId) => {
        const table = tableMessage(h, 'Lanterns', channelId) as StoredMessage | undefined;
        const owing = table ? owingUsers(table)[0] : undefined;
        const open = table?.button('Answer privately');
        if (!table || !owing || !open?.customId) return;
        const rec = h.click(byId.get(owing) as FakeUser, table, open.customId);
        await rec.settled({ quietMs: 1, timeoutMs: 30_000 });
        ack.push(rec.callbackAt! - rec.createdAt);
        full.push(performance.timeOrigin + performance.now() - rec.createdAt);
      }));
    }
    rows.push({ games: n, clicks: ack.length, 'ack p50 ms': pct(ack, 0.5), 'ack p99 ms': pct(ack, 0.99), 'answer p50 ms': Math.round(pct(full, 0.5)), 'answer p99 ms': Math.round(pct(full, 0.99)) });
  }
  await bot.stop();
  await store.close();
  await h.close();
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = (process.env.BENCH_GAMES ?? '1,50,500').split(',').map(Number);
  console.table(await measureLatency(counts));
}
