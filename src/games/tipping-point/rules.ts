/**
 * Tipping Point rules as functions over a mutable draft of the state. `apply` (engine.ts) clones
 * the state first, so these helpers may mutate freely: the caller still sees a pure transition.
 * Rulebook sections are cited as RB "…"; house rules by their analysis ids (TP-G…).
 */
import { shuffle } from '../../engine/rng';
import type { GameEvent, PlayerId } from '../../engine/types';
import {
  CATEGORIES,
  SIDES,
  adjacencyBonus,
  catalogue,
  crisisById,
  getAdvisorSide,
  projectById,
  ringNeighbours,
  type AdvisorSideId,
  type Category,
  type CrisisCard,
  type Effect,
  type NeedTarget,
  type ProjectCard,
} from './cards';
import { CATEGORY_LABEL } from './card-text';
import {
  SEESAW_CAPACITY,
  byReading,
  cellAt,
  isTipped,
  neighbour,
  neighbours,
  type Cell,
  type Pos,
  type Seat,
  type Task,
  type TpState,
  pressureInForce,
} from './model';

export interface Ctx {
  s: TpState;
  events: GameEvent[];
  committed: boolean;
}

const all = (text: string): GameEvent => ({ text, visibleTo: 'all' });
const only = (p: PlayerId, text: string): GameEvent => ({ text, visibleTo: [p] });
export const say = (ctx: Ctx, text: string): void => void ctx.events.push(all(text));
const cat = (c: Category): string => CATEGORY_LABEL[c];

export function proj(id: string): ProjectCard {
  const p = projectById(id);
  if (!p) throw new Error(`Unknown Project ${id}`);
  return p;
}
export function crisis(id: string): CrisisCard {
  const c = crisisById(id);
  if (!c) throw new Error(`Unknown Crisis ${id}`);
  return c;
}
export const seat = (s: TpState, p: PlayerId): Seat => {
  const x = s.seats[p];
  if (!x) throw new Error(`No seat ${p}`);
  return x;
};
export const advisorOf = (s: TpState, p: PlayerId) => {
  const id = seat(s, p).advisor;
  return id ? getAdvisorSide(id as AdvisorSideId) : null;
};

// ---------------------------------------------------------------------------------------------
// Crisis passives (RB "Solving Crises" note; house rule TP-G17: global)
// ---------------------------------------------------------------------------------------------

export function activeCrises(s: TpState): Cell[] {
  return s.grid.filter((c) => c.card.kind === 'crisis' && c.card.up);
}
/** Extra Pollution per unsolved Crisis at the end of a round (TP-G01b); a stored game always holds a number. */
export const crisisPressure = (s: TpState): number => Number(pressureInForce(s.options.pressure, s.players.length, s.difficultyUsed));
/** What the end of this round would put on the Seesaw if no Crisis were solved first (RB "Conclusion", TP-G01b). */
export function roundEndPollution(s: TpState): number {
  const crises = activeCrises(s);
  return crises.reduce((n, c) => n + crisis(c.card.id).pollution, 0) + crisisPressure(s) * crises.length;
}
const blocks = (s: TpState) => activeCrises(s).flatMap((c) => (crisis(c.card.id).block ? [crisis(c.card.id).block!] : []));
export const spendBlocked = (s: TpState, c: Category): boolean => blocks(s).some((b) => b.op === 'blockSpend' && b.category === c);
const raiseBlocked = (s: TpState, c: Category): boolean => blocks(s).some((b) => b.op === 'blockRaise' && b.need === c);
export const synergyBlocked = (s: TpState, c: Category): boolean =>
  blocks(s).some((b) => b.op === 'blockSynergy' && (b.category === c || b.category === 'all'));

// ---------------------------------------------------------------------------------------------
// Seesaw and the end of the game (TP-G01, TP-G26: checked after every change)
// ---------------------------------------------------------------------------------------------

