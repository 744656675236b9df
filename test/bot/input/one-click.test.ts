import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { decodeCustomId, encodeCustomId } from '../../../src/bot/views/custom-id';
import { channelPingPayload, dmPingPayload } from '../../../src/bot/views/ping-view';
import { publicDecisions, type PublicDecisions } from '../../../src/platform/telling/public-prompt';
import type { Session } from '../../../src/platform/session-schema';
import { lanterns } from '../../fixtures/lanterns';
import { type OfflineDiscord, type OfflineUser, type ShownControl } from '../../fixtures/offline-discord';
import { actor, BotTable } from '../../fixtures/bot-table';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { payloadText } from '../../fixtures/payload-text';

/**
 * A turn ping's "Decide now": one press from the call to the decision, in the channel or in a DM, refused once the
 * game it called to is over.
 */

const ana: OfflineUser = { id: '130000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '130000000000000002', name: 'ben' };
const cy: OfflineUser = { id: '130000000000000003', name: 'cy' };
const DM_CHANNEL = '330000000000000001';

let botTable: BotTable;
let ctx: BotContext;
let discord: OfflineDiscord;
let n = 0;
let channels = 0;

beforeAll(async () => {
  botTable = await BotTable.open({ newSeed: () => 'call-seed', newInstance: () => `c${String(n++).padStart(7, '0')}`, limits: { perServer: Infinity, perHost: Infinity }, offline: {} });
  ({ ctx } = botTable);
  discord = botTable.discord!;
});
afterAll(() => botTable.close());

async function playing(bidding = false): Promise<Session> {
  const channelId = `23000000000000${String(channels++).padStart(4, '0')}`;
  const lobby = await ctx.runner.newLobby({ channelId, guildId: discord.guildId, actor: actor(ana), game: 'lanterns', options: { rounds: 1, bidding }, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  const joined = await ctx.runner.lobby(channelId, lobby.value.instance, actor(ben), 'join');
  if (!joined.ok) throw new Error(joined.error.message);
  const started = await ctx.runner.lobby(channelId, lobby.value.instance, actor(ana), 'start');
  if (!started.ok) throw new Error(started.error.message);
  await ctx.tables.idle();
  return started.value;
}

async function playToEnd(s: Session): Promise<Session> {
  while (s.phase === 'playing') {
    const p = openPrompts(s, lanterns)[0]!;
    const a = await ctx.runner.answer(s.channelId, s.instance, actor(p.player === 'p0' ? ana : ben), { prompt: p.id, values: [p.options[0]!.value] });
    if (!a.ok) throw new Error(a.error.message);
    s = a.value.session;
  }
  await ctx.tables.idle();
  return s;
}

const owner = (s: Session) => (openPrompts(s, lanterns)[0]!.player === 'p0' ? ana : ben);
const buttons = (components: readonly unknown[] = []) => components.flatMap((r) => (r as { components?: ShownControl[] }).components ?? []);

describe('bot/one click from the call', () => {
  it('GIVEN a turn ping in the channel and by DM THEN each carries one button naming the table and its channel', async () => {
    const s = await playing();
    const d = publicDecisions(s, lanterns);
    const inChannel = channelPingPayload(s, lanterns, d, [ana.id], 'link');
    const byDm = dmPingPayload(s, lanterns, d, ana.id, 'a place', 'link');
    for (const payload of [inChannel, byDm]) {
      const [b] = buttons(payload.components);
      expect(b?.label).toBe('Decide now');
      expect(decodeCustomId(b!.custom_id)).toEqual({ kind: 'call', instance: s.instance, channel: s.channelId });
    }
  });

  it('GIVEN two people called to public decisions too long to name in one message THEN the ping says how many, and cuts no words', async () => {
    const s = await playing();
    const long = (who: string) => `weighing ${who}'s ${'very long public decision, '.repeat(20)}at last`;
    const d: PublicDecisions = { prompts: [{ player: 'p0', id: 'a', text: long('ana'), options: null, min: 1, max: 1 }, { player: 'p1', id: 'b', text: long('ben'), options: null, min: 1, max: 1 }], window: null };
    expect(channelPingPayload(s, lanterns, d, [ana.id, ben.id], 'link').content).toBe(`<@${ana.id}> <@${ben.id}> your turn in ${lanterns.name}: 2 decisions. link`);
    // One of them alone is named whole.
    expect(payloadText(dmPingPayload(s, lanterns, d, ana.id, 'a place', 'link'))).toBe(`Your turn in **${lanterns.name}** in a place: ${long('ana')}. link`);
  });

  it.each(['Choose a lantern.', 'Which lantern?', 'Pick one!', 'Choose an action (Plant: draw 1 · Water: 2 Soil).'])(
    'GIVEN a decision whose text ends with its own mark (%s) THEN the ping ends its sentence with one full stop',
    async (text) => {
      const s = await playing();
      const d: PublicDecisions = { prompts: [{ player: 'p0', id: 'a', text, options: null, min: 1, max: 1 }, { player: 'p1', id: 'b', text, options: null, min: 1, max: 1 }], window: null };
      const two = { prompts: [d.prompts[0]!, { ...d.prompts[1]!, text: 'Wait.' }], window: null };
      for (const content of [channelPingPayload(s, lanterns, d, [ana.id], 'link').content, payloadText(dmPingPayload(s, lanterns, d, ana.id, 'a place', 'link')), channelPingPayload(s, lanterns, two, [ana.id, ben.id], 'link').content]) {
        expect(content).toMatch(/[^.!?:;,] ?\. link$/);
        expect(content).not.toMatch(/[.!?:;,]\s*[.;]/);
      }
    },
  );

  it('GIVEN the called player presses it in the channel THEN their own decision opens privately, and the panel is kept live', async () => {
    const s = await playing();
    const before = ctx.panels.size();
    const h = await discord.click(owner(s), s.channelId, encodeCustomId({ kind: 'call', instance: s.instance, channel: s.channelId }));
    expect(h.acks).toEqual(['defer-reply']);
    expect(h.shown[0]).toMatchObject({ via: 'deferred-reply', ephemeral: true });
    expect(h.shown[0]!.text).toContain('Choose a lantern to play from your hand.');
    expect(h.shown[0]!.controls.length).toBeGreaterThan(0);
    expect(ctx.panels.size()).toBe(before + 1);
  });

  it('GIVEN the button pressed in a DM THEN the id finds the table in its channel and opens the same decision', async () => {
    const s = await playing();
    const h = await discord.click(owner(s), DM_CHANNEL, encodeCustomId({ kind: 'call', instance: s.instance, channel: s.channelId }));
    expect(h.errors).toEqual([]);
    expect(h.shown[0]!.text).toContain('Choose a lantern to play from your hand.');
  });

  it('GIVEN someone not playing presses a channel ping THEN they get the usual refusal', async () => {
    const s = await playing();
    const h = await discord.click(cy, s.channelId, encodeCustomId({ kind: 'call', instance: s.instance, channel: s.channelId }));
    expect(h.shown[0]!.text).toBe('You are not playing in this game.');
  });

  it('GIVEN a ping of a game that ended, or that a newer table replaced THEN its button says the call has moved on', async () => {
    const s = await playing();
    const ended = await playToEnd(s);
    const h = await discord.click(ana, DM_CHANNEL, encodeCustomId({ kind: 'call', instance: ended.instance, channel: ended.channelId }));
    expect(h.shown[0]!.text).toBe('This call has moved on: the game it was for is over.');
    const other = await playing();
    const replaced = await discord.click(ana, DM_CHANNEL, encodeCustomId({ kind: 'call', instance: 'zzzz0000', channel: other.channelId }));
    expect(replaced.shown[0]!.text).toBe('This call has moved on: the game it was for is over.');
  });

  it('GIVEN a live panel of the waiting player WHEN their turn comes back THEN after the table is shown it is edited to their decision', async () => {
    const s = await playing();
    const first = owner(s);
    const waiting = first === ana ? ben : ana;
    const edits: string[] = [];
    ctx.panels.remember({ channelId: s.channelId, instance: s.instance, userId: waiting.id, at: Date.now(), prompt: null, edit: async (p) => void edits.push(payloadText(p)) });
    let now = s;
    while (owner(now) === first) {
      const p = openPrompts(now, lanterns)[0]!;
      const a = await ctx.runner.answer(now.channelId, now.instance, actor(first), { prompt: p.id, values: [p.options[0]!.value] });
      if (!a.ok) throw new Error(a.error.message);
      now = a.value.session;
    }
    await ctx.tables.idle();
    // Edited once, to the decision, opening with what the other player did meanwhile.
    await vi.waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatch(/^\*\*Since your last turn:\*\*\n(• .*\n)*• \w+ places lantern \d+ on the \w+ pile.*\n\*\*Choose a lantern to play from your hand\.\*\*$/);
  });
  it('GIVEN a live panel on a secret window WHEN its person answers it from elsewhere THEN the panel stops asking, though the table shows nothing', async () => {
    let s = await playing(true);
    while (!openPrompts(s, lanterns).some((p) => p.secretWindow)) {
      const p = openPrompts(s, lanterns)[0]!;
      const a = await ctx.runner.answer(s.channelId, s.instance, actor(p.player === 'p0' ? ana : ben), { prompt: p.id, values: [p.options[0]!.value] });
      if (!a.ok) throw new Error(a.error.message);
      s = a.value.session;
    }
    await ctx.tables.idle();
    await ctx.panels.idle();
    const bid = openPrompts(s, lanterns).find((p) => p.player === 'p1')!;
    const edits: string[] = [];
    ctx.panels.remember({ channelId: s.channelId, instance: s.instance, userId: ben.id, at: Date.now(), prompt: bid.id, edit: async (p) => void edits.push(payloadText(p)) });
    const shown = () => [...botTable.io.messages.values()].filter((m) => m.channelId === s.channelId).map((m) => m.edits).join(',');
    const tableEdits = shown();
    // Answered from a DM's panel, say: nothing the channel sees changes, so the table is not shown again.
    const a = await ctx.runner.answer(s.channelId, s.instance, actor(ben), { prompt: bid.id, values: [bid.options[0]!.value] });
    if (!a.ok) throw new Error(a.error.message);
    await ctx.tables.idle();
    await ctx.panels.idle();
    expect(shown()).toBe(tableEdits);
    expect(edits).toHaveLength(1);
    expect(edits[0]).not.toContain('Secret bid');
  });
});
