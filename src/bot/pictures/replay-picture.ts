import { animatedGif } from '../../../render/animation';
import type { GameRecord } from '../../platform/after-game/game-record';
import type { GameModule } from '../../platform/module';
import { ok, type Result } from '../../engine/result';
import { refuse, type Refusal } from '../../platform/words/refusals';
import { replayFrames } from '../../platform/after-game/replay-frames';
import { playerIdOf } from '../../platform/table/seat-ids';

/** Discord's upload limit for a bot without boosts. */
const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** A frame's width: the boards keep their detail, and a long game still fits the upload limit. */
const FRAME_WIDTH = 1000;

/** A finished game drawn again, one frame per round, as an animated GIF; refused when its record no longer replays. */
export async function replayGif(mod: GameModule, r: GameRecord): Promise<Result<{ gif: Buffer; frames: number }, Refusal>> {
  // A game started before answers were kept has no start time either, and only part of its answers.
  if (r.startedAt === null) return refuse('replay-too-old');
  const frames = replayFrames(mod, r);
  if (!frames.ok) return refuse('replay-broken', frames.error);
  const names = Object.fromEntries(r.players.map((x, i) => [playerIdOf(i), x.name]));
  const pngs: Buffer[] = [];
  // One render at a time: each is CPU-heavy, and other tables' changes are drawn in between.
  for (const f of frames.value) pngs.push((await mod.renderTable(f.view, names)).png);
  const gif = await animatedGif(pngs, { delayMs: 1200, lastDelayMs: 4000, maxWidth: FRAME_WIDTH });
  if (gif.length > UPLOAD_MAX_BYTES) return refuse('replay-too-big', (gif.length / 1024 / 1024).toFixed(1));
  return ok({ gif, frames: frames.value.length });
}
