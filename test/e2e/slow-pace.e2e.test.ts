import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { lanternsModule } from '../fixtures/lanterns-module';
import { owingUsers, tableMessage, textOf } from './driver';
import { openE2ETable, type E2ETable } from './harness';

/**
 * A slow game through the real discord.js client: the lobby's terms, the DM that calls a player when their turn
 * starts, and an AI finishing a turn whose time ran out while the seat stays the player's.
 */
const modules = registry([lanternsModule]);
const HOUR = 3_600_000;
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser, ben: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules);
  h = t.h;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
});

afterAll(async () => {
  await t.close();
});

const settle = async () => {
  await t.idle();
  await h.idle();
};
const turnCalls = (u: FakeUser) => h.dms(u).filter((m) => textOf(m).startsWith('It is your turn in Lanterns'));

describe('e2e/slow pace', () => {
  it('opens a slow lobby that shows its times, and starts', async () => {
    const opened = await h.command(ana, 'game', { subcommand: 'new', options: { game: 'lanterns', rounds: 1, pace: 'slow', decision: 1 } }).settled();
    expect(textOf(opened.response)).toContain('The Lanterns lobby is open');
    const lobby = h.lastMessage()!;
    expect(String(lobby.embeds[0]!.description)).toContain('Pace: **slow**: 1 h per decision, plus a time bank of 2 h per player.');
    await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
    await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    await settle();
  });

  it('calls the player whose turn it is by DM, once, with a link to the table', async () => {
    await t.passTimeBy(1000);
    await t.passTimeBy(1000);
    await settle();
    const calls = turnCalls(ana);
    expect(calls).toHaveLength(1);
    expect(textOf(calls[0])).toMatch(/the table: https:\/\/discord\.com\/channels\/\d+\/\d+\/\d+$/);
    expect(turnCalls(ben)).toEqual([]);
  });

  it('lets an AI play the turn when its time runs out; the seat stays theirs and the next player is called', async () => {
    await t.passTimeBy(3 * HOUR);
    await settle();
    const table = tableMessage(h, 'Lanterns')!;
    expect(textOf(table)).toContain('ana ran out of time; an AI played for them.');
    expect(owingUsers(table)).toEqual([ben.id]);
    await t.passTimeBy(1000);
    await settle();
    expect(turnCalls(ben)).toHaveLength(1);
    const g = await t.bot.ctx.runner.read(h.channelId);
    expect(g.kind === 'ok' && g.session.seats[0]!.control).toBe('human');
  });
});
