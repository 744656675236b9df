/**
 * Earth (rulebook `../shared/rules/earth.txt`, rule ids from analysis.md section 2): setup,
 * the prompts each seat owes, and `apply`, which checks an answer before anything changes.
 */
import { err, ok, type Result } from '../../engine/result';
import { seedRng, shuffle, type RngState } from '../../engine/rng';
import type { Answer, Applied, GameEngine, Option, PlayerId, Prompt, RuleError } from '../../engine/types';
import {
  ACTIONS,
  catalogue,
  earthDeckIds,
  findEarthCard,
  getClimate,
  getEarthCard,
  getEcosystem,
  getIsland,
  getTableauCard,
  sideOf,
  type Action,
} from './cards';
import { actionName, cardText, climateText, ecosystemText, effectsText, islandText, scaledText } from './card-text';
import {
  activatable,
  activeId,
  canPay,
  chooseAction,
  minorJobs,
  orderedActivation,
  plantable,
  pub,
  priv,
  settle,
  teamMoves,
  type Ctx,
} from './flow';
import { roomOn, targets } from './rules';
import { outcome } from './outcome';
import { optionsSchema, stateSchema, teamOf, isAction, type EarthOptions, type EarthState, type Job, type PlayerState } from './state';
import { describeView, viewOf, type EarthView } from './view';

const e = (code: string, message: string): Result<never, RuleError> => err({ code, message });
const fail = (code: string, message: string): RuleError => ({ code, message });

export const EARTH_DECK_SIZE = 283;

// ---------------------------------------------------------------------------------------------
// Setup (rulebook Setup 1-6)
// ---------------------------------------------------------------------------------------------

function setup(players: readonly PlayerId[], seed: string, options: EarthOptions): Result<EarthState, RuleError> {
  const n = players.length;
  if (n < 1 || n > 5) return e('seat-count', `Earth needs 1 to 5 players; ${n} are seated.`);
  if (options.variant === 'team' && n !== 4) return e('team-needs-four', `Team mode is 2 vs 2: it needs exactly 4 players, not ${n}.`);
  let rng: RngState = seedRng(seed);
  const take = <T>(xs: readonly T[]): T[] => {
    const [out, r] = shuffle(rng, xs);
    rng = r;
    return out;
  };
  const deck = take(earthDeckIds());
  const faunaCards = take(catalogue.fauna.map((f) => f.id)).slice(0, 4);
  const sides = take(['A', 'B', 'A', 'B', 'A', 'B', 'A', 'B']) as ('A' | 'B')[];
  const ecoIds = take(catalogue.ecosystems.map((x) => x.id));
  const ecoSides = take(['A', 'B', 'A', 'B']) as ('A' | 'B')[];
  const islands = take(catalogue.islands.map((x) => x.id));
  const climates = take(catalogue.climates.map((x) => x.id));
  const shared = options.variant === 'beginner' ? [] : ecoIds.splice(0, 4).map((card, i) => ({ card, side: ecoSides[i]! }));
  const solo = n === 1;
  const state: EarthState = {
    schemaVersion: 1,
    rev: 0,
    options,
    order: [...players],
    players: {},
    rng: [0, 0, 0, 0],
    deck,
    fauna: faunaCards.map((card, i) => ({ card, side: sides[i]!, claims: [] })),
    ecosystems: shared,
    completion: null,
    phase: 'setup',
    // EA-G07: a random first player (team mode: A1 starts; solo: the player).
    first: 0,
    active: 0,
    round: 0,
    turnNo: 0,
    action: null,
    lastAction: null,
    endTriggered: false,
    endReason: null,
    teamBoards: options.variant === 'team' ? { A: { soil: 0, cards: [] }, B: { soil: 0, cards: [] } } : {},
    gaia: null,
  };
  players.forEach((p, i) => {
    const pl: PlayerState = {
      hand: state.deck.splice(0, options.start_hand),
      tableau: [],
      soil: 0,
      compost: [],
      events: [],
      looking: [],
      island: null,
      climate: null,
      ecosystem: null,
      offers: {
        islands: islands.slice(2 * i, 2 * i + 2),
        climates: climates.slice(2 * i, 2 * i + 2),
        ecosystems: options.personal_ecosystem ? ecoIds.slice(2 * i, 2 * i + 2) : [],
      },
      jobs: [{ k: 'pickIsland' }, { k: 'pickClimate' }, ...(options.personal_ecosystem ? [{ k: 'pickEco' } as const] : [])],
      ask: 0,
      page: 0,
      earnedSoil: 0,
      earnedCards: [],
    };
    state.players[p] = pl;
  });
  if (!solo && options.variant !== 'team') {
    const [f, r] = shuffle(rng, players.map((_, i) => i));
    state.first = f[0]!;
    rng = r;
  }
  state.active = state.first;
  if (solo) {
    const level = catalogue.gaia.difficulties[options.difficulty - 1]!;
    const g = take(catalogue.gaia.deck.map((x) => x.id));
    state.gaia = { level: level.level, k: level.k, deck: g, used: [], turns: 0, scoringPile: [], compost: 0, sprouts: 0, growth: 0, last: null };
  }
  state.rng = [...rng] as [number, number, number, number];
  return ok(state);
}

