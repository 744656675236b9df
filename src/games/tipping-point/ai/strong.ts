/**
 * The Tipping Point seat that plays to win. It sees only its own view and the prompt it owes, rebuilds a
 * stand-in state from that view (stand-in.ts), and scores positions with one evaluation (evaluation.ts).
 * A card play, an exchange or an ability is chosen by modelling the whole turn (turn-search.ts); the small
 * decisions are a one-step look-ahead of the same kind (small-decisions.ts). Everything is a pure function
 * of (view, prompt): the generator is never used, so the seat is deterministic and replays.
 */
import type { AiPolicy } from '../../../engine/ai-policy';
import type { PlayerId, Prompt } from '../../../engine/types';
import { cellAt, neighbour } from '../board';
import { SIDES, type Category } from '../cards/schema';
import { catalogue, crisis } from '../cards/catalogue';
import { MORE } from '../option-lists';
import { crisisSlots } from '../rules/crisis-placement';
import { crisisSatisfied, solveCrisis } from '../rules/crisis-solving';
import { ANOTHER_ADVISOR } from '../setup';
import type { Cell, TpState } from '../state';
import type { TpView } from '../view';
import { argmax } from './argmax';
import { advisorScore, countryScore } from './setup-choices';
import { bestBudget, bestToken, effectOrder, iconChoice, payChoice, pickCards, valueAfter } from './small-decisions';
import { clone, ctxOf, standIn } from './stand-in';
import { exchangeBudget, isMenu, lowerChoice, menuChoice, slotAnswer, slotChoice } from './turn-search';

/** The Crisis slot (RB "Placing Crisis Cards") that leaves the best position, room for containers counted. */
function crisisChoice(s: TpState, me: PlayerId, p: Prompt): string {
  const name = /^Place the Crisis (.+) \(level/.exec(p.text)?.[1];
  const card = catalogue.crises.find((c) => c.name === name);
  if (!card) return p.options[0]!.value;
  let best: string | null = null;
  let bestValue = -Infinity;
  for (const at of crisisSlots(s, card.id).slots) {
    const a = slotAnswer(s, p, at);
    if (!a) continue;
    const t = clone(s);
    const existing = cellAt(t.grid, at);
    const onGrid = { kind: 'crisis' as const, id: card.id, up: true };
    if (existing) existing.card = onGrid;
    else t.grid.push({ x: at.x, y: at.y, card: onGrid, tokens: [], under: [] });
    const cell = cellAt(t.grid, at)!;
    if (crisisSatisfied(t, cell)) solveCrisis(ctxOf(t), me, cell);
    const value = valueAfter(t, me) + 0.3 * openEdges(t, cell);
    if (value > bestValue) {
      bestValue = value;
      best = a;
    }
  }
  return best ?? p.options[0]!.value;
}

/** Empty slots beside a new Crisis's Influence edges: room for the container it will need. */
function openEdges(s: TpState, c: Cell): number {
  if (!c.card.up) return 0;
  const card = crisis(c.card.id);
  return SIDES.filter((side) => card.influence[side] > 0 && !cellAt(s.grid, neighbour(c, side))).length;
}

/**
 * The order question offers each effect's own choices ("e1.raise-health"): the effect by the usual order
 * (icons first, Influence last), then its choice as its own prompt would be answered.
 */
function effectChoice(s: TpState, me: PlayerId, p: Prompt): string {
  const groups = new Map<string, { label: string; values: string[] }>();
  for (const o of p.options) {
    const cut = o.value.indexOf('.');
    const key = cut < 0 ? o.value : o.value.slice(0, cut);
    const g = groups.get(key) ?? { label: o.label, values: [] };
    if (cut >= 0) g.values.push(o.value.slice(cut + 1));
    groups.set(key, g);
  }
  const pick = effectOrder({ ...p, options: [...groups].map(([value, g]) => ({ value, label: g.label })) });
  const values = groups.get(pick)!.values;
  if (!values.length) return pick;
  if (values.some((v) => v === 'skip' || v.startsWith('raise-') || v.startsWith('flip-'))) return `${pick}.${iconChoice(s, me, values)}`;
  const slots = values.filter((v) => v !== 'auto' && v !== 'plan' && !v.startsWith('all-'));
  return `${pick}.${bestToken(s, me, me, slots) ?? values[0]!}`;
}

/** Every decision inside a turn or a bonus, answered on the stand-in state. */
function small(s: TpState, me: PlayerId, p: Prompt): string[] {
  const values = p.options.map((o) => o.value);
  const text = p.text;
  if ((p.min ?? 1) > 1 || /^Discard \d+ Project card/.test(text)) return pickCards(s, me, p);
  if (/^Pay for /.test(text)) return [payChoice(s, me, p)];
  if (/^Exchange /.test(text)) return [exchangeBudget(s, me, values as Category[])];
  if (/^Lower which Need/.test(text)) return [lowerChoice(s, me, values as Category[]) ?? values[0]!];
  if (/^Which effect/.test(text)) return [effectChoice(s, me, p)];
  if (/onto which face-down Project\?$/.test(text)) {
    const owner = /^Move \{([^}]+)\}'s/.exec(text)?.[1] ?? me;
    // One token at a time, by its slot's name (the options placing several at once are left aside).
    const slots = values.filter((v) => v !== 'auto' && v !== 'plan' && !v.startsWith('all-'));
    return [bestToken(s, me, owner, slots) ?? slots[0] ?? values[0]!];
  }
  if (/into your budgets\.$/.test(text)) {
    const n = Number(/^Put (\d+)/.exec(text)?.[1] ?? '1');
    const all = values.filter((v) => v.startsWith('all-'));
    if (all.length) return [`all-${bestBudget(s, me, n, all.map((v) => v.slice(4) as Category))}`];
    return [values[0]!];
  }
  if (/choose how to use it\.$/.test(text)) return [iconChoice(s, me, values)];
  return values.slice(0, Math.max(1, p.min ?? 1));
}

