/**
 * The Hint's line: why the play-to-win seat answers as it does, written from what its decision weighed (the
 * `Weighing` it recorded). Positions are told apart by the evaluation's parts, so a line can say what made the
 * difference ("it leaves less Pollution on the Seesaw"); a decision taken by a rule says the rule.
 */
import { ADVICE_MAX as WHY_MAX, comparedLine, figures, type Weighing } from '../../../engine/ai-policy';
import type { PlayerId, Prompt } from '../../../engine/types';
import { fitWords, unpackWords } from '../../../engine/words';
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

/** What more of each part means to a player (each part counts for more as it grows). */
const PART_WORDS: Record<EvalPart, string> = {
  outcome: 'brings a better end to the game',
  preservation: 'puts more Preservation on the Seesaw',
  pollution: 'leaves less Pollution on the Seesaw',
  crises: 'brings the Crises on the table nearer to solved',
  tipping: 'keeps the Seesaw further from tipping',
  stray: 'leaves more Influence ready for later Crises',
  credits: 'leaves you more Credits',
  needs: 'raises your Needs higher',
  hand: 'leaves you more cards in hand',
  vp: 'gives you more victory points',
};

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
  return top && top.gap > 0.05 ? PART_WORDS[top.k] : undefined;
}

/** When a position compared ends the game, that is the reason, and its score (a win or loss is a huge one) is not. */
function endedLine(A: string, B: string, best: TpState | undefined, next: TpState | undefined): string | undefined {
  if (best?.over?.won) return `${A}: the game is won from there${next?.over?.won ? `, as from ${B}, with more Preservation` : ''}.`;
  if (best?.over) return `${A}: every option it weighed loses the game; this one keeps the most Preservation.`;
  if (next?.over) return `${A}: ${B}, the next best, would lose the game.`;
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
  return comparedLine(w, { name, better: 'leaves the table better for you', mostly: (a, b) => (a.detail && b.detail ? mostly(me, a.detail.s, b.detail.s) : undefined) });
}

/** Names of several options in a sentence: "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A decision the seat does not weigh: the first option, said plainly. */
export function firstOptionWhy(p: Prompt, answer: readonly string[]): string {
  const names = answer.map((v) => optionName(p, v) ?? 'the first option');
  return fitWords(WHY_MAX, [
    `${listed(names)}: the play-to-win seat has no preference here and takes the first option.`,
    'The play-to-win seat has no preference here and takes the first option.',
  ]);
}

export function tieWhy(p: Prompt): string {
  const first = optionName(p, p.options[0]!.value) ?? 'the first slot';
  return `${first}: the slots tie on Influence icons, and the play-to-win seat has no preference between them, so it takes the first.`;
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
  if (f.exchanges > 0) parts.push(`${f.exchanges === 1 ? 'makes up an exchange' : `makes up ${f.exchanges} exchanges`} for Influence (${f.rate} Credits each)`);
  if (f.needed > 0) parts.push(`gives ${f.needed} of the ${CATEGORY_LABEL[f.k]} Credits a card in hand asks for`);
  return parts.join(' and ');
}

/** Credits into a budget: what they complete there, or the rule that decides when none completes anything. */
export function budgetWhy(w: TpWeighing, f: BudgetFacts, key: (k: Category) => string): string {
  const name = (k: Category) => (key(k) === k ? CATEGORY_LABEL[k] : `All ${f.n} to ${CATEGORY_LABEL[k]}`);
  const A = name(f.k);
  const gain = budgetGain(f);
  const best = w.best();
  const next = w.runnerUp();
  if (gain && best && next) {
    const [a, b] = figures(best.score, next.score);
    const B = name(next.key.replace(/^all-/, '') as Category);
    const than = a === b ? `; ${B} would do as much, and the earlier is kept` : `, more than ${B} would`;
    return fitWords(WHY_MAX, [`${A}: there it ${gain}${than}.`, `${A}: there it ${gain}.`]);
  }
  if (gain) return fitWords(WHY_MAX, [`${A}: there it ${gain}.`, `${A}: it makes up the most there.`]);
  const blocked = f.blocked ? ' a Crisis blocks spending from every budget offered, and' : '';
  return fitWords(WHY_MAX, [
    `${A}:${blocked} no budget would make up an exchange or a Credit a card asks for, so they join the fullest (${f.have} there).`,
    `${A}: nothing is completed anywhere, so they join the fullest budget (${f.have} there).`,
  ]);
}

