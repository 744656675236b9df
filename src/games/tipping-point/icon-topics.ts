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
import type { AdjacencyEntry, Category } from './cards/schema';

const BONUS_WORD: Readonly<Record<AdjacencyEntry['bonus'], string>> = {
  gainInfluence: 'Influence',
  gainCredits: 'Credits',
  drawProjects: 'cards',
  removePollution: 'Pollution removed',
};

function bonusToward(a: Category, b: Category): string {
  const entry = catalogue.board.adjacency.find((x) => x.pair.includes(a) && x.pair.includes(b));
  return entry ? BONUS_WORD[entry.bonus] : 'nothing';
}

/** "levels 4 and 5", "levels 3 to 5": where a Need's Pollution icons start on the Country board. */
function pollutionLevels(c: Category): string {
  const levels = catalogue.board.pollutionByLevel[c] ?? [];
  const first = levels.findIndex((n) => n > 0) + 1;
  const top = catalogue.board.maxLevel;
  if (first === 0) return '';
  return first === top ? `level ${top}` : first === top - 1 ? `levels ${first} and ${top}` : `levels ${first} to ${top}`;
}

function categoryIcon(c: Category): RulesTopic {
  const name = CATEGORY_LABEL[c];
  const [before, after] = ringNeighbours(c);
  const [a, b] = [CATEGORY_LABEL[before], CATEGORY_LABEL[after]];
  const pollution = pollutionLevels(c);
  return {
    topic: `${c} icon`,
    kind: 'icon',
    source: 'Effects of Project Cards',
    words: [w(`categoryShort.${c}`), `${name} need`, 'need icon', 'category icon', 'raise', 'flip'],
    text:
      `The ${name} icon marks ${/^[aeiou]/.test(c) ? 'an' : 'a'} ${name} card, top right beside its frame colour, and the ${name} space of your Country board, between ${a} and ${b}. ` +
      `On a Project, each ${name} icon raises your ${name} Need one level or flips a face-up ${name} Project. ` +
      `A raise earns the Adjacency Bonus toward ${a} (${bonusToward(c, before)}) and ${b} (${bonusToward(c, after)})` +
      `${pollution ? `; ${pollution} add Pollution` : ''}.`,
  };
}

export const ICON_TOPICS: readonly RulesTopic[] = [
  ...catalogue.board.ring.map(categoryIcon),
  {
    topic: 'any need icon',
    kind: 'icon',
    source: 'Effects of Project Cards',
    words: ['country board icon', 'any category', 'need icon', 'raise', 'flip'],
    text: 'A Need icon that shows the Country board instead of one category. You choose the category as you use it: raise any of your Needs one level, or flip a face-up Project of any category. Each such icon on a card chooses on its own.',
  },
  {
    topic: 'influence icon',
    kind: 'icon',
    source: 'Solving Crises',
    words: ['fist', 'small fist', 'influence token', 'gain influence'],
    text: 'The small fist. On a Crisis card, the fists on an edge are the Influence tokens a face-down Project beside that edge must hold to solve it. On a Project, an Advisor or between two Needs of the Country board, gain that many Influence and place them at once on face-down Projects; with none on the table they go back to the supply.',
  },
  {
    topic: 'credits icon',
    kind: 'icon',
    source: 'Effects of Project Cards',
    words: ['credit', 'coin', 'money', 'gain credits'],
    text: 'A Credit coin. On a Project, an Advisor or between two Needs of the Country board, gain that many Credits and share them as you like among your categories\' budgets, even one without a Need marker. On an Advisor\'s ability it can be a price instead. Each round every Need pays Credits equal to its level into its own budget.',
  },
  {
    topic: 'specific credits icon',
    kind: 'icon',
    source: 'Playing Project Cards',
    words: ['specific cost', 'category cost', 'budget', 'pay'],
    text: 'A cost in a Project\'s top left that shows a category (in the rulebook\'s example, Education): pay that many Credits from that category\'s budget only. Discarding a Project of that category pays your Advisor\'s discard value toward it. A face-up Crisis can block a category\'s Credits.',
  },
  {
    topic: 'generic credits icon',
    kind: 'icon',
    source: 'Playing Project Cards',
    words: ['generic cost', 'any credits', 'pay'],
    text: 'A plain cost in a Project\'s top left: pay that many Credits from the budgets of any categories, in any mix, or by discarding Project cards at your Advisor\'s discard value. Credits of a category a face-up Crisis blocks cannot be used.',
  },
  {
    topic: 'lower need icon',
    kind: 'icon',
    source: 'Playing Project Cards',
    words: ['lower', 'reduce need', 'need cost'],
    text: 'A cost beside a Project\'s Credits that shows a category (in the rulebook\'s example, Water): playing the card lowers that Need one level on your Country board. With no marker in that category it is ignored; with the Need at level 1 the card cannot be played.',
  },
  {
    topic: 'draw icon',
    kind: 'icon',
    source: 'Effects of Project Cards',
    words: ['draw cards', 'drawing cards', 'project cards'],
    text: 'A Project card with a number: draw that many Project cards from the deck into your hand. It is printed on Projects and Advisors, and between some pairs of Needs on the Country board as an Adjacency Bonus. There is no hand limit.',
  },
  {
    topic: 'pollution icon',
    kind: 'icon',
    source: 'Pollution from Increasing Needs',
    words: ['pollution token', 'per round'],
    text: 'On a Crisis card, the Pollution it puts on the Seesaw at the end of every round while unsolved. On your Country board, the Pollution icons on a Need\'s top levels add that many Pollution tokens when you raise the Need onto them. Pollution fills the Seesaw from the centre out; if that side fills or the Seesaw tips, everyone loses.',
  },
  {
    topic: 'remove pollution icon',
    kind: 'icon',
    source: 'Effects of Project Cards',
    words: ['take pollution', 'pollution removal'],
    text: 'A Pollution token taken off the Seesaw: return that many Pollution tokens from the Climate Seesaw to the supply. It is printed on Projects and Advisors, and between some pairs of Needs on the Country board as an Adjacency Bonus.',
  },
  {
    topic: 'preservation icon',
    kind: 'icon',
    source: 'Solving Crises',
    words: ['preservation token', 'solved crisis'],
    text: 'On a Crisis card, the Preservation tokens placed on the Seesaw when that Crisis is solved. They fill the Preservation side row by row, from its outer edge toward the centre; fill that side and everyone wins.',
  },
  {
    topic: 'synergy icon',
    kind: 'icon',
    source: 'Advisor',
    words: ['synergy bonus', 'matching side'],
    text: 'Printed on your Advisor beside what its Synergy Bonus gives (Credits, Influence or cards). You gain it once for each side of a newly placed Project that touches a face-up Project or Crisis of the same category. Some Advisor abilities trigger on it or give extra Synergy Bonuses.',
  },
  {
    topic: 'discard icon',
    kind: 'icon',
    source: 'Advisor',
    words: ['discard value', 'discard cards'],
    text: 'On an Advisor\'s ability, a price: discard that many Project cards from your hand to use it (they give no Credits). Your Advisor also prints its discard value: the Credits one discarded card is worth when you pay a Project\'s cost.',
  },
  {
    topic: 'crisis corner icon',
    kind: 'icon',
    source: 'Solving Crises',
    words: ['hint', 'crisis hint', 'block', 'lower right'],
    text: 'The hint in the lower right corner of some Crisis cards. While that Crisis is unsolved it blocks every player: one category\'s Credits cannot be spent, one Need cannot be raised, or one category (or every Project) earns no Synergy Bonus. Solving the Crisis lifts the block at once.',
  },
];
