/**
 * Vested Interests as a GameEngine: setup, prompts, apply, views and outcome wired together, with the `/game rules`
 * topics. The rules themselves live in rules/, one file per rulebook section.
 */
import { cardList } from './cards/list';
import { words } from '../../engine/words';

import { unknownCards } from './cards/refs';
import type { GameEngine } from '../../engine/types';
import { apply } from './apply';
import { ICON_TOPICS } from './icon-topics';
import { dealtText, secretText } from './dm-text';
import { catalogue } from './cards/catalogue';
import type { VIError } from './errors';
import { outcomeOf } from './outcome';
import { nothingAsked, prompts } from './prompts';
import { setup } from './setup';
import { optionsSchema, stateSchema, type Options, type VIState } from './state';
import { describe, secrets, view, type VIView } from './view';

/** The lobby's words for the game: its name and its options (the `lobby` texts of the vi catalogue). */
const lw = (key: string) => words(`vi:lobby.${key}`);

const { windowMinMs, windowMaxMs } = catalogue.rules.schemes;
/** The secret windows' bounds as the rules topics say them (docs/house-rules.md, Secrecy first). */
const WINDOW_TIME = `It stays open at least ${windowMinMs / 1000} s and closes at ${windowMaxMs / 1000} s (when no player holds a Scheme, or none has Influence to vote with, it is not held open: everyone knows that already); whoever has not answered by then`;

