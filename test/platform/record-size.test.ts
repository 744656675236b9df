import { describe, expect, it } from 'vitest';
import { modules } from '../../src/modules';
import * as table from '../../src/platform/table/session';
import type { Session } from '../../src/platform/table/session-schema';
import { lanterns } from '../fixtures/lanterns';
import { NOW, startSession } from '../fixtures/start-session';

/**
 * A stored game stays small: undo keeps the few leaves each step changed (not a copy of the state per step) and the
 * log keeps its last lines, so a record stays under 32 kB through whole games of every game and player count.
 */
const BUDGET = 32 * 1024;

function largestRecord(id: string, players: number, seed: string): number {
  const mod = modules.get(id)!;
  let s: Session = startSession(mod, players, seed);
  let largest = 0;
  // 2000 decisions reach every size a record takes (Vested Interests' random choices can go round for much longer).
  for (let k = 0; s.phase === 'playing' && k < 2000; k++) {
    const open = table.openPrompts(s, mod.engine);
    const p = open[k % open.length]!;
    const start = (k * 7919) % p.options.length;
    const values = Array.from({ length: Math.max(1, p.min ?? 1) }, (_, i) => p.options[(start + i) % p.options.length]!.value);
    let r = table.answer(s, mod.engine, p.player, { prompt: p.id, values }, NOW);
    if (!r.ok) r = table.answer(s, mod.engine, p.player, table.fallbackAnswer(p), NOW);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.session;
    largest = Math.max(largest, Buffer.byteLength(JSON.stringify(s)));
  }
  return largest;
}

describe('platform/record size', () => {
  for (const id of modules.keys()) {
    const e = modules.get(id)!.engine;
    for (const n of new Set([e.minPlayers, e.maxPlayers])) {
      it(`keeps a ${id} game of ${n} under 32 kB from start to end`, () => {
        expect(largestRecord(id, n, `size-${n}`)).toBeLessThan(BUDGET);
      });
    }
  }

  it('still takes back a step saved before undo kept patches (the whole earlier state)', () => {
    const s = startSession({ engine: lanterns } as never, 2, 'old-undo');
    const p = table.openPrompts(s, lanterns)[0]!;
    const after = table.answer(s, lanterns, p.player, { prompt: p.id, values: [p.options[0]!.value] }, NOW);
    if (!after.ok) throw new Error(after.error.message);
    const old: Session = { ...after.value.session, undo: [{ player: p.player, state: s.state, logLength: s.logCount, step: '' }] };
    const back = table.undo(old, lanterns, p.player, NOW);
    expect(back.ok && back.value.state).toEqual(s.state);
  });

  it('refuses to take back a step once the state is no longer the one that step left', () => {
    const s = startSession({ engine: lanterns } as never, 2, 'moved-undo');
    const p = table.openPrompts(s, lanterns)[0]!;
    const after = table.answer(s, lanterns, p.player, { prompt: p.id, values: [p.options[0]!.value] }, NOW);
    if (!after.ok) throw new Error(after.error.message);
    expect(after.value.session.undo).toHaveLength(1);
    const moved: Session = { ...after.value.session, state: { ...(after.value.session.state as object), seq: 999 } };
    expect(table.undo(moved, lanterns, p.player, NOW)).toMatchObject({ ok: false, error: { message: 'That step can no longer be taken back: the game has changed since.' } });
  });
});
