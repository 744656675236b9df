import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTED_LATELY_MS } from '../../src/platform/pace/turn-calls';
import { modules } from '../../src/modules';
import type { DiscordServerHandle, FakeUser, StoredMessage } from '../discord-server/index';
import type { InteractionRecord } from '../discord-server/interactions/record';
import { openE2ETable, type E2ETable } from './harness';
import { isOver, owingUsers, playOn, tableMessage, textOf } from './driver';

/**
 * A call answered where it arrived: a person whose turn pings come by DM, and everyone in a Vested Interests secret
 * window, presses Decide now in their DM and answers from the panel it opens there, which Discord sends with the DM's
 * channel and no server. Every control of that panel (its answers and menus, Why?, Hint, Undo) must reach the game,
 * for a game in a channel and for a game in a thread; any refusal fails the test.
 */
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser, ben: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules, { newSeed: () => 'dm-calls' });
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

/** What a person pressing from a DM did: answers given, and each other control pressed. */
interface FromDm {
  answers: number;
  why: number;
  hint: number;
  undo: number;
  presses: number;
}

/** Everything an interaction showed its presser: its reply or the panel it redrew (as it is now), and its follow-ups. */
function said(rec: InteractionRecord): string {
  const messages = [rec.original, ...rec.followUps].filter((m): m is StoredMessage => Boolean(m));
  return messages.map((m) => textOf(m)).join('\n');
}

/** A press from the DM: it arrives as Discord sends one (the DM's channel, no server), and nothing in it is refused. */
function fromDm(rec: InteractionRecord, u: FakeUser, what: string): void {
  expect(rec.guildId, what).toBeNull();
  expect(rec.channelId, what).toBe(h.dmChannelId(u));
  expect(rec.errors, what).toEqual([]);
  const text = said(rec);
  expect(text, `${what}: ${text}`).not.toMatch(/Not accepted|no game in this channel|has moved on|works only in the channel|not playing in this game|Nothing is asked of you right now, so there is nothing to explain/);
}

const choicesOn = (m: StoredMessage) => m.allComponents().filter((c) => typeof c.custom_id === 'string' && /:(answer|select|pickdone|pagepick):/.test(String(c.custom_id)));
const kindOf = (c: Record<string, unknown>) => String(c.custom_id).split(':')[2];

/** The panel's first choice: a menu's first values (at least as many as it takes), else its first button not "Back". */
async function pressChoice(u: FakeUser, panel: StoredMessage, turn: number): Promise<InteractionRecord> {
  const [first, ...rest] = choicesOn(panel);
  if (first!.type === 3) {
    const options = first!.options as { value: string; label: string }[];
    const forward = options.filter((o) => o.value !== 'back' && !/^back$/i.test(o.label));
    const pool = forward.length ? forward : options;
    const min = Math.max(1, Number(first!.min_values ?? 1));
    const values = Array.from({ length: min }, (_, k) => pool[(turn + k) % pool.length]!.value);
    return h.select(u, panel, String(first!.custom_id), [...new Set(values)]).settled();
  }
  const buttons = [first!, ...rest].filter((c) => c.type === 2 && !/^back$/i.test(String(c.label ?? '')));
  return h.click(u, panel, String((buttons[turn % buttons.length] ?? first)!.custom_id)).settled();
}

/**
 * `u` answers from their DMs: the latest call's Decide now, then every decision the panel it opens asks, with Why?
 * and Hint pressed on the first of them and Undo pressed the first time it is offered. False when nothing was asked.
 */
async function answerFromDm(u: FakeUser, n: FromDm): Promise<boolean> {
  const call = h.dms(u).filter((m) => m.button('Decide now')).at(-1);
  if (!call) return false;
  const opened = await h.click(u, call, call.button('Decide now')!.customId!).settled();
  n.presses++;
  const panel = opened.response;
  if (!panel || !choicesOn(panel).length) return false;
  fromDm(opened, u, 'Decide now');
  let answered = false;
  for (let k = 0; k < 40; k++) {
    await settle();
    const now = h.message(panel.id)!;
    if (!choicesOn(now).length) break;
    for (const kind of ['why', 'hint'] as const) {
      const control = now.allComponents().find((c) => kindOf(c) === kind);
      if (!control || n[kind] > 2) continue;
      fromDm(await h.click(u, now, String(control.custom_id)).settled(), u, kind);
      n[kind]++;
      n.presses++;
    }
    const undo = now.allComponents().find((c) => kindOf(c) === 'undo');
    if (undo && n.undo === 0) {
      const back = await h.click(u, now, String(undo.custom_id)).settled();
      fromDm(back, u, 'Undo');
      expect(said(back)).toContain('Your last step was taken back.');
      n.undo++;
      n.presses++;
      continue;
    }
    const rec = await pressChoice(u, now, n.answers);
    fromDm(rec, u, `answer ${n.answers}`);
    n.answers++;
    n.presses++;
    answered = true;
  }
  return answered;
}

