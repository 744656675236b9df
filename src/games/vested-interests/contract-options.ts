/**
 * The Contract choice and the asset choice of a Build, each option carrying what taking it means: the price this
 * player would really pay now (the rules' own `contractPrice`, House and revealed Agenda included), what the asset
 * earns and heats, and the Contract's effect. All of it is public (Houses and revealed Agendas are), so the prompt
 * stays public.
 */
import type { Option, PlayerId } from '../../engine/types';
import { fitWords, words } from '../../engine/words';
import { assetName, cardName } from './cards/names';
import type { Ability, AssetId } from './cards/schema';
import { contractTerms } from './cards/text';
import { getAsset, getContract } from './cards/catalogue';
import { contractPrice } from './rules/houses-agendas-vices';
import { contractProblem } from './rules/contracts';
import type { VIState } from './state';

/** The longest an option's label or hint may be (a menu's label and description). */
const LABEL_MAX = 100;

/** The first wording that fits a menu's label or description once said (see `fitWords`). */
const fit = (forms: readonly string[]): string => fitWords(LABEL_MAX, forms);

/** What an asset gives each Income and adds to the Dial each round, with a Contract's riders on it. */
export function yields(t: AssetId, riders: readonly Ability[]): string {
  const add = (op: 'incomeModifier' | 'heatModifier') => riders.reduce((n, x) => n + (x.op === 'incomeModifier' && op === x.op ? x.capital : x.op === 'heatModifier' && op === x.op ? x.ppm : 0), 0);
  const heat = getAsset(t).heat + add('heatModifier');
  return words('vi:option.yields', { income: getAsset(t).income + add('incomeModifier'), heat: `${heat > 0 ? '+' : ''}${heat}` });
}

/** "5 Capital", or "4 Capital (printed 5)" when this player's House or revealed Agenda changes the price. */
function priceText(s: VIState, p: PlayerId, id: string): string {
  const price = contractPrice(s, p, id);
  const printed = getContract(id).price;
  return price !== printed ? words('vi:option.pricePrinted', { price, printed }) : words('vi:menu.capital', { cost: price });
}

/** The Contracts `p` may take now, as options: asset, real price and yield in the label, the effect in the hint. */
export function contractOptions(s: VIState, p: PlayerId): Option[] {
  return s.market.flatMap((id, i) => {
    if (!id || contractProblem(s, p, i) !== null) return [];
    const k = getContract(id);
    const [name, asset, price, gives] = [cardName(id), assetName(k.asset), priceText(s, p, id), yields(k.asset, k.assetAbilities)];
    const t = contractTerms(k);
    const effect = t.plain;
    return [{
      value: `k${i}`,
      label: fit([words('vi:option.contractFull', { name, asset, price, gives }), words('vi:option.contractAsset', { name, asset, price }), words('vi:option.contractPrice', { name, price })]),
      hint: fit([
        [...effect, ...t.where].join(' ') || words('vi:option.contractNoEffect'),
        effect.join(' ') || t.where.join(' '),
        words('vi:option.contractTermsBelow'),
      ]),
    }];
  });
}

/** Every Contract offered in full, one line each, under the question: its price to this player, its yield and all its terms. */
export function contractDetail(s: VIState, p: PlayerId): string {
  return s.market.flatMap((id, i) => {
    if (!id || contractProblem(s, p, i) !== null) return [];
    const k = getContract(id);
    const t = contractTerms(k);
    const line = words('vi:option.contractFull', { name: cardName(id), asset: assetName(k.asset), price: priceText(s, p, id), gives: yields(k.asset, k.assetAbilities) });
    const terms = [...t.where, ...t.effects].join(' ');
    return [terms ? `${line}. ${terms}` : `${line}.`];
  }).join('\n');
}
