import type { AiPolicy } from '../engine/ai-policy';
import type { CardEntry, GameEngine, Option } from '../engine/types';
import type { Picture, SeatNames } from '../../render/picture';
import { memoEngine } from './engine-memo';
import type { Language } from '../words/locales';

export type { Picture, SeatNames };


/**
 * What the platform needs of a game: its engine and how to draw its views. A game declares it with its own
 * state and view types; the registry holds it as `GameModule` (unknown state and view), which its methods fit
 * without a cast because the platform only ever hands a module the views its own engine made.
 */
export interface GameModule<S = unknown, V = unknown, O extends Record<string, unknown> = Record<string, unknown>> {
  engine: GameEngine<S, V, O>;
  /**
   * Every text a picture, its alt text or the table in words shows is said in `language` (English unless given): the
   * table's for the table, the seat's own for its private picture.
   *
   * The board as everyone sees it. `choices` are the options of the prompt being answered (a public prompt on the
   * table; the seat's own prompt in its private panel): the picture marks them by the names the prompt uses.
   */
  renderTable(publicView: V, names?: SeatNames, choices?: readonly Option[], language?: Language): Promise<Picture>;
  /**
   * What `renderTable` reads of the open prompt's options, over the same view (the marks it draws, the words for
   * what is decided): calls with equal answers draw the same table picture, so a step of a decision that marks
   * nothing new is not drawn again. Without it, the options count whole.
   */
  tableMarks?(publicView: V, choices?: readonly Option[], language?: Language): unknown;
  /** One seat's private things (hand, secrets); null when the game hides nothing from this seat. */
  renderPrivate(playerView: V, names?: SeatNames, choices?: readonly Option[], language?: Language): Promise<Picture | null>;
  /**
   * What `renderPrivate` reads of its arguments: calls with equal answers draw the same picture, so a seat's picture
   * is drawn again only when what it shows changed, not whenever the board moves. Without it, the whole view counts.
   */
  privateShows?(playerView: V, names?: SeatNames, choices?: readonly Option[], language?: Language): unknown;
  /**
   * The table picture in words (`/game view mode:text`, the panel's "Table as text"): everything `renderTable` shows
   * of the same public view, in paragraphs separated by blank lines, so a long one may be paged between them.
   */
  tableText(publicView: V, names?: SeatNames, choices?: readonly Option[], language?: Language): string;
  /** One card of the engine's catalogue (`engine.cards`), as `/game card` shows it. */
  renderCard?(card: CardEntry): Promise<Picture>;
  /** The round (or turn) a public view shows: a replay draws one frame per round. Without it, a replay is its last board. */
  round?(publicView: V): number;
  /** AI levels that play this game to win; every game also has the random level. The first plays to win hardest: it gives hints. */
  ai?: readonly AiPolicy<V>[];
  /** Whether a table of these options offers hints unless its lobby says otherwise: a co-operative game does. */
  hintsByDefault?(options: O): boolean;
  /** The learning game (/game learn); without it the game has none. */
  learning?: LearningDeal<O>;
}

/**
 * A learning game's fixed deal, chosen so that every rule area comes up early: the learner takes the first seat and
 * the play-to-win AI the others.
 */
export interface LearningDeal<O> {
  seed: string;
  aiSeats: number;
  options: Partial<O>;
  /**
   * Every rule area's topic in the order a teacher would take them, the goal first. Each decision teaches one area:
   * the goal while it is untaught, else the decision's own area the first time, else the first area of this list
   * not yet taught that is on screen (`onScreen`), so that what no decision rests on is taught too.
   */
  plan: readonly string[];
  /**
   * What brings an area on screen: the topics (a decision's, or an area already taught) after any of which it may be
   * taught; [] for one on screen from the start. An area not named here is taught only at a decision of its own.
   */
  onScreen: Readonly<Record<string, readonly string[]>>;
  /** The areas of other ways to play (the variants), told at the end with what was covered rather than mid-game. */
  atEnd: readonly string[];
}

/** Declares a game's module with its own types checked: the engine's view type is the renderers' input. */
export function defineModule<S, V, O extends Record<string, unknown>>(m: GameModule<S, V, O>): GameModule<S, V, O> {
  return m;
}

export type ModuleRegistry = ReadonlyMap<string, GameModule>;

/** The platform's games by id, each engine's prompts and views remembered per state (engine-memo.ts). */
export function registry(modules: readonly GameModule[]): ModuleRegistry {
  return new Map(modules.map((m) => [m.engine.id, { ...m, engine: memoEngine(m.engine) }]));
}