export const vestedInterests: GameEngine<VIState, VIView, Options, VIError> = {
  id: 'vested-interests',
  name: lw('name'),
  minPlayers: 3,
  maxPlayers: 5,
  schemaVersion: 1,
  stateSchema,
  optionsSchema,
  optionSpecs: [
    {
      kind: 'choice', name: 'variant', label: lw('options.variant.label'), description: lw('options.variant.description'),
      default: 'full', choices: [{ value: 'full', label: lw('options.variant.full') }, { value: 'flashpoint', label: lw('options.variant.flashpoint') }],
    },
  ],
  setup,
  prompts,
  nothingAsked,
  apply,
  // `seq` only counts steps (prompt ids are made from it): Pass, then Back, is the same position as before.
  position: (s) => ({ ...s, seq: 0 }),
  unknownCards,
  view,
  outcome: outcomeOf,
  describe,
  cards: cardList,
  secrets,
  dealtText,
  secretText,
  rules: [
    { topic: 'build', area: 'build', words: ['asset', 'district', 'cell', 'crew', 'institution', 'nimby'], source: 'Actions in detail', text: 'To build, place an Operative and choose an asset (its price in Capital, what it earns each Income and its Heat), then a district, then a free cell. The build is declared first: in the Scheme window that follows, a NIMBY may stop it. Then you pay, place it and take any crew: Housing, a Transport Hub, an Institution and a Cultural Centre each give +1 permanent Operative (at most 6), arriving at the next Income. At most 4 Institutions stand on the board, and 1 per player until the second era.' },
    { topic: 'contracts', area: 'contracts', words: ['contract row', 'deal', 'discount', 'dead contract', 'amber', 'teal'], source: 'The Contract cards', text: 'Four Contracts sit face-up. Each offers one asset at a discount, with an extra effect or condition on the card; dirty ones are amber, clean ones teal. Taking one uses an Operative and the card\'s price, and the row refills at once. At the end of each Income, any Contract nobody could legally take (no supply, no legal place, nobody can afford it) is discarded and the row refilled.' },
    { topic: 'climate', area: 'climate', words: ['dial', 'ppm', 'tipping point', 'projection', 'heat', 'research', 'cooling', 'collapse'], source: 'The world turns', text: 'Each round the Dial rises by the era baseline, the penalties of crossed tipping points and the net Heat of the board, less removals. Crossing 500, 550 or 575 flips that tipping point for good and adds its penalty. The Projection shows where the world ends if nothing changes. Research cools the world by 11 ppm a round in all, however many are in play; a Disinfo silences one for one turn of the world.' },
    { topic: 'income', area: 'income', words: ['capital', 'yield', 'operatives back', 'exhausted'], source: 'Income', text: 'Everyone at once collects Capital from their assets, +2 base Capital and any House income, and takes their Operatives back from the board. Weather-exhausted assets yield nothing that round. An Operative gained by building arrives now.' },
    { topic: 'mini-cards', area: 'mini-cards', words: ['research programme', 'cia desk', 'disinfo', 'fund', 'vice', 'peek'], source: 'The world turns', text: 'Fund a Research Programme (4 Capital) or a CIA Desk (3) onto a free Institution of yours. Research cools the world each round; a CIA Desk lets you look at another player\'s Vice, free, on your own turn. A Disinfo Drive (2) names a Research in play: it misses the next cooling, then resumes.' },
    { topic: 'placement', area: 'placement', words: ['hotspot', 'zone', 'free cell', 'defence', 'fortify', 'forest', 'nimby'], kind: 'term', source: 'Hotspots', text: 'Each district has two hotspots; a hotspot\'s zone is its cell and every cell within three steps inside the district. Build on a free cell: inside a zone, weather strikes harder. A NIMBY closes its whole district to new building. A Defence token (Fortify, or a free one from a card) protects one asset from weather\'s card effects.' },
    { topic: 'scheme-windows', area: 'scheme-windows', words: ['window', 'stand aside', 'secret window', 'one scheme'], source: 'Schemes', text: 'A Scheme window opens at the moments Schemes bite: a build declared, a Takeover, weather, the vote and the Tribunal. Everyone is asked in secret, holding a fitting Scheme or not, so being asked tells nothing; each plays at most one Scheme per window. Where you can only stand aside, the table stands aside for you unless you turn that off.' },
    { topic: 'effects', area: 'effects', words: ['rider', 'scenario', 'trigger', 'community forest', 'free defence'], source: 'Votes and Initiatives', text: 'One-shot effects come from an Initiative\'s rider when it passes, a scenario Planet card, a Contract\'s extra effect and House triggers. Some ask a follow-up: where a Community Forest goes, or which of your assets takes a free Defence.' },
    { topic: 'goal', area: 'houses-agendas-vices', words: ['legacy', 'agenda', 'vice', 'win', 'survive'], text: 'Score the most Legacy if the world survives. Your secret Agenda adds or takes Legacy by the final climate band: Stewards want Danger (<510 ppm), Opportunists Severe or Extreme, Accelerationists Extreme. At 600 ppm the world collapses: a qualified Accelerationist (2+ dirty assets, 6+ Capital) wins alone, otherwise everyone loses.' },
    { topic: 'round', area: 'round', words: ['dial', 'tipping point', 'ppm', 'income', 'era'], text: 'Each round: the world turns (Dial, tipping points at 500/550/575, Projection, Planet card, Initiative, Contract refill, era Influence grant), then Income (+2 base, assets, House), then Actions round-robin: 1 Operative per action, or pass (final). When everyone has passed, Campaigns are revealed and the Initiative is voted.' },
    { topic: 'actions', area: 'actions', words: ['build', 'contract', 'operative', 'heat', 'pass'], text: 'Build an asset, take a Contract, launch a Takeover, draw a Scheme (2 Capital), fund Research (4), a CIA Desk (3) or Disinfo (2), fortify (2), or convert (Helios). Revealing your Agenda or Vice and using a CIA Desk are free, on your own turn. Revealing, drawing a Scheme and passing cannot be undone, so each asks you to confirm first, in private.' },
    { topic: 'campaign', area: 'vote', words: ['influence', 'vote', 'secret'], text: `When you pass you secretly commit any Influence to the Initiative. It passes with players + 1 in total. Good: Dial -9, top contributor is Sponsor (+1 Legacy), every third pass is a Breakthrough (-12, +2 Legacy to the leading Sponsor). Bad: Dial +6, top contributor +3 Capital. All committed Influence is spent. ${WINDOW_TIME} commits 0.` },
    { topic: 'takeover', area: 'takeover', words: ['attack', 'defence', 'dice', 'community', 'vested'], text: 'Target a dirty asset, an Institution or a NIMBY you do not hold. Others join clockwise with 1 Operative (the owner up to 2). Attack = Operatives + Schemes; defence = 2 + Operatives. Each side adds a die; the defender wins ties. A win makes it a Community asset (a revealed Accelerationist may place a Vested marker).' },
    { topic: 'weather', area: 'weather', words: ['drought', 'flood', 'storm', 'hotspot'], text: 'Weather strikes its home district (die: 1-3 home, 4 Verge, 5 Rim, 6 First Player chooses; a Surge always hits the Delta) and from 500 ppm the next district too. Below 510 only hotspot zones are struck and owners with assets in a zone pay 1; from 510 the whole district, owners pay 1 (2 with an asset in a zone); from 550 struck zone assets lose two Incomes.' },
    { topic: 'schemes', area: 'schemes', words: ['scheme window', 'secret card'], text: `Schemes are secret, held two at a time and played openly in windows: builds, Takeovers, weather, the vote reveal and the Tribunal. Every player is asked at every window, holding a Scheme or not, and nobody sees who has answered. ${WINDOW_TIME} stands aside. If two Blackouts, NIMBYs or Weather Machines are played in one window, the first clockwise from the First Player resolves and the others return to their hands.` },
    { topic: 'tribunal', area: 'tribunal', words: ['suspect', 'reveal', 'vote'], text: `After rounds 3 and 7 everyone secretly puts 0-2 Influence against one suspect. The most votes reveals their Agenda (or Vice if the Agenda is out). Ties go to the earliest clockwise from the First Player; a past victim is named again only if strictly ahead. ${WINDOW_TIME} casts no vote.` },
    { topic: 'scoring', area: 'scoring', words: ['legacy', 'points', 'holdings', 'collapse'], text: 'On survival: Legacy earned + Vice + holdings (clean and civic 1, Institution 2) + Capital/4 + the Agenda bonus for the final band. Ties: Community markers created, then Influence, then clockwise from the First Player.' },
    { topic: 'undo', kind: 'term', words: ['take back', 'mistake'], text: "Undo (the panel's button, or `/game undo`) takes back your own last step while nobody has answered since. A step that drew a card, rolled a die or revealed something secret (a Scheme drawn, an Agenda shown, a pass that reveals Campaigns) cannot be taken back: that would undo luck or unsee a secret, and the refusal says which it was." },
    { topic: 'flashpoint', words: ['variant', 'shorter game'], text: 'Flashpoint: 6 rounds in two eras (+6 then +10 ppm), no Accelerationists, no Schemes, no Tribunal.' },
    ...ICON_TOPICS,
  ],
};
