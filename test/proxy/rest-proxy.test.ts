import { once } from 'node:events';
import pino from 'pino';
import { Client, Events, GatewayIntentBits, REST } from 'discord.js';
import { TooOldToEdit } from '../../src/bot/channel/discord-port';
import { liveDiscordPort, refuseOldEdits } from '../../src/bot/channel/live-discord-port';
import { afterEach, describe, expect, test } from 'vitest';
import { createProxyMetrics, type ProxyMetrics } from '../../src/proxy/metrics';
import { startRestProxy, type RestProxy } from '../../src/proxy/proxy-server';
import { startDiscordServer, type DiscordServerHandle } from '../discord-server/index';

let h: DiscordServerHandle | null = null;
let proxy: RestProxy | null = null;
afterEach(async () => {
  await proxy?.close();
  await h?.close();
  proxy = null;
  h = null;
});

async function open(serverPerSecond: number, proxyPerSecond: number): Promise<{ h: DiscordServerHandle; proxy: RestProxy; metrics: ProxyMetrics; base: string }> {
  h = await startDiscordServer({ restLimits: { perSecond: serverPerSecond } });
  const metrics = createProxyMetrics();
  proxy = await startRestProxy({ port: 0, host: '127.0.0.1', upstream: h.apiBase, globalPerSecond: proxyPerSecond, maxWaitMs: 10_000, metrics, log: pino({ level: 'silent' }) });
  return { h, proxy, metrics, base: `http://127.0.0.1:${proxy.port}/api` };
}

/** One bot process's REST client: its own count of the limits, Discord's 50 a second. */
const botRest = (api: string, token: string) => new REST({ api, retries: 0 }).setToken(token);
const burst = (rest: REST, n: number) => Promise.all(Array.from({ length: n }, () => rest.get('/users/@me') as Promise<{ id: string }>));
const metricsText = async (port: number) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();

describe('the REST proxy', () => {
  test('two processes sending through it together stay under the bot’s global limit; sending straight to Discord they do not', async () => {
    const { h, base } = await open(6, 3);
    const through = [botRest(base, h.token), botRest(base, h.token)];
    const answers = (await Promise.all(through.map((r) => burst(r, 6)))).flat();
    expect(answers.every((u) => u.id === h.bot.id)).toBe(true);
    expect(h.rateLimitCounts().global429).toBe(0);

    const straight = [botRest(h.apiBase, h.token), botRest(h.apiBase, h.token)];
    await Promise.all(straight.map((r) => burst(r, 6)));
    expect(h.rateLimitCounts().global429).toBeGreaterThan(0);
  });

  test('it waits out the 429s Discord answers, global and per route, so the bot sees none, and counts them on /metrics', async () => {
    const { h, proxy, base } = await open(3, 50);
    h.failNext('GET /users/@me', 429, 1, { retryAfter: 0.05 });
    const users = await burst(botRest(base, h.token), 8);
    expect(users.every((u) => u.id === h.bot.id)).toBe(true);
    expect(h.rateLimitCounts().global429).toBeGreaterThan(0);
    const text = await metricsText(proxy.port);
    expect(text).toMatch(/hothouse_proxy_upstream_429_total\{scope="route",route="\/users\/@me"\} 1\b/);
    expect(Number(/hothouse_proxy_upstream_429_total\{scope="global",route="\/users\/@me"\} (\d+)/.exec(text)?.[1])).toBe(h.rateLimitCounts().global429);
    expect(Number(/hothouse_proxy_requests_total\{method="GET",status="2xx"\} (\d+)/.exec(text)?.[1])).toBe(8);
    expect(Number(/hothouse_proxy_invalid_requests_10m (\d+)/.exec(text)?.[1])).toBe(h.rateLimitCounts().invalidRequests);
  });

  test('an interaction’s webhook, which Discord does not count against the global limit, does not wait behind the requests that do', async () => {
    const { h, base } = await open(50, 1);
    const rest = botRest(base, h.token);
    const queued = burst(rest, 4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const asked = Date.now();
    const webhook = await fetch(`${base}/v10/webhooks/${h.applicationId}/unknown-token/messages/@original`);
    const tookMs = Date.now() - asked;
    await queued;
    // The test Discord does not know the token; what matters is that the answer came at once.
    expect(webhook.status).toBeGreaterThanOrEqual(400);
    expect(tookMs).toBeLessThan(700);
    expect(Date.now() - asked).toBeGreaterThan(2_000);
  });

  test('an edit of an hour-old message, refused for a minute (30046), comes back to the bot at once, which gives it up as without the proxy', async () => {
    const { h, base } = await open(50, 50);
    const HOUR = 3_600_000;
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: base, rejectOnRateLimit: refuseOldEdits(() => Date.now() + 2 * HOUR) } });
    const ready = once(client, Events.ClientReady);
    await client.login(h.token);
    await ready;
    try {
      const io = liveDiscordPort(client);
      const id = await io.post(h.channelId, { content: 'table' });
      h.ageMessage(id, 2 * HOUR);
      const asked = Date.now();
      await expect(io.edit(h.channelId, id, { content: 'table, later' })).rejects.toBeInstanceOf(TooOldToEdit);
      expect(Date.now() - asked).toBeLessThan(3_000);
    } finally {
      await client.destroy();
    }
  });

  test('forwards errors as Discord gave them, and answers /healthz', async () => {
    const { h, proxy, base } = await open(50, 50);
    const wrong = await fetch(`${base}/v10/users/@me`, { headers: { authorization: 'Bot wrong' } });
    expect(wrong.status).toBe(401);
    expect(h.rateLimitCounts().invalidRequests).toBe(1);
    const health = await fetch(`http://127.0.0.1:${proxy.port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, upstream: h.apiBase, globalPerSecond: 50, invalidRequests10m: 1 });
  });
});
