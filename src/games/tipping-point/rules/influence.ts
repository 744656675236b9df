/**
 * RB "Placing Influence Tokens": gained Influence goes at once onto face-down Projects, split freely, and
 * is lost when there is none. Tokens lifted off a covered face-down Project are placed again the same way
 * (RB "Placing Project Cards"), or go back to their owners. One answer may also say that the rest of an
 * action's Influence goes where suggested: each later gain is still placed the moment it is gained.
 */
import type { Prompt } from '../../../engine/types';
import { cellAt, faceDownProjects, TABLE, neighbour, neighbours, parseSlot, samePos, slotName, type Pos } from '../board';
import { CATEGORIES, SIDES, type Category } from '../cards/schema';
import { adjacencyBonus, crisis, ringNeighbours } from '../cards/catalogue';
import { taskDone } from '../chain';
import { say, type Ctx } from '../draft';
import { LABEL_MAX, paged, promptId } from '../option-lists';
import { fitWords, listWords } from '../../../engine/words';
import { cardName, slotWords, w } from '../words';
import { advisorOf, seat, type Cell, type Chain, type Task, type TpState } from '../state';
import { crisisSatisfied, placeToken } from './crisis-solving';
import type { ShortOption } from './project-effects';

type InfluenceTask = Task & { t: 'influence' | 'redistribute' };

/** Face-down Projects a token may go on, every one of them: those a Crisis edge points at first (FAQ "Crisis"). */
function influenceTargets(s: TpState, except: Pos | null): Cell[] {
  const f = faceDownProjects(s).filter((c) => !except || !samePos(c, except));
  const useful = (c: Cell) => neighbours(c).some((n) => cellAt(s.grid, n)?.card.kind === 'crisis' && cellAt(s.grid, n)!.card.up);
  return [...f.filter(useful), ...f.filter((c) => !useful(c))];
}

/**
 * A target as a player reads it: tokens there, and what `k` more do to each Crisis edge facing it. What matters
 * most is kept when the whole does not fit (`prefix` before it): a Crisis solved, then the Crises still short of
 * tokens, with the edges that want none here or are already full counted instead of named.
 */
function influenceLabel(s: TpState, c: Cell, name: string, k = 1, prefix: 'one' | 'all' | null = null): string {
  const facts = neighbours(c)
    .map((n) => cellAt(s.grid, n))
    .filter((x): x is Cell => !!x && x.card.kind === 'crisis' && x.card.up)
    .map((x) => {
      const side = SIDES.find((sd) => samePos(neighbour(x, sd), c))!;
      const card = crisis(x.card.id);
      const crisisName = cardName(card.id);
      const need = card.influence[side];
      if (need === 0) return { text: w('influence.needsNone', { crisis: crisisName }), idle: true, solves: false, name: crisisName };
      // The English possessive of a name ending in "s" takes the apostrophe alone: the card data's own name says which.
      if (c.tokens.length >= need) return { text: w(card.name.endsWith('s') ? 'influence.fullS' : 'influence.full', { crisis: crisisName }), idle: true, solves: false, name: crisisName };
      const trial: TpState = { ...s, grid: s.grid.map((g) => (g === c ? { ...g, tokens: [...g.tokens, ...Array.from({ length: k }, () => 'trial')] } : g)) };
      const solves = crisisSatisfied(trial, cellAt(trial.grid, x)!);
      return { text: solves ? w('influence.solves', { count: k, crisis: crisisName }) : w('influence.needs', { crisis: crisisName, n: need }), idle: false, solves, name: crisisName };
    });
  const busy = facts.filter((f) => !f.idle);
  const idle = facts.length - busy.length;
  const rest = idle ? [w('influence.othersIdle', { count: idle })] : [];
  const solved = facts.filter((f) => f.solves).map((f) => f.name);
  const label = (facts: readonly string[]) => {
    const said = slotWords(name);
    const slot = prefix === 'one' ? w('influence.oneAt', { slot: said }) : prefix === 'all' ? w('influence.allAt', { n: k, slot: said }) : said;
    return facts.length ? w('influence.labelWith', { slot, count: c.tokens.length, facts: facts.join(', ') }) : w('influence.label', { slot, count: c.tokens.length });
  };
  return fitWords(LABEL_MAX, [
    label(facts.map((f) => f.text)),
    label([...busy.map((f) => f.text), ...rest]),
    label(busy.map((f) => f.text)),
    label(solved.length ? [w('influence.solvesList', { crises: listWords('and', solved) })] : busy.length ? [w('influence.needMore', { count: busy.length })] : []),
    label([]),
  ]);
}

const leftOf = (t: InfluenceTask): number => (t.t === 'redistribute' ? t.owners.length : t.n);

/** Tokens a face-down Project's Crisis edges still want there (the most any one edge wants). */
function wanted(s: TpState, c: Cell, planned: number): number {
  let most = 0;
  for (const n of neighbours(c)) {
    const x = cellAt(s.grid, n);
    if (!x || x.card.kind !== 'crisis' || !x.card.up) continue;
    const side = SIDES.find((sd) => samePos(neighbour(x, sd), c))!;
    most = Math.max(most, crisis(x.card.id).influence[side] - c.tokens.length - planned);
  }
  return most;
}

