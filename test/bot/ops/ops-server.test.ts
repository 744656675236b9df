import { afterEach, describe, expect, it } from 'vitest';
import { createMetrics, noteShards } from '../../../src/bot/ops/metrics';
import { botHealth, startOpsServer, type OpsServer } from '../../../src/bot/ops/ops-server';

describe('bot/ops server', () => {
  let server: OpsServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('answers /healthz 200 when healthy and 503 when not, and serves the metrics', async () => {
    const metrics = createMetrics({ defaults: false });
    let healthy = true;
    server = await startOpsServer({ port: 0, host: '127.0.0.1', registry: metrics.registry, health: () => ({ ok: healthy, detail: { gateway: healthy ? 'ready' : 'down' } }) });
    const base = `http://127.0.0.1:${server.port}`;
    const ok = await fetch(`${base}/healthz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, gateway: 'ready' });
    healthy = false;
    expect((await fetch(`${base}/healthz`)).status).toBe(503);

    metrics.interactionSeconds.observe({ kind: 'component' }, 0.04);
    metrics.gamesRunning.set(3);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain('hothouse_interaction_seconds_bucket{le="0.05",kind="component"} 1');
    expect(text).toContain('hothouse_games_running 3');
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('GIVEN a process holding shards 2 and 3 of 4 THEN /healthz and /metrics name them', async () => {
    const metrics = createMetrics({ defaults: false });
    const bot = { client: { isReady: () => true, ws: { ping: 12 } }, shards: { ids: [2, 3], count: 4 } };
    noteShards(metrics, bot.shards);
    server = await startOpsServer({ port: 0, host: '127.0.0.1', registry: metrics.registry, health: () => botHealth(bot, { ping: async () => undefined }) });
    const base = `http://127.0.0.1:${server.port}`;
    expect(await (await fetch(`${base}/healthz`)).json()).toMatchObject({ ok: true, shards: [2, 3], shardCount: 4 });
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain('hothouse_shard_held{shard="2",count="4"} 1');
    expect(text).toContain('hothouse_shard_held{shard="3",count="4"} 1');
    expect(text).not.toContain('shard="0"');
  });
});
