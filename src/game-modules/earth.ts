import { defineModule } from '../platform/module';
import { earthBasicPolicy } from '../games/earth/ai/basic';
import { earth } from '../games/earth';
import { renderEarthPrivate } from '../../render/earth/private';
import { renderEarthTable } from '../../render/earth/table';

/** Earth: the engine and its two pictures (the table for the channel, a hand per seat). */
export const earthModule = defineModule({
  engine: earth,
  renderTable: renderEarthTable,
  renderPrivate: renderEarthPrivate,
  round: (v) => v.round,
  ai: [earthBasicPolicy],
});