// ---------------------------------------------------------------------------------------------
// Prompts
// ---------------------------------------------------------------------------------------------

const clip = (s: string, n = 100) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);
const slotName = (i: number) => `row ${Math.floor(i / 4) + 1}, col ${(i % 4) + 1}`;

function cardLabel(id: string): string {
  const c = getEarthCard(id);
  const t = cardText(c);
  return clip(`${c.name} · ${t.typeLine.replace(`${c.name} · `, '')}`);
}

function slotLabel(pl: PlayerState, i: number, kind: 'sprout' | 'grow'): string {
  const sl = pl.tableau[i]!;
  const c = getTableauCard(sl.id);
  const lim = c.type === 'flora' ? (kind === 'sprout' ? c.sproutLimit : c.growthLimit) : 0;
  const have = kind === 'sprout' ? sl.sprouts : sl.growth;
  return clip(`${c.name} (${slotName(i)}): ${have}/${lim} ${kind === 'sprout' ? 'Sprouts' : 'Growth'}`);
}

/** Options beyond a page are reached with "More…"; each prompt keeps ≤ 25 options. */
function paged(pl: PlayerState, head: Option[], items: Option[], tail: Option[]): Option[] {
  const room = 25 - head.length - tail.length;
  if (items.length <= room) return [...head, ...items, ...tail];
  const per = room - 1;
  const pages = Math.ceil(items.length / per);
  const page = pl.page % pages;
  return [...head, ...items.slice(page * per, page * per + per), { value: 'more', label: `More… (page ${page + 1} of ${pages})` }, ...tail];
}

function affordableEvents(pl: PlayerState): string[] {
  return pl.hand.filter((id) => {
    const c = getEarthCard(id);
    return c.type === 'event' && c.cost <= pl.soil;
  });
}

function convertible(pl: PlayerState): number[] {
  return pl.tableau.map((s, i) => (s.sprouts >= 2 ? i : -1)).filter((i) => i >= 0);
}

/** The side menus every decision offers: Events at any time (EA-47), conversion on your turn (EA-25), Team board. */
function extras(s: EarthState, p: PlayerId, job: Job): Option[] {
  if (job.k === 'menu' || job.k === 'pickIsland' || job.k === 'pickClimate' || job.k === 'pickEco' || s.phase === 'over') return [];
  const pl = s.players[p]!;
  const out: Option[] = [];
  // Not while choosing which drawn card to keep: an Event's own draw would mix with those cards.
  if (job.k !== 'keep' && affordableEvents(pl).length > 0) out.push({ value: 'menu.event', label: 'Play an Event…' });
  if (activeId(s) === p && convertible(pl).length > 0) out.push({ value: 'menu.convert', label: 'Convert 2 Sprouts into 2 Soil…' });
  if (job.k !== 'team' && teamMoves(s, p).length > 0) out.push({ value: 'menu.team', label: 'Team board…' });
  return out;
}

const ACTION_LABEL: Record<Action, string> = {
  plant: 'Plant: pay Soil, plant a card, draw 4 keep 1 (others draw 1)',
  compost: 'Compost: 5 Soil + compost 2 (others 2 Soil + compost 2)',
  water: 'Water: 6 Sprouts + 2 Soil (others 2 Sprouts + 2 Soil)',
  grow: 'Grow: draw 4 + 2 Growth (others draw 2 or 2 Growth)',
};

function suggestedAction(pl: PlayerState): Action {
  if (plantable(pl, { k: 'plant', discount: 0, major: true, src: '' }).length > 0) return 'plant';
  return 'compost';
}

