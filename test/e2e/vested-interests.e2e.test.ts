import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vestedInterestsModule } from '../../src/game-modules/vested-interests';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { isOver, playOn, tableMessage, textOf, expectV2Messages } from './driver';

/** One whole Flashpoint game of Vested Interests for three players, through discord.js and the test server. */
const modules = registry([vestedInterestsModule]);
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser, ben: FakeUser, cai: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules, { minEditIntervalMs: 0 });
  h = t.h;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
  cai = h.addUser('cai', { dmsOpen: false });
});

afterAll(async () => {
  await t.close();
});

const idle = () => t.idle();

describe('e2e/vested-interests', () => {
  it('plays a Flashpoint game for three to the end and shows the outcome', async () => {
    await h.command(ana, 'game', { subcommand: 'new', options: { game: 'vested-interests', variant: 'flashpoint' } }).settled();
    const lobby = h.lastMessage()!;
    expect(lobby.embeds[0]!.title).toBe('Vested Interests: new table');
    await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
    await h.click(cai, lobby, lobby.button('Join')!.customId!).settled();
    await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    await idle();
    await h.idle();
    const first = tableMessage(h, 'Vested Interests')!;
    expect(first.attachments[0]!.filename).toBe('vested-interests.png');
    const hand = await h.command(ben, 'game', { subcommand: 'hand' }).settled();
    expect(hand.ephemeral).toBe(true);
    expect(hand.response!.attachments[0]!.filename).toBe('vested-interests-secrets.png');

    // In the middle of the game, the table, a panel and a DM are Components V2 messages within Discord's limits.
    const early = await playOn(h, 'Vested Interests', new Map([ana, ben, cai].map((u) => [u.id, u])), idle, 4, h.channelId, () => t.passTime());
    await expectV2Messages(h, 'Vested Interests', ben);
    const answers = early + (await playOn(h, 'Vested Interests', new Map([ana, ben, cai].map((u) => [u.id, u])), idle, Infinity, h.channelId, () => t.passTime()));
    const table = tableMessage(h, 'Vested Interests')!;
    expect(isOver(table)).toBe(true);
    expect(textOf(table)).toMatch(/Game over:.*(wins with|everyone loses)/);
    expect(answers).toBeGreaterThan(20);
    expect(h.violations).toEqual([]);
  }, 480_000);
});
