import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../../src/platform/delivery';
import type { Actor } from '../../../src/platform/seats/permissions';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import type { Session } from '../../../src/platform/session-schema';
import type { TableRunner } from '../../../src/platform/runner/table-runner';
import type { GameStore } from '../../../src/store/game-store';
import { lanterns } from '../../fixtures/lanterns';
import { RunnerTable } from '../../fixtures/runner-table';

/**
 * Two processes may change one table: a press in a DM is served by the process of shard 0 whatever the server, the
 * channel's own presses by the process of its shard. When the other saved first, nothing of this one's was written;
 * the press is judged again over the table as it now is, and both changes stand.
 */
const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const CH = 'c1';

let table: RunnerTable;
let real: GameStore;
/** Saves the other process makes just before this one's next `n` saves. */
let elsewhere = 0;
let shown: Snapshot[];
let runner: TableRunner;

/** Another process's save: the record read and written again, a change of its own in it (the table marked to show). */
async function otherProcessSaves(): Promise<void> {
  const g = await real.load(CH);
  if (g.kind !== 'ok') throw new Error(g.kind);
  const s = g.record.session as Session;
  const r = await real.save({ ...g.record, updatedAt: new Date().toISOString(), session: { ...s, tableStale: true, repostTable: true } }, g.record.rev);
  if (!r.ok) throw new Error(r.error);
}

/** This process's store: the other process saves first when it is due to. */
const racing = (opened: GameStore): GameStore => ({
  ...opened,
  save: async (d, rev) => {
    if (elsewhere > 0 && rev !== null) {
      elsewhere--;
      await otherProcessSaves();
    }
    return opened.save(d, rev);
  },
});

beforeEach(async () => {
  elsewhere = 0;
  table = await RunnerTable.open({ wrap: racing, newInstance: () => 'conf0001' });
  ({ store: real, runner } = table);
  shown = table.courier.tables;
  await runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: {}, timerSeconds: null });
  await runner.lobby(CH, 'conf0001', ben, 'join');
  await runner.lobby(CH, 'conf0001', ana, 'start');
});
afterEach(() => table.close());

const stored = () => table.stored(CH);

async function answerFirst() {
  const p = openPrompts((await stored()).session, lanterns)[0]!;
  return runner.answer(CH, 'conf0001', ana, { prompt: p.id, values: [p.options[0]!.value] });
}

describe('platform/a table saved by another process meanwhile', () => {
  it('judges the press again over the table as it now is: the answer and the other change both stand', async () => {
    const before = await stored();
    elsewhere = 1;
    const r = await answerFirst();
    expect(r.ok).toBe(true);
    const after = await stored();
    expect(after.rev).toBe(before.rev + 2);
    expect(after.session.state).not.toEqual(before.session.state);
    // The other process's change was not overwritten.
    expect(after.session.repostTable).toBe(true);
    expect(shown.at(-1)!.rev).toBe(after.rev);
  });

  it('gives up after three tries, leaving the table as the other process saved it', async () => {
    const before = await stored();
    elsewhere = 3;
    await expect(answerFirst()).rejects.toThrow('refused: conflict');
    const after = await stored();
    expect(after.session.state).toEqual(before.session.state);
    expect(after.rev).toBe(before.rev + 3);
  });
});
