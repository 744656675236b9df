import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardKey, readBoard } from '../../src/platform/after-game/ratings';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { lanternsModule } from '../fixtures/lanterns-module';
import { tableMessage, textOf } from './driver';
import { openE2ETable, type E2ETable } from './harness';

/**
 * /game end through the test Discord server: a player asks the table to end, the table says so, and once everyone
 * playing has asked the game ends for nobody; the host ending it alone takes the loss.
 */
const modules = registry([lanternsModule]);
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

async function settle(): Promise<void> {
  await t.idle();
  await h.idle();
}

/** Ana's game of Lanterns with Ben, started in a channel of its own. */
async function started(name: string): Promise<string> {
  const channelId = h.addChannel(name);
  await h.command(ana, 'game', { subcommand: 'new', options: { game: 'lanterns', rounds: 1 } }, channelId).settled();
  const lobby = h.lastMessage(channelId)!;
  await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
  await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
  await settle();
  return channelId;
}

const description = (channelId: string) => textOf(tableMessage(h, 'Lanterns', channelId)!);

describe('e2e/ending a game by agreement', () => {
  it('GIVEN Ben asks to end and then Ana does THEN the table says so, the game ends by agreement, and the leaderboard counts nobody', async () => {
    const channelId = await started('agree');
    const bens = (await h.command(ben, 'game', { subcommand: 'end' }, channelId).settled()).response!;
    expect(textOf(bens)).toContain('Ask to end: the game ends, counting for nobody, once everyone playing it agrees (ana has not agreed yet).');
    // Ben does not host: he may only ask.
    expect(bens.button('End the game')).toBeUndefined();
    const asked = await h.click(ben, bens, bens.button('Ask to end')!.customId!).settled();
    expect(textOf(asked.original)).toBe('You asked to end the game. It ends once ana agrees too (/game end).');
    await settle();
    expect(description(channelId)).toContain('ben asks to end the game.');

    const anas = (await h.command(ana, 'game', { subcommand: 'end' }, channelId).settled()).response!;
    expect(textOf(anas)).toBe('Everyone else playing this game has asked to end it: it ends, counting for nobody, once you agree.');
    const agreed = await h.click(ana, anas, anas.button('Agree and end')!.customId!).settled();
    expect(textOf(agreed.original)).toBe('Everyone agreed: the game was ended, and it counts for nobody.');
    await settle();
    expect(description(channelId)).toContain("ended by everyone's agreement");
    expect(readBoard(await t.store.readDoc(boardKey(h.guildId, 'lanterns'))).players).toEqual({});
  }, 60_000);

  it('GIVEN Ana ends the game alone while Ben plays on THEN it is her loss on the leaderboard', async () => {
    const channelId = await started('alone');
    const anas = (await h.command(ana, 'game', { subcommand: 'end' }, channelId).settled()).response!;
    expect(textOf(anas)).toContain('End the game ends it for everyone at once, and counts as a loss for you on the leaderboard.');
    const ended = await h.click(ana, anas, anas.button('End the game')!.customId!).settled();
    expect(textOf(ended.original)).toBe('The game was ended.');
    await settle();
    expect(description(channelId)).toContain("ended by ana without everyone's agreement");
    const b = readBoard(await t.store.readDoc(boardKey(h.guildId, 'lanterns')));
    expect(b.players[ana.id]!.mu).toBeLessThan(b.players[ben.id]!.mu);
  }, 60_000);
});
