/**
 * What a seat may see. The public view carries every tableau, count and objective but no
 * hand, no deck order, no Compost contents and no pending setup choice; a seat's view adds its hand,
 * the cards it is looking at, its setup offers and its team's Team-board cards.
 */
import type { PlayerId } from '../../engine/types';
import { TABLEAU_SLOTS } from './board';
import type { Action } from './cards/schema';
import { cardText, climateText, ecosystemText, faunaRule, gaiaText, islandText, type CardText } from './cards/text';
import { catalogue, getEarthCard, getEcosystem, getFauna, getGaiaCard, getTableauCard, sideOf } from './cards/catalogue';
import { outcome } from './outcome';
import { canopyOn, climateSide, islandSide, trunksOn } from './player-cards';
import { faunaLeafVp } from './rules/fauna';
import { SCORE_LINES, SCORE_LINE_NAMES, breakdown, type Breakdown, type ScoreLine } from './rules/scoring';
import { gaiaScore } from './rules/solo-gaia';
import { teamOf } from './rules/team';
import { activeId } from './seats';
import type { EarthState, Phase } from './state';

export interface CardView extends CardText {
  id: string;
  kind: 'flora' | 'terrain' | 'event';
  cost: number;
  habitats: string[];
  color: string;
  floraType: string | null;
  sproutLimit: number;
  growthLimit: number;
  canopyVp: number | null;
  vp: number | null;
}

export interface SlotView extends CardView {
  sprouts: number;
  trunks: number;
  canopy: boolean;
}

interface SideView extends CardText {
  vp: number;
  habitats: string[];
  color: string;
}

export interface PlayerView {
  id: PlayerId;
  team: 'A' | 'B' | null;
  island: SideView | null;
  climate: SideView | null;
  ecosystem: CardText | null;
  soil: number;
  hand: number;
  compost: number;
  events: CardView[];
  tableau: SlotView[];
  leaves: number;
  score: Breakdown;
  owes: boolean;
  completed: boolean;
}

export interface EarthView {
  viewer: PlayerId | null;
  variant: string;
  solo: boolean;
  phase: Phase;
  round: number;
  maxRounds: number;
  active: PlayerId | 'gaia' | null;
  action: Action | null;
  lastAction: { who: string; action: string } | null;
  deck: number;
  fauna: { name: string; text: string; tiers: number[]; claims: string[]; nextVp: number | null }[];
  ecosystems: CardText[];
  completion: PlayerId | null;
  endTriggered: boolean;
  endReason: string | null;
  players: PlayerView[];
  teamBoards: { team: string; soil: number; cards: number }[];
  gaia: { level: number; k: number; left: number; turns: number; totalTurns: number; last: CardText | null; scoringPile: number; compost: number; sprouts: number; growth: number; score: Breakdown } | null;
  over: boolean;
  winners: string[];
  summary: string | null;
  /** The rulebook's scoring list, in order, for score tables. */
  scoreLines: { key: ScoreLine; name: string }[];
  /** Only in a seat's own view. */
  hand: CardView[] | null;
  looking: CardView[] | null;
  offers: { islands: (CardText & { color?: string })[]; climates: (CardText & { color?: string })[]; ecosystems: CardText[] } | null;
  teamCards: CardView[] | null;
}

const HIDDEN_SCORE: Breakdown = { base: 0, events: 0, compost: 0, sprouts: 0, growth: 0, terrain: 0, ecosystems: 0, fauna: 0, completion: 0, total: 0 };

function cardView(id: string): CardView {
  const c = getEarthCard(id);
  return {
    ...cardText(c),
    id,
    kind: c.type,
    cost: c.cost,
    habitats: c.type === 'event' ? [] : [...c.habitats],
    color: c.type === 'event' ? 'event' : c.ability?.color ?? (c.type === 'terrain' ? 'scoring' : 'none'),
    floraType: c.type === 'flora' ? c.floraType : null,
    sproutLimit: c.type === 'flora' ? c.sproutLimit : 0,
    growthLimit: c.type === 'flora' ? c.growthLimit : 0,
    canopyVp: c.type === 'flora' ? c.canopyVp : null,
    vp: c.type === 'event' ? c.vp : null,
  };
}

