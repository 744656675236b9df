/**
 * Earth 2053: Tipping Point, the engine the platform sees. The rules live in rules/, one file per
 * rulebook section; house rules are listed in docs/house-rules.md.
 */
import { cardList } from './cards/list';
import { words, type WordParams } from '../../engine/words';

import { unknownCards } from './cards/refs';
import type { GameEngine } from '../../engine/types';
import { apply } from './apply';
import { ICON_TOPICS } from './icon-topics';
import { rulesTopic, rw } from './rules-words';
import { cardName, n } from './words';
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

/** The lobby's words for the game: its name and its options (the `lobby` texts of the tp catalogue). */
const lw = (key: string, params: WordParams = {}) => words(`tp:lobby.${key}`, params);

/** A short summary in players' words, for logs, the terminal table and alt text; seats as `{p0}` for the table to name. */
function describe(v: TpView): string {
  const crises = v.grid.cells.filter((c) => c.kind === 'crisis').length;
  const seats = v.seats.map((x) => {
    const needs = Object.entries(x.needs).filter(([, n]) => n > 0).map(([k, n]) => rw('describe.need', { category: CATEGORY_LABEL[k as keyof typeof CATEGORY_LABEL], level: n }));
    const credits = Object.values(x.credits).reduce((a, b) => a + b, 0);
    return rw('describe.seat', {
      player: `{${x.player}}`,
      country: x.countryName ? rw('describe.country', { name: x.countryName }) : '',
      cards: n('card', x.handCount),
      credits: n('credit', credits),
      needs: needs.length ? rw('describe.needs', { needs: needs.join(', ') }) : '',
    });
  });
  return rw('describe.text', {
    round: v.round,
    preservation: v.seesaw.preservation,
    pollution: v.seesaw.pollution,
    tilt: tiltText(v.seesaw),
    deck: rw('describe.crisisCards', { count: v.crisisDeck }),
    projects: n('project', v.grid.cells.length - crises),
    crises: rw('describe.crises', { count: crises }),
    seats: seats.join('; '),
    hand: v.me ? rw('describe.hand', { cards: v.me.hand.map((id) => (projectById(id) ? cardName(id) : rw('describe.aCard'))).join(', ') }) : '',
  });
}

export const tippingPoint: GameEngine<TpState, TpView, TpOptions, TpError> = {
  id: 'tipping-point',
  name: lw('name'),
  shortcuts: tpShortcuts,
  minPlayers: 1,
  maxPlayers: 4,
  schemaVersion: 1,
  stateSchema,
  optionsSchema,
  optionSpecs: [
    { kind: 'integer', name: 'difficulty', label: lw('options.difficulty.label'), description: lw('options.difficulty.description'), default: 0, min: 0, max: 10 },
    { kind: 'boolean', name: 'expert', label: lw('options.expert.label'), description: lw('options.expert.description'), default: false },
    {
      kind: 'choice',
      name: 'variant',
      label: lw('options.variant.label'),
      description: lw('options.variant.description'),
      default: 'coop',
      choices: [
        { value: 'coop', label: lw('options.variant.coop') },
        { value: 'competitive', label: lw('options.variant.competitive') },
      ],
    },
    {
      kind: 'choice',
      name: 'order',
      label: lw('options.order.label'),
      description: lw('options.order.description'),
      default: 'turns',
      choices: [
        { value: 'turns', label: lw('options.order.turns') },
        { value: 'free', label: lw('options.order.free') },
      ],
    },
    { kind: 'integer', name: 'tip', label: lw('options.tip.label'), description: lw('options.tip.description'), default: AUTO_TIP, min: 0, max: 80, zeroMeans: lw('options.tip.zero') },
    { kind: 'integer', name: 'max_rounds', label: lw('options.max_rounds.label'), description: lw('options.max_rounds.description'), default: 20, min: 3, max: 40 },
    {
      kind: 'choice',
      name: 'pressure',
      label: lw('options.pressure.label'),
      description: lw('options.pressure.description'),
      default: 'auto',
      choices: [
        { value: 'auto', label: lw('options.pressure.auto') },
        ...PRESSURE_LEVELS.map((n) => ({ value: n, label: n === '0' ? lw('options.pressure.none') : lw('options.pressure.per', { n }) })),
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
    rulesTopic('placing', { source: true, area: 'placing-projects' }),
    rulesTopic('synergy', { source: true, area: 'synergy', kind: 'term' }),
    rulesTopic('needs', { source: true, area: 'needs', kind: 'term' }),
    rulesTopic('influence', { source: true, area: 'influence', kind: 'term' }),
    rulesTopic('crisis-effects', { source: true, area: 'crisis-effects' }),
    rulesTopic('crisis-placement', { source: true, area: 'crisis-placement' }),
    rulesTopic('drawing', { source: true, area: 'project-deck' }),
    rulesTopic('setup', { source: true }),
    rulesTopic('goal', { area: 'seesaw' }),
    rulesTopic('pressure'),
    rulesTopic('turn', { area: 'turn-sequence' }),
    rulesTopic('playing', { area: 'playing-projects' }),
    rulesTopic('icons', { area: 'project-effects' }),
    rulesTopic('crises', { area: 'crisis-solving' }),
    rulesTopic('end-of-round', { area: 'round-end' }),
    rulesTopic('advisors', { area: 'advisors' }),
    rulesTopic('undo', { kind: 'term' }),
    rulesTopic('variants'),
    rulesTopic('competitive', { area: 'competitive' }),
    ...ICON_TOPICS,
  ],
  describe,
  cards: cardList,
  secrets,
  dealtText,
  secretText,
};

export type { TpState, TpView, TpOptions };
