import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createClient } from '@keyv/redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordServer, type DiscordServerHandle, type FakeUser } from '../discord-server/index';
import { playOn, tableMessage, textOf } from './driver';

/**
 * The built bot as two processes (SHARDS=2: the manager runs each shard as a process of its own, with its own REST
 * client) playing in two servers at once, against a test Discord whose global limit is 2 requests a second. Straight
 * to Discord each process counts only its own requests, against discord.js's 50 a second (nothing in a bot process
 * knows the lower limit or the other process), and the bot is answered 429; through one REST proxy
 * (`dist/proxy.js`, counting 1 a second: half the limit, so however its seconds and the server's fall, no second of
 * the server's holds more than 2) the whole bot stays under the limit.
 */
// A Redis database of its own: the sharding tests flush theirs (7, 12).
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/15`;
// Two games' requests that count (interaction callbacks and webhooks do not) reach 7 in a second at their start and a
// few a second after: a limit of 2 a second is what 50 is to a bot with hundreds of games.
const SERVER_PER_SECOND = 2;
const PROXY_PER_SECOND = 1;

let out = '';
let h: DiscordServerHandle | null = null;
const children: ChildProcess[] = [];

async function flushStore(): Promise<void> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  await client.flushDb();
  await client.quit();
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(file: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', join(out, file)], { env: { ...process.env, LOG_LEVEL: process.env.E2E_LOG ?? 'silent', ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  return child;
}

async function stopAll(): Promise<void> {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null) continue;
    const done = new Promise((resolve) => child.once('exit', resolve));
    // A shard manager's shards are its children: end them with it.
    try {
      execFileSync('pkill', ['-TERM', '-P', String(child.pid)]);
    } catch {
      // none
    }
    child.kill('SIGTERM');
    await done;
  }
}

async function waitForProxy(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error('the proxy did not answer /healthz');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Two shard processes of the bot, straight to the test Discord or through the proxy, playing an Earth game in each shard's server at once. */
async function playTwoServersAtOnce(viaProxy: boolean): Promise<{ h: DiscordServerHandle; proxyPort: number | null }> {
  await flushStore();
  h = await startDiscordServer({ shards: 2, restLimits: { perSecond: SERVER_PER_SECOND } });
  const server = h;
  const guilds = [server.addGuild('Shard zero', { shard: [0, 2] }), server.addGuild('Shard one', { shard: [1, 2] })];
  const players: FakeUser[] = [server.addUser('ana'), server.addUser('ben')];
  guilds.forEach((g, k) => server.joinGuild(players[k]!, g.guildId));

  let proxyPort: number | null = null;
  let apiBase = server.apiBase;
  if (viaProxy) {
    proxyPort = await freePort();
    start('proxy.js', { PROXY_PORT: String(proxyPort), DISCORD_API_BASE_UPSTREAM: server.apiBase, PROXY_GLOBAL_PER_SECOND: String(PROXY_PER_SECOND) });
    await waitForProxy(proxyPort);
    apiBase = `http://127.0.0.1:${proxyPort}/api`;
  }
  start('main.js', { DISCORD_TOKEN: server.token, DISCORD_API_BASE: apiBase, STORE_URL: REDIS_URL, SHARDS: '2' });
  await server.waitFor(() => new Set(server.gatewayLiveShards()).size === 2, { timeoutMs: 60_000, what: 'two shard sessions' });

  // `npm start` spaces table edits 1.1 s apart, and a request may wait its turn for the global limit up to a second
  // more (or draw its picture for as long on a busy machine): a quiet period of 3 s means the tables show the last change.
  const quiet = () => server.idle({ quietMs: 3_000, timeoutMs: 60_000 });
  await Promise.all(
    guilds.map(async (g, k) => {
      const opened = await server.command(players[k]!, 'game', { subcommand: 'new', options: { game: 'earth', variant: 'beginner', max_rounds: 3 } }, g.channelId).settled();
      expect(textOf(opened.response)).toContain('lobby is open');
      // The lobby is posted to the channel, a request that counts: it may wait its turn.
      await server.waitFor(() => server.lastMessage(g.channelId)?.button('Start') !== undefined, { timeoutMs: 30_000, what: 'the lobby' });
      const lobby = server.lastMessage(g.channelId)!;
      await server.click(players[k]!, lobby, lobby.button('Start')!.customId!).settled();
    }),
  );
  await Promise.all(guilds.map((g, k) => playOn(server, 'Earth', new Map([[players[k]!.id, players[k]!]]), quiet, 3, g.channelId)));
  await quiet();
  for (const g of guilds) expect(tableMessage(server, 'Earth', g.channelId), 'a table in each server').toBeDefined();
  expect(server.interactions.flatMap((i) => i.errors)).toEqual([]);
  expect(server.violations).toEqual([]);
  return { h: server, proxyPort };
}

beforeAll(() => {
  // As production runs: the built bundle, plain JavaScript, inside the project so it finds node_modules.
  mkdirSync('out', { recursive: true });
  out = mkdtempSync(join('out', 'build-'));
  execFileSync(process.execPath, ['scripts/build.mjs', out]);
}, 90_000);

afterEach(async () => {
  await stopAll();
  await h?.close();
  h = null;
});

afterAll(async () => {
  await flushStore();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('e2e/two bot processes and one REST proxy', () => {
  it('straight to Discord, two processes each counting only their own requests are answered 429 for the global limit', { timeout: 240_000 }, async () => {
    const { h } = await playTwoServersAtOnce(false);
    expect(h.rateLimitCounts().global429).toBeGreaterThan(0);
  });

  it('through one proxy the whole bot stays under the global limit, and the proxy says so on /metrics', { timeout: 240_000 }, async () => {
    const { h, proxyPort } = await playTwoServersAtOnce(true);
    expect(h.rateLimitCounts()).toMatchObject({ global429: 0, invalidRequests: 0 });
    const metrics = await (await fetch(`http://127.0.0.1:${proxyPort}/metrics`)).text();
    expect(metrics).not.toMatch(/hothouse_proxy_upstream_429_total\{scope="global"/);
    const forwarded = [...metrics.matchAll(/hothouse_proxy_requests_total\{[^}]*\} (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(forwarded).toBeGreaterThan(SERVER_PER_SECOND);
    // The proxy held requests back to keep under the limit: without it they would have gone over.
    expect(metrics).toMatch(/hothouse_proxy_held_back_total\{scope="global"\} [1-9]/);
  });
});
