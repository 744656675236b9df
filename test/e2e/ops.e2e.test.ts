import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBot, type Bot } from '../../src/bot/bot';
import { createMetrics } from '../../src/bot/ops/metrics';
import { botHealth, startOpsServer, type OpsServer } from '../../src/bot/ops/ops-server';
import { registry } from '../../src/platform/module';
import { openStore, type GameStore } from '../../src/store/game-store';
import { startDiscordServer, type DiscordServerHandle } from '../discord-server/index';
import { lanternsModule } from '../fixtures/lanterns-module';

/** What an operator reads off a running bot: /healthz for the supervisor, /metrics for the figures. */
let h: DiscordServerHandle;
let store: GameStore;
let bot: Bot;
let ops: OpsServer;
const metrics = createMetrics({ defaults: false });

beforeAll(async () => {
  h = await startDiscordServer();
  store = await openStore(`sqlite://${join(mkdtempSync(join(tmpdir(), 'hh-ops-')), 'g.sqlite')}`, {});
  bot = startBot({ token: h.token, apiBase: h.apiBase, modules: registry([lanternsModule]), store, log: pino({ level: 'silent' }), minEditIntervalMs: 20, metrics });
  await bot.ready;
  ops = await startOpsServer({ port: 0, host: '127.0.0.1', registry: metrics.registry, health: () => botHealth(bot, store) });
});

afterAll(async () => {
  await ops.close();
  await bot.stop();
  await store.close().catch(() => undefined);
  await h.close();
});

const get = (path: string) => fetch(`http://127.0.0.1:${ops.port}${path}`);

describe('e2e/ops endpoints', () => {
  it('counts interactions, pictures and running games, and reports health until the store goes away', async () => {
    const ana = h.addUser('ana');
    await h.command(ana, 'game', { subcommand: 'new', options: { game: 'lanterns' } }).settled();
    const lobby = h.lastMessage()!;
    await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    await bot.idle();

    const text = await (await get('/metrics')).text();
    expect(text).toMatch(/hothouse_interaction_seconds_count\{kind="command"\} 1\b/);
    expect(text).toMatch(/hothouse_interaction_seconds_count\{kind="component"\} 1\b/);
    expect(text).toMatch(/hothouse_picture_seconds_count\{game="lanterns",picture="table"\} [1-9]/);
    expect(text).toContain('hothouse_games_running 1');

    const healthy = await get('/healthz');
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toMatchObject({ ok: true, gateway: 'ready', store: 'ok' });

    await store.close();
    const down = await get('/healthz');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ok: false, store: 'unreachable' });
  });
});
