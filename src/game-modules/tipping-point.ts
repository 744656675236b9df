import { renderPrivate, renderTable } from '../../render/tipping-point';
import { renderCardPicture } from '../../render/card-picture';
import { tippingPoint } from '../games/tipping-point';
import { tippingPointStrongPolicy } from '../games/tipping-point/ai/strong';
import { defineModule } from '../platform/module';

/** Earth 2053: Tipping Point: the engine, its two pictures and its AI seat. */
export const tippingPointModule = defineModule({
  engine: tippingPoint,
  renderTable,
  renderPrivate,
  renderCard: (card) => renderCardPicture(card, { name: 'Tipping Point', colour: '#2f7d5b' }),
  round: (v) => v.round,
  ai: [tippingPointStrongPolicy],
});
