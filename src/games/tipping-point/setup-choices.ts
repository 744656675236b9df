/**
 * The options of setup's two card choices, each carrying what the choice needs (RB "Country Selection",
 * "Advisor Selection"): a Country's Needs, Credits, starting hand and cards a round, as the rules would set
 * them up (Expert Mode included); an Advisor side's three rates and its ability. Everything here is printed
 * on cards or public, so the public prompts may show it.
 */
import type { Option } from '../../engine/types';
import { CATEGORIES, type AdvisorSide, type Category, type CountryCard } from './cards/schema';
import { abilityText, advisorRates, advisorText, CATEGORY_LABEL } from './cards/text';
import { catalogue } from './cards/catalogue';
import { LABEL_MAX } from './option-lists';
import { firstFit, sameFit } from '../../engine/wording';
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
const flatList = (xs: Amounts): string => CATEGORIES.flatMap((k) => (xs[k] ? [`${CATEGORY_LABEL[k]} ${xs[k]}`] : [])).join(', ');

/**
 * "Energy 3, Work 0; 2 in the rest": the categories apart from the most common amount, then that amount, for a list
 * too long to say flat (Expert Mode gives every category a Need).
 */
function restList(xs: Amounts): string {
  const count = new Map<number, number>();
  for (const k of CATEGORIES) count.set(xs[k] ?? 0, (count.get(xs[k] ?? 0) ?? 0) + 1);
  const common = [...count].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
  const apart = CATEGORIES.filter((k) => (xs[k] ?? 0) !== common).map((k) => `${CATEGORY_LABEL[k]} ${xs[k] ?? 0}`);
  return `${apart.join(', ')}; ${common} in the rest`;
}

export const COUNTRY_TEXT = 'Choose your Country. Hand: the Project cards you start with; +N a round: the cards you draw each round.';

export function countryOptions(s: TpState): Option[] {
  const taken = new Set(Object.values(s.seats).map((x) => x.country));
  const offered = catalogue.countries.filter((c) => !taken.has(c.id));
  // One form for the whole list: the same facts in the same order on every Country.
  const forms = offered.map((c) => countryForms(c, s.options.expert));
  const labels = sameFit(LABEL_MAX, forms.map((f) => f.label));
  const hints = sameFit(LABEL_MAX, forms.map((f) => f.hint));
  return offered.map((c, i) => ({ value: c.id, label: labels[i]!, hint: hints[i]! }));
}

function countryForms(c: CountryCard, expert: boolean): { label: string[]; hint: string[] } {
  const { needs, credits } = startingNumbers(c, expert);
  const [hand, more] = [`hand ${c.startHand}`, `+${c.drawPerRound} a round`];
  const [cr, crRest, nd, ndRest] = [flatList(credits) || 'none', restList(credits), flatList(needs), restList(needs)];
  return {
    label: [
      `${c.name}: ${hand}, ${more}, Credits ${cr}`,
      `${c.name}: ${more}, Credits ${cr}`,
      `${c.name}: Credits ${cr}`,
      `${c.name}: ${hand}, ${more}, Credits ${crRest}`,
      `${c.name}: ${more}, Credits ${crRest}`,
      `${c.name}: Credits ${crRest}`,
    ],
    hint: [
      `Needs ${nd}; ${hand}, ${more}`,
      `Needs ${nd}; ${more}`,
      `Needs ${nd}`,
      `Needs ${ndRest}; ${hand}, ${more}`,
      `Needs ${ndRest}; ${more}`,
      `Needs ${ndRest}`,
    ],
  };
}

/** The starting hand and cards a round of every Country offered, for the lines under the question: some labels have no room for them. */
export function countryDetail(s: TpState): string {
  return countryOptions(s)
    .map((o) => catalogue.countries.find((c) => c.id === o.value)!)
    .map((c) => `${c.name}: hand ${c.startHand}, +${c.drawPerRound} a round`)
    .join(' · ');
}

const sideTitle = (x: AdvisorSide): string => `${x.name}${x.intro ? ' (Introduction)' : ''}`;

/**
 * What an Advisor's rates mean, said once under the question: the labels name them short ("2 Credits a discard,
 * Synergy 1 Credit a matching side"). RB "Advisor".
 */
export const ADVISOR_TERMS = 'A discard: the Credits a Project card pays when you discard it to pay. Synergy: what you gain for each side of a new Project touching a card of its category.';

/** An Advisor card's two sides: each side's name and three rates in the label (one form for both), its ability in the hint; the full text in the detail. */
export function advisorSideOptions(sides: readonly AdvisorSide[]): Option[] {
  const labels = sameFit(LABEL_MAX, sides.map((x) => [`${sideTitle(x)}: ${advisorRates(x)}`, `${x.name}: ${advisorRates(x)}`]));
  return sides.map((x, i) => ({
    value: x.id,
    label: labels[i]!,
    hint: firstFit(LABEL_MAX, [x.ability ? `Ability: ${abilityText(x.ability)}` : 'No ability: an Introduction Advisor.', 'Its ability is written under the question.']),
  }));
}

/** Both sides in full, one line each, under the question. */
export function advisorSidesDetail(sides: readonly AdvisorSide[]): string {
  return sides.map((x) => `${sideTitle(x)}: ${advisorText(x)}`).join('\n');
}
