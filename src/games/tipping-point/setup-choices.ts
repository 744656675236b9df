/**
 * The options of setup's two card choices, each carrying what the choice needs (RB "Country Selection",
 * "Advisor Selection"): a Country's Needs, Credits, starting hand and cards a round, as the rules would set
 * them up (Expert Mode included); an Advisor side's three rates and its ability. Everything here is printed
 * on cards or public, so the public prompts may show it.
 */
import type { Option } from '../../engine/types';
import { CATEGORIES, type AdvisorSide, type Category, type CountryCard } from './cards/schema';
import { abilityText, advisorRateForms, advisorText } from './cards/text';
import { cardName, cat, w } from './words';
import { catalogue } from './cards/catalogue';
import { LABEL_MAX } from './option-lists';
import { fitWords, sameFitWords } from '../../engine/words';
import type { TpState } from './state';

type Amounts = Partial<Record<Category, number>>;

/** The Needs and Credits a seat taking `c` starts with: the card's, and in Expert Mode 2 of each in a category without a marker. */
export function startingNumbers(c: CountryCard, expert: boolean): { needs: Amounts; credits: Amounts } {
  const needs: Amounts = { ...c.needs };
  const credits: Amounts = {};
  for (const k of CATEGORIES) {
    credits[k] = c.credits[k] ?? 0;
    if (expert && needs[k] === undefined) {
      needs[k] = 2;
      credits[k] = credits[k]! + 2;
    }
  }
  return { needs, credits };
}

/** "Justice 2, Energy 3" in ring order, the categories at 0 left out. */
const flatList = (xs: Amounts, short = false): string => CATEGORIES.flatMap((k) => (xs[k] ? [w('setup.categoryNumber', { category: short ? w(`categoryShort.${k}`) : cat(k), n: xs[k] })] : [])).join(', ');

/**
 * "Energy 3, Work 0; 2 in the rest": the categories apart from the most common amount, then that amount, for a list
 * too long to say flat (Expert Mode gives every category a Need).
 */
function restList(xs: Amounts, short = false): string {
  const count = new Map<number, number>();
  for (const k of CATEGORIES) count.set(xs[k] ?? 0, (count.get(xs[k] ?? 0) ?? 0) + 1);
  const common = [...count].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
  const apart = CATEGORIES.filter((k) => (xs[k] ?? 0) !== common).map((k) => w('setup.categoryNumber', { category: short ? w(`categoryShort.${k}`) : cat(k), n: xs[k] ?? 0 }));
  return w('setup.rest', { apart: apart.join(', '), n: common });
}

export const COUNTRY_TEXT = w('setup.country');

/** The Countries no seat has taken yet, in the catalogue's order. */
function offeredCountries(s: TpState): CountryCard[] {
  const taken = new Set(Object.values(s.seats).map((x) => x.country));
  return catalogue.countries.filter((c) => !taken.has(c.id));
}

export function countryOptions(s: TpState): Option[] {
  const offered = offeredCountries(s);
  // The list depends only on the Countries still offered and Expert Mode, and each new state of setup asks for it
  // again (its prompt, its view's detail): it is made once per such pair.
  const key = `${s.options.expert ? 'x' : ''}${offered.map((c) => c.id).join(',')}`;
  let options = OFFERED.get(key);
  if (!options) OFFERED.set(key, (options = offerCountries(offered, s.options.expert)));
  return options.map((o) => ({ ...o }));
}

/** Country lists by Expert Mode and the Countries offered: at most a few hundred, as seats take Countries in turn. */
const OFFERED = new Map<string, readonly Option[]>();

function offerCountries(offered: readonly CountryCard[], expert: boolean): readonly Option[] {
  // One form for the whole list: the same facts in the same order on every Country.
  const forms = offered.map((c) => countryForms(c, expert));
  const labels = sameFitWords(LABEL_MAX, forms.map((f) => f.label));
  const hints = sameFitWords(LABEL_MAX, forms.map((f) => f.hint));
  return offered.map((c, i) => ({ value: c.id, label: labels[i]!, hint: hints[i]! }));
}

