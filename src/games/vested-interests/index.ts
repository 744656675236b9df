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
import { RULES_TOPICS } from './rules-topics';
import { dealtText, secretText } from './dm-text';
import type { VIError } from './errors';
import { outcomeOf } from './outcome';
import { nothingAsked, prompts } from './prompts';
import { setup } from './setup';
import { optionsSchema, stateSchema, type Options, type VIState } from './state';
import { describe, secrets, view, type VIView } from './view';

/** The lobby's words for the game: its name and its options (the `lobby` texts of the vi catalogue). */
const lw = (key: string) => words(`vi:lobby.${key}`);

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
  rules: [...RULES_TOPICS, ...ICON_TOPICS],
};
