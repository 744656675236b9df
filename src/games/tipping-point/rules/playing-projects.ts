/**
 * RB "Playing Project Cards": the cost (specific Credits from their own budget, generic from any; a card
 * discarded gives the Advisor's rate in its category; a Need-lowering cost is ignored without a marker and
 * impossible at level 1), paid one Credit or one discard at a time, or by the suggested payment.
 */
import type { Option, PlayerId, Prompt } from '../../../engine/types';
import { CATEGORIES, type Category, type ProjectCard } from '../cards/schema';
import { cardName, cat, n, w } from '../words';
import { proj } from '../cards/catalogue';
import { dueLeft, dueOf, newChain, type Due } from '../chain';
import type { Ctx } from '../draft';
import { fail, type Refusal } from '../errors';
import { LABEL_MAX, paged, promptId } from '../option-lists';
import { fitWords } from '../../../engine/words';
import { advisorOf, seat, type Chain, type TpState } from '../state';
import { spendBlocked, spendable } from './crisis-effects';
import { finishPayment } from './placing-projects';
import { discardFromHand } from './project-deck';

/** TP-33: a lowering cost is ignored without a marker and impossible at level 1. */
function lowerBlocker(s: TpState, p: PlayerId, card: ProjectCard): Category | null {
  for (const c of card.lowerNeed) {
    const lvl = seat(s, p).needs[c];
    if (lvl !== undefined && lvl <= 1) return c;
  }
  return null;
}

/**
 * Can `due` still be paid from budgets and by discarding `hand` (minus `exclude`)? Each discard
 * gives the Advisor's rate in its own category; any surplus may go to generic costs.
 */
function canPay(s: TpState, p: PlayerId, due: Due, exclude: readonly string[]): boolean {
  const rate = advisorOf(s, p)?.discardValue ?? 0;
  const counts: Partial<Record<Category, number>> = {};
  const left = [...seat(s, p).hand];
  for (const x of exclude) {
    const i = left.indexOf(x);
    if (i >= 0) left.splice(i, 1);
  }
  for (const id of left) {
    const c = proj(id).category;
    counts[c] = (counts[c] ?? 0) + 1;
  }
  let surplus = 0;
  for (const c of CATEGORIES) {
    const avail = spendable(s, p, c) + (spendBlocked(s, c) ? 0 : rate * (counts[c] ?? 0));
    const need = due.specific[c] ?? 0;
    if (avail < need) return false;
    surplus += avail - need;
  }
  return surplus >= due.generic;
}

/** Pay one Credit from budget `c` (to that category's specific cost first). */
export function payCredit(s: TpState, p: PlayerId, due: Due, c: Category): void {
  seat(s, p).credits[c] -= 1;
  if ((due.specific[c] ?? 0) > 0) due.specific[c]! -= 1;
  else due.generic -= 1;
}
/** Discard a card for the Advisor's rate in its category (specific first, then generic; surplus is lost). */
export function payDiscard(s: TpState, p: PlayerId, due: Due, id: string): void {
  const c = proj(id).category;
  let v = advisorOf(s, p)?.discardValue ?? 0;
  discardFromHand(s, p, id);
  const sp = Math.min(v, due.specific[c] ?? 0);
  if (sp > 0) due.specific[c]! -= sp;
  v -= sp;
  due.generic -= Math.min(v, due.generic);
}

