/**
 * Rules text for every Tipping Point card, generated from the card data alone, so the text on a card image can
 * never drift from what the engine does; each clause a text of the `tp-cards` catalogue (`text.*`), said in the
 * reader's language. Every switch over an op is exhaustive (no default branch; `assertNever` catches a new op at
 * compile time).
 */
import { fitWords, listWords } from '../../../engine/words';
import { cat, n, needName, wc } from '../words';
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
export const CATEGORY_LABEL: Readonly<Record<Category, string>> = Object.fromEntries(CATEGORIES.map((k) => [k, cat(k)])) as Record<Category, string>;

/** Space budgets for rendered cards; the tests hold all generated text to them. */
export const TEXT_LIMITS = { project: 160, crisis: 200, advisor: 240, country: 320 } as const;

function assertNever(x: never): never {
  throw new Error(`Unhandled card-text case: ${JSON.stringify(x)}`);
}

const t = (key: string, params: Parameters<typeof wc>[1] = {}): string => wc(`text.${key}`, params);

/** "Water", "Water ×2" or "any": a Need icon group as printed on a Project. */
function needIconLabel(e: { need: NeedTarget; amount: number }): string {
  return e.amount > 1 ? t('iconTimes', { need: needName(e.need), count: e.amount }) : needName(e.need);
}

/** One instant effect as a lower-case clause, e.g. "draw 2 Project cards". */
export function effectText(e: Effect): string {
  switch (e.op) {
    case 'needIcon':
      return t('effect.needIcon', { icons: needIconLabel(e), count: e.amount });
    case 'raiseNeed':
      return e.need === ANY ? t('effect.raiseAny', { n: e.amount }) : t('effect.raise', { need: cat(e.need), n: e.amount });
    case 'flipProject':
      return e.category === ANY ? t('effect.flipAny', { count: e.amount }) : t('effect.flip', { category: cat(e.category), count: e.amount });
    case 'gainInfluence':
      return t('effect.gainInfluence', { n: e.amount });
    case 'gainCredits':
      return t('effect.gain', { what: n('credit', e.amount) });
    case 'drawProjects':
      return t('effect.draw', { what: n('projectCard', e.amount) });
    case 'removePollution':
      return t('effect.removePollution', { n: e.amount });
    case 'synergyBonus':
      return t('effect.gain', { what: n('synergyBonus', e.amount) });
    default:
      return assertNever(e);
  }
}

/** One Advisor-ability cost as a lower-case clause, e.g. "pay 3 Credits". */
export function costOpText(c: CostOp): string {
  switch (c.op) {
    case 'payCredits':
      return t('cost.pay', { what: c.category === ANY ? n('credit', c.amount) : n('categoryCredit', c.amount, { category: cat(c.category) }) });
    case 'discardProjects':
      return t('cost.discard', { what: n('projectCard', c.amount) });
    case 'lowerNeed':
      return c.need === ANY ? t('cost.lowerAny', { n: c.amount }) : t('cost.lower', { need: cat(c.need), n: c.amount });
    default:
      return assertNever(c);
  }
}

/** A Crisis passive as a lower-case clause. */
export function blockText(b: CrisisBlock): string {
  switch (b.op) {
    case 'blockSpend':
      return t('block.spend', { category: cat(b.category) });
    case 'blockRaise':
      return t('block.raise', { need: cat(b.need) });
    case 'blockSynergy':
      return b.category === 'all' ? t('block.synergyAll') : t('block.synergy', { category: cat(b.category) });
    default:
      return assertNever(b);
  }
}

function triggerText(tr: Trigger): string {
  switch (tr.on) {
    case 'activated':
      return t('trigger.activated');
    case 'afterPlay':
      return t(`trigger.afterPlay.${tr.category}`);
    case 'afterSynergy':
      return t('trigger.afterSynergy');
    case 'afterRaise':
      return tr.need === ANY ? t('trigger.afterRaiseAny') : t('trigger.afterRaise', { need: cat(tr.need) });
    case 'afterSolve':
      return t('trigger.afterSolve');
    case 'income':
      return t('trigger.income');
    default:
      return assertNever(tr);
  }
}

function limitText(l: Limit): string | null {
  switch (l) {
    case 'eachTime':
      return null;
    case 'oncePerRound':
      return t('limit.oncePerRound');
    case 'oncePerGame':
      return t('limit.oncePerGame');
    default:
      return assertNever(l);
  }
}

/** "Any time, once per round: discard 2 Project cards to remove 1 Pollution." */
export function abilityText(a: Ability): string {
  const limit = limitText(a.limit);
  const when = limit ? t('ability.whenLimited', { when: triggerText(a.trigger), limit }) : triggerText(a.trigger);
  const effects = listWords('and', a.effects.map(effectText));
  return a.cost.length > 0 ? t('ability.paid', { when, costs: listWords('and', a.cost.map(costOpText)), effects }) : t('ability.free', { when, effects });
}

/** A Project's cost, each part in its place: "1 Credit + 2 Water Credits; lower Energy Need by 1" (no "Cost:"). */
export function projectCostParts(p: ProjectCard): string {
  const parts = [
    ...(p.cost.generic > 0 ? [n('credit', p.cost.generic)] : []),
    ...p.cost.specific.map((s) => n('categoryCredit', s.amount, { category: cat(s.category) })),
  ];
  const lower = p.lowerNeed.map((c) => t('lowerNeedBy1', { need: cat(c) }));
  return [parts.join(' + '), ...lower].join('; ');
}

