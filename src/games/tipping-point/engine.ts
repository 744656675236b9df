/**
 * Earth 2053: Tipping Point as a GameEngine. Every decision is one small prompt; `settle` runs the
 * automatic steps (bonuses, end of round, Income) until someone owes a decision or the game ends.
 */
import { err, ok, type Result } from '../../engine/result';
import { seedRng, shuffle } from '../../engine/rng';
import type { Answer, Applied, Option, PlayerId, Prompt, RuleError } from '../../engine/types';
import {
  CATEGORIES,
  SIDES,
  catalogue,
  crisesOfLevel,
  getAdvisorSide,
  getCountry,
  type AdvisorSideId,
  type Category,
  type CountryId,
  type CrisisLevel,
} from './cards';
import { CATEGORY_LABEL, projectCostText } from './card-text';
import {
  cellAt,
  emptyCredits,
  frameOf,
  neighbour,
  neighbours,
  parseSlot,
  slotName,
  samePos,
  tipInForce,
  pressureInForce,
  type Cell,
  type Chain,
  type Pos,
  type Task,
  type TpOptions,
  type TpState,
} from './model';
import {
  activeCrises,
  addPollution,
  advisorOf,
  canPay,
  canRaise,
  checkEnd,
  crisis,
  crisisSatisfied,
  crisisPressure,
  crisisSlots,
  discardFromHand,
  draw,
  dueLeft,
  dueOf,
  effectTask,
  endGame,
  exchangeBudgets,
  faceDownProjects,
  flip,
  flipTargets,
  lowerBlocker,
  payCredit,
  payDiscard,
  placeToken,
  playable,
  proj,
  projectSlots,
  raiseNeed,
  removePollution,
  say,
  seat,
  solveCrisis,
  spendable,
  spendBlocked,
  suggestedPayment,
  synergyBlocked,
  trigger,
  type Ctx,
  type Due,
} from './rules';

export type { TpState, TpOptions };

const fail = (code: string, message: string): Result<never, RuleError> => err({ code, message });
const MAX_OPTIONS = 25;
const clip = (s: string, n = 100): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

/** RB "Crisis Deck": cards removed from each of piles 1-4, by player count. */
const REMOVED_PER_PILE: Readonly<Record<number, number>> = { 1: 4, 2: 2, 3: 1, 4: 0 };
const DIFFICULTY_LABELS = ['Learning the game', 'Starting', 'Easy', 'Average', 'Hard', 'Very hard', 'Extreme'] as const;
export const difficultyLabel = (d: number): string => DIFFICULTY_LABELS[Math.min(d, 6)]!;

// ---------------------------------------------------------------------------------------------
// Setup (RB "Setup")
// ---------------------------------------------------------------------------------------------

export function setup(players: readonly PlayerId[], seedText: string, options: TpOptions): Result<TpState, RuleError> {
  if (players.length < 1 || players.length > 4) return fail('player-count', `Tipping Point seats 1 to 4 players, not ${players.length}.`);
  let rng = seedRng(seedText);
  const [deck, r1] = shuffle(rng, catalogue.projects.map((p) => p.id as string));
  rng = r1;
  // Crisis deck: remove per pile 1-4 at random, stack level 1 on top; difficulty removes from the top (TP-G21).
  const removed: string[] = [];
  const piles: string[][] = [];
  for (const level of [1, 2, 3, 4, 5] as CrisisLevel[]) {
    const [pile, r] = shuffle(rng, crisesOfLevel(level).map((c) => c.id as string));
    rng = r;
    const k = level === 5 ? 0 : (REMOVED_PER_PILE[players.length] ?? 0);
    removed.push(...pile.splice(0, k));
    piles.push(pile);
  }
  const crisisDeck = piles.flat();
  // TP-G22: clamp difficulty so that enough Preservation stays in play to win.
  const pres = (ids: readonly string[]) => ids.reduce((n, id) => n + crisis(id).preservation, 0);
  let difficulty = options.difficulty;
  while (difficulty > 0 && pres(crisisDeck.slice(difficulty)) < 25) difficulty--;
  removed.push(...crisisDeck.splice(0, difficulty));
  // Initial Crises: one per player, in a row with one open slot between each.
  const grid: Cell[] = crisisDeck.splice(0, players.length).map((id, i) => ({
    x: i * 2,
    y: 0,
    card: { kind: 'crisis' as const, id, up: true },
    tokens: [],
    under: [],
  }));
  const initialProject = deck.shift()!;
  const seats = Object.fromEntries(
    players.map((p) => [p, { country: null, advisor: null, needs: {}, credits: emptyCredits(), hand: [], vp: 0, passed: false, used: { round: false, game: false }, provide: null }]),
  );
  const s: TpState = {
    schemaVersion: 1,
    rev: 0,
    seq: 0,
    // Threshold and pressure are fixed at setup, so a later change to the automatic tables never alters a game in progress.
    options: { ...options, tip: tipInForce(options.tip, players.length, difficulty), pressure: pressureInForce(options.pressure, players.length, difficulty) },
    players: [...players],
    rng: [...rng] as TpState['rng'],
    phase: 'country',
    setupIndex: 0,
    advisorCard: null,
    tieSlots: [],
    initialProject,
    seats,
    projectDeck: deck,
    discard: [],
    crisisDeck,
    crisisRemoved: removed,
    difficultyUsed: difficulty,
    grid,
    preservation: 0,
    pollution: 0,
    round: 1,
    turn: 0,
    passesInRow: 0,
    menuPage: 0,
    chain: null,
    crisisQueue: [],
    bonusQueue: [],
    history: [],
    solvedCount: 0,
    over: null,
  };
  return ok(s);
}

/** TP-16 / TP-G32: the open slots with the most Influence icons pointing at them. */
export function initialSlots(s: TpState): Pos[] {
  const score = (p: Pos) =>
    SIDES.reduce((n, side) => {
      const c = cellAt(s.grid, neighbour(p, side));
      if (!c || c.card.kind !== 'crisis') return n;
      const facing = ({ N: 'S', E: 'W', S: 'N', W: 'E' } as const)[side];
      return n + crisis(c.card.id).influence[facing];
    }, 0);
  const open = projectSlots(s).filter((p) => !cellAt(s.grid, p));
  const best = Math.max(...open.map(score));
  return open.filter((p) => score(p) === best);
}