export function addPollution(ctx: Ctx, n: number, why: string): void {
  if (n <= 0 || ctx.s.over) return;
  ctx.s.pollution = Math.min(SEESAW_CAPACITY, ctx.s.pollution + n);
  say(ctx, `${n} Pollution goes on the Seesaw (${why}): ${ctx.s.pollution} Pollution, ${ctx.s.preservation} Preservation.`);
  checkEnd(ctx);
}
function addPreservation(ctx: Ctx, n: number, why: string): void {
  if (n <= 0 || ctx.s.over) return;
  ctx.s.preservation = Math.min(SEESAW_CAPACITY, ctx.s.preservation + n);
  say(ctx, `${n} Preservation goes on the Seesaw (${why}): ${ctx.s.preservation} Preservation, ${ctx.s.pollution} Pollution.`);
  checkEnd(ctx);
}
export function removePollution(ctx: Ctx, n: number): void {
  const k = Math.min(n, ctx.s.pollution);
  ctx.s.pollution -= k;
  say(ctx, k > 0 ? `${k} Pollution is removed from the Seesaw (${ctx.s.pollution} left).` : 'There is no Pollution on the Seesaw to remove.');
}
export function checkEnd(ctx: Ctx): void {
  const s = ctx.s;
  if (s.over) return;
  if (s.preservation >= SEESAW_CAPACITY) endGame(ctx, true, 'the Preservation side of the Seesaw is full');
  else if (s.pollution >= SEESAW_CAPACITY) endGame(ctx, false, 'the Pollution side of the Seesaw is full');
  else if (isTipped(s.preservation, s.pollution, s.options.tip)) endGame(ctx, false, 'the Seesaw has tipped to the Pollution side');
}
export function endGame(ctx: Ctx, won: boolean, reason: string): void {
  const s = ctx.s;
  s.over = { won, reason };
  s.phase = 'over';
  s.chain = null;
  s.crisisQueue = [];
  s.bonusQueue = [];
  s.history.push({ round: s.round, preservation: s.preservation, pollution: s.pollution, solved: s.solvedCount });
  say(ctx, won ? `The game is won: ${reason}.` : `The game is lost: ${reason}.`);
}

// ---------------------------------------------------------------------------------------------
// Cards in and out of hands
// ---------------------------------------------------------------------------------------------

/** Draw into a hand; an empty deck takes the shuffled discard pile (house rule TP-G23). */
export function draw(ctx: Ctx, p: PlayerId, n: number): number {
  const s = ctx.s;
  const got: string[] = [];
  for (let i = 0; i < n; i++) {
    if (s.projectDeck.length === 0 && s.discard.length > 0) {
      const [deck, rng] = shuffle(s.rng, s.discard);
      s.projectDeck = deck;
      s.discard = [];
      s.rng = [...rng] as TpState['rng'];
      say(ctx, 'The Project deck is empty: the discard pile is shuffled into a new deck.');
    }
    const id = s.projectDeck.shift();
    if (id === undefined) break;
    got.push(id);
  }
  seat(s, p).hand.push(...got);
  if (n > 0) {
    ctx.committed = true;
    say(ctx, got.length < n ? `{${p}} draws ${got.length} Project card(s); the decks are empty.` : `{${p}} draws ${got.length} Project card(s).`);
    if (got.length) ctx.events.push(only(p, `You draw ${got.map((g) => proj(g).name).join(', ')}.`));
  }
  return got.length;
}

export function discardFromHand(s: TpState, p: PlayerId, id: string): void {
  const hand = seat(s, p).hand;
  const i = hand.indexOf(id);
  if (i < 0) throw new Error(`${id} is not in ${p}'s hand`);
  hand.splice(i, 1);
  s.discard.push(id);
}

// ---------------------------------------------------------------------------------------------
// Grid queries
// ---------------------------------------------------------------------------------------------

export const faceDownProjects = (s: TpState): Cell[] =>
  s.grid.filter((c) => c.card.kind === 'project' && !c.card.up).sort(byReading);

/** RB "Placing Project Cards": next to any card, on an open slot or on a face-down Project. */
export function projectSlots(s: TpState): Pos[] {
  const out = new Map<string, Pos>();
  for (const c of s.grid) {
    if (c.card.kind === 'project' && !c.card.up) out.set(`${c.x},${c.y}`, { x: c.x, y: c.y });
    for (const n of neighbours(c)) if (!cellAt(s.grid, n)) out.set(`${n.x},${n.y}`, n);
  }
  return [...out.values()].sort(byReading);
}

