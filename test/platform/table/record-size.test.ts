import { describe, expect, it } from 'vitest';
import { decisionRng, randomPolicy } from '../../../src/engine/ai-policy';
import { nextInt } from '../../../src/engine/rng';
import { modules } from '../../../src/modules';
import { fallbackAnswer, openPrompts } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import { undo } from '../../../src/platform/table/undo';
import type { Session } from '../../../src/platform/session-schema';
import { lanterns } from '../../fixtures/lanterns';
import { NOW, startSession } from '../../fixtures/start-session';

/**
 * A stored game stays small: undo keeps the few leaves each step changed (not a copy of the state per step), a way
 * round back to where a turn stood keeps nothing, and the log keeps its last lines, so a record stays under the
 * README's 32 kB, with room to spare, through seeded random games of every game and player count.
 */
/** A five-player Vested Interests record is the largest (about 29 kB, its log's cells and names kept as catalogue keys). */
const TARGET = 30 * 1024;
const GAMES = 3;

/** The largest the record of one seeded game of random legal moves grows, and whether the game reached its end. */
function largestRecord(id: string, players: number, seed: string): { largest: number; ended: boolean } {
  const mod = modules.get(id)!;
  let s: Session = startSession(mod, players, seed);
  let largest = 0;
  for (let k = 0; s.phase === 'playing' && k < 6000; k++) {
    const open = openPrompts(s, mod.engine);
    const rng = decisionRng(seed, 'any', String(k), k);
    const [i] = nextInt(rng, open.length);
    const p = open[i]!;
    const values = randomPolicy.decide(mod.engine, null, p, rng);
    let r = answer(s, mod.engine, p.player, { prompt: p.id, values }, NOW);
    if (!r.ok) r = answer(s, mod.engine, p.player, fallbackAnswer(p), NOW);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.session;
    largest = Math.max(largest, Buffer.byteLength(JSON.stringify(s)));
  }
  return { largest, ended: s.phase === 'ended' };
}

describe('platform/record size', () => {
  for (const id of modules.keys()) {
    const e = modules.get(id)!.engine;
    for (let n = e.minPlayers; n <= e.maxPlayers; n++) {
      it(`keeps ${GAMES} random ${id} games of ${n} under 30 kB from start to end`, () => {
        for (let g = 0; g < GAMES; g++) {
          const r = largestRecord(id, n, `size-${n}-${g}`);
          expect(r.ended).toBe(true);
          expect(r.largest).toBeLessThan(TARGET);
        }
      });
    }
  }

  it('still takes back a step saved before undo kept patches (the whole earlier state)', () => {
    const s = startSession({ engine: lanterns } as never, 2, 'old-undo');
    const p = openPrompts(s, lanterns)[0]!;
    const after = answer(s, lanterns, p.player, { prompt: p.id, values: [p.options[0]!.value] }, NOW);
    if (!after.ok) throw new Error(after.error.message);
    const old: Session = { ...after.value.session, undo: [{ player: p.player, state: s.state, logLength: s.logCount, step: '' }] };
    const back = undo(old, lanterns, p.player, NOW);
    expect(back.ok && back.value.state).toEqual(s.state);
  });

  it('refuses to take back a step once the state is no longer the one that step left', () => {
    const s = startSession({ engine: lanterns } as never, 2, 'moved-undo');
    const p = openPrompts(s, lanterns)[0]!;
    const after = answer(s, lanterns, p.player, { prompt: p.id, values: [p.options[0]!.value] }, NOW);
    if (!after.ok) throw new Error(after.error.message);
    expect(after.value.session.undo).toHaveLength(1);
    const moved: Session = { ...after.value.session, state: { ...(after.value.session.state as object), seq: 999 } };
    expect(undo(moved, lanterns, p.player, NOW)).toMatchObject({ ok: false, error: { message: 'That step can no longer be taken back: the game has changed since.' } });
  });
});