function placeInitialProject(ctx: Ctx, at: Pos): void {
  const s = ctx.s;
  s.grid.push({ x: at.x, y: at.y, card: { kind: 'project', id: s.initialProject!, up: false }, tokens: [], under: [] });
  s.initialProject = null;
  say(ctx, `A face-down Project is placed at ${slotName(frameOf(s.grid), at)}.`);
}

function startRound(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'play';
  s.turn = 0;
  s.passesInRow = 0;
  s.menuPage = 0;
  for (const p of s.players) {
    seat(s, p).passed = false;
    seat(s, p).used.round = false;
  }
  say(ctx, `Round ${s.round} begins.`);
}

// ---------------------------------------------------------------------------------------------
// Prompts
// ---------------------------------------------------------------------------------------------

const byId = (s: TpState) => `t${s.seq}`;

function countryOptions(s: TpState): Option[] {
  const taken = new Set(Object.values(s.seats).map((x) => x.country));
  return catalogue.countries
    .filter((c) => !taken.has(c.id))
    .map((c) => ({
      value: c.id,
      label: clip(`${c.name}: hand ${c.startHand}, +${c.drawPerRound}/round`),
      hint: clip(CATEGORIES.filter((k) => c.needs[k]).map((k) => `${CATEGORY_LABEL[k]} ${c.needs[k]}`).join(', ')),
    }));
}

function advisorCardOptions(s: TpState): Option[] {
  const taken = new Set(Object.values(s.seats).map((x) => x.advisor?.slice(0, 10)));
  return catalogue.advisors
    .filter((a) => !taken.has(a.id))
    .map((a) => ({
      value: a.id,
      label: clip(`${a.a.name}${a.a.intro ? ' (Introduction)' : ''} / ${a.b.name}${a.b.intro ? ' (Introduction)' : ''}`),
    }));
}

/** Slots as options; more than 25 are split into a column prompt, then a row prompt. */
function slotOptions(s: TpState, slots: readonly Pos[], column: number | null, describe: (p: Pos) => string): { options: Option[]; byColumn: boolean } {
  const f = frameOf(s.grid);
  const pick = column === null ? slots : slots.filter((p) => p.x === column);
  if (pick.length <= MAX_OPTIONS) return { options: pick.map((p) => ({ value: slotName(f, p), label: clip(`${slotName(f, p)}${describe(p)}`) })), byColumn: false };
  const cols = [...new Set(slots.map((p) => p.x))].sort((a, b) => a - b).slice(0, MAX_OPTIONS);
  return {
    options: cols.map((x) => {
      const name = slotName(f, { x, y: f.minY }).replace(/\d+$/, '');
      return { value: `col${name}`, label: `Column ${name} (${slots.filter((p) => p.x === x).length} slots)` };
    }),
    byColumn: true,
  };
}

function describeProjectSlot(s: TpState): (p: Pos) => string {
  return (p) => {
    const here = cellAt(s.grid, p);
    const next = neighbours(p).map((n) => cellAt(s.grid, n)).filter((c): c is Cell => !!c);
    const bits: string[] = [];
    if (here) bits.push(`on a face-down Project${here.tokens.length ? ` with ${here.tokens.length} Influence` : ''}`);
    for (const c of next) {
      if (c.card.kind !== 'crisis' || !c.card.up) continue;
      const side = SIDES.find((sd) => samePos(neighbour(c, sd), p))!;
      const need = crisis(c.card.id).influence[side];
      bits.push(`by ${crisis(c.card.id).name}${need ? ` (needs ${need} Influence here)` : ''}`);
    }
    return bits.length ? `: ${bits.join(', ')}` : '';
  };
}

function cardLabel(id: string): string {
  const c = proj(id);
  return clip(`${c.name} (${CATEGORY_LABEL[c.category]}) ${projectCostText(c).replace(/^Cost: /, '').replace(/\.$/, '')}`);
}

function menuPrompt(s: TpState, p: PlayerId): Prompt {
  const cards = playable(s, p);
  const options: Option[] = [];
  const room = MAX_OPTIONS - 4;
  const pages = Math.max(1, Math.ceil(cards.length / room));
  const page = s.menuPage % pages;
  for (const id of cards.slice(page * room, page * room + room)) options.push({ value: id, label: cardLabel(id) });
  if (pages > 1) options.push({ value: 'more', label: `More cards (page ${page + 1} of ${pages})` });
  if (exchangeBudgets(s, p).length && faceDownProjects(s).length) options.push({ value: 'exchange', label: `Exchange ${advisorOf(s, p)!.exchangeRate} Credits for 1 Influence` });
  if (abilityUsable(s, p)) options.push({ value: 'ability', label: clip(`Use ${advisorOf(s, p)!.name}'s ability`) });
  options.push({ value: 'pass', label: 'Pass' });
  const hand = seat(s, p).hand.length;
  const blocked = hand - new Set(cards).size;
  return {
    player: p,
    id: s.options.order === 'free' ? `f${s.seq}` : byId(s),
    private: true,
    text: `Round ${s.round}: play a Project card, or pass.${blocked > 0 ? ` (${blocked} card(s) in your hand cannot be played now.)` : ''}`,
    publicText: 'choosing a Project card to play, or passing',
    options,
    fallback: 'pass',
  };
}

function chainPrompt(s: TpState, c: Chain): Prompt | null {
  const p = c.player;
  const base = { player: p, id: byId(s), private: false };
  const f = frameOf(s.grid);
  const name = (x: Pos) => slotName(f, x);
  switch (c.stage) {
    case 'slot':
    case 'slotRow': {
      const { options } = slotOptions(s, projectSlots(s), c.column, describeProjectSlot(s));
      return { ...base, text: `Where does ${proj(c.card!).name} go? It must touch a card; it may cover a face-down Project.`, publicText: `placing ${proj(c.card!).name}`, options };
    }
    case 'pay':
      return { ...base, private: true, text: `Pay for ${proj(c.card!).name}: ${dueText(c.due)} still due.`, publicText: `paying for a Project card`, options: payOptions(s, c) };
    case 'exchange':
      return {
        ...base,
        text: `Exchange ${advisorOf(s, p)!.exchangeRate} Credits from one budget for 1 Influence.`,
        publicText: 'exchanging Credits for Influence',
        options: exchangeBudgets(s, p).map((k) => ({ value: k, label: `${CATEGORY_LABEL[k]} (${seat(s, p).credits[k]} Credits)` })),
      };
    case 'abilityCost':
      return abilityCostPrompt(s, c);
    case 'resolve':
      return resolvePrompt(s, c, name);
  }
}