const isCrisisAt = (s: TpState, p: Pos): boolean => cellAt(s.grid, p)?.card.kind === 'crisis';
const freeForCrisis = (s: TpState, p: Pos): boolean => {
  const c = cellAt(s.grid, p);
  return !c || (c.card.kind === 'crisis' && !c.card.up);
};
const noCrisisNext = (s: TpState, p: Pos): boolean => neighbours(p).every((n) => !isCrisisAt(s, n));

/**
 * RB "Placing Crisis Cards": never orthogonally next to a Crisis (face-up or face-down); next to a
 * Project; on a Project of the same category where possible. A face-down Crisis is an empty space,
 * a face-down Project is not. With no legal slot, the rules relax in order (house rule TP-G25).
 */
export function crisisSlots(s: TpState, crisisId: string): { slots: Pos[]; matched: boolean; relaxed: boolean } {
  const category = crisis(crisisId).category;
  const candidates = new Map<string, Pos>();
  for (const c of s.grid) {
    if (c.card.kind === 'crisis' && !c.card.up) candidates.set(`${c.x},${c.y}`, { x: c.x, y: c.y });
    for (const n of neighbours(c)) if (freeForCrisis(s, n)) candidates.set(`${n.x},${n.y}`, n);
  }
  const legal = [...candidates.values()]
    .filter((p) => freeForCrisis(s, p) && noCrisisNext(s, p))
    .filter((p) => neighbours(p).some((n) => cellAt(s.grid, n)?.card.kind === 'project'))
    .sort(byReading);
  const matching = legal.filter((p) =>
    neighbours(p).some((n) => {
      const c = cellAt(s.grid, n);
      return c?.card.kind === 'project' && c.card.up && proj(c.card.id).category === category;
    }),
  );
  if (matching.length) return { slots: matching, matched: true, relaxed: false };
  if (legal.length) return { slots: legal, matched: false, relaxed: false };
  // TP-G25 (2) any empty slot next to any card and not next to a Crisis; (3) anywhere clear of Crises.
  const loose = [...candidates.values()].filter((p) => freeForCrisis(s, p) && noCrisisNext(s, p)).sort(byReading);
  if (loose.length) return { slots: loose, matched: false, relaxed: true };
  const xs = s.grid.map((c) => c.x);
  const ys = s.grid.map((c) => c.y);
  return { slots: [{ x: Math.max(...xs) + 2, y: Math.min(...ys) }], matched: false, relaxed: true };
}

/** TP-60: every edge with Influence icons faces a face-down Project holding at least that many. */
export function crisisSatisfied(s: TpState, c: Cell): boolean {
  if (c.card.kind !== 'crisis' || !c.card.up) return false;
  const card = crisis(c.card.id);
  return SIDES.every((side) => {
    const k = card.influence[side];
    if (k === 0) return true;
    const n = cellAt(s.grid, neighbour(c, side));
    return !!n && n.card.kind === 'project' && !n.card.up && n.tokens.length >= k;
  });
}

// ---------------------------------------------------------------------------------------------
// Influence and solving Crises
// ---------------------------------------------------------------------------------------------

/** Place one token of `owner` (placed by `placer`) on a face-down Project, then solve what it completes. */
export function placeToken(ctx: Ctx, placer: PlayerId, owner: PlayerId, at: Pos): void {
  const cell = cellAt(ctx.s.grid, at);
  if (!cell || cell.card.kind !== 'project' || cell.card.up) throw new Error('Influence goes on face-down Projects only');
  cell.tokens.push(owner);
  solveAround(ctx, placer, at);
}

/** RB/FAQ: the player who places the last required token solves the Crisis at once (TP-61). */
function solveAround(ctx: Ctx, resolver: PlayerId, at: Pos): void {
  for (let guard = 0; guard < 8 && !ctx.s.over; guard++) {
    const ready = [at, ...neighbours(at)]
      .map((p) => cellAt(ctx.s.grid, p))
      .filter((c): c is Cell => !!c && crisisSatisfied(ctx.s, c))
      .sort(byReading);
    const first = ready[0];
    if (!first) return;
    solveCrisis(ctx, resolver, first);
  }
}

