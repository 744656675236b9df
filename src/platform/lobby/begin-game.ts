import type { Snapshot } from '../delivery';
import { notesAtStart } from '../telling/teaching';
import { FinishedGames } from '../after-game/finished-games';
import type { Session } from '../session-schema';
import type { LoadedGame } from '../records/table-records';
import type { RunnerCore } from './runner-core';

/**
 * A started game: the table gets a message of its own (in a thread of its own, when its lobby asked for one); the
 * first DM doubles as the check that each player can be reached. `lobby` is the session it started from, whose
 * record is `g` (null: the channel held none).
 */
export async function beginGame(c: RunnerCore, g: LoadedGame | null, lobby: Session, started: Session): Promise<Snapshot> {
  // Every way a game starts (Start, a rematch, the last acceptance) comes here, so newcomers get notes from each.
  const humans = started.seats.filter((x) => x.control === 'human').map((x) => x.userId);
  const finished = new FinishedGames(c.d.store);
  const played = await Promise.all(humans.map(async (u) => [u, (await finished.allStats(u)).games[started.game]?.played ?? 0] as const));
  const taught = notesAtStart(started, new Set(played.filter(([, n]) => n > 0).map(([u]) => u)));
  const saved = c.moves.wanted(taught)
    ? await c.moves.begin(g, lobby, taught)
    : await c.commit(g, c.settle({ ...taught, tableMessageId: null, tableStale: true, repostTable: false }), { dm: 'start', publish: true });
  const next = saved.session;
  c.d.log.info({ channelId: next.channelId, game: next.game, instance: next.instance, seed: next.seed, players: next.seats.length }, 'game started');
  return saved;
}