function promptFor(s: EarthState, p: PlayerId): Prompt | null {
  const pl = s.players[p];
  const job = pl?.jobs[0];
  if (!pl || !job || s.phase === 'over') return null;
  const id = `e${s.turnNo}.${pl.ask}`;
  const base = { player: p, id, private: true } as const;
  const tail = extras(s, p, job);
  const mk = (text: string, publicText: string, head: Option[], items: Option[], fallback?: string, fixed: Option[] = []): Prompt => ({
    ...base,
    text,
    publicText,
    options: paged(pl, head, items, [...fixed, ...tail]),
    ...(fallback !== undefined ? { fallback } : {}),
  });
  switch (job.k) {
    case 'pickIsland':
      return mk('Choose your Island: one of your two cards, and a side. It stays for the whole game.', 'choosing an Island in secret', [],
        pl.offers.islands.flatMap((cid) => (['A', 'B'] as const).map((sd) => {
          const t = islandText(sideOf(getIsland(cid), sd));
          return { value: `${cid}.${sd}`, label: clip(`${t.title} (${sd}): ${t.stats}`), hint: clip(t.rules) };
        })));
    case 'pickClimate':
      return mk('Choose your Climate: one of your two cards, and a side.', 'choosing a Climate in secret', [],
        pl.offers.climates.flatMap((cid) => (['A', 'B'] as const).map((sd) => {
          const t = climateText(sideOf(getClimate(cid), sd));
          return { value: `${cid}.${sd}`, label: clip(`${t.title} (${sd}): ${t.stats}, ${t.typeLine.split(' · ')[2] ?? ''}`), hint: clip(t.rules) };
        })));
    case 'pickEco':
      return mk('Choose your personal Ecosystem objective: one of two cards, and a side.', 'choosing an Ecosystem in secret', [],
        pl.offers.ecosystems.flatMap((cid) => (['A', 'B'] as const).map((sd) => {
          const t = ecosystemText(sideOf(getEcosystem(cid), sd));
          return { value: `${cid}.${sd}`, label: clip(`${t.title} (${sd}): ${t.rules}`) };
        })));
    case 'action': {
      const first = suggestedAction(pl);
      const acts = [first, ...ACTIONS.filter((a) => a !== first)];
      return mk(`Your turn (round ${s.round}): choose an action. You take the top row, everyone else the bottom row.`, 'choosing an action', [],
        acts.map((a) => ({ value: a, label: ACTION_LABEL[a] })));
    }
    case 'plant': {
      const cards = plantable(pl, job).sort((a, b) => getEarthCard(b).cost - getEarthCard(a).cost);
      const where = slotName(pl.tableau.length);
      const items = cards.map((cid) => ({ value: cid, label: cardLabel(cid), hint: clip(cardText(getEarthCard(cid)).rules || cardText(getEarthCard(cid)).stats) }));
      const skip = { value: 'skip', label: 'Plant nothing' };
      return job.major
        ? mk(`Plant: pay a card's Soil cost in full and place it at ${where}. You have ${pl.soil} Soil.`, 'planting', [], items, undefined, [skip])
        : mk(`${job.src}: you may plant a card${job.discount ? ` for ${job.discount} Soil less` : ''} at ${where}. You have ${pl.soil} Soil.`, 'deciding whether to plant', [], items, 'skip', [skip]);
    }
    case 'keep':
      return mk(`${job.src}: keep ${job.keep} of these; the rest go under the deck.`, 'choosing a card to keep', [],
        pl.looking.map((cid) => ({ value: cid, label: cardLabel(cid) })));
    case 'sprout':
    case 'grow': {
      const slots = targets(pl, job.k, job.on, job.host);
      const what = job.k === 'sprout' ? 'Sprouts' : 'Growth';
      return mk(`${job.src}: place up to ${job.n} ${what}, one at a time.`, `placing ${what}`,
        [{ value: 'auto', label: `Place all ${job.n} automatically (top-left first)` }],
        [...slots.map((i) => ({ value: `s${i}`, label: slotLabel(pl, i, job.k) })), { value: 'stop', label: `Leave the other ${job.n}` }], 'auto');
    }
    case 'compostHand':
      return mk(`${job.src}: compost up to ${job.n} more card(s) from your hand (1 VP each at the end).`, 'composting from hand',
        [{ value: 'stop', label: 'Stop composting' }], pl.hand.map((cid) => ({ value: cid, label: cardLabel(cid) })), 'stop');
    case 'discard':
      return mk(`${job.src}: put ${job.n} card(s) from your hand under the deck to pay.`, 'paying with cards', [],
        pl.hand.map((cid) => ({ value: cid, label: cardLabel(cid) })));
    case 'activate': {
      const slots = activatable(pl, job);
      return mk(`${job.src}: activate the ability of another card.`, 'choosing a card to activate', [],
        [...slots.map((i) => ({ value: `s${i}`, label: clip(`${getTableauCard(pl.tableau[i]!.id).name}: ${effectsText(getTableauCard(pl.tableau[i]!.id).ability!.effects)}`) })), { value: 'skip', label: 'Activate nothing' }], 'skip');
    }
    case 'pay': {
      const costs = job.cost.map((c) => `${c.amount} ${c.resource === 'soil' ? 'Soil' : c.resource === 'card' ? (c.amount === 1 ? 'card' : 'cards') : c.amount === 1 ? 'Sprout' : 'Sprouts'}`).join(' and ');
      const gets = job.then.map(scaledText).join(', then ');
      return mk(clip(`${job.src}: pay ${costs} to ${gets}?`, 300), 'deciding whether to pay', [],
        [{ value: 'pay', label: clip(`Pay ${costs}: ${gets}`) }, { value: 'skip', label: 'Do not pay' }], 'skip');
    }
    case 'choice':
      return mk(`${job.src}: choose one.`, 'choosing a benefit', [], job.options.map((o, i) => ({ value: `o${i}`, label: clip(o.map(scaledText).join(', then ')) })), 'o0');
    case 'order':
      return mk(`Activate ${actionName(job.action)} abilities: your Island and Climate before or after your tableau?`, 'ordering activations', [],
        [{ value: 'before', label: 'Island and Climate first' }, { value: 'after', label: 'Tableau first' }], 'before');
    case 'wild':
      return mk("Gaia's Wild card: choose an action; you take its minor benefit and activate its colour.", 'choosing for Gaia\'s Wild card', [],
        ACTIONS.map((a) => ({ value: a, label: `${actionName(a)} (minor benefit)` })), 'compost');
    case 'menu':
      return menuPrompt(s, p, pl, job.menu, base);
    case 'team':
      return mk(teamText(s, p), 'using the Team board', [{ value: 'done', label: 'Done with the Team board' }], teamOptions(s, p), 'done');
    case 'fx':
      return null;
  }
}

