import { describe, expect, it } from 'vitest';
import { playout, start } from './helpers';

/** Every die pair of two six-sided dice, counted: the oracle for the odds a Takeover's join shows (defence wins ties). */
function attackWins(att: number, def: number): number {
  let wins = 0;
  for (let a = 1; a <= 6; a++) for (let d = 1; d <= 6; d++) if (a + att > d + def) wins++;
  return Math.round((100 * wins) / 36);
}

const strengths = (t: string) => {
  const m = /attack (\d+) against defence (\d+): the attack wins (\d+)%/.exec(t);
  return m ? { att: Number(m[1]), def: Number(m[2]), pct: Number(m[3]) } : null;
};

describe('vested-interests/a Takeover join shows its odds', () => {
  it('GIVEN seeded games with Takeovers THEN each join says what is at stake and the attack\'s chance now and after each choice', () => {
    let joins = 0;
    for (const seed of ['odds-a', 'odds-b', 'odds-c']) {
      playout(start(3, seed), seed, ({ prompts }) => {
        for (const p of prompts.filter((x) => x.id.startsWith('j'))) {
          joins++;
          expect(p.text).toMatch(/Each side rolls a die and adds its strength, the defence winning ties; a won attack (removes the NIMBY|turns it into a Community asset that yields to nobody)/);
          const now = strengths(p.text)!;
          expect(now).not.toBeNull();
          expect(now.pct).toBe(attackWins(now.att, now.def));
          const by = Object.fromEntries(p.options.map((o) => [o.value, strengths(o.hint ?? '')]));
          expect(by.aside).toEqual(now);
          if (by.att) expect(by.att).toEqual({ att: now.att + 1, def: now.def, pct: attackWins(now.att + 1, now.def) });
          if (by.def) expect(by.def).toEqual({ att: now.att, def: now.def + 1, pct: attackWins(now.att, now.def + 1) });
          if (by.def2) expect(by.def2).toEqual({ att: now.att, def: now.def + 2, pct: attackWins(now.att, now.def + 2) });
        }
      }, 20000, (p) => (p.id.startsWith('me') && p.options.some((o) => o.value === 'takeover') ? 'takeover' : null));
    }
    expect(joins).toBeGreaterThan(3);
  });
});
