/**
 * The Tipping Point seat that plays to win. It sees only its own view and the prompt it owes, rebuilds a
 * stand-in state from that view (stand-in.ts), and scores positions with one evaluation (evaluation.ts).
 * A card play, an exchange or an ability is chosen by modelling the whole turn (turn-search.ts); the small
 * decisions are a one-step look-ahead of the same kind (small-decisions.ts). Everything is a pure function
 * of (view, prompt): the generator is never used, so the seat is deterministic and replays.
 */
import { Weighing, comparedLine, type AiPolicy } from '../../../engine/ai-policy';
import type { PlayerId, Prompt } from '../../../engine/types';
import { TABLE, cellAt, neighbour, slotName } from '../board';
import { SIDES, type Category } from '../cards/schema';
import { catalogue, crisis } from '../cards/catalogue';
import { MORE } from '../option-lists';
import { crisisSlots } from '../rules/crisis-placement';
import { crisisSatisfied, solveCrisis } from '../rules/crisis-solving';
import { ANOTHER_ADVISOR } from '../setup';
import type { Cell, TpState } from '../state';
import type { TpView } from '../view';
import { effectWhy, firstOptionWhy, optionName, positionLine, slotMissingWhy, tieWhy, type TpWeighing } from './advice';
import { argmax } from './argmax';
import { advisorScore, countryScore } from './setup-choices';
import { bestBudget, bestToken, effectOrder, iconChoice, payChoice, pickCards, valueAfter } from './small-decisions';
import { clone, ctxOf, standIn } from './stand-in';
import { exchangeBudget, isMenu, lowerChoice, menuChoice, slotAnswer, slotChoice } from './turn-search';
import { unpackWords, words } from '../../../engine/words';
import { findWords, keyOf } from './prompt-words';

/** The Crisis slot (RB "Placing Crisis Cards") that leaves the best position, room for containers counted. */
function crisisChoice(s: TpState, me: PlayerId, p: Prompt, w?: TpWeighing): string {
  const id = findWords(p.text, /^tp-cards:crises\.(.+)\.name$/)?.match[1];
  const card = catalogue.crises.find((c) => c.id === id);
  if (!card) {
    if (w) w.why = slotMissingWhy(null, p);
    return p.options[0]!.value;
  }
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
    w?.see(slotName(TABLE, at), value, { s: t });
    if (value > bestValue) {
      bestValue = value;
      best = a;
    }
  }
  if (w) w.why = best ? positionLine(w, me, (k) => k) : slotMissingWhy(null, p);
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
function effectChoice(s: TpState, me: PlayerId, p: Prompt, w?: TpWeighing): string {
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
  const inner = (v: string) => optionName(p, `${pick}.${v}`, true) ?? v;
  let answer: string;
  if (!values.length) answer = pick;
  else if (values.some((v) => v === 'skip' || v.startsWith('raise-') || v.startsWith('flip-'))) answer = `${pick}.${iconChoice(s, me, values, w, inner)}`;
  else {
    const slots = values.filter((v) => v !== 'auto' && v !== 'plan' && !v.startsWith('all-'));
    answer = `${pick}.${bestToken(s, me, me, slots, w) ?? values[0]!}`;
  }
  if (w) w.why = effectWhy(optionName(p, answer) ?? groups.get(pick)!.label, w.why);
  return answer;
}

