import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSET_TYPES } from '../../../render/vested-interests/style';
import { t } from '../../../src/words/translate';
import type { RulesTopic } from '../../../src/engine/types';
import { modules } from '../../../src/modules';
import { find, topicEntry, type Entry } from '../../../src/platform/reference/lookup';
import { say } from '../../../src/words/say';

/**
 * The rules reference answers: every rulebook area of each game (one file under `src/games/<game>/rules/`) has a
 * topic that names it, every topic's area is a real file, and topic names are unique (card-lists.test.ts checks
 * the words newcomers type); every icon the rulebooks print is a topic of its own.
 */
const root = path.resolve(import.meta.dirname, '../../..');

describe('platform/rules topics', () => {
  for (const [id, mod] of modules) {
    it(`GIVEN ${id} THEN every rules area has a topic, and every topic's area is one of its rules files`, () => {
      const areas = readdirSync(path.join(root, 'src/games', id, 'rules')).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3));
      const named = new Set(mod.engine.rules.flatMap((t) => (t.area ? [t.area] : [])));
      expect(areas.filter((a) => !named.has(a))).toEqual([]);
      expect([...named].filter((a) => !areas.includes(a))).toEqual([]);
      const names = mod.engine.rules.map((t) => t.topic);
      expect(new Set(names).size).toBe(names.length);
    });
  }
});

describe('platform/rules topics for the glossary', () => {
  // The Tipping Point rulebook's glossary, term by term (Earth's and Vested Interests' rulebooks have none).
  const GLOSSARY = [
    'Advisor Cards', 'Adjacency Bonus', 'Climate Seesaw', 'Credits', 'Country Cards', 'Crisis Cards', 'Crisis Deck', 'Crisis Placement',
    'Crisis Levels', 'Project Cards', 'Flipping Cards', 'Project Phase', 'Influence Tokens', 'Resources', 'Seesaw', 'Need Fulfillment',
    'Synergy Bonus', 'Need Marker', 'Victory Points', 'Pollution Tokens', 'Preservation Tokens',
  ];

  it('GIVEN every term of the Tipping Point glossary typed THEN a topic answers it', () => {
    const rules = modules.get('tipping-point')!.engine.rules;
    expect(GLOSSARY.filter((term) => find(rules, term, topicEntry).length === 0)).toEqual([]);
  });
});

describe('platform/rules topics for the icons', () => {
  // Each game's icons by the names its rulebook prints them under (its icon lists, components and card anatomy).
  const ICONS: Readonly<Record<string, readonly string[]>> = {
    'tipping-point': [
      'Justice', 'Housing', 'Infrastructure', 'Energy', 'Water', 'Nutrition', 'Health', 'Education', 'Work', 'Need icon', 'Country board',
      'Influence', 'small fists', 'Credits', 'specific costs', 'generic costs', 'Lower Need', 'Drawing cards', 'Pollution', 'Remove pollution',
      'Preservation', 'Synergy', 'Discard', 'hints',
    ],
    earth: [
      'Soil', 'Compost', 'Sprout', 'Growth', 'Trunk', 'Canopy', 'draw', 'VP', 'Leaf token', 'Sunny', 'Wet', 'Rocky', 'Cold', 'Tree', 'Herb',
      'Mushroom', 'Bush', 'Green', 'Red', 'Blue', 'Yellow', 'Multicolored', '+ and - symbols', 'Percentage',
    ],
    'vested-interests': [
      'Capital', 'Operatives', 'Influence', 'Legacy points', 'Flood', 'Drought', 'Forest Fire', 'Hurricane', 'Sea-level Surge', 'hotspot', 'NIMBY',
      'Community marker', 'Vested marker', 'Defence token', 'ownership discs', 'Institution site', 'Research', 'CIA', 'weather-exhausted', 'Dial',
      'Projection marker', 'tipping point', 'era marker', 'First Player', 'amber', 'teal', 'dirty asset', 'clean asset', 'Cultural Centre',
    ],
  };
  // Found by its name or listed words, not merely by a word of its text.
  const byName = (t: RulesTopic): Entry => ({ ...topicEntry(t), text: '' });

  for (const [id, mod] of modules) {
    const rules = mod.engine.rules;
    const icons = rules.filter((t) => t.kind === 'icon');

    it(`GIVEN ${id}'s icons by the rulebook's names THEN each finds an icon topic, by that topic's own words`, () => {
      const names = ICONS[id] ?? [];
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !find(rules, name, topicEntry).some((t) => t.kind === 'icon'))).toEqual([]);
      expect(names.filter((name) => find(icons, name, byName).length === 0)).toEqual([]);
    });

    it(`GIVEN ${id}'s icon topics THEN each is the first icon found for one of the rulebook's names, says its source and fits 400 characters`, () => {
      const reached = new Set((ICONS[id] ?? []).map((name) => find(icons, name, topicEntry)[0]?.topic));
      expect(icons.filter((t) => !reached.has(t.topic)).map((t) => t.topic)).toEqual([]);
      expect(icons.filter((t) => !t.source?.trim()).map((t) => t.topic)).toEqual([]);
      expect(icons.filter((t) => say('en', t.text).length > 400 || /…/.test(say('en', t.text))).map((t) => t.topic)).toEqual([]);
    });
  }

  it('GIVEN the words of the older topics THEN they still find their topic first', () => {
    const expected: [string, string, string][] = [
      ['tipping-point', 'icons', 'icons'], ['tipping-point', 'hint', 'crisis-effects'], ['tipping-point', 'cost', 'playing'], ['tipping-point', 'draw', 'drawing'],
      ['tipping-point', 'country', 'setup'], ['earth', 'habitat', 'objectives'], ['earth', 'multicoloured', 'activation'], ['earth', 'ability', 'activation'],
      ['earth', 'compost', 'compost'], ['earth', 'fauna', 'fauna'], ['vested-interests', 'hotspot', 'placement'], ['vested-interests', 'nimby', 'build'],
      ['vested-interests', 'heat', 'climate'], ['vested-interests', 'dial', 'climate'], ['vested-interests', 'district', 'build'], ['vested-interests', 'asset', 'build'],
      ['vested-interests', 'forest', 'placement'], ['vested-interests', 'ppm', 'climate'],
    ];
    for (const [game, word, topic] of expected) expect(find(modules.get(game)!.engine.rules, word, topicEntry)[0]?.topic, word).toBe(topic);
  });

  it('GIVEN the asset tiles of Vested Interests THEN they give each asset the code its token shows in the picture', () => {
    const words = new Set(modules.get('vested-interests')!.engine.rules.filter((t) => t.kind === 'icon').flatMap((t) => t.words ?? []));
    expect(ASSET_TYPES.map((type) => t('en', `vi-cards:asset.${type}.code`)).filter((code) => !words.has(code))).toEqual([]);
  });
});
