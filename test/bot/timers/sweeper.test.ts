import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { say } from '../../../src/words/say';
import type { BotContext } from '../../../src/bot/bot-context';
import { Sweeper } from '../../../src/bot/timers/sweeper';
import { recordKey } from '../../../src/platform/after-game/game-record';
import { registry } from '../../../src/platform/module';
import type { Actor } from '../../../src/platform/seats/permissions';
import { FINISHED_KEEP_MS, LOBBY_IDLE_MS, retentionVerdict } from '../../../src/platform/after-game/retention';
import type { GameStore } from '../../../src/store/game-store';
import { type FakeIO } from '../../fixtures/fake-io';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { BotTable } from '../../fixtures/bot-table';
import { silentLog, instanceIds } from '../../fixtures/runner-table';

const modules = registry([lanternsModule]);
const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const HOUR = 3_600_000;
const T0 = Date.parse('2026-05-01T12:00:00.000Z');

let clock = T0;
let botTable: BotTable;
let store: GameStore;
let io: FakeIO;
let ctx: BotContext;
let sweeper: Sweeper;

beforeEach(async () => {
  clock = T0;
  botTable = await BotTable.open({ modules, now: () => new Date(clock).toISOString(), newInstance: instanceIds('w') });
  ({ store, io, ctx } = botTable);
  sweeper = new Sweeper({ runner: ctx.runner, modules, io, log: silentLog });
});
afterEach(async () => {
  await sweeper.stop();
  await botTable.close();
});

async function lobby(channelId: string, guildId: string): Promise<string> {
  const r = await ctx.runner.newLobby({ channelId, guildId, actor: ana, game: 'lanterns', options: { rounds: 1 }, timerSeconds: null });
  if (!r.ok) throw new Error(r.error.message);
  await ctx.tables.idle();
  return r.value.instance;
}

const kind = async (channelId: string) => {
  const g = await ctx.runner.read(channelId);
  return g.kind === 'ok' ? g.session.phase : g.kind;
};

describe('bot/retention sweeper', () => {
  it('decides by the time since the last save: a day for a lobby, a week for a finished game, never a running one', () => {
    const at = new Date(T0).toISOString();
    expect(retentionVerdict('lobby', at, T0 + LOBBY_IDLE_MS - 1)).toBeNull();
    expect(retentionVerdict('lobby', at, T0 + LOBBY_IDLE_MS)).toBe('expire-lobby');
    expect(retentionVerdict('ended', at, T0 + LOBBY_IDLE_MS)).toBeNull();
    expect(retentionVerdict('ended', at, T0 + FINISHED_KEEP_MS)).toBe('remove-finished');
    expect(retentionVerdict('playing', at, T0 + 100 * FINISHED_KEEP_MS)).toBeNull();
  });

  it('GIVEN a lobby untouched for a day THEN it expires and its message says so; a served guild only', async () => {
    await lobby('c1', 'g1');
    await lobby('c2', 'elsewhere');
    const messageId = [...io.messages.keys()][0]!;
    clock = T0 + 23 * HOUR;
    await sweeper.sweep((g) => g === 'g1');
    expect(await kind('c1')).toBe('lobby');
    clock = T0 + 25 * HOUR;
    await sweeper.sweep((g) => g === 'g1');
    expect(await kind('c1')).toBe('none');
    expect(await kind('c2')).toBe('lobby');
    expect(io.messages.get(messageId)!.payload.embeds).toEqual([expect.objectContaining({ title: 'Lanterns: lobby expired (untouched for a day)' })]);
    expect(io.messages.get(messageId)!.payload.components).toEqual([]);
  });

  it('GIVEN a lobby touched while the sweep runs THEN the sweep sees the touch and keeps it', async () => {
    const inst = await lobby('c1', 'g1');
    clock = T0 + 25 * HOUR;
    const [joined] = await Promise.all([ctx.runner.lobby('c1', inst, ben, 'join'), sweeper.sweep()]);
    expect(joined.ok).toBe(true);
    expect(await kind('c1')).toBe('lobby');
  });

  it('GIVEN a finished game kept a week THEN its full record goes and its compact record stays; a running game stays', async () => {
    const inst = await lobby('c1', 'g1');
    await ctx.runner.lobby('c1', inst, ben, 'join');
    await ctx.runner.lobby('c1', inst, ana, 'start');
    const ended = await ctx.runner.end('c1', inst, ana);
    expect(ended.ok).toBe(true);
    const other = await lobby('c2', 'g1');
    await ctx.runner.lobby('c2', other, ben, 'join');
    await ctx.runner.lobby('c2', other, ana, 'start');
    await ctx.tables.idle();
    clock = T0 + FINISHED_KEEP_MS - HOUR;
    await sweeper.sweep();
    expect(await kind('c1')).toBe('ended');
    clock = T0 + FINISHED_KEEP_MS + HOUR;
    await sweeper.sweep();
    expect(await kind('c1')).toBe('none');
    expect(await kind('c2')).toBe('playing');
    const kept = (await store.readDoc(recordKey('g1', inst))) as { instance: string; endedReason: string };
    expect([kept.instance, say('en', kept.endedReason)]).toEqual([inst, "ended by Ana without everyone's agreement"]);
  });

  it('GIVEN a game played in a thread THEN it moves there at its start, the channel keeps one line, and its thread is archived when the game is no longer kept', async () => {
    const r = await ctx.runner.newLobby({ channelId: 'c1', guildId: 'g1', actor: ana, game: 'lanterns', options: { rounds: 1 }, timerSeconds: null, where: 'thread' });
    if (!r.ok) throw new Error(r.error.message);
    await ctx.tables.idle();
    const lobbyMessage = [...io.messages.keys()][0]!;
    await ctx.runner.lobby('c1', r.value.instance, ben, 'join');
    const started = await ctx.runner.lobby('c1', r.value.instance, ana, 'start');
    if (!started.ok) throw new Error(started.error.message);
    await ctx.tables.idle();
    const thread = io.threads[0]!;
    expect(thread).toMatchObject({ parentId: 'c1', fromMessageId: lobbyMessage, name: 'Lanterns: Ana, Ben', archived: false });
    expect(started.value.channelId).toBe(thread.id);
    expect(await kind('c1')).toBe('none');
    expect(io.messages.get(lobbyMessage)!.payload.content).toBe(`**Lanterns** is being played in <#${thread.id}>: its table, turn pings and buttons are there.`);
    expect(await ctx.runner.end(thread.id, started.value.instance, ana)).toMatchObject({ ok: true });
    await ctx.tables.idle();
    await new Promise((done) => setTimeout(done, 10));
    // The result takes the place of the line: one line per game in the channel.
    const inChannel = [...io.messages.values()].filter((m) => m.channelId === 'c1').map((m) => m.payload.content);
    expect(inChannel).toEqual([`**Lanterns** in <#${thread.id}> is over: ended early (ended by Ana without everyone's agreement).`]);
    clock = T0 + FINISHED_KEEP_MS + HOUR;
    await sweeper.sweep();
    expect(await kind(thread.id)).toBe('none');
    expect(io.threads[0]!.archived).toBe(true);
  });
});
