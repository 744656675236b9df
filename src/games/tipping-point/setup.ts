/**
 * RB "Setup": the shuffled decks, the Crisis deck by player count and difficulty (RB "Crisis Deck",
 * "Difficulty Adjustment"), the initial Crises and face-down Project (RB "Placing Initial Crisis"), then
 * each player's Country (RB "Country Selection", "Expert Mode") and Advisor (RB "Advisor Selection").
 */
import { ok, type Result } from '../../engine/result';
import { seedRng, shuffle } from '../../engine/rng';
import type { Option, PlayerId, Prompt, RuleError } from '../../engine/types';
import { OPPOSITE, cellAt, TABLE, neighbour, parseSlot, slotName, type Pos } from './board';
import { CATEGORIES, SIDES, type AdvisorSideId, type CountryId, type CrisisLevel } from './cards/schema';
import { advisorCardRates } from './cards/text';
import { catalogue, crisesOfLevel, crisis, getAdvisorSide, getCountry } from './cards/catalogue';
import { say, type Ctx } from './draft';
import { fail, type TpError } from './errors';
import { LABEL_MAX, promptId } from './option-lists';
import { fitWords } from '../../engine/words';
import { cardName, slotWords, w } from './words';
import { ADVISOR_TERMS, advisorSideOptions, advisorSidesDetail, COUNTRY_TEXT, countryDetail, countryOptions, sideTitle, startingNumbers } from './setup-choices';
import { draw } from './rules/project-deck';
import { projectSlots } from './rules/placing-projects';
import { pressureInForce, tipInForce } from './rules/seesaw';
import { startRound } from './rules/turn-sequence';
import { emptyCredits, seat, type Cell, type TpOptions, type TpState } from './state';

/** RB "Crisis Deck": cards removed from each of piles 1-4, by player count. */
const REMOVED_PER_PILE: Readonly<Record<number, number>> = { 1: 4, 2: 2, 3: 1, 4: 0 };
export const difficultyLabel = (d: number): string => w(`difficulty.${Math.min(d, 6)}`);

export function setup(players: readonly PlayerId[], seedText: string, options: TpOptions): Result<TpState, RuleError<TpError>> {
  if (players.length < 1 || players.length > 4) return fail('player-count', w('refusal.playerCount', { n: players.length }));
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
  // Initial Crises: one per player, in a row with one open slot between each, around the table's middle.
  const grid: Cell[] = crisisDeck.splice(0, players.length).map((id, i) => ({
    x: i * 2 - (players.length - 1),
    y: 0,
    card: { kind: 'crisis' as const, id, up: true },
    tokens: [],
    under: [],
  }));
  const initialProject = deck.shift()!;
  const seats = Object.fromEntries(
    players.map((p) => [p, { country: null, advisor: null, needs: {}, credits: emptyCredits(), hand: [], vp: 0, passed: false, passedOnce: false, payByHand: false, used: { round: false, game: false }, provide: null, pick: null }]),
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
      return n + crisis(c.card.id).influence[OPPOSITE[side]];
    }, 0);
  const open = projectSlots(s).filter((p) => !cellAt(s.grid, p));
  const best = Math.max(...open.map(score));
  return open.filter((p) => score(p) === best);
}

function placeInitialProject(ctx: Ctx, at: Pos): void {
  const s = ctx.s;
  s.grid.push({ x: at.x, y: at.y, card: { kind: 'project', id: s.initialProject!, up: false }, tokens: [], under: [] });
  s.initialProject = null;
  say(ctx, w('log.firstProject', { slot: slotWords(slotName(TABLE, at)) }));
}

// ---------------------------------------------------------------------------------------------
// The choices of setup: Country, the first face-down Project on a tie, Advisor card and side
// ---------------------------------------------------------------------------------------------

