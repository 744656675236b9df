import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/platform/seats/permissions';
import { seatOfUser } from '../../../src/platform/table/seat-names';
import { visibleLog } from '../../../src/platform/table/game-log';
import type { TableRunner } from '../../../src/platform/runner/table-runner';
import { RunnerTable } from '../../fixtures/runner-table';

/** A seat handed to an AI or to auto-play belongs to nobody; the host's powers pass to a player, else to moderators. */

const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const cai: Actor = { userId: 'u2', name: 'Cai', canManage: false };
const mo: Actor = { userId: 'u9', name: 'Mo', canManage: true };
const CH = 'c1';

let table: RunnerTable;
let runner: TableRunner;

async function game(players: Actor[]): Promise<void> {
  table = await RunnerTable.open({ newSeed: () => 'seed-1', newInstance: () => 'inst0001' });
  ({ runner } = table);
  await runner.newLobby({ channelId: CH, guildId: 'g', actor: players[0]!, game: 'lanterns', options: { rounds: 1 }, timerSeconds: null });
  for (const p of players.slice(1)) await runner.lobby(CH, 'inst0001', p, 'join');
  expect((await runner.lobby(CH, 'inst0001', players[0]!, 'start')).ok).toBe(true);
}

const session = () => table.current(CH);

describe('platform/seats follow the person', () => {
  beforeEach(() => game([ana, ben, cai]));
  afterEach(() => table.close());

  it('takes a kicked host out of their seat and their powers: the next player hosts', async () => {
    expect(await runner.kick(CH, mo, { userId: ana.userId }, null)).toMatchObject({ ok: true });
    const s = await session();
    expect(seatOfUser(s, ana.userId)).toBeNull();
    expect(s.seats[0]!.control).not.toBe('human');
    expect(s.seats[0]!.name).toBe('Ana');
    expect(s.host).toBe(ben.userId);
    expect(visibleLog(s, null, 3).map((e) => e.text)).toContain('Ben is now the host.');
    // The former host can no longer act for the table, nor see the seat's hand.
    expect(await runner.kick(CH, ana, { userId: cai.userId }, null)).toEqual({ ok: false, error: { code: 'not-host', message: 'Only the host or someone with Manage Channels can kick a player.' } });
    expect(await runner.end(CH, null, ana)).toEqual({ ok: false, error: { code: 'not-host', message: 'Only the host or someone with Manage Channels can end the game.' } });
    expect(await runner.undo(CH, ana)).toEqual({ ok: false, error: { code: 'not-a-player', message: 'You are not playing in this game.' } });
    expect((await runner.end(CH, null, ben)).ok).toBe(true);
  });

  it('hands the host’s powers to the person who takes the host’s seat', async () => {
    const eve = { userId: 'u5', name: 'Eve' };
    expect((await runner.kick(CH, ana, { userId: ana.userId }, eve)).ok).toBe(true);
    expect((await session()).host).toBe(eve.userId);
  });

  it('leaves a table with no player left to moderators', async () => {
    expect((await runner.kick(CH, ana, { userId: ben.userId }, null)).ok).toBe(true);
    expect((await runner.kick(CH, ana, { userId: cai.userId }, null)).ok).toBe(true);
    expect((await runner.kick(CH, ana, { userId: ana.userId }, null)).ok).toBe(true);
    // The automatic seats play on in slices of a few milliseconds each, so a loaded machine takes several.
    await runner.aiIdle(CH);
    const s = await session();
    expect(s.host).toBe('');
    expect(s.seats.every((x) => x.userId !== ana.userId)).toBe(true);
    // Every seat is automatic now, so the table has played to its end; only a moderator gets past the host check.
    expect(await runner.end(CH, null, ana)).toEqual({ ok: false, error: { code: 'not-host', message: 'Only the host or someone with Manage Channels can end the game.' } });
    expect(await runner.end(CH, null, mo)).toEqual({ ok: false, error: { code: 'game-over', message: 'This game is already over.' } });
  });
});
