/**
 * Every icon Earth's cards and boards print, as a `/game rules` topic of its own: the pieces and resources, the
 * four Habitats, the four Flora types, the ability colours and the symbols on Fauna cards.
 *
 * An icon's name holds its own word ("soil icon"); a word that must still find an older topic first ("habitat",
 * "multicoloured", "ability") is only one of its listed words, which loses the tie to the older topic. That is why
 * the multicoloured icon keeps the rulebook's spelling, "Multicolored", in its name.
 */
import type { RulesTopic } from '../../engine/types';
import { ACTION_COLOR, ACTIONS, FLORA_TYPES, HABITATS, type FloraType, type Habitat } from './cards/schema';
import { actionName, colorName, filterNoun, floraTypeName, habitatName } from './cards/words';

const HABITAT_WORDS: Readonly<Record<Habitat, readonly string[]>> = {
  sunny: ['sun'],
  wet: ['water habitat'],
  rocky: ['rock', 'stone'],
  cold: ['snow', 'ice'],
};

function habitatIcon(h: Habitat): RulesTopic {
  const name = habitatName(h);
  // The pictures mark a Habitat by its English initial, whatever the reader's language.
  const letter = h.charAt(0).toUpperCase();
  return {
    topic: `${h} icon`,
    kind: 'icon',
    source: 'Special Rules & Edge Cases',
    words: ['habitat', 'habitat icon', letter, ...HABITAT_WORDS[h]],
    text:
      `The ${name} Habitat, printed top right on Flora, Terrain, Island and Climate cards (${letter} in the pictures). ` +
      `A card showing two Habitats counts for both. Objectives, Fauna and abilities that ask for ${name} cards count it, and your Island and Climate show Habitats too.`,
  };
}

const FLORA_NOTE: Readonly<Record<FloraType, string>> = {
  tree: 'Some cards count sets of one Tree, one Bush and one Herb.',
  bush: 'Some cards count sets of one Tree, one Bush and one Herb.',
  herb: 'Mushrooms count as Herbs too, so a requirement for Herbs counts both.',
  mushroom: 'A Mushroom also counts as a Herb; a requirement for Mushrooms counts Mushrooms only.',
};

function floraIcon(t: FloraType): RulesTopic {
  const name = floraTypeName(t);
  return {
    topic: `${t} icon`,
    kind: 'icon',
    source: 'Special Rules & Edge Cases',
    words: ['flora type', 'flora'],
    text: `The ${name} Flora type, named on a Flora card beside its Habitats. Only Flora have a type: Terrain, Events, Islands and Climates never count as ${filterNoun({ floraType: t }, true)}. ${FLORA_NOTE[t]}`,
  };
}

const colourIcons: RulesTopic[] = ACTIONS.map((a) => {
  const colour = colorName(ACTION_COLOR[a]);
  return {
    topic: `${ACTION_COLOR[a]} icon`,
    kind: 'icon',
    source: 'Player Reference',
    words: [`${colour} ability`, `${actionName(a)} ability`, 'card stripe', 'ability colour', 'colour', 'color'],
    text:
      `A ${colour} ability (a ${ACTION_COLOR[a]} stripe on the card in the pictures) activates after every ${actionName(a)} action, whoever chose it: ` +
      `every player activates their ${colour} abilities on Island, Climate and tableau, the tableau from top-left to bottom-right.`,
  };
});