export function setupPrompts(s: TpState): Prompt[] {
  const f = TABLE;
  switch (s.phase) {
    case 'country': {
      const p = s.players[s.setupIndex]!;
      return [{ player: p, id: promptId(s), private: false, text: COUNTRY_TEXT, publicText: w('setup.publicCountry'), options: countryOptions(s), detail: countryDetail(s) }];
    }
    case 'tie': {
      const p = s.players[0]!;
      return [{
        player: p,
        id: promptId(s),
        private: false,
        text: w('setup.tie'),
        publicText: w('setup.publicTie'),
        options: s.tieSlots.map((x) => ({ value: slotName(f, x), label: slotWords(slotName(f, x)) })),
      }];
    }
    case 'advisorCard': {
      const p = s.players[s.setupIndex]!;
      return [{
        player: p,
        id: promptId(s),
        private: false,
        text: w('setup.advisorCard', { terms: ADVISOR_TERMS }),
        publicText: w('setup.publicAdvisor'),
        options: advisorCardOptions(s),
      }];
    }
    case 'advisorSide': {
      const p = s.players[s.setupIndex]!;
      const card = catalogue.advisors.find((a) => a.id === s.advisorCard)!;
      const sides = [card.a, card.b];
      return [{
        player: p,
        id: promptId(s),
        private: false,
        text: w('setup.advisorSide', { terms: ADVISOR_TERMS }),
        publicText: w('setup.publicSide'),
        // Everything a side gives is read before it is taken: its rates and its ability (RB "Advisor").
        options: [...advisorSideOptions(sides), { value: ANOTHER_ADVISOR, label: w('setup.another') }],
        detail: advisorSidesDetail(sides),
      }];
    }
    default:
      return [];
  }
}

export function setupStep(ctx: Ctx, p: PlayerId, v: string): void {
  const s = ctx.s;
  const f = TABLE;
  switch (s.phase) {
    case 'country': {
      const c = getCountry(v as CountryId);
      const me = seat(s, p);
      me.country = c.id;
      // The numbers its option showed (RB "Expert Mode" included), so the two cannot disagree.
      const start = startingNumbers(c, s.options.expert);
      me.needs = start.needs;
      for (const k of CATEGORIES) me.credits[k] = start.credits[k] ?? 0;
      say(ctx, w('log.choosesCountry', { player: `{${p}}`, country: cardName(c.id) }));
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
      return;
    }
    case 'tie': {
      placeInitialProject(ctx, parseSlot(f, v)!);
      s.tieSlots = [];
      s.phase = 'advisorCard';
      return;
    }
    case 'advisorCard':
      s.advisorCard = v;
      s.phase = 'advisorSide';
      return;
    case 'advisorSide': {
      if (v === ANOTHER_ADVISOR) {
        s.advisorCard = null;
        s.phase = 'advisorCard';
        return;
      }
      const side = getAdvisorSide(v as AdvisorSideId);
      seat(s, p).advisor = side.id;
      say(ctx, w('log.takesAdvisor', { player: `{${p}}`, advisor: sideTitle(side) }));
      s.advisorCard = null;
      s.setupIndex++;
      if (s.setupIndex >= s.players.length) startRound(ctx);
      else s.phase = 'advisorCard';
      return;
    }
    default:
      return;
  }
}

/** The answer at the side step that goes back to the Advisor cards: nothing is taken until a side is. */
export const ANOTHER_ADVISOR = 'another';

function advisorCardOptions(s: TpState): Option[] {
  const taken = new Set(Object.values(s.seats).map((x) => x.advisor?.slice(0, 10)));
  return catalogue.advisors
    .filter((a) => !taken.has(a.id))
    .map((a) => ({
      value: a.id,
      label: fitWords(LABEL_MAX, [
        `${sideTitle(a.a)} / ${sideTitle(a.b)}`,
        `${a.a.intro ? w('setup.introShort', { name: cardName(a.a.id) }) : cardName(a.a.id)} / ${a.b.intro ? w('setup.introShort', { name: cardName(a.b.id) }) : cardName(a.b.id)}`,
        `${cardName(a.a.id)} / ${cardName(a.b.id)}`,
      ]),
      hint: advisorCardRates(a.a, a.b, LABEL_MAX),
    }));
}
