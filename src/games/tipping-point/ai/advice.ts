/**
 * The Hint's line: why the play-to-win seat answers as it does, written from what its decision weighed (the
 * `Weighing` it recorded). Positions are told apart by the evaluation's parts, so a line can say what made the
 * difference ("it leaves less Pollution on the Seesaw"); a decision taken by a rule says the rule.
 */
import { ADVICE_MAX as WHY_MAX, comparedLine, figures, type Weighing } from '../../../engine/ai-policy';
import type { PlayerId, Prompt } from '../../../engine/types';
import { fitWords, listWords, unpackWords, words, type WordParams } from '../../../engine/words';
import type { Category } from '../cards/schema';
import { CATEGORY_LABEL } from '../cards/text';
import type { TpState } from '../state';
import { evaluate, noParts, type EvalPart, type EvalParts } from './evaluation';

/** The position an option leaves, and for a card the slot its search found best. */
interface Position {
  s: TpState;
  at?: string;
}

export type TpWeighing = Weighing<Position>;

/** A Hint's text (the `hints` catalogue's Tipping Point lines), said in its reader's language. */
const hw = (key: string, params: WordParams = {}): string => words(`hints:tp.${key}`, params);

/** What more of each part means to a player (each part counts for more as it grows). */
const partWords = (k: EvalPart): string => hw(`part.${k}`);

/** Labels that begin with the thing's name, then its details after a colon or in brackets ("{{name}}: {{cost}}"). */
const NAMED = /^tp:(card\.(labelLong|label|line)|setup\.(label\.\w+|detail|intro|introShort|side))$/;

/**
 * The name a packed label begins with (a card's, a Country's, an Advisor side's), through the wordings a fitted
 * label offers; `inner` reads the choice inside an effect's label instead. Undefined when the label names nothing.
 */
function packedName(label: string, inner: boolean): string | undefined {
  const part = unpackWords(label).parts[0];
  if (!part) return undefined;
  const { key, params } = part;
  if (key === '@fit:') return packedName((params['forms'] as string[])[0] ?? '', inner);
  if (key === '@same:') return packedName((params['forms'] as string[])[params['i'] as number]?.split('\u0000')[0] ?? '', inner);
  if (key === 'tp:effects.choice') return inner ? (packedName(String(params['choice']), false) ?? String(params['choice'])) : String(params['head']);
  return NAMED.test(key) && typeof params['name'] === 'string' ? params['name'] : undefined;
}

/**
 * An option's label as players read it: its name before the details after a colon or in brackets. `inner` reads
 * the choice inside an effect's label ("Work icon: Raise Work 3→4 (…)" is "Raise Work 3→4"). A packed label
 * (src/engine/words.ts) is read by its catalogue key and parameters, never by its words.
 */
