import type { Logger } from 'pino';
import { withChannelLock } from '../../store/channel-lock';
import type { GameStore } from '../../store/game-store';
import { keepEndedTable } from './history';
import { retentionVerdict } from './retention';
import type { Session } from '../session-schema';
import type { Loaded, TableRecords } from '../records/table-records';
import type { Courier } from '../delivery';

/**
 * The retention sweep (src/platform/after-game/retention.ts), for TableRunner.sweep: expires lobbies idle too long and removes
 * finished games' full records past their time, each under its channel's turn so no live change is overtaken.
 */
export async function sweepStored(d: { records: TableRecords; load: (channelId: string) => Promise<Loaded>; store: GameStore; log: Logger; now: () => string; courier: Pick<Courier, 'archiveThread'> }, serves: (guildId: string | null) => boolean): Promise<{ expiredLobbies: Session[]; removedGames: number }> {
  const expiredLobbies: Session[] = [];
  let removedGames = 0;
  for (const channelId of await d.records.listChannels()) {
    const done = await withChannelLock(channelId, async () => {
      // A lobby whose game was moving into a thread is finished moving first: expiring it would lose the game.
      const g = await d.load(channelId);
      if (g.kind !== 'ok' || !serves(g.session.guildId)) return null;
      const verdict = retentionVerdict(g.session.phase, g.updatedAt, Date.parse(d.now()));
      if (verdict === 'remove-finished') await keepEndedTable(d.store, g.session, g.mod.engine, g.updatedAt);
      if (verdict) await d.records.delete(channelId);
      if (verdict && g.session.parent) await d.courier.archiveThread?.(channelId).catch(() => undefined);
      return verdict && { verdict, session: g.session };
    });
    if (done?.verdict === 'expire-lobby') expiredLobbies.push(done.session);
    if (done?.verdict === 'remove-finished') removedGames++;
  }
  if (expiredLobbies.length || removedGames) d.log.info({ lobbies: expiredLobbies.length, games: removedGames }, 'retention sweep');
  return { expiredLobbies, removedGames };
}
