import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { registry } from '../../../src/platform/module';
import type { Actor } from '../../../src/platform/seats/permissions';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import type { Session } from '../../../src/platform/session-schema';
import type { FakeIO } from '../../fixtures/fake-io';
import { lanterns } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { BotTable } from '../../fixtures/bot-table';
import { isTablePayload } from '../../fixtures/payload-text';

/**
 * What Discord refuses once a game is open: the bot's permissions in the channel taken away (the people seated are
 * told once, nothing is retried, the game is kept and shown again once the bot may post), and edits of a message
 * too old to edit (the table is posted anew and the old one retired, as /game status does).
 */

const people: Actor[] = [
  { userId: 'u0', name: 'Ana', canManage: false },
  { userId: 'u1', name: 'Ben', canManage: false },
];
const CH = '500';
const modules = registry([lanternsModule]);

let botTable: BotTable;
let io: FakeIO;
let ctx: BotContext;
/** The lobby's message, which the Start button's answer closes (it stays in the channel). */
let lobbyId: string;

beforeEach(async () => {
  botTable = await BotTable.open({ onDisk: 'hh-refusals-', modules, newInstance: () => 'refu0001' });
  ({ io, ctx } = botTable);
});
afterEach(() => botTable.close());

const current = (): Promise<Session> => botTable.current(CH);

async function lobby(): Promise<void> {
  await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: people[0]!, game: 'lanterns', options: { rounds: 3, bidding: false }, timerSeconds: null });
  await ctx.tables.idle();
  lobbyId = (await current()).tableMessageId!;
}

async function started(): Promise<void> {
  await lobby();
  await ctx.runner.lobby(CH, 'refu0001', people[1]!, 'join');
  await ctx.runner.lobby(CH, 'refu0001', people[0]!, 'start');
  await ctx.tables.idle();
  await ctx.runner.outbox.idle();
  io.dms.length = 0;
}

/** The seat owing first answers its first option. */
async function step(): Promise<void> {
  const p = openPrompts(await current(), lanterns)[0]!;
  const r = await ctx.runner.answer(CH, 'refu0001', people[Number(p.player.slice(1))]!, { prompt: p.id, values: [p.options[0]!.value] });
  if (!r.ok) throw new Error(r.error.message);
  await ctx.tables.idle();
}

/** The channel's table messages (the ones with an embed), the closed lobby's left out. */
const tables = () => [...io.messages.entries()].filter(([id, m]) => m.channelId === CH && isTablePayload(m.payload) && id !== lobbyId).map(([id]) => id);
const refusalDms = () => io.dms.filter((d) => d.payload.content?.startsWith('I can no longer post')).map((d) => d.userId);

describe('bot/table refusals', () => {
  it('GIVEN the bot may no longer post in the channel THEN the table is not retried, the people seated are told once, and the game waits', async () => {
    await started();
    const old = (await current()).tableMessageId!;
    io.refusedChannels.set(CH, ['Send Messages', 'Attach Files']);
    const tried = io.postsTried;
    await ctx.runner.status(CH);
    await ctx.tables.idle();
    expect(io.postsTried - tried).toBe(1);
    expect(refusalDms().sort()).toEqual(['u0', 'u1']);
    expect(io.dms[0]!.payload.content).toBe(
      'I can no longer post in Test Server › #games, so the table of your Lanterns game there cannot be shown. The game is kept as it is. Someone who manages that channel can give me these permissions there: Send Messages, Attach Files. Once they are given, /game status or the next move shows the table again.',
    );
    const kept = await current();
    expect([kept.phase, kept.tableMessageId, kept.tableStale, kept.repostTable]).toEqual(['playing', old, true, true]);
    // Another change while refused: tried once more, told no more.
    await step();
    expect(io.postsTried - tried).toBe(2);
    expect(refusalDms()).toHaveLength(2);
  });

  it('GIVEN the permission comes back THEN the next change shows the table, the old one retired, and a later refusal is told anew', async () => {
    await started();
    const old = (await current()).tableMessageId!;
    io.refusedChannels.set(CH, ['Send Messages']);
    await ctx.runner.status(CH);
    await ctx.tables.idle();
    io.refusedChannels.delete(CH);
    await step();
    const s = await current();
    expect(tables()).toEqual([s.tableMessageId]);
    expect(s.tableMessageId).not.toBe(old);
    expect([s.tableStale, s.repostTable]).toEqual([false, false]);
    io.refusedChannels.set(CH, ['Send Messages']);
    await ctx.runner.status(CH);
    await ctx.tables.idle();
    expect(refusalDms()).toHaveLength(4);
  });

  it('GIVEN the table is edited but its turn ping is refused THEN the people are told, and the ping stays due', async () => {
    await started();
    io.refusedChannels.set(CH, ['Send Messages']);
    await step();
    await step();
    expect(refusalDms().sort()).toEqual(['u0', 'u1']);
    expect((await current()).pingDue).toEqual(['u1']);
  });

  it('GIVEN a table Discord no longer lets the bot edit for its age THEN the next change posts it anew, retires the old one and takes the ping with it', async () => {
    await started();
    const before = await current();
    io.agedMessages.add(before.tableMessageId!);
    await step();
    const s = await current();
    expect(s.tableMessageId).not.toBe(before.tableMessageId);
    expect(tables()).toEqual([s.tableMessageId]);
    expect(io.removed).toContain(before.tableMessageId);
    expect(s.tableStale).toBe(false);
    expect(io.messages.get(s.pingMessageId!)!.payload.content).toContain(`https://discord.com/channels/g/${CH}/${s.tableMessageId}`);
  });

  it('GIVEN a lobby Discord no longer lets the bot edit for its age THEN a /game kick shows it anew and the old one is retired', async () => {
    await lobby();
    await ctx.runner.lobby(CH, 'refu0001', people[1]!, 'join');
    const old = lobbyId;
    io.agedMessages.add(old);
    expect((await ctx.runner.kick(CH, people[0]!, { userId: 'u1' }, null)).ok).toBe(true);
    await ctx.tables.idle();
    const s = await current();
    expect(s.tableMessageId).not.toBe(old);
    expect(io.removed).toEqual([old]);
    const shown = [...io.messages.values()].filter((m) => m.channelId === CH);
    expect(shown).toHaveLength(1);
    expect(JSON.stringify(shown[0]!.payload.embeds)).toContain('**1** taken');
  });
});
