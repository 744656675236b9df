/**
 * The AI's whole turns: a card play (for each card, its likeliest slots), an exchange or an ability,
 * modelled on the stand-in state with the rule functions, answering each step the way the seat answers it
 * at the table, and scored by the evaluation.
 */
import type { PlayerId, Prompt } from '../../../engine/types';
import { OPPOSITE, cellAt, TABLE, neighbour, neighbours, slotName, type Pos } from '../board';
import { CATEGORIES, SIDES, type Category, type ProjectCard } from '../cards/schema';
import { crisis, needIcons, proj } from '../cards/catalogue';
import { dueOf, effectTask } from '../chain';
import { exchangeBudgets, trigger } from '../rules/advisors';
import { spendBlocked, synergyBlocked } from '../rules/crisis-effects';
import { placeToken } from '../rules/crisis-solving';
import { projectSlots } from '../rules/placing-projects';
import { payCredit, payDiscard, suggestedPayment } from '../rules/playing-projects';
import { advisorOf, seat, type TpState } from '../state';
import { exchangeWhy, lowerWhy, optionName, positionLine, slotMissingWhy, type TpWeighing } from './advice';
import { argmax } from './argmax';
import { cardWorth, evaluate } from './evaluation';
import { bestToken, faceDownSlots, iconChoice, iconValues, resolvePending, specificDemand, useIcon } from './small-decisions';
import { clone, ctxOf, posOf } from './stand-in';
import { findWords } from './prompt-words';
import { words } from '../../../engine/words';

export const isMenu = (p: Prompt): boolean => p.fallback === 'pass';

/** Answer a slot prompt (or its column step) towards `at`. */
export function slotAnswer(s: TpState, p: Prompt, at: Pos): string | null {
  const f = TABLE;
  const name = slotName(f, at);
  if (p.options.some((o) => o.value === name)) return name;
  const col = `col${name.replace(/\d+$/, '')}`;
  return p.options.some((o) => o.value === col) ? col : null;
}

const slotCache = new WeakMap<TpState, Pos[]>();

function slotsOf(s: TpState): Pos[] {
  let out = slotCache.get(s);
  if (!out) slotCache.set(s, (out = projectSlots(s)));
  return out;
}

/** Slots worth trying for a card: next to Crisis edges that ask for Influence, with Synergy, then the rest. */
function slotCandidates(s: TpState, card: ProjectCard, limit: number): Pos[] {
  const scored = slotsOf(s).map((p) => {
    const here = cellAt(s.grid, p);
    let score = here ? -4 - 2 * here.tokens.length : 0;
    for (const side of SIDES) {
      const n = cellAt(s.grid, neighbour(p, side));
      if (!n || !n.card.up) continue;
      if (n.card.kind === 'crisis') {
        const k = crisis(n.card.id).influence[OPPOSITE[side]];
        score += k > 0 ? 4 + k : -0.5;
        if (crisis(n.card.id).category === card.category) score += 1.5;
      } else if (proj(n.card.id).category === card.category) score += 2;
    }
    return { p, score };
  });
  scored.sort((a, b) => b.score - a.score || a.p.y - b.p.y || a.p.x - b.p.x);
  return scored.slice(0, limit).map((x) => x.p);
}

/**
 * The turn of playing `id` at `at`, modelled with the rule functions: the suggested payment (every way of
 * paying leaves the same number of Credits), Need-lowering, placement (tokens lifted off a covered Project
 * move to where they help most), Synergy, then the card's icons before its other effects, as this seat
 * resolves them at the table.
 */