/** Cards given up (a discard, a payment by discard): the ones worth least to keep. */
export function discardWhy(p: Prompt, order: readonly { v: string; worth: number }[], k = 1): string {
  if (order.length === 0) return firstOptionWhy(p, [p.options[0]!.value]);
  const name = (v: string) => optionName(p, v)?.replace(/^Discard /, '') ?? 'a card';
  const gone = listed(order.slice(0, k).map((x) => name(x.v)));
  const kept = order[k];
  const which = k === 1 ? 'the card' : `the ${k} cards`;
  const next = kept ? `; ${name(kept.v)} would be next` : '';
  return fitWords(WHY_MAX, [
    `${gone}: ${which} you would miss least, for what ${k === 1 ? 'it gives' : 'they give'} against what ${k === 1 ? 'it costs' : 'they cost'} to play${next}.`,
    `${gone}: ${which} you would miss least${next}.`,
    `${gone}: ${which} you would miss least.`,
    `${which[0]!.toUpperCase()}${which.slice(1)} you would miss least, of ${order.length}.`,
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
  const parts = [f.breaks ? 'breaks an exchange for Influence' : '', f.needed ? 'leaves a card in hand short' : ''].filter(Boolean);
  return parts.length ? parts.join(' and ') : 'breaks no exchange for Influence and leaves no card in hand short';
}

/** A Credit of a payment: the budget whose loss hurts least, and why the next one would hurt more. */
export function payWhy(p: Prompt, best: PayFacts, next: PayFacts | undefined): string {
  const A = optionName(p, best.v) ?? 'The first Credit';
  if (best.due) return `${A}: the card asks for these Credits by name, so they are paid first.`;
  const B = next ? optionName(p, next.v)?.replace(/^1 Credit from /, '') : undefined;
  const same = next && next.breaks === best.breaks && next.needed === best.needed;
  const fewer = next && next.have === best.have ? `${next.have} there too; it keeps the earlier` : `but it holds more (${next?.have})`;
  const than = !next || !B ? '' : same ? `; so would ${B}, ${fewer}` : `; from ${B} it ${payLoss(next)}`;
  return fitWords(WHY_MAX, [`${A} (${best.have} there): spending it ${payLoss(best)}${than}.`, `${A} (${best.have} there): spending it ${payLoss(best)}.`]);
}

/** An Influence token where no scoring was needed: the one wanted slot, or the fullest container. */
export function tokenRuleWhy(slot: string, useful: 'none' | 'one', tokens: number): string {
  return useful === 'one'
    ? `${slot}: the only face-down Project offered that a Crisis beside it still wants Influence on.`
    : `${slot}: no Crisis still wants Influence on these, so it adds to the fullest (${tokens} here) for a Crisis placed beside it later.`;
}

export function exchangeWhy(budgets: readonly { k: Category; have: number; needed: number }[], pick: Category): string {
  const spare = (x: { have: number; needed: number }) => x.have - x.needed;
  const chosen = budgets.find((x) => x.k === pick)!;
  const next = budgets.filter((x) => x.k !== pick).sort((a, b) => spare(b) - spare(a))[0];
  const asked = chosen.needed === 0 ? 'none of them asked for by cards in hand' : `${chosen.needed} of them asked for by cards in hand`;
  const than = !next ? '' : spare(next) === spare(chosen) ? `, level with ${CATEGORY_LABEL[next.k]}; it keeps the earlier` : ` (${CATEGORY_LABEL[next.k]}: ${spare(next)} to spare)`;
  return fitWords(WHY_MAX, [
    `${CATEGORY_LABEL[pick]}: ${chosen.have} Credits there, ${asked}, so the most to spare${than}.`,
    `${CATEGORY_LABEL[pick]}: the most Credits to spare (${spare(chosen)})${than}.`,
  ]);
}

export function lowerWhy(k: Category, level: number): string {
  return `${CATEGORY_LABEL[k]}: its highest Need (level ${level}), so lowering it keeps every Need furthest from level 1.`;
}

/** A Need icon left unused because no flip offered can help a Crisis and nothing else was offered. */
export function uselessFlipsWhy(skip: string, flips: readonly string[]): string {
  const what = flips.length === 1 ? `${flips[0]} is not` : `none of the ${flips.length} flips is`;
  return fitWords(WHY_MAX, [`${skip}: ${what} beside a Crisis that wants Influence, so using the icon gains nothing.`, `${skip}: no flip offered would help a Crisis.`]);
}

/** A slot choice whose best slot is not among the options shown, or whose card could not be read. */
export function slotMissingWhy(best: string | null, p: Prompt): string {
  const first = optionName(p, p.options[0]!.value) ?? 'the first option';
  return best
    ? `${first}: its best slot, ${best}, is not offered here, so it takes the first option.`
    : `${first}: the play-to-win seat has no preference here and takes the first option.`;
}

/** The order of effects: the rule that picks which comes first, then how that effect is used. */
export function effectWhy(head: string, inner: string | undefined): string {
  const order = 'Pollution removed first, then flips, Need icons, raises, draws, Credits, Synergy, and Influence last';
  const first = unpackWords(head).parts[0];
  head = first?.key === 'tp:effects.first' && first.before === '' ? String(first.params['task']) : head.replace(/ first$/, '');
  if (!inner) return fitWords(WHY_MAX, [`${head}: it resolves effects in a set order: ${order}.`, `${head}: it resolves icons first and Influence last.`]);
  return fitWords(WHY_MAX, [`${inner} It resolves icons first and Influence last.`, inner]);
}
