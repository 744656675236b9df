/**
 * Earth 2053: Tipping Point, the engine the platform sees. The rules live in rules/, one file per
 * rulebook section; house rules are listed in docs/house-rules.md.
 */
import { cardList } from './cards/list';
import { unknownCards } from './cards/refs';
import type { GameEngine } from '../../engine/types';
import { apply } from './apply';
import { ICON_TOPICS } from './icon-topics';
import { dealtText, secrets, secretText } from './dm-text';
import { CATEGORY_LABEL } from './cards/text';
import { projectById } from './cards/catalogue';
import type { TpError } from './errors';
import { outcome } from './outcome';
import { prompts } from './prompts';
import { setup } from './setup';
import { tpShortcuts } from './shortcuts';
import { tiltText } from './seesaw-text';
import { AUTO_TIP, PRESSURE_LEVELS, optionsSchema, stateSchema, type TpOptions, type TpState } from './state';
import { view, type TpView } from './view';

/** A short summary in players' words, for logs, the terminal table and alt text; seats as `{p0}` for the table to name. */
function describe(v: TpView): string {
  const crises = v.grid.cells.filter((c) => c.kind === 'crisis');
  const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const grid = `On the grid: ${plural(v.grid.cells.length - crises.length, 'Project')} and ${plural(crises.length, 'Crisis', 'Crises')}`;
  const seats = v.seats
    .map((x) => {
      const needs = Object.entries(x.needs).filter(([, n]) => n > 0).map(([k, n]) => `${CATEGORY_LABEL[k as keyof typeof CATEGORY_LABEL]} ${n}`);
      const credits = Object.values(x.credits).reduce((a, b) => a + b, 0);
      return `{${x.player}}${x.countryName ? ` (${x.countryName})` : ''}: ${plural(x.handCount, 'card')} in hand, ${plural(credits, 'Credit')}${needs.length ? `, Needs ${needs.join(', ')}` : ''}`;
    })
    .join('; ');
  const hand = v.me ? ` Your hand: ${v.me.hand.map((id) => projectById(id)?.name ?? 'a card').join(', ')}.` : '';
  return `Round ${v.round}. Seesaw: Preservation ${v.seesaw.preservation}/25, Pollution ${v.seesaw.pollution}/25 (${tiltText(v.seesaw)}). ${plural(v.crisisDeck, 'Crisis card')} left in the deck. ${grid}. ${seats}.${hand}`;
}

