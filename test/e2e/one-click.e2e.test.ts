import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { openTable, playOn, playWithLivePanels } from './driver';

/**
 * One click from the call to the decision: in a Tipping Point game of two people and an AI, a player whose private
 * panel is still open finds their next decision in it, and answers with one press instead of "Answer privately"
 * first. Interactions are counted the same way with and without the live panel.
 */
const modules = registry([tippingPointModule]);
const DECISIONS = 24;
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser;
let ben: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules, { newSeed: () => 'one-click' });
  h = t.h;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
});

afterAll(async () => {
  await t.close();
});

const openHere = (channelId: string) =>
  openTable(h, t, { game: 'tipping-point', gameName: 'Tipping Point', host: ana, guests: [ben], channelId, options: { difficulty: 10, tip: 10, max_rounds: 3 }, ai: 'random' });


describe('e2e/one click from the call', () => {
  it('a player whose panel is live gets the next decision in it, with fewer interactions per decision', { timeout: 300_000 }, async () => {
    const users = new Map([[ana.id, ana], [ben.id, ben]]);
    const before = h.addChannel('clicking');
    await openHere(before);
    const startBefore = h.interactions.length;
    const clicked = await playOn(h, 'Tipping Point', users, () => t.idle(), DECISIONS, before, () => t.passTime(before));
    const perDecisionBefore = (h.interactions.length - startBefore) / clicked;

    const after = h.addChannel('live');
    await openHere(after);
    const startAfter = h.interactions.length;
    const live = await playWithLivePanels(h, t, 'Tipping Point', after, users, DECISIONS);
    const perDecisionAfter = (h.interactions.length - startAfter) / live.answers;

    console.log(`interactions per decision: ${perDecisionBefore.toFixed(2)} clicking "Answer privately", ${perDecisionAfter.toFixed(2)} with live panels (${live.viaPanel} of ${live.answers} answered in a live panel)`);
    expect(live.viaPanel).toBeGreaterThan(0);
    expect(perDecisionAfter).toBeLessThan(perDecisionBefore);
    expect(h.violations).toEqual([]);
    expect(h.interactions.flatMap((i) => i.errors)).toEqual([]);
  });
});
