import { afterEach, describe, expect, it } from 'vitest';
import { Sweeper } from '../../../src/bot/timers/sweeper';
import { TurnTimer } from '../../../src/bot/timers/turn-timer-tick';
import { LeaseKeeper } from '../../../src/bot/timers/lease-keeper';
import { resumesHere, shardOwner, type TableOwner } from '../../../src/bot/timers/table-owner';
import { TimerHandoff } from '../../../src/bot/timers/timer-handoff';
import { registry } from '../../../src/platform/module';
import type { Actor } from '../../../src/platform/seats/permissions';
import type { Session } from '../../../src/platform/session-schema';
import { claimLease, underLease } from '../../../src/store/lease';
import { BotTable } from '../../fixtures/bot-table';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { instanceIds, silentLog } from '../../fixtures/runner-table';

const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const HOUR = 3_600_000;
/** Servers Discord puts on shard 0 and shard 1 of 2: a guild's shard is `(id >> 22) % count`. */
const OF_SHARD_0 = String(2n << 22n);
const OF_SHARD_1 = String(1n << 22n);
const held = { held: () => true };

let clock = T0;
let botTable: BotTable;
afterEach(() => botTable.close());

/** A bot table whose saves are tracked by a turn timer keeping time for `owner`, as the bot wires them. */
async function open(owner: TableOwner): Promise<{ timer: TurnTimer; sweeper: Sweeper }> {
  clock = T0;
  let timer: TurnTimer | null = null;
  botTable = await BotTable.open({ modules: registry([lanternsModule]), now: () => new Date(clock).toISOString(), newInstance: instanceIds('own'), onSaved: (s: Session) => timer?.track(s) });
  const c = botTable.ctx;
  timer = new TurnTimer({ runner: c.runner, modules: c.modules, calls: c.tables, io: c.io, log: silentLog, owner }, 1000, () => clock);
  return { timer, sweeper: new Sweeper({ runner: c.runner, modules: c.modules, io: c.io, log: silentLog, owner }) };
}

/** A game with a 60 s turn timer in `channelId` of `guildId`, saved (and so tracked) by this process. */
async function timedGame(channelId: string, guildId: string | null): Promise<void> {
  const r = await botTable.ctx.runner.newLobby({ channelId, guildId, actor: ana, game: 'lanterns', options: {}, timerSeconds: 60 });
  if (!r.ok) throw new Error(r.error.message);
  await botTable.ctx.runner.lobby(channelId, r.value.instance, ben, 'join');
  await botTable.ctx.runner.lobby(channelId, r.value.instance, ana, 'start');
}

const reminders = () => [...botTable.io.messages.values()].filter((m) => (m.payload.content ?? '').includes('half of the turn time')).map((m) => m.channelId);

describe('bot/time has one owner per table', () => {
  it('GIVEN a process holding shard 0 of 2 THEN it reminds at its own server\'s table and not at one of shard 1\'s server it saved (a press in a DM)', async () => {
    const { timer } = await open(shardOwner({ ids: [0], count: 2 }, held));
    await timedGame('300', OF_SHARD_0);
    await timedGame('301', OF_SHARD_1);
    clock = T0 + 31_000;
    await timer.tick();
    expect(reminders()).toEqual(['300']);
  });

  it('GIVEN the process holding shard 1 of 2 THEN that table\'s reminder is its own', async () => {
    const { timer } = await open(shardOwner({ ids: [1], count: 2 }, held));
    await timedGame('300', OF_SHARD_0);
    await timedGame('301', OF_SHARD_1);
    clock = T0 + 31_000;
    await timer.tick();
    expect(reminders()).toEqual(['301']);
  });

  it('GIVEN a table of no server THEN only the process holding shard 0 keeps it, and acts only while it holds the lease', async () => {
    let lease = false;
    const { timer } = await open(shardOwner({ ids: [0, 1], count: 4 }, { held: () => lease }));
    await timedGame('302', null);
    clock = T0 + 31_000;
    await timer.tick();
    expect(reminders()).toEqual([]);
    lease = true;
    await timer.tick();
    expect(reminders()).toEqual(['302']);
    expect(shardOwner({ ids: [2, 3], count: 4 }, held).keeps(null)).toBe(false);
  });

  it('GIVEN lobbies untouched for a day in servers of both shards THEN the sweep of shard 0\'s process expires only its own', async () => {
    const { sweeper } = await open(shardOwner({ ids: [0], count: 2 }, held));
    for (const [channelId, guildId] of [['310', OF_SHARD_0], ['311', OF_SHARD_1]] as const) {
      const r = await botTable.ctx.runner.newLobby({ channelId, guildId, actor: ana, game: 'lanterns', options: {}, timerSeconds: null });
      if (!r.ok) throw new Error(r.error.message);
    }
    clock = T0 + 25 * HOUR;
    await sweeper.sweep();
    const phase = async (ch: string) => (await botTable.ctx.runner.read(ch)).kind;
    expect([await phase('310'), await phase('311')]).toEqual(['none', 'ok']);
  });
});