/** The suggested placement of `n` tokens: each where a Crisis edge still wants one, else on the first target. */
function suggestedPlacement(s: TpState, targets: readonly Cell[], n: number): Map<Cell, number> {
  const plan = new Map<Cell, number>();
  for (let i = 0; i < n; i++) {
    const at = targets.find((x) => wanted(s, x, plan.get(x) ?? 0) > 0) ?? targets[0]!;
    plan.set(at, (plan.get(at) ?? 0) + 1);
  }
  return plan;
}

/** "All at …" is offered for the first targets (those a Crisis edge points at come first), so the rest still page. */
const ALL_ON_ONE = 8;

export function influencePrompt(s: TpState, c: Chain, t: InfluenceTask, name: (x: Pos) => string): Prompt {
  const p = c.player;
  const owner = t.t === 'redistribute' ? t.owners[0]! : p;
  const left = leftOf(t);
  const [head, list] = influenceParts(s, c, t, name);
  return {
    player: p,
    id: promptId(s),
    private: true,
    text: t.t === 'redistribute' ? w(left > 1 ? 'influence.moveMore' : 'influence.move', { owner: `{${owner}}`, n: left - 1 }) : w('influence.place', { n: left }),
    publicText: w('influence.public'),
    options: paged(list, c.page, 'faceDown', head),
  };
}

/** Every placement open now: the suggested spread and all-on-one first (several tokens), then one token. */
export function influenceChoices(s: TpState, c: Chain, t: InfluenceTask, name: (x: Pos) => string): ShortOption[] {
  const [head, list] = influenceParts(s, c, t, name);
  return [...head, ...list];
}

function influenceParts(s: TpState, c: Chain, t: InfluenceTask, name: (x: Pos) => string): [ShortOption[], ShortOption[]] {
  const left = leftOf(t);
  const targets = influenceTargets(s, t.t === 'redistribute' ? t.from : null);
  if (targets.length === 0) return [[], []];
  const one = targets.map((x) => ({ value: name(x), label: influenceLabel(s, x, name(x), 1, left > 1 ? 'one' : null), short: left > 1 ? w('influence.oneAt', { slot: slotWords(name(x)) }) : slotWords(name(x)) }));
  // More Influence may still come in this chain: one answer can place this gain and every later one where suggested.
  const later = laterGainOf(s, c, t);
  // The suggested spread is tried on a copy of the whole state: only when an option shows it.
  if (left <= 1 && !later) return [[], one];
  const solves = solvedBy(s, c, t, 'auto');
  const placed = [...suggestedPlacement(s, targets, left)].map(([x, k]) => w('influence.kAt', { n: k, slot: slotWords(name(x)) })).join(', ');
  const spread = solves.length ? w('influence.spreadSolves', { placed, crises: listWords('and', solves) }) : placed;
  const help = w('influence.helpMost', { count: left });
  const short = solves.length ? w('influence.helpMostSolves', { help, crises: w('influence.aCrisis', { count: solves.length }) }) : help;
  const plan = later ? [{ value: PLAN, label: fitWords(LABEL_MAX, [w('influence.plan.want', { later, spread }), w('influence.plan.from', { later, spread }), w('influence.plan.all', { spread }), w('influence.plan.later', { spread }), w('influence.plan.later', { spread: short })]) }] : [];
  // Several tokens are placed in one answer: the suggested spread, or all on one Project; one at a time stays open.
  const head =
    left > 1
      ? [
          ...plan,
          { value: 'auto', label: fitWords(LABEL_MAX, later ? [w('influence.auto.wantOnce', { spread }), w('influence.auto.once', { spread }), w('influence.auto.once', { spread: short })] : [w('influence.auto.want', { spread }), w('influence.auto.plain', { spread }), w('influence.auto.plain', { spread: short })]) },
          ...targets.slice(0, ALL_ON_ONE).map((x) => ({ value: `all-${name(x)}`, label: influenceLabel(s, x, name(x), left, 'all'), short: w('influence.allAt', { n: left, slot: slotWords(name(x)) }) })),
        ]
      : plan;
  return [head, one];
}

/** The Crises that placing this gain by answer `v` would solve, tried on a copy of the state (tokens go one by one). */
function solvedBy(s: TpState, c: Chain, t: InfluenceTask, v: string): string[] {
  const trial: Ctx = { s: structuredClone(s), events: [], committed: false };
  placeInfluence(trial, structuredClone(c), structuredClone(t), v);
  return s.grid.filter((x) => x.card.kind === 'crisis' && x.card.up && !cellAt(trial.s.grid, x)!.card.up).map((x) => cardName(x.card.id));
}

/** The answer that places this gain as suggested and every later Influence of the same chain too. */
const PLAN = 'plan';
const CHAIN_NAME: Record<Chain['kind'], string | null> = { play: w('influence.chain.play'), ability: w('influence.chain.ability'), bonus: w('influence.chain.bonus'), exchange: null };