/** Every decision inside a turn or a bonus, answered on the stand-in state. */
function small(s: TpState, me: PlayerId, p: Prompt, w?: TpWeighing): string[] {
  const values = p.options.map((o) => o.value);
  const text = p.text;
  // A hand longer than one menu discards card by card: its question is the discard's, with the card's number.
  const key = keyOf(text) === 'tp:cardOf' ? keyOf(String(unpackWords(text).parts[0]!.params['text'])) : keyOf(text);
  if ((p.min ?? 1) > 1 || key === 'tp:ability.discard') return pickCards(s, me, p, w);
  if (key === 'tp:pay.text') return [payChoice(s, me, p, w)];
  if (key === 'tp:exchange.text') return [exchangeBudget(s, me, values as Category[], w)];
  if (key === 'tp:ability.lower') return [lowerChoice(s, me, values as Category[], w) ?? values[0]!];
  if (key === 'tp:effects.order') return [effectChoice(s, me, p, w)];
  if (key === 'tp:influence.move' || key === 'tp:influence.moveMore' || key === 'tp:influence.place') {
    const owner = /^\{([^}]+)\}$/.exec(String(unpackWords(text).parts[0]!.params['owner'] ?? ''))?.[1] ?? me;
    // One token at a time, by its slot's name (the options placing several at once are left aside).
    const slots = values.filter((v) => v !== 'auto' && v !== 'plan' && !v.startsWith('all-'));
    return [bestToken(s, me, owner, slots, w) ?? slots[0] ?? values[0]!];
  }
  if (key === 'tp:credits.text') {
    const n = Number(findWords(text, /^tp:n\.credit$/)?.part.params['count'] ?? 1);
    const all = values.filter((v) => v.startsWith('all-'));
    if (all.length) return [`all-${bestBudget(s, me, n, all.map((v) => v.slice(4) as Category), w, (k) => `all-${k}`)}`];
    return [values[0]!];
  }
  if (key === 'tp:icon.text') return [iconChoice(s, me, values, w, (v) => optionName(p, v) ?? v)];
  return values.slice(0, Math.max(1, p.min ?? 1));
}

/** A setup choice ranked by a fixed score of its card; `better` says what the score weighs, for the Hint. */
function ranked(p: Prompt, values: readonly string[], score: (v: string) => number, better: string, w?: TpWeighing): string {
  const pick = argmax(values, score);
  if (w) {
    for (const v of values) w.see(v, score(v));
    w.chosen = pick;
    w.why = comparedLine(w, { name: (k) => optionName(p, k) ?? k, better });
  }
  return pick;
}

function choose(v: TpView, p: Prompt, w?: TpWeighing): string[] {
  const me = p.player;
  const values = p.options.map((o) => o.value);
  switch (v.phase) {
    case 'country':
      return [ranked(p, values, countryScore, words('hints:tp.better.country'), w)];
    case 'tie':
      if (w) w.why = tieWhy(p);
      return [values[0]!];
    case 'advisorCard':
      return [ranked(p, values, (id) => Math.max(advisorScore(`${id}-a`), advisorScore(`${id}-b`)), words('hints:tp.better.advisor'), w)];
    case 'advisorSide':
      return [ranked(p, values.filter((x) => x !== ANOTHER_ADVISOR), advisorScore, words('hints:tp.better.side'), w)];
    default:
      break;
  }
  const s = standIn(v);
  if (p.id.startsWith('cr')) return [crisisChoice(s, me, p, w)];
  if (p.id.startsWith('pv')) return pickCards(s, me, p, w);
  if (isMenu(p)) {
    // The seat pays step by step as it always has: it asks to choose the payment before naming its card.
    const pick = menuChoice(s, me, p, w);
    const card = !['pass', 'more', 'exchange', 'ability', 'by-hand', 'suggested'].includes(pick);
    if (!card || !p.options.some((o) => o.value === 'by-hand')) return [pick];
    // A person is offered the card itself, paid as suggested: that is the move a Hint names.
    if (w) w.shows = pick;
    return ['by-hand'];
  }
  if (keyOf(p.text) === 'tp:projectSlot.text') return [slotChoice(s, me, p, w)];
  return small(s, me, p, w);
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

/** The answer, and when a Hint asks, the line why: both from the one path, so they cannot differ. */
function answer(view: TpView, prompt: Prompt, w?: TpWeighing): string[] {
  // The seat chooses among the options shown; it does not leaf through a paged list ("More…").
  const shown = prompt.options.filter((o) => o.value !== MORE);
  const p = shown.length ? { ...prompt, options: shown } : prompt;
  const picked = choose(view, p, w);
  const out = legal(prompt, picked);
  if (w && (out.join() !== picked.join() || !w.why)) w.why = firstOptionWhy(prompt, out);
  return out;
}

export const tippingPointStrongPolicy: AiPolicy<TpView> = {
  level: 'strong',
  label: words('tp:ai.strong'),
  decide(_engine, view, prompt) {
    return answer(view, prompt);
  },
  advise(_engine, view, prompt) {
    const w: TpWeighing = new Weighing();
    const out = answer(view, prompt, w);
    return { answer: out, why: w.why ?? firstOptionWhy(prompt, out), ...(w.shows && prompt.options.some((o) => o.value === w.shows) ? { shows: w.shows } : {}) };
  },
};
