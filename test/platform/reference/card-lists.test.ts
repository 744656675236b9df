import { describe, expect, it } from 'vitest';
import { modules } from '../../../src/modules';
import { find, cardEntry, topicEntry } from '../../../src/platform/reference/lookup';
import { say } from '../../../src/words/say';

/** `/game card` finds every card of every game: each listed once, named, with its whole text, naming no seat. */
describe('platform/card lists', () => {
  for (const mod of modules.values()) {
    it(`GIVEN ${say('en', mod.engine.name)} THEN every card is listed once, with a name and its whole text, and is found by its name`, () => {
      const cards = mod.engine.cards ?? [];
      expect(cards.length).toBeGreaterThan(50);
      expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
      for (const c of cards) {
        // As a person reads them and types them: said in English.
        const [name, text] = [say('en', c.name), say('en', c.text)];
        expect(name.trim(), c.id).not.toBe('');
        expect(text.trim(), c.id).not.toBe('');
        expect(text, c.id).not.toMatch(/…|\{p\d\}|\bp[0-4]\b/);
        expect(find(cards, name, cardEntry).slice(0, 1).map((x) => x.name), c.id).toEqual([c.name]);
      }
    });
  }
});

describe('platform/rules topics found by a newcomer\'s words', () => {
  it('GIVEN the words players type THEN each finds a topic of its game, first by name or listed word', () => {
    const expected: [string, string, string][] = [
      ['tipping-point', 'seesaw', 'goal'], ['tipping-point', 'tip', 'goal'], ['tipping-point', 'torque', 'goal'], ['tipping-point', 'synergy', 'synergy'],
      ['tipping-point', 'influence', 'influence'], ['tipping-point', 'adjacency', 'needs'], ['earth', 'habitat', 'objectives'],
      ['earth', 'multicoloured', 'activation'], ['vested-interests', 'hotspot', 'placement'], ['vested-interests', 'nimby', 'build'], ['vested-interests', 'takeover', 'takeover'], ['vested-interests', 'tribunal', 'tribunal'],
      ['vested-interests', 'heat', 'climate'], ['earth', 'fauna', 'fauna'], ['earth', 'gaia', 'variants'],
    ];
    for (const [game, word, topic] of expected) expect(find(modules.get(game)!.engine.rules, word, topicEntry)[0]?.topic, word).toBe(topic);
  });
});
