/**
 * What a seat may see. `view(s, null)` is the table: the grid (face-down Projects without their
 * identity, every Influence token with its owner, as the tokens' colours show), the Seesaw, every Country
 * board and hand size, never a hand, the deck order or (in the competitive variant, before the end)
 * anyone's Victory Points. `view(s, p)` adds p's own hand, pending choice and Victory Points.
 */
import type { PlayerId } from '../../engine/types';
import { slotName, TABLE, windowOf } from './board';
import { CATEGORIES, type Category } from './cards/schema';
import { catalogue, crisis } from './cards/catalogue';
import { crisisPressure, isTipped, pollutionTorque, preservationTorque, SEESAW_CAPACITY } from './rules/seesaw';
import { difficultyLabel } from './setup';
import { advisorOf, seat, type TpState } from './state';
import { cardName, w } from './words';

interface TpCellView {
  slot: string;
  col: number;
  row: number;
  kind: 'project' | 'crisis';
  up: boolean;
  /** The card id, except for face-down Projects (their faces are hidden). */
  id: string | null;
  /** One entry per Influence token, oldest first: its owner. */
  tokens: PlayerId[];
}

interface TpSeatView {
  player: PlayerId;
  country: string | null;
  countryName: string | null;
  advisor: string | null;
  advisorName: string | null;
  needs: Partial<Record<Category, number>>;
  credits: Record<Category, number>;
  handCount: number;
  passed: boolean;
  drawPerRound: number;
}

export interface TpView {
  viewer: PlayerId | null;
  phase: TpState['phase'];
  round: number;
  maxRounds: number;
  options: { difficulty: number; difficultyLabel: string; expert: boolean; variant: string; order: string; tip: number; pressure: number; solo: boolean };
  /** The window of the table around the cards: its size, and its first column and row on the table (0 = A, 0 = row 1). */
  grid: { cols: number; rows: number; firstCol: number; firstRow: number; cells: TpCellView[] };
  seesaw: { preservation: number; pollution: number; capacity: number; presTorque: number; polTorque: number; tip: number; tipped: boolean };
  crisisDeck: number;
  nextCrisisLevel: number | null;
  projectDeck: number;
  discard: number;
  seats: TpSeatView[];
  active: PlayerId[];
  /** What the active chain is doing, in public words. */
  doing: string | null;
  /** The card the active chain is resolving (its id), for a place that names the player apart. */
  doingCard: string | null;
  history: TpState['history'];
  solved: number;
  over: TpState['over'];
  /** Victory Points: only the viewer's own during the game; everyone's once it is over. */
  vp: Partial<Record<PlayerId, number>>;
  me: { hand: string[]; provide: string[] | null } | null;
}

export function view(s: TpState, viewer: PlayerId | null, active: PlayerId[] = []): TpView {
  const table = TABLE;
  const f = windowOf(s.grid);
  const mine = viewer !== null && s.players.includes(viewer);
  const competitive = s.options.variant === 'competitive';
  const vp: Partial<Record<PlayerId, number>> = {};
  // House rule TP-G27: the score is hidden (RB "hidden score tracking"); the tokens keep their colours.
  if (competitive) for (const p of s.players) if (s.over || p === viewer) vp[p] = seat(s, p).vp;
  return {
    viewer,
    phase: s.phase,
    round: s.round,
    maxRounds: s.options.max_rounds,
    options: {
      difficulty: s.difficultyUsed,
      difficultyLabel: difficultyLabel(s.difficultyUsed),
      expert: s.options.expert,
      variant: s.options.variant,
      order: s.options.order,
      tip: s.options.tip,
      /** Extra Pollution per unsolved Crisis at the end of each round (TP-G01b). */
      pressure: crisisPressure(s),
      solo: s.players.length === 1,
    },
    grid: {
      cols: f.cols,
      rows: f.rows,
      firstCol: f.minX - table.minX,
      firstRow: f.minY - table.minY,
      cells: s.grid.map((c) => ({
        slot: slotName(table, c),
        col: c.x - f.minX,
        row: c.y - f.minY,
        kind: c.card.kind,
        up: c.card.up,
        id: c.card.kind === 'project' && !c.card.up ? null : c.card.id,
        tokens: [...c.tokens],
      })),
    },
    seesaw: {
      preservation: s.preservation,
      pollution: s.pollution,
      capacity: SEESAW_CAPACITY,
      presTorque: preservationTorque(s.preservation),
      polTorque: pollutionTorque(s.pollution),
      tip: s.options.tip,
      tipped: isTipped(s.preservation, s.pollution, s.options.tip),
    },
    crisisDeck: s.crisisDeck.length,
    nextCrisisLevel: s.crisisDeck[0] ? crisis(s.crisisDeck[0]).level : null,
    projectDeck: s.projectDeck.length,
    discard: s.discard.length,
    seats: s.players.map((p) => {
      const x = seat(s, p);
      const country = x.country ? catalogue.countries.find((c) => c.id === x.country) : undefined;
      return {
        player: p,
        country: x.country,
        countryName: country ? cardName(country.id) : null,
        advisor: x.advisor,
        advisorName: advisorOf(s, p) ? cardName(advisorOf(s, p)!.id) : null,
        needs: { ...x.needs },
        credits: Object.fromEntries(CATEGORIES.map((k) => [k, x.credits[k]])) as Record<Category, number>,
        handCount: x.hand.length,
        passed: s.options.order === 'free' ? x.passed : false,
        drawPerRound: country?.drawPerRound ?? 0,
      };
    }),
    active,
    doing: s.chain?.card && s.chain.stage === 'resolve' ? w('view.resolving', { player: `{${s.chain.player}}`, card: cardName(s.chain.card) }) : null,
    doingCard: s.chain?.card && s.chain.stage === 'resolve' ? s.chain.card : null,
    history: s.history.map((h) => ({ ...h })),
    solved: s.solvedCount,
    over: s.over,
    vp,
    me: mine ? { hand: [...seat(s, viewer).hand], provide: seat(s, viewer).provide ? [...seat(s, viewer).provide!] : null } : null,
  };
}
