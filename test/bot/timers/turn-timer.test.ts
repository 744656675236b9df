import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import type { Actor } from '../../../src/platform/seats/permissions';
import type { TurnTimer } from '../../../src/bot/timers/turn-timer-tick';
import { registry } from '../../../src/platform/module';
import { type FakeIO } from '../../fixtures/fake-io';
import { lanterns } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { BotTable } from '../../fixtures/bot-table';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { say } from '../../../src/words/say';

/** A runner's words as an English reader reads them. */
const inEnglish = <E>(r: { ok: true; value: string } | { ok: false; error: E }) => (r.ok ? { ok: true, value: say('en', r.value) } : r);

const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const CH = '200';
const T0 = Date.parse('2026-03-01T12:00:00.000Z');

let botTable: BotTable;
let io: FakeIO;
let ctx: BotContext;
let timer: TurnTimer;
let clock = T0;

beforeEach(async () => {
  clock = T0;
  const modules = registry([lanternsModule]);
  botTable = await BotTable.open({ onDisk: 'hh-timer-', modules, now: () => new Date(clock).toISOString(), newInstance: () => 'tmr00001', onSaved: (s) => timer.track(s) });
  ({ io, ctx } = botTable);
  timer = botTable.turnTimer(() => clock);
  const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: {}, timerSeconds: 60 });
  if (!lobby.ok) throw new Error(lobby.error.message);
  await ctx.runner.lobby(CH, 'tmr00001', ben, 'join');
  await ctx.runner.lobby(CH, 'tmr00001', ana, 'start');
});
afterEach(() => botTable.close());

const posts = () => [...io.messages.values()].map((m) => m.payload.content ?? '');
const asked = () => posts().filter((p) => p.includes('the turn timer ran out'));
const expiryAsked = async () => {
  const g = await ctx.runner.read(CH);
  return g.kind === 'ok' && g.session.expiryAsked;
};

describe('bot/turn timer', () => {
  it('reminds the waiting player once at half time', async () => {
    clock = T0 + 29_000;
    await timer.tick();
    expect(posts().filter((p) => p.includes('half of the turn time'))).toHaveLength(0);
    clock = T0 + 31_000;
    await timer.tick();
    await timer.tick();
    const reminders = posts().filter((p) => p.includes('half of the turn time'));
    expect(reminders).toEqual(['<@u0> half of the turn time has passed: about 1 min left to decide.']);
  });

  it('asks the host at expiry, and "skip" answers the waiting decision with its default', async () => {
    clock = T0 + 61_000;
    await timer.tick();
    const asked = [...io.messages.values()].find((m) => (m.payload.content ?? '').includes('the turn timer ran out'))!;
    expect(asked.payload.content).toMatch(/^<@u0> the turn timer ran out/);
    expect(JSON.stringify(asked.payload.components)).toContain('hh:tmr00001:expiry:skip');
    const before = await ctx.runner.read(CH);
    const prompt = before.kind === 'ok' ? openPrompts(before.session, lanterns)[0]!.id : '';
    expect(await ctx.runner.expiry(CH, 'tmr00001', ben, 'skip')).toEqual({ ok: false, error: { code: 'not-host', message: 'Only the host (or someone with Manage Channels) decides what happens when the timer runs out.' } });
    expect(inEnglish(await ctx.runner.expiry(CH, 'tmr00001', ana, 'skip'))).toEqual({ ok: true, value: 'The waiting decisions were skipped.' });
    const after = await ctx.runner.read(CH);
    expect(after.kind === 'ok' && openPrompts(after.session, lanterns)[0]!.id).not.toBe(prompt);
  });

  it('marks the expiry question asked only once it is posted, so a failed post asks again after a restart', async () => {
    clock = T0 + 61_000;
    const failing = botTable.turnTimer(() => clock, { call: async () => { throw new Error('Discord is down'); } });
    const g = await ctx.runner.read(CH);
    if (g.kind !== 'ok') throw new Error(g.kind);
    failing.track(g.session);
    await failing.tick();
    const after = await ctx.runner.read(CH);
    expect(after.kind === 'ok' && after.session.expiryAsked).toBe(false);
    // The next process rebuilds its timers from the store and asks.
    const restarted = botTable.turnTimer(() => clock);
    restarted.track(after.kind === 'ok' ? after.session : g.session);
    await restarted.tick();
    expect(posts().filter((p) => p.includes('the turn timer ran out'))).toHaveLength(1);
    const asked = await ctx.runner.read(CH);
    expect(asked.kind === 'ok' && asked.session.expiryAsked).toBe(true);
  });

  it('sends no half-time reminder once the question is asked, which would replace it as the current ping', async () => {
    clock = T0 + 61_000;
    await timer.tick();
    clock = T0 + 66_000;
    await timer.tick();
    await ctx.tables.idle();
    expect(posts().filter((p) => p.includes('half of the turn time'))).toEqual([]);
    expect(asked()).toHaveLength(1);
  });

  it('asks again on the next tick when Discord refused the expiry question, and marks it asked only once it is posted', async () => {
    await ctx.tables.idle();
    io.failingPosts = 1;
    clock = T0 + 61_000;
    await timer.tick();
    expect(asked()).toHaveLength(0);
    expect(await expiryAsked()).toBe(false);
    clock = T0 + 66_000;
    await timer.tick();
    expect(asked()).toEqual([expect.stringMatching(/^<@u0> the turn timer ran out/)]);
    expect(await expiryAsked()).toBe(true);
    clock = T0 + 71_000;
    await timer.tick();
    expect(asked()).toHaveLength(1);
  });

  it('asks after a restart when Discord refused the expiry question before it', async () => {
    await ctx.tables.idle();
    io.failingPosts = 1;
    clock = T0 + 61_000;
    await timer.tick();
    const g = await ctx.runner.read(CH);
    if (g.kind !== 'ok') throw new Error(g.kind);
    const restarted = botTable.turnTimer(() => clock);
    restarted.track(g.session);
    clock = T0 + 66_000;
    await restarted.tick();
    expect(asked()).toHaveLength(1);
    expect(await expiryAsked()).toBe(true);
  });

  it('"auto" hands the waiting seat to an AI, which plays it until a human owes a decision', async () => {
    clock = T0 + 61_000;
    await timer.tick();
    await ctx.runner.expiry(CH, 'tmr00001', ana, 'auto');
    const g = await ctx.runner.read(CH);
    if (g.kind !== 'ok') throw new Error();
    expect([g.session.seats[0]!.control, g.session.seats[0]!.aiLevel]).toEqual(['ai', 'random']);
    expect(openPrompts(g.session, lanterns).every((p) => p.player === 'p1')).toBe(true);
  });

  it('restarts the clock when the decision moves on', async () => {
    clock = T0 + 40_000;
    const g = await ctx.runner.read(CH);
    if (g.kind !== 'ok') throw new Error();
    const p = openPrompts(g.session, lanterns)[0]!;
    await ctx.runner.answer(CH, 'tmr00001', ana, { prompt: p.id, values: [p.options[0]!.value] });
    clock = T0 + 65_000;
    await timer.tick();
    expect(posts().some((x) => x.includes('the turn timer ran out'))).toBe(false);
  });
});
