import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../src/modules';
import { statsKey } from '../../src/platform/after-game/history';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { openTable, owingUsers, playOn, tableMessage, textOf } from './driver';

/**
 * "Why?" through the test Discord server: on the table for a public decision (for the player who owes it, and for
 * anyone watching in the table's public words), in the private panel for a private one, and "The whole rule" turning the answer into its
 * rules topic. Every reply is private and leaves the table and panel as they were.
 */
const WHY = 'Why? What do these do?';
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser, ben: FakeUser, eve: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules, { newSeed: () => 'why-e2e' });
  h = t.h;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
  eve = h.addUser('eve');
});

afterAll(async () => {
  await t.close();
});

describe('e2e/why', () => {
  it('explains a public Tipping Point decision on the table, to its player and to a watcher, and opens its rule', async () => {
    await openTable(h, t, { game: 'tipping-point', gameName: 'Tipping Point', host: ana, guests: [ben], channelId: h.channelId, options: { difficulty: 0 }, ai: 'random' });
    const table = tableMessage(h, 'Tipping Point')!;
    expect(table.button(WHY), 'a Why? button beside a decision answered on the table').toBeDefined();
    const owner = [ana, ben].find((u) => owingUsers(table).includes(u.id))!;
    const asked = await h.click(owner, table, table.button(WHY)!.customId!).settled();
    const reply = asked.response!;
    expect(reply.ephemeral).toBe(true);
    expect(textOf(reply)).toContain('**What you are deciding:** Choose your Country.');
    expect(textOf(reply)).toMatch(/• Norrvik Union: .*Credits/);
    expect(textOf(reply)).toContain('`/game rules topic:setup`');
    // A watcher is told what the table shows of it: its public words, not those of its owner's panel.
    const watcher = await h.click(eve, table, table.button(WHY)!.customId!).settled();
    expect(textOf(watcher.response)).toContain(`**What ${owner.username} is deciding:** choosing a Country`);
    expect(textOf(watcher.response)).not.toContain('Choose your Country');
    expect(textOf(watcher.response)).toMatch(/• Norrvik Union: .*Credits/);
    const rule = await h.click(owner, reply, reply.button('The whole rule: Setup')!.customId!).settled();
    expect((rule.response ?? h.message(reply.id))!.content).toContain('**Tipping Point: Setup**');
    // Nothing was answered: the table still asks the same.
    expect(tableMessage(h, 'Tipping Point')!.id).toBe(table.id);
    expect(owingUsers(tableMessage(h, 'Tipping Point')!)).toEqual(owingUsers(table));
  }, 120_000);

  it('explains a private Earth decision from the panel, and shows no Why? to someone without a seat', async () => {
    const channelId = h.addChannel('earth-why');
    await openTable(h, t, { game: 'earth', gameName: 'Earth', host: ana, guests: [ben], channelId, options: { personal_ecosystem: false }, ai: 'random' });
    const table = tableMessage(h, 'Earth', channelId)!;
    const owner = [ana, ben].find((u) => owingUsers(table).includes(u.id))!;
    const panel = (await h.click(owner, table, table.button('Answer privately')!.customId!).settled()).response!;
    const asked = await h.click(owner, panel, panel.button(WHY)!.customId!).settled();
    expect(textOf(asked.response)).toContain('**What you are deciding:** Choose your Island');
    expect(textOf(asked.response)).toContain('`/game rules topic:setup`');
    // Both Islands chosen: the next prompt of the owner is their Climate, and Why? follows it.
    await playOn(h, 'Earth', new Map([[owner.id, owner]]), async () => { await t.idle(); await h.idle(); }, 1, channelId);
    const next = (await h.click(owner, table, tableMessage(h, 'Earth', channelId)!.button('Answer privately')!.customId!).settled()).response!;
    const again = await h.click(owner, next, next.button(WHY)!.customId!).settled();
    expect(textOf(again.response)).toContain('**What you are deciding:** Choose your Climate');
    const outsider = await h.click(eve, table, tableMessage(h, 'Earth', channelId)!.button('Answer privately')!.customId!).settled();
    expect(outsider.response!.button(WHY)).toBeUndefined();
  }, 120_000);

  it('shows a newcomer the rule note in their panel, not a player who has finished a game of it, and stops when asked', async () => {
    // Ben has finished a game of Vested Interests before; Ana never has.
    await t.store.updateDoc(statsKey(ben.id), () => ({ games: { 'vested-interests': { played: 2, won: 1, best: 30 } }, counted: ['old-a', 'old-b'] }));
    const channelId = h.addChannel('vi-notes');
    await openTable(h, t, { game: 'vested-interests', gameName: 'Vested Interests', host: ana, guests: [ben], channelId, ai: 'random' });
    const users = new Map([[ana.id, ana], [ben.id, ben]]);
    const panels = new Map<string, string>();
    for (let k = 0; k < 30 && panels.size < 2; k++) {
      const table = tableMessage(h, 'Vested Interests', channelId)!;
      for (const u of [ana, ben]) {
        if (panels.has(u.id) || !owingUsers(table).includes(u.id)) continue;
        const open = table.button('Answer privately') ?? table.button('My hand & secrets')!;
        const panel = (await h.click(u, table, open.customId!).settled()).response!;
        if (panel.button(WHY)) panels.set(u.id, textOf(panel));
        if (u === ana && panel.button('No more rule notes')) {
          const off = await h.click(ana, panel, panel.button('No more rule notes')!.customId!).settled();
          const after = (off.response ?? h.message(panel.id))!;
          expect(textOf(after)).toContain('No more rule notes in this game.');
          expect(textOf(after)).not.toContain('New to Vested Interests?');
          expect(after.button('No more rule notes')).toBeUndefined();
        }
      }
      await playOn(h, 'Vested Interests', users, async () => { await t.idle(); await h.idle(); }, 1, channelId, () => t.passTime(channelId));
    }
    expect(panels.get(ana.id)).toContain('New to Vested Interests? The rule here');
    expect(panels.get(ben.id)).not.toContain('New to Vested Interests?');
  }, 180_000);

  it('sent nothing over Discord limits', () => {
    expect(h.violations).toEqual([]);
    expect(h.serverErrors).toEqual([]);
  });
});
