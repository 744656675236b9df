import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { isOver, owingUsers, playOn, tableMessage, textOf, expectV2Messages } from './driver';

/** One whole game of Tipping Point in a channel, through discord.js and the test Discord server. */
const modules = registry([tippingPointModule]);
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules);
  h = t.h;
  ana = h.addUser('ana');
});

afterAll(async () => {
  await t.close();
});

const idle = () => t.idle();

describe('e2e/tipping-point', () => {
  it('plays a solo game from the lobby to the outcome', async () => {
    await h.command(ana, 'game', { subcommand: 'new', options: { game: 'tipping-point', difficulty: 10, tip: 10, max_rounds: 3 } }).settled();
    const lobby = h.lastMessage()!;
    expect(lobby.embeds[0]!.title).toBe('Tipping Point: new table');
    const started = await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    // Start tells its presser nothing privately; the turn ping may come as the press's public follow-up.
    expect(started.followUps.filter((f) => f.ephemeral).map((f) => f.content)).toEqual([]);
    // Starting renders a private picture per seat before the table appears: wait for it.
    for (let i = 0; i < 100 && !tableMessage(h, 'Tipping Point'); i++) {
      await idle();
      await h.idle();
      await new Promise((r) => setTimeout(r, 50));
    }
    const table = tableMessage(h, 'Tipping Point')!;
    expect(table.attachments[0]!.filename).toBe('tipping-point-table.png');
    expect(owingUsers(table)).toEqual([ana.id]);
    const hand = await h.command(ana, 'game', { subcommand: 'hand' }).settled();
    expect(hand.ephemeral).toBe(true);
    // Before a Country is chosen the hand is empty: no picture of nothing (cards come with the Country).
    expect(hand.response!.attachments).toEqual([]);
    // In the middle of the game, the table, a panel and a DM are Components V2 messages within Discord's limits.
    const early = await playOn(h, 'Tipping Point', new Map([[ana.id, ana]]), idle, 4, h.channelId, () => t.passTime());
    await expectV2Messages(h, 'Tipping Point', ana);
    const answers = early + (await playOn(h, 'Tipping Point', new Map([[ana.id, ana]]), idle, Infinity, h.channelId, () => t.passTime()));
    const end = tableMessage(h, 'Tipping Point')!;
    expect(isOver(end)).toBe(true);
    expect(textOf(end)).toMatch(/Everyone (wins|loses)/);
    expect(answers).toBeGreaterThan(3);
  }, 120_000);

  it('sent nothing over Discord limits', () => {
    expect(h.violations).toEqual([]);
    expect(h.unknownRoutes).toEqual([]);
    expect(h.serverErrors).toEqual([]);
  });
});
