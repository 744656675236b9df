/**
 * The stand-in state an AI seat plays on: rebuilt from the seat's own view, with placeholders for what it
 * cannot see (face-down Projects, other hands, the decks), and copied cheaply for each line it tries.
 */
import { TABLE, parseSlot, type Pos } from '../board';
import { catalogue } from '../cards/catalogue';
import type { Ctx } from '../draft';
import { PRESSURE_LEVELS, type TpState } from '../state';
import type { TpView } from '../view';

/** Any Project id will do for a face-down card: the rules never read a face-down card's identity. */
const HIDDEN_PROJECT = catalogue.projects[0]!.id;

/** Unknown deck cards: a spread over every category, so simulated draws land in a hand of typical cards. */
const STAND_IN_DECK = catalogue.projects.filter((_, i) => i % 7 === 3).map((p) => p.id);

export function standIn(v: TpView): TpState {
  const me = v.viewer ?? '';
  const hand = v.me?.hand ?? [];
  const players = v.seats.map((x) => x.player);
  return {
    schemaVersion: 1,
    rev: 0,
    seq: 0,
    options: {
      difficulty: v.options.difficulty,
      expert: v.options.expert,
      variant: v.options.variant === 'competitive' ? 'competitive' : 'coop',
      order: v.options.order === 'free' ? 'free' : 'turns',
      tip: v.options.tip,
      max_rounds: v.maxRounds,
      pressure: PRESSURE_LEVELS[Math.min(v.options.pressure, PRESSURE_LEVELS.length - 1)]!,
    },
    players,
    rng: [1, 2, 3, 4],
    phase: v.phase,
    setupIndex: 0,
    advisorCard: null,
    tieSlots: [],
    initialProject: null,
    seats: Object.fromEntries(
      v.seats.map((x) => [
        x.player,
        {
          country: x.country,
          advisor: x.advisor,
          needs: { ...x.needs },
          credits: { ...x.credits },
          hand: x.player === me ? [...hand] : [],
          vp: v.vp[x.player] ?? 0,
          passed: x.passed,
          passedOnce: false,
          payByHand: false,
          used: { round: false, game: false },
          provide: null,
          pick: null,
        },
      ]),
    ),
    projectDeck: STAND_IN_DECK.filter((id) => !hand.includes(id)),
    discard: [],
    crisisDeck: Array.from({ length: v.crisisDeck }, (_, i) => catalogue.crises[i % catalogue.crises.length]!.id),
    crisisRemoved: [],
    difficultyUsed: v.options.difficulty,
    grid: v.grid.cells.map((c) => ({ ...parseSlot(TABLE, c.slot)!, card: { kind: c.kind, id: c.id ?? HIDDEN_PROJECT, up: c.up }, tokens: [...c.tokens], under: [] })),
    preservation: v.seesaw.preservation,
    pollution: v.seesaw.pollution,
    round: v.round,
    turn: Math.max(0, players.indexOf(me)),
    passesInRow: 0,
    menuPage: 0,
    chain: null,
    crisisQueue: [],
    bonusQueue: [],
    history: [],
    solvedCount: v.solved,
    over: null,
  };
}

export const ctxOf = (s: TpState): Ctx => ({ s, events: [], committed: false });

/** A copy deep enough for the rule functions this seat runs: the grid, every seat, the decks and queues. */
export function clone(s: TpState): TpState {
  return {
    ...s,
    grid: s.grid.map((c) => ({ ...c, card: { ...c.card }, tokens: [...c.tokens] })),
    seats: Object.fromEntries(
      Object.entries(s.seats).map(([p, x]) => [p, { ...x, needs: { ...x.needs }, credits: { ...x.credits }, hand: [...x.hand], used: { ...x.used } }]),
    ),
    projectDeck: [...s.projectDeck],
    discard: [...s.discard],
    bonusQueue: s.bonusQueue.map((b) => ({ ...b, tasks: b.tasks.map((t) => ({ ...t })) })),
    history: [],
  };
}

export const posOf = (s: TpState, name: string): Pos => parseSlot(TABLE, name)!;
