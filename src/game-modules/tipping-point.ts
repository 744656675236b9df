import { renderTipPrivate, renderTipTable } from '../../render/tipping-point/render';
import { tippingPoint } from '../games/tipping-point';
import { tippingPointStrongPolicy } from '../games/tipping-point/ai/strong';
import { defineModule } from '../platform/module';

/** Earth 2053: Tipping Point: the engine, its two pictures and its AI seat. */
export const tippingPointModule = defineModule({
  engine: tippingPoint,
  renderTable: renderTipTable,
  renderPrivate: renderTipPrivate,
  round: (v) => v.round,
  ai: [tippingPointStrongPolicy],
});
