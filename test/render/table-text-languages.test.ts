import { describe, expect, it } from 'vitest';
import type { VIView } from '../../src/games/vested-interests/view';
import { t } from '../../src/words/translate';
import { seatNames } from '../../src/platform/table/seat-names';
import { tableViewOf } from '../../src/platform/view/table-view-model';
import { uncatalogued } from '../words/uncatalogued';
import { goldenStates } from './golden-states';

/**
 * The table as text (`/game view mode:text`) is said in the table's language: every word of it comes from the
 * catalogues (in the pseudo-language no letter is left outside them), and in German it holds none of the English
 * sentences it says in English.
 */

/** A golden game of each game, and English sentences its table text says that German must not. */
const CASES: { file: string; english: string[] }[] = [
  { file: 'tipping-point-coop-4p-mixed.json', english: ['Round ', 'Crisis deck', 'The grid', 'face-down Project', 'draws ', 'Needs and Credits', 'Country ', 'Seesaw: Preservation'] },
  { file: 'earth-standard-3p-mixed.json', english: ['Scores, leader first', 'Fauna board', 'claimed by', 'Soil ', 'Score: ', 'completion bonus', 'Sprouts'] },
  { file: 'vested-interests-full-4p-mixed.json', english: ['The Dial', 'Tipping points', 'Good Initiatives passed', 'Contracts on offer', 'The board: hotspots', 'Assets nobody owns', 'Capital ', 'Supply: '] },
];

describe('the table in words, in the table language', () => {
  for (const { file, english } of CASES) {
    const g = goldenStates(file);
    const { session } = g.states.find((x) => x.at === 'middle')!;
    const names = Object.values(seatNames(session));

    it(`GIVEN golden game ${file} in its middle WHEN said in the pseudo-language THEN no letter skips the catalogues`, () => {
      const text = tableViewOf(session, 'qps').tableText(g.mod)!;
      expect(uncatalogued(text, names).map((u) => `${u.kind}: ${u.text} (${u.context})`)).toEqual([]);
    });

    it(`GIVEN golden game ${file} in its middle WHEN said in German THEN it differs from English and holds none of its sentences`, () => {
      const en = tableViewOf(session, 'en').tableText(g.mod)!;
      const de = tableViewOf(session, 'de').tableText(g.mod)!;
      expect(de).not.toEqual(en);
      for (const e of english) expect(en).toContain(e);
      expect(english.filter((e) => de.includes(e))).toEqual([]);
    });
  }

  it('GIVEN a Vested Interests game at its end WHEN said in German THEN each House is named once, its text not opening with its name again', () => {
    const g = goldenStates('vested-interests-full-4p-mixed.json');
    const { session } = g.states.find((x) => x.at === 'end')!;
    const de = tableViewOf(session, 'de').tableText(g.mod)!;
    const view = g.mod.engine.view(session.state, null) as VIView;
    for (const p of view.players) {
      const name = t('de', `vi-cards:${p.house}.name`);
      const line = de.split('\n').find((l) => l.includes(`, Haus ${name}: `));
      expect(line, name).toBeDefined();
      expect(line!.split(name).length - 1, line).toBe(1);
    }
  });
});
