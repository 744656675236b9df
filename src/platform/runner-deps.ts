import type { Logger } from 'pino';
import type { Result } from '../engine/result';
import type { GameStore } from '../store/game-store';
import type { Courier, DmKind } from './delivery';
import type { GameModule, ModuleRegistry } from './module';
import type { Session } from './session-schema';
import type { Pace } from './slow-pace-schema';
import type { Refusal } from './words/refusals';

/** What the table runner (src/platform/runner/table-runner.ts) is built from, and what one of its changes shows. */

export interface RunnerDeps {
  store: GameStore;
  modules: ModuleRegistry;
  courier: Courier;
  log: Logger;
  now?: () => string;
  newSeed?: () => string;
  newInstance?: () => string;
  /** Told of every saved session (the turn timer listens). */
  onSaved?: (s: Session) => void;
  /** Open tables allowed per server and per host; the defaults are the README's. */
  limits?: TableLimits;
  /** AI and auto decisions a change plays before it is answered; the rest follow in slices this size (Infinity: all at once). */
  aiSlice?: number;
  /** A DM's time limit and retry waits (src/platform/dms/dm-outbox.ts); tests shorten them. */
  dmTiming?: Partial<DmTiming>;
}

/** A lobby's pace: a slow one with its time per decision. Null: the server's default. */
export interface PaceTerms {
  pace: Pace | null;
  decisionSeconds: number | null;
}

/**
 * What a change shows besides its reply: DMs to seats dealt a new secret (why: the start, or a secret dealt), the
 * table. `through` is the session right after the seat's own change, before the AI seats played on (see turn-calls.ts).
 */
export interface Shows {
  dm?: DmKind;
  publish: boolean;
  through?: Session;
}

/**
 * One rule a press must pass before it may change the table (the same table, who may act, the phase): null when it
 * passes, else the refusal it is answered with. An operation lists its checks in order; the first refusal wins.
 */
export type Check = (s: Session, mod: GameModule) => Result<never, Refusal> | null;

/** Open lobbies and running games allowed at once, per server and per host (src/platform/records/table-census.ts). */
export type TableLimits = { perServer: number; perHost: number };

/** How the DMs a change owes are sent (src/platform/dms/dm-outbox.ts). */
export interface DmTiming {
  /** A DM not answered within this long counts as failed. */
  timeoutMs: number;
  /** The wait before a failed DM's first retry; it doubles with each further failure, up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
}
