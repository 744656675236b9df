import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng';
import type { VIState } from '../../src/games/vested-interests/state';
import { publicPrompts } from '../../src/platform/telling/public-prompt';
import { engine, start } from './helpers';

/**
 * The public trace of a game must not depend on hidden cards. Two tables that differ only in who holds which
 * Agenda and Vice (and so in every secret) are played with the same public choices; secret prompts get their
 * fallback. Until the end, the channel must see exactly the same prompts, views and events.
 */
function publicTrace(s0: VIState, seed: string, steps: number): string[] {
  let s = s0;
  let rng: RngState = seedRng(seed);
  const out: string[] = [];
  for (let i = 0; i < steps && !engine.outcome(s); i++) {
    const ps = engine.prompts(s);
    out.push(JSON.stringify([publicPrompts(ps), engine.view(s, null)]));
    let k: number;
    [k, rng] = nextInt(rng, ps.length);
    const p = ps[k]!;
    let value = p.fallback ?? p.options[0]!.value;
    if (!p.private) {
      const pool = p.options.filter((o) => !o.value.startsWith('reveal') && o.value !== 'back');
      let j: number;
      [j, rng] = nextInt(rng, pool.length || 1);
      value = (pool[j] ?? p.options[0]!).value;
    }
    const r = engine.apply(s, p.player, { prompt: p.id, values: [value] });
    if (!r.ok) throw new Error(r.error.message);
    out.push(JSON.stringify(r.value.events.filter((e) => e.visibleTo === 'all')));
    s = r.value.state;
  }
  return out;
}

function rotateSecrets(s: VIState): VIState {
  const t = structuredClone(s);
  const ps = t.players;
  ps.forEach((p, i) => {
    const from = s.me[ps[(i + 1) % ps.length]!]!;
    t.me[p]!.agenda = from.agenda;
    t.me[p]!.vice = from.vice;
  });
  return t;
}

describe('vested-interests/secrecy', () => {
  it.each([3, 4, 5])('shows the channel the same game whoever holds which secret (%i players)', (n) => {
    const a = start(n, `twin-${n}`);
    const b = rotateSecrets(a);
    expect(b.me.p0!.agenda).not.toBe(a.me.p0!.agenda);
    const ta = publicTrace(a, `pick-${n}`, 400);
    const tb = publicTrace(b, `pick-${n}`, 400);
    expect(ta.length).toBeGreaterThan(100);
    expect(tb.slice(0, ta.length - 2)).toEqual(ta.slice(0, ta.length - 2));
  });

  it('keeps private views private: a seat sees its own secrets and nobody else\'s', () => {
    const s = start(4, 'views');
    for (const p of s.players) {
      const v = JSON.stringify(engine.view(s, p));
      for (const q of s.players) {
        if (q === p) continue;
        expect(v.includes(s.me[q]!.agenda)).toBe(false);
        expect(v.includes(s.me[q]!.vice)).toBe(false);
      }
      expect(engine.view(s, p).me!.agenda.id).toBe(s.me[p]!.agenda);
    }
  });
});
