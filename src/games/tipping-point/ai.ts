/**
 * A Tipping Point seat that plays to win. It sees only its own view and the prompt it owes, rebuilds a
 * stand-in state from that view (face-down Projects, other hands and the decks stay unknown and get
 * placeholders), and scores positions with one evaluation: Preservation and Pollution on the Seesaw, the
 * danger of the end-of-round Pollution tipping it, every active Crisis as a liability shrunk by the
 * containers and Influence already around it, and the seat's own Credits, Need levels and hand.
 *
 * A card play (for each card, its likeliest slots), an exchange or an ability is chosen by modelling the
 * whole turn on the stand-in state with the rule functions, answering each step the way this seat answers
 * it at the table, and scoring the result. The small decisions (a Need icon, an Influence token, a Crisis
 * slot) are a one-step look-ahead of the same kind. Everything is a pure function of (view, prompt): the
 * generator is never used, so the seat is deterministic and replays.
 */
import type { AiPolicy } from '../../engine/ai-policy';
import type { PlayerId, Prompt } from '../../engine/types';
import { CATEGORIES, SIDES, catalogue, getAdvisorSide, needIcons, projectCreditCost, type AdvisorSideId, type Category, type ProjectCard } from './cards';
import { OPPOSITE, PRESSURE_LEVELS, SEESAW_CAPACITY, cellAt, frameOf, neighbour, neighbours, parseSlot, pollutionTorque, preservationTorque, slotName, type Cell, type Pos, type Task, type TpState } from './model';
import {
  activeCrises,
  advisorOf,
  canRaise,
  crisis,
  crisisSatisfied,
  crisisSlots,
  roundEndPollution,
  draw,
  dueOf,
  effectTask,
  exchangeBudgets,
  flipTargets,
  payCredit,
  payDiscard,
  placeToken,
  proj,
  projectSlots,
  raiseNeed,
  removePollution,
  seat,
  solveCrisis,
  spendBlocked,
  suggestedPayment,
  synergyBlocked,
  trigger,
  type Ctx,
} from './rules';
import type { TpView } from './view';

// ---------------------------------------------------------------------------------------------
// The stand-in state
// ---------------------------------------------------------------------------------------------

/** Any Project id will do for a face-down card: the rules never read a face-down card's identity. */
const HIDDEN_PROJECT = catalogue.projects[0]!.id;
/** Unknown deck cards: a spread over every category, so simulated draws land in a hand of typical cards. */
const STAND_IN_DECK = catalogue.projects.filter((_, i) => i % 7 === 3).map((p) => p.id);

function standIn(v: TpView): TpState {
  const me = v.viewer ?? '';
  const hand = v.me?.hand ?? [];
  const players = v.seats.map((x) => x.player);
  return {
    schemaVersion: 1,
    rev: 0,
    seq: 0,
    options: {
      difficulty: v.options.difficulty,
      expert: v.options.expert,
      variant: v.options.variant === 'competitive' ? 'competitive' : 'coop',
      order: v.options.order === 'free' ? 'free' : 'turns',
      tip: v.options.tip,
      max_rounds: v.maxRounds,
      pressure: PRESSURE_LEVELS[Math.min(v.options.pressure, PRESSURE_LEVELS.length - 1)]!,
    },
    players,
    rng: [1, 2, 3, 4],
    phase: v.phase,
    setupIndex: 0,
    advisorCard: null,
    tieSlots: [],
    initialProject: null,
    seats: Object.fromEntries(
      v.seats.map((x) => [
        x.player,
        {
          country: x.country,
          advisor: x.advisor,
          needs: { ...x.needs },
          credits: { ...x.credits },
          hand: x.player === me ? [...hand] : [],
          vp: v.vp[x.player] ?? 0,
          passed: x.passed,
          used: { round: false, game: false },
          provide: null,
        },
      ]),
    ),
    projectDeck: STAND_IN_DECK.filter((id) => !hand.includes(id)),
    discard: [],
    crisisDeck: Array.from({ length: v.crisisDeck }, (_, i) => catalogue.crises[i % catalogue.crises.length]!.id),
    crisisRemoved: [],
    difficultyUsed: v.options.difficulty,
    grid: v.grid.cells.map((c) => ({ x: c.col, y: c.row, card: { kind: c.kind, id: c.id ?? HIDDEN_PROJECT, up: c.up }, tokens: [...c.tokens], under: [] })),
    preservation: v.seesaw.preservation,
    pollution: v.seesaw.pollution,
    round: v.round,
    turn: Math.max(0, players.indexOf(me)),
    passesInRow: 0,
    menuPage: 0,
    chain: null,
    crisisQueue: [],
    bonusQueue: [],
    history: [],
    solvedCount: v.solved,
    over: null,
  };
}

