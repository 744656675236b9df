/**
 * Earth's turn machinery: the job queues, the automatic steps, and the phase changes
 * (setup → action → benefits → activations → Fauna check → [team window] → next turn).
 * Functions here work on a draft (a structured clone made by `apply`), so they may mutate it.
 */
import { shuffle } from '../../engine/rng';
import type { GameEvent, PlayerId } from '../../engine/types';
import {
  ACTION_COLOR,
  catalogue,
  getEarthCard,
  getEcosystem,
  getFauna,
  getGaiaCard,
  getTableauCard,
  sideOf,
  type Action,
  type Effect,
  type ScaledEffect,
} from './cards';
import { actionName } from './card-text';
import { breakdown, climateSide, count as countFor, faunaLeafVp, gaiaScore, holds, islandSide, roomOn, targets } from './rules';
import { teamOf, type EarthState, type Job, type PlayerState } from './state';

export interface Ctx {
  s: EarthState;
  ev: GameEvent[];
  committed: boolean;
}

export const pub = (c: Ctx, text: string) => c.ev.push({ text, visibleTo: 'all' });
export const priv = (c: Ctx, p: PlayerId, text: string) => c.ev.push({ text, visibleTo: [p] });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const activeId = (s: EarthState): PlayerId | null => (s.active >= 0 ? s.order[s.active]! : null);

/** Seats clockwise starting with the active player (EA-G16); in Gaia's turn, from seat 0. */
function seatsFromActive(s: EarthState): PlayerId[] {
  const start = Math.max(0, s.active);
  return s.order.map((_, i) => s.order[(start + i) % s.order.length]!);
}

const TABLEAU = { where: 'tableau' } as const;

/** The printed action table (EA-17..EA-27), in the card effect language. */
const MAJOR: Record<Exclude<Action, 'plant'>, Effect[]> = {
  compost: [
    { op: 'gain', resource: 'soil', amount: 5 },
    { op: 'gain', resource: 'compost', amount: 2 },
  ],
  water: [
    { op: 'sprout', amount: 6, on: TABLEAU },
    { op: 'gain', resource: 'soil', amount: 2 },
  ],
  grow: [
    { op: 'gain', resource: 'card', amount: 4 },
    { op: 'grow', amount: 2, on: TABLEAU },
  ],
};
const MINOR: Record<Action, Effect[]> = {
  plant: [{ op: 'gain', resource: 'card', amount: 1 }],
  compost: [
    { op: 'gain', resource: 'soil', amount: 2 },
    { op: 'gain', resource: 'compost', amount: 2 },
  ],
  water: [
    { op: 'sprout', amount: 2, on: TABLEAU },
    { op: 'gain', resource: 'soil', amount: 2 },
  ],
  grow: [{ op: 'choice', options: [[{ op: 'gain', resource: 'card', amount: 2 }], [{ op: 'grow', amount: 2, on: TABLEAU }]] }],
};

function majorJobs(a: Action): Job[] {
  if (a === 'plant')
    return [
      { k: 'plant', discount: 0, major: true, src: 'Plant' },
      { k: 'fx', fx: [{ op: 'drawKeep', look: 4, keep: 1 }], host: null, src: 'Plant' },
    ];
  return [{ k: 'fx', fx: MAJOR[a], host: null, src: actionName(a) }];
}
export const minorJobs = (a: Action): Job[] => [{ k: 'fx', fx: MINOR[a], host: null, src: `minor ${actionName(a)}` }];

// ---------------------------------------------------------------------------------------------
// Resources
// ---------------------------------------------------------------------------------------------

function gainSoil(c: Ctx, p: PlayerId, n: number): void {
  const pl = c.s.players[p]!;
  pl.soil += n;
  pl.earnedSoil += n;
}

/** Draws from the top; an empty deck gives nothing (EA-G12). */
function takeTop(c: Ctx, n: number): string[] {
  const got = c.s.deck.splice(0, Math.max(0, n));
  if (got.length > 0) c.committed = true;
  return got;
}

