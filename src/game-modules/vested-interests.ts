import { basicPolicy } from '../games/vested-interests/ai/basic';
import { vestedInterestsStrongPolicy } from '../games/vested-interests/ai/strong';
import { vestedInterests } from '../games/vested-interests/index';
import { defineModule } from '../platform/module';
import { renderPrivate, renderTable } from '../../render/vested-interests';
import { renderCardPicture } from '../../render/card-picture';

/** Vested Interests: the pure engine paired with its table and private renderers. */
export const vestedInterestsModule = defineModule({
  engine: vestedInterests,
  renderTable,
  renderPrivate,
  renderCard: (card) => renderCardPicture(card, { name: 'Vested Interests', colour: '#2f4f7d' }),
  round: (v) => v.round,
  ai: [vestedInterestsStrongPolicy, basicPolicy],
  // The deal on which the play-to-win seat, in the learner's place, meets its decisions' rule areas soonest.
  learning: { seed: 'learn-23', aiSeats: 2, options: {}, plan: ['goal', 'round', 'actions', 'build', 'placement', 'contracts', 'income', 'climate', 'weather', 'campaign', 'takeover', 'effects', 'mini-cards', 'scheme-windows', 'schemes', 'tribunal', 'scoring'], atEnd: ['flashpoint'] },
});
