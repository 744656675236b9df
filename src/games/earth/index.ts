/**
 * Earth: the engine the platform plays (setup, prompts, answers, views, outcome), its rules topics for
 * `/rules`, and the one-line summary of a view.
 */
import { cardList } from './cards/list';
import { words } from '../../engine/words';

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
import { rulesTopic } from './rules-words';

/** The lobby's words for the game: its name and its options (the `lobby` texts of the earth catalogue). */
const lw = (key: string) => words(`earth:lobby.${key}`);

const RULES = [
  rulesTopic('activation', { source: true, area: 'activation' }),
  rulesTopic('order', { source: true, area: 'order-matters' }),
  rulesTopic('effects', { source: true, area: 'effects' }),
  rulesTopic('worth', { source: true, area: 'worth' }),
  rulesTopic('objectives', { source: true, area: 'objectives', kind: 'term' }),
  rulesTopic('team', { source: true, area: 'team' }),
  rulesTopic('setup', { source: true }),
  rulesTopic('turn', { area: 'turn' }),
  rulesTopic('plant', { area: 'actions' }),
  rulesTopic('compost'),
  rulesTopic('water'),
  rulesTopic('grow', { area: 'growth' }),
  rulesTopic('events', { area: 'events' }),
  rulesTopic('fauna', { area: 'fauna' }),
  rulesTopic('end', { area: 'end' }),
  rulesTopic('scoring', { area: 'scoring' }),
  rulesTopic('undo', { kind: 'term' }),
  rulesTopic('variants', { area: 'solo-gaia' }),
];

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
  name: lw('name'),
  minPlayers: 1,
  maxPlayers: 5,
  schemaVersion: 1,
  stateSchema,
  optionsSchema,
  optionSpecs: [
    {
      kind: 'choice', name: 'variant', label: lw('options.variant.label'), description: lw('options.variant.description'), default: 'standard',
      choices: [{ value: 'standard', label: lw('options.variant.standard') }, { value: 'beginner', label: lw('options.variant.beginner') }, { value: 'team', label: lw('options.variant.team') }],
    },
    { kind: 'integer', name: 'difficulty', label: lw('options.difficulty.label'), description: lw('options.difficulty.description'), default: 2, min: 1, max: 4 },
    { kind: 'integer', name: 'start_hand', label: lw('options.start_hand.label'), description: lw('options.start_hand.description'), default: 5, min: 0, max: 10 },
    { kind: 'boolean', name: 'personal_ecosystem', label: lw('options.personal_ecosystem.label'), description: lw('options.personal_ecosystem.description'), default: true },
    { kind: 'integer', name: 'max_rounds', label: lw('options.max_rounds.label'), description: lw('options.max_rounds.description'), default: 0, min: 0, max: 40, zeroMeans: lw('options.max_rounds.zero') },
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
