import { basicPolicy } from '../games/vested-interests/ai/basic';
import { vestedInterestsStrongPolicy } from '../games/vested-interests/ai/strong';
import { vestedInterests } from '../games/vested-interests/index';
import { defineModule } from '../platform/module';
import { renderPrivate, renderTable } from '../../render/vested-interests';

/** Vested Interests: the pure engine paired with its table and private renderers. */
export const vestedInterestsModule = defineModule({
  engine: vestedInterests,
  renderTable,
  renderPrivate,
  round: (v) => v.round,
  ai: [vestedInterestsStrongPolicy, basicPolicy],
});
