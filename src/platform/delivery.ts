import type { PlayerId } from '../engine/types';
import type { GameModule } from './module';
import type { Session } from './session-schema';

/** A session as it was saved, with the revision the next save must name. */
export interface Snapshot {
  session: Session;
  rev: number;
}

/** One seat dealt a secret its last DM did not show: send it `view`. */
export interface PrivateUpdate {
  seat: number;
  player: PlayerId;
  userId: string;
  view: unknown;
  hash: string;
  /** The secrets this DM shows, one short hash each (see private-updates.ts). */
  secrets: string[];
  /** The seat's DM bookkeeping before this update was marked as delivered. */
  before: { privateHash: string | null; dmOpen: boolean | null; secrets: string[] | null };
}

/** A private update that did not arrive: DMs closed (said once, then given up) or a failure (tried again later). */
export interface Unreached {
  seat: number;
  why: 'closed' | 'failed';
}

/**
 * What the table runner asks of whoever shows a table (the bot; the terminal ignores it). The runner
 * decides what must be shown to whom; the courier only shows it. It is called inside the channel's turn,
 * so one change's DMs are out, and a closed DM recorded, before the next change to that channel begins.
 */
export interface Courier {
  /** False for a courier that shows no private views (the terminal): the runner then does not work them out. */
  showsPrivate?: boolean;
  /** DMs each update; returns the ones that did not arrive. */
  sendPrivate(s: Session, mod: GameModule, updates: readonly PrivateUpdate[], intro: string): Promise<readonly Unreached[]>;
  /** The public table changed: show this snapshot (later, coalesced per channel). */
  tableChanged(saved: Snapshot): void;
  /** The stored game of a channel could not be read; called once per channel until it is cleared. */
  unreadable(channelId: string, reason: string): Promise<void>;
}

/** A courier that shows nothing: for the terminal table, which draws its own pictures. */
export const silentCourier: Courier = {
  showsPrivate: false,
  sendPrivate: async () => [],
  tableChanged: () => undefined,
  unreadable: async () => undefined,
};
