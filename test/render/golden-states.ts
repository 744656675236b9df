import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { modules } from '../../src/modules';
import type { GameModule } from '../../src/platform/module';
import { answer } from '../../src/platform/table/answers';
import type { Session } from '../../src/platform/session-schema';
import { NOW } from '../fixtures/start-session';
import { started, type GoldenGame } from '../golden/golden-games';

/** A recorded golden game at its start, its middle and its end: seeded states of every player count and variant. */
export interface GoldenStates {
  name: string;
  mod: GameModule;
  states: { at: 'start' | 'middle' | 'end'; session: Session }[];
}

const dir = join(import.meta.dirname, '..', 'golden', 'fixtures');

export const goldenFiles = (game: string): string[] => readdirSync(dir).filter((f) => f.startsWith(`${game}-`) && f.endsWith('.json')).sort();

/**
 * Each golden game is replayed once per worker: test files share a worker's modules (vitest.config.ts), and several
 * read the same states. Sessions are never changed in place, so one copy serves them all.
 */
const replayed = new Map<string, GoldenStates>();

export function goldenStates(file: string): GoldenStates {
  let known = replayed.get(file);
  if (!known) replayed.set(file, (known = replay(file)));
  return known;
}

function replay(file: string): GoldenStates {
  const g = JSON.parse(readFileSync(join(dir, file), 'utf8')) as GoldenGame;
  const mod = modules.get(g.game)!;
  let s = started(g);
  const states: GoldenStates['states'] = [{ at: 'start', session: s }];
  const middle = Math.floor(g.answers.length / 2);
  for (const [k, [player, prompt, ...values]] of g.answers.entries()) {
    const r = answer(s, mod.engine, player, { prompt, values }, NOW);
    if (!r.ok) throw new Error(`${file}: answer ${k} refused: ${r.error.message}`);
    s = r.value.session;
    if (k + 1 === middle) states.push({ at: 'middle', session: s });
  }
  states.push({ at: 'end', session: s });
  return { name: g.name, mod, states };
}
