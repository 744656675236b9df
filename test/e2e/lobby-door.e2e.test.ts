import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { Permission } from '../discord-server/permissions';
import { openE2ETable, type E2ETable } from './harness';
import { lanternsModule } from '../fixtures/lanterns-module';
import { textOf } from './driver';

/**
 * A channel where the bot may read but not post: Discord sends the bot's permissions there with the command, and
 * the lobby is refused at once, naming the one missing, with nothing posted, retried or kept.
 */
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(registry([lanternsModule]));
  h = t.h;
  ana = h.addUser('ana');
});

afterAll(async () => {
  await t.close();
});

describe('e2e/lobby door', () => {
  it('refuses /game new where the bot cannot post, naming the permission, and keeps nothing', { timeout: 30_000 }, async () => {
    const muted = h.addChannel('muted', { overwrites: [{ id: h.bot.id, type: 1, allow: 0n, deny: Permission.SendMessages }] });
    const refusal = 'I cannot show a table in this channel: I am missing Send Messages here. Someone who manages the channel can give it to me, or play in another channel.';
    const started = Date.now();
    const first = await h.command(ana, 'game', { subcommand: 'new', options: { game: 'lanterns' } }, muted).settled();
    expect(first.ephemeral).toBe(true);
    expect(textOf(first.response)).toBe(refusal);
    // Asked again at once: the same answer, not "a lobby is already open".
    const again = await h.command(ana, 'game', { subcommand: 'new', options: { game: 'lanterns' } }, muted).settled();
    expect(textOf(again.response)).toBe(refusal);
    await t.idle();
    // Nothing to retry, so nothing holds up the bot's idle (or its shutdown).
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(h.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${muted}/messages`)).toEqual([]);
    expect(h.channelMessages(muted)).toEqual([]);
    expect((await t.bot.ctx.runner.read(muted)).kind).toBe('none');
    expect(h.violations).toEqual([]);
  });
});
