/**
 * Setup (rulebook Setup 1-6): the Fauna, the shared Ecosystems, each player's hand and the Islands,
 * Climates and Ecosystems they choose from; the secret choices; then the reveal and the Islands'
 * starting resources, after which the first turn begins.
 */
import { err, ok, type Result } from '../../engine/result';
import { seedRng, shuffle, type RngState } from '../../engine/rng';
import type { PlayerId, RuleError } from '../../engine/types';
import { catalogue, earthDeckIds, getClimate, getEcosystem, getIsland, sideOf } from './cards/catalogue';
import { commit, priv, pub, type Ctx } from './draft';
import { fail, type EarthError } from './errors';
import { climateSide, islandSide } from './player-cards';
import { compostFromDeck, draw, gainSoil } from './resources';
import { beginTurn } from './rules/turn';
import type { EarthOptions, EarthState, Job, PlayerState } from './state';
import { ew } from './texts';

export function setup(players: readonly PlayerId[], seed: string, options: EarthOptions): Result<EarthState, RuleError<EarthError>> {
  const n = players.length;
  if (n < 1 || n > 5) return err(fail('seat-count', ew('error.seatCount', { count: n })));
  if (options.variant === 'team' && n !== 4) return err(fail('team-needs-four', ew('error.teamNeedsFour', { count: n })));
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
      orderPref: null,
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
// Setup 4: each player chooses a side of their Island and Climate (and a personal Ecosystem), in secret
// ---------------------------------------------------------------------------------------------

function pickSide(v: string, offers: string[], what: string): { card: string; side: 'A' | 'B' } | RuleError<EarthError> {
  const m = /^(.+)\.([AB])$/.exec(v);
  if (!m || !offers.includes(m[1]!)) return fail('not-offered', ew(`error.notOffered.${what}`));
  return { card: m[1]!, side: m[2] as 'A' | 'B' };
}

export function answerSetupPick(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'pickIsland' | 'pickClimate' | 'pickEco' }>, v: string): RuleError<EarthError> | null {
  const pl = c.s.players[p]!;
  const what = job.k === 'pickIsland' ? 'island' : job.k === 'pickClimate' ? 'climate' : 'ecosystem';
  const offers = job.k === 'pickIsland' ? pl.offers.islands : job.k === 'pickClimate' ? pl.offers.climates : pl.offers.ecosystems;
  const pick = pickSide(v, offers, what);
  if ('code' in pick) return pick;
  if (job.k === 'pickIsland') pl.island = pick;
  else if (job.k === 'pickClimate') pl.climate = pick;
  else pl.ecosystem = pick;
  priv(c, p, ew('log.youChoose', { card: job.k === 'pickIsland' ? sideOf(getIsland(pick.card), pick.side).name : job.k === 'pickClimate' ? sideOf(getClimate(pick.card), pick.side).name : sideOf(getEcosystem(pick.card), pick.side).name }));
  pl.jobs.shift();
  return null;
}

/** Setup step 4-5: the secret choices are revealed together, then the Islands' starting resources. */
export function reveal(c: Ctx): void {
  const s = c.s;
  commit(c, ew('revealed.setup'));
  for (const p of s.order) {
    const pl = s.players[p]!;
    const isl = islandSide(pl)!;
    const cli = climateSide(pl)!;
    const eco = pl.ecosystem ? sideOf(getEcosystem(pl.ecosystem.card), pl.ecosystem.side).name : null;
    pub(c, eco ? ew('log.revealsWithEco', { player: `{${p}}`, island: isl.name, climate: cli.name, ecosystem: eco }) : ew('log.reveals', { player: `{${p}}`, island: isl.name, climate: cli.name }));
    pl.offers = { islands: [], climates: [], ecosystems: [] };
  }
  for (const p of s.order) {
    const pl = s.players[p]!;
    const st = islandSide(pl)!.start;
    draw(c, p, st.draw);
    compostFromDeck(c, p, st.compost);
    gainSoil(c, p, st.soil);
    if (st.soil > 0) pub(c, ew('log.startsWith', { player: `{${p}}`, soil: st.soil }));
  }
  s.active = s.first;
  s.round = 1;
  beginTurn(c);
}
