import type { z } from 'zod';
import type { Result } from './result';

/**
 * Seats are named p0, p1, … in seating order; the platform maps them to Discord users.
 * Texts (events, prompts, outcomes) name a seat as `{p0}`; the platform shows the player's name there.
 */
export type PlayerId = string;

/** One choice of a prompt. `value` is what comes back in the answer; it must stay short (it rides in a custom id). */
export interface Option {
  value: string;
  label: string;
  hint?: string;
  /**
   * The choice the game suggests. The table marks it "(suggested)" and highlights it where it stands: a menu
   * keeps its order, and the label carries no marker of its own.
   */
  suggested?: true;
}

/**
 * A decision someone owes. Several prompts at once make a simultaneous window.
 * `private` prompts show their text and options only to their owner (a hand, a secret vote);
 * the channel sees `publicText` alone. `id` must change whenever the decision moves on, so a
 * click on an old prompt can be recognised and refused.
 */
export interface Prompt {
  player: PlayerId;
  id: string;
  text: string;
  publicText: string;
  options: readonly Option[];
  private: boolean;
  /**
   * What the choice needs that its options' labels and hints cannot hold (a card's full text, a Country's numbers),
   * as lines shown under the prompt text in the owner's private panel: at most 1500 characters, written to fit, never
   * cut. Built from the owner's view only; on a public prompt it holds nothing hidden, like `publicText`.
   */
  detail?: string;
  /**
   * The `/game rules` topic this decision rests on (one of the game's `rules`, by its `topic`): "Why?" explains
   * the decision with it and links it, and a teaching note names it. Every prompt of every game has one.
   */
  topic?: string;
  /** Multi-select prompts (e.g. "pass two cards"): how many values to pick. Default 1..1. */
  min?: number;
  max?: number;
  /** The answer used when the turn timer skips this player. Defaults to the first option. */
  fallback?: string;
  /**
   * Set on every prompt of a secret simultaneous window (a Scheme window, a Campaign, a Tribunal ballot): nobody
   * may learn who has answered before it closes. The table keeps it open at least `minMs` after it opened, even
   * when everyone answered at once, and closes it at `maxMs` with each open seat taking `fallback` (standing aside).
   * `id` is the same for every prompt of one window and changes with the next window.
   */
  secretWindow?: { id: string; minMs: number; maxMs: number };
  /**
   * A standing answer the seat may give for this kind of prompt ("Pass for the rest of the round"): once set, the
   * table answers `value` for the seat, as its click would, every time such a prompt comes, until `scope` changes (a
   * new round) or the prompt offers something it did not offer when the answer was set (a card became playable).
   */
  standing?: StandingOffer;
}

interface StandingOffer {
  /** Which standing answer: a seat keeps one of each kind. */
  kind: string;
  /** The option the table answers with: one of the prompt's values. */
  value: string;
  /** Changes when the standing answer must end (the round's number). */
  scope: string;
  /** The button that sets it, in player words. */
  label: string;
  /** The button that ends it, in player words ("Rejoin the round"). */
  undo: string;
  /** What the panel says while it stands. */
  standingText: string;
  /** Whether the table message may offer the button that ends it: only where everyone may know it was set. */
  onTable: boolean;
}

export interface Answer {
  prompt: string;
  values: readonly string[];
}

/** Something that happened, for the log. `visibleTo` keeps hidden events out of public places. */
export interface GameEvent {
  text: string;
  visibleTo: 'all' | readonly PlayerId[];
}

export interface Applied<S> {
  state: S;
  events: readonly GameEvent[];
  /** True when this step revealed something or drew on the generator: undo stops here. */
  committed: boolean;
  /** What it revealed or left to chance, as the rest of "your last step …" ("drew a card from the deck"): a refused undo names it. */
  revealed?: string;
}

/** A refused answer or setup: a stable kebab-case code from the game's own list, and a sentence for the player. */
export interface RuleError<C extends string = string> {
  code: C;
  message: string;
}

