import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@keyv/redis';
import { Queue, type Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_QUEUE, PICTURE_QUEUE_PREFIX, queueConnection } from '../../src/bot/pictures/queue-jobs';
import { startDiscordServer, type DiscordServerHandle, type FakeUser } from '../discord-server/index';
import { isOver, isTable, playOn, tableMessage, textOf } from './driver';
import { counterSum, freePort, proc, scratchDatabase, until, type Proc } from './processes';

/**
 * The bot as issue 39 runs it over several hosts: two shard managers of the built bot (SHARD_COUNT=4, SHARD_LIST=0-1
 * and 2-3) over one PostgreSQL store, one Redis (the identify lock and the picture queue), one picture worker
 * process and one REST proxy in front of a test Discord whose global limit is 10 requests a second. Games in a server
 * of each shard play at once; the picture worker is killed while it draws and no table goes without its picture; the
 * turn timer reminds and asks once per table; killing one host pauses only its servers' games, which play on when it
 * is back, nothing lost or doubled; and the whole bot is never answered a global 429.
 */
// A Redis database of this file's own: the store tests use 0, the other end-to-end tests 7, 12 and 15, the queue's 13.
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/11`;
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SERVER_PER_SECOND = 10;
// Half the server's limit: however the proxy's seconds and the server's fall, no second of the server's holds more.
const PROXY_PER_SECOND = 5;
// How long a bot waits for a picture worker before it draws the picture itself.
const PICTURE_WAIT_MS = 5_000;

let h: DiscordServerHandle;
let out = '';
let db: Awaited<ReturnType<typeof scratchDatabase>> | null = null;
let pictures: Queue | null = null;
const procs: Proc[] = [];
let proxyPort = 0;
let worker: Proc;
const hosts: { list: string; opsPort: number; shards: number[]; p: Proc }[] = [];
const guilds: { guildId: string; channelId: string }[] = [];
const users = new Map<string, FakeUser>();

async function flushRedis(): Promise<void> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  await client.flushDb();
  await client.quit();
}

const liveShards = () => new Set(h.gatewayLiveShards()).size;
const shardsUp = (n: number) => h.waitFor(() => liveShards() === n, { timeoutMs: 90_000, what: `${n} shard sessions` });
// Table edits are spaced 1.1 s apart and may wait their turn at the proxy a while more.
const serverQuiet = () => h.idle({ quietMs: 3_000, timeoutMs: 60_000 });
/** Once the picture worker is killed: resolved when its held table picture is drawn, by another worker or the bot. */
let rescued: Promise<void> = Promise.resolve();
let over = false;
// A table whose picture a killed worker held is shown only once it is drawn (up to the bot's wait, 5 s): wait for it.
const quiet = async () => {
  await serverQuiet();
  await rescued;
  await serverQuiet();
};
// A secret window answered by everyone stays open its minimum time, closed at the owner's next timer tick (5 s).
const passTime = () => new Promise<void>((r) => setTimeout(r, 2_000));
const play = (channelId: string, steps: number) => playOn(h, 'Earth', users, quiet, steps, channelId, passTime);
const playAll = (gs: typeof guilds, steps: number) => Promise.all(gs.map((g) => play(g.channelId, steps)));
const posted = (channelId: string, what: string) => h.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${channelId}/messages` && JSON.stringify(r.body ?? '').includes(what)).length;
const reminders = (channelId: string) => posted(channelId, 'half of the turn time');
const expiries = (channelId: string) => posted(channelId, 'the turn timer ran out');
const gameLog = async (k: number) => (await h.command([...users.values()][k]!, 'game', { subcommand: 'log', options: { count: 50 } }, guilds[k]!.channelId).settled()).response?.content;
/** Table pictures the bot's shards drew themselves because no worker answered in time. */
const drawnHere = async () => {
  const urls = hosts.flatMap((host) => host.shards.map((s) => `http://127.0.0.1:${host.opsPort + 1 + s}/metrics`));
  return (await Promise.all(urls.map((u) => counterSum(u, 'hothouse_pictures_drawn_here_total', 'picture="table"')))).reduce((a, b) => a + b, 0);
};

/**
 * Kills the picture worker while it holds a table's picture it has not finished (and starts it again, as an
 * orchestrator would); resolves when that picture has been drawn all the same: the restarted worker took the job up,
 * or the bot drew it itself.
 */