function simulatePlay(s: TpState, me: PlayerId, id: string, at: Pos): TpState | null {
  const card = proj(id);
  const t = clone(s);
  const ctx = ctxOf(t);
  const x = seat(t, me);
  const plan = suggestedPayment(t, me, dueOf(card), [id]);
  if (!plan) return null;
  const due = dueOf(card);
  for (const k of plan.credits) payCredit(t, me, due, k);
  for (const d of plan.discards) payDiscard(t, me, due, d);
  for (const k of card.lowerNeed) if (x.needs[k] !== undefined) x.needs[k]! -= 1;
  x.hand.splice(x.hand.indexOf(id), 1);
  const existing = cellAt(t.grid, at);
  const onGrid = { kind: 'project' as const, id, up: true };
  let lifted: string[] = [];
  if (existing) {
    lifted = existing.tokens;
    existing.card = onGrid;
    existing.tokens = [];
  } else t.grid.push({ x: at.x, y: at.y, card: onGrid, tokens: [], under: [] });
  for (const owner of lifted) {
    const to = bestToken(t, me, owner, faceDownSlots(t));
    if (to) placeToken(ctx, me, owner, posOf(t, to));
  }
  const matches = neighbours(at).filter((n) => {
    const c = cellAt(t.grid, n);
    return !!c && c.card.up && (c.card.kind === 'project' ? proj(c.card.id).category : crisis(c.card.id).category) === card.category;
  }).length;
  if (matches > 0 && !synergyBlocked(t, card.category)) t.bonusQueue.push({ player: me, tasks: [{ t: 'synergy', n: matches }] });
  resolvePending(t, me);
  for (const need of needIcons(card)) {
    if (t.over) return t;
    useIcon(t, me, iconChoice(t, me, iconValues(t, me, { t: 'icon', need })));
  }
  const rest = card.effects.flatMap((e) => (e.op === 'needIcon' ? [] : (effectTask(e) ?? [])));
  t.bonusQueue.push({ player: me, tasks: rest.sort((a, b) => (a.t === 'influence' ? 1 : 0) - (b.t === 'influence' ? 1 : 0)) });
  resolvePending(t, me);
  trigger(ctx, me, 'afterPlay', card.category);
  resolvePending(t, me);
  return t;
}

/** An activated Advisor ability: Credits from the fullest budgets (as the engine takes them), chosen discards and Need, then its effects. */
function simulateAbility(s: TpState, me: PlayerId): TpState | null {
  const a = advisorOf(s, me)?.ability;
  if (!a) return null;
  const t = clone(s);
  const x = seat(t, me);
  for (const cost of a.cost) {
    if (cost.op === 'payCredits') {
      for (let i = 0; i < cost.amount; i++) {
        const k = cost.category === 'any' ? argmax(CATEGORIES, (c) => (spendBlocked(t, c) ? 0 : x.credits[c])) : cost.category;
        if (x.credits[k] <= 0) return null;
        x.credits[k]--;
      }
    } else if (cost.op === 'discardProjects') {
      const gone = [...x.hand].sort((p, q) => cardWorth(t, me, p) - cardWorth(t, me, q)).slice(0, cost.amount);
      if (gone.length < cost.amount) return null;
      for (const id of gone) x.hand.splice(x.hand.indexOf(id), 1);
    } else {
      const k = lowerChoice(t, me, CATEGORIES.filter((c) => (x.needs[c] ?? 0) >= 2));
      if (!k) return null;
      x.needs[k]! -= 1;
    }
  }
  t.bonusQueue.push({ player: me, tasks: a.effects.flatMap((e) => effectTask(e) ?? []) });
  resolvePending(t, me);
  return t;
}

/** The Need to lower for an ability: the highest, which stays furthest from level 1 and its blocked cards. */
export function lowerChoice(s: TpState, me: PlayerId, offered: readonly Category[], w?: TpWeighing): Category | null {
  const x = seat(s, me);
  const pick = offered.length ? argmax(offered, (k) => x.needs[k] ?? 0) : null;
  if (w && pick) w.why = lowerWhy(pick, x.needs[pick] ?? 0);
  return pick;
}

function simulateExchange(s: TpState, me: PlayerId): TpState | null {
  const budgets = exchangeBudgets(s, me);
  if (budgets.length === 0) return null;
  const t = clone(s);
  seat(t, me).credits[exchangeBudget(t, me, budgets)] -= advisorOf(t, me)!.exchangeRate;
  t.bonusQueue.push({ player: me, tasks: [{ t: 'influence', n: 1 }] });
  resolvePending(t, me);
  return t;
}