/** The suggested payment: specific costs from their budgets, generic from the fullest budgets, discards last. */
export function suggestedPayment(s: TpState, p: PlayerId, due0: Due, exclude: readonly string[]): { credits: Category[]; discards: string[] } | null {
  const credits: Category[] = [];
  const discards: string[] = [];
  const due: Due = { generic: due0.generic, specific: { ...due0.specific } };
  const budget = Object.fromEntries(CATEGORIES.map((c) => [c, spendable(s, p, c)])) as Record<Category, number>;
  const hand = seat(s, p).hand.filter((h) => !exclude.includes(h));
  const rate = advisorOf(s, p)?.discardValue ?? 0;
  for (const c of CATEGORIES) {
    while ((due.specific[c] ?? 0) > 0 && budget[c] > 0) {
      budget[c]--;
      due.specific[c]!--;
      credits.push(c);
    }
    while ((due.specific[c] ?? 0) > 0) {
      const i = hand.findIndex((h) => proj(h).category === c);
      if (i < 0 || spendBlocked(s, c) || rate === 0) return null;
      discards.push(hand.splice(i, 1)[0]!);
      const used = Math.min(rate, due.specific[c]!);
      due.specific[c]! -= used;
      due.generic = Math.max(0, due.generic - (rate - used));
    }
  }
  while (due.generic > 0) {
    const best = [...CATEGORIES].sort((a, b) => budget[b] - budget[a])[0]!;
    if (budget[best] > 0) {
      budget[best]--;
      due.generic--;
      credits.push(best);
      continue;
    }
    const i = hand.findIndex((h) => !spendBlocked(s, proj(h).category));
    if (i < 0 || rate === 0) return null;
    discards.push(hand.splice(i, 1)[0]!);
    due.generic = Math.max(0, due.generic - rate);
  }
  return { credits, discards };
}

/** A payment as a player reads it: "2 Energy, 1 Health, discard Rainwater Tanks" (or "nothing"). */
export function paymentText(plan: { credits: readonly Category[]; discards: readonly string[] }, short = false): string {
  const counts: Partial<Record<Category, number>> = {};
  for (const k of plan.credits) counts[k] = (counts[k] ?? 0) + 1;
  const bits = [...CATEGORIES.filter((k) => counts[k]).map((k) => w('card.categoryAmount', { n: counts[k]!, category: short ? w(`categoryShort.${k}`) : cat(k) })), ...plan.discards.map((d) => w('pay.discardCard', { card: cardName(d) }))];
  return bits.join(', ') || w('pay.nothing');
}

/**
 * Why a card in hand cannot be played now, in the player's words ("Ecocide Statute: needs 5 Credits, you
 * have 3"), or null when it can.
 */
export function unplayableReason(s: TpState, p: PlayerId, id: string): string | null {
  const card = proj(id);
  const blocker = lowerBlocker(s, p, card);
  if (blocker) return w('unplayable.lowers', { card: cardName(id), need: cat(blocker) });
  const due = dueOf(card);
  if (canPay(s, p, due, [id])) return null;
  const cats = CATEGORIES.filter((k) => (due.specific[k] ?? 0) > 0);
  const total = CATEGORIES.reduce((n, k) => n + spendable(s, p, k), 0);
  const have = [...cats.map((k) => w('card.categoryAmount', { n: spendable(s, p, k), category: cat(k) })), ...(due.generic ? [w('unplayable.inAll', { n: total })] : [])];
  const blocked = cats.filter((k) => spendBlocked(s, k)).map((k) => w('unplayable.blocked', { category: cat(k) }));
  const what = { card: cardName(id), due: dueText(due), have: have.join(w('unplayable.and')) };
  return blocked.length ? w('unplayable.needsBlocked', { ...what, blocked: blocked.join(', ') }) : w('unplayable.needs', what);
}

