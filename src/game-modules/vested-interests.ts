import { basicPolicy } from '../games/vested-interests/ai';
import { vestedInterests } from '../games/vested-interests/index';
import type { VIView } from '../games/vested-interests/view';
import type { GameModule } from '../platform/module';
import { renderVestedInterestsPrivate, renderVestedInterestsTable } from '../../render/vested-interests/render';

/** Vested Interests: the pure engine paired with its table and private renderers. */
export const vestedInterestsModule: GameModule = {
  engine: vestedInterests,
  renderTable: (v, names) => renderVestedInterestsTable(v as VIView, names),
  renderPrivate: (v, names) => renderVestedInterestsPrivate(v as VIView, names),
  ai: [basicPolicy],
};
