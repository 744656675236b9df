import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createBotContext, type BotContext } from '../../src/bot/bot-context';
import type { Actor } from '../../src/platform/seats/permissions';
import type { Answer } from '../../src/engine/types';
import { registry } from '../../src/platform/module';
import { promptsOf } from '../../src/platform/table/open-prompts';
import { answer } from '../../src/platform/table/answers';
import type { Session } from '../../src/platform/session-schema';
import { openStore, type GameStore } from '../../src/store/game-store';
import { OfflineDiscord, type Handled, type OfflineUser } from '../fixtures/offline-discord';
import { FakeIO } from '../fixtures/fake-io';
import { lanterns } from '../fixtures/lanterns';
import { lanternsModule } from '../fixtures/lanterns-module';

/**
 * A game in progress whose store goes away and comes back: a Redis server of this test's own,
 * stopped and started again over its append-only file, and the machine's PostgreSQL behind a
 * proxy that drops every connection and refuses new ones, which is what a restart looks like
 * from the client. The shared servers on the standard ports are never stopped.
 */

const POSTGRES = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';
const runId = randomBytes(4).toString('hex');
const modules = registry([lanternsModule]);
const ana: OfflineUser = { id: '120000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '120000000000000002', name: 'ben' };
const CH = '220000000000000001';
const UNREACHABLE = /^The game store cannot be reached right now, so nothing was changed \(error id `[0-9a-f]{8}`\)\. Your game is safe: try again in a moment\.$/;
const actor = (u: OfflineUser): Actor => ({ userId: u.id, name: u.name, canManage: false });

/** Undone in reverse order after each test, whether it passed or not. */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => undefined);
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Redis of our own whose every write reaches its append-only file before it is acknowledged. */
function redisServer(port: number, dir: string) {
  let child: ChildProcess | null = null;
  const start = async () => {
    const p = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = p;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      p.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      p.on('error', reject);
      p.on('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
    });
  };
  const stop = async () => {
    const p = child;
    child = null;
    if (!p || p.exitCode !== null) return;
    const exited = new Promise((resolve) => p.once('exit', resolve));
    p.kill('SIGTERM');
    await exited;
  };
  return { start, stop };
}