function draw(c: Ctx, p: PlayerId, n: number): void {
  const got = takeTop(c, n);
  const pl = c.s.players[p]!;
  pl.hand.push(...got);
  pl.earnedCards.push(...got);
  if (got.length > 0) {
    pub(c, `{${p}} draws ${plural(got.length, 'card')}.`);
    priv(c, p, `You draw ${got.map((id) => getEarthCard(id).name).join(', ')}.`);
  }
  if (got.length < n) pub(c, 'The Earth deck is empty: the rest of that draw is lost.');
}

function compostFromDeck(c: Ctx, p: PlayerId, n: number): void {
  const got = takeTop(c, n);
  c.s.players[p]!.compost.push(...got);
  if (got.length > 0) pub(c, `{${p}} composts ${plural(got.length, 'card')} from the deck.`);
}

// ---------------------------------------------------------------------------------------------
// Effects → jobs
// ---------------------------------------------------------------------------------------------

/** Resolves one effect that has reached the front: simple gains happen now, the rest become jobs. */
function expand(c: Ctx, p: PlayerId, e: Effect | ScaledEffect, host: number | null, src: string): Job[] {
  const pl = c.s.players[p]!;
  switch (e.op) {
    case 'gain':
      if (e.resource === 'soil') {
        gainSoil(c, p, e.amount);
        pub(c, `{${p}} gains ${e.amount} Soil (${src}).`);
      } else if (e.resource === 'card') draw(c, p, e.amount);
      else compostFromDeck(c, p, e.amount);
      return [];
    case 'drawKeep': {
      const got = takeTop(c, e.look);
      pl.looking.push(...got);
      if (got.length === 0) return [];
      pub(c, `{${p}} draws ${plural(got.length, 'card')} to keep ${Math.min(e.keep, got.length)} (${src}).`);
      priv(c, p, `You look at ${got.map((id) => getEarthCard(id).name).join(', ')}.`);
      return [{ k: 'keep', keep: Math.min(e.keep, got.length), src }];
    }
    case 'compostFromHand':
      return [{ k: 'compostHand', n: e.upTo, src }];
    case 'sprout':
      return [{ k: 'sprout', n: e.amount, on: e.on, host, src }];
    case 'grow':
      return [{ k: 'grow', n: e.amount, on: e.on, host, src }];
    case 'plant':
      return [{ k: 'plant', discount: e.discount, ...(e.filter ? { filter: e.filter } : {}), major: false, src }];
    case 'minor':
      // EA-D14: a minor benefit taken through an effect activates nothing.
      return [{ k: 'fx', fx: MINOR[e.action], host: null, src }];
    case 'activate':
      return [{ k: 'activate', where: e.where, host, src }];
    case 'per': {
      const n = countFor(pl, e.count, host);
      const times = Math.min(e.max ?? Infinity, Math.floor(n / e.each));
      return times > 0 ? [{ k: 'fx', fx: Array.from({ length: times }, () => e.effect), host, src }] : [];
    }
    case 'if':
      return holds(pl, e.test, host) ? [{ k: 'fx', fx: e.then, host, src }] : [];
    case 'pay':
      return [{ k: 'pay', cost: e.cost, then: e.then, host, src }];
    case 'choice':
      return [{ k: 'choice', options: e.options, host, src }];
    case 'others':
      // EA-D15: each other player may take them, clockwise; Gaia ignores gifts.
      for (const q of seatsFromSeat(c.s, p)) if (q !== p) c.s.players[q]!.jobs.push({ k: 'fx', fx: e.effects, host: null, src: `gift from {${p}}` });
      return [];
  }
}

function seatsFromSeat(s: EarthState, p: PlayerId): PlayerId[] {
  const i = s.order.indexOf(p);
  return s.order.map((_, j) => s.order[(i + j) % s.order.length]!);
}

/** Cards in hand that a `plant` job may plant now. */
export function plantable(pl: PlayerState, job: Extract<Job, { k: 'plant' }>): string[] {
  if (pl.tableau.length >= 16) return [];
  return pl.hand.filter((id) => {
    const c = getEarthCard(id);
    if (c.type === 'event') return false;
    const f = job.filter;
    if (f) {
      if (f.type && c.type !== f.type) return false;
      if (f.floraType && (c.type !== 'flora' || !(c.floraType === f.floraType || (f.floraType === 'herb' && c.floraType === 'mushroom')))) return false;
      if (f.habitat && !c.habitats.includes(f.habitat)) return false;
    }
    return Math.max(0, c.cost - job.discount) <= pl.soil;
  });
}

