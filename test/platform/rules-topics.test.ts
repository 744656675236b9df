import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modules } from '../../src/modules';
import { find, topicEntry } from '../../src/platform/reference/lookup';

/**
 * The rules reference answers: every rulebook area of each game (one file under `src/games/<game>/rules/`) has a
 * topic that names it, every topic's area is a real file, and topic names are unique (card-lists.test.ts checks
 * the words newcomers type).
 */
const root = path.resolve(import.meta.dirname, '../..');

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
