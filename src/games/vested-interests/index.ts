/**
 * Vested Interests as a GameEngine: setup, prompts, apply, views and outcome wired together, with the `/game rules`
 * topics. The rules themselves live in rules/, one file per rulebook section.
 */
import { cardList } from './cards/list';
import { unknownCards } from './cards/refs';
import type { GameEngine } from '../../engine/types';
import { apply } from './apply';
import { dealtText, secretText } from './dm-text';
import { catalogue } from './cards/catalogue';
import type { VIError } from './errors';
import { outcomeOf } from './outcome';
import { prompts } from './prompts';
import { setup } from './setup';
import { optionsSchema, stateSchema, type Options, type VIState } from './state';
import { describe, secrets, view, type VIView } from './view';

const { windowMinMs, windowMaxMs } = catalogue.rules.schemes;
/** The secret windows' bounds as the rules topics say them (docs/house-rules.md, Secrecy first). */
const WINDOW_TIME = `It stays open at least ${windowMinMs / 1000} s and closes at ${windowMaxMs / 1000} s; whoever has not answered by then`;

export const vestedInterests: GameEngine<VIState, VIView, Options, VIError> = {
  id: 'vested-interests',
  name: 'Vested Interests',
  minPlayers: 3,
  maxPlayers: 5,
  schemaVersion: 1,
  stateSchema,
  optionsSchema,
  optionSpecs: [
    {
      kind: 'choice', name: 'variant', description: 'Full game (10 rounds) or Flashpoint (6 rounds, no Schemes, Tribunal or Accelerationists)',
      default: 'full', choices: [{ value: 'full', label: 'Full game' }, { value: 'flashpoint', label: 'Flashpoint' }],
    },
  ],
  setup,
  prompts,
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
    { topic: 'goal', words: ['legacy', 'agenda', 'vice', 'win', 'survive'], text: 'Score the most Legacy if the world survives. Your secret Agenda adds or takes Legacy by the final climate band: Stewards want Danger (<510 ppm), Opportunists Severe or Extreme, Accelerationists Extreme. At 600 ppm the world collapses: a qualified Accelerationist (2+ dirty assets, 6+ Capital) wins alone, otherwise everyone loses.' },
    { topic: 'round', words: ['dial', 'tipping point', 'ppm', 'income', 'era'], text: 'Each round: the world turns (Dial, tipping points at 500/550/575, Projection, Planet card, Initiative, Contract refill, era Influence grant), then Income (+2 base, assets, House), then Actions round-robin: 1 Operative per action, or pass (final). When everyone has passed, Campaigns are revealed and the Initiative is voted.' },
    { topic: 'actions', words: ['build', 'contract', 'operative', 'heat', 'pass'], text: 'Build an asset, take a Contract, launch a Takeover, draw a Scheme (2 Capital), fund Research (4), a CIA Desk (3) or Disinfo (2), fortify (2), or convert (Helios). Revealing your Agenda or Vice and using a CIA Desk are free, on your own turn. Revealing, drawing a Scheme and passing cannot be undone, so each asks you to confirm first, in private.' },
    { topic: 'campaign', words: ['influence', 'vote', 'secret'], text: `When you pass you secretly commit any Influence to the Initiative. It passes with players + 1 in total. Good: Dial -9, top contributor is Sponsor (+1 Legacy), every third pass is a Breakthrough (-12, +2 Legacy to the leading Sponsor). Bad: Dial +6, top contributor +3 Capital. All committed Influence is spent. ${WINDOW_TIME} commits 0.` },
    { topic: 'takeover', words: ['attack', 'defence', 'dice', 'community', 'vested'], text: 'Target a dirty asset, an Institution or a NIMBY you do not hold. Others join clockwise with 1 Operative (the owner up to 2). Attack = Operatives + Schemes; defence = 2 + Operatives. Each side adds a die; the defender wins ties. A win makes it a Community asset (a revealed Accelerationist may place a Vested marker).' },
    { topic: 'weather', words: ['drought', 'flood', 'storm', 'hotspot'], text: 'Weather strikes its home district (die: 1-3 home, 4 Verge, 5 Rim, 6 First Player chooses; a Surge always hits the Delta) and from 500 ppm the next district too. Below 510 only hotspot zones are struck and owners with assets in a zone pay 1; from 510 the whole district, owners pay 1 (2 with an asset in a zone); from 550 struck zone assets lose two Incomes.' },
    { topic: 'schemes', words: ['scheme window', 'secret card'], text: `Schemes are secret, held two at a time and played openly in windows: builds, Takeovers, weather, the vote reveal and the Tribunal. Every player is asked at every window, holding a Scheme or not, and nobody sees who has answered. ${WINDOW_TIME} stands aside. If two Blackouts, NIMBYs or Weather Machines are played in one window, the first clockwise from the First Player resolves and the others return to their hands.` },
    { topic: 'tribunal', words: ['suspect', 'reveal', 'vote'], text: `After rounds 3 and 7 everyone secretly puts 0-2 Influence against one suspect. The most votes reveals their Agenda (or Vice if the Agenda is out). Ties go to the earliest clockwise from the First Player; a past victim is named again only if strictly ahead. ${WINDOW_TIME} casts no vote.` },
    { topic: 'scoring', words: ['legacy', 'points', 'holdings', 'collapse'], text: 'On survival: Legacy earned + Vice + holdings (clean and civic 1, Institution 2) + Capital/4 + the Agenda bonus for the final band. Ties: Community markers created, then Influence, then clockwise from the First Player.' },
    { topic: 'flashpoint', words: ['variant', 'shorter game'], text: 'Flashpoint: 6 rounds in two eras (+6 then +10 ppm), no Accelerationists, no Schemes, no Tribunal.' },
  ],
};