async function killWorkerMidDraw(): Promise<void> {
  for (;;) {
    let held: Job[] = [];
    // Stops watching when the test is over (failed before any table was drawn).
    await until(async () => over || (held = (await pictures!.getActive()).filter((j) => j.name === 'table')).length > 0, 'a table picture being drawn', 120_000, 5);
    if (over) return;
    const before = await drawnHere();
    await worker.kill('SIGKILL');
    const unfinished = (await Promise.all(held.map(async (j) => ((await j.getState()) === 'active' ? j : null)))).filter((j) => j !== null);
    worker.start();
    if (unfinished.length === 0) continue;
    // The restarted worker takes the held job up once its lock runs out, or the bot stops waiting and draws it itself:
    // by the end of the bot's wait one of them has happened (or the bot would wait on, and no table be shown).
    const waited = new Promise((r) => setTimeout(r, PICTURE_WAIT_MS));
    const done = async () => (await drawnHere()) > before || (await Promise.all(unfinished.map((j) => pictures!.getJobState(j.id!)))).every((state) => state === 'completed');
    rescued = waited.then(() => until(done, 'the killed worker’s table picture drawn', 10_000));
    await rescued;
    return;
  }
}

beforeAll(async () => {
  await flushRedis();
  db = await scratchDatabase(POSTGRES_URL, 'hothouse_e2e_hosts');
  pictures = new Queue(PICTURE_QUEUE, { connection: queueConnection(REDIS_URL), prefix: PICTURE_QUEUE_PREFIX });
  // Shards 0 and 2 (one on each host) share an identify bucket: only the shared lock keeps them 5 s apart.
  h = await startDiscordServer({ shards: 4, maxConcurrency: 2, restLimits: { perSecond: SERVER_PER_SECOND } });
  for (const shard of [0, 1, 2, 3]) guilds.push(h.addGuild(`Shard ${shard}`, { shard: [shard, 4] }));
  for (const [k, g] of guilds.entries()) {
    const u = h.addUser(`player${k}`);
    users.set(u.id, u);
    h.joinGuild(u, g.guildId);
  }
  mkdirSync('out', { recursive: true });
  out = mkdtempSync(join('out', 'build-'));
  execFileSync(process.execPath, ['scripts/build.mjs', out]);

  proxyPort = await freePort();
  procs.push(proc(out, 'proxy.js', { PROXY_PORT: String(proxyPort), DISCORD_API_BASE_UPSTREAM: h.apiBase, PROXY_GLOBAL_PER_SECOND: String(PROXY_PER_SECOND) }));
  worker = proc(out, 'picture-queue-worker.js', { PICTURE_QUEUE_URL: REDIS_URL, PICTURE_THREADS: '1' });
  procs.push(worker);
  for (const [list, shards] of [['0-1', [0, 1]], ['2-3', [2, 3]]] as const) {
    const opsPort = await freePort();
    const p = proc(out, 'main.js', {
      DISCORD_TOKEN: h.token,
      DISCORD_API_BASE: `http://127.0.0.1:${proxyPort}/api`,
      STORE_URL: db.url,
      REDIS_URL,
      PICTURE_QUEUE_URL: REDIS_URL,
      PICTURE_QUEUE_WAIT_MS: String(PICTURE_WAIT_MS),
      PICTURE_THREADS: '1',
      SHARD_COUNT: '4',
      SHARD_LIST: list,
      OPS_PORT: String(opsPort),
    });
    hosts.push({ list, opsPort, shards: [...shards], p });
    procs.push(p);
  }
  for (const p of procs) p.start();
  await until(() => fetch(`http://127.0.0.1:${proxyPort}/healthz`).then((r) => r.ok, () => false), 'the proxy');
  await shardsUp(4);
}, 180_000);

