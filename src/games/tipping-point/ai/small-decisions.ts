/**
 * The AI's small decisions (a Need icon, an Influence token, a budget, a payment, the order of effects,
 * cards to give away): a one-step look-ahead on the stand-in state, scored by the evaluation.
 */
import type { PlayerId, Prompt } from '../../../engine/types';
import { OPPOSITE, cellAt, TABLE, neighbour, slotName, type Pos } from '../board';
import { CATEGORIES, SIDES, type Category } from '../cards/schema';
import { crisis, proj } from '../cards/catalogue';
import { trigger } from '../rules/advisors';
import { spendBlocked } from '../rules/crisis-effects';
import { placeToken } from '../rules/crisis-solving';
import { canRaise, raiseNeed } from '../rules/needs';
import { draw } from '../rules/project-deck';
import { flipTargets } from '../rules/project-effects';
import { removePollution } from '../rules/seesaw';
import { advisorOf, seat, type Task, type TpState } from '../state';
import { budgetWhy, discardWhy, payWhy, positionLine, tokenRuleWhy, uselessFlipsWhy, type BudgetFacts, type TpWeighing } from './advice';
import { argmax } from './argmax';
import { cardWorth, evaluate } from './evaluation';
import { clone, ctxOf, posOf } from './stand-in';
import { findWords, keyOf, packedIn } from './prompt-words';

/** What `n` gained Credits would do in budget `k`: exchanges for Influence completed, Credits a card in hand asks for. */
function budgetFacts(s: TpState, me: PlayerId, n: number, k: Category, rate: number, demand: Record<Category, number>): BudgetFacts {
  const c = seat(s, me).credits[k];
  return { k, n, rate, have: c, exchanges: Math.floor((c + n) / rate) - Math.floor(c / rate), needed: Math.min(n, Math.max(0, demand[k] - c)), blocked: spendBlocked(s, k) };
}

/** Best budget for `n` gained Credits: towards the next exchange, then towards specific costs in hand. */
export function bestBudget(s: TpState, me: PlayerId, n: number, offered?: readonly Category[], w?: TpWeighing, key = (k: Category) => k as string): Category {
  const rate = advisorOf(s, me)?.exchangeRate ?? 4;
  const demand = specificDemand(s, me);
  let best: Category = offered?.[0] ?? 'justice';
  let bestScore = -Infinity;
  for (const k of offered ?? CATEGORIES) {
    const f = budgetFacts(s, me, n, k, rate, demand);
    let score = 2 * f.exchanges + 0.6 * f.needed + 0.01 * f.have;
    if (f.blocked) score -= 5;
    w?.see(key(k), score);
    if (score > bestScore) {
      bestScore = score;
      best = k;
    }
  }
  if (w) w.why = budgetWhy(w, budgetFacts(s, me, n, best, rate, demand), key);
  return best;
}

export function specificDemand(s: TpState, me: PlayerId): Record<Category, number> {
  const d = Object.fromEntries(CATEGORIES.map((k) => [k, 0])) as Record<Category, number>;
  for (const id of seat(s, me).hand) for (const sp of proj(id).cost.specific) d[sp.category] = Math.max(d[sp.category], sp.amount);
  return d;
}

/** Face-down Projects beside a Crisis edge that still wants tokens there. */
function wanting(s: TpState, at: Pos): boolean {
  const here = cellAt(s.grid, at);
  if (!here) return false;
  return SIDES.some((side) => {
    const x = cellAt(s.grid, neighbour(at, side));
    return x?.card.kind === 'crisis' && x.card.up && crisis(x.card.id).influence[OPPOSITE[side]] > here.tokens.length;
  });
}

/**
 * Where one Influence token of `owner` does the most good: each face-down Project a Crisis edge still
 * wants is tried; with none, the fullest stray container (a later Crisis may be placed against it).
 */
export function bestToken(s: TpState, me: PlayerId, owner: PlayerId, slots: readonly string[], w?: TpWeighing): string | null {
  if (slots.length === 0) return null;
  const useful = slots.filter((n) => wanting(s, posOf(s, n)));
  const tokensAt = (n: string) => cellAt(s.grid, posOf(s, n))?.tokens.length ?? 0;
  if (useful.length === 0) {
    const pick = argmax(slots, tokensAt);
    if (w) w.why = tokenRuleWhy(pick, 'none', tokensAt(pick));
    return pick;
  }
  if (useful.length === 1) {
    if (w) w.why = tokenRuleWhy(useful[0]!, 'one', tokensAt(useful[0]!));
    return useful[0]!;
  }
  let best: string | null = null;
  let bestValue = -Infinity;
  for (const name of useful) {
    const t = clone(s);
    placeToken(ctxOf(t), me, owner, posOf(t, name));
    const value = valueAfter(t, me);
    w?.see(name, value, { s: t });
    if (value > bestValue) {
      bestValue = value;
      best = name;
    }
  }
  if (w) {
    w.chosen = best ?? undefined;
    w.why = positionLine(w, me, (k) => k);
  }
  return best;
}

