import { defineModule } from '../platform/module';
import { earthBasicPolicy } from '../games/earth/ai/basic';
import { earthStrongPolicy } from '../games/earth/ai/strong';
import { earth } from '../games/earth';
import { privateShows, renderPrivate, renderTable, tableMarks, tableText } from '../../render/earth';
import { renderCardPicture } from '../../render/card-picture';

/** Earth: the engine, its two pictures (the table for the channel, a hand per seat) and its AI levels, the default first. */
export const earthModule = defineModule({
  engine: earth,
  renderTable,
  tableMarks,
  renderPrivate,
  privateShows,
  tableText,
  renderCard: (card) => renderCardPicture(card, { name: 'Earth', colour: '#3d6b4f' }),
  round: (v) => v.round,
  ai: [earthStrongPolicy, earthBasicPolicy],
  // The deal on which the play-to-win seat, in the learner's place, meets its decisions' rule areas soonest.
  learning: { seed: 'learn-18', aiSeats: 1, options: {}, plan: ['scoring', 'objectives', 'turn', 'plant', 'activation', 'effects', 'grow', 'order', 'events', 'worth', 'fauna', 'end'],
    // The objectives while one is chosen; what every turn shows once a turn is played; the end once cards are planted.
    onScreen: { scoring: [], objectives: ['setup'], activation: ['turn'], effects: ['activation'], grow: ['turn'], order: ['activation'], events: ['turn'], worth: ['turn'], fauna: ['turn'], end: ['plant'] },
    atEnd: ['team', 'variants'] },
});
