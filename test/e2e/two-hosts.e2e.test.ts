import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@keyv/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordServer, type DiscordServerHandle, type FakeUser } from '../discord-server/index';
import { isOver, playOn, tableMessage, textOf } from './driver';

/**
 * Two hosts of one bot: two shard managers of the built bot, SHARD_COUNT=4 with SHARD_LIST=0-1 and 2-3, over one
 * Redis (the store and the identify lock). They start at the same moment and identify within Discord's
 * max_concurrency together; games in a server of each shard play at once with a turn timer whose reminder goes out
 * once, from the host of that server; killing one host pauses only its servers' games, which play on when it returns.
 */
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/12`;
let h: DiscordServerHandle;
const hosts: { list: string; process: ChildProcess | null }[] = [
  { list: '0-1', process: null },
  { list: '2-3', process: null },
];
const guilds: { guildId: string; channelId: string }[] = [];
let ana: FakeUser;
let out = '';

async function flushStore(): Promise<void> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  await client.flushDb();
  await client.quit();
}

/** Starts a host's manager in a process group of its own, so the host (manager and shards) can be killed whole. */
function startHost(host: (typeof hosts)[number]): void {
  host.process = spawn(process.execPath, ['--enable-source-maps', join(out, 'main.js')], {
    env: { ...process.env, PICTURE_THREADS: '1', DISCORD_TOKEN: h.token, DISCORD_API_BASE: h.apiBase, STORE_URL: REDIS_URL, SHARD_COUNT: '4', SHARD_LIST: host.list, LOG_LEVEL: process.env.E2E_LOG ?? 'silent' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

async function killHost(host: (typeof hosts)[number], signal: NodeJS.Signals): Promise<void> {
  const p = host.process;
  if (!p || p.exitCode !== null || p.signalCode !== null) return;
  const done = new Promise((resolve) => p.once('exit', resolve));
  try {
    process.kill(-p.pid!, signal);
  } catch {
    // already gone
  }
  await done;
  host.process = null;
}

const quiet = () => h.idle({ quietMs: 2_500, timeoutMs: 30_000 });
const liveShards = () => new Set(h.gatewayLiveShards()).size;
const shardsUp = (n: number) => h.waitFor(() => liveShards() === n, { timeoutMs: 90_000, what: `${n} shard sessions` });
// A secret window answered by everyone stays open its minimum time, closed at the owner's next timer tick (5 s).
const passTime = () => new Promise<void>((r) => setTimeout(r, 2_000));
const play = (channelId: string, steps: number) => playOn(h, 'Earth', users, quiet, steps, channelId, passTime);
const users = new Map<string, FakeUser>();
/** Calls the bot posted in a channel saying `what` (a reminder gives way to the expiry question, so count the posts). */
const posted = (channelId: string, what: string) => h.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${channelId}/messages` && JSON.stringify(r.body ?? '').includes(what)).length;
const reminders = (channelId: string) => posted(channelId, 'half of the turn time');

beforeAll(async () => {
  await flushStore();
  h = await startDiscordServer({ shards: 4 });
  for (const shard of [0, 1, 2, 3]) guilds.push(h.addGuild(`Shard ${shard}`, { shard: [shard, 4] }));
  ana = h.addUser('ana');
  users.set(ana.id, ana);
  for (const g of guilds) h.joinGuild(ana, g.guildId);
  mkdirSync('out', { recursive: true });
  out = mkdtempSync(join('out', 'build-'));
  execFileSync(process.execPath, ['scripts/build.mjs', out]);
  // Both hosts at once: only the shared identify lock keeps shard 0 and shard 2 from identifying together.
  for (const host of hosts) startHost(host);
  await shardsUp(4);
}, 150_000);

afterAll(async () => {
  for (const host of hosts) await killHost(host, 'SIGTERM');
  await h?.close();
  await flushStore();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('e2e/two hosts, each with half of 4 shards, over one Redis', () => {
  it('identifies within max_concurrency, reminds once per table, and a killed host pauses only its own servers', { timeout: 420_000 }, async () => {
    expect(h.identifyViolations()).toEqual([]);
    for (const g of guilds) {
      const opened = await h.command(ana, 'game', { subcommand: 'new', options: { game: 'earth', variant: 'beginner', max_rounds: 3, timer: 1 } }, g.channelId).settled();
      expect(textOf(opened.response)).toContain('lobby is open');
      const lobby = h.lastMessage(g.channelId)!;
      await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    }
    await quiet();
    for (const g of guilds) await play(g.channelId, 2);

    // Half of the one-minute timer and then the whole of it: each table is reminded and asked once, by the host of its server.
    await h.waitFor(() => guilds.every((g) => reminders(g.channelId) >= 1), { timeoutMs: 60_000, what: 'a reminder at every table' });
    await h.waitFor(() => guilds.every((g) => posted(g.channelId, 'the turn timer ran out') >= 1), { timeoutMs: 60_000, what: 'the expiry question at every table' });
    await new Promise((r) => setTimeout(r, 6_000));
    expect(guilds.map((g) => reminders(g.channelId))).toEqual([1, 1, 1, 1]);
    expect(guilds.map((g) => posted(g.channelId, 'the turn timer ran out'))).toEqual([1, 1, 1, 1]);

    // The second host dies whole (manager and shards): the servers of shards 2 and 3 wait, those of 0 and 1 play on.
    const log = async (channelId: string) => (await h.command(ana, 'game', { subcommand: 'log', options: { count: 50 } }, channelId).settled()).response?.content;
    const before = [await log(guilds[2]!.channelId), await log(guilds[3]!.channelId)];
    await killHost(hosts[1]!, 'SIGKILL');
    await h.waitFor(() => liveShards() === 2, { timeoutMs: 30_000, what: 'the second host’s shards to drop' });
    expect(h.gatewayLiveShards().sort()).toEqual([0, 1]);
    for (const g of guilds.slice(0, 2)) await play(g.channelId, 2);

    startHost(hosts[1]!);
    await shardsUp(4);
    await quiet();
    expect([await log(guilds[2]!.channelId), await log(guilds[3]!.channelId)]).toEqual(before);
    for (const g of guilds) {
      await play(g.channelId, Infinity);
      expect(isOver(tableMessage(h, 'Earth', g.channelId)!)).toBe(true);
    }
    expect(h.identifyViolations()).toEqual([]);
    expect(h.violations).toEqual([]);
    expect(h.interactions.flatMap((i) => i.errors)).toEqual([]);
  });
});