function choose(v: TpView, p: Prompt): string[] {
  const me = p.player;
  const values = p.options.map((o) => o.value);
  switch (v.phase) {
    case 'country':
      return [argmax(values, countryScore)];
    case 'tie':
      return [values[0]!];
    case 'advisorCard':
      return [argmax(values, (id) => Math.max(advisorScore(`${id}-a`), advisorScore(`${id}-b`)))];
    case 'advisorSide':
      return [argmax(values.filter((x) => x !== ANOTHER_ADVISOR), advisorScore)];
    default:
      break;
  }
  const s = standIn(v);
  if (p.id.startsWith('cr')) return [crisisChoice(s, me, p)];
  if (p.id.startsWith('pv')) return pickCards(s, me, p);
  if (isMenu(p)) {
    // The seat pays step by step as it always has: it asks to choose the payment before naming its card.
    const pick = menuChoice(s, me, p);
    const card = !['pass', 'more', 'exchange', 'ability', 'by-hand', 'suggested'].includes(pick);
    return [card && p.options.some((o) => o.value === 'by-hand') ? 'by-hand' : pick];
  }
  if (/^Where does/.test(p.text)) return [slotChoice(s, me, p)];
  return small(s, me, p);
}

/** Any answer outside the prompt's options or count becomes its first options: never an illegal answer. */
function legal(p: Prompt, picked: readonly string[]): string[] {
  const allowed = new Set(p.options.map((o) => o.value));
  const min = Math.max(1, p.min ?? 1);
  const max = Math.max(min, p.max ?? 1);
  const unique = [...new Set(picked)].filter((x) => allowed.has(x));
  if (unique.length >= min && unique.length <= max) return unique;
  return p.options.slice(0, min).map((o) => o.value);
}

export const tippingPointStrongPolicy: AiPolicy<TpView> = {
  level: 'strong',
  label: 'Strong (plays to solve Crises and win)',
  decide(_engine, view, prompt) {
    // The seat chooses among the options shown; it does not leaf through a paged list ("More…").
    const shown = prompt.options.filter((o) => o.value !== MORE);
    return legal(prompt, choose(view, shown.length ? { ...prompt, options: shown } : prompt));
  },
};
