import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { encodeCustomId } from '../../../src/bot/views/custom-id';
import type { Session } from '../../../src/platform/session-schema';
import type { GameStore } from '../../../src/store/game-store';
import type { OfflineDiscord, Handled, OfflineUser } from '../../fixtures/offline-discord';
import { actor, BotTable } from '../../fixtures/bot-table';
import { instanceIds } from '../../fixtures/runner-table';

/**
 * A control finds its game from the table id it carries, not from the channel it was pressed in: a press in a DM
 * (or on a panel opened from one) arrives with the DM's channel and no server, as Discord sends it. Pressed in a
 * server, a control still acts only on the table of the channel it was pressed in, or of a thread off it.
 */

const ana: OfflineUser = { id: '110000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '110000000000000002', name: 'ben' };
const cy: OfflineUser = { id: '110000000000000003', name: 'cy' };
const CH = '210000000000000001';
const OTHER = '210000000000000002';
const ANA_DM = '310000000000000001';
const BEN_DM = '310000000000000002';
const fromDm = { ephemeral: true, dm: true };

let botTable: BotTable;
let store: GameStore;
let ctx: BotContext;
let discord: OfflineDiscord;

beforeEach(async () => {
  botTable = await BotTable.open({ newSeed: () => 'dm-seed', newInstance: instanceIds('d'), offline: {} });
  ({ store, ctx } = botTable);
  discord = botTable.discord!;
});

afterEach(() => botTable.close());

/** A Lanterns game of Ana and Ben, started in CH (played in a thread off it with `where: 'thread'`); its session. */
async function started(where: 'thread' | 'channel' = 'channel'): Promise<Session> {
  const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: discord.guildId, actor: actor(ana), game: 'lanterns', options: { rounds: 1 }, timerSeconds: null, where });
  if (!lobby.ok) throw new Error(lobby.error.message);
  expect((await ctx.runner.lobby(CH, lobby.value.instance, actor(ben), 'join')).ok).toBe(true);
  const r = await ctx.runner.lobby(CH, lobby.value.instance, actor(ana), 'start');
  if (!r.ok) throw new Error(r.error.message);
  await ctx.tables.idle();
  return r.value;
}

async function now(channelId: string): Promise<Session> {
  const g = await store.load(channelId);
  if (g.kind !== 'ok') throw new Error(`no game in ${channelId}`);
  return g.record.session as Session;
}

/** What a press could change: the game, its log and its seats (the DMs the start owes go out in their own time). */
const play = async (channelId: string) => {
  const s = await now(channelId);
  return JSON.stringify({ state: s.state, log: s.log, seats: s.seats.map((x) => x.userId) });
};

const last = (h: Handled) => {
  expect(h.errors).toEqual([]);
  return h.shown.at(-1)!;
};

/** The first answer on a panel: a lantern button. */
const lanternOn = (panel: Handled['shown'][number]) => panel.controls.find((c) => c.custom_id.split(':')[2] === 'answer')!;

