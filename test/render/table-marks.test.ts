import { describe, expect, it } from 'vitest';
import { TablePictures } from '../../src/bot/pictures/table-pictures';
import type { Drawing } from '../../src/bot/pictures/drawing';
import type { Option } from '../../src/engine/types';
import { modules } from '../../src/modules';
import type { GameModule } from '../../src/platform/module';
import { answer } from '../../src/platform/table/answers';
import { openPrompts } from '../../src/platform/table/open-prompts';
import { seatNames } from '../../src/platform/table/seat-names';
import type { Session } from '../../src/platform/session-schema';
import { NOW } from '../fixtures/start-session';
import { goldenFiles } from './golden-states';
import { started, type GoldenGame } from '../golden/golden-games';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A game's `tableMarks` says what its table picture reads of the open prompt's options, so the bot draws a table
 * again only when that changes. Over the golden games, each open prompt's options are set beside other lists
 * over the same view (none, one option, the next step's): wherever the marks are equal, the pictures must be the
 * same bytes and words, and some must be equal, or the bot would draw for nothing.
 */
/** The first open prompt's options, public or not: whatever list is marked, equal marks must draw the same. */
const open = (s: Session, mod: GameModule): readonly Option[] | undefined => openPrompts(s, mod.engine)[0]?.options;

function sessionsOf(game: string, max: number): { mod: GameModule; sessions: Session[] } {
  const g = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'golden', 'fixtures', goldenFiles(game)[0]!), 'utf8')) as GoldenGame;
  const mod = modules.get(g.game)!;
  let s = started(g);
  const sessions = [s];
  for (const [player, prompt, ...values] of g.answers) {
    const r = answer(s, mod.engine, player, { prompt, values }, NOW);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.session;
    sessions.push(s);
  }
  // The states with a prompt of several options, spread over the whole game.
  const asking = sessions.filter((x) => (open(x, mod)?.length ?? 0) > 1);
  const step = Math.max(1, Math.floor(asking.length / max));
  return { mod, sessions: asking.filter((_, k) => k % step === 0).slice(0, max) };
}

describe('render/table marks', () => {
  for (const game of ['tipping-point', 'earth', 'vested-interests']) {
    it(`${game}: equal marks over the same view draw the same table picture`, async () => {
      const { mod, sessions } = sessionsOf(game, 10);
      expect(mod.tableMarks).toBeDefined();
      let same = 0;
      let differ = 0;
      for (const [k, s] of sessions.entries()) {
        const view = mod.engine.view(s.state, null);
        const options = open(s, mod)!;
        const lists: (readonly Option[] | undefined)[] = [options, undefined, options.slice(0, 1), options.slice(1)];
        const base = await mod.renderTable(view, seatNames(s), lists[0], 'en');
        for (const other of lists.slice(1)) {
          if (JSON.stringify(mod.tableMarks!(view, other, 'en')) !== JSON.stringify(mod.tableMarks!(view, lists[0], 'en'))) {
            differ++;
            continue;
          }
          same++;
          const p = await mod.renderTable(view, seatNames(s), other, 'en');
          expect(p.png.equals(base.png), `${game} state ${k}: options ${JSON.stringify(other?.map((o) => o.value))} drew another picture`).toBe(true);
          expect([p.alt, p.details, p.state]).toEqual([base.alt, base.details, base.state]);
        }
      }
      expect(same).toBeGreaterThan(0);
      if (game !== 'earth') expect(differ).toBeGreaterThan(0);
    });
  }

  it('draws a channel table again only when what the picture reads of the options changed', async () => {
    const drawn: (readonly Option[] | undefined)[] = [];
    const drawing = { table: async (_m: GameModule, _v: unknown, _n: unknown, choices?: readonly Option[]) => (drawn.push(choices), { png: Buffer.from([drawn.length]), name: 't.png', alt: '' }) } as unknown as Drawing;
    const pictures = new TablePictures(drawing);
    const base = modules.get('earth')!;
    const marksFirst: GameModule = { ...base, tableMarks: (_v, choices) => choices?.[0]?.value ?? null };
    const a: Option[] = [{ value: 'x', label: 'X' }, { value: 'y', label: 'Y' }];
    const b: Option[] = [{ value: 'x', label: 'X' }, { value: 'z', label: 'Z' }];
    const c: Option[] = [{ value: 'z', label: 'Z' }];
    for (const choices of [a, b, c]) await pictures.of('c1', marksFirst, { v: 1 }, {}, choices, () => true);
    expect(drawn).toEqual([a, c]);
    const { tableMarks: _, ...whole } = marksFirst;
    for (const choices of [a, b]) await pictures.of('c2', whole, { v: 1 }, {}, choices, () => true);
    expect(drawn).toEqual([a, c, a, b]);
  });
});
