import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/bot/bot-context';
import { lobbyPayload } from '../../src/bot/views/table-view';
import type { Actor } from '../../src/platform/seats/permissions';
import { registry } from '../../src/platform/module';
import { openPrompts } from '../../src/platform/table/open-prompts';
import type { Session } from '../../src/platform/session-schema';
import type { GameStore } from '../../src/store/game-store';
import { lanterns } from '../fixtures/lanterns';
import { lanternsModule } from '../fixtures/lanterns-module';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import type { FakeIO } from '../fixtures/fake-io';
import { BotTable } from '../fixtures/bot-table';
import { payloadText } from '../fixtures/payload-text';
import { say } from '../../src/words/say';

const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const eve: Actor = { userId: 'u9', name: 'Eve', canManage: false };
const mod: Actor = { userId: 'u8', name: 'Mo', canManage: true };
const CH = '100';

let botTable: BotTable;
let store: GameStore;
let io: FakeIO;
let ctx: BotContext;

beforeEach(async () => {
  botTable = await BotTable.open({ onDisk: 'hh-svc-', newSeed: () => 'seed-1', newInstance: () => 'inst0001' });
  ({ store, io, ctx } = botTable);
});
afterEach(() => botTable.close());

async function started(players: Actor[] = [ana, ben]): Promise<Session> {
  const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: players[0]!, game: 'lanterns', options: { rounds: 1 }, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  for (const p of players.slice(1)) expect((await ctx.runner.lobby(CH, 'inst0001', p, 'join')).ok).toBe(true);
  const r = await ctx.runner.lobby(CH, 'inst0001', players[0]!, 'start');
  if (!r.ok) throw new Error(r.error.message);
  await ctx.tables.idle();
  await ctx.runner.outbox.idle();
  return current();
}

const current = (): Promise<Session> => botTable.current(CH);

describe('bot/service lobby', () => {
  it('refuses a second lobby in a channel and a start below the seat count', async () => {
    await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: {}, timerSeconds: null });
    const again = await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: ben, game: 'lanterns', options: {}, timerSeconds: null });
    expect(again).toEqual({ ok: false, error: { code: 'lobby-open', message: 'A lobby is already open in this channel: join it, or its host can cancel it.' } });
    expect(await ctx.runner.lobby(CH, 'inst0001', ben, 'start')).toEqual({ ok: false, error: { code: 'not-host', message: 'Only the host can start the game.' } });
  });

  it('quotes a mistyped game name by its start and counts the rest, so the refusal fits a Discord message', async () => {
    const r = await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'x'.repeat(6000), options: {}, timerSeconds: null });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/^There is no game called "x+" \(and \d+ more characters\)\.$/);
    expect(!r.ok && r.error.message.length).toBeLessThan(160);
  });

  it('shows an option whose 0 lets the game choose under its word, and a number as given', async () => {
    const tp = botTable.context({ modules: registry([tippingPointModule]) }).runner;
    const auto = await tp.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'tipping-point', options: {}, timerSeconds: null });
    const fixed = await tp.newLobby({ channelId: '101', guildId: 'g', actor: ana, game: 'tipping-point', options: { tip: 24 }, timerSeconds: null });
    if (!auto.ok || !fixed.ok) throw new Error('lobby refused');
    const described = (s: typeof auto.value) => JSON.stringify(lobbyPayload(s, tippingPointModule).embeds);
    expect(described(auto.value)).toContain('Seesaw tips at: **automatic**');
    expect(described(fixed.value)).toContain('Seesaw tips at: **24**');
  });

  it('refuses options outside the game', async () => {
    const r = await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: { rounds: 12 }, timerSeconds: null });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toBe('Lanterns has no rounds 12: choose a whole number from 1 to 5.');
  });
});