export function solveCrisis(ctx: Ctx, resolver: PlayerId, c: Cell): void {
  const s = ctx.s;
  const card = crisis(c.card.id);
  const given: Record<string, number> = {};
  for (const side of SIDES) {
    const k = card.influence[side];
    if (k === 0) continue;
    const n = cellAt(s.grid, neighbour(c, side))!;
    for (const owner of n.tokens.splice(0, k)) given[owner] = (given[owner] ?? 0) + 1;
  }
  c.card.up = false;
  s.solvedCount++;
  const parts = Object.entries(given).map(([p, k]) => `{${p}} ${k}`).join(', ');
  say(ctx, `{${resolver}} solves the Crisis ${card.name} (level ${card.level}; Influence from ${parts}).`);
  if (s.options.variant === 'competitive') {
    // RB "Competitive Variant": every top contributor scores the Crisis level.
    const best = Math.max(...Object.values(given));
    for (const [p, k] of Object.entries(given)) {
      if (k === best) {
        seat(s, p).vp += card.level;
        ctx.events.push(only(p, `You score ${card.level} Victory Points for ${card.name} (${seat(s, p).vp} in all).`));
      }
    }
  }
  addPreservation(ctx, card.preservation, `${card.name} is solved`);
  trigger(ctx, resolver, 'afterSolve', null);
}

// ---------------------------------------------------------------------------------------------
// Needs (RB "Increasing a Need Fulfillment Level")
// ---------------------------------------------------------------------------------------------

export const canRaise = (s: TpState, p: PlayerId, c: Category): boolean => seat(s, p).needs[c] !== undefined && !raiseBlocked(s, c);

/** Raise one Need: Pollution icons, then an Adjacency Bonus per neighbour that is not lower (TP-50, TP-54). */
export function raiseNeed(ctx: Ctx, p: PlayerId, c: Category): void {
  const s = ctx.s;
  const me = seat(s, p);
  const before = me.needs[c];
  if (before === undefined) throw new Error('no marker');
  const max = catalogue.board.maxLevel;
  const level = Math.min(before + 1, max);
  me.needs[c] = level;
  say(ctx, before >= max ? `{${p}} raises ${cat(c)} beyond the maximum (counts as reaching ${max}).` : `{${p}} raises ${cat(c)} to ${level}.`);
  addPollution(ctx, catalogue.board.pollutionByLevel[c][level - 1] ?? 0, `${cat(c)} reached level ${level}`);
  if (s.over) return;
  const bonuses: Task[] = [];
  for (const n of ringNeighbours(c)) {
    const other = me.needs[n];
    if (other !== undefined && other < level) continue;
    const b = adjacencyBonus(c, n, level);
    const t = effectTask(b);
    if (t) bonuses.push(t);
    say(ctx, `Adjacency Bonus ${cat(c)}–${cat(n)}: ${bonusText(b)}.`);
  }
  pushForced(ctx, p, bonuses);
  trigger(ctx, p, 'afterRaise', c);
}

function bonusText(e: Effect): string {
  switch (e.op) {
    case 'gainCredits':
      return `${e.amount} Credits`;
    case 'gainInfluence':
      return `${e.amount} Influence`;
    case 'drawProjects':
      return `draw ${e.amount}`;
    case 'removePollution':
      return `remove ${e.amount} Pollution`;
    default:
      return e.op;
  }
}

/** An effect as a unit of work; null when it needs no work. */
export function effectTask(e: Effect): Task | null {
  switch (e.op) {
    case 'needIcon':
      return { t: 'icon', need: e.need };
    case 'raiseNeed':
      return { t: 'raise', need: e.need, n: e.amount };
    case 'flipProject':
      return { t: 'flip', category: e.category, n: e.amount };
    case 'gainInfluence':
      return e.amount > 0 ? { t: 'influence', n: e.amount } : null;
    case 'gainCredits':
      return e.amount > 0 ? { t: 'credits', n: e.amount } : null;
    case 'drawProjects':
      return e.amount > 0 ? { t: 'draw', n: e.amount } : null;
    case 'removePollution':
      return e.amount > 0 ? { t: 'pollution', n: e.amount } : null;
    case 'synergyBonus':
      return { t: 'synergy', n: e.amount };
  }
}

