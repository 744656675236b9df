import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { registry } from '../../src/platform/module';
import { ACTED_LATELY_MS } from '../../src/platform/pace/turn-calls';
import { promptsOf } from '../../src/platform/table/open-prompts';
import { seatOfUser } from '../../src/platform/table/seat-names';
import type { DiscordServerHandle, FakeUser, StoredMessage } from '../discord-server/index';
import { lanternsModule } from '../fixtures/lanterns-module';
import { openE2ETable, type E2ETable } from './harness';
import { isOver, owingUsers, playOn, tableMessage, textOf } from './driver';

/**
 * Turn pings as Discord would deliver them: every human turn start gets exactly one mention that notifies (a
 * created message whose allowed mentions name them) within 3 s, the steps of the same turn get none, a secret
 * window calls everyone in it with something to decide at once, by DM (a channel mention of some of them would tell
 * who holds what), and the channel never holds more than the lobby, the table and one ping.
 */
const modules = registry([tippingPointModule, lanternsModule]);
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser, ben: FakeUser, cai: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules);
  h = t.h;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
  cai = h.addUser('cai');
});

afterAll(async () => {
  await t.close();
});

const settle = async () => {
  await t.idle();
  await h.idle();
};

const inWindow = (table: StoredMessage) => textOf(table).includes('**Secret window:');

/** The users sent a DM ping (a DM with "Decide now") among `users` since their DMs held `before` messages each. */
const dmCalls = (users: readonly FakeUser[], before: ReadonlyMap<string, number>) =>
  users.filter((u) => h.dms(u).slice(before.get(u.id) ?? 0).some((m) => m.button('Decide now'))).map((u) => u.id);

/** The bot's messages in the channel since this game's lobby: its table and its current ping. */
const botMessages = (lobby: StoredMessage) => h.channelMessages().filter((m) => m.authorId === h.bot.id && BigInt(m.id) > BigInt(lobby.id));

async function open(game: string, name: string, players: FakeUser[], options: Record<string, string | number | boolean>): Promise<StoredMessage> {
  const [host, ...others] = players;
  const opened = await h.command(host!, 'game', { subcommand: 'new', options: { game, ...options } }).settled();
  const lobby = h.lastMessage()!;
  expect(lobby, textOf(opened.response)).toBeDefined();
  for (const u of others) await h.click(u, lobby, lobby.button('Join')!.customId!).settled();
  const at = Date.now();
  await h.click(host!, lobby, lobby.button('Start')!.customId!).settled();
  for (let i = 0; i < 100 && !tableMessage(h, name); i++) {
    await settle();
    await new Promise((r) => setTimeout(r, 50));
  }
  await settle();
  const first = owingUsers(tableMessage(h, name)!);
  const called = h.notifications.filter((n) => n.at >= at);
  expect(called.map((n) => n.userId).sort()).toEqual([...first].sort());
  for (const n of called) expect(n.at - at).toBeLessThanOrEqual(3000);
  return lobby;
}

/**
 * Plays `steps` answers, one at a time, and after each checks the notifications it caused against the turn starts
 * the table shows: the people who owe now and did not before (everyone in a secret window that just opened).
 */
async function playWatching(name: string, lobby: StoredMessage, players: FakeUser[], steps: number): Promise<{ starts: number; calls: number }> {
  const users = new Map(players.map((u) => [u.id, u]));
  let starts = 0;
  let calls = 0;
  for (let i = 0; i < steps; i++) {
    // Each steps away from the table between decisions: a person who acted moments ago with their panel open is
    // not called at once (src/platform/pace/turn-calls.ts), and every turn start here is to call someone.
    await t.passTimeBy(ACTED_LATELY_MS + 1000);
    const before = tableMessage(h, name)!;
    if (isOver(before)) break;
    const owed = new Set(owingUsers(before));
    const wasWindow = inWindow(before);
    const seen = h.notifications.length;
    const dmsBefore = new Map(players.map((u) => [u.id, h.dms(u).length]));
    const at = Date.now();
    await playOn(h, name, users, () => t.idle(), 1, h.channelId, () => t.passTime());
    await settle();
    const after = tableMessage(h, name)!;
    const opened = inWindow(after) && !wasWindow;
    // A secret window names nobody on the table: who has something to decide in it is read from the game itself.
    const s = await t.session();
    const mod = modules.get(s.game)!;
    const inIt = players.filter((u) => { const p = seatOfUser(s, u.id); return p !== null && promptsOf(s, mod.engine, p).some((x) => x.secretWindow); }).map((u) => u.id);
    const owing = isOver(after) ? [] : opened ? inIt : owingUsers(after);
    const due = opened ? owing : owing.filter((u) => !owed.has(u));
    const fresh = h.notifications.slice(seen);
    if (opened) {
      // Everyone here has something to decide in the window: each is called by DM, nobody in the channel.
      expect(fresh, `step ${i}: no channel mention for a secret window`).toEqual([]);
      expect(dmCalls(players, dmsBefore).sort(), `step ${i}: ${textOf(after)}`).toEqual([...due].sort());
    } else expect(fresh.map((n) => n.userId).sort(), `step ${i}: ${textOf(after)}`).toEqual([...due].sort());
    for (const n of fresh) expect(n.at - at, `step ${i}: a ping within 3 s`).toBeLessThanOrEqual(3000);
    expect(botMessages(lobby).length, `step ${i}: the table and at most one ping`).toBeLessThanOrEqual(2);
    starts += due.length;
    calls += opened ? dmCalls(players, dmsBefore).length : fresh.length;
  }
  return { starts, calls };
}

describe('e2e/turn pings', () => {
  it('calls each Tipping Point player once per turn start, never for the later steps of a turn', async () => {
    const lobby = await open('tipping-point', 'Tipping Point', [ana, ben], { difficulty: 10, tip: 10, max_rounds: 3 });
    const { starts, calls } = await playWatching('Tipping Point', lobby, [ana, ben], 40);
    expect(starts).toBeGreaterThan(3);
    expect(calls).toBe(starts);
    // Edits notify nobody, and the table's own mentions parse nothing: every notification came from a ping.
    const table = tableMessage(h, 'Tipping Point')!;
    expect(h.notifications.some((n) => n.messageId === table.id)).toBe(false);
    const asked = await h.command(ana, 'game', { subcommand: 'end' }).settled();
    await h.click(ana, asked.response!, asked.response!.button('End the game')!.customId!).settled();
    await settle();
    expect(botMessages(lobby).map((m) => m.id)).toEqual([table.id]);
  }, 240_000);

  it('calls everyone in a secret window with something to decide by DM, and nobody as they answer', async () => {
    const lobby = await open('lanterns', 'Lanterns', [ana, ben, cai], { rounds: 1 });
    const players = [ana, ben, cai];
    const { starts, calls } = await playWatching('Lanterns', lobby, players, 6);
    expect(calls).toBe(starts);
    const table = tableMessage(h, 'Lanterns')!;
    expect(inWindow(table)).toBe(true);
    const seen = h.notifications.length;
    const dmsBefore = new Map(players.map((u) => [u.id, h.dms(u).length]));
    await playWatching('Lanterns', lobby, players, 2);
    expect(h.notifications.length).toBe(seen);
    expect(dmCalls(players, dmsBefore)).toEqual([]);
  }, 120_000);

  it('sent nothing over Discord limits', () => {
    expect(h.violations).toEqual([]);
    expect(h.unknownRoutes).toEqual([]);
    expect(h.serverErrors).toEqual([]);
  });
});