export interface Outcome {
  /** 'team' outcomes (co-operative games) win or lose together. */
  kind: 'ranked' | 'team';
  winners: readonly PlayerId[];
  summary: string;
  scores?: Readonly<Record<PlayerId, number>>;
}

/**
 * A variant option, offered as a slash option at /game new and as a flag on the terminal table. `name` and each
 * choice's `value` are what is typed and stored, in no language; every other text (`label`, `description`, a
 * choice's `label`, `zeroMeans`) is a text said in the reader's language (src/engine/words.ts). `label`: the option
 * as a player says it in a lobby ("Seesaw tips at"); without it, its name with spaces.
 */
export type OptionSpec =
  | { kind: 'boolean'; name: string; label?: string; description: string; default: boolean }
  | {
      kind: 'integer';
      name: string;
      label?: string;
      description: string;
      default: number;
      min: number;
      max: number;
      /** What 0 stands for when it asks the game to choose (Tipping Point's `tip`: "automatic"). */
      zeroMeans?: string;
    }
  | { kind: 'choice'; name: string; label?: string; description: string; default: string; choices: readonly { value: string; label: string }[] };

/**
 * A typed shortcut for players who prefer commands to buttons (`/tp play card:… at:C4`).
 * `plan` turns the typed options into the answers the player would have clicked, in order;
 * each is given to that player's first open prompt, and all apply or none do.
 */
interface ShortcutOption {
  name: string;
  description: string;
  kind: 'string' | 'integer';
  required: boolean;
  autocomplete: boolean;
}

export interface Shortcut<S> {
  name: string;
  description: string;
  options: readonly ShortcutOption[];
  plan(s: S, player: PlayerId, args: Readonly<Record<string, string | number>>): Result<readonly (readonly string[])[], RuleError>;
  complete?(s: S, player: PlayerId, option: string, typed: string): readonly { name: string; value: string }[];
}

/**
 * One entry of a game's rules reference (`/game rules`): a rulebook area, a glossary term or an icon, in player
 * words, whole (the bot pages a long one, never cuts it).
 */
export interface RulesTopic {
  topic: string;
  /**
   * Its name as players read it ("Crisis placement"), a text said in the reader's language (src/engine/words.ts);
   * without one, its key read as words.
   */
  title?: string;
  text: string;
  /** What it is: an area of the rulebook (the default), a glossary term, or an icon. */
  kind?: 'area' | 'term' | 'icon';
  /**
   * More words it is found by, beside the words of its name ("tip", "torque" for the Seesaw); a said text may hold
   * several between `|` ("tip | torque"), so each language lists as many as it has.
   */
  words?: readonly string[];
  /** The rulebook section it comes from, as the rulebook names it ("The Climate Seesaw"). */
  source?: string;
  /** The rules file that enforces it (`src/games/<game>/rules/<area>.ts`), by its name without `.ts`. */
  area?: string;
}

/** One card (or Country, Advisor, Contract, Agenda…) of a game's public catalogue, for `/game card`. */
export interface CardEntry {
  /** What the game calls this kind of card: "Project", "Crisis", "Country", "Contract". */
  kind: string;
  /** Unique within the game. */
  id: string;
  name: string;
  /** Everything printed on it, in player words: cost, effect, numbers. Whole; the bot pages a long one. */
  text: string;
}

/**
 * A game as plain functions over plain JSON. No I/O, no clock, no Math.random:
 * the generator lives in the state. `apply` checks before it changes anything, so a refused
 * answer leaves the state exactly as it was.
 */