afterAll(async () => {
  over = true;
  for (const p of procs) await p.kill('SIGTERM');
  await h?.close();
  await pictures?.obliterate({ force: true }).catch(() => undefined);
  await pictures?.close();
  await flushRedis();
  await db?.drop();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('e2e/two hosts, each with half of 4 shards, a picture worker and a REST proxy, over PostgreSQL and Redis', () => {
  it('plays in every shard at once through a killed picture worker and a killed host, timers once, under the global limit', { timeout: 300_000 }, async () => {
    expect(h.identifyViolations()).toEqual([]);
    const players = [...users.values()];
    // The picture worker dies while it draws, as the games start and play their first steps.
    const workerKilled = killWorkerMidDraw();
    await Promise.all(
      guilds.map(async (g, k) => {
        const opened = await h.command(players[k]!, 'game', { subcommand: 'new', options: { game: 'earth', variant: 'beginner', max_rounds: 3, timer: 1 } }, g.channelId).settled();
        expect(textOf(opened.response)).toContain('lobby is open');
        await h.waitFor(() => h.lastMessage(g.channelId)?.button('Start') !== undefined, { timeoutMs: 30_000, what: 'the lobby' });
        const lobby = h.lastMessage(g.channelId)!;
        await h.click(players[k]!, lobby, lobby.button('Start')!.customId!).settled();
      }),
    );
    let killed = false;
    void workerKilled.then(
      () => (killed = true),
      () => (killed = true),
    );
    for (let step = 0; step < 2 || (!killed && step < 8); step++) await playAll(guilds, 1);
    await workerKilled;
    await quiet();
    // No table went without its picture.
    for (const g of guilds) expect(tableMessage(h, 'Earth', g.channelId)!.attachments, 'a picture at every table').toHaveLength(1);

    // Half of the one-minute timer and then the whole of it: each table is reminded and asked once, by its server's host.
    await h.waitFor(() => guilds.every((g) => reminders(g.channelId) >= 1), { timeoutMs: 60_000, what: 'a reminder at every table' });
    await h.waitFor(() => guilds.every((g) => expiries(g.channelId) >= 1), { timeoutMs: 60_000, what: 'the expiry question at every table' });
    // Past the owner's next timer tick (5 s): a second reminder or question would be out by now.
    await new Promise((r) => setTimeout(r, 6_000));
    expect(guilds.map((g) => [reminders(g.channelId), expiries(g.channelId)])).toEqual([[1, 1], [1, 1], [1, 1], [1, 1]]);

    // The second host dies whole (manager and shards) mid-game: the servers of shards 2 and 3 wait, those of 0 and 1 play on.
    const logs = await Promise.all(guilds.map((_, k) => gameLog(k)));
    await hosts[1]!.p.kill('SIGKILL');
    await h.waitFor(() => liveShards() === 2, { timeoutMs: 30_000, what: 'the second host’s shards to drop' });
    expect(h.gatewayLiveShards().sort()).toEqual([0, 1]);
    await playAll(guilds.slice(0, 2), 2);
    const during = await Promise.all([gameLog(0), gameLog(1)]);
    expect(during[0]).not.toEqual(logs[0]);
    expect(during[1]).not.toEqual(logs[1]);

    hosts[1]!.p.start();
    await shardsUp(4);
    await quiet();
    // Back, its servers' games are where they were: nothing lost, nothing played twice; their timers did not fire again.
    expect(await Promise.all([gameLog(2), gameLog(3)])).toEqual(logs.slice(2));
    expect(guilds.slice(2).map((g) => [reminders(g.channelId), expiries(g.channelId)])).toEqual([[1, 1], [1, 1]]);
    await playAll(guilds, Infinity);
    await quiet();
    for (const g of guilds) {
      const tables = h.channelMessages(g.channelId).filter((m) => isTable(m, 'Earth'));
      expect(tables, 'one table message in each server').toHaveLength(1);
      expect(isOver(tables[0]!)).toBe(true);
      expect(tables[0]!.attachments).toHaveLength(1);
    }

    // One proxy counted for the whole bot: it held requests back, and the server answered no global 429.
    expect(h.rateLimitCounts()).toMatchObject({ global429: 0, invalidRequests: 0 });
    const metrics = await (await fetch(`http://127.0.0.1:${proxyPort}/metrics`)).text();
    expect(metrics).toMatch(/hothouse_proxy_held_back_total\{scope="global"\} [1-9]/);
    expect(h.identifyViolations()).toEqual([]);
    expect(h.violations).toEqual([]);
    expect(h.interactions.flatMap((i) => i.errors)).toEqual([]);
  });
});