/** "Cost: 1 Credit + 2 Water Credits; lower Energy Need by 1." Plain "Credits" are generic. */
export function projectCostText(p: ProjectCard): string {
  return t('cost.line', { cost: projectCostParts(p) });
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
    else others.push(t('sentence', { text: effectText(e) }));
  }
  return [t('raiseOrFlip', { icons: icons.join(', ') }), ...others].join(' ');
}

/** "Level 3 Health Crisis. Influence: N 3, S 2 (5). Unsolved: +2 Pollution per round. Solved: +3 Preservation. While active: …" */
export function crisisText(c: CrisisCard): string {
  const edges = SIDES.filter((s) => c.influence[s] > 0).map((s) => t('edge', { side: t(`side.${s}`), n: c.influence[s] }));
  return [
    t('crisis.level', { level: c.level, category: cat(c.category) }),
    t('crisis.influence', { edges: edges.join(', '), total: crisisInfluenceTotal(c) }),
    t('crisis.unsolved', { n: c.pollution }),
    t('crisis.solved', { n: c.preservation }),
    ...(c.block ? [t('crisis.whileActive', { block: blockText(c.block) })] : []),
  ].join(' ');
}

/** An Advisor side: the three rates, then the bottom box (ability or "Introduction Advisor"). */
export function advisorText(side: AdvisorSide): string {
  return [
    t('advisor.discard', { credits: n('credit', side.discardValue) }),
    t('advisor.synergy', { effect: effectText(side.synergy) }),
    t('advisor.exchange', { n: side.exchangeRate }),
    side.ability ? abilityText(side.ability) : t('advisor.intro'),
  ].join(' ');
}

/** What `times` Synergy Bonuses of an Advisor give, in a few words: "2 Credits", "1 Influence", "draw 1 card". */
export function synergyGainText(syn: AdvisorSide['synergy'], times = 1): string {
  const e = { ...syn, amount: syn.amount * times };
  switch (e.op) {
    case 'drawProjects':
      return t('effect.draw', { what: n('card', e.amount) });
    case 'gainCredits':
      return n('credit', e.amount);
    case 'gainInfluence':
      return t('influence', { n: e.amount });
    default:
      return effectText(e);
  }
}
const synergyShort = (syn: AdvisorSide['synergy']): string => synergyGainText(syn);

/**
 * An Advisor side's rates in each wording a menu line may take, longest first: all three in a few words that say what
 * each is ("2 Credits a discard, Synergy 1 Credit a matching side, exchange rate 4": a discarded Project card pays the
 * first; each side of a new Project touching a card of its category gives the second), the exchange rate said
 * shorter, the discard and Synergy rates, then the discard rate alone (the side's full text is under the question).
 */
export function advisorRateForms(side: AdvisorSide): string[] {
  const head = { discard: n('credit', side.discardValue), synergy: synergyShort(side.synergy) };
  return [t('rates.one', { ...head, rate: side.exchangeRate }), t('rates.bothShort', { ...head, rate: side.exchangeRate }), t('rates.bothHead', head), t('rates.bothDiscard', head)];
}

/**
 * Both sides' rates of an Advisor card, side by side, in the first wording that fits a menu line: "2 Credits or
 * 1 Credit a discard, Synergy 1 Credit or 2 Credits a matching side, exchange rate 4 or 3", the exchange rate
 * shorter or left to the sides' own lines when room is short.
 */
export function advisorCardRates(a: AdvisorSide, b: AdvisorSide, max: number): string {
  const either = (x: string | number, y: string | number) => (x === y ? `${x}` : t('either', { a: x, b: y }));
  const head = { discard: either(n('credit', a.discardValue), n('credit', b.discardValue)), synergy: either(synergyShort(a.synergy), synergyShort(b.synergy)) };
  const rate = either(a.exchangeRate, b.exchangeRate);
  return fitWords(max, [t('rates.both', { ...head, rate }), t('rates.bothShort', { ...head, rate }), t('rates.bothHead', head), t('rates.bothDiscard', head)]);
}

/** Both sides of a Country card: Starting Setup, then the Conclusion & Income draw. */
export function countryText(c: CountryCard): string {
  const needs = CATEGORIES.flatMap((k) => (c.needs[k] !== undefined ? [t('categoryNumber', { category: cat(k), n: c.needs[k] })] : []));
  const none = CATEGORIES.filter((k) => c.needs[k] === undefined).map((k) => cat(k));
  const credits = CATEGORIES.flatMap((k) => (c.credits[k] ? [t('categoryNumber', { category: cat(k), n: c.credits[k] })] : []));
  return [
    t('country.start', { cards: n('projectCard', c.startHand) }),
    t('country.needs', { list: needs.join(', ') }),
    ...(none.length > 0 ? [t('country.noMarker', { list: none.join(', ') })] : []),
    credits.length > 0 ? t('country.credits', { list: credits.join(', ') }) : t('country.creditsNone'),
    t('country.eachRound', { cards: n('projectCard', c.drawPerRound) }),
    ...(c.ability ? [abilityText(c.ability)] : []),
  ].join(' ');
}
