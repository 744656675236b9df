import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { modules } from '../../../src/modules';
import type { GoldenGame } from '../../golden/golden-games';
import { RunnerTable } from '../../fixtures/runner-table';
import { NOW, startSession } from '../../fixtures/start-session';

/**
 * A stored game whose state names a card this build's catalogue does not hold (a bad migration, a hand-edited
 * record) is set aside at load with the usual notice, even where no prompt or view of the moment touches that card;
 * every state the games reach themselves names only known cards.
 */

const CH = 'c1';
const tables: RunnerTable[] = [];
afterEach(async () => {
  for (const t of tables.splice(0)) await t.close();
});

/** A card pile that nothing shown at the start reads: the bottom of a deck. */
const corrupt: Record<string, (state: Record<string, unknown>) => Record<string, unknown>> = {
  'tipping-point': (s) => ({ ...s, projectDeck: [...(s.projectDeck as string[]).slice(0, -1), 'no-such-project'] }),
  earth: (s) => ({ ...s, deck: [...(s.deck as string[]).slice(0, -1), 'no-such-card'] }),
  'vested-interests': (s) => ({ ...s, schemeDeck: [...(s.schemeDeck as string[]).slice(0, -1), 'no-such-scheme'] }),
};

describe('platform/card references', () => {
  for (const [id, edit] of Object.entries(corrupt)) {
    it(`sets aside a ${id} record that names a card the catalogue does not hold, and says so once`, async () => {
      const mod = modules.get(id)!;
      const table = await RunnerTable.open({ modules, storeOptions: { build: 'today' } });
      tables.push(table);
      const { store, runner, courier } = table;
      const s = startSession(mod, mod.engine.minPlayers === 1 ? 2 : mod.engine.minPlayers, 'cards');
      const session = { ...s, channelId: CH, guildId: 'g1', state: edit(s.state as Record<string, unknown>) };
      const saved = await store.save({ channelId: CH, guildId: 'g1', game: id, schemaVersion: mod.engine.schemaVersion, updatedAt: NOW, session }, null);
      expect(saved.ok).toBe(true);
      const read = await runner.read(CH);
      expect(read).toMatchObject({ kind: 'invalid' });
      expect(read.kind === 'invalid' && read.reason).toMatch(/^session: the state names cards this build does not have: \w+ no-such-/);
      expect((await runner.status(CH)).ok).toBe(false);
      expect(courier.notices).toHaveLength(1);
      expect((await store.listAside()).length).toBe(1);
    });
  }

  const dir = join(import.meta.dirname, '../../golden/fixtures');
  it.each(readdirSync(dir).filter((x) => x.endsWith('-mixed.json')))('finds every card of every state %s passes through in the catalogue', (f) => {
    const g = JSON.parse(readFileSync(join(dir, f), 'utf8')) as GoldenGame;
    const e = modules.get(g.game)!.engine;
    const set = e.setup(Array.from({ length: g.players }, (_, i) => `p${i}`), g.seed, e.optionsSchema.parse(g.options));
    if (!set.ok) throw new Error(set.error.message);
    let s = set.value;
    expect(e.unknownCards!(s)).toEqual([]);
    for (const [player, prompt, ...values] of g.answers) {
      const r = e.apply(s, player, { prompt, values });
      if (!r.ok) throw new Error(`${f}: ${r.error.message}`);
      s = r.value.state;
      const unknown = e.unknownCards!(s);
      if (unknown.length) expect(unknown, `after ${prompt}`).toEqual([]);
    }
  });
});