function dueText(d: Due): string {
  const parts = [...(d.generic ? [`${d.generic} Credit(s) of any kind`] : []), ...CATEGORIES.filter((k) => (d.specific[k] ?? 0) > 0).map((k) => `${d.specific[k]} ${CATEGORY_LABEL[k]}`)];
  return parts.join(' + ') || 'nothing';
}

/** A copy of the state deep enough to try a payment step on (only p's seat and the discard change). */
const trialOf = (s: TpState, p: PlayerId): TpState => ({ ...s, seats: { ...s.seats, [p]: structuredClone(seat(s, p)) }, discard: [...s.discard] });

function payOptions(s: TpState, c: Chain): Option[] {
  const p = c.player;
  const exclude = [c.card!];
  const out: Option[] = [];
  const plan = suggestedPayment(s, p, c.due, exclude);
  if (plan) {
    const counts: Partial<Record<Category, number>> = {};
    for (const k of plan.credits) counts[k] = (counts[k] ?? 0) + 1;
    const bits = [...CATEGORIES.filter((k) => counts[k]).map((k) => `${counts[k]} ${CATEGORY_LABEL[k]}`), ...plan.discards.map((d) => `discard ${proj(d).name}`)];
    out.push({ value: 'auto', label: clip(`Suggested: ${bits.join(', ')}`) });
  }
  for (const k of CATEGORIES) {
    if (spendable(s, p, k) <= 0) continue;
    if (!((c.due.specific[k] ?? 0) > 0 || c.due.generic > 0)) continue;
    const due = structuredClone(c.due);
    const trial = trialOf(s, p);
    payCredit(trial, p, due, k);
    if (dueLeft(due) > 0 && !canPay(trial, p, due, exclude)) continue;
    out.push({ value: `c-${k}`, label: `1 Credit from ${CATEGORY_LABEL[k]} (${seat(s, p).credits[k]} there)` });
  }
  const rate = advisorOf(s, p)?.discardValue ?? 0;
  for (const id of new Set(seat(s, p).hand)) {
    if (out.length >= MAX_OPTIONS) break;
    if (id === c.card || rate === 0) continue;
    const k = proj(id).category;
    if (spendBlocked(s, k) || !((c.due.specific[k] ?? 0) > 0 || c.due.generic > 0)) continue;
    const due = structuredClone(c.due);
    const trial = trialOf(s, p);
    payDiscard(trial, p, due, id);
    if (dueLeft(due) > 0 && !canPay(trial, p, due, exclude)) continue;
    out.push({ value: `d-${id}`, label: clip(`Discard ${proj(id).name} (+${rate} ${CATEGORY_LABEL[k]})`) });
  }
  return out.slice(0, MAX_OPTIONS);
}

function influenceTargets(s: TpState, except: Pos | null): Cell[] {
  const f = faceDownProjects(s).filter((c) => !except || !samePos(c, except));
  const useful = (c: Cell) => neighbours(c).some((n) => cellAt(s.grid, n)?.card.kind === 'crisis' && cellAt(s.grid, n)!.card.up);
  return [...f.filter(useful), ...f.filter((c) => !useful(c))].slice(0, MAX_OPTIONS);
}

function influenceLabel(s: TpState, c: Cell, name: string): string {
  const next = neighbours(c)
    .map((n) => cellAt(s.grid, n))
    .filter((x): x is Cell => !!x && x.card.kind === 'crisis' && x.card.up)
    .map((x) => {
      const side = SIDES.find((sd) => samePos(neighbour(x, sd), c))!;
      return `${crisis(x.card.id).name} needs ${crisis(x.card.id).influence[side]}`;
    });
  return clip(`${name} (${c.tokens.length} here${next.length ? `; ${next.join(', ')}` : ''})`);
}

function creditOptions(n: number): Option[] {
  const out: Option[] = CATEGORIES.map((k) => ({ value: `all-${k}`, label: `All ${n} to ${CATEGORY_LABEL[k]}` }));
  if (n > 1) out.push(...CATEGORIES.map((k) => ({ value: `one-${k}`, label: `1 to ${CATEGORY_LABEL[k]}` })));
  return out;
}

function taskLabel(t: Task): string {
  switch (t.t) {
    case 'icon':
      return t.need === 'any' ? 'Need icon: any (raise or flip)' : `Need icon: ${CATEGORY_LABEL[t.need]} (raise or flip)`;
    case 'raise':
      return `Raise ${t.need === 'any' ? 'any Need' : CATEGORY_LABEL[t.need]} by ${t.n}`;
    case 'flip':
      return `Flip ${t.n} ${t.category === 'any' ? '' : `${CATEGORY_LABEL[t.category]} `}Project(s)`;
    case 'influence':
      return `Gain ${t.n} Influence`;
    case 'credits':
      return `Gain ${t.n} Credits`;
    case 'draw':
      return `Draw ${t.n} Project card(s)`;
    case 'pollution':
      return `Remove ${t.n} Pollution`;
    case 'synergy':
      return `Gain ${t.n} Synergy Bonus(es)`;
    case 'redistribute':
      return `Move ${t.owners.length} Influence`;
  }
}

function iconOptions(s: TpState, p: PlayerId, need: Task & { t: 'icon' | 'raise' | 'flip' }, name: (x: Pos) => string): Option[] {
  const out: Option[] = [];
  const me = seat(s, p);
  const cats = (n: string) => (n === 'any' ? [...CATEGORIES] : [n as Category]);
  if (need.t !== 'flip') {
    for (const k of cats(need.need)) {
      if (!canRaise(s, p, k)) continue;
      const lvl = me.needs[k]!;
      const to = Math.min(lvl + 1, catalogue.board.maxLevel);
      const pol = catalogue.board.pollutionByLevel[k][to - 1] ?? 0;
      out.push({ value: `raise-${k}`, label: clip(`Raise ${CATEGORY_LABEL[k]} ${lvl}→${to}${pol ? ` (+${pol} Pollution)` : ''}`) });
    }
  }
  if (need.t !== 'raise') {
    const which = need.t === 'icon' ? need.need : need.category;
    for (const c of flipTargets(s, which).slice(0, MAX_OPTIONS - out.length - 1)) out.push({ value: `flip-${name(c)}`, label: clip(`Flip ${proj(c.card.id).name} at ${name(c)}`) });
  }
  out.push({ value: 'skip', label: 'Do not use it' });
  return out;
}