describe('bot/service play', () => {
  it('DMs every player at the start and posts one table message', async () => {
    await started();
    expect(io.dms.map((d) => d.userId).sort()).toEqual(['u0', 'u1']);
    expect(payloadText(io.dms[0]!.payload)).toContain('Test Server › #games');
    const s = await current();
    expect(s.tableMessageId).not.toBeNull();
    expect(s.tableStale).toBe(false);
  });

  it('tells a player with closed DMs once, in the channel, and keeps the game going', async () => {
    io.closedDms.add('u1');
    await started();
    const notices = () => io.channelTexts(CH).filter((t) => t.includes('I cannot send you direct messages'));
    expect(notices()).toHaveLength(1);
    const s = await current();
    expect(s.seats[1]!.dmOpen).toBe(false);
    const p = openPrompts(s, lanterns)[0]!;
    await ctx.runner.answer(CH, 'inst0001', ana, { prompt: p.id, values: [p.options[0]!.value] });
    expect(notices()).toHaveLength(1);
  });

  it('applies two clicks on the same button once', async () => {
    const s = await started();
    const p = openPrompts(s, lanterns)[0]!;
    const a = { prompt: p.id, values: [p.options[0]!.value] };
    const [r1, r2] = await Promise.all([ctx.runner.answer(CH, 'inst0001', ana, a), ctx.runner.answer(CH, 'inst0001', ana, a)]);
    expect([r1.ok, r2.ok]).toEqual([true, false]);
    expect(!r2.ok && r2.error.message).toBe('This has moved on: that question is no longer open.');
  });

  it('answers "not your decision" to a seated player who does not owe it, and refuses onlookers', async () => {
    const s = await started();
    const p = openPrompts(s, lanterns)[0]!;
    expect(await ctx.runner.answer(CH, 'inst0001', ben, { prompt: p.id, values: [p.options[0]!.value] })).toEqual({ ok: false, error: { code: 'not-your-decision', message: 'This is not your decision.' } });
    expect(await ctx.runner.answer(CH, 'inst0001', eve, { prompt: p.id, values: [p.options[0]!.value] })).toEqual({ ok: false, error: { code: 'not-a-player', message: 'You are not playing in this game, so this is not your decision.' } });
    expect(await ctx.runner.answer(CH, 'old00000', ana, { prompt: p.id, values: [p.options[0]!.value] })).toEqual({ ok: false, error: { code: 'stale', message: 'This has moved on: that button belongs to an earlier game in this channel.' } });
  });

  it('never shows a private prompt option in the channel', async () => {
    const s = await started();
    const hand = (s.state as { hands: Record<string, number[]> }).hands;
    await ctx.tables.idle();
    const table = io.messages.get((await current()).tableMessageId!)!;
    const json = JSON.stringify(table.payload.components);
    for (const card of [...hand.p0!, ...hand.p1!]) expect(json).not.toContain(`"c${card}"`);
    expect(json).toContain('Answer privately');
  });

  it('lets only the host or Manage Channels end a game', async () => {
    await started();
    expect(await ctx.runner.end(CH, null, ben)).toEqual({ ok: false, error: { code: 'not-host', message: 'Only the host or someone with Manage Channels can end the game.' } });
    const ended = await ctx.runner.end(CH, null, mod);
    expect(ended.ok && say('en', ended.value)).toBe('The game was ended.');
    expect((await current()).phase).toBe('ended');
  });

  it('hands a kicked seat to a replacement who can then answer', async () => {
    await started();
    const r = await ctx.runner.kick(CH, ana, { userId: 'u1' }, { userId: 'u5', name: 'Zed' });
    expect(r.ok && say('en', r.value)).toBe('Zed now plays that seat.');
    expect((await current()).seats.map((x) => x.name)).toEqual(['Ana', 'Zed']);
  });
});