export interface GameEngine<S, V, O extends Record<string, unknown> = Record<string, unknown>, E extends string = string> {
  id: string;
  /** The game's name as players read it, a text said in the reader's language (src/engine/words.ts); `id` is what code compares. */
  name: string;
  minPlayers: number;
  maxPlayers: number;
  schemaVersion: number;
  /**
   * How a stored state of an older `schemaVersion` becomes today's: `migrations[n]` takes a state of version n to
   * version n + 1 (for example by adding a field with its starting value). A version with no way up is not read.
   */
  migrations?: Readonly<Record<number, (state: unknown) => unknown>>;
  stateSchema: z.ZodType<S, unknown>;
  optionSpecs: readonly OptionSpec[];
  optionsSchema: z.ZodType<O, unknown>;
  setup(players: readonly PlayerId[], seed: string, options: O): Result<S, RuleError<E>>;
  prompts(s: S): readonly Prompt[];
  /**
   * Optional: why `player` has nothing to decide now, in a sentence of players' words for their own panel ("No Scheme
   * of yours answers a Build"), where a moment asks the others (a secret window the table stands aside in for them);
   * null when there is nothing to say. It reads the seat's own hand, so only that seat is ever shown it.
   */
  nothingAsked?(s: S, player: PlayerId): string | null;
  apply(s: S, player: PlayerId, answer: Answer): Result<Applied<S>, RuleError<E>>;
  /** viewer null: the public view; a seat: what that seat may see. */
  view(s: S, viewer: PlayerId | null): V;
  outcome(s: S): Outcome | null;
  /**
   * Optional: the state less what only counts its steps (the counter its prompt ids are made from). Two states with
   * the same position owe the same decisions, so a step that leads back to an earlier position of a turn (Pass, then
   * Back) takes the table back to that point instead of growing its undo and answer log. Without it, the state itself.
   */
  position?(s: S): unknown;
  /**
   * Optional: every card the state names that this build's catalogue does not hold (`kind id`), empty when all are
   * known. A stored state is judged by it once at load, so a bad one is set aside instead of failing at that card.
   */
  unknownCards?(s: S): readonly string[];
  /**
   * Optional: whether the game's people win or lose it together (a co-operative variant). Its leaderboard keeps won
   * tables and rates nobody, even a game ended before its rules finished it. Without it, the game is competitive.
   */
  cooperative?(s: S): boolean;
  /** Optional: how many rounds the game has taken, for a co-operative leaderboard that ranks wins by fewest rounds. */
  roundsPlayed?(s: S): number;
  /** Optional: take a seat out of the game. Without it, a seat that leaves goes to auto-play. */
  removePlayer?(s: S, player: PlayerId): Result<Applied<S>, RuleError<E>>;
  rules: readonly RulesTopic[];
  /** Optional: every card, Country, Advisor, Contract… of the game, as printed (the deck lists are public). */
  cards?: readonly CardEntry[];
  /** Optional typed commands: `command` is the slash command's name, each shortcut a subcommand. */
  shortcuts?: { command: string; description: string; list: readonly Shortcut<S>[] };
  /** A short text summary of a view, for logs, the terminal table and alt text. */
  describe(v: V): string;
  /**
   * Optional: the secrets a seat's view holds, one entry per thing dealt to it in secret (an Agenda, a Scheme). A
   * DM goes out when the seat holds one its last DM did not show; what merely changes in a hand waits until the
   * player looks. Without it, any change of the seat's private part is worth a DM.
   */
  secrets?(v: V): readonly unknown[];
  /**
   * Optional: what a seat holds at the game's start, in a few short sentences of players' words (seats as `{p0}`),
   * for its start DM: the hand by the cards' names, the secrets by the names the rules give them.
   */
  dealtText?(v: V): string;
  /** Optional: one entry of `secrets`, named in a sentence from the same view ("You drew an Agenda: X."), for the DM that brings it. */
  secretText?(v: V, secret: unknown): string;
}

/**
 * An engine whose state and view types the caller does not know (the platform, which stores them as JSON).
 * Engine methods take their state as a method parameter, so a game's own engine fits here without a cast.
 */
export type AnyEngine = GameEngine<unknown, unknown, Record<string, unknown>>;
