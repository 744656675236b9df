import { recordKey, type GameRecord } from '../../platform/after-game/game-record';
import type { GameModule } from '../../platform/module';
import type { Result } from '../../engine/result';
import { refuse, type Refusal } from '../../platform/words/refusals';
import type { Drawing } from './drawing';

export type ReplayGif = Result<{ gif: Buffer; frames: number }, Refusal>;

export interface ReplayLimits {
  /** Different games' replays under way at once in this process (drawn one at a time, the rest waiting). */
  atOnce: number;
  /** The finished GIFs kept, in bytes. */
  keptBytes: number;
}

/** Two under way: one drawing, one next. A third would wait a replay's length or more, so it is asked to come back. */
const LIMITS: ReplayLimits = { atOnce: 2, keptBytes: 64 * 1024 * 1024 };

/**
 * Each finished game's replay, made once and kept: a finished game never changes, so its GIF never does. Kept in
 * memory (least recently asked for goes first), not in the store: a GIF is up to 8 MB, and made again from the
 * record in seconds after a restart, while writing it to the shared store would cost every replay that much traffic.
 * A person has one replay under way at a time; asking for the same game as someone else joins their replay.
 */
export class ReplayPictures {
  private readonly kept = new Map<string, { gif: ReplayGif; bytes: number }>();
  private keptBytes = 0;
  private readonly drawing = new Map<string, Promise<ReplayGif>>();
  /** The game each person's replay under way is of. */
  private readonly asked = new Map<string, string>();
  private readonly limits: ReplayLimits;

  constructor(
    private readonly pictures: Drawing,
    limits: Partial<ReplayLimits> = {},
  ) {
    this.limits = { ...LIMITS, ...limits };
  }

  /** `userId`: who asked. Refused at once, without drawing, when they or the process have enough under way. */
  async of(userId: string, mod: GameModule, record: GameRecord): Promise<ReplayGif> {
    const key = recordKey(record.guildId, record.instance);
    const hit = this.kept.get(key);
    if (hit) {
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit.gif;
    }
    const mine = this.asked.get(userId);
    if (mine !== undefined && mine !== key) return refuse('replay-yours-under-way', mine.slice(mine.lastIndexOf(':') + 1));
    let under = this.drawing.get(key);
    if (!under) {
      if (this.drawing.size >= this.limits.atOnce) return refuse('replays-busy', this.drawing.size);
      under = this.draw(key, mod, record);
    }
    this.asked.set(userId, key);
    try {
      return await under;
    } finally {
      if (this.asked.get(userId) === key) this.asked.delete(userId);
    }
  }

  private async draw(key: string, mod: GameModule, record: GameRecord): Promise<ReplayGif> {
    const p = this.pictures.replay(mod, record);
    this.drawing.set(key, p);
    try {
      const gif = await p;
      this.keep(key, gif);
      return gif;
    } finally {
      this.drawing.delete(key);
    }
  }

  private keep(key: string, gif: ReplayGif): void {
    const bytes = gif.ok ? gif.value.gif.length : gif.error.message.length;
    if (bytes > this.limits.keptBytes) return;
    this.kept.set(key, { gif, bytes });
    this.keptBytes += bytes;
    for (const [k, v] of this.kept) {
      if (this.keptBytes <= this.limits.keptBytes) break;
      this.kept.delete(k);
      this.keptBytes -= v.bytes;
    }
  }
}