/** Cards an `activate` may copy (EA-D13). */
export function activatable(pl: PlayerState, job: Extract<Job, { k: 'activate' }>): number[] {
  const out: number[] = [];
  pl.tableau.forEach((sl, i) => {
    if (i === job.host) return;
    if (job.where === 'adjacent' && (job.host === null || !adjacentSlots(job.host).includes(i))) return;
    const c = getTableauCard(sl.id);
    if (!c.ability || c.ability.color === 'multi') return;
    if (c.ability.effects.some((x) => x.op === 'activate')) return;
    out.push(i);
  });
  return out;
}

const adjacentSlots = (i: number) => [i - 4, i + 4, i % 4 > 0 ? i - 1 : -1, i % 4 < 3 ? i + 1 : -1].filter((x) => x >= 0 && x < 16);

export function canPay(pl: PlayerState, job: Extract<Job, { k: 'pay' }>): boolean {
  return job.cost.every((cost) => {
    switch (cost.resource) {
      case 'soil':
        return pl.soil >= cost.amount;
      case 'card':
        return pl.hand.length >= cost.amount;
      case 'sprout':
        return pl.tableau.reduce((a, s) => a + s.sprouts, 0) >= cost.amount;
    }
    return false;
  });
}

/** Places `n` pieces automatically, top-left first. */
function autoPlace(c: Ctx, p: PlayerId, kind: 'sprout' | 'grow', slots: number[], n: number): number {
  const pl = c.s.players[p]!;
  let left = n;
  for (const i of slots) {
    const put = Math.min(left, roomOn(pl, kind, i));
    if (put <= 0) continue;
    if (kind === 'sprout') pl.tableau[i]!.sprouts += put;
    else pl.tableau[i]!.growth += put;
    left -= put;
  }
  return n - left;
}

/**
 * One automatic step for p, if their front job needs no decision. Returns false when p must answer
 * (or has nothing to do).
 */
