import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser, StoredMessage } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { isOver, owingUsers, playOn, tableMessage } from './driver';

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

const choicesOn = (m: StoredMessage) => m.allComponents().filter((c) => typeof c.custom_id === 'string' && /:(answer|select):/.test(String(c.custom_id)));

async function openTable(channelId: string): Promise<void> {
  await h.command(ana, 'game', { subcommand: 'new', options: { game: 'tipping-point', difficulty: 10, tip: 10, max_rounds: 3 } }, channelId).settled();
  const lobby = h.lastMessage(channelId)!;
  await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
  const menu = String(lobby.allComponents().find((c) => c.type === 3)!.custom_id);
  await h.select(ana, lobby, menu, ['random']).settled();
  await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
  for (let i = 0; i < 100 && !tableMessage(h, 'Tipping Point', channelId); i++) {
    await t.idle();
    await h.idle();
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Presses the first choice on `m` (a menu's first value, the first button not "Back"). */
async function pressFirst(user: FakeUser, m: StoredMessage, turn: number): Promise<StoredMessage | null> {
  const [first, ...rest] = choicesOn(m);
  if (!first) return null;
  if (first.type === 3) {
    const options = first.options as { value: string }[];
    const min = Math.max(1, Number(first.min_values ?? 1));
    const values = Array.from({ length: min }, (_, k) => options[(turn + k) % options.length]!.value);
    await h.select(user, m, String(first.custom_id), values).settled();
  } else {
    const buttons = [first, ...rest].filter((c) => c.type === 2 && !/^back$/i.test(String(c.label ?? '')));
    await h.click(user, m, String((buttons[turn % buttons.length] ?? first).custom_id)).settled();
  }
  return m;
}

/** Plays with the panels people leave open: a live panel showing a decision is pressed directly. */
async function playWithLivePanels(channelId: string, users: Map<string, FakeUser>, stopAfter: number): Promise<{ answers: number; viaPanel: number }> {
  const panels = new Map<string, StoredMessage>();
  let answers = 0;
  let viaPanel = 0;
  for (let guard = 0; guard < 500 && answers < stopAfter; guard++) {
    await t.idle();
    await h.idle();
    const table = tableMessage(h, 'Tipping Point', channelId)!;
    if (isOver(table)) break;
    const owing = owingUsers(table).flatMap((id) => users.get(id) ?? []);
    const user = owing[0];
    if (!user) {
      await t.passTime(channelId);
      continue;
    }
    const live = panels.get(user.id);
    if (live && choicesOn(live).length && (await pressFirst(user, live, answers))) {
      viaPanel++;
      answers++;
      continue;
    }
    const onTable = choicesOn(table);
    if (onTable.length) {
      await pressFirst(user, table, answers);
      answers++;
      continue;
    }
    const open = table.button('Answer privately');
    if (!open?.customId) break;
    const panel = (await h.click(user, table, open.customId).settled()).response;
    if (!panel) break;
    panels.set(user.id, panel);
    if (await pressFirst(user, panel, answers)) answers++;
  }
  return { answers, viaPanel };
}

describe('e2e/one click from the call', () => {
  it('a player whose panel is live gets the next decision in it, with fewer interactions per decision', { timeout: 300_000 }, async () => {
    const users = new Map([[ana.id, ana], [ben.id, ben]]);
    const before = h.addChannel('clicking');
    await openTable(before);
    const startBefore = h.interactions.length;
    const clicked = await playOn(h, 'Tipping Point', users, () => t.idle(), DECISIONS, before, () => t.passTime(before));
    const perDecisionBefore = (h.interactions.length - startBefore) / clicked;

    const after = h.addChannel('live');
    await openTable(after);
    const startAfter = h.interactions.length;
    const live = await playWithLivePanels(after, users, DECISIONS);
    const perDecisionAfter = (h.interactions.length - startAfter) / live.answers;

    console.log(`interactions per decision: ${perDecisionBefore.toFixed(2)} clicking "Answer privately", ${perDecisionAfter.toFixed(2)} with live panels (${live.viaPanel} of ${live.answers} answered in a live panel)`);
    expect(live.viaPanel).toBeGreaterThan(0);
    expect(perDecisionAfter).toBeLessThan(perDecisionBefore);
    expect(h.violations).toEqual([]);
    expect(h.interactions.flatMap((i) => i.errors)).toEqual([]);
  });
});
