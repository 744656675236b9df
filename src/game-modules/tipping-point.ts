import { renderTipPrivate, renderTipTable } from '../../render/tipping-point/render';
import { tippingPoint, type TpView } from '../games/tipping-point';
import type { GameModule } from '../platform/module';

/** Earth 2053: Tipping Point: the engine and its two pictures. */
export const tippingPointModule: GameModule = {
  engine: tippingPoint,
  renderTable: (v, names) => renderTipTable(v as TpView, names),
  renderPrivate: (v) => renderTipPrivate(v as TpView),
};
