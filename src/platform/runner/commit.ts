import type { Snapshot } from '../delivery';
import type { DmOutbox } from '../dms/dm-outbox';
import { markOwed, owesDms } from '../dms/private-updates';
import { keepEndedTable } from '../after-game/history';
import { trackWindow } from '../table/secret-window';
import type { RunnerDeps, Shows } from '../runner-deps';
import type { Session } from '../session-schema';
import type { LoadedGame, TableRecords } from '../records/table-records';
import { trackWaits } from '../pace/slow-pace';
import { callsAfter } from '../pace/turn-calls';

/** What a save needs of the runner's core. */
interface CommitDeps {
  readonly d: RunnerDeps;
  readonly records: TableRecords;
  readonly outbox: DmOutbox;
  now(): string;
}

/**
 * Saves a change once, the DMs it owes included (each seat dealt a secret its last DM did not show marked owed),
 * then shows it. The DMs go out once the channel's turn is over; recording what arrived is their one save.
 */
export async function commitChange(c: CommitDeps, g: LoadedGame | null, change: Session, shows: Shows): Promise<Snapshot> {
  const mod = c.d.modules.get(change.game)!;
  // Whatever the change, a secret window it opened is recorded from the moment it is first saved.
  // So is each human's wait in a slow game, from which prompts are open now.
  const tracked = trackWaits(trackWindow(change, mod.engine, c.now()), mod.engine, c.now());
  const watching = c.d.courier.watching;
  const watch = watching ? { now: c.now(), watches: (u: string) => watching(tracked, u) } : undefined;
  const next = callsAfter(g?.session ?? null, shows.through ? [shows.through] : [], tracked, mod.engine, watch);
  // A server that lets the bot DM nobody reads every private view with /game hand: no DM is even worked out.
  const dm = c.d.courier.showsPrivate !== false && next.dmAllowed ? shows.dm : undefined;
  const saved = await c.records.save(dm ? markOwed(next, mod.engine, dm) : next, g ? g.rev : null);
  if (dm && owesDms(saved.session)) c.outbox.schedule(saved.session.channelId);
  const justEnded = next.phase === 'ended' && g?.session.phase !== 'ended';
  if (justEnded) await keepEndedTable(c.d.store, next, mod.engine, c.now());
  if (shows.publish) c.d.courier.tableChanged(saved);
  else if (saved.session.phase === 'playing') c.d.courier.privateChanged?.(saved);
  if (justEnded && next.parent) c.d.courier.endedInThread?.(saved);
  return saved;
}