describe('bot/timer hand-off', () => {
  it('GIVEN shard 0\'s process saves a table of shard 1\'s server (a press in a DM) THEN shard 1\'s process reminds at it, once', async () => {
    await open(shardOwner({ ids: [0], count: 2 }, held));
    const c = botTable.ctx;
    const timerOf = (ids: number[]) => {
      const shards = { ids, count: 2 };
      const handoff = new TimerHandoff({ store: botTable.store, runner: c.runner, shards, log: silentLog });
      return new TurnTimer({ runner: c.runner, modules: c.modules, calls: c.tables, io: c.io, log: silentLog, owner: shardOwner(shards, held), handoff }, 1000, () => clock);
    };
    const [zero, one] = [timerOf([0]), timerOf([1])];
    // Every save goes through shard 0's process, as DMs do.
    let saves = 0;
    botTable.ctx = botTable.context({ onSaved: (s) => {
        saves += 1;
        zero.track(s);
      },
    });
    const r = await botTable.ctx.runner.newLobby({ channelId: '320', guildId: OF_SHARD_1, actor: ana, game: 'lanterns', options: {}, timerSeconds: 60 });
    if (!r.ok) throw new Error(r.error.message);
    await botTable.ctx.runner.lobby('320', r.value.instance, ben, 'join');
    await botTable.ctx.runner.lobby('320', r.value.instance, ana, 'start');
    expect(saves).toBeGreaterThan(0);
    clock = T0 + 31_000;
    await zero.tick();
    expect(reminders()).toEqual([]);
    await one.tick();
    await one.tick();
    expect(reminders()).toEqual(['320']);
  });
});

describe('store/lease', () => {
  it('GIVEN two processes over one store THEN one holds a lease at a time, and the other takes it once it runs out', async () => {
    await open(shardOwner({ ids: [0], count: 1 }, held));
    const store = botTable.store;
    expect(await claimLease(store, 'dm', 'host-a', 30_000, T0)).toBe(true);
    expect(await claimLease(store, 'dm', 'host-b', 30_000, T0 + 1_000)).toBe(false);
    expect(await claimLease(store, 'dm', 'host-a', 30_000, T0 + 10_000)).toBe(true);
    expect(await claimLease(store, 'dm', 'host-b', 30_000, T0 + 39_999)).toBe(false);
    expect(await claimLease(store, 'dm', 'host-b', 30_000, T0 + 40_000)).toBe(true);

    const a = new LeaseKeeper({ store, name: 'keeper', holder: 'a', log: silentLog }, 30_000, () => clock);
    const b = new LeaseKeeper({ store, name: 'keeper', holder: 'b', log: silentLog }, 30_000, () => clock);
    expect([await a.renew(), await b.renew()]).toEqual([true, false]);
    // A holder counts it held for two thirds of the term only, so it stops before another can take it.
    clock = T0 + 20_000;
    expect(a.held()).toBe(false);
    await a.stop();
    expect(await b.renew()).toBe(true);
  });

  it('GIVEN two processes starting the same backfill THEN one runs it', async () => {
    await open(shardOwner({ ids: [0], count: 1 }, held));
    let runs = 0;
    const job = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 20));
      return runs;
    };
    const [x, y] = await Promise.all([underLease(botTable.store, 'backfill', 'a', job), underLease(botTable.store, 'backfill', 'b', job)]);
    expect(runs).toBe(1);
    expect([x, y].filter((v) => v === undefined)).toHaveLength(1);
  });
});

describe('which tables a start takes up', () => {
  const isIn = () => true;
  it('GIVEN two processes of two shards THEN a game of no server is taken up only where shard 0 is, a server\'s only on its shard', () => {
    const zero = resumesHere(shardOwner({ ids: [0], count: 2 }, held), isIn);
    const one = resumesHere(shardOwner({ ids: [1], count: 2 }, held), isIn);
    expect([zero(null), one(null)]).toEqual([true, false]);
    expect([zero(OF_SHARD_0), one(OF_SHARD_0)]).toEqual([true, false]);
    expect([zero(OF_SHARD_1), one(OF_SHARD_1)]).toEqual([false, true]);
  });

  it('GIVEN a server the bot is no longer in THEN its table is not taken up', () => {
    expect(resumesHere(shardOwner({ ids: [0, 1], count: 2 }, held), (g) => g !== OF_SHARD_1)(OF_SHARD_1)).toBe(false);
  });
});
