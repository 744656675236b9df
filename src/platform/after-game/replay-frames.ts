import { err, ok, type Result } from '../../engine/result';
import type { GameRecord } from './game-record';
import type { GameModule } from '../module';
import { replay } from './replay';

/** One frame of a replay: the public board as it stood at the end of a round. */
export interface ReplayFrame {
  round: number;
  view: unknown;
}

/**
 * A finished game's rounds, played again from its record: the public view at the end of each round (the last
 * state showing that round number), the final board last. Public views only, so a replay shows nothing a seat kept
 * secret. A game module without `round` gives its final board alone.
 */
export function replayFrames(mod: GameModule, r: GameRecord): Result<ReplayFrame[], string> {
  const frames: ReplayFrame[] = [];
  const played = replay(mod.engine, { seed: r.seed, options: r.options, players: r.players.length, log: r.answerLog }, (state) => {
    const view = mod.engine.view(state, null);
    const round = mod.round?.(view) ?? 0;
    if (frames.at(-1)?.round === round) frames[frames.length - 1] = { round, view };
    else frames.push({ round, view });
  });
  if (!played.ok) return err(played.error);
  return ok(mod.round ? frames : frames.slice(-1));
}