/**
 * Plays `steps` steps: each person in `byDm` answers every call that reaches their DMs from there (and, owing with no
 * new call, from their latest one); the others answer on the table.
 */
async function play(name: string, ch: string, byDm: readonly FakeUser[], onTable: readonly FakeUser[], steps: number): Promise<Map<string, FromDm>> {
  const counts = new Map(byDm.map((u) => [u.id, { answers: 0, why: 0, hint: 0, undo: 0, presses: 0 }]));
  const seen = new Map(byDm.map((u) => [u.id, h.dms(u).length]));
  const tablePeople = new Map(onTable.map((u) => [u.id, u]));
  for (let step = 0; step < steps; step++) {
    await settle();
    // Each steps away between decisions, so no call is held for a panel they watch (turn-calls.ts); not while a
    // secret window is open, which its maximum time would close.
    if (!(await t.session(ch)).secretWindow) await t.passTimeBy(ACTED_LATELY_MS + 1000);
    const table = tableMessage(h, name, ch)!;
    if (isOver(table)) break;
    let did = false;
    // A new call first: a secret window or a DM ping.
    for (const u of byDm) {
      if (h.dms(u).length === seen.get(u.id)) continue;
      seen.set(u.id, h.dms(u).length);
      if (await answerFromDm(u, counts.get(u.id)!)) did = true;
    }
    if (did) continue;
    const owing = owingUsers(table);
    for (const u of byDm) if (!did && owing.includes(u.id)) did = await answerFromDm(u, counts.get(u.id)!);
    if (!did && owing.some((id) => tablePeople.has(id))) did = (await playOn(h, name, tablePeople, settle, 1, ch, () => t.passTime(ch))) > 0;
    if (!did) await t.passTime(ch);
  }
  return counts;
}

describe('e2e/calls answered from a DM', () => {
  it('Tipping Point in a channel: a person on DM pings answers every call from the DM', async () => {
    const ch = h.addChannel('tp-dm');
    expect(textOf((await h.command(ana, 'game', { subcommand: 'notify', options: { pings: 'dm' } }, ch).settled()).response)).toContain('by DM');
    await h.command(ana, 'game', { subcommand: 'new', options: { game: 'tipping-point', difficulty: 0, max_rounds: 3 } }, ch).settled();
    const lobby = h.lastMessage(ch)!;
    await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
    const menu = lobby.allComponents().find((c) => c.type === 3)!;
    await h.select(ana, lobby, String(menu.custom_id), ['random']).settled();
    await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    await settle();
    const counts = (await play('Tipping Point', ch, [ana], [ben], 80)).get(ana.id)!;
    expect(counts.answers).toBeGreaterThan(5);
    expect(counts.why).toBeGreaterThan(0);
    expect(counts.hint).toBeGreaterThan(0);
    expect(counts.undo).toBe(1);
    // Her presses in the server were the lobby's (its AI seat and Start): every answer of hers came from a DM.
    const onTable = h.interactions.filter((r) => r.user.id === ana.id && r.guildId !== null && r.kind !== 'command');
    expect(onTable.map((r) => r.name.split(':')[2])).toEqual(['addai', 'lobby']);
    await h.command(ana, 'game', { subcommand: 'notify', options: { pings: 'channel' } }, ch).settled();
  }, 400_000);

  it('Vested Interests in a thread: every secret window and Campaign call is answered from the DM', async () => {
    const ch = h.addChannel('vi-dm');
    await h.command(ana, 'game', { subcommand: 'new', options: { game: 'vested-interests', where: 'thread', hints: 'on' } }, ch).settled();
    const lobby = h.lastMessage(ch)!;
    await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
    const menu = lobby.allComponents().find((c) => c.type === 3)!;
    await h.select(ana, lobby, String(menu.custom_id), ['random']).settled();
    await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    await settle();
    const thread = h.threads(ch).at(-1)!.id;
    const counts = await play('Vested Interests', thread, [ana, ben], [ana, ben], 80);
    const all = [...counts.values()];
    expect(all.reduce((a, c) => a + c.answers, 0)).toBeGreaterThan(5);
    expect(all.reduce((a, c) => a + c.why, 0)).toBeGreaterThan(0);
    expect(all.reduce((a, c) => a + c.hint, 0)).toBeGreaterThan(0);
  }, 400_000);

  it('sent nothing over Discord limits', () => {
    expect(h.violations).toEqual([]);
    expect(h.unknownRoutes).toEqual([]);
    expect(h.serverErrors).toEqual([]);
  });
});
