import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/platform/seats/permissions';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import type { TableRunner } from '../../../src/platform/runner/table-runner';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { RunnerTable } from '../../fixtures/runner-table';

/**
 * The checks every operation starts with, the same whichever operation it is: a control of an earlier table, a
 * person with no seat, a game not running. Each refusal has its one code and words, and leaves the record as it was.
 */

const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const eve: Actor = { userId: 'u4', name: 'Eve', canManage: false };
const CH = 'c1';
const OLD = 'old00000';

let table: RunnerTable;
let runner: TableRunner;

async function lobby(): Promise<void> {
  table = await RunnerTable.open({ newSeed: () => 'seed-1', newInstance: () => 'inst0001' });
  ({ runner } = table);
  await runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: { rounds: 1 }, timerSeconds: null });
  expect((await runner.lobby(CH, 'inst0001', ben, 'join')).ok).toBe(true);
}

const stored = () => table.stored(CH);

/** Sends `op` and checks its refusal's code and that nothing was saved. */
async function refused(op: () => Promise<{ ok: boolean; error?: { code: string } }>, code: string): Promise<void> {
  const before = await stored();
  const r = await op();
  expect(r.ok).toBe(false);
  expect(r.error?.code).toBe(code);
  expect((await stored()).rev).toBe(before.rev);
}

describe('platform/table guards', () => {
  beforeEach(lobby);
  afterEach(() => table.close());

  it('refuses every control of an earlier table with the same code, whatever it does', async () => {
    expect((await runner.lobby(CH, 'inst0001', ana, 'start')).ok).toBe(true);
    const p = openPrompts((await stored()).session, lanternsModule.engine)[0]!;
    await refused(() => runner.answer(CH, OLD, ana, { prompt: p.id, values: [p.options[0]!.value] }), 'stale');
    await refused(() => runner.undo(CH, ana, OLD), 'stale');
    await refused(() => runner.autoAside(CH, OLD, ana, true), 'stale');
    await refused(() => runner.end(CH, OLD, ana), 'stale');
    await refused(() => runner.expiry(CH, OLD, ana, 'skip'), 'stale');
    await refused(() => runner.lobby(CH, OLD, ana, 'join'), 'stale');
    await refused(() => runner.lobbyAi(CH, OLD, ana, 'random'), 'stale');
    await refused(() => runner.rematch(CH, OLD, ana), 'stale');
    await refused(() => runner.rematchAnswer(CH, OLD, ana, 'accept'), 'stale');
  });

  it('refuses a person with no seat in the same words wherever they act as a player', async () => {
    expect((await runner.lobby(CH, 'inst0001', ana, 'start')).ok).toBe(true);
    const p = openPrompts((await stored()).session, lanternsModule.engine)[0]!;
    const said = new Set<string>();
    for (const op of [() => runner.undo(CH, eve), () => runner.autoAside(CH, 'inst0001', eve, true), () => runner.answer(CH, 'inst0001', eve, { prompt: p.id, values: [p.options[0]!.value] })]) {
      const r = await op();
      expect(!r.ok && r.error.code).toBe('not-a-player');
      if (!r.ok) said.add(r.error.message.replace(/, so this is not your decision/, ''));
    }
    expect([...said]).toEqual(['You are not playing in this game.']);
  });

  it('says a game has not started, or is over, the same way for every move that needs it running', async () => {
    await refused(() => runner.undo(CH, ana), 'not-started');
    await refused(() => runner.autoAside(CH, 'inst0001', ana, true), 'not-started');
    await refused(() => runner.expiry(CH, 'inst0001', ana, 'skip'), 'not-started');
    expect((await runner.lobby(CH, 'inst0001', ana, 'start')).ok).toBe(true);
    expect((await runner.end(CH, 'inst0001', ana)).ok).toBe(true);
    await refused(() => runner.autoAside(CH, 'inst0001', ana, true), 'game-over');
    await refused(() => runner.expiry(CH, 'inst0001', ana, 'skip'), 'game-over');
    await refused(() => runner.answer(CH, 'inst0001', ana, { prompt: 'x', values: ['y'] }), 'game-over');
    await refused(() => runner.end(CH, 'inst0001', ana), 'game-over');
  });
});