/** Bonus work for `p`: into their running chain, or queued for a chain of its own. */
function pushForced(ctx: Ctx, p: PlayerId, tasks: readonly Task[]): void {
  if (!tasks.length) return;
  const chain = ctx.s.chain;
  if (chain && chain.player === p) chain.forced.push(...tasks);
  else ctx.s.bonusQueue.push({ player: p, tasks: [...tasks] });
}

/** Face-up Projects a Need icon of `need` may flip (the card just played included, RB FAQ). */
export function flipTargets(s: TpState, need: NeedTarget): Cell[] {
  return s.grid
    .filter((c) => c.card.kind === 'project' && c.card.up && (need === 'any' || proj(c.card.id).category === need))
    .sort(byReading);
}
export function flip(ctx: Ctx, p: PlayerId, at: Pos, name: string): void {
  const c = cellAt(ctx.s.grid, at)!;
  c.card.up = false;
  say(ctx, `{${p}} flips ${proj(c.card.id).name} at ${name} face-down.`);
}

// ---------------------------------------------------------------------------------------------
// Advisor abilities (card data; house rules TP-A01…A08)
// ---------------------------------------------------------------------------------------------

type TriggerOn = 'afterPlay' | 'afterSynergy' | 'afterRaise' | 'afterSolve' | 'income';

/** Triggered abilities cost nothing in the data and only help, so they resolve automatically (TP-A04). */
export function trigger(ctx: Ctx, p: PlayerId, on: TriggerOn, what: Category | null): void {
  const s = ctx.s;
  const adv = advisorOf(s, p);
  const a = adv?.ability;
  if (!a || a.trigger.on !== on || a.cost.length > 0) return;
  if ((a.trigger.on === 'afterPlay' || a.trigger.on === 'afterRaise')) {
    const want = a.trigger.on === 'afterPlay' ? a.trigger.category : a.trigger.need;
    if (want !== 'any' && want !== what) return;
  }
  const me = seat(s, p);
  if (a.limit === 'oncePerRound' && me.used.round) return;
  if (a.limit === 'oncePerGame' && me.used.game) return;
  if (a.limit === 'oncePerRound') me.used.round = true;
  if (a.limit === 'oncePerGame') me.used.game = true;
  say(ctx, `{${p}}'s Advisor ${adv.name} acts.`);
  pushForced(ctx, p, a.effects.flatMap((e) => effectTask(e) ?? []));
}

// ---------------------------------------------------------------------------------------------
// Paying for a Project (RB "Playing Project Cards")
// ---------------------------------------------------------------------------------------------

export interface Due {
  generic: number;
  specific: Partial<Record<Category, number>>;
}
export const dueOf = (p: ProjectCard): Due => ({
  generic: p.cost.generic,
  specific: Object.fromEntries(p.cost.specific.map((x) => [x.category, x.amount])),
});
export const dueLeft = (d: Due): number => d.generic + CATEGORIES.reduce((n, c) => n + (d.specific[c] ?? 0), 0);

/** TP-33: a lowering cost is ignored without a marker and impossible at level 1. */
export function lowerBlocker(s: TpState, p: PlayerId, card: ProjectCard): Category | null {
  for (const c of card.lowerNeed) {
    const lvl = seat(s, p).needs[c];
    if (lvl !== undefined && lvl <= 1) return c;
  }
  return null;
}

/** Credits of `c` this seat can spend now (zero while a Crisis blocks that budget). */
export const spendable = (s: TpState, p: PlayerId, c: Category): number => (spendBlocked(s, c) ? 0 : seat(s, p).credits[c]);

/**
 * Can `due` still be paid from budgets and by discarding `hand` (minus `exclude`)? Each discard
 * gives the Advisor's rate in its own category; any surplus may go to generic costs.
 */
export function canPay(s: TpState, p: PlayerId, due: Due, exclude: readonly string[]): boolean {
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

/** RB "Advisor": X Credits of one category → 1 Influence, any time (TP-25, TP-G28). */
export function exchangeBudgets(s: TpState, p: PlayerId): Category[] {
  const rate = advisorOf(s, p)?.exchangeRate ?? 99;
  return CATEGORIES.filter((c) => spendable(s, p, c) >= rate);
}
;