export function viewOf(s: EarthState, viewer: PlayerId | null): EarthView {
  const owes = new Set(s.order.filter((p) => s.players[p]!.jobs.length > 0));
  const mine = viewer !== null && s.players[viewer] !== undefined ? s.players[viewer]! : null;
  const revealed = s.phase !== 'setup';
  const players: PlayerView[] = s.order.map((p) => {
    const pl = s.players[p]!;
    const isl = revealed ? islandSide(pl) : null;
    const cli = revealed ? climateSide(pl) : null;
    const eco = revealed && pl.ecosystem ? sideOf(getEcosystem(pl.ecosystem.card), pl.ecosystem.side) : null;
    return {
      id: p,
      team: s.options.variant === 'team' ? teamOf(p) : null,
      island: isl ? { ...islandText(isl), vp: isl.vp, habitats: [...isl.habitats], color: isl.ability.color } : null,
      climate: cli ? { ...climateText(cli), vp: cli.vp, habitats: [...cli.habitats], color: cli.ability.color } : null,
      ecosystem: eco ? ecosystemText(eco) : null,
      soil: pl.soil,
      hand: pl.hand.length,
      compost: pl.compost.length,
      events: pl.events.map(cardView),
      tableau: pl.tableau.map((sl) => {
        const c = getTableauCard(sl.id);
        return { ...cardView(sl.id), sprouts: sl.sprouts, trunks: c.type === 'flora' ? trunksOn(c, sl) : 0, canopy: c.type === 'flora' && canopyOn(c, sl) };
      }),
      leaves: s.fauna.filter((f) => f.claims.includes(p)).length + (s.completion === p ? 1 : 0),
      score: revealed ? breakdown(s, p) : HIDDEN_SCORE,
      owes: owes.has(p),
      completed: pl.tableau.length >= TABLEAU_SLOTS,
    };
  });
  const g = s.gaia;
  const team = viewer ? teamOf(viewer) : null;
  return {
    viewer,
    variant: s.options.variant,
    solo: g !== null,
    phase: s.phase,
    round: s.round,
    maxRounds: s.options.max_rounds,
    active: s.phase === 'setup' || s.phase === 'over' ? null : (activeId(s) ?? 'gaia'),
    action: s.action,
    lastAction: s.lastAction,
    deck: s.deck.length,
    fauna: s.fauna.map((f, slot) => {
      const side = sideOf(getFauna(f.card), f.side);
      return {
        name: side.name,
        text: faunaRule(side),
        tiers: s.options.variant === 'beginner' ? side.tiers.map(() => 10) : [...side.tiers],
        claims: [...f.claims],
        nextVp: f.claims.length < 5 ? faunaLeafVp(s, slot, f.claims.length) : null,
      };
    }),
    ecosystems: s.ecosystems.map((x) => ecosystemText(sideOf(getEcosystem(x.card), x.side))),
    completion: s.completion,
    endTriggered: s.endTriggered,
    endReason: s.endReason,
    players,
    teamBoards: Object.entries(s.teamBoards).map(([t, b]) => ({ team: t, soil: b.soil, cards: b.cards.length })),
    gaia: g
      ? {
          level: g.level,
          k: g.k,
          left: g.deck.length,
          turns: g.turns,
          totalTurns: catalogue.gaia.passes * catalogue.gaia.deck.length,
          last: g.last ? gaiaText(getGaiaCard(g.last), g.k) : null,
          scoringPile: g.scoringPile.length,
          compost: g.compost,
          sprouts: g.sprouts,
          growth: g.growth,
          score: gaiaScore(s)!,
        }
      : null,
    over: s.phase === 'over',
    scoreLines: SCORE_LINES.map((key) => ({ key, name: SCORE_LINE_NAMES[key] })),
    winners: s.phase === 'over' ? [...(outcome(s)?.winners ?? [])] : [],
    summary: s.phase === 'over' ? (outcome(s)?.summary ?? null) : null,
    hand: mine ? mine.hand.map(cardView) : null,
    looking: mine ? mine.looking.map(cardView) : null,
    offers:
      mine && !revealed
        ? {
            islands: mine.offers.islands.flatMap((id) => sideTexts(id, 'island')),
            climates: mine.offers.climates.flatMap((id) => sideTexts(id, 'climate')),
            ecosystems: mine.offers.ecosystems.flatMap((id) => sideTexts(id, 'ecosystem')),
          }
        : null,
    teamCards: mine && team ? (s.teamBoards[team]?.cards ?? []).map(cardView) : null,
  };
}

function sideTexts(id: string, kind: 'island' | 'climate' | 'ecosystem'): (CardText & { color?: string })[] {
  if (kind === 'island') return catalogue.islands.find((x) => x.id === id)!.sides.map((sd) => ({ ...islandText(sd), color: sd.ability.color }));
  if (kind === 'climate') return catalogue.climates.find((x) => x.id === id)!.sides.map((sd) => ({ ...climateText(sd), color: sd.ability.color }));
  return getEcosystem(id).sides.map(ecosystemText);
}
