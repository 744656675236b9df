/**
 * A full Earth state rebuilt from one seat's view, for the strong seat to play turns forward on. Everything
 * public is copied; what the seat cannot see (other hands, Compost contents, the deck order, Gaia's stack) is
 * filled with cards it has not seen, in a fixed order, so the same view always gives the same stand-in.
 * The stand-in holds no pending work: it is the table as it stands when the seat must choose an action.
 */
import { seedRng, shuffle } from '../../../engine/rng';
import type { PlayerId } from '../../../engine/types';
import { catalogue, earthDeckIds, getTableauCard } from '../cards/catalogue';
import { optionsSchema, type EarthState, type PlayerState } from '../state';
import type { EarthView, SlotView } from '../view';

type Pick = { card: string; side: 'A' | 'B' };

function sideIndex(cards: readonly { id: string; sides: readonly { side: 'A' | 'B'; name: string }[] }[]): Map<string, Pick> {
  return new Map(cards.flatMap((c) => c.sides.map((s) => [s.name, { card: c.id, side: s.side }] as const)));
}

const ISLANDS = sideIndex(catalogue.islands);
const CLIMATES = sideIndex(catalogue.climates);
const ECOSYSTEMS = sideIndex(catalogue.ecosystems);
const FAUNA = sideIndex(catalogue.fauna);

const picked = (index: Map<string, Pick>, title: string | undefined): Pick | null => (title === undefined ? null : (index.get(title) ?? null));

/** Growth pieces on a slot: the Trunks, plus the last piece when the Canopy is on. */
function growthOf(sl: SlotView): number {
  const c = getTableauCard(sl.id);
  return sl.canopy && c.type === 'flora' ? c.growthLimit : sl.trunks;
}

function seenCards(v: EarthView): Set<string> {
  const seen = new Set<string>([...(v.hand ?? []).map((c) => c.id), ...(v.looking ?? []).map((c) => c.id), ...(v.teamCards ?? []).map((c) => c.id)]);
  for (const p of v.players) for (const c of [...p.tableau, ...p.events]) seen.add(c.id);
  return seen;
}

export function standIn(v: EarthView): EarthState {
  const me = v.viewer;
  const seen = seenCards(v);
  // Shuffled by a generator fixed by the view, so the cards a forward play draws are a fair guess, not the lowest ids.
  const [unseen] = shuffle(seedRng(`stand-in|${me}|${v.round}|${v.deck}|${seen.size}`), earthDeckIds().filter((id) => !seen.has(id)));
  const take = (n: number) => unseen.splice(0, Math.max(0, n));
  const mineTeamBoard = v.teamCards?.map((c) => c.id) ?? [];
  const players: Record<PlayerId, PlayerState> = {};
  for (const p of v.players) {
    const mine = p.id === me;
    players[p.id] = {
      hand: mine ? (v.hand ?? []).map((c) => c.id) : take(p.hand),
      tableau: p.tableau.map((sl) => ({ id: sl.id, sprouts: sl.sprouts, growth: growthOf(sl) })),
      soil: p.soil,
      compost: take(p.compost),
      events: p.events.map((c) => c.id),
      looking: mine ? (v.looking ?? []).map((c) => c.id) : [],
      island: picked(ISLANDS, p.island?.title),
      climate: picked(CLIMATES, p.climate?.title),
      ecosystem: picked(ECOSYSTEMS, p.ecosystem?.title),
      offers: { islands: [], climates: [], ecosystems: [] },
      jobs: [],
      ask: 0,
      page: 0,
      earnedSoil: 0,
      earnedCards: [],
      orderPref: 'before',
    };
  }
  const myTeam = v.players.find((p) => p.id === me)?.team ?? null;
  const teamBoards = Object.fromEntries(
    v.teamBoards.map((b) => [b.team, { soil: b.soil, cards: b.team === myTeam ? [...mineTeamBoard] : take(b.cards) }]),
  );
  const order = v.players.map((p) => p.id);
  const active = typeof v.active === 'string' && v.active !== 'gaia' ? order.indexOf(v.active) : -1;
  const g = v.gaia;
  const gaiaIds = catalogue.gaia.deck.map((x) => x.id);
  return {
    schemaVersion: 1,
    rev: 0,
    options: optionsSchema.parse({ variant: v.variant, max_rounds: v.maxRounds, personal_ecosystem: v.players.some((p) => p.ecosystem !== null) }),
    order,
    players,
    rng: [1, 2, 3, 4],
    deck: take(v.deck),
    fauna: v.fauna.map((f) => ({ ...(picked(FAUNA, f.name) ?? { card: catalogue.fauna[0]!.id, side: 'A' as const }), claims: [...f.claims] })),
    ecosystems: v.ecosystems.flatMap((e) => picked(ECOSYSTEMS, e.title) ?? []),
    completion: v.completion,
    phase: 'action',
    // The first player is not in the view; the stand-in only plays within a round, where it does not matter.
    first: Math.max(0, active),
    active: Math.max(0, active),
    round: v.round,
    turnNo: 0,
    action: v.action,
    lastAction: v.lastAction ? { who: v.lastAction.who, action: v.lastAction.action as NonNullable<EarthState['lastAction']>['action'] } : null,
    endTriggered: v.endTriggered,
    endReason: v.endReason,
    teamBoards,
    gaia: g
      ? {
          level: g.level,
          k: g.k,
          deck: gaiaIds.slice(0, g.left),
          used: gaiaIds.slice(g.left),
          turns: g.turns,
          scoringPile: take(g.scoringPile),
          compost: g.compost,
          sprouts: g.sprouts,
          growth: g.growth,
          last: null,
        }
      : null,
  };
}
