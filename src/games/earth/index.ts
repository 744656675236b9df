/**
 * Earth: the engine the platform plays (setup, prompts, answers, views, outcome), its rules topics for
 * `/rules`, and the one-line summary of a view.
 */
import { cardList } from './cards/list';
import { unknownCards } from './cards/refs';
import type { GameEngine } from '../../engine/types';
import { apply } from './apply';
import { ICON_TOPICS } from './icon-topics';
import { dealtText } from './dm-text';
import type { EarthError } from './errors';
import { outcome } from './outcome';
import { prompts } from './prompts';
import { setup } from './setup';
import { optionsSchema, stateSchema, type EarthOptions, type EarthState } from './state';
import { viewOf, type EarthView } from './view';
import { cw, ew } from './texts';

const RULES = [
  { topic: 'activation', area: 'activation', words: ['ability', 'abilities', 'colour', 'color', 'multicoloured', 'activate'], source: 'Turn Structure: Activate Abilities', text: 'After each action, every player activates the abilities of that colour, and the multicoloured ones, on their Island, Climate and tableau: the tableau from top-left to bottom-right, and the Island and Climate before or after it, as each player chooses. Island and Climate abilities are never forced. An ability that activates another card copies that card\'s ability.' },
  { topic: 'order', area: 'order-matters', words: ['island first', 'tableau first', 'before', 'after', 'always'], source: 'Turn Structure: Activate Abilities', text: 'You choose whether your Island and Climate activate before or after your tableau. You are asked only when the order can change what you get (one group gains what the other spends or counts); an "Always" answer keeps your choice for the rest of the game.' },
  { topic: 'effects', area: 'effects', words: ['cost', 'benefit', 'pay', 'partial', 'in full', 'choose one'], source: 'Special Rules & Edge Cases', text: 'Card effects resolve one at a time. All costs must be paid in full, but benefits may be taken partly or in full: Sprouts beyond a Flora\'s limit, or cards from an empty deck, are simply lost. A "choose one" offers only the benefits that would do something for you now.' },
  { topic: 'worth', area: 'worth', words: ['nothing', 'no room', 'no target', 'no flora'], source: 'Special Rules & Edge Cases', text: 'An option says what it would really do for you now: "Water: 2 Soil (no Flora)" when you have no Flora to take Sprouts. A question whose options would all do the same is not asked, and a step with only one possible answer happens by itself.' },
  { topic: 'objectives', area: 'objectives', words: ['ecosystem', 'flora', 'habitat', 'terrain', 'tree', 'herb', 'mushroom', 'bush', 'sunny', 'wet', 'rocky', 'cold'], kind: 'term', source: 'Special Rules & Edge Cases', text: 'Only Flora cards count as Flora; "cards" means every card in your tableau plus your Island and Climate. Flora types are Tree, Herb, Mushroom (counted as Herb) and Bush; Habitats are Sunny, Wet, Rocky and Cold, printed top right. Island and Climate count for Ecosystem and Fauna objectives; Events never do unless they say so.' },
  { topic: 'team', area: 'team', words: ['team board', '2v2', 'partner', 'teammate'], source: 'Team Mode (2 vs 2)', text: 'Seats 1 and 2 play seats 3 and 4. Soil and cards you earn this turn may go on your team\'s shared board; anything there must be taken by either teammate before the turn ends, or it is discarded. The two scores are added, and the higher team total wins.' },
  { topic: 'setup', words: ['island', 'climate', 'ecosystem', 'side', 'start', 'objective'], source: 'Setup', text: 'Each player is dealt 2 Island cards and 2 Climate cards and chooses one of each, and a side of it: they stay for the whole game. An Island gives your starting resources (cards, Compost, Soil) and, with the Climate, abilities that activate with their colour, and end-game VP. In the full game you also keep one of two personal Ecosystem objectives, scored at the end; 4 shared Ecosystems are beside the Fauna board for everyone.' },
  { topic: 'turn', area: 'turn', words: ['action', 'activation', 'order', 'top row', 'bottom row'], text: 'The active player picks Plant, Compost, Water or Grow and takes the top row; everyone else takes the bottom row at the same time. Then every player activates that colour (and multicoloured) on Island, Climate and tableau, tableau top-left to bottom-right, Island/Climate before or after as they choose (asked only when the order can change the result; an "Always" answer is kept for the rest of the game). A gift to "each other player" is taken at once, before the receiver\'s own activations still to come. Then Fauna are checked.' },
  { topic: 'plant', area: 'actions', words: ['soil', 'cost', 'tableau', 'green'], text: 'Plant (green): pay a card\'s Soil cost in full and place it in the next space, left to right, top to bottom (16 at most); then draw 4 and keep 1, the rest go under the deck. Others: draw 1.' },
  { topic: 'compost', words: ['red', 'vp'], text: 'Compost (red): gain 5 Soil and compost the top 2 cards of the deck. Others: gain 2 Soil and compost 2. Each composted card is 1 VP.' },
  { topic: 'water', words: ['sprouts', 'blue', 'flora'], text: 'Water (blue): place up to 6 Sprouts on your Flora (each has a Sprout limit) and gain 2 Soil. Others: 2 Sprouts and 2 Soil. On your own turn you may turn 2 Sprouts from one Flora into 2 Soil.' },
  { topic: 'grow', area: 'growth', words: ['growth', 'trunk', 'canopy', 'yellow'], text: 'Grow (yellow): draw 4 and place up to 2 Growth. Others: draw 2 or place 2 Growth. Growth is Trunks first, then the Canopy on top; a Canopy completes the Flora and scores its Canopy VP instead of 1 VP per Trunk.' },
  { topic: 'events', area: 'events', words: ['event'], text: 'Events can be played whenever you owe a decision (every prompt offers "Play an Event…"): pay the cost, put it in your Event space (not one of the 16), take its benefit. Its VP counts at the end and may be negative.' },
  { topic: 'fauna', area: 'fauna', words: ['leaf', 'objective', 'animals'], text: 'After each turn, anyone meeting a Fauna objective claims its highest open tier (10/8/6/4/2 by claim order; 10 flat in Beginner). A claim is never lost.' },
  { topic: 'end', area: 'end', words: ['16 cards', 'last round', 'game end'], text: 'When someone completes 16 cards the round is finished so everyone has had as many turns; the first to complete takes the 7 VP bonus (same turn: the active player, else closest to their left). If the deck runs out the round also ends, with no bonus.' },
  { topic: 'scoring', area: 'scoring', words: ['vp', 'points', 'ecosystem', 'island', 'climate', 'win', 'winner'], text: 'Island + Climate VP, Event VP, 1 per Compost, 1 per Sprout, 1 per Trunk (or the Canopy VP), Terrain end bonuses, Ecosystems (shared and personal), Fauna Leaves and the 7 VP bonus. Ties: most Soil, then cards in hand, Growth, Sprouts, Compost.' },
  { topic: 'undo', kind: 'term', words: ['take back', 'mistake'], text: "Undo (the panel's button, or `/game undo`) takes back your own last step while nobody has answered since. A step that drew or revealed a card, or composted from the deck, cannot be taken back: that would undo luck or unsee a secret, and the refusal says which it was." },
  { topic: 'variants', area: 'solo-gaia', words: ['beginner', 'solo', 'gaia', 'team', '2v2'], text: 'Beginner: no shared Ecosystems, every Fauna Leaf is 10 VP. Solo: play against Gaia (difficulty 1-4) who gains k units on your turns and reveals a card on hers; the game ends after her deck runs out twice. Team (4 players, seats 1+2 vs seats 3+4): put earned Soil or cards on your Team board for your partner before the turn ends; team totals win.' },
] as const;

