import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@keyv/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordServer, type DiscordServerHandle, type FakeUser } from '../discord-server/index';
import { isOver, playOn, tableMessage, textOf } from './driver';

/**
 * The built bot (`npm run build`, as the Docker image runs it) with SHARDS=2 over a shared Redis store: the shard manager runs each shard as its own process, each
 * shard serves the guilds Discord routes to it, and a shard process killed mid-game comes back and plays on.
 */
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/7`;
let h: DiscordServerHandle;
let manager: ChildProcess | null = null;
const guilds: { guildId: string; channelId: string }[] = [];
let ana: FakeUser;

async function flushStore(): Promise<void> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  await client.flushDb();
  await client.quit();
}

/** The shard process serving shard `n`, found by the SHARDS variable discord.js gives each shard. */
function shardPid(n: number): number {
  const children = execFileSync('pgrep', ['-P', String(manager!.pid)], { encoding: 'utf8' }).trim().split('\n').map(Number);
  const pid = children.find((pid) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`SHARDS=${n}`));
  if (!pid) throw new Error(`no process for shard ${n} among ${children.join(', ')}`);
  return pid;
}

// `npm start` spaces table edits 1.1 s apart; a quiet period longer than that means the table shows the last change.
const quiet = () => h.idle({ quietMs: 1_500, timeoutMs: 20_000 });
const bothShardsUp = () => h.waitFor(() => liveShards() === 2, { timeoutMs: 60_000, what: 'two shard sessions' });
const liveShards = () => new Set(h.gatewayLiveShards()).size;

let out = '';

beforeAll(async () => {
  await flushStore();
  h = await startDiscordServer({ shards: 2 });
  guilds.push(h.addGuild('Shard zero', { shard: [0, 2] }), h.addGuild('Shard one', { shard: [1, 2] }));
  ana = h.addUser('ana');
  for (const g of guilds) h.joinGuild(ana, g.guildId);
  // Sharded bots run in production, so this one runs as production does: the built bundle, plain JavaScript.
  // Inside the project, so the bundle finds node_modules as dist/ would.
  mkdirSync('out', { recursive: true });
  out = mkdtempSync(join('out', 'build-'));
  execFileSync(process.execPath, ['scripts/build.mjs', out]);
  manager = spawn(process.execPath, ['--enable-source-maps', join(out, 'main.js')], {
    env: { ...process.env, DISCORD_TOKEN: h.token, DISCORD_API_BASE: h.apiBase, STORE_URL: REDIS_URL, SHARDS: '2', LOG_LEVEL: process.env.E2E_LOG ?? 'silent' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await bothShardsUp();
}, 90_000);

afterAll(async () => {
  if (manager) {
    const done = new Promise((resolve) => manager!.once('exit', resolve));
    // The manager's shards are its children: end them with it.
    try {
      execFileSync('pkill', ['-TERM', '-P', String(manager.pid)]);
    } catch {
      // none left
    }
    manager.kill('SIGTERM');
    await done;
  }
  await h?.close();
  await flushStore();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('e2e/two shards over a shared store', () => {
  it('plays a game in each shard’s guild, and a killed shard process comes back and plays on', { timeout: 240_000 }, async () => {
    const users = new Map([[ana.id, ana]]);
    for (const g of guilds) {
      const opened = await h.command(ana, 'game', { subcommand: 'new', options: { game: 'earth', variant: 'beginner', max_rounds: 3 } }, g.channelId).settled();
      expect(textOf(opened.response)).toContain('lobby is open');
      const lobby = h.lastMessage(g.channelId)!;
      await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    }
    await quiet();
    for (const g of guilds) await playOn(h, 'Earth', users, quiet, 4, g.channelId);

    // Shard 1 dies mid-game; the manager starts it again and it resumes its guild's game from the store.
    const log = async (channelId: string) => (await h.command(ana, 'game', { subcommand: 'log', options: { count: 50 } }, channelId).settled()).response?.content;
    const before = await log(guilds[1]!.channelId);
    process.kill(shardPid(1), 'SIGKILL');
    await h.waitFor(() => liveShards() < 2, { timeoutMs: 30_000, what: 'the killed shard to drop' });
    await bothShardsUp();
    await quiet();
    expect(await log(guilds[1]!.channelId)).toBe(before);

    for (const g of guilds) {
      await playOn(h, 'Earth', users, quiet, Infinity, g.channelId);
      expect(isOver(tableMessage(h, 'Earth', g.channelId)!)).toBe(true);
    }
    expect(h.violations).toEqual([]);
    expect(h.interactions.flatMap((i) => i.errors)).toEqual([]);
  });

  it('answers a call pressed in a DM, which Discord sends to shard 0, for a game in the other shard’s guild', { timeout: 120_000 }, async () => {
    const g = guilds[1]!;
    await h.command(ana, 'game', { subcommand: 'notify', options: { pings: 'dm' } }, g.channelId).settled();
    const opened = await h.command(ana, 'game', { subcommand: 'new', options: { game: 'tipping-point', difficulty: 0, max_rounds: 3 } }, g.channelId).settled();
    expect(textOf(opened.response)).toContain('lobby is open');
    const lobby = h.lastMessage(g.channelId)!;
    await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    await quiet();
    const log = async () => (await h.command(ana, 'game', { subcommand: 'log', options: { count: 50 } }, g.channelId).settled()).response?.content;
    const before = await log();
    for (let k = 0; k < 4; k++) {
      const call = h.dms(ana).filter((m) => m.button('Decide now')).at(-1);
      expect(call, 'a call by DM').toBeDefined();
      const opened = await h.click(ana, call!, call!.button('Decide now')!.customId!).settled();
      expect(opened.guildId).toBeNull();
      const panel = opened.response!;
      const choice = panel.allComponents().find((c) => /:(answer|select):/.test(String(c.custom_id)))!;
      expect(choice, textOf(panel)).toBeDefined();
      const values = choice.type === 3 ? [String((choice.options as { value: string }[])[0]!.value)] : null;
      const rec = await (values ? h.select(ana, panel, String(choice.custom_id), values) : h.click(ana, panel, String(choice.custom_id))).settled();
      expect(textOf(rec.original) ?? '').not.toMatch(/Not accepted|no game in this channel/);
      await quiet();
    }
    expect(await log()).not.toBe(before);
    expect(h.interactions.flatMap((i) => i.errors)).toEqual([]);
  });
});
