import { replayGif } from '../src/bot/pictures/replay-picture';
import { buildGameRecord } from '../src/platform/after-game/game-record';
import type { GameModule } from '../src/platform/module';
import { settleAutoSeats } from '../src/platform/table/auto-seats';
import { aiLevels } from '../src/platform/seats/lobby-seats';
import { NOW, startSession } from '../test/fixtures/start-session';
import { answerCount } from '../src/platform/table/answer-log';

/** One game per game played out by its own AI in every seat, then replayed as /game replay draws it: frames, size, time. */
export async function measureReplays(mods: readonly GameModule[]) {
  const rows = [];
  for (const mod of mods) {
    const players = Math.min(mod.engine.maxPlayers, Math.max(mod.engine.minPlayers, 4));
    const level = aiLevels(mod)[0]!;
    const s = startSession(mod, players, `bench-replay-${mod.engine.id}`);
    const seated = { ...s, seats: s.seats.map((x) => ({ ...x, control: 'ai' as const, aiLevel: level.level })) };
    const end = settleAutoSeats(seated, mod.engine, NOW, aiLevels(mod));
    const record = buildGameRecord(end, mod.engine, NOW);
    const t = performance.now();
    const r = await replayGif(mod, record);
    rows.push({
      game: mod.engine.id,
      players,
      answers: answerCount(record.answerLog),
      'answer log kB': +(Buffer.byteLength(record.answerLog) / 1024).toFixed(1),
      frames: r.ok ? r.value.frames : r.error.message,
      'GIF kB': r.ok ? Math.round(r.value.gif.length / 1024) : '-',
      'build s': +((performance.now() - t) / 1000).toFixed(1),
    });
  }
  return rows;
}
