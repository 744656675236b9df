import { describe, expect, it } from 'vitest';
import { tp } from './said';
import { crisisSlots } from '../../src/games/tipping-point/rules/crisis-placement';
import { autoPressure, autoTip, isTipped, pollutionTorque, preservationTorque } from '../../src/games/tipping-point/rules/seesaw';
import { AUTO_TIP, optionsSchema, stateSchema } from '../../src/games/tipping-point/state';
import { act, crisisAt, fixture, nm, projectAt, promptOf, values } from './fixture';
import { start } from './helpers';

describe('tipping-point/seesaw', () => {
  it('follows the TP-G01 torque model: arms 1-5, Preservation edge-in, Pollution centre-out', () => {
    expect([0, 1, 2, 3, 4, 5, 10, 25].map(preservationTorque)).toEqual([0, 5, 9, 12, 14, 15, 30, 75]);
    expect([0, 1, 2, 3, 4, 5, 10, 25].map(pollutionTorque)).toEqual([0, 1, 3, 6, 10, 15, 30, 75]);
  });

  it.each([
    [0, 9, false],
    [0, 10, true],
    [5, 12, false],
    [2, 14, true],
  ])('with %i Preservation and %i Pollution, tipped is %s', (pres, pol, tipped) => {
    expect(isTipped(pres, pol, 30)).toBe(tipped);
  });

  it.each([
    [1, 0, 30],
    [1, 9, 30],
    [2, 0, 30],
    [2, 1, 28],
    [2, 5, 18],
    [2, 10, 10],
    [3, 2, 23],
    [3, 7, 10],
    [4, 3, 20],
    [4, 5, 13],
    [4, 10, 10],
  ])('tips automatically, with %i player(s) at difficulty %i, at a lead of %i (TP-G01a)', (players, difficulty, tip) => {
    expect(autoTip(players, difficulty)).toBe(tip);
    expect(start(players, { difficulty }).options.tip).toBe(tip);
  });

  it('never lowers the automatic threshold as difficulty falls, nor below 10', () => {
    for (const players of [1, 2, 3, 4]) {
      const row = Array.from({ length: 11 }, (_, d) => autoTip(players, d));
      expect(row.every((t, d) => t >= 10 && (d === 0 || t <= row[d - 1]!)), `${players}p: ${row.join(' ')}`).toBe(true);
    }
  });

  it('takes the threshold from the difficulty actually played when solo difficulty is clamped', () => {
    const s = start(1, { difficulty: 10 });
    expect(s.options.tip).toBe(autoTip(1, s.difficultyUsed));
  });

  it('keeps an explicit tip over the automatic one, and shows the threshold in force', () => {
    expect(optionsSchema.parse({}).tip).toBe(AUTO_TIP);
    expect(start(4, { difficulty: 10, tip: 45 }).options.tip).toBe(45);
    expect(start(2, { difficulty: 10, tip: 30 }).options.tip).toBe(30);
    const s = start(3, { difficulty: 5 });
    expect(tp.view(s, null).seesaw.tip).toBe(13);
    expect(tp.optionSpecs.find((o) => o.name === 'tip')).toMatchObject({ default: AUTO_TIP, min: 0, max: 80 });
  });

  it.each([[5], [9], [81], [-1]])('refuses an explicit tip of %i (0 is auto, else 10-80)', (tip) => {
    expect(optionsSchema.safeParse({ tip }).success).toBe(false);
  });

  it.each([
    [{ difficulty: 10 }, true],
    [{ difficulty: 10, tip: 30 }, false],
    [{ difficulty: 0 }, false],
  ])('with two players and options %o, 4 Pollution against none tips the Seesaw: %s', (o, lost) => {
    let s = fixture(2, { o, pollution: 3, grid: [crisisAt(0, 0, 'crisis-1-3')], seats: [{ hand: ['work-01'], credits: { work: 1 }, needs: { work: 3, education: 1, justice: 1 } }] });
    s = act(s, 'p0', 'work-01', 'N13', 'auto', 'raise-work');
    expect(s.pollution).toBe(4);
    expect(tp.outcome(s)?.summary.includes('the Seesaw has tipped') ?? false).toBe(lost);
  });

  it('wins at once when the last Preservation token fills the side', () => {
    const grid = [crisisAt(0, 0, 'crisis-1-1'), projectAt(0, -1, 'water-02', false, ['p0'])];
    let s = fixture(2, { grid, preservation: 23, seats: [{ hand: [], credits: { energy: 4 } }] });
    s = act(s, 'p0', 'exchange');
    expect(s.preservation).toBe(25);
    expect(tp.outcome(s)).toMatchObject({ kind: 'team', winners: ['p0', 'p1'] });
    expect(tp.prompts(s)).toEqual([]);
  });

  it('loses at once when a raise tips the Seesaw', () => {
    let s = fixture(1, { pollution: 9, grid: [crisisAt(0, 0, 'crisis-1-3')], seats: [{ hand: ['work-01'], credits: { work: 1 }, needs: { work: 3, education: 1, justice: 1 } }] });
    s = act(s, 'p0', 'work-01', 'N13', 'auto', 'raise-work');
    expect(tp.outcome(s)?.summary).toContain('Everyone loses: the Seesaw has tipped to the Pollution side');
  });
});

