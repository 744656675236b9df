import type { AiPolicy } from '../../src/engine/ai-policy';
import type { Outcome } from '../../src/engine/types';
import type { GameModule } from '../../src/platform/module';
import { playGame } from './runner';

/**
 * What the experiments share: the seed, a progress line on stderr, and a cache of finished games'
 * metrics, so two experiments that need the same seeded game (the Tipping Point grid and its strength
 * comparison) play it once.
 */
export interface Lab {
  seed: string;
  log(line: string): void;
  cache: Map<string, unknown>;
  /** Milliseconds spent playing, by game id. */
  spent: Record<string, number>;
  games: Record<string, number>;
}

export function newLab(seed: string, log: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): Lab {
  return { seed, log, cache: new Map(), spent: {}, games: {} };
}

/** Plays (or recalls) one seeded game and keeps only its metrics. */
export function measure<S, M>(
  lab: Lab,
  mod: GameModule,
  options: Record<string, unknown>,
  policies: readonly AiPolicy[],
  seed: string,
  metrics: (state: S, outcome: Outcome) => M,
): M {
  const key = `${mod.engine.id}|${JSON.stringify(options)}|${policies.map((p) => p.level).join(',')}|${seed}`;
  const hit = lab.cache.get(key);
  if (hit !== undefined) return hit as M;
  const r = playGame<S>(mod.engine, options, policies, seed);
  const id = mod.engine.id;
  lab.spent[id] = (lab.spent[id] ?? 0) + r.ms;
  lab.games[id] = (lab.games[id] ?? 0) + 1;
  if (r.refused > 0) lab.log(`  note: ${r.refused} refused answer(s) in ${key}`);
  const m = metrics(r.state, r.outcome);
  lab.cache.set(key, m);
  return m;
}

/** Reports a loop's progress at most every few seconds, with a finishing estimate. */
export function ticker(lab: Lab, what: string, total: number): (done: number) => void {
  const t0 = performance.now();
  let last = t0;
  return (done) => {
    const now = performance.now();
    if (done < total && now - last < 3000) return;
    last = now;
    const secs = (now - t0) / 1000;
    const eta = done > 0 && done < total ? `, about ${Math.ceil((secs / done) * (total - done))} s left` : '';
    lab.log(`${what}: ${done}/${total} games, ${secs.toFixed(1)} s${eta}`);
  };
}
