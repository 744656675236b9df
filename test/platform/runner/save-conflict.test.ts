import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { silentCourier, type Snapshot } from '../../../src/platform/delivery';
import { registry } from '../../../src/platform/module';
import type { Actor } from '../../../src/platform/seats/permissions';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import type { Session } from '../../../src/platform/session-schema';
import { TableRunner } from '../../../src/platform/runner/table-runner';
import { openStore, type GameStore } from '../../../src/store/game-store';
import { lanterns } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';

/**
 * Two processes may change one table: a press in a DM is served by the process of shard 0 whatever the server, the
 * channel's own presses by the process of its shard. When the other saved first, nothing of this one's was written;
 * the press is judged again over the table as it now is, and both changes stand.
 */
const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const CH = 'c1';

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

beforeEach(async () => {
  real = await openStore('sqlite://:memory:', {});
  elsewhere = 0;
  shown = [];
  const store: GameStore = {
    ...real,
    save: async (d, rev) => {
      if (elsewhere > 0 && rev !== null) {
        elsewhere--;
        await otherProcessSaves();
      }
      return real.save(d, rev);
    },
  };
  runner = new TableRunner({ store, modules: registry([lanternsModule]), courier: { ...silentCourier, tableChanged: (s) => void shown.push(s) }, log: pino({ level: 'silent' }), newInstance: () => 'conf0001' });
  await runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: {}, timerSeconds: null });
  await runner.lobby(CH, 'conf0001', ben, 'join');
  await runner.lobby(CH, 'conf0001', ana, 'start');
});

async function stored(): Promise<{ rev: number; session: Session }> {
  const g = await real.load(CH);
  if (g.kind !== 'ok') throw new Error(g.kind);
  return { rev: g.record.rev, session: g.record.session as Session };
}

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
