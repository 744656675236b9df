import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { handlers, responseMode } from '../../../src/bot/input/component-handler';
import type { CustomIdKind, Handler, IdOf } from '../../../src/bot/input/handlers/handler';
import { customIdKinds, encodeCustomId, type CustomId } from '../../../src/bot/views/custom-id';
import type { Session } from '../../../src/platform/session-schema';
import { lanterns } from '../../fixtures/lanterns';
import type { OfflineDiscord, OfflineUser } from '../../fixtures/offline-discord';
import { actor, BotTable } from '../../fixtures/bot-table';
import { instanceIds } from '../../fixtures/runner-table';
import { openPrompts } from '../../../src/platform/table/open-prompts';

/**
 * The component dispatcher: every kind of custom id has a handler, and each click is acknowledged exactly once,
 * the way its handler declares, whatever the handler then does (accept, refuse, redraw a panel).
 */

const ana: OfflineUser = { id: '120000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '120000000000000002', name: 'ben' };

/** What the offline Discord records: a bare deferUpdate, a deferred (private) reply, or an immediate reply. */
type Ack = 'update' | 'defer-reply' | 'reply';
type TableState = 'lobby' | 'playing' | 'ended';

interface Sample<K extends CustomIdKind> {
  /** Where the control is pressed: a table in this state. */
  on: TableState;
  /** The id, given that table and its first open prompt. */
  id: (s: Session, prompt: string) => IdOf<K>;
  /** Values a menu sends; absent for a button. */
  values?: string[];
  /** The acknowledgement pressed on the table, then on a private message: how the bot has always answered. */
  acks: [Ack, Ack];
}

// One entry per kind (a kind without one does not compile), a few verbs where the acknowledgement depends on it.
const samples: { [K in CustomIdKind]: Sample<K>[] } = {
  lobby: [{ on: 'lobby', id: (s) => ({ kind: 'lobby', instance: s.instance, verb: 'start' }), acks: ['update', 'update'] }],
  addai: [{ on: 'lobby', id: (s) => ({ kind: 'addai', instance: s.instance }), values: ['random'], acks: ['update', 'update'] }],
  answer: [{ on: 'playing', id: (s, prompt) => ({ kind: 'answer', instance: s.instance, prompt, value: 'nothing-offered' }), acks: ['update', 'update'] }],
  select: [{ on: 'playing', id: (s, prompt) => ({ kind: 'select', instance: s.instance, prompt }), values: ['nothing-offered'], acks: ['update', 'update'] }],
  pickdone: [{ on: 'playing', id: (s, prompt) => ({ kind: 'pickdone', instance: s.instance, prompt, picked: '1' }), acks: ['update', 'update'] }],
  page: [{ on: 'playing', id: (s, prompt) => ({ kind: 'page', instance: s.instance, prompt, page: 0, picked: '0' }), acks: ['defer-reply', 'update'] }],
  pagepick: [{ on: 'playing', id: (s, prompt) => ({ kind: 'pagepick', instance: s.instance, prompt, page: 0, picked: '0' }), values: ['nothing-offered'], acks: ['defer-reply', 'update'] }],
  open: [{ on: 'playing', id: (s) => ({ kind: 'open', instance: s.instance }), acks: ['defer-reply', 'defer-reply'] }],
  hand: [{ on: 'playing', id: (s) => ({ kind: 'hand', instance: s.instance }), acks: ['defer-reply', 'defer-reply'] }],
  call: [{ on: 'playing', id: (s) => ({ kind: 'call', instance: s.instance, channel: s.channelId }), acks: ['defer-reply', 'defer-reply'] }],
  undo: [{ on: 'playing', id: (s) => ({ kind: 'undo', instance: s.instance }), acks: ['defer-reply', 'update'] }],
  why: [{ on: 'playing', id: (s) => ({ kind: 'why', instance: s.instance }), acks: ['defer-reply', 'defer-reply'] }],
  hint: [{ on: 'playing', id: (s) => ({ kind: 'hint', instance: s.instance }), acks: ['defer-reply', 'defer-reply'] }],
  text: [{ on: 'playing', id: (s) => ({ kind: 'text', instance: s.instance }), acks: ['defer-reply', 'defer-reply'] }],
  notes: [{ on: 'playing', id: (s) => ({ kind: 'notes', instance: s.instance, verb: 'off' }), acks: ['defer-reply', 'update'] }],
  aside: [{ on: 'playing', id: (s) => ({ kind: 'aside', instance: s.instance, verb: 'on' }), acks: ['defer-reply', 'update'] }],
  end: [
    { on: 'playing', id: (s) => ({ kind: 'end', instance: s.instance, verb: 'no' }), acks: ['defer-reply', 'update'] },
    { on: 'playing', id: (s) => ({ kind: 'end', instance: s.instance, verb: 'yes' }), acks: ['defer-reply', 'update'] },
    { on: 'playing', id: (s) => ({ kind: 'end', instance: s.instance, verb: 'agree' }), acks: ['defer-reply', 'update'] },
  ],
  expiry: [{ on: 'playing', id: (s) => ({ kind: 'expiry', instance: s.instance, verb: 'skip' }), acks: ['defer-reply', 'defer-reply'] }],
  rematch: [
    { on: 'ended', id: (s) => ({ kind: 'rematch', instance: s.instance, verb: 'ask' }), acks: ['defer-reply', 'defer-reply'] },
    { on: 'ended', id: (s) => ({ kind: 'rematch', instance: s.instance, verb: 'accept' }), acks: ['update', 'update'] },
  ],
  newgame: [
    { on: 'ended', id: (s) => ({ kind: 'newgame', instance: s.instance, verb: 'menu' }), acks: ['reply', 'reply'] },
    { on: 'ended', id: (s) => ({ kind: 'newgame', instance: s.instance, verb: 'pick' }), values: ['lanterns'], acks: ['update', 'update'] },
  ],
  standing: [{ on: 'playing', id: (s) => ({ kind: 'standing', instance: s.instance, verb: 'off', what: 'round-pass' }), acks: ['defer-reply', 'update'] }],
  ref: [{ on: 'playing', id: () => ({ kind: 'ref', instance: 'ref', game: 'lanterns', entry: 't0', page: 0 }), acks: ['update', 'update'] }],
  // A lesson's whole rule is a new private reply: the panel it was pressed on keeps its decision.
  lesson: [{ on: 'playing', id: () => ({ kind: 'lesson', instance: 'ref', game: 'lanterns', entry: 't0' }), acks: ['defer-reply', 'defer-reply'] }],
};

let botTable: BotTable;
let ctx: BotContext;
let discord: OfflineDiscord;
let channels = 0;

beforeAll(async () => {
  botTable = await BotTable.open({ newSeed: () => 'ack-seed', newInstance: instanceIds('k'), limits: { perServer: Infinity, perHost: Infinity }, offline: {} });
  ({ ctx } = botTable);
  discord = botTable.discord!;
});

afterAll(() => botTable.close());

/** A table of ana and ben in a channel of its own, in the state asked for. */
async function table(on: TableState): Promise<{ channelId: string; session: Session }> {
  const channelId = `22000000000000${String(channels++).padStart(4, '0')}`;
  const lobby = await ctx.runner.newLobby({ channelId, guildId: discord.guildId, actor: actor(ana), game: 'lanterns', options: { rounds: 1, bidding: false }, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  let s = lobby.value;
  const joined = await ctx.runner.lobby(channelId, s.instance, actor(ben), 'join');
  if (!joined.ok) throw new Error(joined.error.message);
  s = joined.value;
  if (on !== 'lobby') {
    const started = await ctx.runner.lobby(channelId, s.instance, actor(ana), 'start');
    if (!started.ok) throw new Error(started.error.message);
    s = started.value;
  }
  while (on === 'ended' && s.phase === 'playing') {
    const p = openPrompts(s, lanterns)[0]!;
    const a = await ctx.runner.answer(channelId, s.instance, actor(p.player === 'p0' ? ana : ben), { prompt: p.id, values: [p.options[0]!.value] });
    if (!a.ok) throw new Error(a.error.message);
    s = a.value.session;
  }
  await ctx.tables.idle();
  return { channelId, session: s };
}

const declaredAck = (id: CustomId, onPrivate: boolean): Ack => {
  const mode = responseMode(handlers[id.kind] as Handler<CustomIdKind>, id);
  if (mode === 'reply-now') return 'reply';
  return mode === 'update' || (mode === 'update-if-private' && onPrivate) ? 'update' : 'defer-reply';
};

describe('bot/component handlers', () => {
  it('GIVEN the custom id schema THEN every kind it lists has a handler, and the table holds no other', () => {
    expect(Object.keys(handlers).sort()).toEqual([...customIdKinds].sort());
    for (const kind of customIdKinds) expect(typeof handlers[kind].run, kind).toBe('function');
  });

  const cases = (Object.entries(samples) as [CustomIdKind, Sample<CustomIdKind>[]][]).flatMap(([kind, list]) =>
    list.flatMap((sample) => [false, true].map((onPrivate) => ({ kind, sample, onPrivate }))));

  it.each(cases)('GIVEN a $kind control pressed (private message: $onPrivate) THEN it is acknowledged once, as its handler declares', async ({ sample, onPrivate }) => {
    const { channelId, session } = await table(sample.on);
    const prompt = openPrompts(session, lanterns)[0];
    const presser = prompt?.player === 'p1' ? ben : ana;
    const id = sample.id(session, prompt?.id ?? 'no-prompt');
    const raw = encodeCustomId(id);
    const source = { ephemeral: onPrivate };
    const h = sample.values ? await discord.select(presser, channelId, raw, sample.values, source) : await discord.click(presser, channelId, raw, source);
    await ctx.tables.idle();
    const label = `${raw} → ${JSON.stringify(h)}`;
    expect(h.errors, label).toEqual([]);
    expect(h.acks, label).toEqual([declaredAck(id, onPrivate)]);
    expect(h.acks[0], label).toBe(sample.acks[onPrivate ? 1 : 0]);
    // Something is always said or shown, unless the click was a plain update the table answers by itself.
    if (h.acks[0] !== 'update') expect(h.shown.length, label).toBeGreaterThan(0);
  });
});
