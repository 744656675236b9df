import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng';
import { earth } from '../../src/games/earth';
import type { EarthOptions } from '../../src/games/earth/state';
import { en, start } from './helpers';
import { cardList } from '../../src/games/earth/cards/list';

/** Every text a player meets in a seeded game with random answers: prompts, options, events, summaries. */
function textsMet(n: number, seed: string, opts: Partial<EarthOptions> = {}): Set<string> {
  let s = start(n, seed, opts);
  let rng: RngState = seedRng(seed);
  const out = new Set<string>();
  for (let steps = 0; !earth.outcome(s) && steps < 20000; steps++) {
    const ps = earth.prompts(s);
    for (const p of ps) {
      out.add(en(p.text));
      out.add(en(p.publicText));
      for (const o of p.options) {
        out.add(en(o.label));
        if (o.hint) out.add(en(o.hint));
      }
    }
    out.add(en(earth.describe!(earth.view(s, null))));
    let i: number;
    [i, rng] = nextInt(rng, ps.length);
    const pr = ps[i]!;
    let oi: number;
    [oi, rng] = nextInt(rng, pr.options.length);
    const r = earth.apply(s, pr.player, { prompt: pr.id, values: [pr.options[oi]!.value] });
    if (!r.ok) throw new Error(r.error.message);
    for (const e of r.value.events) out.add(en(e.text));
    s = r.value.state;
  }
  const o = earth.outcome(s);
  if (o) out.add(en(o.summary));
  return out;
}

/** What a player must never read: internal state, raw ids, bad counts and grammar. */
const BAD: [string, RegExp][] = [
  ['a seat id outside a name placeholder', /(?<!\{)\b(p\d|gaia)\b(?!\})/],
  ['a raw card id', /\b(flora|terrain|event|island|climate|ecosystem|fauna)-\d+/i],
  ['a plural after 1', /(?<![\d.])\b1 (?!VP)[A-Za-z]+s\b/],
  ['a singular after a number other than 1', /\b(0|[2-9]|\d{2,}) (card|Sprout|Leaf|Trunk|Canopy|row|slot|turn|round|Event)\b/],
  ['"(s)" instead of a count', /\(s\)/],
  ['one thing read as many', /\b(all|other|the) 1\b/],
  ['a doubled word', /\b(\w+) \1\b/i],
  ['"a" before a vowel sound', /\ba [AEIOU]/],
  ['an internal name', /undefined|null|NaN|\[object|drawKeep|compostHand|pickIsland|\bfx\b/],
];

describe('earth/texts: no internal state, correct counts and grammar', () => {
  it.each([
    [2, 'texts-2', {}],
    [5, 'texts-5', {}],
    [1, 'texts-solo', {}],
    [4, 'texts-team', { variant: 'team' }],
    [3, 'texts-beginner', { variant: 'beginner' }],
  ] as [number, string, Partial<EarthOptions>][])('GIVEN a seeded %i-player game (%s) THEN no text breaks a rule', (n, seed, opts) => {
    const texts = [...textsMet(n, seed, opts)];
    expect(texts.length).toBeGreaterThan(100);
    const found = BAD.flatMap(([why, re]) => texts.filter((t) => re.test(t)).map((t) => `${why}: ${t}`));
    expect(found).toEqual([]);
  });
});

describe('earth/texts: a Fauna\'s printed percentage', () => {
  it('GIVEN the table of a seeded game THEN no Fauna shows a bare percentage: the table gives its claim rule only', () => {
    const v = earth.view(start(3, 'fauna-pct'), null);
    expect(v.fauna.length).toBeGreaterThan(0);
    expect(v.fauna.filter((f) => /%/.test(en(f.text)))).toEqual([]);
    expect(en(earth.describe!(v))).not.toMatch(/\d%/);
  });

  it('GIVEN a Fauna\'s full text with its percentage THEN it says what the percentage counts', () => {
    const withPct = cardList.filter((c) => en(c.kind).startsWith('Fauna') && /\d%/.test(en(c.text)));
    expect(withPct.length).toBeGreaterThan(0);
    for (const c of withPct) expect(en(c.text)).toMatch(/\d+% of the deck's Flora and Terrain cards are of the kind it counts/);
  });
});
