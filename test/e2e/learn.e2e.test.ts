import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../src/modules';
import { statsKey } from '../../src/platform/after-game/history';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { owingUsers, playOn, tableMessage, textOf } from './driver';

/**
 * /game learn and Hint through the test Discord server: the learning game starts at once with AI seats, the
 * learner's panel carries one lesson (its whole rule behind a button) and a Hint, and a lobby shows its hints
 * setting, which only its host changes.
 */
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser, ben: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules, { newSeed: () => 'learn-e2e' });
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

describe('e2e/learn', () => {
  it('starts an Earth learning game at once, teaches in the panel, hints from the learner\'s view, and counts nothing', async () => {
    // Ana has finished real games of Earth: a learning game teaches her all the same.
    await t.store.updateDoc(statsKey(ana.id), () => ({ games: { earth: { played: 3, won: 1, best: 40 } }, counted: ['a', 'b', 'c'] }));
    const channelId = h.addChannel('learn-earth');
    const asked = await h.command(ana, 'game', { subcommand: 'learn', options: { game: 'earth' } }, channelId).settled();
    expect(textOf(asked.response)).toContain('Your Earth learning game has started, with 1 AI player.');
    await settle();
    const table = tableMessage(h, 'Earth', channelId)!;
    expect(owingUsers(table)).toEqual([ana.id]);
    const open = table.button('Answer privately') ?? table.button('My hand & secrets')!;
    const panel = (await h.click(ana, table, open.customId!).settled()).response!;
    // The goal first, one lesson alone; its whole rule opens beside the panel, which keeps its decision.
    expect(textOf(panel)).toContain('📘 **The goal: Scoring**');
    expect(textOf(panel).match(/📘/g)).toHaveLength(1);
    const more = (await h.click(ana, panel, panel.button('More: Scoring')!.customId!).settled()).response!;
    expect(more.ephemeral).toBe(true);
    expect(textOf(more)).toContain('Ties: most Soil, then cards in hand');
    const hint = (await h.click(ana, panel, panel.button('Hint')!.customId!).settled()).response!;
    expect(hint.ephemeral).toBe(true);
    expect(textOf(hint)).toContain('💡 **Hint:** the play-to-win AI would choose **');
    expect(textOf(hint)).toContain('It sees only what you see.');
    // A few decisions on: the table still waits only on Ana, and each panel she opens keeps teaching or asking.
    await playOn(h, 'Earth', new Map([[ana.id, ana]]), settle, 4, channelId);
    expect(owingUsers(tableMessage(h, 'Earth', channelId)!).every((u) => u === ana.id)).toBe(true);
    // Ben has no seat: Hint has no decision of his to speak of.
    const later = tableMessage(h, 'Earth', channelId)!;
    const bensPanel = (await h.click(ben, later, (later.button('Answer privately') ?? later.button('My hand & secrets'))!.customId!).settled()).response!;
    expect(bensPanel.button('Hint')).toBeUndefined();
    // A second table in the same channel is refused as it would be for /game new.
    const again = await h.command(ben, 'game', { subcommand: 'learn', options: { game: 'tipping-point' } }, channelId).settled();
    expect(textOf(again.response)).toBe('A game is already running in this channel. Finish it, or end it with /game end.');
  }, 180_000);

  it('shows the hints setting in a lobby: on by default in co-operative Tipping Point, off in Earth, changed by the host only', async () => {
    const tp = h.addChannel('hints-tp');
    await h.command(ana, 'game', { subcommand: 'new', options: { game: 'tipping-point' } }, tp).settled();
    expect(JSON.stringify(h.lastMessage(tp)!.embeds)).toContain('Hints: **on**');
    const earth = h.addChannel('hints-earth');
    await h.command(ana, 'game', { subcommand: 'new', options: { game: 'earth' } }, earth).settled();
    const lobby = h.lastMessage(earth)!;
    expect(JSON.stringify(lobby.embeds)).toContain('Hints: **off**');
    const refused = await h.click(ben, lobby, lobby.button('Host: hints on')!.customId!).settled();
    expect(textOf(refused.followUps[0])).toBe('Only the host (or someone with Manage Channels) turns hints on or off for the table.');
    await h.click(ana, lobby, lobby.button('Host: hints on')!.customId!).settled();
    const turned = h.message(lobby.id)!;
    expect(JSON.stringify(turned.embeds)).toContain('Hints: **on**');
    expect(turned.button('Host: hints off')).toBeDefined();
    const chosen = h.addChannel('hints-chosen');
    // Ben opens it: a host's own tables are limited in number, and Ana has three already.
    const opened = await h.command(ben, 'game', { subcommand: 'new', options: { game: 'tipping-point', hints: 'off' } }, chosen).settled();
    expect(JSON.stringify(h.lastMessage(chosen)?.embeds), textOf(opened.response)).toContain('Hints: **off**');
  }, 120_000);

  it('sent nothing over Discord limits', () => {
    expect(h.violations).toEqual([]);
    expect(h.serverErrors).toEqual([]);
  });
});
