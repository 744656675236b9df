import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { silentCourier, type Snapshot } from '../../../src/platform/delivery';
import { registry } from '../../../src/platform/module';
import type { Actor } from '../../../src/platform/seats/permissions';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { TableRunner } from '../../../src/platform/runner/table-runner';
import { StoreOutcomeUnknownError, StoreUnreachableError } from '../../../src/store/deadline';
import { openStore, type GameStore } from '../../../src/store/game-store';
import { lanterns } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';

/**
 * A save the store acknowledged late is "outcome unknown", not "nothing changed": the record is read back, and a save
 * that landed goes on as saved (the table is shown), one that did not is refused, and one that cannot be read is unknown.
 */
const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const CH = 'c1';

let real: GameStore;
let fault: 'none' | 'late' | 'lost' | 'down' = 'none';
let shown: Snapshot[];
let runner: TableRunner;

beforeEach(async () => {
  real = await openStore('sqlite://:memory:', {});
  fault = 'none';
  shown = [];
  const store: GameStore = {
    ...real,
    // 'late': written, then the answer times out; 'lost': never written; 'down': and nothing can be read after.
    save: async (d, rev) => {
      if (fault === 'none') return real.save(d, rev);
      if (fault === 'late') await real.save(d, rev);
      if (fault === 'down') store.load = async () => { throw new StoreUnreachableError('down'); };
      throw new StoreUnreachableError('save did not finish within 5000 ms');
    },
  };
  runner = new TableRunner({ store, modules: registry([lanternsModule]), courier: { ...silentCourier, tableChanged: (s) => void shown.push(s) }, log: pino({ level: 'silent' }), newInstance: () => 'late0001' });
  await runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: {}, timerSeconds: null });
  await runner.lobby(CH, 'late0001', ben, 'join');
  await runner.lobby(CH, 'late0001', ana, 'start');
});

async function answerFirst() {
  const g = await real.load(CH);
  if (g.kind !== 'ok') throw new Error(g.kind);
  const p = openPrompts(g.record.session as never, lanterns)[0]!;
  return { rev: g.record.rev, go: () => runner.answer(CH, 'late0001', ana, { prompt: p.id, values: [p.options[0]!.value] }) };
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