function resolvePrompt(s: TpState, c: Chain, name: (x: Pos) => string): Prompt | null {
  const p = c.player;
  const base = { player: p, id: byId(s), private: false };
  const t = c.forced[0] ?? c.current;
  if (!t) {
    return {
      ...base,
      text: 'Which effect do you resolve next? (Any order: RB FAQ.)',
      publicText: 'choosing the order of effects',
      options: c.free.map((x, i) => ({ value: `e${i}`, label: taskLabel(x) })),
    };
  }
  switch (t.t) {
    case 'influence':
    case 'redistribute': {
      const except = t.t === 'redistribute' ? t.from : null;
      const owner = t.t === 'redistribute' ? t.owners[0]! : p;
      const left = t.t === 'redistribute' ? t.owners.length : t.n;
      return {
        ...base,
        text: t.t === 'redistribute' ? `Move {${owner}}'s Influence token from the covered Project (${left} to move): onto which face-down Project?` : `Place 1 Influence (${left} to place): onto which face-down Project?`,
        publicText: 'placing Influence',
        options: influenceTargets(s, except).map((x) => ({ value: name(x), label: influenceLabel(s, x, name(x)) })),
      };
    }
    case 'credits':
      return { ...base, text: `Put ${t.n} Credit(s) into your budgets.`, publicText: 'placing Credits', options: creditOptions(t.n) };
    case 'icon':
    case 'raise':
    case 'flip':
      return { ...base, text: `${taskLabel(t)}: choose how to use it.`, publicText: 'resolving a Need icon', options: iconOptions(s, p, t, name) };
    default:
      return null;
  }
}

function abilityUsable(s: TpState, p: PlayerId): boolean {
  const adv = advisorOf(s, p);
  const a = adv?.ability;
  const me = seat(s, p);
  if (!a || a.trigger.on !== 'activated') return false;
  if (a.limit === 'oncePerRound' && me.used.round) return false;
  if (a.limit === 'oncePerGame' && me.used.game) return false;
  let credits = 0;
  for (const cost of a.cost) {
    if (cost.op === 'payCredits') credits += cost.amount;
    if (cost.op === 'discardProjects' && me.hand.length < cost.amount) return false;
    if (cost.op === 'lowerNeed' && !CATEGORIES.some((k) => (me.needs[k] ?? 0) >= 2 && (cost.need === 'any' || cost.need === k))) return false;
  }
  return CATEGORIES.reduce((n, k) => n + spendable(s, p, k), 0) >= credits;
}

function abilityCostPrompt(s: TpState, c: Chain): Prompt {
  const p = c.player;
  const a = advisorOf(s, p)!.ability!;
  const discard = a.cost.find((x) => x.op === 'discardProjects');
  const need = discard ? 0 : 1;
  if (discard && c.discarded.length === 0) {
    const hand = [...seat(s, p).hand].reverse().slice(0, MAX_OPTIONS);
    return {
      player: p,
      id: byId(s),
      private: true,
      text: `Discard ${discard.amount} Project card(s) for ${advisorOf(s, p)!.name}'s ability.`,
      publicText: 'paying for an Advisor ability',
      options: hand.map((h, i) => ({ value: `${h}.${i}`, label: cardLabel(h) })),
      min: discard.amount,
      max: discard.amount,
    };
  }
  void need;
  const me = seat(s, p);
  return {
    player: p,
    id: byId(s),
    private: false,
    text: 'Lower which Need by 1 for the ability?',
    publicText: 'paying for an Advisor ability',
    options: CATEGORIES.filter((k) => (me.needs[k] ?? 0) >= 2).map((k) => ({ value: k, label: `${CATEGORY_LABEL[k]} ${me.needs[k]}→${me.needs[k]! - 1}` })),
  };
}

function crisisPrompt(s: TpState, q: TpState['crisisQueue'][number]): Prompt {
  const { slots, matched } = crisisSlots(s, q.crisis);
  const card = crisis(q.crisis);
  const { options } = slotOptions(s, slots, q.column, () => '');
  return {
    player: q.player,
    id: `cr${s.seq}`,
    private: false,
    text: `Place the Crisis ${card.name} (level ${card.level}, ${CATEGORY_LABEL[card.category]}). Never next to another Crisis${matched ? `; it must touch a face-up ${CATEGORY_LABEL[card.category]} Project` : ''}.`,
    publicText: `placing the Crisis ${card.name}`,
    options,
  };
}