export const tippingPoint: GameEngine<TpState, TpView, TpOptions, TpError> = {
  id: 'tipping-point',
  name: 'Tipping Point',
  shortcuts: tpShortcuts,
  minPlayers: 1,
  maxPlayers: 4,
  schemaVersion: 1,
  stateSchema,
  optionsSchema,
  optionSpecs: [
    { kind: 'integer', name: 'difficulty', description: 'Extra Crisis cards removed: 0 learning … 10 extreme', default: 0, min: 0, max: 10 },
    { kind: 'boolean', name: 'expert', label: 'Expert mode', description: 'Expert mode: every category without a Need marker starts at level 2', default: false },
    {
      kind: 'choice',
      name: 'variant',
      description: 'Co-operative, or semi-co-operative with hidden Victory Points',
      default: 'coop',
      choices: [
        { value: 'coop', label: 'Co-operative' },
        { value: 'competitive', label: 'Competitive (hidden Victory Points)' },
      ],
    },
    {
      kind: 'choice',
      name: 'order',
      label: 'Turn order',
      description: 'Clockwise turns, or the advanced free order',
      default: 'turns',
      choices: [
        { value: 'turns', label: 'Clockwise turns' },
        { value: 'free', label: 'Free order (advanced)' },
      ],
    },
    { kind: 'integer', name: 'tip', label: 'Seesaw tips at', description: 'House rule: Pollution torque lead that tips the Seesaw, 10-80 (0: auto)', default: AUTO_TIP, min: 0, max: 80, zeroMeans: 'automatic' },
    { kind: 'integer', name: 'max_rounds', label: 'Lost after round', description: 'House rule: the game is lost after this round', default: 20, min: 3, max: 40 },
    {
      kind: 'choice',
      name: 'pressure',
      label: 'Crisis pressure',
      description: 'House rule: extra Pollution per unsolved Crisis at the end of each round',
      default: 'auto',
      choices: [
        { value: 'auto', label: 'Automatic: grows with difficulty and table size' },
        ...PRESSURE_LEVELS.map((n) => ({ value: n, label: n === '0' ? 'None (rulebook)' : `+${n} Pollution per unsolved Crisis` })),
      ],
    },
  ],
  setup,
  prompts,
  apply,
  // `seq` and `rev` only count steps (prompt ids are made from them).
  position: (s) => ({ ...s, seq: 0, rev: 0 }),
  unknownCards,
  view: (s, viewer) => view(s, viewer, [...new Set(prompts(s).map((p) => p.player))]),
  outcome,
  cooperative: (s) => s.options.variant !== 'competitive',
  roundsPlayed: (s) => s.round,
  rules: [
    { topic: 'placing', area: 'placing-projects', words: ['slot', 'grid', 'adjacent', 'face-down', 'cover'], source: 'Placing Project Cards', text: 'After paying, place the card next to any card already on the table: on an open slot, or on top of a face-down Project, whose Influence tokens then move onto other face-down Projects (or go back to their owners when there is none). Never on a Crisis, face-up or face-down. The table has no size limit.' },
    { topic: 'synergy', area: 'synergy', words: ['synergy bonus', 'same category', 'matching side'], kind: 'term', source: 'Synergy Bonus', text: 'A Project placed against a side of a face-up card (Project or Crisis) of its own category earns the Synergy Bonus printed on your Advisor, once for each matching side. An active Crisis that blocks Synergy for that category cancels it. Placing a Crisis earns none.' },
    { topic: 'needs', area: 'needs', words: ['need', 'adjacency', 'adjacency bonus', 'level', 'marker', 'pollution icon', 'maximum', 'fulfillment', 'need fulfillment'], kind: 'term', source: 'Increasing a Need Fulfillment Level', text: 'Raising a Need moves its marker one level up your Country board. Each of its two neighbouring Needs gives the Adjacency Bonus printed between them, unless that neighbour is now lower (a category without a marker counts as higher). A level with Pollution icons adds that many Pollution to the Seesaw. Raising past the top counts as reaching the top again. Each round, every Need pays Income equal to its level.' },
    { topic: 'influence', area: 'influence', words: ['influence token', 'container', 'fist', 'place influence'], kind: 'term', source: 'Placing Influence Tokens', text: 'Influence you gain goes at once onto face-down Projects, split as you like; with no face-down Project on the table it is lost. Face-down Projects are the containers that solve Crises: a Crisis needs, on each edge with Influence icons, a face-down Project holding that many tokens.' },
    { topic: 'crisis-effects', area: 'crisis-effects', words: ['block', 'blocked', 'hint', 'active crisis', 'cannot spend'], source: 'Solving Crises (note on hints)', text: 'While a Crisis is face-up (unsolved), the hint in its lower right corner blocks every player: Credits of a category cannot be spent, a Need cannot be raised, or Synergy of a category is lost. Solving it (turning it face-down) ends the block at once.' },
    { topic: 'crisis-placement', area: 'crisis-placement', words: ['new crisis', 'place crisis', 'same category'], source: 'Placing Crisis Cards', text: 'At the end of each round every player draws a Crisis and places it next to a Project, never orthogonally next to another Crisis (face-up or face-down). It must touch a Project of its own category when any spot allows that; otherwise it goes anywhere else allowed. A face-down Crisis counts as an empty space; a face-down Project does not. Placing a Crisis earns no Synergy.' },
    { topic: 'drawing', area: 'project-deck', words: ['draw', 'deck', 'hand', 'discard', 'pass cards'], source: 'Conclusion & Income Phase', text: 'Project cards come from one shared deck. Each round you draw the number on your Country card, and there is no hand limit. You may discard cards to pay costs, at your Advisor\'s discard rate. At the end of each round everyone passes two Project cards to the left (solo: discard two and draw two).' },
    { topic: 'setup', words: ['country', 'advisor', 'side', 'hand', 'needs', 'face-down', 'start'], source: 'Setup', text: 'Before the first round, each player chooses a Country and an Advisor. A Country sets your starting Needs (the markers on your Country board), your Credits in each category, the Project cards you start with and how many you draw each round. An Advisor card has two sides; the side you take sets your discard rate (cards per Credit when paying), your exchange rate (Credits for 1 Influence) and a once-per-game or once-per-round ability. The first face-down Project goes on a slot with the most Influence icons pointing at it; when several tie, the table decides together.' },
    { topic: 'goal', area: 'seesaw', words: ['seesaw', 'tip', 'torque', 'beam', 'win', 'lose', 'preservation', 'pollution'], text: 'Fill the Preservation side of the Climate Seesaw (25 tokens) together. You all lose if the Pollution side fills, or if the Seesaw tips: when Pollution outweighs Preservation by its tipping point (each side 5 rows of 5 slots; a token weighs 1 to 5, more the further out it sits). The tipping point is 30, lowered with each difficulty level (to 10) at a table of two or more, unless the lobby set its own.' },
    { topic: 'pressure', words: ['house rule', 'difficulty'], text: 'House rule (Crisis pressure): at the end of each round, after the Crises\' own Pollution, every unsolved Crisis adds this many more Pollution tokens. By default it grows with difficulty and table size (none solo, none at difficulty 0; up to 3 per Crisis at two players, 4 at three or four); the table picture shows the number in force.' },
    { topic: 'turn', area: 'turn-sequence', words: ['pass', 'rejoin', 'round', 'project phase', 'phase'], text: 'In turn, play one Project card or pass. A passed player may come back in; the round ends when everyone has passed in a row. Exchanging Credits for Influence and Advisor abilities do not use your turn.' },
    { topic: 'playing', area: 'playing-projects', words: ['synergy', 'cost', 'slot', 'place', 'credits', 'discard', 'resources'], text: 'Pay the cost (specific Credits from their budget, generic from any; discard cards at your Advisor rate; a Need-lowering cost is impossible at level 1 and ignored without a marker). Place the card next to any card, on an open slot or a face-down Project, never on a Crisis. Synergy per matching side. The table is columns A-Z by rows 1-25, the first Crises around M13; a slot keeps its name all game.' },
    { topic: 'icons', area: 'project-effects', words: ['need', 'raise', 'flip', 'adjacency', 'flipping', 'flip a card'], text: 'Each Need icon: raise that Need (Pollution icons, Adjacency Bonus per neighbour that is not lower; no marker counts as higher) or flip a face-up Project of that category, the card itself included. Other effects in any order.' },
    { topic: 'crises', area: 'crisis-solving', words: ['influence', 'solve', 'token', 'crisis deck', 'deck', 'crisis level', 'level'], text: 'Each Crisis edge with Influence icons needs a face-down Project holding that many tokens. The player who places the last token solves it at once: Preservation goes on the Seesaw and the Crisis turns face-down.' },
    { topic: 'end-of-round', area: 'round-end', words: ['income', 'draw', 'pass cards', 'new crisis'], text: 'Pollution from every active Crisis and the loss check; each player places a new Crisis (never next to a Crisis, next to a same-category Project if possible); Income per Need level; draw per Country; pass two cards to the left (solo: discard two, draw two).' },
    { topic: 'advisors', area: 'advisors', words: ['exchange', 'ability', 'rate'], text: 'Your Advisor sets your discard rate, your exchange rate (Credits of one budget for 1 Influence, from the turn menu, without using your turn) and your Synergy Bonus. An ability used "any time" is a menu entry and your choice. A triggered ability (after you play, raise, gain a Synergy Bonus or solve a Crisis, or at Income) applies automatically, within its limit, and cannot be declined: a once-per-round or once-per-game use is spent the first time it fires.' },
    { topic: 'undo', kind: 'term', words: ['take back', 'mistake'], text: "Undo (the panel's button, or `/game undo`) takes back your own last step while nobody has answered since. A step that drew a card from the deck (placing a Project can, through its effects) or turned up a Crisis cannot be taken back: that would undo luck or unsee a secret, and the refusal says which it was." },
    { topic: 'variants', words: ['expert', 'solo', 'difficulty'], text: 'difficulty 0-10 removes Crisis cards; expert gives marker-less categories level 2 and 2 Credits; solo places one Crisis a round; competitive scores the Crisis level to each top contributor, and keeps each score secret.' },
    { topic: 'competitive', area: 'competitive', words: ['victory points', 'vp', 'score'], text: 'Competitive variant: each solved Crisis scores its level in Victory Points to every player who gave the most of the Influence used (ties all score). As at a real table, every Influence token shows its owner\'s colour, and the log says who placed it and who gave what to a solved Crisis. What stays secret until the game ends is the score: each player is told their own Victory Points privately, and your hand picture shows your total. If the game is won, the most Victory Points win; if it is lost, nobody does.' },
    ...ICON_TOPICS,
  ],
  describe,
  cards: cardList,
  secrets,
  dealtText,
  secretText,
};

export type { TpState, TpView, TpOptions };
