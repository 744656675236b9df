import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/platform/seats/permissions';
import { LIMITS } from '../../../src/platform/records/table-census';
import type { TableRunner } from '../../../src/platform/runner/table-runner';
import { RunnerTable } from '../../fixtures/runner-table';

/** Open lobbies and running games are limited per host and per server, and a restart counts them again. */
const person = (n: number): Actor => ({ userId: `u${n}`, name: `P${n}`, canManage: false });
const ana = person(0);

let table: RunnerTable;
/** A process over the one store: a restart is another. */
const runner = () => table.another();
const open = (r: TableRunner, channelId: string, actor: Actor, guildId = 'g1') => r.newLobby({ channelId, guildId, actor, game: 'lanterns', options: {}, timerSeconds: null });

beforeEach(async () => {
  table = await RunnerTable.open();
});
afterEach(() => table.close());

describe('platform/table limits', () => {
  it(`lets one person host ${LIMITS.perHost} open tables in a server, and another once one is closed`, async () => {
    const r = runner();
    for (let i = 0; i < LIMITS.perHost; i++) expect((await open(r, `c${i}`, ana)).ok).toBe(true);
    expect(await open(r, 'c9', ana)).toEqual({ ok: false, error: { code: 'host-limit', message: `You already host ${LIMITS.perHost} open tables in this server: finish or end one (/game end in its channel) before opening another.` } });
    expect((await open(r, 'c9', ana, 'g2')).ok).toBe(true);
    expect((await r.end('c0', null, ana)).ok).toBe(true);
    expect((await open(r, 'c9b', ana)).ok).toBe(true);
  });

  it(`holds a server to ${LIMITS.perServer} open tables, counted again after a restart`, async () => {
    const first = runner();
    for (let i = 0; i < LIMITS.perServer; i++) expect((await open(first, `c${i}`, person(i))).ok).toBe(true);
    const restarted = runner();
    await restarted.resume();
    expect(await open(restarted, 'extra', person(99))).toEqual({ ok: false, error: { code: 'server-limit', message: `This server already has ${LIMITS.perServer} open tables, the most one server may hold at once: finish or end one first.` } });
  });
});