const ctxOf = (s: TpState): Ctx => ({ s, events: [], committed: false });

/** A copy deep enough for the rule functions this seat runs: the grid, every seat, the decks and queues. */
function clone(s: TpState): TpState {
  return {
    ...s,
    grid: s.grid.map((c) => ({ ...c, card: { ...c.card }, tokens: [...c.tokens] })),
    seats: Object.fromEntries(
      Object.entries(s.seats).map(([p, x]) => [p, { ...x, needs: { ...x.needs }, credits: { ...x.credits }, hand: [...x.hand], used: { ...x.used } }]),
    ),
    projectDeck: [...s.projectDeck],
    discard: [...s.discard],
    bonusQueue: s.bonusQueue.map((b) => ({ ...b, tasks: b.tasks.map((t) => ({ ...t })) })),
    history: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Evaluation
// ---------------------------------------------------------------------------------------------

const PRES = 10;
const POL = 10;
/** Rounds an unsolved Crisis is expected to keep polluting. */
const CRISIS_HORIZON = 1.6;
const CREDIT = 1;
const CARD = 1.8;
const WIN = 100_000;

/** Value of a Crisis's remaining threat: what solving it brings, shrunk by the work already done around it. */
function crisisLiability(s: TpState, c: Cell): number {
  const card = crisis(c.card.id);
  const worth = PRES * card.preservation + POL * card.pollution * CRISIS_HORIZON;
  let need = 0;
  let have = 0;
  let ready = 0;
  let edges = 0;
  for (const side of SIDES) {
    const k = card.influence[side];
    if (k === 0) continue;
    edges++;
    need += k;
    const n = cellAt(s.grid, neighbour(c, side));
    if (!n) ready += 0.3;
    else if (n.card.kind === 'project' && !n.card.up) {
      ready += 1;
      have += Math.min(k, n.tokens.length);
    } else if (n.card.kind === 'project') ready += 0.55;
  }
  const f = need ? have / need : 0;
  const r = edges ? ready / edges : 0;
  return worth * (1 - (0.5 * f + 0.3 * f * f + 0.15 * r));
}

/** Tokens on face-down Projects that no Crisis edge asks for still help a Crisis placed there later. */
function strayTokens(s: TpState): number {
  let n = 0;
  for (const c of s.grid) {
    if (c.card.kind !== 'project' || c.card.up || c.tokens.length === 0) continue;
    let wanted = 0;
    for (const side of SIDES) {
      const x = cellAt(s.grid, neighbour(c, side));
      if (x?.card.kind === 'crisis' && x.card.up) wanted += crisis(x.card.id).influence[OPPOSITE[side]];
    }
    n += Math.max(0, c.tokens.length - wanted);
  }
  return n;
}

function evaluate(s: TpState, me: PlayerId): number {
  if (s.over) return s.over.won ? WIN + 10 * s.preservation : -WIN + 10 * s.preservation - s.pollution;
  let v = PRES * s.preservation - POL * s.pollution;
  const endPollution = roundEndPollution(s);
  const spendBlock = new Set<Category>();
  for (const c of activeCrises(s)) {
    const card = crisis(c.card.id);
    if (card.block?.op === 'blockSpend') spendBlock.add(card.block.category);
    v -= crisisLiability(s, c);
  }
  const after = Math.min(SEESAW_CAPACITY, s.pollution + endPollution);
  const margin = s.options.tip - (pollutionTorque(after) - preservationTorque(s.preservation));
  if (margin <= 0 || after >= SEESAW_CAPACITY) v -= 400;
  else v -= 80 / margin + 80 / (SEESAW_CAPACITY - after);
  v += 1.5 * strayTokens(s);
  const x = seat(s, me);
  const roundsLeft = Math.max(1, s.options.max_rounds - s.round);
  const levelWorth = Math.min(roundsLeft, 4);
  for (const k of CATEGORIES) {
    v += CREDIT * x.credits[k] * (spendBlock.has(k) ? 0.8 : 1);
    const lvl = x.needs[k];
    if (lvl !== undefined) v += levelWorth * Math.min(lvl, catalogue.board.maxLevel);
  }
  v += CARD * Math.min(x.hand.length, 10) + 0.5 * Math.max(0, x.hand.length - 10);
  if (s.options.variant === 'competitive') v += 2 * x.vp;
  return v;
}

// ---------------------------------------------------------------------------------------------
// Small decisions: one step on the stand-in state
// ---------------------------------------------------------------------------------------------

const posOf = (s: TpState, name: string): Pos => parseSlot(frameOf(s.grid), name)!;

/** Best budget for `n` gained Credits: towards the next exchange, then towards specific costs in hand. */
function bestBudget(s: TpState, me: PlayerId, n: number, offered?: readonly Category[]): Category {
  const x = seat(s, me);
  const rate = advisorOf(s, me)?.exchangeRate ?? 4;
  const demand = specificDemand(s, me);
  let best: Category = offered?.[0] ?? 'justice';
  let bestScore = -Infinity;
  for (const k of offered ?? CATEGORIES) {
    const c = x.credits[k];
    let score = 2 * (Math.floor((c + n) / rate) - Math.floor(c / rate)) + 0.6 * Math.min(n, Math.max(0, demand[k] - c)) + 0.01 * c;
    if (spendBlocked(s, k)) score -= 5;
    if (score > bestScore) {
      bestScore = score;
      best = k;
    }
  }
  return best;
}

function specificDemand(s: TpState, me: PlayerId): Record<Category, number> {
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
function bestToken(s: TpState, me: PlayerId, owner: PlayerId, slots: readonly string[]): string | null {
  if (slots.length === 0) return null;
  const useful = slots.filter((n) => wanting(s, posOf(s, n)));
  if (useful.length === 0) return argmax(slots, (n) => cellAt(s.grid, posOf(s, n))?.tokens.length ?? 0);
  if (useful.length === 1) return useful[0]!;
  let best: string | null = null;
  let bestValue = -Infinity;
  for (const name of useful) {
    const t = clone(s);
    placeToken(ctxOf(t), me, owner, posOf(t, name));
    const value = valueAfter(t, me);
    if (value > bestValue) {
      bestValue = value;
      best = name;
    }
  }
  return best;
}

const faceDownSlots = (s: TpState): string[] => {
  const f = frameOf(s.grid);
  return s.grid.filter((c) => c.card.kind === 'project' && !c.card.up).map((c) => slotName(f, c));
};

/** Resolves the bonus work queued for `me` greedily, as this seat would answer it. */
function resolvePending(s: TpState, me: PlayerId, depth = 0): void {
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

function valueAfter(s: TpState, me: PlayerId): number {
  resolvePending(s, me);
  return evaluate(s, me);
}

/** The options the engine offers for a Need icon, raise or flip task (same values, same names). */
function iconValues(s: TpState, me: PlayerId, t: Task & { t: 'icon' | 'raise' | 'flip' }): string[] {
  const out: string[] = [];
  const f = frameOf(s.grid);
  if (t.t !== 'flip') for (const k of t.need === 'any' ? CATEGORIES : [t.need]) if (canRaise(s, me, k)) out.push(`raise-${k}`);
  if (t.t !== 'raise') for (const c of flipTargets(s, t.t === 'icon' ? t.need : t.category)) out.push(`flip-${slotName(f, c)}`);
  out.push('skip');
  return out;
}

function useIcon(s: TpState, me: PlayerId, v: string): void {
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

function iconChoice(s: TpState, me: PlayerId, values: readonly string[]): string {
  let best = values.includes('skip') ? 'skip' : values[0]!;
  let bestValue = values.includes('skip') ? evaluate(s, me) : -Infinity;
  for (const v of values) {
    if (v === 'skip') continue;
    if (v.startsWith('flip-') && !flipUseful(s, posOf(s, v.slice(5)))) continue;
    const t = clone(s);
    useIcon(t, me, v);
    const value = evaluate(t, me);
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = v;
    }
  }
  return best;
}

const ORDER: readonly [RegExp, number][] = [
  [/^Remove/, 0],
  [/^Flip/, 1],
  [/^Need icon/, 2],
  [/^Raise/, 3],
  [/^Draw/, 4],
  [/^Gain \d+ Credits/, 5],
  [/^Gain \d+ Synergy/, 6],
  [/^Gain \d+ Influence/, 7],
];
/** Icons first (a flip makes the container the Influence then goes onto), Influence last. */
function effectOrder(p: Prompt): string {
  const rank = (label: string) => ORDER.find(([re]) => re.test(label))?.[1] ?? 5;
  return [...p.options].sort((a, b) => rank(a.label) - rank(b.label))[0]!.value;
}

/** A Credit from the budget whose loss hurts least: no exchange lost, no specific cost in hand left short. */
function payChoice(s: TpState, me: PlayerId, p: Prompt): string {
  const values = p.options.map((o) => o.value);
  const credits = values.filter((v) => v.startsWith('c-'));
  if (credits.length === 0) {
    const discards = values.filter((v) => v.startsWith('d-'));
    if (discards.length) return [...discards].sort((a, b) => cardWorth(s, me, a.slice(2)) - cardWorth(s, me, b.slice(2)))[0]!;
    return values[0]!;
  }
  const x = seat(s, me);
  const rate = advisorOf(s, me)?.exchangeRate ?? 4;
  const demand = specificDemand(s, me);
  const due = dueFromText(p.text);
  const loss = (k: Category) => {
    const c = x.credits[k];
    if ((due[k] ?? 0) > 0) return -100;
    return 3 * (Math.floor(c / rate) - Math.floor((c - 1) / rate)) + (demand[k] >= c ? 1.5 : 0) + 0.05 * c;
  };
  return [...credits].sort((a, b) => loss(a.slice(2) as Category) - loss(b.slice(2) as Category))[0]!;
}

const LABEL_TO_CATEGORY = new Map<string, Category>(CATEGORIES.map((k) => [k.toLowerCase(), k]));
function dueFromText(text: string): Partial<Record<Category, number>> {
  const out: Partial<Record<Category, number>> = {};
  for (const m of text.matchAll(/(\d+) ([A-Z][a-z]+)/g)) {
    const k = LABEL_TO_CATEGORY.get(m[2]!.toLowerCase());
    if (k) out[k] = Number(m[1]);
  }
  return out;
}

/** What a hand card is roughly worth to this seat (to choose what to pass on or discard). */
function cardWorth(s: TpState, me: PlayerId, id: string): number {
  const c = proj(id);
  const x = seat(s, me);
  let v = 0;
  for (const e of c.effects) {
    if (e.op === 'needIcon') v += (e.need === 'any' ? 4 : x.needs[e.need] !== undefined ? 3 : 2) * e.amount;
    else if (e.op === 'gainInfluence') v += 6 * e.amount;
    else if (e.op === 'gainCredits') v += e.amount;
    else if (e.op === 'drawProjects') v += 2 * e.amount;
    else if (e.op === 'removePollution') v += 8 * e.amount;
  }
  v -= projectCreditCost(c);
  for (const k of c.lowerNeed) if (x.needs[k] !== undefined) v -= x.needs[k]! <= 1 ? 6 : 3;
  for (const sp of c.cost.specific) if (x.credits[sp.category] < sp.amount && x.needs[sp.category] === undefined) v -= 2;
  return v;
}

// ---------------------------------------------------------------------------------------------
// Whole turns on the stand-in state
// ---------------------------------------------------------------------------------------------

const isMenu = (p: Prompt): boolean => p.fallback === 'pass';

/** Answer a slot prompt (or its column step) towards `at`. */
function slotAnswer(s: TpState, p: Prompt, at: Pos): string | null {
  const f = frameOf(s.grid);
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
function lowerChoice(s: TpState, me: PlayerId, offered: readonly Category[]): Category | null {
  const x = seat(s, me);
  return offered.length ? argmax(offered, (k) => x.needs[k] ?? 0) : null;
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

function exchangeBudget(s: TpState, me: PlayerId, offered: readonly Category[]): Category {
  const x = seat(s, me);
  const demand = specificDemand(s, me);
  return argmax(offered, (k) => x.credits[k] - demand[k]);
}

function bestPlacement(s: TpState, me: PlayerId, id: string, limit: number): { at: Pos; value: number } | null {
  let best: { at: Pos; value: number } | null = null;
  for (const at of slotCandidates(s, proj(id), limit)) {
    const out = simulatePlay(s, me, id, at);
    if (!out) continue;
    const value = evaluate(out, me);
    if (!best || value > best.value) best = { at, value };
  }
  return best;
}

const SLOT_TRIES = 5;

/** Cards first get a quick look at their two likeliest slots; the best few then get the full search. */
const SHORTLIST = 3;

function menuChoice(s: TpState, me: PlayerId, p: Prompt): string {
  const values = p.options.map((o) => o.value);
  // Playing is preferred on a tie: a card on the table keeps its value, a card in hand may never be played.
  const scored: { v: string; value: number }[] = [{ v: 'pass', value: evaluate(s, me) - 0.5 }];
  const cards: { v: string; value: number }[] = [];
  for (const v of values) {
    if (v === 'pass' || v === 'more') continue;
    if (v === 'exchange' || v === 'ability') {
      const out = v === 'exchange' ? simulateExchange(s, me) : simulateAbility(s, me);
      if (out) scored.push({ v, value: evaluate(out, me) });
      continue;
    }
    const quick = bestPlacement(s, me, v, 2);
    if (quick) cards.push({ v, value: quick.value });
  }
  cards.sort((a, b) => b.value - a.value);
  for (const c of cards.slice(0, SHORTLIST)) scored.push({ v: c.v, value: bestPlacement(s, me, c.v, SLOT_TRIES)?.value ?? c.value });
  const best = scored.reduce((a, b) => (b.value > a.value ? b : a));
  return values.includes(best.v) ? best.v : (p.fallback ?? values[0]!);
}

function slotChoice(s: TpState, me: PlayerId, p: Prompt): string {
  const name = /^Where does (.+) go\?/.exec(p.text)?.[1];
  const id = seat(s, me).hand.find((h) => proj(h).name === name);
  if (id) {
    const best = bestPlacement(s, me, id, SLOT_TRIES);
    const a = best ? slotAnswer(s, p, best.at) : null;
    if (a) return a;
  }
  return p.options[0]!.value;
}

// ---------------------------------------------------------------------------------------------
// Crisis placement, Provide, setup
// ---------------------------------------------------------------------------------------------

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

function pickCards(s: TpState, me: PlayerId, p: Prompt): string[] {
  const k = Math.max(1, p.min ?? 1);
  return [...p.options]
    .map((o) => ({ v: o.value, w: cardWorth(s, me, o.value.split('.')[0]!) }))
    .sort((a, b) => a.w - b.w)
    .slice(0, k)
    .map((x) => x.v);
}

/** Advisors ranked by how much Influence they turn Credits and turns into (cheap exchange first). */
function advisorScore(id: string): number {
  const a = getAdvisorSide(id as AdvisorSideId);
  let v = (5 - a.exchangeRate) * 6 + a.discardValue;
  v += a.synergy.op === 'gainInfluence' ? 4 : a.synergy.op === 'drawProjects' ? 2 : a.synergy.amount;
  const ab = a.ability;
  if (ab) {
    const per = ab.limit === 'oncePerGame' ? 0.3 : 1;
    for (const e of ab.effects) {
      if (e.op === 'gainInfluence') v += 5 * e.amount * per;
      if (e.op === 'removePollution') v += 5 * e.amount * per;
      if (e.op === 'drawProjects') v += 1.5 * e.amount * per;
      if (e.op === 'gainCredits') v += 0.8 * e.amount * per;
    }
    for (const c of ab.cost) v -= (c.op === 'payCredits' ? 0.8 * c.amount : c.op === 'discardProjects' ? 1.5 * c.amount : 2) * per;
  }
  return v;
}

function countryScore(id: string): number {
  const c = catalogue.countries.find((x) => x.id === id)!;
  let v = 2.5 * c.drawPerRound + 0.8 * c.startHand;
  for (const k of CATEGORIES) v += (c.needs[k] ?? 0) * 1.2 + (c.credits[k] ?? 0) * 0.6;
  // Influence Adjacency pairs: a marker beside an equal or marker-less neighbour pays Influence on a raise.
  for (const [a, b] of [['justice', 'housing'], ['nutrition', 'health']] as const) {
    if (c.needs[a] !== undefined || c.needs[b] !== undefined) v += 2;
  }
  return v;
}

const argmax = <T>(xs: readonly T[], f: (x: T) => number): T => xs.reduce((a, b) => (f(b) > f(a) ? b : a));

// ---------------------------------------------------------------------------------------------
// Dispatch
// ---------------------------------------------------------------------------------------------

/** Every decision inside a turn or a bonus, answered on the stand-in state. */
function small(s: TpState, me: PlayerId, p: Prompt): string[] {
  const values = p.options.map((o) => o.value);
  const text = p.text;
  if ((p.min ?? 1) > 1 || /^Discard \d+ Project card/.test(text)) return pickCards(s, me, p);
  if (/^Pay for /.test(text)) return [payChoice(s, me, p)];
  if (/^Exchange /.test(text)) return [exchangeBudget(s, me, values as Category[])];
  if (/^Lower which Need/.test(text)) return [lowerChoice(s, me, values as Category[]) ?? values[0]!];
  if (/^Which effect/.test(text)) return [effectOrder(p)];
  if (/onto which face-down Project\?$/.test(text)) {
    const owner = /^Move \{([^}]+)\}'s/.exec(text)?.[1] ?? me;
    return [bestToken(s, me, owner, values) ?? values[0]!];
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
      return [argmax(values, advisorScore)];
    default:
      break;
  }
  const s = standIn(v);
  if (p.id.startsWith('cr')) return [crisisChoice(s, me, p)];
  if (p.id.startsWith('pv')) return pickCards(s, me, p);
  if (isMenu(p)) return [menuChoice(s, me, p)];
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
    return legal(prompt, choose(view, prompt));
  },
};