export function exchangeBudget(s: TpState, me: PlayerId, offered: readonly Category[], w?: TpWeighing): Category {
  const x = seat(s, me);
  const demand = specificDemand(s, me);
  const pick = argmax(offered, (k) => x.credits[k] - demand[k]);
  if (w) w.why = exchangeWhy(offered.map((k) => ({ k, have: x.credits[k], needed: demand[k] })), pick);
  return pick;
}

interface Placement {
  at: Pos;
  value: number;
  /** The position the play leaves. */
  out: TpState;
}

function bestPlacement(s: TpState, me: PlayerId, id: string, limit: number, w?: TpWeighing): Placement | null {
  let best: Placement | null = null;
  for (const at of slotCandidates(s, proj(id), limit)) {
    const out = simulatePlay(s, me, id, at);
    if (!out) continue;
    const value = evaluate(out, me);
    w?.see(slotName(TABLE, at), value, { s: out });
    if (!best || value > best.value) best = { at, value, out };
  }
  return best;
}

const SLOT_TRIES = 5;

/** Cards first get a quick look at their two likeliest slots; the best few then get the full search. */
const SHORTLIST = 3;

export function menuChoice(s: TpState, me: PlayerId, p: Prompt, w?: TpWeighing): string {
  const values = p.options.map((o) => o.value);
  // Playing is preferred on a tie: a card on the table keeps its value, a card in hand may never be played.
  const scored: { v: string; value: number; out: TpState; at?: Pos }[] = [{ v: 'pass', value: evaluate(s, me) - 0.5, out: s }];
  const cards: { v: string; value: number; out: TpState; at: Pos }[] = [];
  for (const v of values) {
    if (v === 'pass' || v === 'more' || v === 'by-hand' || v === 'suggested') continue;
    if (v === 'exchange' || v === 'ability') {
      const out = v === 'exchange' ? simulateExchange(s, me) : simulateAbility(s, me);
      if (out) scored.push({ v, value: evaluate(out, me), out });
      continue;
    }
    const quick = bestPlacement(s, me, v, 2);
    if (quick) cards.push({ v, ...quick });
  }
  cards.sort((a, b) => b.value - a.value);
  for (const c of cards.slice(0, SHORTLIST)) scored.push({ v: c.v, ...(bestPlacement(s, me, c.v, SLOT_TRIES) ?? c) });
  const best = scored.reduce((a, b) => (b.value > a.value ? b : a));
  const pick = values.includes(best.v) ? best.v : (p.fallback ?? values[0]!);
  if (w) menuWhy(w, p, me, scored, pick);
  return pick;
}

/** The menu's line: each option by its label, a card with the slot its search found best. */
function menuWhy(w: TpWeighing, p: Prompt, me: PlayerId, scored: readonly { v: string; value: number; out: TpState; at?: Pos }[], pick: string): void {
  for (const x of scored) w.see(x.v, x.value, { s: x.out, at: x.at ? slotName(TABLE, x.at) : undefined });
  w.chosen = pick;
  const at = new Map(w.scored.map((x) => [x.key, x.detail?.at]));
  const name = (k: string) => {
    const slot = at.get(k);
    return slot ? words('hints:tp.at', { name: optionName(p, k) ?? k, slot }) : (optionName(p, k) ?? k);
  };
  w.why = positionLine(w, me, name);
}

export function slotChoice(s: TpState, me: PlayerId, p: Prompt, w?: TpWeighing): string {
  const name = findWords(p.text, /^tp-cards:projects\.(.+)\.name$/)?.match[1];
  const id = seat(s, me).hand.find((h) => h === name);
  if (id) {
    const best = bestPlacement(s, me, id, SLOT_TRIES, w);
    const a = best ? slotAnswer(s, p, best.at) : null;
    if (w && best) {
      w.chosen = slotName(TABLE, best.at);
      w.why = a ? positionLine(w, me, (k) => k) : slotMissingWhy(w.chosen, p);
    }
    if (a) return a;
  }
  if (w && !w.why) w.why = slotMissingWhy(null, p);
  return p.options[0]!.value;
}
