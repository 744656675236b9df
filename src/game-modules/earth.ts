import type { GameModule } from '../platform/module';
import { earthBasicPolicy } from '../games/earth/ai';
import { earth } from '../games/earth/engine';
import type { EarthView } from '../games/earth/view';
import { renderEarthPrivate } from '../../render/earth/private';
import { renderEarthTable } from '../../render/earth/table';

/** Earth: the engine and its two pictures (the table for the channel, a hand per seat). */
export const earthModule: GameModule = {
  engine: earth,
  renderTable: (v, names) => renderEarthTable(v as EarthView, names),
  renderPrivate: (v, names) => renderEarthPrivate(v as EarthView, names),
  ai: [earthBasicPolicy],
};