function autoStep(c: Ctx, p: PlayerId): boolean {
  const pl = c.s.players[p]!;
  const job = pl.jobs[0];
  if (!job) return false;
  switch (job.k) {
    case 'fx': {
      const [first, ...rest] = job.fx;
      if (rest.length > 0) pl.jobs[0] = { ...job, fx: rest };
      else pl.jobs.shift();
      if (first) pl.jobs.unshift(...expand(c, p, first, job.host, job.src));
      return true;
    }
    case 'sprout':
    case 'grow': {
      const slots = targets(pl, job.k, job.on, job.host);
      const room = slots.reduce((a, i) => a + roomOn(pl, job.k, i), 0);
      if (job.n <= 0 || slots.length === 0) {
        pl.jobs.shift();
        return true;
      }
      if (room <= job.n) {
        const put = autoPlace(c, p, job.k, slots, job.n);
        pub(c, `{${p}} places ${put} ${job.k === 'sprout' ? (put === 1 ? 'Sprout' : 'Sprouts') : 'Growth'} (${job.src}).`);
        pl.jobs.shift();
        return true;
      }
      return false;
    }
    case 'keep':
      if (pl.looking.length <= job.keep || job.keep <= 0) {
        pl.hand.push(...pl.looking.splice(0, job.keep));
        c.s.deck.push(...pl.looking.splice(0));
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'compostHand':
    case 'discard':
      if (pl.hand.length === 0 || job.n <= 0) {
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'plant':
      if (plantable(pl, job).length === 0) {
        if (job.major) pub(c, `{${p}} plants nothing.`);
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'activate':
      if (activatable(pl, job).length === 0) {
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'pay':
      if (!canPay(pl, job)) {
        pl.jobs.shift();
        return true;
      }
      return false;
    case 'team':
      if (!teamMoves(c.s, p).length) {
        pl.jobs.shift();
        return true;
      }
      return false;
    default:
      return false;
  }
}

/** Team mode (EA-62, EA-63): what p may give to or take from the Team board right now. */
export function teamMoves(s: EarthState, p: PlayerId): string[] {
  const t = teamOf(p);
  if (s.options.variant !== 'team' || !t) return [];
  const pl = s.players[p]!;
  const board = s.teamBoards[t]!;
  const out: string[] = [];
  if (board.soil > 0) out.push('take.soil');
  for (const id of board.cards) out.push(`take.${id}`);
  if (pl.earnedSoil > 0 && pl.soil > 0) out.push('give.soil');
  for (const id of pl.earnedCards) if (pl.hand.includes(id)) out.push(`give.${id}`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Phases
// ---------------------------------------------------------------------------------------------

const anyJobs = (s: EarthState) => s.order.some((p) => s.players[p]!.jobs.length > 0);

/** Runs automatic steps and phase changes until someone owes a decision or the game is over. */
export function settle(c: Ctx): void {
  for (let guard = 0; guard < 20000; guard++) {
    if (c.s.phase === 'over') return;
    let moved = false;
    for (const p of seatsFromActive(c.s)) while (autoStep(c, p)) moved = true;
    if (moved) continue;
    if (anyJobs(c.s)) return;
    advance(c);
  }
  throw new Error('Earth: the turn did not settle');
}

function advance(c: Ctx): void {
  const s = c.s;
  switch (s.phase) {
    case 'setup':
      return reveal(c);
    case 'action':
      throw new Error('Earth: the action phase has no pending action');
    case 'benefit':
      return startActivation(c);
    case 'activate':
      faunaCheck(c);
      completionCheck(c);
      if (s.options.variant === 'team' && openTeamWindow(c)) {
        s.phase = 'team';
        return;
      }
      return endTurn(c);
    case 'team':
      for (const t of ['A', 'B']) {
        const b = s.teamBoards[t]!;
        if (b.soil > 0 || b.cards.length > 0) pub(c, `Team ${t}'s board is cleared: ${b.soil} Soil and ${plural(b.cards.length, 'card')} are discarded.`);
        s.deck.push(...b.cards);
        s.teamBoards[t] = { soil: 0, cards: [] };
      }
      return endTurn(c);
    case 'over':
      return;
  }
}

/** Setup step 4-5: the secret choices are revealed together, then the Islands' starting resources. */
function reveal(c: Ctx): void {
  const s = c.s;
  c.committed = true;
  for (const p of s.order) {
    const pl = s.players[p]!;
    const isl = islandSide(pl)!;
    const cli = climateSide(pl)!;
    const eco = pl.ecosystem ? sideOf(getEcosystem(pl.ecosystem.card), pl.ecosystem.side).name : null;
    pub(c, `{${p}} reveals ${isl.name} and ${cli.name}${eco ? `, with the personal Ecosystem ${eco}` : ''}.`);
    pl.offers = { islands: [], climates: [], ecosystems: [] };
  }
  for (const p of s.order) {
    const pl = s.players[p]!;
    const st = islandSide(pl)!.start;
    draw(c, p, st.draw);
    compostFromDeck(c, p, st.compost);
    gainSoil(c, p, st.soil);
    if (st.soil > 0) pub(c, `{${p}} starts with ${st.soil} Soil.`);
  }
  s.active = s.first;
  s.round = 1;
  beginTurn(c);
}

function beginTurn(c: Ctx): void {
  const s = c.s;
  s.turnNo += 1;
  s.action = null;
  s.phase = 'action';
  for (const p of s.order) {
    s.players[p]!.earnedSoil = 0;
    s.players[p]!.earnedCards = [];
  }
  const a = activeId(s)!;
  s.players[a]!.jobs.push({ k: 'action' });
}

/** After the active player picks: major for them, minor for everyone else at once (EA-10, EA-11). */
export function chooseAction(c: Ctx, p: PlayerId, a: Action): void {
  const s = c.s;
  s.action = a;
  s.lastAction = { who: p, action: a };
  s.phase = 'benefit';
  pub(c, `{${p}} chooses ${actionName(a)}.`);
  s.players[p]!.jobs.push(...majorJobs(a));
  if (s.gaia) {
    const track = catalogue.gaia.playerTurn.tracks[a];
    gaiaGain(c, track, catalogue.gaia.playerTurn.perK * s.gaia.k);
  } else for (const q of seatsFromActive(s)) if (q !== p) s.players[q]!.jobs.push(...minorJobs(a));
}

/** EA-12..EA-14: every player activates the action's colour and multicoloured abilities. */
function startActivation(c: Ctx): void {
  const s = c.s;
  s.phase = 'activate';
  const a = s.action;
  if (a === null) return;
  const colour = ACTION_COLOR[a];
  const fires = (col: string) => col === colour || col === 'multi';
  for (const p of s.order) {
    const pl = s.players[p]!;
    const hasBlock = [islandSide(pl), climateSide(pl)].some((x) => x && fires(x.ability.color));
    const hasTab = pl.tableau.some((sl) => {
      const card = getTableauCard(sl.id);
      return card.ability !== undefined && fires(card.ability.color);
    });
    if (hasBlock && hasTab) pl.jobs.push({ k: 'order', action: a, until: pl.tableau.length });
    else pl.jobs.push(...orderedActivation(s, p, a, true, pl.tableau.length));
  }
}

/** The jobs for one player's activations in the order they chose (EA-14). */
/** `until`: the tableau size when Step 3 began; later cards wait for the next turn (EA-D12). */
export function orderedActivation(s: EarthState, p: PlayerId, a: Action, before: boolean, until: number): Job[] {
  const pl = s.players[p]!;
  const colour = ACTION_COLOR[a];
  const fires = (col: string) => col === colour || col === 'multi';
  const block: Job[] = [];
  for (const side of [islandSide(pl), climateSide(pl)])
    if (side && fires(side.ability.color)) block.push({ k: 'fx', fx: side.ability.effects, host: null, src: side.name });
  const tab: Job[] = [];
  pl.tableau.forEach((sl, i) => {
    const card = getTableauCard(sl.id);
    if (i < until && card.ability && fires(card.ability.color)) tab.push({ k: 'fx', fx: card.ability.effects, host: i, src: card.name });
  });
  return before ? [...block, ...tab] : [...tab, ...block];
}

/** Step 4 (EA-15, EA-55, EA-G05, EA-G06): automatic claims, clockwise from the active player. */
function faunaCheck(c: Ctx): void {
  const s = c.s;
  for (const p of seatsFromActive(s)) {
    const pl = s.players[p]!;
    s.fauna.forEach((f, slot) => {
      if (f.claims.includes(p) || f.claims.length >= 5) return;
      const side = sideOf(getFauna(f.card), f.side);
      if (!holds(pl, side.requirement, null)) return;
      f.claims.push(p);
      pub(c, `{${p}} claims ${side.name} and places a Leaf on its ${faunaLeafVp(s, slot, f.claims.length - 1)} VP tier.`);
    });
  }
}

/** EA-30..EA-33, EA-G12: the 7 VP goes to the first to complete; the round is then finished. */
function completionCheck(c: Ctx): void {
  const s = c.s;
  const full = seatsFromActive(s).filter((p) => s.players[p]!.tableau.length >= 16);
  if (full.length > 0 && s.completion === null) {
    s.completion = full[0]!;
    pub(c, `{${full[0]}} completes their 4x4 tableau and places a Leaf on the 7 VP bonus. The game ends with this round.`);
  }
  if (full.length > 0 && !s.endTriggered) {
    s.endTriggered = true;
    s.endReason = 'a tableau was completed';
  }
  if (s.deck.length === 0 && !s.endTriggered) {
    s.endTriggered = true;
    s.endReason = 'the Earth deck ran out';
    pub(c, 'The Earth deck has run out: the game ends with this round.');
  }
}

function openTeamWindow(c: Ctx): boolean {
  const s = c.s;
  let any = false;
  for (const p of seatsFromActive(s)) {
    if (teamMoves(s, p).length > 0) {
      s.players[p]!.jobs.push({ k: 'team' });
      any = true;
    }
  }
  return any;
}

function endTurn(c: Ctx): void {
  const s = c.s;
  if (s.gaia) {
    if (s.active >= 0) return gaiaTurn(c);
    const g = s.gaia;
    const roundsUp = s.options.max_rounds > 0 && s.round >= s.options.max_rounds;
    if (g.turns >= catalogue.gaia.passes * catalogue.gaia.deck.length) return finish(c, "Gaia's deck ran out for the second time");
    if (s.endTriggered) return finish(c, s.endReason ?? 'the round is over');
    if (roundsUp) return finish(c, `the ${s.options.max_rounds}-round limit was reached`);
    s.round += 1;
    s.active = 0;
    return beginTurn(c);
  }
  const next = (s.active + 1) % s.order.length;
  if (next === s.first) {
    if (s.endTriggered) return finish(c, s.endReason ?? 'the round is over');
    if (s.options.max_rounds > 0 && s.round >= s.options.max_rounds) return finish(c, `the ${s.options.max_rounds}-round limit was reached`);
    s.round += 1;
  }
  s.active = next;
  beginTurn(c);
}

/** Solo (EA-Gaia): Gaia reveals her next card; the player takes its minor and activates its colour. */
function gaiaTurn(c: Ctx): void {
  const s = c.s;
  const g = s.gaia!;
  s.active = -1;
  s.turnNo += 1;
  s.action = null;
  for (const p of s.order) {
    s.players[p]!.earnedSoil = 0;
    s.players[p]!.earnedCards = [];
  }
  c.committed = true;
  if (g.deck.length === 0) {
    const [deck, rng] = shuffle(s.rng, g.used);
    g.deck = deck;
    g.used = [];
    s.rng = [...rng] as [number, number, number, number];
    pub(c, "Gaia's deck is exhausted: she shuffles it for her second pass.");
  }
  const id = g.deck.shift()!;
  g.used.push(id);
  g.turns += 1;
  g.last = id;
  const card = getGaiaCard(id);
  pub(c, `Gaia reveals ${card.name}.`);
  if (card.gaia.kind === 'track') gaiaGain(c, card.gaia.track, card.gaia.perK * g.k);
  else {
    let best = -1;
    let bestVp = 0;
    s.fauna.forEach((f, slot) => {
      if (f.claims.includes('gaia') || f.claims.length >= 5) return;
      const vp = faunaLeafVp(s, slot, f.claims.length);
      if (vp > bestVp) {
        best = slot;
        bestVp = vp;
      }
    });
    if (best >= 0) {
      s.fauna[best]!.claims.push('gaia');
      pub(c, `Gaia claims ${sideOf(getFauna(s.fauna[best]!.card), s.fauna[best]!.side).name} for ${bestVp} VP.`);
    } else gaiaGain(c, card.gaia.fallback.track, card.gaia.fallback.perK * g.k);
  }
  const p = s.order[0]!;
  s.phase = 'benefit';
  if (card.action === 'fauna') {
    s.lastAction = { who: 'gaia', action: 'fauna' };
    return;
  }
  if (card.player === 'minorChosen' || card.action === 'wild') {
    s.players[p]!.jobs.push({ k: 'wild' });
    return;
  }
  const a = card.action as Action;
  s.action = a;
  s.lastAction = { who: 'gaia', action: a };
  s.players[p]!.jobs.push(...minorJobs(a));
}

function gaiaGain(c: Ctx, track: 'scoringPile' | 'compost' | 'sprouts' | 'growth', n: number): void {
  const g = c.s.gaia!;
  switch (track) {
    case 'scoringPile': {
      const got = takeTop(c, n);
      g.scoringPile.push(...got);
      pub(c, `Gaia puts ${plural(got.length, 'card')} from the deck on her scoring pile.`);
      return;
    }
    case 'compost':
      g.compost += n;
      pub(c, `Gaia gains ${n} Compost.`);
      return;
    case 'sprouts':
      g.sprouts += n;
      pub(c, `Gaia gains ${plural(n, 'Sprout')}.`);
      return;
    case 'growth':
      g.growth += n;
      pub(c, `Gaia gains ${n} Growth.`);
  }
}

function finish(c: Ctx, why: string): void {
  const s = c.s;
  s.phase = 'over';
  s.endReason = why;
  for (const p of s.order) s.players[p]!.jobs = [];
  pub(c, `The game is over: ${why}.`);
  const lines = s.order.map((p) => `{${p}} ${breakdown(s, p).total}`);
  const g = gaiaScore(s);
  if (g) lines.push(`Gaia ${g.total}`);
  pub(c, `Final scores: ${lines.join(', ')}.`);
}