describe('bot/service saves', () => {
  it('GIVEN a game played, each table shown THEN every click saves once, and only a turn ping posted adds a save', async () => {
    await started();
    const saves = { n: 0 };
    const real = store;
    // As in Tipping Point and Earth, a hand that changes is no secret dealt: no DM, so no DM's record to save.
    const quietHands = { ...lanternsModule, engine: { ...lanterns, secrets: () => [] } } as typeof lanternsModule;
    ctx = botTable.ctx = botTable.context({ store: { ...real, save: (d, rev) => (saves.n++, real.save(d, rev)) }, modules: registry([quietHands]) });
    const tableId = (await current()).tableMessageId;
    const postsBefore = io.messages.size + io.removed.length;
    let clicks = 0;
    // Until the game ends or waits on a secret window's minimum time (no prompt open then).
    for (let s = await current(); s.phase === 'playing' && openPrompts(s, lanterns).length; s = await current()) {
      const p = openPrompts(s, lanterns)[0]!;
      const who = s.seats[Number(p.player.slice(1))]!;
      const r = await ctx.runner.answer(CH, 'inst0001', { userId: who.userId, name: who.name, canManage: false }, { prompt: p.id, values: p.options.slice(0, Math.max(1, p.min ?? 1)).map((o) => o.value) });
      expect(r.ok).toBe(true);
      clicks++;
      await ctx.tables.idle();
    }
    // Every message posted since the start is a turn ping (the table keeps its message), and each is recorded once.
    expect((await current()).tableMessageId).toBe(tableId);
    // A secret window calls by DM (ping-routes.ts): each of those rounds of calls is saved once too.
    const windowCalls = new Set(io.dms.filter((d) => payloadText(d.payload).startsWith('Your turn in')).map((d) => payloadText(d.payload))).size;
    const pings = io.messages.size + io.removed.length - postsBefore + windowCalls;
    expect(clicks).toBeGreaterThan(3);
    expect(saves.n).toBe(clicks + pings);
  });
});

describe('bot/service kick', () => {
  it('takes a kicked player out when the game allows it, and the others play on', async () => {
    await started([ana, ben, { userId: 'u2', name: 'Cai', canManage: false }]);
    expect(await ctx.runner.kick(CH, ben, { userId: 'u2' }, null)).toEqual({ ok: false, error: { code: 'not-host', message: 'Only the host or someone with Manage Channels can kick a player.' } });
    const out = await ctx.runner.kick(CH, mod, { userId: 'u2' }, null);
    expect(out.ok && say('en', out.value)).toBe('They were taken out of the game.');
    const s = await current();
    expect((s.state as { players: string[] }).players).toEqual(['p0', 'p1']);
    expect(s.seats[2]!.control).toBe('auto');
    expect(openPrompts(s, lanterns).every((p) => p.player !== 'p2')).toBe(true);
  });
});

describe('bot/service storage', () => {
  it('resumes from the store after a restart and continues the same game', async () => {
    const s = await started();
    const p = openPrompts(s, lanterns)[0]!;
    await ctx.runner.answer(CH, 'inst0001', ana, { prompt: p.id, values: [p.options[0]!.value] });
    await ctx.tables.idle();
    ctx = await botTable.restart();
    store = botTable.store;
    const running = await ctx.runner.resume();
    expect(running.map((x) => x.instance)).toEqual(['inst0001']);
    const again = openPrompts(await current(), lanterns)[0]!;
    expect(again.id).not.toBe(p.id);
    expect((await ctx.runner.answer(CH, 'inst0001', ana, { prompt: again.id, values: [again.options[0]!.value] })).ok).toBe(true);
  });

  it('keeps an unreadable record aside, says so in the channel, and never overwrites it', async () => {
    await started();
    const g = await store.load(CH);
    if (g.kind !== 'ok') throw new Error();
    const broken = { ...g.record, session: { ...(g.record.session as object), phase: 'dancing' } };
    await store.save({ channelId: CH, guildId: 'g', game: 'lanterns', schemaVersion: 1, updatedAt: 'x', session: broken.session }, g.record.rev);
    const r = await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: {}, timerSeconds: null });
    expect(r.ok).toBe(false);
    expect(io.channelTexts(CH).filter((t) => t.includes('could not be read'))).toHaveLength(1);
    expect((await store.listAside()).length).toBe(1);
    expect(await ctx.runner.end(CH, null, ana)).toEqual({ ok: false, error: { code: 'clear-unreadable', message: 'Only someone with Manage Channels can clear an unreadable game.' } });
    expect((await ctx.runner.end(CH, null, mod)).ok).toBe(true);
    expect((await store.listAside()).length).toBe(1);
  });
});