function teamText(s: EarthState, p: PlayerId): string {
  const b = s.teamBoards[teamOf(p) ?? 'A']!;
  return `Team board: ${b.soil} Soil, ${b.cards.length} card(s). Anything left there is discarded at the end of this turn (EA-63).`;
}

function teamOptions(s: EarthState, p: PlayerId): Option[] {
  return teamMoves(s, p).map((m) => {
    const [verb, what] = [m.slice(0, 4), m.slice(5)];
    const thing = what === 'soil' ? '1 Soil' : getEarthCard(what).name;
    return { value: m, label: clip(verb === 'take' ? `Take ${thing} from the Team board` : `Put ${thing} on the Team board`) };
  });
}

function menuPrompt(s: EarthState, p: PlayerId, pl: PlayerState, menu: 'event' | 'convert' | 'team', base: { player: PlayerId; id: string; private: true }): Prompt {
  const back = { value: 'back', label: 'Back' };
  const fin = (text: string, publicText: string, items: Option[]): Prompt => ({ ...base, text, publicText, options: paged(pl, [back], items, []), fallback: 'back' });
  switch (menu) {
    case 'event':
      return fin(`Play an Event from your hand: pay its Soil cost (you have ${pl.soil}).`, 'thinking', affordableEvents(pl).map((cid) => ({ value: cid, label: cardLabel(cid), hint: clip(cardText(getEarthCard(cid)).rules) })));
    case 'convert':
      return fin('Convert 2 Sprouts from one Flora into 2 Soil.', 'thinking', convertible(pl).map((i) => ({ value: `s${i}`, label: slotLabel(pl, i, 'sprout') })));
    case 'team':
      return fin(teamText(s, p), 'thinking', teamOptions(s, p));
  }
}