/** Hand cards this seat can play now: payable, and no lowering cost stuck at level 1. */
export function playable(s: TpState, p: PlayerId): string[] {
  const out: string[] = [];
  for (const id of new Set(seat(s, p).hand)) {
    const card = proj(id);
    if (lowerBlocker(s, p, card)) continue;
    if (canPay(s, p, dueOf(card), [id])) out.push(id);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The chain of a card play: chosen from the menu, then paid
// ---------------------------------------------------------------------------------------------

/** A card from hand, picked in the menu: the slot comes next, then the payment. */
export function startPlay(ctx: Ctx, p: PlayerId, id: string): Refusal | null {
  const s = ctx.s;
  const card = proj(id);
  const blocker = lowerBlocker(s, p, card);
  if (blocker) return fail('need-at-one', w('refusal.needAtOne', { need: cat(blocker), card: cardName(id) }));
  if (!canPay(s, p, dueOf(card), [id])) return fail('cannot-pay', w('refusal.cannotPay', { card: cardName(id) }));
  const chain = newChain(p, 'play', 'slot', id, true);
  chain.due = dueOf(card);
  chain.payAuto = !seat(s, p).payByHand;
  s.chain = chain;
  if (s.options.order === 'free') for (const q of s.players) seat(s, q).passed = false;
  return null;
}

function dueText(d: Due): string {
  const parts = [...CATEGORIES.filter((k) => (d.specific[k] ?? 0) > 0).map((k) => n('categoryCredit', d.specific[k]!, { category: cat(k) })), ...(d.generic ? [n('creditAnyKind', d.generic)] : [])];
  return parts.join(' + ') || w('pay.nothing');
}

export function payPrompt(s: TpState, c: Chain): Prompt {
  return { player: c.player, id: promptId(s), private: true, text: w('pay.text', { card: cardName(c.card!), due: dueText(c.due) }), publicText: w('pay.public'), options: paged(paySteps(s, c), c.page, 'waysToPay') };
}

/** A copy of the state deep enough to try a payment step on (only p's seat and the discard change). */
const trialOf = (s: TpState, p: PlayerId): TpState => ({ ...s, seats: { ...s.seats, [p]: structuredClone(seat(s, p)) }, discard: [...s.discard] });

/** Every payment step open now: the suggested payment, then each Credit or discard that keeps the rest payable. */
export function paySteps(s: TpState, c: Chain): Option[] {
  const p = c.player;
  const exclude = [c.card!];
  const out: Option[] = [];
  const plan = suggestedPayment(s, p, c.due, exclude);
  if (plan) out.push({ value: 'auto', label: fitWords(LABEL_MAX, [w('pay.cheapest', { payment: paymentText(plan) }), w('pay.cheapestShort')]) });
  for (const k of CATEGORIES) {
    if (spendable(s, p, k) <= 0) continue;
    if (!((c.due.specific[k] ?? 0) > 0 || c.due.generic > 0)) continue;
    const due = structuredClone(c.due);
    const trial = trialOf(s, p);
    payCredit(trial, p, due, k);
    if (dueLeft(due) > 0 && !canPay(trial, p, due, exclude)) continue;
    out.push({ value: `c-${k}`, label: w('pay.credit', { category: cat(k), n: seat(s, p).credits[k] }) });
  }
  const rate = advisorOf(s, p)?.discardValue ?? 0;
  for (const id of new Set(seat(s, p).hand)) {
    if (id === c.card || rate === 0) continue;
    const k = proj(id).category;
    if (spendBlocked(s, k) || !((c.due.specific[k] ?? 0) > 0 || c.due.generic > 0)) continue;
    const due = structuredClone(c.due);
    const trial = trialOf(s, p);
    payDiscard(trial, p, due, id);
    if (dueLeft(due) > 0 && !canPay(trial, p, due, exclude)) continue;
    out.push({ value: `d-${id}`, label: fitWords(LABEL_MAX, [w('pay.discardFor', { card: cardName(id), n: rate, category: cat(k) }), w('pay.discardForShort', { card: cardName(id), n: rate })]) });
  }
  return out;
}

/** Paid without a question by the suggested payment, unless the player chose to pay by hand. */
export function payForced(ctx: Ctx, c: Chain): boolean {
  if (!c.payAuto || !suggestedPayment(ctx.s, c.player, c.due, [c.card!])) return false;
  payStep(ctx, c, 'auto');
  return true;
}

export function payStep(ctx: Ctx, c: Chain, v: string): void {
  const s = ctx.s;
  const p = c.player;
  if (v === 'auto') {
    const plan = suggestedPayment(s, p, c.due, [c.card!])!;
    for (const k of plan.credits) payCredit(s, p, c.due, k);
    for (const d of plan.discards) {
      payDiscard(s, p, c.due, d);
      c.discarded.push(d);
    }
  } else if (v.startsWith('c-')) payCredit(s, p, c.due, v.slice(2) as Category);
  else {
    payDiscard(s, p, c.due, v.slice(2));
    c.discarded.push(v.slice(2));
  }
  if (dueLeft(c.due) <= 0) finishPayment(ctx, c);
}