/** A TCP relay to PostgreSQL that can be cut (every socket dropped, new ones refused) and restored. */
function postgresProxy(port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const start = async () => {
    const s = net.createServer((client) => {
      const upstream = net.connect(Number(POSTGRES.port || 5432), POSTGRES.hostname);
      for (const sock of [client, upstream]) {
        sockets.add(sock);
        sock.on('close', () => sockets.delete(sock));
        sock.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
    server = s;
  };
  const stop = async () => {
    const s = server;
    server = null;
    for (const sock of sockets) sock.destroy();
    if (s) await new Promise((resolve) => s.close(resolve));
  };
  return { start, stop };
}

interface Table {
  store: GameStore;
  ctx: BotContext;
  discord: OfflineDiscord;
}

async function openTable(url: string, namespace: string): Promise<Table> {
  const store = await openStore(url, { namespace, timeoutMs: 1_500 });
  const ctx = createBotContext({ store, modules, io: new FakeIO(), log: pino({ level: 'silent' }), minEditIntervalMs: 0, newSeed: () => 'restart-seed', newInstance: () => 'rst00001' });
  const discord = new OfflineDiscord();
  discord.serve(ctx);
  cleanups.push(async () => {
    await ctx.tables.idle().catch(() => undefined);
    await discord.destroy();
    await store.clearNamespace().catch(() => undefined);
    await store.close();
  });
  const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: discord.guildId, actor: actor(ana), game: 'lanterns', options: { rounds: 1 }, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  expect((await ctx.runner.lobby(CH, 'rst00001', actor(ben), 'join')).ok).toBe(true);
  expect((await ctx.runner.lobby(CH, 'rst00001', actor(ana), 'start')).ok).toBe(true);
  await ctx.tables.idle();
  return { store, ctx, discord };
}

async function load(store: GameStore): Promise<{ rev: number; session: Session }> {
  const g = await store.load(CH);
  if (g.kind !== 'ok') throw new Error(`expected a readable game, got ${g.kind}`);
  return { rev: g.record.rev, session: g.record.session as Session };
}

/** The button for ana's first open decision, and the answer it stands for. */
function firstChoice(s: Session, pick: (values: string[]) => string): { id: string; answer: Answer } {
  const prompt = promptsOf(s, lanterns, 'p0')[0]!;
  const value = pick(prompt.options.map((o) => o.value));
  return { id: `hh:${s.instance}:answer:${encodeURIComponent(prompt.id)}:${encodeURIComponent(value)}`, answer: { prompt: prompt.id, values: [value] } };
}

function expectUnreachable(h: Handled): void {
  expect(h.shown).toHaveLength(1);
  expect(h.shown[0]!.ephemeral).toBe(true);
  expect(h.shown[0]!.content).toMatch(UNREACHABLE);
}

/**
 * ana answers once, the store goes down, her next answer and a /game log fail with the store
 * message, the store comes back, and her answer, retried, applies on top of the first.
 */
async function playThroughOutage(t: Table, down: () => Promise<void>, up: () => Promise<void>): Promise<void> {
  const start = await load(t.store);
  const first = firstChoice(start.session, (v) => v[0]!);
  const now = new Date().toISOString();
  const afterFirst = answer(start.session, lanterns, 'p0', first.answer, now);
  if (!afterFirst.ok) throw new Error(afterFirst.error.message);
  const second = firstChoice(afterFirst.value.session, (v) => v.find((x) => x === 'left')!);
  const afterSecond = answer(afterFirst.value.session, lanterns, 'p0', second.answer, now);
  if (!afterSecond.ok) throw new Error(afterSecond.error.message);

  expect((await t.discord.click(ana, CH, first.id)).shown).toEqual([]);
  await t.ctx.tables.idle();
  await t.ctx.runner.outbox.idle();
  const answered = await load(t.store);
  expect(answered.session.state).toEqual(afterFirst.value.session.state);

  await down();
  expectUnreachable(await t.discord.click(ana, CH, second.id));
  expectUnreachable(await t.discord.click(ana, CH, second.id, { ephemeral: true }));
  expectUnreachable(await t.discord.command(ana, CH, 'game', 'log', []));
  await t.ctx.tables.idle();
  await up();

  // The client reconnects on its own schedule; until then each retry must fail the same clear way.
  let retried: Handled | null = null;
  for (let attempt = 0; attempt < 80; attempt++) {
    retried = await t.discord.click(ana, CH, second.id);
    if (!retried.shown.some((s) => UNREACHABLE.test(s.content))) break;
    expectUnreachable(retried);
    await sleep(250);
  }
  expect(retried!.errors).toEqual([]);
  expect(retried!.shown).toEqual([]);
  // The answer deals ana a secret: its DM, and the save that records it, follow the table.
  await t.ctx.tables.idle();
  await t.ctx.runner.outbox.idle();

  const after = await load(t.store);
  expect(after.rev).toBeGreaterThan(answered.rev);
  expect(after.session.state).toEqual(afterSecond.value.session.state);
  expect(after.session.logCount).toBe(afterSecond.value.session.logCount);
  expect(after.session.log.map((e) => e.text)).toEqual(afterSecond.value.session.log.map((e) => e.text));
  expect(after.session.tableStale).toBe(false);
  expect(after.session.seats[0]!.dmOwed).toBeNull();

  const again = await t.discord.click(ana, CH, second.id);
  expect(again.shown.map((s) => [s.ephemeral, s.content])).toEqual([[true, 'This has moved on: that question is no longer open.']]);
  expect((await load(t.store)).rev).toBe(after.rev);
}

describe('store restart mid-game', () => {
  it('on Redis: fails actions with a clear message while it is down, keeps every answered one, and plays on after', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hh-redis-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const port = await freePort();
    const redis = redisServer(port, dir);
    cleanups.push(redis.stop);
    await redis.start();
    const t = await openTable(`redis://127.0.0.1:${port}`, `restart-${runId}`);
    await playThroughOutage(t, redis.stop, redis.start);
  });

  it('on PostgreSQL: fails actions with a clear message while connections are cut, keeps every answered one, and plays on after', { timeout: 60_000 }, async () => {
    const proxyPort = await freePort();
    const proxy = postgresProxy(proxyPort);
    cleanups.push(proxy.stop);
    await proxy.start();
    const via = new URL(POSTGRES);
    via.hostname = '127.0.0.1';
    via.port = String(proxyPort);
    const t = await openTable(via.toString(), `restart-${runId}`);
    await playThroughOutage(t, proxy.stop, proxy.start);
  });
});
