/**
 * Every icon Tipping Point's cards and Country board print, as a `/game rules` topic of its own. The nine
 * category icons are written from the Country board's data (neighbours, Adjacency Bonuses, Pollution levels), so
 * what they say cannot drift from what the engine does.
 *
 * An icon's name holds its own word ("pollution icon"); a word that already finds an older topic first ("cost",
 * "hint", "country") is only one of its listed words, which loses the tie to the older topic.
 */
import type { RulesTopic } from '../../engine/types';
import { catalogue, ringNeighbours } from './cards/catalogue';
import { CATEGORY_LABEL } from './cards/text';
import { w } from './words';
import { rulesTopic, rw } from './rules-words';
import type { Category } from './cards/schema';

/** What the Adjacency Bonus between `a` and `b` gives, in a word. */
function bonusToward(a: Category, b: Category): string {
  const entry = catalogue.board.adjacency.find((x) => x.pair.includes(a) && x.pair.includes(b));
  return rw(`icon.bonus.${entry ? entry.bonus : 'none'}`);
}

/** "levels 4 and 5", "levels 3 to 5": where a Need's Pollution icons start on the Country board. */
function pollutionLevels(c: Category): string {
  const levels = catalogue.board.pollutionByLevel[c] ?? [];
  const first = levels.findIndex((n) => n > 0) + 1;
  const top = catalogue.board.maxLevel;
  if (first === 0) return '';
  return rw(first === top ? 'icon.levels.top' : first === top - 1 ? 'icon.levels.two' : 'icon.levels.range', { first, top });
}

function categoryIcon(c: Category): RulesTopic {
  const name = CATEGORY_LABEL[c];
  const [before, after] = ringNeighbours(c);
  const pollution = pollutionLevels(c);
  return {
    topic: `${c} icon`,
    title: rw('icon.category.title', { name }),
    kind: 'icon',
    source: rw('icon.category.source'),
    words: [w(`categoryShort.${c}`), rw('icon.category.words', { name })],
    text: rw('icon.category.text', {
      name,
      // English writes "an Energy card", "a Water card".
      ...(/^[aeiou]/.test(c) ? { context: 'vowel' } : {}),
      a: CATEGORY_LABEL[before],
      b: CATEGORY_LABEL[after],
      bonusA: bonusToward(c, before),
      bonusB: bonusToward(c, after),
      pollution: pollution ? rw('icon.category.pollution', { levels: pollution }) : '',
    }),
  };
}

const icon = (topic: string): RulesTopic => rulesTopic(topic, { kind: 'icon', source: true });

export const ICON_TOPICS: readonly RulesTopic[] = [
  ...catalogue.board.ring.map(categoryIcon),
  ...[
    'any need icon',
    'influence icon',
    'credits icon',
    'specific credits icon',
    'generic credits icon',
    'lower need icon',
    'draw icon',
    'pollution icon',
    'remove pollution icon',
    'preservation icon',
    'synergy icon',
    'discard icon',
    'crisis corner icon',
  ].map(icon),
];
