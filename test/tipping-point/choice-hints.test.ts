import { describe, expect, it } from 'vitest';
import type { TpState } from '../../src/games/tipping-point/state';
import { act, crisisAt, fixture, projectAt, promptOf } from './fixture';

// Smog Advisory (Health; Influence N 1, S 2) at M13.
const smog = 'crisis-1-3';

describe('tipping-point/choice hints', () => {
  it('says on a raise which Adjacency Bonuses it triggers (RB example: Health 1→2 gives 3 Credits and 2 Influence)', () => {
    const grid = [crisisAt(0, 0, smog), projectAt(0, 1, 'water-02', false)];
    const s = act(fixture(1, { grid, seats: [{ hand: ['health-01'], credits: { health: 1 }, needs: { health: 1, education: 2, work: 1 } }] }), 'p0', 'health-01', 'N14', 'auto');
    const label = promptOf(s).options.find((o) => o.value === 'raise-health')!.label;
    expect(label).toMatch(/^Raise Health 1→2 \(/);
    expect(label).toBe('Raise Health 1→2 (Adjacency Bonuses: 2 Influence, 3 Credits)');
    expect(label.length).toBeLessThanOrEqual(100);
    // Education 2→3 beside Health 1 and Work 1: no bonus, and the label says none.
    const t = act(fixture(1, { grid, seats: [{ hand: ['education-01'], credits: { education: 1 }, needs: { health: 1, education: 2, work: 1 } }] }), 'p0', 'education-01', 'N14', 'auto');
    expect(promptOf(t).options.find((o) => o.value === 'raise-education')!.label).not.toContain('Adjacency Bonus');
  });

  it('says on an Influence target when the token solves a Crisis and when that side is already full', () => {
    // N edge (needs 1) already holds 1 token at M12; S edge (needs 2) holds 1 at M14: one more there solves it.
    // Harvest Layoffs at Q16 wants 1 on its W edge, which P16 already holds.
    const grid = [crisisAt(0, 0, smog), projectAt(0, 1, 'water-02', false, ['p0']), projectAt(0, -1, 'water-03', false, ['p0']), projectAt(3, 3, 'water-04', false, ['p0']), crisisAt(4, 3, 'crisis-1-4')];
    let s = fixture(1, { grid, seats: [{ hand: ['health-01'], credits: { health: 1 }, needs: { health: 1, education: 2, work: 1 } }] });
    s = act(s, 'p0', 'health-01', 'N14', 'auto', 'raise-health');
    const labels = Object.fromEntries(promptOf(s).options.map((o) => [o.value, o.label]));
    // Two tokens to place: one at a time, all on one, or the suggested spread (onto the side that solves it).
    expect(labels.M14).toBe('1 at M14 (1 here; this token solves Smog Advisory)');
    expect(labels.M12).toBe("1 at M12 (1 here; Smog Advisory's side is already full)");
    expect(labels.P16).toBe("1 at P16 (1 here; Harvest Layoffs' side is already full)");
    expect(labels['all-M14']).toBe('All 2 at M14 (1 here; these 2 solve Smog Advisory)');
    // The suggested spread says what it solves: its first token lands on M14.
    expect(labels.auto).toBe('Spread where Crises want it: 1 at M14, 1 at M12 (solves Smog Advisory)');
  });

  it("shows the Crisis's Influence needs when it is placed, and what each needed edge would face on each slot", () => {
    const grid = [crisisAt(0, 0, 'crisis-1-4'), projectAt(0, 1, 'water-02'), projectAt(0, 2, 'water-03'), projectAt(1, 3, 'water-04', false, ['p0'])];
    const s: TpState = { ...fixture(1, { grid }), phase: 'crisis', crisisQueue: [{ player: 'p0', crisis: smog, column: null, page: 0 }] };
    const p = promptOf(s);
    expect(p.text).toContain('Smog Advisory (level 1, Health; needs Influence: north edge 1, south edge 2)');
    // L15, left of the Project at M15: its N edge faces L14 (open), its S edge L16 (open).
    expect(p.options.find((o) => o.value === 'L15')?.label).toBe('L15: N 1 open; S 2 open');
    // N15, right of it: the N edge faces N14 (open), the S edge the face-down Project at N16 with its token.
    expect(p.options.find((o) => o.value === 'N15')?.label).toBe('N15: N 1 open; S 2 face-down Project, 1 here');
    expect(p.options.every((o) => o.label.length <= 100)).toBe(true);
  });
});
