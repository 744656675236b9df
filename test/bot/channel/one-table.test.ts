import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessageFlags } from 'discord.js';
import type { BotContext } from '../../../src/bot/bot-context';
import { messageLink } from '../../../src/bot/channel/discord-port';
import { closedLobbyPayload } from '../../../src/bot/views/table-view';
import type { Actor } from '../../../src/platform/seats/permissions';
import type { Session } from '../../../src/platform/session-schema';
import { lanternsModule } from '../../fixtures/lanterns-module';
import type { FakeIO } from '../../fixtures/fake-io';
import { BotTable } from '../../fixtures/bot-table';
import { isTablePayload, payloadText } from '../../fixtures/payload-text';
import { say } from '../../../src/words/say';

/** A runner's words as an English reader reads them. */
const inEnglish = <E>(r: { ok: true; value: string } | { ok: false; error: E }) => (r.ok ? { ok: true, value: say('en', r.value) } : r);

/** /game status posts the table again: the channel still shows one table, never an older one with live buttons. */
const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const CH = '100';

let botTable: BotTable;
let io: FakeIO;
let ctx: BotContext;

beforeEach(async () => {
  botTable = await BotTable.open({ onDisk: 'hh-one-table-', newSeed: () => 'seed-1', newInstance: () => 'inst0001' });
  ({ io, ctx } = botTable);
});
afterEach(() => botTable.close());

const current = (): Promise<Session> => botTable.current(CH);

async function lobby(): Promise<void> {
  const r = await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: { rounds: 1 }, timerSeconds: null });
  if (!r.ok) throw new Error(r.error.message);
  expect((await ctx.runner.lobby(CH, 'inst0001', ben, 'join')).ok).toBe(true);
  await ctx.tables.idle();
}

async function started(): Promise<void> {
  await lobby();
  const lobbyId = (await current()).tableMessageId!;
  const r = await ctx.runner.lobby(CH, 'inst0001', ana, 'start');
  if (!r.ok) throw new Error(r.error.message);
  // As the Start button's answer does (src/bot/input/component-handler.ts).
  await io.edit(CH, lobbyId, closedLobbyPayload(r.value, lanternsModule.engine, 'started'));
  await ctx.tables.idle();
}

/** Messages in the channel showing the game (the lobby or the table), each with its buttons. */
const tables = () => [...io.messages.entries()].filter(([, m]) => m.channelId === CH && (m.payload.embeds?.some((e) => 'title' in e && String(e.title).startsWith('Lanterns')) || isTablePayload(m.payload, 'Lanterns')) && m.payload.components?.length).map(([id]) => id);

async function status(): Promise<void> {
  expect(inEnglish(await ctx.runner.status(CH))).toEqual({ ok: true, value: 'The table was posted again.' });
  await ctx.tables.idle();
}

describe('bot/one table in the channel', () => {
  it('GIVEN a game THEN each /game status posts the table anew and deletes the one before', async () => {
    await started();
    const first = (await current()).tableMessageId!;
    expect(tables()).toEqual([first]);
    for (let k = 0; k < 3; k++) await status();
    const now = (await current()).tableMessageId!;
    expect(now).not.toBe(first);
    expect(tables()).toEqual([now]);
    expect(io.removed).toContain(first);
    expect((await current()).repostTable).toBe(false);
  });

  it('GIVEN the old table cannot be deleted THEN it becomes one line to the current table, with nothing to press', async () => {
    await started();
    const first = (await current()).tableMessageId!;
    io.failingRemovals = true;
    await status();
    const now = (await current()).tableMessageId!;
    expect(tables()).toEqual([now]);
    const old = io.messages.get(first)!.payload;
    expect(payloadText(old)).toBe(`This table has moved: ${messageLink('g', CH, now)}`);
    // Still V2, as the table was; one line and nothing to press, its picture taken off.
    expect(old.flags).toBe(MessageFlags.IsComponentsV2);
    expect([old.components?.length, old.files]).toEqual([1, []]);
  });

  it('GIVEN a lobby THEN /game status leaves one lobby to join', async () => {
    await lobby();
    const first = (await current()).tableMessageId!;
    expect(inEnglish(await ctx.runner.status(CH))).toEqual({ ok: true, value: 'The lobby was posted again.' });
    await ctx.tables.idle();
    const now = (await current()).tableMessageId!;
    expect(now).not.toBe(first);
    expect(tables()).toEqual([now]);
  });

  it('GIVEN a restart before the new table went out THEN the restarted bot posts it and deletes the old one', async () => {
    await started();
    const first = (await current()).tableMessageId!;
    io.hungPosts = true;
    expect((await ctx.runner.status(CH)).ok).toBe(true);
    // The process stops here; the next one finds the repost in the record.
    io.hungPosts = false;
    ctx = await botTable.restart();
    await ctx.runner.resume();
    await ctx.tables.idle();
    const now = (await current()).tableMessageId!;
    expect(now).not.toBe(first);
    expect(tables()).toEqual([now]);
  });
});
