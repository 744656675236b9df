/**
 * RB "Advisor": the exchange of Credits for Influence at any time, and the Advisor's special ability
 * (card data; house rules TP-A01…A08). Triggered abilities resolve by themselves; an activated one is
 * a menu entry whose costs are paid before its effects (TP-A04).
 */
import type { PlayerId, Prompt } from '../../../engine/types';
import { CATEGORIES, type Category } from '../cards/schema';
import { cardName, cat, n, w } from '../words';
import { effectTask, newChain, pushForced } from '../chain';
import { say, type Ctx } from '../draft';
import { MAX_OPTIONS, cardLabel, cardsDetail, paged, promptId } from '../option-lists';
import { advisorOf, seat, type Chain, type TpState } from '../state';
import { spendable } from './crisis-effects';
import { discardFromHand } from './project-deck';

type TriggerOn = 'afterPlay' | 'afterSynergy' | 'afterRaise' | 'afterSolve' | 'income';

/** Triggered abilities cost nothing in the data and only help, so they resolve automatically (TP-A04). */
export function trigger(ctx: Ctx, p: PlayerId, on: TriggerOn, what: Category | null): void {
  const s = ctx.s;
  const adv = advisorOf(s, p);
  const a = adv?.ability;
  if (s.over || !a || a.trigger.on !== on || a.cost.length > 0) return;
  if ((a.trigger.on === 'afterPlay' || a.trigger.on === 'afterRaise')) {
    const want = a.trigger.on === 'afterPlay' ? a.trigger.category : a.trigger.need;
    if (want !== 'any' && want !== what) return;
  }
  const me = seat(s, p);
  if (a.limit === 'oncePerRound' && me.used.round) return;
  if (a.limit === 'oncePerGame' && me.used.game) return;
  if (a.limit === 'oncePerRound') me.used.round = true;
  if (a.limit === 'oncePerGame') me.used.game = true;
  say(ctx, w('log.advisorActs', { player: `{${p}}`, advisor: cardName(adv.id) }));
  pushForced(ctx, p, a.effects.flatMap((e) => effectTask(e) ?? []));
}

// ---------------------------------------------------------------------------------------------
// Exchange: X Credits of one category → 1 Influence, any time (TP-25, TP-G28)
// ---------------------------------------------------------------------------------------------

export function exchangeBudgets(s: TpState, p: PlayerId): Category[] {
  const rate = advisorOf(s, p)?.exchangeRate ?? 99;
  return CATEGORIES.filter((c) => spendable(s, p, c) >= rate);
}

/** With one budget that can pay, the exchange takes it without asking. */
export function startExchange(ctx: Ctx, p: PlayerId): void {
  const chain = newChain(p, 'exchange', 'exchange', null, false);
  ctx.s.chain = chain;
  const budgets = exchangeBudgets(ctx.s, p);
  if (budgets.length === 1) exchangeStep(ctx, chain, budgets[0]!);
}

export function exchangePrompt(s: TpState, c: Chain): Prompt {
  const p = c.player;
  return {
    player: p,
    id: promptId(s),
    private: true,
    text: w('exchange.text', { n: advisorOf(s, p)!.exchangeRate }),
    publicText: w('exchange.public'),
    options: exchangeBudgets(s, p).map((k) => ({ value: k, label: w('exchange.option', { category: cat(k), count: seat(s, p).credits[k] }) })),
  };
}

export function exchangeStep(ctx: Ctx, c: Chain, v: string): void {
  const s = ctx.s;
  const p = c.player;
  const k = v as Category;
  seat(s, p).credits[k] -= advisorOf(s, p)!.exchangeRate;
  say(ctx, w('log.exchanges', { player: `{${p}}`, n: advisorOf(s, p)!.exchangeRate, category: cat(k) }));
  c.stage = 'resolve';
  c.forced.push({ t: 'influence', n: 1 });
}

// ---------------------------------------------------------------------------------------------
// An activated ability
// ---------------------------------------------------------------------------------------------

