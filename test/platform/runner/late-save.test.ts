import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../../src/platform/delivery';
import type { Actor } from '../../../src/platform/seats/permissions';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import type { TableRunner } from '../../../src/platform/runner/table-runner';
import { StoreOutcomeUnknownError, StoreUnreachableError } from '../../../src/store/deadline';
import type { GameStore } from '../../../src/store/game-store';
import { lanterns } from '../../fixtures/lanterns';
import { RunnerTable } from '../../fixtures/runner-table';

/**
 * A save the store acknowledged late is "outcome unknown", not "nothing changed": the record is read back, and a save
 * that landed goes on as saved (the table is shown), one that did not is refused, and one that cannot be read is unknown.
 */
const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const CH = 'c1';

let table: RunnerTable;
let real: GameStore;
let fault: 'none' | 'late' | 'lost' | 'down' = 'none';
let shown: Snapshot[];
let runner: TableRunner;

/** The store as this process reaches it, failing as `fault` says. */
function faulty(opened: GameStore): GameStore {
  const store: GameStore = {
    ...opened,
    // 'late': written, then the answer times out; 'lost': never written; 'down': and nothing can be read after.
    save: async (d, rev) => {
      if (fault === 'none') return opened.save(d, rev);
      if (fault === 'late') await opened.save(d, rev);
      if (fault === 'down') store.load = async () => { throw new StoreUnreachableError('down'); };
      throw new StoreUnreachableError('save did not finish within 5000 ms');
    },
  };
  return store;
}

beforeEach(async () => {
  fault = 'none';
  table = await RunnerTable.open({ wrap: faulty, newInstance: () => 'late0001' });
  ({ store: real, runner } = table);
  shown = table.courier.tables;
  await runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: {}, timerSeconds: null });
  await runner.lobby(CH, 'late0001', ben, 'join');
  await runner.lobby(CH, 'late0001', ana, 'start');
});
afterEach(() => table.close());

async function answerFirst() {
  const { rev, session } = await table.stored(CH);
  const p = openPrompts(session, lanterns)[0]!;
  return { rev, go: () => runner.answer(CH, 'late0001', ana, { prompt: p.id, values: [p.options[0]!.value] }) };
}

describe('platform/a save acknowledged late', () => {
  it('counts a save that landed as saved, and shows the table', async () => {
    const { rev, go } = await answerFirst();
    fault = 'late';
    const before = shown.length;
    expect((await go()).ok).toBe(true);
    const g = await real.load(CH);
    expect(g.kind === 'ok' && g.record.rev).toBe(rev + 1);
    expect(shown.length).toBeGreaterThan(before);
  });

  it('reports the store down when the save did not land, and changes nothing', async () => {
    const { rev, go } = await answerFirst();
    fault = 'lost';
    await expect(go()).rejects.toThrow(StoreUnreachableError);
    await expect(go()).rejects.not.toThrow(StoreOutcomeUnknownError);
    const g = await real.load(CH);
    expect(g.kind === 'ok' && g.record.rev).toBe(rev);
  });

  it('says the outcome is unknown when the record cannot be read back', async () => {
    const { go } = await answerFirst();
    fault = 'down';
    await expect(go()).rejects.toThrow(StoreOutcomeUnknownError);
  });
});
