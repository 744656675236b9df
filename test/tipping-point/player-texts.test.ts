import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng';
import { tp } from './said';
import { catalogue } from '../../src/games/tipping-point/cards/catalogue';
import { tiltShort, tiltText } from '../../src/games/tipping-point/seesaw-text';
import { say } from '../../src/words/say';
import type { TpOptions, TpState } from '../../src/games/tipping-point/state';
import { act, crisisAt, fixture, projectAt, promptOf } from './fixture';
import { start } from './helpers';

/** Every text a player meets in a seeded game: prompt texts, option labels, log lines, the outcome. */
function textsOf(n: number, o: Partial<TpOptions>, seed: string): Set<string> {
  const out = new Set<string>();
  let s: TpState = start(n, o, seed);
  let rng: RngState = seedRng(`texts-${seed}`);
  for (let step = 0; step < 3000 && !tp.outcome(s); step++) {
    const ps = tp.prompts(s);
    for (const p of ps) {
      out.add(p.text);
      if (p.publicText) out.add(p.publicText);
      for (const x of p.options) out.add(x.label);
    }
    let k: number;
    [k, rng] = nextInt(rng, ps.length);
    const p = ps[k]!;
    const pool = p.options.map((x) => x.value);
    const values: string[] = [];
    for (let i = 0; i < (p.min ?? 1); i++) {
      let j: number;
      [j, rng] = nextInt(rng, pool.length);
      values.push(pool.splice(j, 1)[0]!);
    }
    const r = tp.apply(s, p.player, { prompt: p.id, values });
    if (!r.ok) throw new Error(r.error.message);
    for (const e of r.value.events) out.add(e.text);
    s = r.value.state;
  }
  const end = tp.outcome(s);
  if (end) out.add(end.summary);
  return out;
}

const ids = [...catalogue.projects, ...catalogue.crises, ...catalogue.advisors.flatMap((a) => [a, a.a, a.b]), ...catalogue.countries].map((c) => c.id);
const countable = 'slots|cards|Project cards|Credits|Projects|tokens|Influence tokens|Crises|Crisis cards|columns|pages';

/** What a player-facing text must never show: internal state, "(s)", "1 slots", "Raise X 5→5". */
function faults(text: string): string[] {
  const out: string[] = [];
  if (text.includes('(s)')) out.push('"(s)"');
  if (/\bp\d\b/.test(text.replace(/\{p\d\}/g, ''))) out.push('a seat id');
  for (const id of ids) if (new RegExp(`(^|[^\\w-])${id}($|[^\\w-])`).test(text)) out.push(`the card id ${id}`);
  if (new RegExp(`(^|[^\\d])1 (\\w+ )?(${countable})\\b`).test(text)) out.push('a plural after 1');
  if (/\b(\d+)→\1\b/.test(text)) out.push('a raise to the same level');
  if (/\bRB\b|\bFAQ\b/.test(text)) out.push('rulebook shorthand');
  if (/\ba [AEIO]/.test(text)) out.push('"a" before a vowel');
  if (/Tilt -?\d+ of \d+/.test(text)) out.push('a bare tilt');
  return out;
}

describe('tipping-point/seesaw tilt', () => {
  it.each([
    [{ presTorque: 50, polTorque: 9, tip: 30, tipped: false }, 'Preservation outweighs Pollution by 41 (a token weighs more the further out it sits); it tips only if Pollution outweighs Preservation by 30'],
    [{ presTorque: 9, polTorque: 9, tip: 30, tipped: false }, 'Balanced (a token weighs more the further out it sits); it tips only if Pollution outweighs Preservation by 30'],
    [{ presTorque: 2, polTorque: 14, tip: 30, tipped: false }, 'Pollution outweighs Preservation by 12 (a token weighs more the further out it sits); 30 tips it, 18 to go'],
    [{ presTorque: 0, polTorque: 31, tip: 30, tipped: true }, 'Tipped: Pollution outweighs Preservation by 31, and 30 tips it'],
  ])('reads %o as "%s"', (seesaw, text) => {
    expect(say('en', tiltText(seesaw))).toBe(text);
  });

  // The picture's short line sits between "Preservation N" and "Pollution N": its arrow points at the heavier side.
  it.each([
    [{ presTorque: 50, polTorque: 9, tip: 30, tipped: false }, '← outweighs by 41'],
    [{ presTorque: 9, polTorque: 9, tip: 30, tipped: false }, 'Level'],
    [{ presTorque: 2, polTorque: 14, tip: 30, tipped: false }, 'outweighs by 12 of 30 →'],
    [{ presTorque: 0, polTorque: 31, tip: 30, tipped: true }, 'Tipped!'],
  ])('shortens %o to "%s" for the picture', (seesaw, text) => {
    expect(say('en', tiltShort(seesaw))).toBe(text);
  });
});

describe('tipping-point/player texts', () => {
  it('rejects the faults it looks for', () => {
    expect(faults('2 card(s) in your hand')).toEqual(['"(s)"']);
    expect(faults('{p0} passes; p1 waits')).toEqual(['a seat id']);
    expect(faults('plays water-01 at M13')).toEqual(['the card id water-01']);
    expect(faults('Column B (1 slots)')).toEqual(['a plural after 1']);
    expect(faults('Raise Energy 5→5')).toEqual(['a raise to the same level']);
    expect(faults('Which effect do you resolve next? (Any order: RB FAQ.)')).toEqual(['rulebook shorthand']);
    expect(faults('choosing a Institution')).toEqual(['"a" before a vowel']);
    expect(faults('Tilt -41 of 30 to tip')).toEqual(['a bare tilt']);
    expect(faults('{p0} plays Rainwater Tanks (Water) at M13 for 11 Credits.')).toEqual([]);
  });

  it('shows no internal state and no broken counts in any text of seeded games', () => {
    const bad: string[] = [];
    const cases: [number, Partial<TpOptions>][] = [[1, {}], [2, { variant: 'competitive' }], [3, { order: 'free', expert: true }], [4, { difficulty: 4 }]];
    for (const [n, o] of cases) for (const seed of ['a', 'b']) for (const t of textsOf(n, o, `texts-${n}-${seed}`)) for (const f of faults(t)) bad.push(`${f}: ${t}`);
    expect([...new Set(bad)]).toEqual([]);
  });

  it('says which cards in hand cannot be played now, and why', () => {
    // health-04 lowers Work (Norrvik's Work is at 1); education-01 costs more than 1 Credit.
    const s = fixture(1, { seats: [{ hand: ['health-04', 'education-01', 'water-01'], credits: { water: 9, health: 1 } }] });
    const text = promptOf(s).text;
    expect(text).toContain(`Not playable now: ${catalogue.projects.find((c) => c.id === 'health-04')!.name}: it lowers Work, which is at 1; `);
    expect(text).toMatch(new RegExp(`${catalogue.projects.find((c) => c.id === 'education-01')!.name}: needs 1 Education Credit, you have 0 Education\\.$`));
    expect(text).not.toContain(catalogue.projects.find((c) => c.id === 'water-01')!.name);
  });

  it('labels a raise at the top level as reaching it again, never "5→5"', () => {
    const smog = [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false)];
    const s = act(fixture(1, { grid: smog, seats: [{ hand: ['energy-01'], credits: { energy: 9 }, needs: { energy: 5 } }] }), 'p0', 'energy-01', 'N13', 'auto');
    const label = promptOf(s).options.find((o) => o.value === 'raise-energy')?.label;
    expect(label).toMatch(/^Raise Energy to 5 again \(/);
    expect(faults(label!)).toEqual([]);
  });
});
