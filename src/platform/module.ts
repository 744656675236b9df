import type { AiPolicy } from '../ai/policy';
import type { AnyEngine } from '../engine/types';

/** A PNG and a line of alt text. Renderers see views only, never a full state. */
export interface Picture {
  png: Buffer;
  name: string;
  alt: string;
}

/** Player names by seat (p0 → "ana"): public, so any picture may show them. */
export type SeatNames = Readonly<Record<string, string>>;

/** What the platform needs of a game: its engine and how to draw its views. */
export interface GameModule {
  engine: AnyEngine;
  /** The board as everyone sees it. */
  renderTable(publicView: unknown, names?: SeatNames): Promise<Picture>;
  /** One seat's private things (hand, secrets); null when the game hides nothing from this seat. */
  renderPrivate(playerView: unknown, names?: SeatNames): Promise<Picture | null>;
  /** AI levels that play this game to win; every game also has the random level. */
  ai?: readonly AiPolicy[];
}

export type ModuleRegistry = ReadonlyMap<string, GameModule>;

export function registry(modules: readonly GameModule[]): ModuleRegistry {
  return new Map(modules.map((m) => [m.engine.id, m]));
}