export function abilityUsable(s: TpState, p: PlayerId): boolean {
  const adv = advisorOf(s, p);
  const a = adv?.ability;
  const me = seat(s, p);
  if (!a || a.trigger.on !== 'activated') return false;
  if (a.limit === 'oncePerRound' && me.used.round) return false;
  if (a.limit === 'oncePerGame' && me.used.game) return false;
  let credits = 0;
  for (const cost of a.cost) {
    if (cost.op === 'payCredits') credits += cost.amount;
    if (cost.op === 'discardProjects' && me.hand.length < cost.amount) return false;
    if (cost.op === 'lowerNeed' && !CATEGORIES.some((k) => (me.needs[k] ?? 0) >= 2 && (cost.need === 'any' || cost.need === k))) return false;
  }
  return CATEGORIES.reduce((n, k) => n + spendable(s, p, k), 0) >= credits;
}

export function startAbility(ctx: Ctx, p: PlayerId): void {
  const s = ctx.s;
  const me = seat(s, p);
  const a = advisorOf(s, p)!.ability!;
  if (a.limit === 'oncePerRound') me.used.round = true;
  if (a.limit === 'oncePerGame') me.used.game = true;
  const chain = newChain(p, 'ability', 'resolve', null, false);
  s.chain = chain;
  // Credits first (fullest budgets), then the chosen discards or Need (TP-A04: costs before effects).
  for (const cost of a.cost) {
    if (cost.op !== 'payCredits') continue;
    for (let i = 0; i < cost.amount; i++) {
      const k = cost.category === 'any' ? [...CATEGORIES].sort((x, y) => spendable(s, p, y) - spendable(s, p, x))[0]! : cost.category;
      me.credits[k]--;
    }
  }
  chain.free = [];
  chain.forced = a.effects.flatMap((e) => effectTask(e) ?? []);
  if (a.cost.some((c) => c.op === 'discardProjects' || c.op === 'lowerNeed')) chain.stage = 'abilityCost';
  say(ctx, w('log.usesAbility', { player: `{${p}}`, advisor: cardName(advisorOf(s, p)!.id) }));
}

export function abilityCostPrompt(s: TpState, c: Chain): Prompt {
  const p = c.player;
  const a = advisorOf(s, p)!.ability!;
  const discard = a.cost.find((x) => x.op === 'discardProjects');
  if (discard && c.discarded.length < discard.amount) {
    const hand = [...seat(s, p).hand].reverse();
    const options = hand.map((h, i) => ({ value: `${h}.${i}`, label: cardLabel(h) }));
    const text = w('ability.discard', { cards: n('projectCard', discard.amount), advisor: cardName(advisorOf(s, p)!.id) });
    const base = { player: p, id: promptId(s), private: true, publicText: w('ability.public'), detail: cardsDetail(hand) };
    if (hand.length <= MAX_OPTIONS) return { ...base, text, options, min: discard.amount, max: discard.amount };
    // A hand longer than one menu: one card at a time, paged.
    return { ...base, text: w('cardOf', { text, k: c.discarded.length + 1, of: discard.amount }), options: paged(options, c.page, 'cards') };
  }
  const me = seat(s, p);
  return {
    player: p,
    id: promptId(s),
    private: true,
    text: w('ability.lower'),
    publicText: w('ability.public'),
    options: CATEGORIES.filter((k) => (me.needs[k] ?? 0) >= 2).map((k) => ({ value: k, label: w('ability.lowerOption', { need: cat(k), from: me.needs[k]!, to: me.needs[k]! - 1 }) })),
  };
}

export function abilityCostStep(ctx: Ctx, c: Chain, values: readonly string[]): void {
  const s = ctx.s;
  const p = c.player;
  const a = advisorOf(s, p)!.ability!;
  const discard = a.cost.find((x) => x.op === 'discardProjects');
  if (discard && c.discarded.length < discard.amount) {
    for (const val of values) {
      const id = val.split('.')[0]!;
      discardFromHand(s, p, id);
      c.discarded.push(id);
    }
    say(ctx, w('log.discards', { player: `{${p}}`, cards: n('projectCard', values.length) }));
    if (c.discarded.length >= discard.amount && !a.cost.some((x) => x.op === 'lowerNeed')) c.stage = 'resolve';
    return;
  }
  const k = values[0]! as Category;
  seat(s, p).needs[k]! -= 1;
  say(ctx, w('log.lowers', { player: `{${p}}`, need: cat(k), n: seat(s, p).needs[k]! }));
  c.stage = 'resolve';
}
