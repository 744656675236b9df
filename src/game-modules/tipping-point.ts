import { renderTipPrivate, renderTipTable } from '../../render/tipping-point/render';
import { tippingPoint, type TpView } from '../games/tipping-point';
import { tippingPointStrongPolicy } from '../games/tipping-point/ai';
import type { GameModule } from '../platform/module';

/** Earth 2053: Tipping Point: the engine, its two pictures and its AI seat. */
export const tippingPointModule: GameModule = {
  engine: tippingPoint,
  renderTable: (v, names) => renderTipTable(v as TpView, names),
  renderPrivate: (v) => renderTipPrivate(v as TpView),
  ai: [tippingPointStrongPolicy],
};
