import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../src/modules';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { playWithLivePanels, tableMessage } from './driver';

/**
 * A person at the table is not called again: a learner alone with AI seats, answering each decision from the panel
 * left open within seconds, is called when the game starts and hardly ever after: their live panel, redrawn to each
 * next decision, is the call. Counted as Discord would notify them: channel mentions and DMs with "Decide now".
 */
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules, { newSeed: () => 'learn-calls' });
  h = t.h;
  ana = h.addUser('ana');
});

afterAll(async () => {
  await t.close();
});

async function learnCounting(game: string, gameName: string, decisions: number): Promise<{ answers: number; calls: number }> {
  const channelId = h.addChannel(`learn-calls-${game}`);
  const notes = h.notifications.length;
  const dms = h.dms(ana).length;
  await h.command(ana, 'game', { subcommand: 'learn', options: { game } }, channelId).settled();
  await t.idle();
  await h.idle();
  expect(tableMessage(h, gameName, channelId), `${gameName} started`).toBeDefined();
  const { answers } = await playWithLivePanels(h, t, gameName, channelId, new Map([[ana.id, ana]]), decisions);
  await t.idle();
  await h.idle();
  const mentions = h.notifications.slice(notes).filter((n) => n.userId === ana.id).length;
  const dmCalls = h.dms(ana).slice(dms).filter((m) => m.button('Decide now')).length;
  return { answers, calls: mentions + dmCalls };
}

describe('e2e/a learner at the table is not called again', () => {
  for (const [game, gameName] of [['tipping-point', 'Tipping Point'], ['earth', 'Earth'], ['vested-interests', 'Vested Interests']] as const) {
    it(`${gameName}: at most one notifying call per five decisions`, async () => {
      const { answers, calls } = await learnCounting(game, gameName, 20);
      expect(answers).toBeGreaterThanOrEqual(15);
      expect(calls, `${calls} calls in ${answers} decisions`).toBeLessThanOrEqual(Math.floor(answers / 5));
    }, 300_000);
  }

  it('sent nothing over Discord limits', () => {
    expect(h.violations).toEqual([]);
    expect(h.serverErrors).toEqual([]);
  });
});
