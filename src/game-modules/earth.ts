import { defineModule } from '../platform/module';
import { earthBasicPolicy } from '../games/earth/ai/basic';
import { earthStrongPolicy } from '../games/earth/ai/strong';
import { earth } from '../games/earth';
import { renderPrivate, renderTable } from '../../render/earth';

/** Earth: the engine, its two pictures (the table for the channel, a hand per seat) and its AI levels, the default first. */
export const earthModule = defineModule({
  engine: earth,
  renderTable,
  renderPrivate,
  round: (v) => v.round,
  ai: [earthStrongPolicy, earthBasicPolicy],
});
