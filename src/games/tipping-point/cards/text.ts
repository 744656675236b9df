/**
 * Human-readable rules text for every Tipping Point card, generated from the card data alone, so
 * the text on a card image can never drift from what the engine does. Every switch over an op is
 * exhaustive (no default branch; `assertNever` catches a new op at compile time).
 */
import { firstFit } from '../../../engine/wording';
import {
  ANY,
  CATEGORIES,
  SIDES,
  crisisInfluenceTotal,
  type Ability,
  type AdvisorSide,
  type Category,
  type CostOp,
  type CountryCard,
  type CrisisBlock,
  type CrisisCard,
  type Effect,
  type Limit,
  type NeedTarget,
  type ProjectCard,
  type Trigger,
} from './schema';

/** Display names, in ring order. */
export const CATEGORY_LABEL: Readonly<Record<Category, string>> = {
  justice: 'Justice',
  housing: 'Housing',
  infrastructure: 'Infrastructure',
  energy: 'Energy',
  water: 'Water',
  nutrition: 'Nutrition',
  health: 'Health',
  education: 'Education',
  work: 'Work',
};

/** Space budgets for rendered cards; the tests hold all generated text to them. */
export const TEXT_LIMITS = { project: 160, crisis: 200, advisor: 240, country: 320 } as const;

function assertNever(x: never): never {
  throw new Error(`Unhandled card-text case: ${JSON.stringify(x)}`);
}

/** "1 Credit", "2 Credits". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const label = (t: NeedTarget): string => (t === ANY ? 'any' : CATEGORY_LABEL[t]);
const article = (word: string): string => (/^[AEIOU]/i.test(word) ? `an ${word}` : `a ${word}`);

/** "Water", "Water ×2" or "any": a Need icon group as printed on a Project. */
function needIconLabel(e: { need: NeedTarget; amount: number }): string {
  return `${label(e.need)}${e.amount > 1 ? ` ×${e.amount}` : ''}`;
}

/** One instant effect as a lower-case clause, e.g. "draw 2 Project cards". */
export function effectText(e: Effect): string {
  switch (e.op) {
    case 'needIcon':
      return `Need icon${e.amount > 1 ? 's' : ''}: ${needIconLabel(e)} (raise or flip${e.amount > 1 ? ' each' : ''})`;
    case 'raiseNeed':
      return `raise ${e.need === ANY ? 'any Need' : `your ${label(e.need)} Need`} by ${e.amount}`;
    case 'flipProject':
      return `flip ${plural(e.amount, e.category === ANY ? 'Project' : `${label(e.category)} Project`)}${e.category === ANY ? ' of any category' : ''}`;
    case 'gainInfluence':
      return `gain ${e.amount} Influence`;
    case 'gainCredits':
      return `gain ${plural(e.amount, 'Credit')}`;
    case 'drawProjects':
      return `draw ${plural(e.amount, 'Project card')}`;
    case 'removePollution':
      return `remove ${e.amount} Pollution`;
    case 'synergyBonus':
      return `gain ${plural(e.amount, 'Synergy Bonus', 'Synergy Bonuses')}`;
    default:
      return assertNever(e);
  }
}

/** One Advisor-ability cost as a lower-case clause, e.g. "pay 3 Credits". */
export function costOpText(c: CostOp): string {
  switch (c.op) {
    case 'payCredits':
      return `pay ${plural(c.amount, c.category === ANY ? 'Credit' : `${label(c.category)} Credit`)}`;
    case 'discardProjects':
      return `discard ${plural(c.amount, 'Project card')}`;
    case 'lowerNeed':
      return `lower ${c.need === ANY ? 'one of your Needs' : `your ${label(c.need)} Need`} by ${c.amount}`;
    default:
      return assertNever(c);
  }
}

/** A Crisis passive as a lower-case clause. */
export function blockText(b: CrisisBlock): string {
  switch (b.op) {
    case 'blockSpend':
      return `${CATEGORY_LABEL[b.category]} Credits cannot be spent`;
    case 'blockRaise':
      return `the ${CATEGORY_LABEL[b.need]} Need cannot be raised`;
    case 'blockSynergy':
      return b.category === 'all' ? 'no Synergy Bonus for any Project' : `no Synergy Bonus for ${CATEGORY_LABEL[b.category]} Projects`;
    default:
      return assertNever(b);
  }
}

function triggerText(t: Trigger): string {
  switch (t.on) {
    case 'activated':
      return 'any time';
    case 'afterPlay':
      return `after you play ${article(t.category === ANY ? 'Project' : `${label(t.category)} Project`)}`;
    case 'afterSynergy':
      return 'when you gain a Synergy Bonus';
    case 'afterRaise':
      return t.need === ANY ? 'after you raise a Need' : `after you raise your ${label(t.need)} Need`;
    case 'afterSolve':
      return 'when you solve a Crisis';
    case 'income':
      return 'at Income';
    default:
      return assertNever(t);
  }
}

function limitText(l: Limit): string | null {
  switch (l) {
    case 'eachTime':
      return null;
    case 'oncePerRound':
      return 'once per round';
    case 'oncePerGame':
      return 'once per game';
    default:
      return assertNever(l);
  }
}

const joinAnd = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/** "Any time, once per round: discard 2 Project cards to remove 1 Pollution." */
export function abilityText(a: Ability): string {
  const limit = limitText(a.limit);
  const when = cap(limit ? `${triggerText(a.trigger)}, ${limit}` : triggerText(a.trigger));
  const effects = joinAnd(a.effects.map(effectText));
  return a.cost.length > 0 ? `${when}: ${joinAnd(a.cost.map(costOpText))} to ${effects}.` : `${when}: ${effects}.`;
}