function describe(v: EarthView): string {
  const who = v.active === 'gaia' ? ew('gaia') : `{${v.active}}`;
  const head =
    v.phase === 'setup' ? ew('describe.setup') : v.over ? ew('describe.over', { why: v.endReason ?? '' }) : ew(v.action ? 'describe.turnAction' : 'describe.turn', { round: v.round, who, action: v.action ? cw(`text.gaia.action.${v.action}`) : '' });
  const ps = v.players.map((p) => ew('describe.player', { player: `{${p.id}}`, cards: p.tableau.length, soil: p.soil, hand: p.hand, compost: p.compost, vp: p.score.total }));
  const gaia = v.gaia ? [ew('describe.gaia', { vp: v.gaia.score.total, turns: v.gaia.turns, total: v.gaia.totalTurns })] : [];
  const hand = v.hand ? [v.hand.length ? ew('describe.hand', { cards: v.hand.map((c) => c.title).join(', ') }) : ew('describe.handEmpty')] : [];
  return [head, ew('describe.deck', { count: v.deck }), ...ps, ...gaia, ...hand].join('. ');
}

export const earth: GameEngine<EarthState, EarthView, EarthOptions, EarthError> = {
  id: 'earth',
  name: 'Earth',
  minPlayers: 1,
  maxPlayers: 5,
  schemaVersion: 1,
  stateSchema,
  optionsSchema,
  optionSpecs: [
    {
      kind: 'choice', name: 'variant', description: 'Standard, Beginner (no shared Ecosystems, Fauna 10 VP) or Team (2 vs 2)', default: 'standard',
      choices: [{ value: 'standard', label: 'Standard' }, { value: 'beginner', label: 'Beginner' }, { value: 'team', label: 'Team 2 vs 2' }],
    },
    { kind: 'integer', name: 'difficulty', label: "Gaia's level", description: "Gaia's level in solo: 1 Beginner to 4 Expert", default: 2, min: 1, max: 4 },
    { kind: 'integer', name: 'start_hand', label: 'Starting hand', description: 'Starting hand before the Island draw (house rule)', default: 5, min: 0, max: 10 },
    { kind: 'boolean', name: 'personal_ecosystem', label: 'Personal Ecosystem', description: 'Each player keeps a personal Ecosystem objective', default: true },
    { kind: 'integer', name: 'max_rounds', label: 'Rounds', description: 'Short game: also end after this many rounds (0 = no limit)', default: 0, min: 0, max: 40, zeroMeans: 'no limit' },
  ],
  setup,
  prompts,
  apply,
  // `rev` only counts steps.
  position: (s) => ({ ...s, rev: 0 }),
  unknownCards,
  view: viewOf,
  outcome,
  rules: [...RULES, ...ICON_TOPICS],
  describe,
  cards: cardList,
  // The hand and the setup choices are dealt at the start (its DM); cards drawn later show when the player looks.
  secrets: () => [],
  dealtText,
};
