import { describe, expect, it } from 'vitest';
import { playerState } from '../../src/games/vested-interests/seats';
import type { VIState } from '../../src/games/vested-interests/state';
import { answer, engine, start } from './helpers';

/** Plays fallbacks until some seat's action menu is open; returns the state and that seat. */
function toMenu(seed: string): { s: VIState; p: string } {
  let s = start(3, seed);
  for (let i = 0; i < 200; i++) {
    const st = s.stage;
    if (st.kind === 'turn' && st.step.k === 'menu') return { s, p: st.player };
    const pr = engine.prompts(s)[0]!;
    s = answer(s, pr.player, pr.fallback ?? pr.options[0]!.value).state;
  }
  throw new Error('no action menu reached');
}

describe('Vested Interests asks only real questions', () => {
  it('passes in one click when no Operative is left to lose (rulebook: a pass ends your Actions)', () => {
    const { s, p } = toMenu('fq-1');
    const s1 = structuredClone(s);
    playerState(s1, p).ops = 0;
    const r = answer(s1, p, 'pass');
    expect(r.state.stage).toEqual({ kind: 'turn', player: p, step: { k: 'campaign' } });
    expect(r.events.map((e) => e.text)).toContain(`{${p}} passes for the round.`);
  });

  it('still confirms a pass while an Operative could act', () => {
    const { s, p } = toMenu('fq-2');
    expect(playerState(s, p).ops).toBeGreaterThan(0);
    const r = answer(s, p, 'pass');
    expect(r.state.stage).toMatchObject({ kind: 'turn', player: p, step: { k: 'sure', confirm: 'pass' } });
  });

  it('passes for a seat out of Operatives instead of offering it an action menu, and says so', () => {
    const { s, p } = toMenu('fq-3');
    const s1 = structuredClone(s);
    const others = s1.players.filter((q) => q !== p);
    for (const q of others) playerState(s1, q).ops = 0;
    // p passes (confirming: they still hold Operatives) and campaigns 0; the next seat is out of Operatives.
    let r = answer(s1, p, 'pass');
    r = answer(r.state, p, 'confirm');
    r = answer(r.state, p, '0');
    const next = others.find((q) => engine.prompts(r.state).some((x) => x.player === q))!;
    expect(engine.prompts(r.state).find((x) => x.player === next)!.id.startsWith('ca')).toBe(true);
    expect(r.events.map((e) => e.text)).toContain(`{${next}} has no Operatives left and passes for the round.`);
    expect(engine.prompts(r.state).some((x) => x.id.startsWith('me'))).toBe(false);
  });
});