export const faceDownSlots = (s: TpState): string[] => {
  const f = TABLE;
  return s.grid.filter((c) => c.card.kind === 'project' && !c.card.up).map((c) => slotName(f, c));
};

/** Resolves the bonus work queued for `me` greedily, as this seat would answer it. */
export function resolvePending(s: TpState, me: PlayerId, depth = 0): void {
  const work = s.bonusQueue.filter((b) => b.player === me).flatMap((b) => b.tasks);
  s.bonusQueue = s.bonusQueue.filter((b) => b.player !== me);
  if (depth > 3) return;
  const ctx = ctxOf(s);
  for (const t of work) {
    if (s.over) return;
    switch (t.t) {
      case 'influence':
        for (let i = 0; i < t.n && !s.over; i++) {
          const pick = bestToken(s, me, me, faceDownSlots(s));
          if (!pick) break;
          placeToken(ctx, me, me, posOf(s, pick));
        }
        break;
      case 'credits':
        seat(s, me).credits[bestBudget(s, me, t.n)] += t.n;
        break;
      case 'draw':
        draw(ctx, me, t.n);
        break;
      case 'pollution':
        removePollution(ctx, t.n);
        break;
      case 'synergy': {
        const syn = advisorOf(s, me)?.synergy;
        if (syn?.op === 'gainCredits') seat(s, me).credits[bestBudget(s, me, syn.amount * t.n)] += syn.amount * t.n;
        else if (syn?.op === 'drawProjects') draw(ctx, me, syn.amount * t.n);
        else if (syn?.op === 'gainInfluence') s.bonusQueue.push({ player: me, tasks: [{ t: 'influence', n: syn.amount * t.n }] });
        for (let i = 0; i < t.n; i++) trigger(ctx, me, 'afterSynergy', null);
        break;
      }
      case 'icon':
      case 'raise':
      case 'flip': {
        const n = t.t === 'icon' ? 1 : t.n;
        for (let i = 0; i < n && !s.over; i++) useIcon(s, me, iconChoice(s, me, iconValues(s, me, t)));
        break;
      }
      case 'redistribute':
        break;
    }
  }
  if (s.bonusQueue.some((b) => b.player === me)) resolvePending(s, me, depth + 1);
}

export function valueAfter(s: TpState, me: PlayerId): number {
  resolvePending(s, me);
  return evaluate(s, me);
}

/** The options the engine offers for a Need icon, raise or flip task (same values, same names). */
export function iconValues(s: TpState, me: PlayerId, t: Task & { t: 'icon' | 'raise' | 'flip' }): string[] {
  const out: string[] = [];
  const f = TABLE;
  if (t.t !== 'flip') for (const k of t.need === 'any' ? CATEGORIES : [t.need]) if (canRaise(s, me, k)) out.push(`raise-${k}`);
  if (t.t !== 'raise') for (const c of flipTargets(s, t.t === 'icon' ? t.need : t.category)) out.push(`flip-${slotName(f, c)}`);
  out.push('skip');
  return out;
}

export function useIcon(s: TpState, me: PlayerId, v: string): void {
  if (v.startsWith('raise-')) raiseNeed(ctxOf(s), me, v.slice(6) as Category);
  else if (v.startsWith('flip-')) cellAt(s.grid, posOf(s, v.slice(5)))!.card.up = false;
  resolvePending(s, me);
}

/** A face-up Project is worth flipping only where a Crisis edge asks for Influence. */
function flipUseful(s: TpState, at: Pos): boolean {
  return SIDES.some((side) => {
    const x = cellAt(s.grid, neighbour(at, side));
    return x?.card.kind === 'crisis' && x.card.up && crisis(x.card.id).influence[OPPOSITE[side]] > 0;
  });
}