describe('bot/controls pressed in a DM', () => {
  for (const where of ['channel', 'thread'] as const) {
    it(`GIVEN a game in a ${where} WHEN Decide now, then an answer, Why? and Undo are pressed in a DM THEN each reaches the game`, async () => {
      const s = await started(where);
      expect(s.channelId === CH).toBe(where === 'channel');
      // A DM ping's Decide now names its channel; a thread's id (a snowflake on Discord) is the test's own word here.
      const entry = where === 'channel' ? encodeCustomId({ kind: 'call', instance: s.instance, channel: s.channelId }) : encodeCustomId({ kind: 'open', instance: s.instance });
      const panel = last(await discord.click(ana, ANA_DM, entry, { ephemeral: false, dm: true }));
      const answer = lanternOn(panel);
      expect(answer, panel.content).toBeDefined();
      const before = await play(s.channelId);
      const answered = last(await discord.click(ana, ANA_DM, answer.custom_id, fromDm));
      expect(answered.content).toContain('Answer received.');
      expect(await play(s.channelId)).not.toBe(before);
      const why = last(await discord.click(ana, ANA_DM, encodeCustomId({ kind: 'why', instance: s.instance }), fromDm));
      expect(why.content).not.toMatch(/no game in this channel|Nothing is asked of you/);
      const undo = last(await discord.click(ana, ANA_DM, encodeCustomId({ kind: 'undo', instance: s.instance }), fromDm));
      expect(undo.content).toContain('Your last step was taken back.');
      expect((await now(s.channelId)).state).toEqual(JSON.parse(before).state);
    });
  }

  it('GIVEN a person with no seat WHEN they press a seat control in their DM THEN it is refused as for any press, and nothing changes', async () => {
    const s = await started();
    const before = await play(CH);
    const panel = last(await discord.click(ana, ANA_DM, encodeCustomId({ kind: 'call', instance: s.instance, channel: CH }), { ephemeral: false, dm: true }));
    const stranger = last(await discord.click(cy, '310000000000000003', lanternOn(panel).custom_id, fromDm));
    expect(stranger.content).toContain('You are not playing in this game');
    expect(await play(CH)).toBe(before);
  });

  it('GIVEN a lobby WHEN its Join is pressed in a DM THEN it is refused, saying where it works, and nobody is seated', async () => {
    const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: discord.guildId, actor: actor(ana), game: 'lanterns', options: {}, timerSeconds: null });
    if (!lobby.ok) throw new Error(lobby.error.message);
    const said = last(await discord.click(ben, BEN_DM, encodeCustomId({ kind: 'lobby', instance: lobby.value.instance, verb: 'join' }), { ephemeral: false, dm: true }));
    expect(said.content).toBe('This works only in the channel the game is played in: press it on the table there.');
    expect((await now(CH)).seats.map((x) => x.userId)).toEqual([ana.id]);
  });

  it('GIVEN a table that is no longer kept WHEN its control is pressed in a DM THEN the press says so', async () => {
    const s = await started();
    expect((await ctx.runner.end(CH, s.instance, actor(ana))).ok).toBe(true);
    await ctx.tables.idle();
    await ctx.runner.sweep();
    const gone = await store.load(CH);
    if (gone.kind !== 'none') await store.delete(CH);
    const forgotten = last(await discord.click(ana, ANA_DM, encodeCustomId({ kind: 'why', instance: 'zzzz9999' }), fromDm));
    expect(forgotten.content).toBe('This has moved on: the game this belongs to is over and no longer kept.');
  });

  it('GIVEN a game in one channel WHEN its control is pressed in another channel of the server THEN it is refused there, as before', async () => {
    const s = await started();
    const before = await play(CH);
    const panel = last(await discord.click(ana, CH, encodeCustomId({ kind: 'open', instance: s.instance })));
    const elsewhere = last(await discord.click(ana, OTHER, lanternOn(panel).custom_id, { ephemeral: true }));
    expect(elsewhere.content).toContain('There is no game in this channel');
    expect(await play(CH)).toBe(before);
  });

  it('GIVEN a game in a thread WHEN a panel opened in the channel the thread is off is answered THEN the answer reaches the thread\'s game', async () => {
    const s = await started('thread');
    const panel = last(await discord.click(ana, CH, encodeCustomId({ kind: 'open', instance: s.instance }), { ephemeral: true }));
    const before = await play(s.channelId);
    expect(last(await discord.click(ana, CH, lanternOn(panel).custom_id, { ephemeral: true })).content).toContain('Answer received.');
    expect(await play(s.channelId)).not.toBe(before);
  });

  it('GIVEN a lobby cancelled THEN its table id no longer names a place', async () => {
    const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: discord.guildId, actor: actor(ana), game: 'lanterns', options: {}, timerSeconds: null });
    if (!lobby.ok) throw new Error(lobby.error.message);
    expect(await store.readDoc(`place:${lobby.value.instance}`)).not.toBeNull();
    expect((await ctx.runner.lobby(CH, lobby.value.instance, actor(ana), 'cancel')).ok).toBe(true);
    expect(await store.readDoc(`place:${lobby.value.instance}`)).toBeNull();
  });
});