/** "Cost: 1 Credit + 2 Water Credits; lower Energy Need by 1." Plain "Credits" are generic. */
export function projectCostText(p: ProjectCard): string {
  const parts = [
    ...(p.cost.generic > 0 ? [plural(p.cost.generic, 'Credit')] : []),
    ...p.cost.specific.map((s) => plural(s.amount, `${CATEGORY_LABEL[s.category]} Credit`)),
  ];
  const lower = p.lowerNeed.map((c) => `lower ${CATEGORY_LABEL[c]} Need by 1`);
  return `Cost: ${[parts.join(' + '), ...lower].join('; ')}.`;
}

/**
 * A Project card's rules text. Need icons are grouped into one clause ("raise that Need or flip a
 * Project of it" per icon); every other effect is its own sentence.
 */
export function projectText(p: ProjectCard): string {
  return `${projectCostText(p)} ${projectEffectText(p)}`;
}

/** What a Project card does once played, without its cost: "Raise or flip: Water ×2. Gain 1 Influence." */
export function projectEffectText(p: ProjectCard): string {
  const icons: string[] = [];
  const others: string[] = [];
  for (const e of p.effects) {
    if (e.op === 'needIcon') icons.push(needIconLabel(e));
    else others.push(`${cap(effectText(e))}.`);
  }
  return [`Raise or flip: ${icons.join(', ')}.`, ...others].join(' ');
}

/** "Level 3 Health Crisis. Influence: N 3, S 2 (5). Unsolved: +2 Pollution per round. Solved: +3 Preservation. While active: …" */
export function crisisText(c: CrisisCard): string {
  const edges = SIDES.filter((s) => c.influence[s] > 0).map((s) => `${s} ${c.influence[s]}`);
  return [
    `Level ${c.level} ${CATEGORY_LABEL[c.category]} Crisis.`,
    `Influence: ${edges.join(', ')} (${crisisInfluenceTotal(c)}).`,
    `Unsolved: +${c.pollution} Pollution per round.`,
    `Solved: +${c.preservation} Preservation.`,
    ...(c.block ? [`While active: ${blockText(c.block)}.`] : []),
  ].join(' ');
}

function synergyText(s: AdvisorSide['synergy']): string {
  return effectText(s);
}

/** An Advisor side: the three rates, then the bottom box (ability or "Introduction Advisor"). */
export function advisorText(side: AdvisorSide): string {
  return [
    `Discard: ${plural(side.discardValue, 'Credit')} per Project card.`,
    `Synergy: ${synergyText(side.synergy)} per matching side.`,
    `Exchange: ${side.exchangeRate} Credits of one category → 1 Influence.`,
    side.ability ? abilityText(side.ability) : 'Introduction Advisor.',
  ].join(' ');
}

/** What `times` Synergy Bonuses of an Advisor give, in a few words: "2 Credits", "1 Influence", "draw 1 card". */
export function synergyGainText(syn: AdvisorSide['synergy'], times = 1): string {
  const e = { ...syn, amount: syn.amount * times };
  return e.op === 'drawProjects' ? `draw ${plural(e.amount, 'card')}` : effectText(e).replace(/^gain /, '');
}
const synergyShort = (syn: AdvisorSide['synergy']): string => synergyGainText(syn);

/**
 * An Advisor side's three rates in a few words that say what each is, for a menu line: "2 Credits a discard, Synergy
 * 1 Credit a matching side, exchange rate 4" (a discarded Project card pays the first; each side of a new Project
 * touching a card of its category gives the second).
 */
export function advisorRates(side: AdvisorSide): string {
  return `${plural(side.discardValue, 'Credit')} a discard, Synergy ${synergyShort(side.synergy)} a matching side, exchange rate ${side.exchangeRate}`;
}

/**
 * Both sides' rates of an Advisor card, side by side, in the first wording that fits a menu line: "2 Credits or
 * 1 Credit a discard, Synergy 1 Credit or 2 Credits a matching side, exchange rate 4 or 3", the exchange rate
 * shorter or left to the sides' own lines when room is short.
 */
export function advisorCardRates(a: AdvisorSide, b: AdvisorSide, max: number): string {
  const either = (x: string | number, y: string | number) => (x === y ? `${x}` : `${x} or ${y}`);
  const head = `${either(plural(a.discardValue, 'Credit'), plural(b.discardValue, 'Credit'))} a discard, Synergy ${either(synergyShort(a.synergy), synergyShort(b.synergy))} a matching side`;
  const rate = either(a.exchangeRate, b.exchangeRate);
  return firstFit(max, [`${head}, exchange rate ${rate}`, `${head}, exchange ${rate}`, head]);
}

/** Both sides of a Country card: Starting Setup, then the Conclusion & Income draw. */
export function countryText(c: CountryCard): string {
  const needs = CATEGORIES.flatMap((k) => (c.needs[k] !== undefined ? [`${CATEGORY_LABEL[k]} ${c.needs[k]}`] : []));
  const none = CATEGORIES.filter((k) => c.needs[k] === undefined).map((k) => CATEGORY_LABEL[k]);
  const credits = CATEGORIES.flatMap((k) => (c.credits[k] ? [`${CATEGORY_LABEL[k]} ${c.credits[k]}`] : []));
  return [
    `Start: ${plural(c.startHand, 'Project card')}.`,
    `Needs: ${needs.join(', ')}.`,
    ...(none.length > 0 ? [`No marker: ${none.join(', ')}.`] : []),
    `Credits: ${credits.length > 0 ? credits.join(', ') : 'none'}.`,
    `Each round: draw ${plural(c.drawPerRound, 'Project card')}.`,
    ...(c.ability ? [abilityText(c.ability)] : []),
  ].join(' ');
}
