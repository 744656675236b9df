import type { Language } from '../words/locales';
import type { PlayerId } from '../engine/types';
import type { GameModule } from './module';
import type { Session } from './session-schema';

/** A session as it was saved, with the revision the next save must name. */
export interface Snapshot {
  session: Session;
  rev: number;
}

/** Why a seat is owed a DM: the game's start, or a secret dealt since its last DM. */
export type DmKind = 'start' | 'dealt';

/** One DM owed to a seat: its private view as it is now, to send with `intro`. */
export interface PrivateUpdate {
  seat: number;
  player: PlayerId;
  userId: string;
  view: unknown;
  hash: string;
  /** The secrets this DM shows, one short hash each (see private-updates.ts). */
  secrets: string[];
  /** What the DM says, in a few short lines (seats as `{p0}`): at the start, the seat and what it was dealt; later, each secret new to it. */
  intro: string;
}

/** What became of a DM: it arrived; the player takes no DMs from the bot (said once, then given up); or anything else (tried again later). */
export type DmResult = 'sent' | 'closed' | 'failed';

/**
 * What the table runner asks of whoever shows a table (the bot; the terminal ignores it). The runner decides what
 * must be shown to whom; the courier only shows it. A DM is sent after the change that owed it is saved and its
 * channel's turn is over (src/platform/dms/dm-outbox.ts), so however slow, it holds up nobody's click.
 */
export interface Courier {
  /** False for a courier that shows no private views (the terminal): the runner then does not work them out. */
  showsPrivate?: boolean;
  /** DMs one seat its view; on 'closed' it also tells the channel (that seat gets no DM after). A throw counts as 'failed'. */
  sendPrivate(s: Session, mod: GameModule, update: PrivateUpdate): Promise<DmResult>;
  /**
   * Whether the person's private panel is on their screen and follows this table to their next decision: then the
   * panel is the call, and a person who just acted is not pinged at once (src/platform/pace/turn-calls.ts).
   * Without it, nobody is.
   */
  watching?(s: Session, userId: string): boolean;
  /** The public table changed: show this snapshot (later, coalesced per channel). */
  tableChanged(saved: Snapshot): void;
  /**
   * A change saved that the table does not show (an answer inside a secret window, the table's own standing aside
   * there): the channel learns nothing, but a person's own panel may still ask what is already answered for them.
   */
  privateChanged?(saved: Snapshot): void;
  /** The stored game of a channel could not be read; called once per channel until it is cleared. */
  unreadable(channelId: string, reason: string): Promise<void>;
  /**
   * A game to be played in a thread is starting: opens a public thread off `parentId` named `name` (from the lobby's
   * message when that message is in the parent) and leaves the lobby's message as one line linking to it. The
   * thread's id, or null when none could be opened: the game is then played where its lobby was. Without it, no
   * game moves to a thread.
   */
  openThread?(t: ThreadOpening): Promise<string | null>;
  /** A game played in a thread has ended: its parent channel is told the result in one line, linking to the thread. */
  endedInThread?(saved: Snapshot): void;
  /** A thread whose game is no longer kept is archived: its messages stay readable. */
  archiveThread?(threadId: string): Promise<void>;
}

interface ThreadOpening {
  parentId: string;
  /** Where the lobby (or the rematch lobby) was shown, to leave as a link; null when it was never shown. */
  lobby: { channelId: string; messageId: string } | null;
  /** The thread's name, and the game's, for the line the lobby leaves. */
  name: string;
  game: string;
  /** The table's language, for the line the lobby leaves. */
  language: Language;
}

/** A courier that shows nothing: for the terminal table, which draws its own pictures. */
export const silentCourier: Courier = {
  showsPrivate: false,
  sendPrivate: async () => 'sent',
  tableChanged: () => undefined,
  unreadable: async () => undefined,
};
