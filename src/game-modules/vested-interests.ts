import { basicPolicy } from '../games/vested-interests/ai/basic';
import { vestedInterestsStrongPolicy } from '../games/vested-interests/ai/strong';
import { vestedInterests } from '../games/vested-interests/index';
import { defineModule } from '../platform/module';
import { privateShows, renderPrivate, renderTable, tableMarks, tableText } from '../../render/vested-interests';
import { renderCardPicture } from '../../render/card-picture';

/** Vested Interests: the pure engine paired with its table and private renderers. */
export const vestedInterestsModule = defineModule({
  engine: vestedInterests,
  renderTable,
  tableMarks,
  renderPrivate,
  privateShows,
  tableText,
  renderCard: (card) => renderCardPicture(card, { name: 'Vested Interests', colour: '#2f4f7d' }),
  round: (v) => v.round,
  ai: [vestedInterestsStrongPolicy, basicPolicy],
  // The deal on which the play-to-win seat, in the learner's place, meets its decisions' rule areas soonest.
  learning: { seed: 'learn-24', aiSeats: 2, options: {}, plan: ['goal', 'actions', 'build', 'placement', 'contracts', 'round', 'income', 'climate', 'weather', 'campaign', 'takeover', 'effects', 'mini-cards', 'scheme-windows', 'schemes', 'tribunal', 'scoring'],
    // The world's turn (its climate, weather and income) once the learner has acted in a round; Schemes once a window opens.
    onScreen: { goal: [], placement: ['build'], contracts: ['actions'], round: ['actions'], income: ['round'], climate: ['round'], weather: ['climate'], 'mini-cards': ['actions'], schemes: ['scheme-windows'], effects: ['contracts', 'campaign'], tribunal: ['campaign'], scoring: ['round'] },
    atEnd: ['flashpoint'] },
});
