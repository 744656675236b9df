import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordServer, type DiscordServerHandle, type FakeUser } from '../discord-server/index';
import { isOver, playOn, tableMessage } from './driver';

/** The bot in a child process, stopped mid-game (gracefully, then killed outright) and started again. */
let h: DiscordServerHandle;
let child: ChildProcess | null = null;
let file: string;
let ana: FakeUser, ben: FakeUser;

function spawnBot(): Promise<ChildProcess> {
  const p = spawn(process.execPath, ['--import', 'tsx', 'test/e2e/bot-process.ts'], {
    env: { ...process.env, DISCORD_TOKEN: h.token, DISCORD_API_BASE: h.apiBase, STORE_URL: `sqlite://${file}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    p.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve(p));
    p.on('exit', (code) => reject(new Error(`bot exited early with ${code}`)));
  });
}

function stop(p: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    p.removeAllListeners('exit');
    p.on('exit', () => resolve());
    p.kill(signal);
  });
}

/** Between processes nothing in this test process tracks the bot's pacing, so wait for the table to settle. */
const quiet = () => h.idle({ quietMs: 400, timeoutMs: 10_000 });
/** A held bid is applied by the bot's own timer, a moment after the window's short minimum (test/e2e/bot-process.ts). */
const passTime = () => new Promise((r) => setTimeout(r, 400)).then(quiet);

beforeAll(async () => {
  h = await startDiscordServer();
  file = join(mkdtempSync(join(tmpdir(), 'hh-proc-')), 'games.sqlite');
  ana = h.addUser('ana');
  ben = h.addUser('ben');
  child = await spawnBot();
});

afterAll(async () => {
  if (child) await stop(child, 'SIGTERM');
  await h.close();
});

describe('e2e/bot process restart', () => {
  it('continues the same game after a graceful stop and after SIGKILL', { timeout: 90_000 }, async () => {
    await h.command(ana, 'game', { subcommand: 'new', options: { game: 'lanterns', rounds: 2 } }).settled();
    const lobby = h.lastMessage()!;
    await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
    await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    const users = new Map([ana, ben].map((u) => [u.id, u]));
    await quiet();
    const log = () => h.command(ana, 'game', { subcommand: 'log', options: { count: 50 } }).settled();

    await playOn(h, 'Lanterns', users, quiet, 3, h.channelId, passTime);
    const before = (await log()).response!.content;
    await stop(child!, 'SIGTERM');
    child = await spawnBot();
    expect((await log()).response!.content).toBe(before);

    await playOn(h, 'Lanterns', users, quiet, 3, h.channelId, passTime);
    const beforeKill = (await log()).response!.content;
    await stop(child!, 'SIGKILL');
    child = await spawnBot();
    expect((await log()).response!.content).toBe(beforeKill);

    await playOn(h, 'Lanterns', users, quiet, Infinity, h.channelId, passTime);
    expect(isOver(tableMessage(h, 'Lanterns')!)).toBe(true);
    expect(h.violations).toEqual([]);
  });
});