function prompts(s: EarthState): Prompt[] {
  const out: Prompt[] = [];
  for (const p of s.order) {
    const pr = promptFor(s, p);
    if (pr) out.push(pr);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

function notOption(v: string): RuleError {
  return fail('no-such-option', `"${v}" is not one of the options.`);
}

function parseSlot(pl: PlayerState, v: string): number | RuleError {
  const m = /^s(\d{1,2})$/.exec(v);
  if (!m) return notOption(v);
  const i = Number(m[1]);
  if (i >= pl.tableau.length) return fail('no-such-slot', `Your tableau has no card at ${slotName(i)}.`);
  return i;
}

function playEvent(c: Ctx, p: PlayerId, id: string): RuleError | null {
  const pl = c.s.players[p]!;
  const card = findEarthCard(id);
  if (!card || !pl.hand.includes(id)) return fail('not-in-hand', 'You do not hold that card.');
  if (card.type !== 'event') return fail('not-an-event', `${card.name} is not an Event.`);
  if (card.cost > pl.soil) return fail('cannot-afford', `${card.name} costs ${card.cost} Soil and you have ${pl.soil} (EA-49: costs are paid in full).`);
  pl.soil -= card.cost;
  pl.hand.splice(pl.hand.indexOf(id), 1);
  pl.events.push(id);
  c.committed = true;
  pub(c, `{${p}} plays the Event ${card.name}${card.cost ? ` for ${card.cost} Soil` : ''}.`);
  pl.jobs.unshift({ k: 'fx', fx: card.effects, host: null, src: card.name });
  return null;
}

function answerMenu(c: Ctx, p: PlayerId, menu: 'event' | 'convert' | 'team', v: string): RuleError | null {
  const pl = c.s.players[p]!;
  if (v === 'back') {
    pl.jobs.shift();
    return null;
  }
  switch (menu) {
    case 'event': {
      const r = playEvent(c, p, v);
      if (r) return r;
      pl.jobs.splice(1, 1); // the menu sat under the Event's effects
      return null;
    }
    case 'convert':
      return convert(c, p, v, true);
    case 'team':
      return teamMove(c, p, v, true);
  }
}

/** EA-25 / EA-G15: 2 Sprouts from one Flora → 2 Soil, on your own turn only. */
function convert(c: Ctx, p: PlayerId, v: string, fromMenu: boolean): RuleError | null {
  const pl = c.s.players[p]!;
  if (activeId(c.s) !== p) return fail('not-your-turn', 'Sprouts can be converted only on your own turn (EA-G15).');
  const i = parseSlot(pl, v);
  if (typeof i !== 'number') return i;
  if (pl.tableau[i]!.sprouts < 2) return fail('too-few-sprouts', `${getTableauCard(pl.tableau[i]!.id).name} has fewer than 2 Sprouts to convert.`);
  pl.tableau[i]!.sprouts -= 2;
  pl.soil += 2;
  pub(c, `{${p}} converts 2 Sprouts on ${getTableauCard(pl.tableau[i]!.id).name} into 2 Soil.`);
  if (fromMenu) pl.jobs.shift();
  return null;
}

function teamMove(c: Ctx, p: PlayerId, v: string, fromMenu: boolean): RuleError | null {
  const s = c.s;
  const pl = s.players[p]!;
  if (!teamMoves(s, p).includes(v)) {
    if (s.options.variant !== 'team') return fail('not-team-game', 'There is no Team board in this game.');
    return fail('team-move', 'That Team board move is not open: only what you earned this turn can go on it, and only what is there can be taken.');
  }
  const t = teamOf(p)!;
  const board = s.teamBoards[t]!;
  const mate = s.order.find((q) => q !== p && teamOf(q) === t)!;
  if (v === 'take.soil') {
    board.soil -= 1;
    pl.soil += 1;
    pub(c, `{${p}} takes 1 Soil from the Team board.`);
  } else if (v === 'give.soil') {
    pl.soil -= 1;
    pl.earnedSoil -= 1;
    board.soil += 1;
    pub(c, `{${p}} puts 1 Soil on the Team board.`);
  } else if (v.startsWith('take.')) {
    const id = v.slice(5);
    board.cards.splice(board.cards.indexOf(id), 1);
    pl.hand.push(id);
    pub(c, `{${p}} takes a card from the Team board.`);
  } else {
    const id = v.slice(5);
    pl.hand.splice(pl.hand.indexOf(id), 1);
    pl.earnedCards.splice(pl.earnedCards.indexOf(id), 1);
    board.cards.push(id);
    pub(c, `{${p}} puts a card on the Team board.`);
    priv(c, p, `You put ${getEarthCard(id).name} on the Team board.`);
    priv(c, mate, `{${p}} put ${getEarthCard(id).name} on the Team board.`);
  }
  if (v.startsWith('give.') && s.phase === 'team' && !s.players[mate]!.jobs.some((j) => j.k === 'team')) s.players[mate]!.jobs.push({ k: 'team' });
  if (fromMenu) pl.jobs.shift();
  return null;
}

function plantCard(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'plant' }>, id: string): RuleError | null {
  const pl = c.s.players[p]!;
  const card = findEarthCard(id);
  if (!card) return notOption(id);
  if (!pl.hand.includes(id)) return fail('not-in-hand', 'You do not hold that card.');
  if (card.type === 'event') return fail('not-plantable', `${card.name} is an Event: Events are played into the Event space, never planted (EA-48).`);
  if (pl.tableau.length >= 16) return fail('tableau-full', 'Your tableau already holds 16 cards (EA-19).');
  const cost = Math.max(0, card.cost - job.discount);
  if (cost > pl.soil) return fail('cannot-afford', `Planting ${card.name} costs ${cost} Soil and you have ${pl.soil} (EA-49: costs are paid in full).`);
  if (!plantable(pl, job).includes(id)) return fail('not-allowed', `${job.src} cannot plant ${card.name}.`);
  pl.soil -= cost;
  pl.hand.splice(pl.hand.indexOf(id), 1);
  const at = pl.tableau.length;
  pl.tableau.push({ id, sprouts: 0, growth: 0 });
  c.committed = true;
  pub(c, `{${p}} plants ${card.name} at ${slotName(at)} for ${cost} Soil.`);
  pl.jobs.shift();
  return null;
}

function place(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'sprout' | 'grow' }>, v: string): RuleError | null {
  const pl = c.s.players[p]!;
  const what = job.k === 'sprout' ? 'Sprouts' : 'Growth';
  if (v === 'stop') {
    pl.jobs.shift();
    return null;
  }
  const ok = targets(pl, job.k, job.on, job.host);
  if (v === 'auto') {
    let put = 0;
    let left = job.n;
    for (const i of ok) {
      const n = Math.min(left, roomOn(pl, job.k, i));
      if (job.k === 'sprout') pl.tableau[i]!.sprouts += n;
      else pl.tableau[i]!.growth += n;
      left -= n;
      put += n;
    }
    pub(c, `{${p}} places ${put} ${what} (${job.src}).`);
    pl.jobs.shift();
    return null;
  }
  const i = parseSlot(pl, v);
  if (typeof i !== 'number') return i;
  const card = getTableauCard(pl.tableau[i]!.id);
  if (card.type !== 'flora') return fail('not-flora', `${card.name} is a Terrain: ${what} go only on Flora (EA-24, EA-G21).`);
  if (!ok.includes(i)) {
    if (roomOn(pl, job.k, i) <= 0)
      return fail(job.k === 'sprout' ? 'sprout-limit' : 'growth-limit', `${card.name} is at its ${job.k === 'sprout' ? 'Sprout' : 'Growth'} limit of ${job.k === 'sprout' ? card.sproutLimit : card.growthLimit}.`);
    return fail('wrong-target', `${job.src} cannot place ${what} on ${card.name}.`);
  }
  if (job.k === 'sprout') pl.tableau[i]!.sprouts += 1;
  else pl.tableau[i]!.growth += 1;
  pub(c, `{${p}} places 1 ${job.k === 'sprout' ? 'Sprout' : 'Growth'} on ${card.name}.`);
  if (job.n > 1) pl.jobs[0] = { ...job, n: job.n - 1 };
  else pl.jobs.shift();
  return null;
}

