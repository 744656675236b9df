import type { Result } from '../../engine/result';
import type { Snapshot } from '../delivery';
import type { Refusal } from '../words/refusals';
import type { Check, RunnerDeps, Shows } from '../runner-deps';
import type { Session } from '../session-schema';
import type { LoadedGame, TableRecords } from '../records/table-records';
import type { ThreadMoves } from './thread-move';

/**
 * What the lobby's operations borrow from the runner: its one path of a change. The runner's core
 * (src/platform/runner/table-core.ts) is the one thing that answers to it.
 */
export interface RunnerCore {
  readonly d: RunnerDeps;
  readonly records: TableRecords;
  /** A game's move into its thread, and the channel's record as a change finds it (thread-move.ts). */
  readonly moves: ThreadMoves;
  now(): string;
  newSeed(): string;
  newInstance(): string;
  /** The opening every press shares: the table under the channel's turn, `checks` in order, then `change`. */
  act<T>(channelId: string, checks: readonly Check[], change: (g: LoadedGame) => Promise<Result<T, Refusal>>): Promise<Result<T, Refusal>>;
  commit(g: LoadedGame | null, change: Session, shows: Shows): Promise<Snapshot>;
  settle(s: Session): Session;
}
