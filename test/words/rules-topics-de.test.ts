import { describe, expect, it } from 'vitest';
import type { GameEngine, RulesTopic } from '../../src/engine/types';
import { tippingPoint } from '../../src/games/tipping-point';
import { earth } from '../../src/games/earth';
import { find, topicEntries, topicEntry, topicTitle } from '../../src/platform/reference/lookup';
import { CATALOGUES } from '../../src/words/catalogues';
import type { Catalogue } from '../../src/words/pseudo';
import { say } from '../../src/words/say';
import { uncatalogued } from './uncatalogued';
import type { TpView } from '../../src/games/tipping-point/view';
import type { EarthView } from '../../src/games/earth/view';
import { randomPlayout } from '../tipping-point/helpers';
import { pastSetup, playout, start } from '../earth/helpers';

/**
 * Tipping Point's and Earth's rules topics (rulebook areas, terms, icons) and their one-paragraph summary of a view
 * (`describe`), said in the reader's language: every word comes from the `tp-rules` and `earth-rules` catalogues,
 * German says each in German, and `/game rules topic:` finds a topic by its German title.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const games: readonly GameEngine<any, any, any, any>[] = [tippingPoint, earth];

/** Every text a reader reads of a topic, said in `language`: its title, its rulebook section, its words and its text. */
const topicTexts = (x: RulesTopic, language: 'en' | 'de' | 'qps'): string[] => [
  topicTitle(x, language),
  ...(x.source ? [say(language, x.source)] : []),
  ...(x.words ?? []).map((w) => say(language, w)),
  say(language, x.text),
];

const leaves = (c: Catalogue): string[] => Object.values(c).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));

/** The English of a catalogue's describe texts that German never says: literal runs of two words or more. */
function englishRuns(ns: 'tp-rules' | 'earth'): string[] {
  const describeOf = (c: Catalogue) => leaves(c['describe'] as Catalogue);
  const german = describeOf(CATALOGUES.de[ns]).join('\n');
  return [...new Set(describeOf(CATALOGUES.en[ns]).flatMap((t) => t.split(/\{\{[^}]*\}\}/)))]
    .map((run) => run.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((run) => run.split(/\s+/).length >= 2 && !german.includes(run));
}

/** Views of a game under way, as a seat and as the channel see them. */
function tpViews(): TpView[] {
  const views: TpView[] = [];
  let k = 0;
  randomPlayout(3, {}, 'rules-de', (s) => {
    if (k++ % 9 === 0) views.push(tippingPoint.view(s, null), tippingPoint.view(s, 'p0' as never));
  });
  expect(views.length).toBeGreaterThan(4);
  return views;
}

function earthViews(): EarthView[] {
  const views: EarthView[] = [];
  let k = 0;
  playout(pastSetup(start(2, 'rules-de')), 'rules-de', 'random', (s) => {
    if (k++ % 25 === 0) views.push(earth.view(s, null), earth.view(s, 'p0' as never));
  }, 400);
  expect(views.length).toBeGreaterThan(4);
  return views;
}

describe('rules topics in German (tp, earth)', () => {
  for (const g of games) {
    describe(g.name, () => {
      it('GIVEN every topic and icon topic said in the pseudo-language THEN no letter is outside the catalogues', () => {
        for (const x of g.rules) {
          for (const text of topicTexts(x, 'qps')) expect(uncatalogued(text), `${x.topic}: ${text}`).toEqual([]);
        }
      });

      it('GIVEN every topic said in German THEN its text differs from the English, and so do its words', () => {
        for (const x of g.rules) {
          const [en, de] = [topicEntry(x, 'en'), topicEntry(x, 'de')];
          expect(de.text, x.topic).not.toBe(en.text);
          expect(de.words, x.topic).not.toEqual(en.words);
          if (x.source) expect(say('de', x.source), x.topic).not.toBe(say('en', x.source));
        }
      });

      it('GIVEN a German title typed, in any case and without its accents THEN /game rules finds that topic first', () => {
        for (const x of g.rules) {
          const title = topicTitle(x, 'de');
          const plain = title.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
          for (const typed of [title, plain]) expect(topicTitle(find(g.rules, typed, topicEntries)[0]!, 'en'), typed).toBe(topicTitle(x, 'en'));
        }
      });
    });
  }

  it('GIVEN a German reader THEN the topics\' titles name them in German', () => {
    const title = (g: typeof games[number], topic: string) => topicTitle(g.rules.find((x) => x.topic === topic)!, 'de');
    expect(title(tippingPoint, 'crisis-placement')).toBe('Krisen platzieren');
    expect(title(tippingPoint, 'justice icon')).toBe('Gerechtigkeit-Symbol');
    expect(title(earth, 'sunny icon')).toBe('Sonnig-Symbol');
    expect(title(earth, 'soil icon')).toBe('Erde-Symbol');
  });

  it('GIVEN a Tipping Point game under way THEN its summary said in German holds no English, and in the pseudo-language no uncatalogued letter', () => {
    const runs = englishRuns('tp-rules');
    expect(runs.length).toBeGreaterThan(3);
    for (const v of tpViews()) {
      const summary = tippingPoint.describe(v);
      expect(uncatalogued(say('qps', summary).replace(/\{p\d\}/g, ''))).toEqual([]);
      const de = say('de', summary);
      for (const run of runs) expect(de, run).not.toContain(run);
      expect(de).toMatch(/^Runde \d+\. Wippe: Prävention/);
    }
  });

  it('GIVEN an Earth game under way THEN its summary said in German holds no English, and in the pseudo-language no uncatalogued letter', () => {
    const runs = englishRuns('earth');
    for (const v of earthViews()) {
      const summary = earth.describe(v);
      expect(uncatalogued(say('qps', summary).replace(/\{p\d\}/g, ''))).toEqual([]);
      const de = say('de', summary);
      for (const run of runs) expect(de, run).not.toContain(run);
    }
  });
});
