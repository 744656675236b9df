/**
 * RB "Effects of Project Cards", and the same effects where a bonus or an ability grants them: each Need
 * icon raises its Need or flips a face-up Project of its category (RB "Flipping Projects", the card itself
 * included), Credits are spread freely over the budgets, cards are drawn, Pollution is removed. A played
 * card's effects resolve in any order its player picks (FAQ "Project Cards").
 */
import type { Option, PlayerId, Prompt } from '../../../engine/types';
import { byReading, cellAt, TABLE, parseSlot, type Pos } from '../board';
import { CATEGORIES, type Category, type NeedTarget } from '../cards/schema';
import { catalogue, proj } from '../cards/catalogue';
import { taskDone, taskLabel } from '../chain';
import { say, type Ctx } from '../draft';
import { LABEL_MAX, paged, promptId } from '../option-lists';
import { fitWords } from '../../../engine/words';
import { cardName, cat, n, slotWords, w } from '../words';
import { advisorOf, seat, type Cell, type Chain, type Task, type TpState } from '../state';
import { spendBlocked } from './crisis-effects';
import { canRaise, raiseBonuses, raiseNeed } from './needs';
import { draw } from './project-deck';
import { removePollution } from './seesaw';

type IconTask = Task & { t: 'icon' | 'raise' | 'flip' };
/** An option with the short form a label may take when the whole does not fit after its effect's name. */
export type ShortOption = Option & { short?: string };

// ---------------------------------------------------------------------------------------------
// The order of a played card's effects
// ---------------------------------------------------------------------------------------------

/**
 * The order of the effects is chosen by using one: each option is an effect's own choice ("e1.raise-health"),
 * or the effect itself when it needs no choice ("e2"). One answer picks the effect and resolves it.
 */
export function effectOrderPrompt(s: TpState, c: Chain, choices: (t: Task) => readonly ShortOption[]): Prompt {
  const seen = new Set<string>();
  const options: Option[] = [];
  c.free.forEach((x, i) => {
    const key = JSON.stringify(x);
    if (seen.has(key)) return;
    seen.add(key);
    const own = choices(x);
    // A Need icon is named short ("Health icon: Raise Health 1→2 (…)") so its choice's own text fits the label.
    const head = x.t === 'icon' ? w('effects.icon', { need: x.need === 'any' ? w('effects.any') : cat(x.need) }) : taskLabel(x);
    if (!own.length) options.push({ value: `e${i}`, label: fitWords(LABEL_MAX, [w('effects.first', { task: taskLabel(x) }), w('effects.first', { task: head })]) });
    // A choice that has a short form keeps it in the label when the whole does not fit, and is read whole in the
    // description below it.
    for (const o of own) {
      const whole = w('effects.choice', { head, choice: o.label });
      if (!o.short) {
        options.push({ value: `e${i}.${o.value}`, label: fitWords(LABEL_MAX, [whole, head]) });
        continue;
      }
      const short = w('effects.choice', { head, choice: o.short });
      options.push({ value: `e${i}.${o.value}`, label: fitWords(LABEL_MAX, [whole, short, head]), hint: fitWords(LABEL_MAX, [o.label, o.hint ?? o.label]) });
    }
  });
  return {
    player: c.player,
    id: promptId(s),
    private: true,
    text: w('effects.order'),
    publicText: w('effects.public'),
    options: paged(options, c.page, 'choices'),
  };
}

/**
 * The effect resolved next without a question, when the order cannot change anything: Credits (their
 * budget matters to nothing before the chain ends) and draws go first, and a lone kind of effect needs no
 * order. Null: the player chooses.
 */
export function nextWithoutAsking(free: readonly Task[]): number | null {
  const quiet = free.findIndex((x) => x.t === 'credits' || x.t === 'draw');
  if (quiet >= 0) return quiet;
  return free.every((x) => JSON.stringify(x) === JSON.stringify(free[0])) ? 0 : null;
}

/** Picks the effect `e<i>` of an order answer; returns the choice for that effect that came with it, if any. */
export function pickEffect(c: Chain, v: string): string | null {
  const cut = v.indexOf('.');
  const i = Number(v.slice(1, cut < 0 ? undefined : cut));
  c.current = c.free.splice(i, 1)[0]!;
  return cut < 0 ? null : v.slice(cut + 1);
}

// ---------------------------------------------------------------------------------------------
// Need icons: raise or flip
// ---------------------------------------------------------------------------------------------

