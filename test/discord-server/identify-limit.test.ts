import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startDiscordServer, type DiscordServerHandle } from './index';

let h: DiscordServerHandle | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** Connects and identifies as shard `[id, count]`; resolves with READY's payload. */
function identify(handle: DiscordServerHandle, shard: [number, number]): Promise<{ shard: [number, number]; ws: WebSocket }> {
  const ws = new WebSocket(`${handle.gatewayUrl}?v=10&encoding=json`);
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString()) as { op: number; t?: string; d: { shard: [number, number] } };
      if (m.op === 10) ws.send(JSON.stringify({ op: 2, d: { token: handle.token, intents: 1, shard, properties: {} } }));
      if (m.t === 'READY') resolve({ shard: m.d.shard, ws });
    });
  });
}

describe('discord-server/identify limit', () => {
  it('GIVEN max_concurrency 2 THEN GET /gateway/bot says so, and a second IDENTIFY in one bucket within 5 s is a violation', async () => {
    h = await startDiscordServer({ shards: 4, maxConcurrency: 2 });
    const info = (await (await fetch(`${h.apiBase}/v10/gateway/bot`, { headers: { authorization: `Bot ${h.token}` } })).json()) as { shards: number; session_start_limit: { max_concurrency: number } };
    expect(info.shards).toBe(4);
    expect(info.session_start_limit.max_concurrency).toBe(2);

    // Shards 0 and 1 are in buckets 0 and 1: both may go at once.
    const sessions = [await identify(h, [0, 4]), await identify(h, [1, 4])];
    expect(h.identifyViolations()).toEqual([]);
    // Shard 2 shares bucket 0 with shard 0, which identified a moment ago; it is still served the shard it asked for.
    sessions.push(await identify(h, [2, 4]));
    expect(sessions.map((s) => s.shard)).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
    ]);
    expect(h.identifyViolations()).toEqual([expect.objectContaining({ shard: [2, 4], bucket: 0 })]);
    expect(h.identifyViolations()[0]!.afterMs).toBeLessThan(5_000);
    for (const s of sessions) s.ws.close();
  });

  it('GIVEN the default max_concurrency of 1 THEN any two IDENTIFYs within 5 s are one violation', async () => {
    h = await startDiscordServer({ shards: 2 });
    const sessions = [await identify(h, [0, 2]), await identify(h, [1, 2])];
    expect(h.identifyViolations()).toHaveLength(1);
    expect(h.identifyViolations()[0]).toMatchObject({ shard: [1, 2], bucket: 0 });
    for (const s of sessions) s.ws.close();
  });
});