export function iconChoice(s: TpState, me: PlayerId, values: readonly string[], w?: TpWeighing, name?: (v: string) => string): string {
  let best = values.includes('skip') ? 'skip' : values[0]!;
  let bestValue = values.includes('skip') ? evaluate(s, me) : -Infinity;
  if (values.includes('skip')) w?.see('skip', bestValue, { s });
  for (const v of values) {
    if (v === 'skip') continue;
    if (v.startsWith('flip-') && !flipUseful(s, posOf(s, v.slice(5)))) continue;
    const t = clone(s);
    useIcon(t, me, v);
    const value = evaluate(t, me);
    w?.see(v, value, { s: t });
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = v;
    }
  }
  if (w && name) {
    w.chosen = best;
    const idle = values.filter((v) => v.startsWith('flip-') && !w.scored.some((x) => x.key === v));
    const alone = w.scored.length === 1 && best === 'skip' && idle.length > 0;
    w.why = alone ? uselessFlipsWhy(name('skip'), idle.map(name)) : positionLine(w, me, name);
  }
  return best;
}

/** Each effect's place in the order, by the catalogue key its option names it by. */
const ORDER: Readonly<Record<string, number>> = {
  'tp:task.pollution': 0,
  'tp:task.flip': 1,
  'tp:task.icon': 2,
  'tp:effects.icon': 2,
  'tp:task.raise': 3,
  'tp:task.raiseAny': 3,
  'tp:task.draw': 4,
  'tp:task.influence': 7,
};

/** Icons first (a flip makes the container the Influence then goes onto), Influence last. */
export function effectOrder(p: Prompt): string {
  const rank = (label: string) => {
    const named = findWords(label, /^tp:(task\.\w+|effects\.icon)$/)?.part;
    if (!named) return 5;
    // Credits and Synergy Bonuses are both gained: the thing counted tells them apart.
    if (named.key === 'tp:task.gain') return keyOf(String(named.params['what'])) === 'tp:n.synergyBonus' ? 6 : 5;
    return ORDER[named.key] ?? 5;
  };
  return [...p.options].sort((a, b) => rank(a.label) - rank(b.label))[0]!.value;
}

/** A Credit from the budget whose loss hurts least: no exchange lost, no specific cost in hand left short. */
export function payChoice(s: TpState, me: PlayerId, p: Prompt, w?: TpWeighing): string {
  const values = p.options.map((o) => o.value);
  const credits = values.filter((v) => v.startsWith('c-'));
  if (credits.length === 0) {
    const discards = values.filter((v) => v.startsWith('d-'));
    if (discards.length) {
      const order = [...discards].sort((a, b) => cardWorth(s, me, a.slice(2)) - cardWorth(s, me, b.slice(2)));
      if (w) w.why = discardWhy(p, order.map((v) => ({ v, worth: cardWorth(s, me, v.slice(2)) })));
      return order[0]!;
    }
    if (w) w.why = discardWhy(p, []);
    return values[0]!;
  }
  const x = seat(s, me);
  const rate = advisorOf(s, me)?.exchangeRate ?? 4;
  const demand = specificDemand(s, me);
  const due = dueFromText(p.text);
  const breaks = (c: number) => Math.floor(c / rate) - Math.floor((c - 1) / rate);
  const loss = (k: Category) => {
    const c = x.credits[k];
    if ((due[k] ?? 0) > 0) return -100;
    return 3 * breaks(c) + (demand[k] >= c ? 1.5 : 0) + 0.05 * c;
  };
  const order = [...credits].sort((a, b) => loss(a.slice(2) as Category) - loss(b.slice(2) as Category));
  if (w) {
    const facts = (v: string) => {
      const k = v.slice(2) as Category;
      return { v, have: x.credits[k], due: (due[k] ?? 0) > 0, breaks: breaks(x.credits[k]) > 0, needed: demand[k] >= x.credits[k] };
    };
    w.why = payWhy(p, facts(order[0]!), order[1] === undefined ? undefined : facts(order[1]));
  }
  return order[0]!;
}

/** The specific Credits a payment question says are still due, by category. */
function dueFromText(text: string): Partial<Record<Category, number>> {
  const out: Partial<Record<Category, number>> = {};
  for (const part of packedIn(text)) {
    if (part.key !== 'tp:n.categoryCredit') continue;
    const k = /^tp:category\.(\w+)$/.exec(keyOf(String(part.params['category'])) ?? '')?.[1] as Category | undefined;
    if (k && CATEGORIES.includes(k)) out[k] = Number(part.params['count']);
  }
  return out;
}

export function pickCards(s: TpState, me: PlayerId, p: Prompt, w?: TpWeighing): string[] {
  const k = Math.max(1, p.min ?? 1);
  const order = [...p.options].map((o) => ({ v: o.value, worth: cardWorth(s, me, o.value.split('.')[0]!) })).sort((a, b) => a.worth - b.worth);
  if (w) w.why = discardWhy(p, order, k);
  return order.slice(0, k).map((x) => x.v);
}