/** Face-up Projects a Need icon of `need` may flip (the card just played included, RB FAQ). */
export function flipTargets(s: TpState, need: NeedTarget): Cell[] {
  return s.grid
    .filter((c) => c.card.kind === 'project' && c.card.up && (need === 'any' || proj(c.card.id).category === need))
    .sort(byReading);
}
function flip(ctx: Ctx, p: PlayerId, at: Pos, name: string): void {
  const c = cellAt(ctx.s.grid, at)!;
  c.card.up = false;
  say(ctx, w('log.flips', { player: `{${p}}`, card: cardName(c.card.id), slot: slotWords(name) }));
}

/** Needs an icon (or a raise task) may raise: those with a marker that no Crisis blocks. */
export function raiseTargets(s: TpState, p: PlayerId, t: IconTask): Category[] {
  if (t.t === 'flip') return [];
  return (t.need === 'any' ? [...CATEGORIES] : [t.need]).filter((k) => canRaise(s, p, k));
}
const flipsOf = (s: TpState, t: IconTask): Cell[] => (t.t === 'raise' ? [] : flipTargets(s, t.t === 'icon' ? t.need : t.category));

/** Every raise, then every flip, then "Do not use it". */
export function iconChoices(s: TpState, p: PlayerId, t: IconTask, name: (x: Pos) => string): ShortOption[] {
  const [raises, flips, skip] = iconParts(s, p, t, name);
  return [...raises, ...flips, ...skip];
}

/** Every raise, then every flip (paged past one menu: the raises and "Do not use it" stay on each page). */
function iconOptions(s: TpState, p: PlayerId, t: IconTask, name: (x: Pos) => string, page: number): Option[] {
  const [raises, flips, skip] = iconParts(s, p, t, name);
  return paged(flips, page, 'flips', raises, skip);
}

function iconParts(s: TpState, p: PlayerId, t: IconTask, name: (x: Pos) => string): [ShortOption[], Option[], Option[]] {
  const me = seat(s, p);
  const raises = raiseTargets(s, p, t).map((k) => {
    const lvl = me.needs[k]!;
    const to = Math.min(lvl + 1, catalogue.board.maxLevel);
    const pol = catalogue.board.pollutionByLevel[k][to - 1] ?? 0;
    const step = to > lvl ? w('icon.step', { from: lvl, to }) : w('icon.again', { n: lvl });
    const bonuses = raiseBonuses(s, p, k);
    // Short enough that every Adjacency Bonus the raise triggers stays in a 100-character label.
    const gains = [...(pol ? [w('icon.pollution', { n: pol })] : []), ...(bonuses.length ? [w('icon.adjacency', { count: bonuses.length, bonuses: bonuses.join(', ') })] : [])];
    const raise = w('icon.raise', { need: cat(k), step });
    if (!gains.length) return { value: `raise-${k}`, label: raise };
    return { value: `raise-${k}`, label: fitWords(LABEL_MAX, [w('icon.with', { raise, gains: gains.join('; ') }), w('icon.withBonuses', { raise })]), short: raise };
  });
  const flips = flipsOf(s, t).map((c) => ({ value: `flip-${name(c)}`, label: fitWords(LABEL_MAX, [w('icon.flip', { card: cardName(c.card.id), slot: slotWords(name(c)) }), w('icon.flipThe', { slot: slotWords(name(c)) })]) }));
  return [raises, flips, [{ value: 'skip', label: w('icon.skip') }]];
}

export function iconPrompt(s: TpState, c: Chain, t: IconTask, name: (x: Pos) => string): Prompt {
  return { player: c.player, id: promptId(s), private: true, text: w('icon.text', { task: taskLabel(t) }), publicText: w('icon.public'), options: iconOptions(s, c.player, t, name, c.page) };
}

export function useIcon(ctx: Ctx, c: Chain, t: IconTask, v: string): void {
  const p = c.player;
  const f = TABLE;
  const multi = t.t !== 'icon' && t.n > 1;
  if (v === 'skip') {
    taskDone(c, t);
    say(ctx, w('log.doesNotUse', { player: `{${p}}`, task: taskLabel(t) }));
    return;
  }
  if (multi) (t as { n: number }).n--;
  else taskDone(c, t);
  if (v.startsWith('raise-')) {
    const k = v.slice(6) as Category;
    raiseNeed(ctx, p, k);
    // TP-A06: further raises of an ability go to the same Need.
    if (multi && t.t === 'raise') t.need = k;
  } else {
    const at = parseSlot(f, v.slice(5))!;
    flip(ctx, p, at, v.slice(5));
  }
}