export function prompts(s: TpState): Prompt[] {
  if (s.over) return [];
  const f = frameOf(s.grid);
  switch (s.phase) {
    case 'country': {
      const p = s.players[s.setupIndex]!;
      return [{ player: p, id: byId(s), private: false, text: 'Choose your Country.', publicText: 'choosing a Country', options: countryOptions(s) }];
    }
    case 'tie': {
      const p = s.players[0]!;
      return [{
        player: p,
        id: byId(s),
        private: false,
        text: 'Several slots have the most Influence icons pointing at them: where does the face-down Project go? (Decide together.)',
        publicText: 'placing the first face-down Project',
        options: s.tieSlots.map((x) => ({ value: slotName(f, x), label: slotName(f, x) })),
      }];
    }
    case 'advisorCard': {
      const p = s.players[s.setupIndex]!;
      return [{ player: p, id: byId(s), private: false, text: 'Choose your Advisor card (then its side).', publicText: 'choosing an Advisor', options: advisorCardOptions(s) }];
    }
    case 'advisorSide': {
      const p = s.players[s.setupIndex]!;
      const card = catalogue.advisors.find((a) => a.id === s.advisorCard)!;
      return [{
        player: p,
        id: byId(s),
        private: false,
        text: 'Which side of the Advisor card?',
        publicText: 'choosing an Advisor side',
        options: [card.a, card.b].map((x) => ({ value: x.id, label: clip(`${x.name}${x.intro ? ' (Introduction)' : ''}`), hint: clip(`Discard ${x.discardValue}, exchange ${x.exchangeRate}`) })),
      }];
    }
    case 'play': {
      if (s.chain) {
        const pr = chainPrompt(s, s.chain);
        return pr ? [pr] : [];
      }
      if (s.options.order === 'free') return s.players.filter((p) => !seat(s, p).passed).map((p) => menuPrompt(s, p));
      return [menuPrompt(s, s.players[s.turn % s.players.length]!)];
    }
    case 'crisis': {
      if (s.chain) {
        const pr = chainPrompt(s, s.chain);
        return pr ? [pr] : [];
      }
      const seen = new Set<string>();
      return s.crisisQueue.filter((q) => !seen.has(q.player) && seen.add(q.player)).map((q) => crisisPrompt(s, q));
    }
    case 'provide': {
      if (s.chain) {
        const pr = chainPrompt(s, s.chain);
        return pr ? [pr] : [];
      }
      const solo = s.players.length === 1;
      return s.players
        .filter((p) => seat(s, p).provide === null && seat(s, p).hand.length > 0)
        .map((p) => {
          const hand = [...seat(s, p).hand].reverse().slice(0, MAX_OPTIONS);
          const k = Math.min(2, seat(s, p).hand.length);
          return {
            player: p,
            id: `pv${s.round}`,
            private: true,
            text: solo ? `Choose ${k} Project card(s) to discard; you then draw 2.` : `Choose ${k} Project card(s) to pass to {${s.players[(s.players.indexOf(p) + 1) % s.players.length]}}.`,
            publicText: solo ? 'choosing cards to discard' : 'choosing cards to pass on',
            options: hand.map((h, i) => ({ value: `${h}.${i}`, label: cardLabel(h) })),
            min: k,
            max: k,
          };
        });
    }
    case 'over':
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Apply
// ---------------------------------------------------------------------------------------------

export function apply(s0: TpState, p: PlayerId, a: Answer): Result<Applied<TpState>, RuleError> {
  if (s0.over) return fail('game-over', 'The game is over.');
  const prompt = prompts(s0).find((x) => x.player === p && x.id === a.prompt);
  if (!prompt) return fail('not-your-decision', 'You do not owe that decision.');
  const min = prompt.min ?? 1;
  const max = prompt.max ?? 1;
  if (a.values.length < min || a.values.length > max) return fail('value-count', min === max ? `Pick exactly ${min} option${min === 1 ? '' : 's'}.` : `Pick ${min} to ${max} options.`);
  if (new Set(a.values).size !== a.values.length) return fail('repeated-value', 'Each option may be picked once.');
  for (const v of a.values) if (!prompt.options.some((o) => o.value === v)) return fail('no-such-option', `"${v}" is not one of the options.`);
  const ctx: Ctx = { s: structuredClone(s0), events: [], committed: false };
  const r = step(ctx, p, a.values);
  if (r) return err(r);
  settle(ctx);
  ctx.s.seq++;
  ctx.s.rev++;
  return ok({ state: ctx.s, events: ctx.events, committed: ctx.committed });
}

function step(ctx: Ctx, p: PlayerId, values: readonly string[]): RuleError | null {
  const s = ctx.s;
  const v = values[0]!;
  const f = frameOf(s.grid);
  switch (s.phase) {
    case 'country': {
      const c = getCountry(v as CountryId);
      const me = seat(s, p);
      me.country = c.id;
      me.needs = { ...c.needs };
      for (const k of CATEGORIES) me.credits[k] = c.credits[k] ?? 0;
      if (s.options.expert) {
        // RB "Expert Mode": marker-less categories get level 2 and 2 Credits.
        for (const k of CATEGORIES) if (me.needs[k] === undefined) {
          me.needs[k] = 2;
          me.credits[k] += 2;
        }
      }
      say(ctx, `{${p}} chooses ${c.name}.`);
      draw(ctx, p, c.startHand);
      s.setupIndex++;
      if (s.setupIndex >= s.players.length) {
        s.setupIndex = 0;
        const tied = initialSlots(s);
        if (tied.length === 1) {
          placeInitialProject(ctx, tied[0]!);
          s.phase = 'advisorCard';
        } else {
          s.tieSlots = tied;
          s.phase = 'tie';
        }
      }
      return null;
    }
    case 'tie': {
      placeInitialProject(ctx, parseSlot(f, v)!);
      s.tieSlots = [];
      s.phase = 'advisorCard';
      return null;
    }
    case 'advisorCard':
      s.advisorCard = v;
      s.phase = 'advisorSide';
      return null;
    case 'advisorSide': {
      const side = getAdvisorSide(v as AdvisorSideId);
      seat(s, p).advisor = side.id;
      say(ctx, `{${p}} takes the Advisor ${side.name}${side.intro ? ' (Introduction)' : ''}.`);
      s.advisorCard = null;
      s.setupIndex++;
      if (s.setupIndex >= s.players.length) startRound(ctx);
      else s.phase = 'advisorCard';
      return null;
    }
    case 'play':
    case 'crisis':
    case 'provide':
      if (s.chain) return chainStep(ctx, s.chain, values);
      if (s.phase === 'play') return menuStep(ctx, p, v);
      if (s.phase === 'crisis') return crisisStep(ctx, p, v);
      return provideStep(ctx, p, values);
    case 'over':
      return { code: 'game-over', message: 'The game is over.' };
  }
}

function newChain(p: PlayerId, kind: Chain['kind'], stage: Chain['stage'], card: string | null, usesTurn: boolean): Chain {
  return { player: p, kind, stage, card, slot: null, column: null, due: { generic: 0, specific: {} }, discarded: [], forced: [], free: [], current: null, usesTurn };
}

function menuStep(ctx: Ctx, p: PlayerId, v: string): RuleError | null {
  const s = ctx.s;
  const me = seat(s, p);
  if (v === 'pass') {
    say(ctx, `{${p}} passes.`);
    if (s.options.order === 'free') me.passed = true;
    else {
      s.passesInRow++;
      s.turn = (s.turn + 1) % s.players.length;
    }
    s.menuPage = 0;
    return null;
  }
  if (v === 'more') {
    s.menuPage++;
    return null;
  }
  if (v === 'exchange') {
    s.chain = newChain(p, 'exchange', 'exchange', null, false);
    return null;
  }
  if (v === 'ability') {
    const a = advisorOf(s, p)!.ability!;
    if (a.limit === 'oncePerRound') me.used.round = true;
    if (a.limit === 'oncePerGame') me.used.game = true;
    const chain = newChain(p, 'ability', 'resolve', null, false);
    s.chain = chain;
    // Credits first (fullest budgets), then the chosen discards or Need (TP-A04: costs before effects).
    for (const cost of a.cost) {
      if (cost.op !== 'payCredits') continue;
      for (let i = 0; i < cost.amount; i++) {
        const k = cost.category === 'any' ? [...CATEGORIES].sort((x, y) => spendable(s, p, y) - spendable(s, p, x))[0]! : cost.category;
        me.credits[k]--;
      }
    }
    chain.free = [];
    chain.forced = a.effects.flatMap((e) => effectTask(e) ?? []);
    if (a.cost.some((c) => c.op === 'discardProjects' || c.op === 'lowerNeed')) chain.stage = 'abilityCost';
    say(ctx, `{${p}} uses ${advisorOf(s, p)!.name}'s ability.`);
    return null;
  }
  // A card from hand.
  const card = proj(v);
  const blocker = lowerBlocker(s, p, card);
  if (blocker) return { code: 'need-at-one', message: `${CATEGORY_LABEL[blocker]} is at level 1: ${card.name} would lower it to 0.` };
  if (!canPay(s, p, dueOf(card), [v])) return { code: 'cannot-pay', message: `You cannot pay for ${card.name} now.` };
  const chain = newChain(p, 'play', 'slot', v, true);
  chain.due = dueOf(card);
  s.chain = chain;
  if (s.options.order === 'free') for (const q of s.players) seat(s, q).passed = false;
  return null;
}

function chainStep(ctx: Ctx, c: Chain, values: readonly string[]): RuleError | null {
  const s = ctx.s;
  const p = c.player;
  const v = values[0]!;
  const f = frameOf(s.grid);
  switch (c.stage) {
    case 'slot':
    case 'slotRow': {
      if (v.startsWith('col')) {
        c.column = parseSlot(f, `${v.slice(3)}1`)!.x;
        c.stage = 'slotRow';
        return null;
      }
      const at = parseSlot(f, v)!;
      const here = cellAt(s.grid, at);
      if (here && !(here.card.kind === 'project' && !here.card.up)) return { code: 'slot-taken', message: `${v} holds a card that cannot be covered.` };
      c.slot = at;
      c.column = null;
      c.stage = 'pay';
      if (dueLeft(c.due) === 0) finishPayment(ctx, c);
      return null;
    }
    case 'pay': {
      if (v === 'auto') {
        const plan = suggestedPayment(s, p, c.due, [c.card!])!;
        for (const k of plan.credits) payCredit(s, p, c.due, k);
        for (const d of plan.discards) {
          payDiscard(s, p, c.due, d);
          c.discarded.push(d);
        }
      } else if (v.startsWith('c-')) payCredit(s, p, c.due, v.slice(2) as Category);
      else {
        payDiscard(s, p, c.due, v.slice(2));
        c.discarded.push(v.slice(2));
      }
      if (dueLeft(c.due) <= 0) finishPayment(ctx, c);
      return null;
    }
    case 'exchange': {
      const k = v as Category;
      seat(s, p).credits[k] -= advisorOf(s, p)!.exchangeRate;
      say(ctx, `{${p}} exchanges ${advisorOf(s, p)!.exchangeRate} ${CATEGORY_LABEL[k]} Credits for 1 Influence.`);
      c.stage = 'resolve';
      c.forced.push({ t: 'influence', n: 1 });
      return null;
    }
    case 'abilityCost': {
      const a = advisorOf(s, p)!.ability!;
      const discard = a.cost.find((x) => x.op === 'discardProjects');
      if (discard && c.discarded.length === 0) {
        for (const val of values) {
          const id = val.split('.')[0]!;
          discardFromHand(s, p, id);
          c.discarded.push(id);
        }
        say(ctx, `{${p}} discards ${values.length} Project card(s).`);
        if (!a.cost.some((x) => x.op === 'lowerNeed')) c.stage = 'resolve';
        return null;
      }
      const k = v as Category;
      seat(s, p).needs[k]! -= 1;
      say(ctx, `{${p}} lowers ${CATEGORY_LABEL[k]} to ${seat(s, p).needs[k]}.`);
      c.stage = 'resolve';
      return null;
    }
    case 'resolve':
      return resolveStep(ctx, c, v);
  }
}

/** Costs paid: lower Needs, place the card, take Synergy (RB "Placing Project Cards", "Synergy Bonus"). */
function finishPayment(ctx: Ctx, c: Chain): void {
  const s = ctx.s;
  const p = c.player;
  const card = proj(c.card!);
  const me = seat(s, p);
  for (const k of card.lowerNeed) {
    if (me.needs[k] === undefined) continue;
    me.needs[k]! -= 1;
    say(ctx, `{${p}} lowers ${CATEGORY_LABEL[k]} to ${me.needs[k]} to pay for ${card.name}.`);
  }
  me.hand.splice(me.hand.indexOf(card.id), 1);
  const at = c.slot!;
  const existing = cellAt(s.grid, at);
  let lifted: string[] = [];
  if (existing) {
    lifted = existing.tokens;
    existing.under.push(existing.card);
    existing.card = { kind: 'project', id: card.id, up: true };
    existing.tokens = [];
  } else s.grid.push({ x: at.x, y: at.y, card: { kind: 'project', id: card.id, up: true }, tokens: [], under: [] });
  const name = slotName(frameOf(s.grid), at);
  say(ctx, `{${p}} plays ${card.name} (${CATEGORY_LABEL[card.category]}) at ${name}${existing ? ', covering a face-down Project' : ''}.`);
  ctx.committed = true;
  c.stage = 'resolve';
  if (lifted.length) c.forced.push({ t: 'redistribute', owners: lifted, from: at });
  // Synergy: one bonus per matching side (TP-40), unless a Crisis blocks it.
  const matches = neighbours(at).filter((n) => {
    const x = cellAt(s.grid, n);
    if (!x || !x.card.up) return false;
    return (x.card.kind === 'project' ? proj(x.card.id).category : crisis(x.card.id).category) === card.category;
  }).length;
  if (matches > 0) {
    if (synergyBlocked(s, card.category)) say(ctx, `No Synergy Bonus: an active Crisis blocks Synergy for ${CATEGORY_LABEL[card.category]}.`);
    else c.forced.push({ t: 'synergy', n: matches });
  }
  c.free = card.effects.flatMap((e) => (e.op === 'needIcon' ? Array.from({ length: e.amount }, () => ({ t: 'icon' as const, need: e.need })) : (effectTask(e) ?? [])));
}

function resolveStep(ctx: Ctx, c: Chain, v: string): RuleError | null {
  const s = ctx.s;
  const p = c.player;
  const f = frameOf(s.grid);
  const t = c.forced[0] ?? c.current;
  if (!t) {
    const i = Number(v.slice(1));
    c.current = c.free.splice(i, 1)[0]!;
    return null;
  }
  const done = () => {
    if (c.forced[0] === t) c.forced.shift();
    else c.current = null;
  };
  switch (t.t) {
    case 'influence': {
      const at = parseSlot(f, v)!;
      t.n--;
      if (t.n <= 0) done();
      say(ctx, `{${p}} places 1 Influence at ${v}.`);
      placeToken(ctx, p, p, at);
      return null;
    }
    case 'redistribute': {
      const owner = t.owners.shift()!;
      if (t.owners.length === 0) done();
      say(ctx, `{${p}} moves {${owner}}'s Influence to ${v}.`);
      placeToken(ctx, p, owner, parseSlot(f, v)!);
      return null;
    }
    case 'credits': {
      const k = v.slice(v.indexOf('-') + 1) as Category;
      const n = v.startsWith('all-') ? t.n : 1;
      seat(s, p).credits[k] += n;
      t.n -= n;
      if (t.n <= 0) done();
      say(ctx, `{${p}} puts ${n} Credit(s) into ${CATEGORY_LABEL[k]}.`);
      return null;
    }
    case 'icon':
    case 'raise':
    case 'flip': {
      const multi = t.t !== 'icon' && t.n > 1;
      if (v === 'skip') {
        done();
        say(ctx, `{${p}} does not use ${taskLabel(t)}.`);
        return null;
      }
      if (multi) (t as { n: number }).n--;
      else done();
      if (v.startsWith('raise-')) {
        const k = v.slice(6) as Category;
        raiseNeed(ctx, p, k);
        // TP-A06: further raises of an ability go to the same Need.
        if (multi && t.t === 'raise') t.need = k;
      } else {
        const at = parseSlot(f, v.slice(5))!;
        flip(ctx, p, at, v.slice(5));
      }
      return null;
    }
    default:
      return { code: 'nothing-to-choose', message: 'Nothing to choose here.' };
  }
}

function crisisStep(ctx: Ctx, p: PlayerId, v: string): RuleError | null {
  const s = ctx.s;
  const q = s.crisisQueue.find((x) => x.player === p)!;
  const f = frameOf(s.grid);
  if (v.startsWith('col')) {
    q.column = parseSlot(f, `${v.slice(3)}1`)!.x;
    return null;
  }
  const at = parseSlot(f, v)!;
  s.crisisQueue.splice(s.crisisQueue.indexOf(q), 1);
  const existing = cellAt(s.grid, at);
  const card = { kind: 'crisis' as const, id: q.crisis, up: true };
  if (existing) {
    existing.under.push(existing.card);
    existing.card = card;
  } else s.grid.push({ x: at.x, y: at.y, card, tokens: [], under: [] });
  const cell = cellAt(s.grid, at)!;
  say(ctx, `{${p}} places the Crisis ${crisis(q.crisis).name} at ${slotName(frameOf(s.grid), at)}.`);
  // House rule: a Crisis placed against Projects that already hold enough Influence is solved at once by its placer.
  if (crisisSatisfied(s, cell)) solveCrisis(ctx, p, cell);
  return null;
}

function provideStep(ctx: Ctx, p: PlayerId, values: readonly string[]): RuleError | null {
  const s = ctx.s;
  seat(s, p).provide = values.map((v) => v.split('.')[0]!);
  ctx.committed = true;
  say(ctx, `{${p}} has chosen.`);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Settle: automatic steps until a decision is owed
// ---------------------------------------------------------------------------------------------

function settle(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 2000; guard++) {
    if (s.over) return;
    if (s.chain) {
      if (!settleChain(ctx, s.chain)) return;
      continue;
    }
    if (s.bonusQueue.length) {
      const b = s.bonusQueue.shift()!;
      const chain = newChain(b.player, 'bonus', 'resolve', null, false);
      chain.forced = b.tasks;
      s.chain = chain;
      continue;
    }
    if (s.phase === 'play') {
      const n = s.players.length;
      const roundOver = s.options.order === 'free' ? s.players.every((p) => seat(s, p).passed) : s.passesInRow >= n;
      if (!roundOver) return;
      conclusionPollution(ctx);
      continue;
    }
    if (s.phase === 'crisis') {
      if (s.crisisQueue.length) return;
      income(ctx);
      continue;
    }
    if (s.phase === 'provide') {
      const waiting = s.players.some((p) => seat(s, p).provide === null && seat(s, p).hand.length > 0);
      if (waiting) return;
      exchangeCards(ctx);
      continue;
    }
    return;
  }
  throw new Error('Tipping Point: settle did not settle');
}

/** Resolves what needs no decision; returns false when the chain waits for its player. */
function settleChain(ctx: Ctx, c: Chain): boolean {
  const s = ctx.s;
  if (c.stage !== 'resolve') return false;
  const t = c.forced[0] ?? c.current;
  if (!t) {
    if (c.free.length === 0) {
      finishChain(ctx, c);
      return true;
    }
    if (c.free.length === 1 || c.free.every((x) => JSON.stringify(x) === JSON.stringify(c.free[0]))) {
      c.current = c.free.shift()!;
      return true;
    }
    return false;
  }
  const done = () => {
    if (c.forced[0] === t) c.forced.shift();
    else c.current = null;
  };
  const p = c.player;
  switch (t.t) {
    case 'draw':
      done();
      draw(ctx, p, t.n);
      return true;
    case 'pollution':
      done();
      removePollution(ctx, t.n);
      return true;
    case 'synergy': {
      done();
      const syn = advisorOf(s, p)!.synergy;
      say(ctx, `{${p}} gains ${t.n} Synergy Bonus(es).`);
      const tasks: Task[] = [];
      for (let i = 0; i < t.n; i++) {
        const task = effectTask(syn);
        if (task) tasks.push(task);
      }
      c.forced.unshift(...tasks);
      for (let i = 0; i < t.n; i++) trigger(ctx, p, 'afterSynergy', null);
      return true;
    }
    case 'influence':
      if (t.n <= 0) {
        done();
        return true;
      }
      if (faceDownProjects(s).length === 0) {
        done();
        say(ctx, `${t.n} Influence is lost: there is no face-down Project to hold it.`);
        return true;
      }
      return false;
    case 'redistribute':
      if (influenceTargets(s, t.from).length === 0) {
        done();
        say(ctx, `${t.owners.length} Influence token(s) go back to their owners: no other face-down Project.`);
        return true;
      }
      return false;
    case 'credits':
      if (t.n <= 0) {
        done();
        return true;
      }
      return false;
    case 'icon':
    case 'raise':
    case 'flip': {
      if (t.t !== 'icon' && t.n <= 0) {
        done();
        return true;
      }
      const f = frameOf(s.grid);
      if (iconOptions(s, p, t, (x) => slotName(f, x)).length === 1) {
        done();
        say(ctx, `${taskLabel(t)} cannot be used and is lost.`);
        return true;
      }
      return false;
    }
  }
}

function finishChain(ctx: Ctx, c: Chain): void {
  const s = ctx.s;
  s.chain = null;
  if (c.kind === 'play') {
    trigger(ctx, c.player, 'afterPlay', proj(c.card!).category);
    if (s.options.order === 'turns') {
      s.passesInRow = 0;
      s.turn = (s.turn + 1) % s.players.length;
    }
    s.menuPage = 0;
  }
}

/** End of round step 1: Pollution from every active Crisis, then the loss check (RB "Conclusion & Income"). */
function conclusionPollution(ctx: Ctx): void {
  const s = ctx.s;
  say(ctx, `Round ${s.round} is over.`);
  const total = activeCrises(s).reduce((n, c) => n + crisis(c.card.id).pollution, 0);
  if (total > 0) addPollution(ctx, total, 'unsolved Crises');
  const pressure = crisisPressure(s) * activeCrises(s).length;
  if (pressure > 0) addPollution(ctx, pressure, `Crisis pressure, ${crisisPressure(s)} per unsolved Crisis`);
  if (s.over) return;
  // Step 2: each player draws a Crisis (solo: one), TP-G04: fewer if the deck is short.
  const k = Math.min(s.players.length, s.crisisDeck.length);
  s.crisisQueue = s.crisisDeck.splice(0, k).map((id, i) => ({ player: s.players[i]!, crisis: id, column: null }));
  if (k > 0) say(ctx, `${k} Crisis card(s) are drawn: ${s.crisisQueue.map((q) => crisis(q.crisis).name).join(', ')}.`);
  ctx.committed = true;
  s.phase = 'crisis';
}

/** Steps 3-4: Income per Need level, then card draw per Country. TP-G03 exhaustion check first. */
function income(ctx: Ctx): void {
  const s = ctx.s;
  if (s.crisisDeck.length === 0 && activeCrises(s).length === 0) {
    endGame(ctx, false, 'the Crisis deck is exhausted with no Crisis left to solve, and the Preservation side is not full');
    return;
  }
  if (s.round >= s.options.max_rounds) {
    endGame(ctx, false, `round ${s.options.max_rounds} is over and the Preservation side is not full`);
    return;
  }
  for (const p of s.players) {
    const me = seat(s, p);
    let got = 0;
    for (const k of catalogue.board.ring) {
      const lvl = me.needs[k];
      if (lvl === undefined) continue;
      const n = catalogue.board.incomeByLevel[Math.min(lvl, catalogue.board.maxLevel) - 1] ?? 0;
      me.credits[k] += n;
      got += n;
    }
    say(ctx, `{${p}} gains ${got} Credits of Income.`);
    trigger(ctx, p, 'income', null);
  }
  for (const p of s.players) draw(ctx, p, getCountry(seat(s, p).country as CountryId).drawPerRound);
  for (const p of s.players) seat(s, p).provide = seat(s, p).hand.length > 0 ? null : [];
  s.phase = 'provide';
}

/** Step 5: two cards to the left, all at once (solo: discard two, draw two). Then the next round. */
function exchangeCards(ctx: Ctx): void {
  const s = ctx.s;
  const n = s.players.length;
  const chosen = s.players.map((p) => seat(s, p).provide ?? []);
  s.players.forEach((p, i) => {
    for (const id of chosen[i]!) seat(s, p).hand.splice(seat(s, p).hand.indexOf(id), 1);
  });
  if (n === 1) {
    const p = s.players[0]!;
    s.discard.push(...chosen[0]!);
    say(ctx, `{${p}} discards ${chosen[0]!.length} card(s): ${chosen[0]!.map((id) => proj(id).name).join(', ') || 'none'}.`);
    draw(ctx, p, 2);
  } else {
    s.players.forEach((p, i) => {
      const to = s.players[(i + 1) % n]!;
      seat(s, to).hand.push(...chosen[i]!);
      if (chosen[i]!.length) ctx.events.push({ text: `{${p}} passes you ${chosen[i]!.map((id) => proj(id).name).join(', ')}.`, visibleTo: [to] });
    });
    say(ctx, 'Everyone passes two Project cards to the left.');
  }
  ctx.committed = true;
  for (const p of s.players) seat(s, p).provide = null;
  s.history.push({ round: s.round, preservation: s.preservation, pollution: s.pollution, solved: s.solvedCount });
  s.round++;
  startRound(ctx);
  checkEnd(ctx);
}

;
