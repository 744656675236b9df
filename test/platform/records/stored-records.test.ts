import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameModule } from '../../../src/platform/module';
import type { Actor } from '../../../src/platform/seats/permissions';
import type { GameStore } from '../../../src/store/game-store';
import { lanterns } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { RunnerTable, storeAt } from '../../fixtures/runner-table';

/**
 * A stored game this build cannot play is set aside once, with one notice in its channel from the process serving
 * its guild; an older state version is brought up to date by the game's own migration; a newer one is kept aside.
 */

const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const CH = 'c1';

/** Lanterns at state version 2, which added a lantern colour; version 1 states get 'red'. */
const lanternsV2: GameModule = {
  ...lanternsModule,
  engine: {
    ...lanterns,
    schemaVersion: 2,
    stateSchema: lanterns.stateSchema.and(z.object({ colour: z.string() })),
    migrations: { 1: (s) => ({ ...(s as object), colour: 'red' }) },
  } as GameModule['engine'],
};

let table: RunnerTable;
let store: GameStore;
let notices: string[];
/** A process of this build (or of the build that opened `on`) playing `mod`; every process tells the one channel. */
const runnerOf = (mod: GameModule, on?: GameStore) => table.another({ modules: [mod], store: on });

beforeEach(async () => {
  table = await RunnerTable.open({ onDisk: 'hh-records-', storeOptions: { build: 'today' }, newSeed: () => 'seed-1', newInstance: () => 'inst0001' });
  ({ store } = table);
  notices = table.courier.notices;
  const r = table.runner;
  await r.newLobby({ channelId: CH, guildId: 'g1', actor: ana, game: 'lanterns', options: { rounds: 1 }, timerSeconds: null });
  await r.lobby(CH, 'inst0001', ben, 'join');
  expect((await r.lobby(CH, 'inst0001', ana, 'start')).ok).toBe(true);
});
afterEach(() => table.close());

/** Rewrites the stored record's state and its version, as an older or newer build would have left it. */
async function plant(state: (s: Record<string, unknown>) => unknown, schemaVersion: number): Promise<void> {
  const g = await store.load(CH);
  if (g.kind !== 'ok') throw new Error(g.kind);
  const session = g.record.session as { state: Record<string, unknown> };
  const r = await store.save({ ...g.record, schemaVersion, session: { ...session, state: state(session.state) } }, g.record.rev);
  expect(r.ok).toBe(true);
}

describe('platform/stored records', () => {
  it('sets aside a record whose state passes the schema but makes the engine throw, and says so once', async () => {
    const throwing: GameModule = { ...lanternsModule, engine: { ...lanterns, view: (s, v) => ((s as { hands: Record<string, number[]> }).hands.p0!.includes(99) ? (() => { throw new Error('Unknown lantern 99'); })() : lanterns.view(s as never, v)) } as GameModule['engine'] };
    await plant((s) => ({ ...s, hands: { ...(s.hands as object), p0: [99] } }), 1);
    const r = runnerOf(throwing);
    expect(await r.read(CH)).toEqual({ kind: 'invalid', reason: 'session: the game cannot be played from this state: Unknown lantern 99' });
    expect((await r.status(CH)).ok).toBe(false);
    expect(await r.read(CH)).toMatchObject({ kind: 'invalid' });
    expect(notices).toHaveLength(1);
    expect((await store.listAside()).length).toBe(1);
  });

  it('brings an older state version up to date with the game’s migration, and saves it at the new version', async () => {
    const r = runnerOf(lanternsV2);
    const g = await r.read(CH);
    expect(g.kind === 'ok' && (g.session.state as { colour: string }).colour).toBe('red');
    expect((await r.status(CH)).ok).toBe(true);
    const stored = await store.load(CH);
    expect(stored.kind === 'ok' && stored.record.schemaVersion).toBe(2);
    expect(stored.kind === 'ok' && (stored.record.session as { state: { colour: string } }).state.colour).toBe('red');
  });

  it('keeps aside a state saved by a newer build, and a rollback to that build plays it again', async () => {
    await plant((s) => ({ ...s, colour: 'blue' }), 2);
    expect(await runnerOf(lanternsModule).read(CH)).toEqual({ kind: 'invalid', reason: 'session: saved by a newer build: Lanterns state version 2, this build reads up to 1' });
    // The newer build runs again (its own build id): it judges the record afresh and plays it.
    const newer = await storeAt(table.file, { build: 'newer' });
    const back = await runnerOf(lanternsV2, newer).read(CH);
    await newer.close();
    expect(back.kind === 'ok' && (back.session.state as { colour: string }).colour).toBe('blue');
  });

  it('tells the channel once per record, from the process serving its guild, across restarts', async () => {
    await plant((s) => s, 7);
    // Another shard's process reads every record at start: it must not post in a guild it does not serve.
    await runnerOf(lanternsModule).resume((guild) => guild === 'other');
    expect(notices).toEqual([]);
    await runnerOf(lanternsModule).resume((guild) => guild === 'g1');
    await runnerOf(lanternsModule).resume((guild) => guild === 'g1');
    await runnerOf(lanternsModule).read(CH);
    expect(notices).toHaveLength(1);
  });

  it('judges a record once: not again when this process saved or read that very revision, again when another wrote it', async () => {
    let judged = 0;
    const counting: GameModule = { ...lanternsModule, engine: { ...lanterns, outcome: (st) => (judged++, lanterns.outcome(st as never)) } as GameModule['engine'] };
    const r = runnerOf(counting);
    const first = await r.read(CH);
    expect(first.kind).toBe('ok');
    const afterFirst = judged;
    expect(afterFirst).toBeGreaterThan(0);
    expect((await r.read(CH)).kind).toBe('ok');
    expect(judged).toBe(afterFirst);
    // Another process writes a state this build cannot play at a new revision: it is judged, and set aside.
    const broken: GameModule = { ...counting, engine: { ...counting.engine, view: (st, v) => ((st as { hands: Record<string, number[]> }).hands.p0!.includes(99) ? (() => { throw new Error('Unknown lantern 99'); })() : lanterns.view(st as never, v)) } as GameModule['engine'] };
    const rb = runnerOf(broken);
    expect((await rb.read(CH)).kind).toBe('ok');
    await plant((st) => ({ ...st, hands: { ...(st.hands as object), p0: [99] } }), 1);
    expect(await rb.read(CH)).toMatchObject({ kind: 'invalid' });
  });
});