export function optionName(p: Prompt, value: string, inner = false): string | undefined {
  const raw = p.options.find((o) => o.value === value)?.label;
  if (raw === undefined) return undefined;
  if (unpackWords(raw).parts.length > 0) return packedName(raw, inner) ?? raw;
  const label = raw.replace(/ \(Introduction\)/g, '');
  const body = inner && label.includes(': ') ? label.slice(label.indexOf(': ') + 2) : label;
  return body.split(/: | \(/)[0]!.trim();
}

/** The part that most separates the position taken from the next best. */
function mostly(me: PlayerId, best: TpState, next: TpState): string | undefined {
  const a: EvalParts = noParts();
  const b: EvalParts = noParts();
  evaluate(best, me, a);
  evaluate(next, me, b);
  const gaps = (Object.keys(a) as EvalPart[]).map((k) => ({ k, gap: a[k] - b[k] })).sort((x, y) => y.gap - x.gap);
  const top = gaps[0];
  return top && top.gap > 0.05 ? partWords(top.k) : undefined;
}

/** When a position compared ends the game, that is the reason, and its score (a win or loss is a huge one) is not. */
function endedLine(A: string, B: string, best: TpState | undefined, next: TpState | undefined): string | undefined {
  if (best?.over?.won) return next?.over?.won ? hw('ended.wonToo', { a: A, b: B }) : hw('ended.won', { a: A });
  if (best?.over) return hw('ended.allLose', { a: A });
  if (next?.over) return hw('ended.nextLoses', { a: A, b: B });
  return undefined;
}

/** Options compared by the position each leaves for `me`: a game ended says so, else the part that made the difference. */
export function positionLine(w: TpWeighing, me: PlayerId, name: (key: string) => string): string {
  const best = w.best();
  const next = w.runnerUp();
  if (best && next) {
    const ended = endedLine(name(best.key), name(next.key), best.detail?.s, next.detail?.s);
    if (ended) return ended;
  }
  return comparedLine(w, { name, better: hw('better.table'), mostly: (a, b) => (a.detail && b.detail ? mostly(me, a.detail.s, b.detail.s) : undefined) });
}

/** Names of several options in a sentence: "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : listWords('and', names);
}

/** A decision the seat does not weigh: the first option, said plainly. */
export function firstOptionWhy(p: Prompt, answer: readonly string[]): string {
  const names = answer.map((v) => optionName(p, v) ?? words('hints:first.option'));
  return fitWords(WHY_MAX, [words('hints:first.named', { name: listed(names) }), words('hints:first.plain')]);
}

export function tieWhy(p: Prompt): string {
  const first = optionName(p, p.options[0]!.value) ?? hw('firstSlot');
  return hw('tie', { first });
}

/** What `n` gained Credits would do in one budget. */
export interface BudgetFacts {
  k: Category;
  n: number;
  rate: number;
  have: number;
  exchanges: number;
  needed: number;
  blocked: boolean;
}

function budgetGain(f: BudgetFacts): string {
  const parts: string[] = [];
  if (f.exchanges > 0) parts.push(hw('gain.exchanges', { count: f.exchanges, rate: f.rate }));
  if (f.needed > 0) parts.push(hw('gain.needed', { n: f.needed, category: CATEGORY_LABEL[f.k] }));
  return parts.length > 1 ? listWords('and', parts) : (parts[0] ?? '');
}

/** Credits into a budget: what they complete there, or the rule that decides when none completes anything. */
export function budgetWhy(w: TpWeighing, f: BudgetFacts, key: (k: Category) => string): string {
  const name = (k: Category) => (key(k) === k ? CATEGORY_LABEL[k] : hw('allTo', { n: f.n, category: CATEGORY_LABEL[k] }));
  const A = name(f.k);
  const gain = budgetGain(f);
  const best = w.best();
  const next = w.runnerUp();
  if (gain && best && next) {
    const [a, b] = figures(best.score, next.score);
    const B = name(next.key.replace(/^all-/, '') as Category);
    const than = hw(a === b ? 'budget.asMuch' : 'budget.moreThan', { b: B });
    return fitWords(WHY_MAX, [hw('budget.gain', { a: A, gain, than }), hw('budget.gain', { a: A, gain, than: '' })]);
  }
  if (gain) return fitWords(WHY_MAX, [hw('budget.gain', { a: A, gain, than: '' }), hw('budget.most', { a: A })]);
  return fitWords(WHY_MAX, [hw(f.blocked ? 'budget.blocked' : 'budget.nothing', { a: A, have: f.have }), hw('budget.nothingShort', { a: A, have: f.have })]);
}

/** Cards given up (a discard, a payment by discard): the ones worth least to keep. */
export function discardWhy(p: Prompt, order: readonly { v: string; worth: number }[], k = 1): string {
  if (order.length === 0) return firstOptionWhy(p, [p.options[0]!.value]);
  const name = (v: string) => optionName(p, v)?.replace(/^Discard /, '') ?? hw('aCard');
  const gone = listed(order.slice(0, k).map((x) => name(x.v)));
  const kept = order[k];
  const next = kept ? hw('discard.next', { name: name(kept.v) }) : '';
  return fitWords(WHY_MAX, [
    hw('discard.full', { count: k, gone, next }),
    hw('discard.least', { count: k, gone, next }),
    hw('discard.least', { count: k, gone, next: '' }),
    hw('discard.of', { count: k, total: order.length }),
  ]);
}

/** One Credit of a payment: what spending it from that budget would lose. */
export interface PayFacts {
  v: string;
  have: number;
  due: boolean;
  breaks: boolean;
  needed: boolean;
}

function payLoss(f: PayFacts): string {
  const parts = [f.breaks ? hw('pay.breaks') : '', f.needed ? hw('pay.short') : ''].filter(Boolean);
  return parts.length > 1 ? listWords('and', parts) : (parts[0] ?? hw('pay.neither'));
}

/** The budget a payment's Credit option spends from, read from its packed label ("1 Credit from {{category}} (…)"). */
function creditBudget(p: Prompt, value: string): string | undefined {
  const part = unpackWords(p.options.find((o) => o.value === value)?.label ?? '').parts[0];
  return part?.key === 'tp:pay.credit' && typeof part.params['category'] === 'string' ? part.params['category'] : undefined;
}

/** A Credit of a payment: the budget whose loss hurts least, and why the next one would hurt more. */
export function payWhy(p: Prompt, best: PayFacts, next: PayFacts | undefined): string {
  if (best.due) return hw('pay.due', { a: optionName(p, best.v) ?? hw('pay.firstCredit') });
  // The line says how many Credits the budget holds itself, so the option is named without its own count.
  const budget = creditBudget(p, best.v);
  const A = budget ? hw('pay.credit', { category: budget }) : (optionName(p, best.v) ?? hw('pay.firstCredit'));
  const B = next ? (creditBudget(p, next.v) ?? optionName(p, next.v)?.replace(/^1 Credit from /, '')) : undefined;
  const same = next && next.breaks === best.breaks && next.needed === best.needed;
  const fewer = hw(next && next.have === best.have ? 'pay.tooSame' : 'pay.holdsMore', { have: next?.have ?? 0 });
  const than = !next || !B ? '' : same ? hw('pay.soWould', { b: B, fewer }) : hw('pay.fromOther', { b: B, loss: payLoss(next) });
  return fitWords(WHY_MAX, [hw('pay.line', { a: A, have: best.have, loss: payLoss(best), than }), hw('pay.line', { a: A, have: best.have, loss: payLoss(best), than: '' })]);
}

/** An Influence token where no scoring was needed: the one wanted slot, or the fullest container. */
export function tokenRuleWhy(slot: string, useful: 'none' | 'one', tokens: number): string {
  return useful === 'one' ? hw('token.one', { slot }) : hw('token.none', { slot, tokens });
}

export function exchangeWhy(budgets: readonly { k: Category; have: number; needed: number }[], pick: Category): string {
  const spare = (x: { have: number; needed: number }) => x.have - x.needed;
  const chosen = budgets.find((x) => x.k === pick)!;
  const next = budgets.filter((x) => x.k !== pick).sort((a, b) => spare(b) - spare(a))[0];
  const asked = chosen.needed === 0 ? hw('exchange.askedNone') : hw('exchange.asked', { n: chosen.needed });
  const than = !next ? '' : hw(spare(next) === spare(chosen) ? 'exchange.level' : 'exchange.spare', { category: CATEGORY_LABEL[next.k], spare: spare(next) });
  return fitWords(WHY_MAX, [
    hw('exchange.full', { category: CATEGORY_LABEL[pick], have: chosen.have, asked, than }),
    hw('exchange.short', { category: CATEGORY_LABEL[pick], spare: spare(chosen), than }),
  ]);
}

export function lowerWhy(k: Category, level: number): string {
  return hw('lower', { category: CATEGORY_LABEL[k], level });
}

/** A Need icon left unused because no flip offered can help a Crisis and nothing else was offered. */
export function uselessFlipsWhy(skip: string, flips: readonly string[]): string {
  const full = flips.length === 1 ? hw('flips.one', { skip, flip: flips[0]! }) : hw('flips.none', { skip, n: flips.length });
  return fitWords(WHY_MAX, [full, hw('flips.short', { skip })]);
}

/** A slot choice whose best slot is not among the options shown, or whose card could not be read. */
export function slotMissingWhy(best: string | null, p: Prompt): string {
  const first = optionName(p, p.options[0]!.value) ?? words('hints:first.option');
  return best ? hw('slotMissing', { first, best }) : words('hints:first.named', { name: first });
}

/** The order of effects: the rule that picks which comes first, then how that effect is used. */
export function effectWhy(head: string, inner: string | undefined): string {
  const first = unpackWords(head).parts[0];
  head = first?.key === 'tp:effects.first' && first.before === '' ? String(first.params['task']) : head.replace(/ first$/, '');
  if (!inner) return fitWords(WHY_MAX, [hw('effect.order', { head }), hw('effect.short', { head })]);
  return fitWords(WHY_MAX, [hw('effect.inner', { inner }), inner]);
}