/**
 * What the rest of the chain is called ("this card") when work still open in it may gain Influence: an
 * Influence effect, a Synergy Bonus paid in Influence, or a Need icon or raise whose Adjacency Bonus can be
 * Influence; null when no more Influence can come from it (nothing to plan for).
 */
function laterGainOf(s: TpState, c: Chain, t: InfluenceTask): string | null {
  const name = CHAIN_NAME[c.kind];
  if (!name) return null;
  const adv = advisorOf(s, c.player);
  // A triggered Advisor ability that gains Influence after a raise or a Synergy Bonus (TP-A04).
  const triggers = (on: 'afterRaise' | 'afterSynergy') => adv?.ability?.trigger.on === on && adv.ability.effects.some((e) => e.op === 'gainInfluence');
  const raisesInfluence = (k: Category) =>
    seat(s, c.player).needs[k] !== undefined && (triggers('afterRaise') || ringNeighbours(k).some((n) => adjacencyBonus(k, n, 1).op === 'gainInfluence'));
  const mayGain = (x: Task): boolean => {
    switch (x.t) {
      case 'influence':
        return x.n > 0;
      case 'synergy':
        return adv?.synergy.op === 'gainInfluence' || triggers('afterSynergy');
      case 'icon':
      case 'raise':
        return (x.need === 'any' ? CATEGORIES : [x.need]).some(raisesInfluence);
      default:
        return false;
    }
  };
  return [...c.forced, ...c.free, ...(c.current ? [c.current] : [])].some((x) => x !== t && mayGain(x)) ? name : null;
}

/**
 * `v`: one token onto the face-down Project it names, `all-<slot>` every token left there, `auto` the
 * suggested spread, `plan` the suggested spread now and for every later gain of the chain. Tokens go one by
 * one, so a Crisis solved on the way is solved at once; a target that is no longer a face-down Project (or a
 * finished game) stops the rest, which are asked again.
 */
export function placeInfluence(ctx: Ctx, c: Chain, t: InfluenceTask, v: string): void {
  const s = ctx.s;
  const slots: string[] = [];
  if (v === PLAN) c.influencePlan = true;
  if (v === 'auto' || v === PLAN) {
    const targets = influenceTargets(s, t.t === 'redistribute' ? t.from : null);
    for (const [x, k] of suggestedPlacement(s, targets, leftOf(t))) for (let i = 0; i < k; i++) slots.push(slotName(TABLE, x));
  } else if (v.startsWith('all-')) slots.push(...Array.from({ length: leftOf(t) }, () => v.slice(4)));
  else slots.push(v);
  for (const name of slots) {
    const at = parseSlot(TABLE, name)!;
    const here = cellAt(s.grid, at);
    if (s.over || leftOf(t) <= 0 || !here || here.card.kind !== 'project' || here.card.up) return;
    placeOne(ctx, c, t, name);
  }
}

/** One token onto the face-down Project named `v`; its colour is public in every variant (house rule TP-G27). */
function placeOne(ctx: Ctx, c: Chain, t: InfluenceTask, v: string): void {
  const p = c.player;
  const at = parseSlot(TABLE, v)!;
  if (t.t === 'influence') {
    t.n--;
    if (t.n <= 0) taskDone(c, t);
    say(ctx, w('log.placesInfluence', { player: `{${p}}`, slot: slotWords(v) }));
    placeToken(ctx, p, p, at);
    return;
  }
  const owner = t.owners.shift()!;
  if (t.owners.length === 0) taskDone(c, t);
  say(ctx, w('log.movesInfluence', { player: `{${p}}`, owner: `{${owner}}`, slot: slotWords(v) }));
  placeToken(ctx, p, owner, at);
}

/** Without a decision: nothing left to place, or nowhere to place it. False: the player chooses. */
export function settleInfluence(ctx: Ctx, c: Chain, t: InfluenceTask): boolean {
  const s = ctx.s;
  if (t.t === 'influence') {
    if (t.n <= 0) {
      taskDone(c, t);
      return true;
    }
    if (faceDownProjects(s).length === 0) {
      taskDone(c, t);
      say(ctx, w('log.influenceLost', { n: t.n }));
      return true;
    }
    return placeOnOnly(ctx, c, t);
  }
  if (influenceTargets(s, t.from).length === 0) {
    taskDone(c, t);
    say(ctx, w('log.tokensBack', { count: t.owners.length }));
    return true;
  }
  return placeOnOnly(ctx, c, t);
}

/**
 * One face-down Project to place on leaves nothing to choose: every token goes there. After the player chose
 * the suggested spread for the rest of the chain, each gain goes where suggested, at once, without asking.
 */
function placeOnOnly(ctx: Ctx, c: Chain, t: InfluenceTask): boolean {
  const targets = influenceTargets(ctx.s, t.t === 'redistribute' ? t.from : null);
  if (c.influencePlan && targets.length > 0) {
    placeInfluence(ctx, c, t, 'auto');
    return true;
  }
  if (targets.length !== 1) return false;
  placeInfluence(ctx, c, t, `all-${slotName(TABLE, targets[0]!)}`);
  return true;
}
