import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MS } from '../../src/platform/pace/turn-calls';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import type { TpState } from '../../src/games/tipping-point/state';
import { registry } from '../../src/platform/module';
import { promptsOf } from '../../src/platform/table/open-prompts';
import type { Session } from '../../src/platform/session-schema';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { openTable, owingUsers, playOn, tableMessage } from './driver';

/**
 * Pass for the rest of the round, through the test Discord server: Tipping Point with two people and an AI. A
 * person who passes for the round is called by no ping and owes nothing until the round ends or they rejoin; then
 * they are called again.
 */
const modules = registry([tippingPointModule]);
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser;
let ben: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules, { newSeed: () => 'pass-round' });
  h = t.h;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
});

afterAll(async () => {
  await t.close();
});

const settle = async () => {
  await t.idle();
  await h.idle();
};

const session = (channelId: string): Promise<Session> => t.session(channelId);

const round = async (channelId: string) => ((await session(channelId)).state as TpState).round;
/** Ana (the host, seat p0) is at her turn menu, where passing for the round is offered. */
const anaAtMenu = async (channelId: string) => promptsOf(await session(channelId), tippingPointModule.engine, 'p0').some((p) => p.standing?.kind === 'round-pass');

const openHere = (channelId: string) =>
  openTable(h, t, { game: 'tipping-point', gameName: 'Tipping Point', host: ana, guests: [ben], channelId, options: { difficulty: 0, max_rounds: 4 }, ai: 'random' });

/** Both people play on (their first choices) until Ana is at her turn menu. */
async function untilAnaAtMenu(channelId: string): Promise<void> {
  const users = new Map([[ana.id, ana], [ben.id, ben]]);
  for (let k = 0; k < 200 && !(await anaAtMenu(channelId)); k++) await playOn(h, 'Tipping Point', users, settle, 1, channelId, () => t.passTime(channelId));
  expect(await anaAtMenu(channelId)).toBe(true);
}

/** Ana opens her panel from the table and presses `label` on it. */
async function anaPresses(channelId: string, label: string): Promise<void> {
  const tbl = tableMessage(h, 'Tipping Point', channelId)!;
  const panel = (await h.click(ana, tbl, tbl.button('Answer privately')?.customId ?? tbl.button('My hand & secrets')!.customId!).settled()).response!;
  const b = panel.button(label);
  expect(b, `"${label}" on ${JSON.stringify(panel.allComponents().map((c) => c.label))}`).toBeDefined();
  await h.click(ana, panel, b!.customId!).settled();
  await settle();
}

describe('e2e/pass for the rest of the round', () => {
  it('a player who passes for the round gets no ping and owes nothing until the next round, then is called again', { timeout: 300_000 }, async () => {
    const ch = h.addChannel('pass-round');
    await openHere(ch);
    await untilAnaAtMenu(ch);
    await anaPresses(ch, 'Pass for the rest of the round');
    const r = await round(ch);
    const from = h.notifications.length;
    // Ben alone plays the rest of the round's turns; Ana is next called for the end of the round (a Crisis to place,
    // cards to hand on), which her standing answer does not cover.
    const benOnly = new Map([[ben.id, ben]]);
    const playing = async () => (await round(ch)) === r && ((await session(ch)).state as TpState).phase === 'play';
    for (let k = 0; k < 200 && (await playing()); k++) {
      expect(owingUsers(tableMessage(h, 'Tipping Point', ch)!)).not.toContain(ana.id);
      await playOn(h, 'Tipping Point', benOnly, settle, 1, ch, () => t.passTime(ch));
    }
    expect(await playing()).toBe(false);
    const turnsEnded = h.notifications.length;
    expect(h.notifications.slice(from, turnsEnded).filter((n) => n.userId === ana.id && n.channelId === ch && !/Crisis|cards/i.test(n.content))).toEqual([]);
    // In the next round she is asked, and called, again.
    await untilAnaAtMenu(ch);
    expect((await session(ch)).seats[0]!.standing).toEqual([]);
    // Her call may be held while her panel is open from her last press: it goes out once she leaves it unanswered.
    await t.passTimeBy(HOLD_MS);
    expect(h.notifications.slice(from).some((n) => n.userId === ana.id)).toBe(true);
    expect(h.violations).toEqual([]);
    expect(h.interactions.flatMap((i) => i.errors)).toEqual([]);
  });

  it('a player who rejoins from the table is asked again at her next turn of the same round', { timeout: 300_000 }, async () => {
    const ch = h.addChannel('rejoin');
    await openHere(ch);
    await untilAnaAtMenu(ch);
    await anaPresses(ch, 'Pass for the rest of the round');
    const tbl = tableMessage(h, 'Tipping Point', ch)!;
    const rejoin = tbl.button('Rejoin the round');
    expect(rejoin).toBeDefined();
    await h.click(ana, tbl, rejoin!.customId!).settled();
    await settle();
    expect((await session(ch)).seats[0]!.standing).toEqual([]);
    expect(tableMessage(h, 'Tipping Point', ch)!.button('Rejoin the round')).toBeUndefined();
    expect(h.interactions.flatMap((i) => i.errors)).toEqual([]);
  });
});
