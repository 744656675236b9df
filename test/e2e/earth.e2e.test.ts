import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earthModule } from '../../src/game-modules/earth';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { isOver, owingUsers, playOn, tableMessage, textOf, expectV2Messages } from './driver';

/** One whole game of Earth in a channel (two players, the 2-round house rule), through discord.js and the test server. */
const modules = registry([earthModule]);
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

const idle = () => t.idle();

describe('e2e/earth', () => {
  it('plays a two-player game from the lobby to the outcome', async () => {
    await h.command(ana, 'game', { subcommand: 'new', options: { game: 'earth', max_rounds: 2, personal_ecosystem: false } }).settled();
    const lobby = h.lastMessage()!;
    expect(lobby.embeds[0]!.title).toBe('Earth: new table');
    await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
    const started = await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    // Start tells its presser nothing privately; the turn ping may come as the press's public follow-up.
    expect(started.followUps.filter((f) => f.ephemeral).map((f) => f.content)).toEqual([]);
    for (let i = 0; i < 100 && !tableMessage(h, 'Earth'); i++) {
      await idle();
      await h.idle();
      await new Promise((r) => setTimeout(r, 50));
    }
    const table = tableMessage(h, 'Earth')!;
    expect(table, JSON.stringify(h.channelMessages().map((m) => textOf(m)))).toBeDefined();
    expect(table.attachments[0]!.filename).toBe('earth-table.png');
    expect(owingUsers(table).sort()).toEqual([ana.id, ben.id].sort());
    const hand = await h.command(ben, 'game', { subcommand: 'hand' }).settled();
    expect(hand.ephemeral).toBe(true);
    expect(hand.response!.attachments[0]!.filename).toBe('earth-private.png');
    // In the middle of the game, the table, a panel and a DM are Components V2 messages within Discord's limits.
    const early = await playOn(h, 'Earth', new Map([ana, ben].map((u) => [u.id, u])), idle, 4, h.channelId, () => t.passTime());
    await expectV2Messages(h, 'Earth', ben);
    const answers = early + (await playOn(h, 'Earth', new Map([ana, ben].map((u) => [u.id, u])), idle, Infinity, h.channelId, () => t.passTime()));
    const end = tableMessage(h, 'Earth')!;
    expect(isOver(end)).toBe(true);
    expect(textOf(end)).toMatch(/wins? with \d+ VP/);
    expect(answers).toBeGreaterThan(6);
    console.log(`earth e2e: ${answers} answers`);
  }, 120_000);

  it('sent nothing over Discord limits', () => {
    expect(h.violations).toEqual([]);
    expect(h.unknownRoutes).toEqual([]);
    expect(h.serverErrors).toEqual([]);
  });
});