function pickSide(v: string, offers: string[], what: string): { card: string; side: 'A' | 'B' } | RuleError {
  const m = /^(.+)\.([AB])$/.exec(v);
  if (!m || !offers.includes(m[1]!)) return fail('not-offered', `That ${what} is not one of the two you were dealt.`);
  return { card: m[1]!, side: m[2] as 'A' | 'B' };
}

function answerJob(c: Ctx, p: PlayerId, v: string): RuleError | null {
  const s = c.s;
  const pl = s.players[p]!;
  const job = pl.jobs[0]!;
  if (v === 'more') {
    pl.page += 1;
    return null;
  }
  if (v.startsWith('menu.') && job.k !== 'menu') {
    const menu = v.slice(5);
    if (menu === 'event') {
      if (job.k === 'keep') return fail('keep-first', 'Choose the card to keep first; then you can play an Event.');
      if (affordableEvents(pl).length === 0) return fail('no-events', 'You hold no Event you can pay for.');
    } else if (menu === 'convert') {
      if (activeId(s) !== p) return fail('not-your-turn', 'Sprouts can be converted only on your own turn (EA-G15).');
      if (convertible(pl).length === 0) return fail('too-few-sprouts', 'None of your Flora holds 2 Sprouts.');
    } else if (menu === 'team') {
      if (teamMoves(s, p).length === 0) return fail('team-move', 'There is nothing you can put on or take from the Team board.');
    } else return notOption(v);
    pl.jobs.unshift({ k: 'menu', menu: menu as 'event' | 'convert' | 'team' });
    return null;
  }
  switch (job.k) {
    case 'pickIsland':
    case 'pickClimate':
    case 'pickEco': {
      const what = job.k === 'pickIsland' ? 'Island' : job.k === 'pickClimate' ? 'Climate' : 'Ecosystem';
      const offers = job.k === 'pickIsland' ? pl.offers.islands : job.k === 'pickClimate' ? pl.offers.climates : pl.offers.ecosystems;
      const pick = pickSide(v, offers, what);
      if ('code' in pick) return pick;
      if (job.k === 'pickIsland') pl.island = pick;
      else if (job.k === 'pickClimate') pl.climate = pick;
      else pl.ecosystem = pick;
      priv(c, p, `You choose ${job.k === 'pickIsland' ? sideOf(getIsland(pick.card), pick.side).name : job.k === 'pickClimate' ? sideOf(getClimate(pick.card), pick.side).name : sideOf(getEcosystem(pick.card), pick.side).name} (hidden until everyone has chosen).`);
      pl.jobs.shift();
      return null;
    }
    case 'action':
      if (!isAction(v)) return fail('no-such-action', `"${v}" is not an action: choose plant, compost, water or grow.`);
      pl.jobs.shift();
      chooseAction(c, p, v);
      return null;
    case 'plant':
      if (v === 'skip') {
        if (job.major) pub(c, `{${p}} plants nothing.`);
        pl.jobs.shift();
        return null;
      }
      return plantCard(c, p, job, v);
    case 'keep': {
      if (!pl.looking.includes(v)) return fail('not-drawn', 'That card is not among the ones you drew.');
      pl.looking.splice(pl.looking.indexOf(v), 1);
      pl.hand.push(v);
      if (job.keep > 1 && pl.looking.length > 0) pl.jobs[0] = { ...job, keep: job.keep - 1 };
      else {
        c.s.deck.push(...pl.looking.splice(0));
        pl.jobs.shift();
        pub(c, `{${p}} keeps a card and puts the rest under the deck.`);
      }
      return null;
    }
    case 'sprout':
    case 'grow':
      return place(c, p, job, v);
    case 'compostHand':
      if (v === 'stop') {
        pl.jobs.shift();
        return null;
      }
      if (!pl.hand.includes(v)) return fail('not-in-hand', 'You do not hold that card.');
      pl.hand.splice(pl.hand.indexOf(v), 1);
      pl.compost.push(v);
      pub(c, `{${p}} composts a card from their hand.`);
      if (job.n > 1) pl.jobs[0] = { ...job, n: job.n - 1 };
      else pl.jobs.shift();
      return null;
    case 'discard':
      if (!pl.hand.includes(v)) return fail('not-in-hand', 'You do not hold that card.');
      pl.hand.splice(pl.hand.indexOf(v), 1);
      c.s.deck.push(v);
      if (job.n > 1) pl.jobs[0] = { ...job, n: job.n - 1 };
      else pl.jobs.shift();
      return null;
    case 'activate': {
      if (v === 'skip') {
        pl.jobs.shift();
        return null;
      }
      const i = parseSlot(pl, v);
      if (typeof i !== 'number') return i;
      if (!activatable(pl, job).includes(i)) return fail('cannot-activate', `${job.src} cannot activate ${getTableauCard(pl.tableau[i]!.id).name} (EA-D13).`);
      const card = getTableauCard(pl.tableau[i]!.id);
      pl.jobs.shift();
      pub(c, `{${p}} activates ${card.name}.`);
      pl.jobs.unshift({ k: 'fx', fx: card.ability!.effects, host: i, src: card.name });
      return null;
    }
    case 'pay': {
      if (v === 'skip') {
        pl.jobs.shift();
        return null;
      }
      if (v !== 'pay') return notOption(v);
      if (!canPay(pl, job)) return fail('cannot-afford', 'You cannot pay that cost in full (EA-49).');
      pl.jobs.shift();
      const follow: Job[] = [];
      for (const cost of job.cost) {
        if (cost.resource === 'soil') pl.soil -= cost.amount;
        else if (cost.resource === 'card') follow.push({ k: 'discard', n: cost.amount, src: job.src });
        else {
          // EA-D21: Sprouts come off any of your Flora; the engine takes them from the fullest first.
          let left = cost.amount;
          while (left > 0) {
            const i = pl.tableau.reduce((b, sl, j) => (sl.sprouts > (pl.tableau[b]?.sprouts ?? -1) ? j : b), 0);
            pl.tableau[i]!.sprouts -= 1;
            left -= 1;
          }
        }
      }
      pub(c, `{${p}} pays for ${job.src}.`);
      pl.jobs.unshift(...follow, { k: 'fx', fx: job.then, host: job.host, src: job.src });
      return null;
    }
    case 'choice': {
      const m = /^o(\d)$/.exec(v);
      const opt = m ? job.options[Number(m[1])] : undefined;
      if (!opt) return notOption(v);
      pl.jobs[0] = { k: 'fx', fx: opt, host: job.host, src: job.src };
      return null;
    }
    case 'order':
      if (v !== 'before' && v !== 'after') return notOption(v);
      pl.jobs.shift();
      pl.jobs.unshift(...orderedActivation(s, p, job.action, v === 'before', job.until));
      return null;
    case 'wild':
      if (!isAction(v)) return fail('no-such-action', `"${v}" is not an action: choose plant, compost, water or grow.`);
      pl.jobs.shift();
      s.action = v;
      s.lastAction = { who: 'gaia', action: v };
      pub(c, `{${p}} chooses ${actionName(v)} for Gaia's Wild card.`);
      pl.jobs.push(...minorJobs(v));
      return null;
    case 'menu':
      return answerMenu(c, p, job.menu, v);
    case 'team':
      if (v === 'done') {
        pl.jobs.shift();
        return null;
      }
      return teamMove(c, p, v, false);
    case 'fx':
      return fail('no-decision', 'Nothing to decide here.');
  }
}