/** Spent (an ability's count ran out) or of no use at all: lost without a question. */
export function settleIcon(ctx: Ctx, c: Chain, t: IconTask): boolean {
  const s = ctx.s;
  if (t.t !== 'icon' && t.n <= 0) {
    taskDone(c, t);
    return true;
  }
  if (raiseTargets(s, c.player, t).length === 0 && flipsOf(s, t).length === 0) {
    taskDone(c, t);
    say(ctx, w('log.iconLost', { task: taskLabel(t) }));
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Credits, cards, Pollution
// ---------------------------------------------------------------------------------------------

/** A whole split in one answer ("Where they help most: 2 Energy, 3 Health"), all to one budget, or one Credit at a time. */
function creditOptions(s: TpState, p: PlayerId, count: number): Option[] {
  const split = suggestedSplit(s, p, count);
  const parts = CATEGORIES.filter((k) => split[k]);
  const each = (name: (k: Category) => string) => parts.map((k) => w('card.categoryAmount', { n: split[k]!, category: name(k) })).join(', ');
  const out: Option[] = parts.length > 1 ? [{ value: 'split', label: fitWords(LABEL_MAX, [w('credits.split', { parts: each(cat) }), w('credits.split', { parts: each((k) => w(`categoryShort.${k}`)) }), w('credits.splitShort', { parts: each((k) => w(`categoryShort.${k}`)) })]) }] : [];
  out.push(...CATEGORIES.map((k) => ({ value: `all-${k}`, label: w('credits.all', { n: count, category: cat(k) }) })));
  if (count > 1) out.push(...CATEGORIES.map((k) => ({ value: `one-${k}`, label: w('credits.one', { category: cat(k) }) })));
  return out;
}

export function creditsPrompt(s: TpState, c: Chain, t: Task & { t: 'credits' }): Prompt {
  return { player: c.player, id: promptId(s), private: true, text: w('credits.text', { credits: n('credit', t.n) }), publicText: w('credits.public'), options: creditOptions(s, c.player, t.n) };
}

/**
 * Where gained Credits help most, Credit by Credit: a specific cost of a card in hand not yet covered, then
 * the budget nearest its next exchange; never a budget a Crisis blocks, when another is open.
 */
function suggestedSplit(s: TpState, p: PlayerId, n: number): Partial<Record<Category, number>> {
  const me = seat(s, p);
  const rate = advisorOf(s, p)?.exchangeRate ?? 4;
  const demand: Partial<Record<Category, number>> = {};
  for (const id of me.hand) for (const x of proj(id).cost.specific) demand[x.category] = Math.max(demand[x.category] ?? 0, x.amount);
  const split: Partial<Record<Category, number>> = {};
  for (let i = 0; i < n; i++) {
    const have = (k: Category) => me.credits[k] + (split[k] ?? 0);
    const gain = (k: Category) => (spendBlocked(s, k) ? -10 : 0) + ((demand[k] ?? 0) > have(k) ? 1 : 0) + (((have(k) + 1) % rate) / rate) * 0.5 + ((have(k) + 1) % rate === 0 ? 2 : 0);
    const k = CATEGORIES.reduce((best, x) => (gain(x) > gain(best) ? x : best), CATEGORIES[0]);
    split[k] = (split[k] ?? 0) + 1;
  }
  return split;
}

export function putCredits(ctx: Ctx, c: Chain, t: Task & { t: 'credits' }, v: string): void {
  const p = c.player;
  const split: Partial<Record<Category, number>> =
    v === 'split' ? suggestedSplit(ctx.s, p, t.n) : { [v.slice(v.indexOf('-') + 1) as Category]: v.startsWith('all-') ? t.n : 1 };
  for (const k of CATEGORIES) {
    const k2 = split[k] ?? 0;
    if (!k2) continue;
    seat(ctx.s, p).credits[k] += k2;
    t.n -= k2;
    say(ctx, w('log.puts', { player: `{${p}}`, credits: n('credit', k2), category: cat(k) }));
  }
  if (t.n <= 0) taskDone(c, t);
}

/**
 * Credits gained while other work of the chain is still open are kept for its end, so that all the Credits
 * of one action are spread in one decision; nothing before the end reads a budget.
 */
export function settleCredits(ctx: Ctx, c: Chain, t: Task & { t: 'credits' }): boolean {
  const otherWork = c.free.length > 0 || c.forced.some((x) => x !== t) || (c.current !== null && c.current !== t);
  if (t.n > 0 && !otherWork) {
    t.n += c.credits;
    c.credits = 0;
    // A card played with the suggested payment also spreads its Credits as suggested (one budget, named).
    if (!c.payAuto) return false;
    putCredits(ctx, c, t, 'split');
    return true;
  }
  c.credits += Math.max(0, t.n);
  taskDone(c, t);
  return true;
}

/** Drawing and removing Pollution need no decision. */
export function resolveAtOnce(ctx: Ctx, c: Chain, t: Task & { t: 'draw' | 'pollution' }): void {
  taskDone(c, t);
  if (t.t === 'draw') draw(ctx, c.player, t.n);
  else removePollution(ctx, t.n);
}
