import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { encodeCustomId } from '../../../src/bot/views/custom-id';
import { tablePayload } from '../../../src/bot/views/table-view';
import { registry } from '../../../src/platform/module';
import { publicDecisions } from '../../../src/platform/telling/public-prompt';
import { acceptRematch, awaitingRematch, declineRematch, openRematch } from '../../../src/platform/seats/rematch';
import { sessionSchema, type Session } from '../../../src/platform/session-schema';
import type { FakeIO } from '../../fixtures/fake-io';
import { lanterns } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';
import type { OfflineDiscord, OfflineUser } from '../../fixtures/offline-discord';
import { actor, BotTable } from '../../fixtures/bot-table';
import { instanceIds } from '../../fixtures/runner-table';
import { addAi } from '../../../src/platform/seats/lobby-seats';
import { openPrompts } from '../../../src/platform/table/open-prompts';

const modules = registry([lanternsModule]);
const ana: OfflineUser = { id: '110000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '110000000000000002', name: 'ben' };
const eve: OfflineUser = { id: '110000000000000003', name: 'eve' };
const CH = '210000000000000001';

let botTable: BotTable;
let ctx: BotContext;
let discord: OfflineDiscord;
let io: FakeIO;

beforeEach(async () => {
  let seeds = 0;
  botTable = await BotTable.open({ modules, newSeed: () => `seed-${seeds++}`, newInstance: instanceIds('m'), offline: {} });
  ({ io, ctx } = botTable);
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

/** Ana and Ben (and an AI when asked) play Lanterns to its end. */
async function finished(withAi = false): Promise<Session> {
  const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: discord.guildId, actor: actor(ana), game: 'lanterns', options: { rounds: 1, bidding: false }, timerSeconds: 120 });
  if (!lobby.ok) throw new Error(lobby.error.message);
  const inst = lobby.value.instance;
  await ctx.runner.lobby(CH, inst, actor(ben), 'join');
  if (withAi) await ctx.runner.lobbyAi(CH, inst, actor(ana), 'random');
  const r = await ctx.runner.lobby(CH, inst, actor(ana), 'start');
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  while (s.phase === 'playing') {
    // The AI's moves follow an answer in slices: a prompt read before they are played may already be gone.
    await ctx.runner.aiIdle(CH);
    s = await current();
    const p = openPrompts(s, lanterns)[0];
    if (!p) break;
    const a = await ctx.runner.answer(CH, inst, actor(p.player === 'p0' ? ana : ben), { prompt: p.id, values: [p.options[0]!.value] });
    if (!a.ok) throw new Error(a.error.message);
    s = a.value.session;
  }
  if (s.phase !== 'ended') throw new Error('the game did not end');
  await ctx.tables.idle();
  return s;
}

const current = (): Promise<Session> => botTable.current(CH);

const rematchId = (instance: string, verb: 'ask' | 'accept' | 'decline') => encodeCustomId({ kind: 'rematch', instance, verb });

describe('platform/rematch', () => {
  const ended = (): Session => {
    // Parsed, so the fields this test does not care about take their defaults.
    let s: Session = sessionSchema.parse({
      instance: 'old00001', game: 'lanterns', phase: 'ended', channelId: CH, guildId: 'g', host: ana.id, options: { rounds: 2 }, timerSeconds: 300, seed: 's', state: null, log: [], logCount: 0, undo: [], tableMessageId: 'm', tableStale: false,
      waitingSince: null, reminded: false, expiryAsked: false, endedReason: 'finished', secretWindow: null, answers: [], startedAt: null, rematch: null, createdAt: 'x',
      seats: [ana, ben].map((u) => ({ userId: u.id, name: u.name, control: 'human' as const, aiLevel: null, dmOpen: true, privateHash: 'h' })),
    });
    const r = addAi({ ...s, phase: 'lobby' }, lanterns, { level: 'random', label: 'Random', decide: () => [] });
    if (r.ok) s = { ...r.value, phase: 'ended' };
    return s;
  };

  it('seats the same people and AI levels with the same options, the asker accepted, DM bookkeeping fresh', () => {
    const r = openRematch(ended(), lanternsModule, { userId: ben.id, name: 'ben' }, 'new00001', 'now');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toMatchObject({ phase: 'lobby', host: ben.id, options: { rounds: 2 }, timerSeconds: 300, rematch: { from: 'old00001', accepted: [ben.id] } });
    expect(r.value.seats.map((x) => [x.name, x.control, x.aiLevel, x.privateHash])).toEqual([['ana', 'human', null, null], ['ben', 'human', null, null], ['AI 1 (random)', 'ai', 'random', null]]);
  });

  it('asks a person whose seat was played automatically, though they cannot ask for the rematch themselves', () => {
    const s = ended();
    const left = { ...s, seats: s.seats.map((x) => (x.userId === ben.id ? { ...x, control: 'auto' as const } : x)) };
    expect(openRematch(left, lanternsModule, { userId: ben.id, name: 'ben' }, 'new00001', 'now').ok).toBe(false);
    const r = openRematch(left, lanternsModule, { userId: ana.id, name: 'ana' }, 'new00001', 'now');
    expect(r.ok && r.value.seats[1]).toMatchObject({ userId: ben.id, control: 'human' });
    expect(r.ok && awaitingRematch(r.value)).toEqual([ben.id]);
  });

  it('refuses a rematch asked by someone who did not play, and an answer from someone without a seat', () => {
    expect(openRematch(ended(), lanternsModule, { userId: eve.id, name: 'eve' }, 'new00001', 'now')).toEqual({ ok: false, error: { code: 'rematch-not-player', message: 'Only someone who played in this game to its end can ask for a rematch: anyone can open a new game.' } });
    const r = openRematch(ended(), lanternsModule, { userId: ana.id, name: 'ana' }, 'new00001', 'now');
    if (!r.ok) throw new Error(r.error.message);
    expect(acceptRematch(r.value, eve.id)).toEqual({ ok: false, error: { code: 'rematch-no-seat', message: 'You have no seat in this rematch: it asks the players of the last game.' } });
    expect(acceptRematch(r.value, ana.id)).toEqual({ ok: false, error: { code: 'rematch-accepted', message: 'You have already accepted: the game starts once everyone has.' } });
    expect(declineRematch(r.value, ana.id)).toEqual({ ok: false, error: { code: 'rematch-asker', message: 'You asked for this rematch: press Cancel to close it instead.' } });
    expect(acceptRematch(r.value, ben.id)).toMatchObject({ ok: true, value: { allIn: true } });
  });

  it('frees on a decline the seats of those who had not accepted: the ordinary lobby seats only people who said yes', () => {
    const s = ended();
    const three = { ...s, seats: [...s.seats, { ...s.seats[0]!, userId: eve.id, name: 'eve' }] };
    const r = openRematch(three, lanternsModule, { userId: ana.id, name: 'ana' }, 'new00001', 'now');
    if (!r.ok) throw new Error(r.error.message);
    const d = declineRematch(r.value, ben.id);
    expect(d.ok && d.value.rematch).toBeNull();
    expect(d.ok && d.value.seats.map((x) => x.name)).toEqual(['ana', 'AI 1 (random)']);
    const accepted = acceptRematch(r.value, eve.id);
    if (!accepted.ok) throw new Error(accepted.error.message);
    const later = declineRematch(accepted.value.session, ben.id);
    expect(later.ok && later.value.seats.map((x) => x.name)).toEqual(['ana', 'AI 1 (random)', 'eve']);
  });
});

describe('bot/rematch and new game', () => {
  it('puts Rematch and New game on the final table', async () => {
    const s = await finished();
    const payload = tablePayload({ session: s, engine: lanterns, decisions: publicDecisions(s, lanterns), picture: { png: Buffer.from(''), name: 't.png', alt: '' }, summary: '', outcome: lanterns.outcome(s.state as never) });
    const ids = (payload.components as unknown as { components?: { custom_id?: string }[] }[]).flatMap((r) => (r.components ?? []).map((c) => c.custom_id)).filter(Boolean);
    expect(ids).toEqual([rematchId(s.instance, 'ask'), encodeCustomId({ kind: 'newgame', instance: s.instance, verb: 'menu' })]);
  });

  it('GIVEN a rematch THEN the lobby names who is awaited, and it starts by itself with a new seed once all have accepted', async () => {
    const s = await finished(true);
    const asked = await discord.click(ana, CH, rematchId(s.instance, 'ask'));
    expect(asked.shown.at(-1)).toMatchObject({ ephemeral: true, content: 'The rematch lobby is open. It starts once every player has accepted.' });
    const lobby = await current();
    expect(lobby).toMatchObject({ phase: 'lobby', rematch: { from: s.instance, accepted: [ana.id] } });
    await ctx.tables.idle();
    const posted = [...io.messages.values()].at(-1)!;
    expect(posted.payload.content).toBe(`Rematch? <@${ben.id}>`);
    expect(posted.payload.allowedMentions).toEqual({ users: [ben.id] });
    const accepted = await discord.click(ben, CH, rematchId(lobby.instance, 'accept'));
    expect(accepted.errors).toEqual([]);
    const game = await current();
    expect(game).toMatchObject({ phase: 'playing', instance: lobby.instance, rematch: null, seed: 'seed-1', options: { rounds: 1, bidding: false }, timerSeconds: 120 });
    expect(game.seats.map((x) => x.control)).toEqual(['human', 'human', 'ai']);
  });

  it('GIVEN a decline THEN that seat is freed and the lobby is an ordinary one', async () => {
    const s = await finished();
    await discord.click(ana, CH, rematchId(s.instance, 'ask'));
    const lobby = await current();
    const declined = await discord.click(ben, CH, rematchId(lobby.instance, 'decline'));
    expect(declined.errors).toEqual([]);
    const after = await current();
    expect(after).toMatchObject({ phase: 'lobby', rematch: null, host: ana.id });
    expect(after.seats.map((x) => x.name)).toEqual(['ana']);
    expect((await ctx.runner.lobby(CH, after.instance, actor(eve), 'join')).ok).toBe(true);
  });

  it('GIVEN a rematch lobby THEN nobody who was not invited takes a seat, and its seats stay as they were', async () => {
    const s = await finished(true);
    await discord.click(ana, CH, rematchId(s.instance, 'ask'));
    const lobby = await current();
    const lobbyId = (verb: 'join' | 'leave' | 'start') => encodeCustomId({ kind: 'lobby', instance: lobby.instance, verb });
    expect((await discord.click(eve, CH, lobbyId('join'))).shown.at(-1)!.content).toBe('This rematch seats only the players of the last game, until one of them declines.');
    expect((await discord.click(ben, CH, lobbyId('leave'))).shown.at(-1)!.content).toBe('This is a rematch: press Decline to give up your seat.');
    expect((await discord.click(ana, CH, lobbyId('leave'))).shown.at(-1)!.content).toBe('The host cannot leave the lobby: press Cancel to close it instead.');
    const ai = await discord.select(ana, CH, encodeCustomId({ kind: 'addai', instance: lobby.instance }), ['random']);
    expect(ai.shown.at(-1)!.content).toBe("A rematch keeps the last game's seats until one of its players declines.");
    expect(await current()).toEqual(lobby);
  });

  it('GIVEN a rematch lobby THEN its host cannot start it before everyone seated has accepted', async () => {
    const s = await finished();
    await discord.click(ana, CH, rematchId(s.instance, 'ask'));
    const lobby = await current();
    const start = await discord.click(ana, CH, encodeCustomId({ kind: 'lobby', instance: lobby.instance, verb: 'start' }));
    expect(start.shown.at(-1)!.content).toBe('The rematch starts by itself once every player has accepted: still waiting for ben.');
    expect(await current()).toEqual(lobby);
    await discord.click(ben, CH, rematchId(lobby.instance, 'accept'));
    expect(await current()).toMatchObject({ phase: 'playing', instance: lobby.instance });
  });

  it('refuses Rematch from someone who did not play, and an old Rematch button once a newer table is here', async () => {
    const s = await finished();
    const r = await discord.click(eve, CH, rematchId(s.instance, 'ask'));
    expect(r.shown.at(-1)!.content).toBe('Only someone who played in this game to its end can ask for a rematch: anyone can open a new game.');
    await discord.click(ana, CH, rematchId(s.instance, 'ask'));
    const again = await discord.click(ben, CH, rematchId(s.instance, 'ask'));
    expect(again.shown.at(-1)!.content).toBe('This has moved on: a newer table is already in this channel.');
  });

  it('GIVEN New game THEN anyone picks a game privately and its lobby replaces the ended game', async () => {
    const s = await finished();
    const menu = await discord.click(eve, CH, encodeCustomId({ kind: 'newgame', instance: s.instance, verb: 'menu' }));
    expect(menu.shown.at(-1)).toMatchObject({ via: 'reply', ephemeral: true, components: 1 });
    const picked = await discord.select(eve, CH, encodeCustomId({ kind: 'newgame', instance: s.instance, verb: 'pick' }), ['lanterns'], { ephemeral: true });
    expect(picked.shown.at(-1)!.content).toBe('The Lanterns lobby is open in this channel.');
    expect(await current()).toMatchObject({ phase: 'lobby', host: eve.id, rematch: null });
  });
});
