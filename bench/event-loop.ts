import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import { silentCourier } from '../src/platform/delivery';
import { registry, type GameModule } from '../src/platform/module';
import { TableRunner } from '../src/platform/runner/table-runner';
import { openStore } from '../src/store/game-store';

/**
 * Event-loop delay while a table of AI seats plays a game to its end through the table runner: a host alone with
 * AIs kicks themself, and the AIs (each game's default level) play on in slices. p99 and max say how long any other
 * table's click or command could have waited behind them.
 */

const ms = (ns: number) => +(ns / 1e6).toFixed(1);

async function oneGame(mod: GameModule, players: number) {
  const store = await openStore('sqlite://:memory:', {});
  try {
    const runner = new TableRunner({ store, modules: registry([mod]), courier: silentCourier, log: pino({ level: 'silent' }), newSeed: () => 'bench-loop' });
    const host = { userId: 'u0', name: 'Host', canManage: false };
    const lobby = await runner.newLobby({ channelId: 'c', guildId: 'g', actor: host, game: mod.engine.id, options: {}, timerSeconds: null });
    if (!lobby.ok) throw new Error(lobby.error.message);
    for (let i = 1; i < players; i++) await runner.lobbyAi('c', lobby.value.instance, host, mod.ai?.[0]?.level ?? 'random');
    const started = await runner.lobby('c', lobby.value.instance, host, 'start');
    if (!started.ok) throw new Error(started.error.message);
    const h = monitorEventLoopDelay({ resolution: 5 });
    h.enable();
    const t0 = performance.now();
    const kicked = await runner.kick('c', host, { userId: 'u0' }, null);
    const replied = performance.now() - t0;
    if (!kicked.ok) throw new Error(kicked.error.message);
    await runner.aiIdle('c');
    const total = performance.now() - t0;
    h.disable();
    const end = await runner.read('c');
    return {
      game: mod.engine.id,
      players,
      'ended': end.kind === 'ok' && end.session.phase === 'ended' ? 'yes' : 'NO',
      'kick replied ms': +replied.toFixed(1),
      'game played s': +(total / 1000).toFixed(1),
      'loop delay p99 ms': ms(h.percentile(99)),
      'loop delay max ms': ms(h.max),
    };
  } finally {
    await store.close();
  }
}

export async function measureEventLoop(mods: readonly GameModule[]) {
  const rows = [];
  for (const mod of mods) rows.push(await oneGame(mod, Math.min(mod.engine.maxPlayers, Math.max(mod.engine.minPlayers, 4))));
  return rows;
}
