import { openDrawing } from '../src/bot/pictures/drawing';
import { ReplayPictures } from '../src/bot/pictures/replay-pictures';
import { modules as shipped } from '../src/modules';
import { buildGameRecord, type GameRecord } from '../src/platform/after-game/game-record';
import type { GameModule } from '../src/platform/module';
import { seatNames } from '../src/platform/table/seat-names';
import { settleAutoSeats } from '../src/platform/table/auto-seats';
import { aiLevels } from '../src/platform/seats/lobby-seats';
import { NOW, startSession } from '../test/fixtures/start-session';
import { percentile } from './percentile';

/** A game played out by its own AI in every seat, as the record /game replay reads. */
function aiGame(mod: GameModule, seed: string, instance: string): GameRecord {
  const players = Math.min(mod.engine.maxPlayers, Math.max(mod.engine.minPlayers, 4));
  const level = aiLevels(mod)[0]!;
  const s = startSession(mod, players, seed);
  const seated = { ...s, seats: s.seats.map((x) => ({ ...x, control: 'ai' as const, aiLevel: level.level })) };
  return { ...buildGameRecord(settleAutoSeats(seated, mod.engine, NOW, aiLevels(mod)), mod.engine, NOW), guildId: 'bench', instance };
}

/**
 * Table pictures asked for one after another on the bot's picture threads, alone and then while `replays` people ask
 * for different finished games' replays at once, and again for the same games (kept): each table picture's wall time
 * from asked to drawn, and each replay's.
 */
export async function measureReplayDelay(replays = Number(process.env.BENCH_REPLAYS ?? 4)) {
  const drawing = openDrawing();
  await drawing.ready();
  const earth = shipped.get('earth')!;
  const s = startSession(earth, 3, 'bench-replay-table');
  const view = earth.engine.view(s.state, null);
  const names = seatNames(s);
  const mods = [...shipped.values()];
  const records = Array.from({ length: replays }, (_, k) => ({ mod: mods[k % mods.length]!, record: aiGame(mods[k % mods.length]!, `bench-replay-${k}`, `replay${k}`) }));
  const lane = new ReplayPictures(drawing);
  const rows: Record<string, string | number>[] = [];
  try {
    /** `busy`: each replay's wall ms, null when it was refused. */
    async function tablesWhile(label: string, busy: () => Promise<(number | null)[] | undefined>) {
      const tables: number[] = [];
      const t0 = performance.now();
      let done = false;
      const running = busy().then((r) => {
        done = true;
        return r;
      });
      for (let k = 0; k < 10 || !done; k++) {
        const t = performance.now();
        await drawing.table(earth, view, names);
        tables.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 100));
      }
      const outcomes = (await running) ?? [];
      const replayMs = outcomes.flatMap((o) => (o === null ? [] : [o]));
      const refused = outcomes.length - replayMs.length;
      rows.push({
        while: label,
        'table pictures': tables.length,
        'table picture p50/max ms': `${percentile(tables, 0.5).toFixed(0)} / ${Math.max(...tables).toFixed(0)}`,
        'replays shown': replayMs.length,
        'replay s max': replayMs.length ? +(Math.max(...replayMs) / 1000).toFixed(1) : '–',
        refused,
        'wall s': +((performance.now() - t0) / 1000).toFixed(1),
      });
    }
    const ask = () =>
      Promise.all(records.map(async ({ mod, record }, k) => {
        const t = performance.now();
        const r = await lane.of(`person-${k}`, mod, record);
        return r.ok ? performance.now() - t : null;
      }));
    await tablesWhile('nothing else', async () => undefined);
    await tablesWhile(`${replays} people asking for replays`, ask);
    // Those refused above ask again; the ones shown come from memory.
    await tablesWhile('the same again', ask);
  } finally {
    await drawing.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await measureReplayDelay());