function apply(s: EarthState, p: PlayerId, a: Answer): Result<Applied<EarthState>, RuleError> {
  if (s.phase === 'over') return e('game-over', 'The game is over.');
  if (!s.players[p]) return e('not-a-player', `${p} is not seated in this game.`);
  const prompt = promptFor(s, p);
  if (!prompt) return e('not-your-decision', 'You do not owe a decision right now.');
  if (a.prompt !== prompt.id) return e('moved-on', 'That question has moved on: answer the one open now.');
  if (a.values.length !== 1) return e('one-value', 'Pick exactly one option.');
  const c: Ctx = { s: structuredClone(s), ev: [], committed: false };
  const wasPage = a.values[0] === 'more';
  const r = answerJob(c, p, a.values[0]!);
  if (r) return err(r);
  const pl = c.s.players[p]!;
  pl.ask += 1;
  if (!wasPage) pl.page = 0;
  c.s.rev += 1;
  settle(c);
  return ok({ state: c.s, events: c.ev, committed: c.committed });
}

// ---------------------------------------------------------------------------------------------
// The engine
// ---------------------------------------------------------------------------------------------

const RULES = [
  { topic: 'turn', text: 'The active player picks Plant, Compost, Water or Grow and takes the top row; everyone else takes the bottom row at the same time. Then every player activates that colour (and multicoloured) on Island, Climate and tableau, tableau top-left to bottom-right, Island/Climate before or after as they choose. Then Fauna are checked.' },
  { topic: 'plant', text: 'Plant (green): pay a card\'s Soil cost in full and place it in the next space, left to right, top to bottom (16 at most); then draw 4 and keep 1, the rest go under the deck. Others: draw 1.' },
  { topic: 'compost', text: 'Compost (red): gain 5 Soil and compost the top 2 cards of the deck. Others: gain 2 Soil and compost 2. Each composted card is 1 VP.' },
  { topic: 'water', text: 'Water (blue): place up to 6 Sprouts on your Flora (each has a Sprout limit) and gain 2 Soil. Others: 2 Sprouts and 2 Soil. On your own turn you may turn 2 Sprouts from one Flora into 2 Soil.' },
  { topic: 'grow', text: 'Grow (yellow): draw 4 and place up to 2 Growth. Others: draw 2 or place 2 Growth. Growth is Trunks first, then the Canopy on top; a Canopy completes the Flora and scores its Canopy VP instead of 1 VP per Trunk.' },
  { topic: 'events', text: 'Events can be played whenever you owe a decision (every prompt offers "Play an Event…"): pay the cost, put it in your Event space (not one of the 16), take its benefit. Its VP counts at the end and may be negative.' },
  { topic: 'fauna', text: 'After each turn, anyone meeting a Fauna objective claims its highest open tier (10/8/6/4/2 by claim order; 10 flat in Beginner). A claim is never lost.' },
  { topic: 'end', text: 'When someone completes 16 cards the round is finished so everyone has had as many turns; the first to complete takes the 7 VP bonus (same turn: the active player, else closest to their left). If the deck runs out the round also ends, with no bonus.' },
  { topic: 'scoring', text: 'Island + Climate VP, Event VP, 1 per Compost, 1 per Sprout, 1 per Trunk (or the Canopy VP), Terrain end bonuses, Ecosystems (shared and personal), Fauna Leaves and the 7 VP bonus. Ties: most Soil, then cards in hand, Growth, Sprouts, Compost.' },
  { topic: 'variants', text: 'Beginner: no shared Ecosystems, every Fauna Leaf is 10 VP. Solo: play against Gaia (difficulty 1-4) who gains k units on your turns and reveals a card on hers; the game ends after her deck runs out twice. Team (4 players, seats 1+2 vs seats 3+4): put earned Soil or cards on your Team board for your partner before the turn ends; team totals win.' },
] as const;