describe('tipping-point/end of round', () => {
  it('adds the Pollution of every active Crisis, not of solved ones, then checks for the loss', () => {
    let s = fixture(1, { pollution: 3, grid: [crisisAt(0, 0, 'crisis-3-1'), crisisAt(2, 0, 'crisis-1-3', false), projectAt(1, 0, 'water-02', false)] });
    s = act(s, 'p0', 'pass');
    expect(s.pollution).toBe(5);
    expect(s.phase).toBe('crisis');
    let t = fixture(1, { pollution: 8, grid: [crisisAt(0, 0, 'crisis-3-1'), projectAt(1, 0, 'water-02', false)] });
    t = act(t, 'p0', 'pass');
    expect(tp.outcome(t)?.kind).toBe('team');
    expect(t.over?.reason).toBe('the Seesaw has tipped to the Pollution side');
  });

  it.each([
    [1, 10, 0],
    [2, 0, 0],
    [2, 4, 1],
    [2, 5, 2],
    [2, 10, 3],
    [3, 3, 2],
    [3, 10, 4],
    [4, 0, 0],
    [4, 2, 2],
    [4, 10, 4],
  ])('sets Crisis pressure automatically, with %i player(s) at difficulty %i, to %i (TP-G01b)', (players, difficulty, pressure) => {
    expect(autoPressure(players, difficulty)).toBe(pressure);
    const s = start(players, { difficulty });
    expect(s.options.pressure).toBe(String(autoPressure(players, s.difficultyUsed)));
    expect(tp.view(s, null).options.pressure).toBe(Number(s.options.pressure));
  });

  it('never eases the automatic pressure as difficulty rises', () => {
    for (const players of [1, 2, 3, 4]) {
      const row = Array.from({ length: 11 }, (_, d) => autoPressure(players, d));
      expect(row.every((p, d) => d === 0 || p >= row[d - 1]!), `${players}p: ${row.join(' ')}`).toBe(true);
    }
  });

  it('adds the Crisis pressure once per unsolved Crisis, after their own Pollution, when the option says so', () => {
    const grid = [crisisAt(0, 0, 'crisis-3-1'), crisisAt(2, 0, 'crisis-1-3', false), crisisAt(0, 2, 'crisis-1-1'), projectAt(1, 0, 'water-02', false)];
    let s = fixture(2, { o: { pressure: '2' }, pollution: 1, grid });
    expect(s.options.pressure).toBe('2');
    s = act(s, 'p0', 'pass');
    s = act(s, 'p1', 'pass');
    // crisis-3-1 (2) and crisis-1-1 (1), then 2 for each of the two unsolved Crises; the solved one adds nothing.
    expect(s.pollution).toBe(1 + 3 + 2 * 2);
    expect(s.phase).toBe('crisis');
  });

  it('adds no pressure at difficulty 0, nor when every Crisis is solved', () => {
    let s = fixture(4, { pollution: 1, grid: [crisisAt(0, 0, 'crisis-3-1'), projectAt(1, 0, 'water-02', false)] });
    expect(s.options.pressure).toBe('0');
    for (const p of ['p0', 'p1', 'p2', 'p3']) s = act(s, p, 'pass');
    expect(s.pollution).toBe(3);
    let t = fixture(4, { o: { pressure: '4' }, pollution: 1, grid: [crisisAt(0, 0, 'crisis-3-1', false), projectAt(1, 0, 'water-02', false)] });
    for (const p of ['p0', 'p1', 'p2', 'p3']) t = act(t, p, 'pass');
    expect(t.pollution).toBe(1);
  });

  it('keeps an explicit pressure over the automatic one, none included', () => {
    expect(optionsSchema.parse({}).pressure).toBe('auto');
    expect(start(4, { difficulty: 10 }).options.pressure).toBe('4');
    expect(start(4, { difficulty: 10, pressure: '0' }).options.pressure).toBe('0');
    expect(start(2, { difficulty: 0, pressure: '3' }).options.pressure).toBe('3');
    expect(start(1, { difficulty: 5, pressure: '1' }).options.pressure).toBe('1');
    expect(optionsSchema.safeParse({ pressure: '7' }).success).toBe(false);
  });

  it('loads a game saved before Crisis pressure existed as a game without it', () => {
    const { pressure: _, ...old } = start(3, { difficulty: 8 }).options;
    const saved = JSON.parse(JSON.stringify({ ...start(3, { difficulty: 8 }), options: old }));
    const s = stateSchema.parse(saved);
    expect(s.options.pressure).toBe('0');
    expect(tp.view(s, null).options.pressure).toBe(0);
  });

  it('never offers a Crisis slot next to another Crisis; a face-down Crisis is free, a face-down Project is not', () => {
    const grid = [
      crisisAt(0, 0, 'crisis-1-3'),
      projectAt(0, 1, 'health-02'),
      projectAt(1, 1, 'water-02'),
      projectAt(2, 1, 'water-03', false),
      crisisAt(3, 1, 'crisis-1-1', false),
    ];
    const s = fixture(1, { grid });
    const nutrition = crisisSlots(s, 'crisis-1-6');
    const keys = nutrition.slots.map((p) => `${p.x},${p.y}`);
    expect(nutrition.matched).toBe(false);
    expect(keys).toContain('3,1');
    expect(keys).not.toContain('2,1');
    expect(keys).not.toContain('4,1');
    expect(keys).not.toContain('1,0');
    for (const p of nutrition.slots) {
      for (const c of s.grid.filter((x) => x.card.kind === 'crisis' && !(x.x === p.x && x.y === p.y))) expect(Math.abs(c.x - p.x) + Math.abs(c.y - p.y)).toBeGreaterThan(1);
    }
  });

  it('requires a slot next to a face-up Project of the same category where one exists (any such slot will do)', () => {
    const grid = [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'health-02'), projectAt(1, 1, 'water-02')];
    const s = fixture(1, { grid });
    const health = crisisSlots(s, 'crisis-3-1');
    expect(health.matched).toBe(true);
    expect(health.slots).toEqual([
      { x: -1, y: 1 },
      { x: 0, y: 2 },
    ]);
  });

  it('lets each player place their own Crisis in the order they choose, then pays Income and draws', () => {
    let s = fixture(2, { grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'health-02'), projectAt(1, 1, 'water-02'), projectAt(2, 1, 'energy-02')] });
    s.crisisDeck = ['crisis-3-1', 'crisis-2-4', ...s.crisisDeck.filter((c) => c !== 'crisis-3-1' && c !== 'crisis-2-4')];
    const credits = Object.values(s.seats.p0!.credits).reduce((a, b) => a + b, 0);
    const hand = s.seats.p0!.hand.length;
    s = act(s, 'p0', 'pass');
    s = act(s, 'p1', 'pass');
    expect(tp.prompts(s).map((p) => [p.player, p.id.slice(0, 2)])).toEqual([
      ['p0', 'cr'],
      ['p1', 'cr'],
    ]);
    // p1 goes first: Saltwater Intrusion (Water) must touch the Water Project.
    expect(values(s, 'p1')).toEqual(['N15']);
    s = act(s, 'p1', 'N15');
    // M15 now touches the new Crisis at N15: p1 has blocked it (RB: placements may block each other).
    expect(values(s, 'p0')).toEqual(['L14']);
    s = act(s, 'p0', 'L14');
    expect(s.phase).toBe('provide');
    // Norrvik: levels 2+2+3+3+2+2+1 = 15 Credits, and 2 cards.
    expect(Object.values(s.seats.p0!.credits).reduce((a, b) => a + b, 0)).toBe(credits + 15);
    expect(s.seats.p0!.hand.length).toBe(hand + 2);
  });

  it('passes two cards to the left all at once, in a private window whose prompt ids hold still', () => {
    let s = fixture(2, { grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'health-02')] });
    s = act(s, 'p0', 'pass');
    s = act(s, 'p1', 'pass');
    while (s.phase === 'crisis') {
      const p = tp.prompts(s)[0]!;
      s = act(s, p.player, p.options[0]!.value);
    }
    const [a, b] = tp.prompts(s);
    expect([a!.id, b!.id, a!.private, a!.min, a!.max]).toEqual(['pv1', 'pv1', true, 2, 2]);
    const give0 = a!.options.slice(0, 2).map((o) => o.value);
    const ids0 = give0.map((v) => v.split('.')[0]!);
    s = act(s, 'p0', give0);
    expect(tp.prompts(s).map((p) => [p.player, p.id])).toEqual([['p1', 'pv1']]);
    // Nothing has moved yet: p1 cannot see what is coming.
    expect(ids0.every((id) => s.seats.p0!.hand.includes(id))).toBe(true);
    s = act(s, 'p1', tp.prompts(s)[0]!.options.slice(0, 2).map((o) => o.value));
    expect(ids0.every((id) => s.seats.p1!.hand.includes(id))).toBe(true);
    expect(s.round).toBe(2);
    expect(s.phase).toBe('play');
    expect(s.history).toEqual([{ round: 1, preservation: 0, pollution: 1, solved: 0 }]);
  });

  it('in solo, places one Crisis a round and discards two cards, then draws two', () => {
    let s = fixture(1, { grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'health-02')] });
    const deck = s.crisisDeck.length;
    s = act(s, 'p0', 'pass');
    expect(s.crisisQueue).toHaveLength(1);
    expect(s.crisisDeck.length).toBe(deck - 1);
    s = act(s, 'p0', values(s)[0]!);
    const hand = s.seats.p0!.hand.length;
    const give = promptOf(s).options.slice(0, 2).map((o) => o.value);
    expect(promptOf(s).text).toBe('Choose 2 Project cards to discard; you then draw 2.');
    s = act(s, 'p0', give);
    expect(s.seats.p0!.hand.length).toBe(hand);
    expect(s.discard).toEqual(give.map((v) => v.split('.')[0]));
  });

  it('solves a Crisis at once when it is placed against Projects that already hold its Influence (house rule)', () => {
    let s = fixture(1, { grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(2, 0, 'health-02', false, ['p0', 'p0'])] });
    s.crisisDeck = ['crisis-1-1', ...s.crisisDeck.filter((c) => c !== 'crisis-1-1')];
    s = act(s, 'p0', 'pass');
    // Dry Wells (N 2) below the face-down Project with 2 tokens.
    s = act(s, 'p0', nm(s, 2, 1));
    expect(s.preservation).toBe(2);
    expect(s.grid.find((c) => c.card.id === 'crisis-1-1')?.card.up).toBe(false);
  });

  it('loses when the Crisis deck is out and no Crisis is left to solve (TP-G03)', () => {
    let s = fixture(1, { grid: [crisisAt(0, 0, 'crisis-1-3', false), projectAt(0, 1, 'health-02')] });
    s.crisisRemoved.push(...s.crisisDeck);
    s.crisisDeck = [];
    s = act(s, 'p0', 'pass');
    expect(s.over).toEqual({ won: false, reason: 'the Crisis deck is exhausted with no Crisis left to solve, and the Preservation side is not full' });
  });

  it('plays on while the deck is out but a Crisis is still active', () => {
    let s = fixture(1, { grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'health-02')] });
    s.crisisRemoved.push(...s.crisisDeck);
    s.crisisDeck = [];
    s = act(s, 'p0', 'pass');
    expect(s.over).toBeNull();
    expect(s.phase).toBe('provide');
  });

  it('loses at the end of the last round allowed (TP-G03 safety valve)', () => {
    let s = fixture(1, { o: { max_rounds: 3 }, grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'health-02')] });
    s.round = 3;
    s = act(s, 'p0', 'pass');
    s = act(s, 'p0', values(s)[0]!);
    expect(s.over?.reason).toBe('round 3 is over and the Preservation side is not full');
  });
});