export const ICON_TOPICS: readonly RulesTopic[] = [
  {
    topic: 'soil icon',
    kind: 'icon',
    source: 'Components',
    words: ['soil token', 'black cube', 'cost'],
    text: 'Soil, the black cubes, is what cards cost: pay a card\'s Soil cost in full to plant it or play it. You gain Soil from Compost (5, others 2), Water (2 each), your Island\'s start and abilities, and on your turn 2 Sprouts from one Flora can become 2 Soil. The most Soil left breaks a tie first.',
  },
  {
    topic: 'compost icon',
    kind: 'icon',
    source: 'Actions',
    words: ['compost pile', 'composted', 'face-down'],
    text: 'A card put face-down in your Compost pile: from the top of the deck (the Compost action, your Island\'s start, abilities), or from your hand where a card says so. Nobody looks at Compost cards. Each is 1 VP at the end.',
  },
  {
    topic: 'draw icon',
    kind: 'icon',
    source: 'Actions',
    words: ['card draw', 'draw cards', 'hand'],
    text: 'Draw that many cards from the deck into your hand. Plant draws 4 and keeps 1, the rest going under the deck; Grow draws 4 and keeps them all. When the deck is empty a draw gives nothing, and the game ends at the end of that round.',
  },
  {
    topic: 'sprout icon',
    kind: 'icon',
    source: 'Actions',
    words: ['sprout token', 'brown cube', 'sprout limit', 'green dot'],
    text: 'Sprouts, the brown cubes (green dots in the pictures; an empty dot is room left), go on your Flora, never on Terrain, up to each card\'s Sprout limit. Water places up to 6 (others 2), as do some abilities. Each is 1 VP at the end, and on your turn 2 Sprouts from one Flora can become 2 Soil.',
  },
  {
    topic: 'growth icon',
    kind: 'icon',
    source: 'Actions',
    words: ['growth token', 'growth limit', 'place growth'],
    text: 'Growth goes on your Flora up to each card\'s Growth limit: Trunk pieces first, then the Canopy on top, which completes the Flora. Grow places up to 2 (others draw 2 or place 2), as do some abilities. A Flora with a Growth limit of 0 takes none.',
  },
  {
    topic: 'trunk icon',
    kind: 'icon',
    source: 'Actions',
    words: ['trunk piece', 'brown bar', 'growth'],
    text: 'A Trunk is a Growth piece (a brown bar in the pictures; an empty bar is room left). Trunks go on a Flora before its Canopy. Each Trunk scores 1 VP at the end, unless the Canopy is placed: then the Canopy\'s VP replaces them.',
  },
  {
    topic: 'canopy icon',
    kind: 'icon',
    source: 'Actions',
    words: ['canopy piece', 'canopy vp', 'green triangle', 'growth', 'complete'],
    text: 'The Canopy is the last Growth piece on a Flora (a green triangle in the pictures, its VP beside it). Once it is placed the Flora\'s Growth is complete: it takes no more, and scores the Canopy VP instead of 1 VP per Trunk. A Flora printed without a Canopy scores its Trunks only.',
  },
  {
    topic: 'vp icon',
    kind: 'icon',
    source: 'Scoring / Victory Conditions',
    words: ['victory point', 'points', 'score'],
    text: 'Victory points. Islands and Climates print base VP, Events print VP that may be negative, Canopies and Fauna Leaves show theirs, and some Terrains and every Ecosystem print end-game VP. Compost, Sprouts and Trunks add 1 VP each, and the most VP wins.',
  },
  {
    topic: 'fauna leaf icon',
    kind: 'icon',
    source: 'Turn Structure',
    words: ['leaf', 'leaf token', 'fauna board', 'tier'],
    text: 'A Leaf token on the Fauna board: a circle with its VP, filled in the claimer\'s colour once claimed. The first player to meet a Fauna card\'s objective claims its highest open Leaf, later players the next ones down, and a claim is never lost. The 7 VP space goes to the first to complete 16 cards.',
  },
  ...HABITATS.map(habitatIcon),
  ...FLORA_TYPES.map(floraIcon),
  ...colourIcons,
  {
    topic: 'multicolored icon',
    kind: 'icon',
    source: 'Player Reference',
    words: ['multicoloured', 'multicoloured ability', 'every action', 'card stripe', 'ability colour', 'colour', 'color'],
    text: 'A Multicolored ability (the stripe the pictures\' legend calls "every action") activates after every action, whichever was chosen, along with the abilities of that action\'s colour. It counts as a colour of its own where a card asks for different ability colours.',
  },
  {
    topic: 'plus and minus symbols',
    kind: 'icon',
    source: 'Special Rules & Edge Cases',
    words: ['plus', 'minus', 'or more', 'or less', 'at least', 'at most'],
    text: 'On Fauna cards, a number followed by + means that many or more, and a number followed by - means that many or fewer: "6+ Wet cards" is six Wet cards or more, "1- Terrain" is one Terrain at most.',
  },
  {
    topic: 'percentage symbol',
    kind: 'icon',
    source: 'Special Rules & Edge Cases',
    words: ['percentage', 'percent'],
    text: 'A percentage (xx%) on some cards says what share of the game\'s cards can meet that card\'s requirement. It is information only and changes nothing in play.',
  },
];