export const earth: GameEngine<EarthState, EarthView, EarthOptions> = {
  id: 'earth',
  name: 'Earth',
  minPlayers: 1,
  maxPlayers: 5,
  schemaVersion: 1,
  stateSchema,
  optionsSchema,
  optionSpecs: [
    {
      kind: 'choice', name: 'variant', description: 'Standard, Beginner (no shared Ecosystems, Fauna 10 VP) or Team (2 vs 2)', default: 'standard',
      choices: [{ value: 'standard', label: 'Standard' }, { value: 'beginner', label: 'Beginner' }, { value: 'team', label: 'Team 2 vs 2' }],
    },
    { kind: 'integer', name: 'difficulty', description: "Gaia's level in solo: 1 Beginner to 4 Expert", default: 2, min: 1, max: 4 },
    { kind: 'integer', name: 'start_hand', description: 'Starting hand before the Island draw (house rule)', default: 5, min: 0, max: 10 },
    { kind: 'boolean', name: 'personal_ecosystem', description: 'Each player keeps a personal Ecosystem objective', default: true },
    { kind: 'integer', name: 'max_rounds', description: 'Short game: also end after this many rounds (0 = no limit)', default: 0, min: 0, max: 40 },
  ],
  setup,
  prompts,
  apply,
  view: viewOf,
  outcome,
  rules: RULES,
  describe: describeView,
};