function countryForms(c: CountryCard, expert: boolean): { label: string[]; hint: string[] } {
  const { needs, credits } = startingNumbers(c, expert);
  const [hand, more] = [w('setup.hand', { n: c.startHand }), w('setup.perRound', { n: c.drawPerRound })];
  const [cr, crRest, nd, ndRest] = [flatList(credits) || w('setup.none'), restList(credits), flatList(needs), restList(needs)];
  const name = cardName(c.id);
  return {
    label: [
      w('setup.label.full', { name, hand, more, credits: cr }),
      w('setup.label.more', { name, more, credits: cr }),
      w('setup.label.credits', { name, credits: cr }),
      w('setup.label.full', { name, hand, more, credits: crRest }),
      w('setup.label.more', { name, more, credits: crRest }),
      w('setup.label.credits', { name, credits: crRest }),
      // Each category by its first letters, when a language's names are too long for the rest.
      w('setup.label.credits', { name, credits: flatList(credits, true) || w('setup.none') }),
      w('setup.label.credits', { name, credits: restList(credits, true) }),
      // Last, the name alone: its Credits are then read on the card (/game card) rather than cut.
      name,
    ],
    hint: [
      w('setup.hint.full', { needs: nd, hand, more }),
      w('setup.hint.more', { needs: nd, more }),
      w('setup.hint.needs', { needs: nd }),
      w('setup.hint.full', { needs: ndRest, hand, more }),
      w('setup.hint.more', { needs: ndRest, more }),
      w('setup.hint.needs', { needs: ndRest }),
      w('setup.hint.needs', { needs: flatList(needs, true) }),
      w('setup.hint.needs', { needs: restList(needs, true) }),
      w('setup.hint.onCard'),
    ],
  };
}

/** The starting hand and cards a round of every Country offered, for the lines under the question: some labels have no room for them. */
export function countryDetail(s: TpState): string {
  const offered = offeredCountries(s);
  const key = offered.map((c) => c.id).join(',');
  let detail = DETAILS.get(key);
  if (detail === undefined) {
    detail = offered
      .map((c) => w('setup.detail', { name: cardName(c.id), hand: w('setup.hand', { n: c.startHand }), more: w('setup.perRound', { n: c.drawPerRound }) }))
      .join(' · ');
    DETAILS.set(key, detail);
  }
  return detail;
}

/** Each list's lines under the question, by the Countries offered. */
const DETAILS = new Map<string, string>();

export const sideTitle = (x: AdvisorSide): string => (x.intro ? w('setup.intro', { name: cardName(x.id) }) : cardName(x.id));

/**
 * What an Advisor's rates mean, said once under the question: the labels name them short ("2 Credits a discard,
 * Synergy 1 Credit a matching side"). RB "Advisor".
 */
export const ADVISOR_TERMS = w('setup.advisorTerms');

/** An Advisor card's two sides: each side's name and three rates in the label (one form for both), its ability in the hint; the full text in the detail. */
export function advisorSideOptions(sides: readonly AdvisorSide[]): Option[] {
  const labels = sameFitWords(LABEL_MAX, sides.map((x) => {
    const [rates, ...shorter] = advisorRateForms(x);
    return [w('setup.side', { name: sideTitle(x), rates: rates! }), ...[rates!, ...shorter].map((r) => w('setup.side', { name: cardName(x.id), rates: r }))];
  }));
  return sides.map((x, i) => ({
    value: x.id,
    label: labels[i]!,
    hint: fitWords(LABEL_MAX, [x.ability ? w('setup.ability', { text: abilityText(x.ability) }) : w('setup.noAbility'), w('setup.abilityBelow')]),
  }));
}

/** Both sides in full, one line each, under the question. */
export function advisorSidesDetail(sides: readonly AdvisorSide[]): string {
  return sides.map((x) => w('setup.side', { name: sideTitle(x), rates: advisorText(x) })).join('\n');
}
