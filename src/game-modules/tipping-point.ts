import { privateShows, renderPrivate, renderTable, tableMarks, tableText } from '../../render/tipping-point';
import { renderCardPicture } from '../../render/card-picture';
import { tippingPoint } from '../games/tipping-point';
import { tippingPointStrongPolicy } from '../games/tipping-point/ai/strong';
import { defineModule } from '../platform/module';

/** Earth 2053: Tipping Point: the engine, its two pictures and its AI seat. */
export const tippingPointModule = defineModule({
  engine: tippingPoint,
  renderTable,
  tableMarks,
  renderPrivate,
  privateShows,
  tableText,
  renderCard: (card) => renderCardPicture(card, { name: 'Tipping Point', colour: '#2f7d5b' }),
  round: (v) => v.round,
  ai: [tippingPointStrongPolicy],
  hintsByDefault: (o) => o.variant !== 'competitive',
  // The deal on which the play-to-win seat, in the learner's place, meets its decisions' rule areas soonest.
  learning: { seed: 'learn-12', aiSeats: 1, options: {}, plan: ['goal', 'advisors', 'turn', 'playing', 'placing', 'icons', 'needs', 'synergy', 'influence', 'crises', 'crisis-effects', 'crisis-placement', 'drawing', 'end-of-round'],
    // The Advisor is taught while it is chosen; the Crises on the table from the start, their placement when one is placed.
    onScreen: { goal: [], advisors: ['setup'], playing: ['turn'], placing: ['playing'], needs: ['icons'], synergy: ['placing'], influence: ['icons'], crises: ['turn'], 'crisis-effects': ['crises'], 'end-of-round': ['crisis-placement'] },
    atEnd: ['competitive'] },
});
