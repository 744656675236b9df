import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng';
import type { AnyEngine } from '../../src/engine/types';
import { modules } from '../../src/modules';
import { say } from '../../src/words/say';

/**
 * Every text a player meets in seeded games of the three games, with random legal answers: prompt texts (their
 * own and the channel's), option labels and hints, event texts, the summaries and the outcome. None may show a
 * seat id, a raw card id, internal shorthand or the grammar slips listed in FAULTS.
 */

function textsMet(engine: AnyEngine, players: number, seed: string, options: Record<string, unknown>): Set<string> {
  const ids = Array.from({ length: players }, (_, i) => `p${i}`);
  const setup = engine.setup(ids, seed, engine.optionsSchema.parse(options));
  if (!setup.ok) throw new Error(setup.error.message);
  let s = setup.value;
  let rng: RngState = seedRng(`texts-${seed}`);
  const out = new Set<string>();
  const pick = (n: number) => {
    let k: number;
    [k, rng] = nextInt(rng, n);
    return k;
  };
  for (let step = 0; step < 20_000 && !engine.outcome(s); step++) {
    const open = engine.prompts(s);
    for (const p of open) {
      out.add(p.text);
      out.add(p.publicText);
      for (const o of p.options) {
        out.add(o.label);
        if (o.hint) out.add(o.hint);
      }
    }
    if (step % 25 === 0) for (const v of [null, ...ids]) out.add(engine.describe(engine.view(s, v)));
    // What a seat's DMs say: its start lines and each secret named.
    if (step % 25 === 0) for (const v of ids.map((id) => engine.view(s, id))) for (const t of [engine.dealtText?.(v) ?? '', ...(engine.secrets?.(v) ?? []).map((x) => engine.secretText?.(v, x) ?? '')]) if (t) out.add(t);
    const p = open[pick(open.length)]!;
    const min = p.min ?? 1;
    const count = min + pick((p.max ?? 1) - min + 1);
    const pool = p.options.map((o) => o.value);
    const values = Array.from({ length: Math.min(count, pool.length) }, () => pool.splice(pick(pool.length), 1)[0]!);
    const r = engine.apply(s, p.player, { prompt: p.id, values });
    if (!r.ok) throw new Error(`${engine.id} ${p.id} ${values.join(',')}: ${r.error.message}`);
    for (const e of r.value.events) out.add(e.text);
    s = r.value.state;
  }
  const end = engine.outcome(s);
  if (end) out.add(end.summary);
  return out;
}

/** The card ids of a game's data (ids with a dash, dot or digit: plain words such as "forest" are also names). */
function cardIds(game: string): string[] {
  const dir = join(import.meta.dirname, '../../data', game);
  const ids = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      for (const [k, v] of Object.entries(x)) {
        if (k === 'id' && typeof v === 'string') ids.add(v);
        else walk(v);
      }
    }
  };
  for (const f of readdirSync(dir)) if (f.endsWith('.json') && f !== 'board.json') walk(JSON.parse(readFileSync(join(dir, f), 'utf8')));
  return [...ids].filter((id) => /[-.\d]/.test(id));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word whose number names a thing rather than counts it ("Round 1 begins"). */
const NAMING = /^(round|era|step|page|row|column|tier|level)$/i;
/** Words ending in s that are not plurals: singular nouns ("Crisis", "Progress", "bonus") and verbs. */
const NOT_PLURAL = /(ss|is|us)$|^(VPs|was|has|does|goes|begins|ends|passes|plays|loses|gains|wins|stays|costs|takes|gives|needs|scores|makes|remains|means|counts|moves|reaches)$/;

/** "1 slots", "1 Influence tokens": a count of one with a plural right after it, or after one word more. */
function pluralAfterOne(t: string): boolean {
  for (const m of t.matchAll(/(?:([A-Za-z]+) )?(?<![\d.,-])\b1 ([A-Za-z]+)(?: ([A-Za-z]+))?/g)) {
    if (m[1] !== undefined && NAMING.test(m[1])) continue;
    if ([m[2], m[3]].some((w) => w !== undefined && w.endsWith('s') && !NOT_PLURAL.test(w))) return true;
  }
  return false;
}

/** What a player must never read. Each rule is a reason and a test over one text. */
function faultsOf(ids: readonly string[]): [string, (t: string) => boolean][] {
  const idPattern = new RegExp(`(^|[^\\w.-])(${ids.map(escape).join('|')})($|[^\\w-])`);
  return [
    ['a seat id', (t) => /\bp\d+\b/.test(t.replace(/\{p\d+\}/g, '')) || /\bSeat \d/.test(t)],
    ['a raw card id', (t) => idPattern.test(t)],
    ['internal shorthand or state', (t) => /\bRB\b|\bFAQ\b|Grid:|needs credits|undefined|NaN|\[object|\bnull\b/.test(t)],
    ['a plural after 1', pluralAfterOne],
    ['"a" before a vowel sound', (t) => /\ba (?![Uu][^aeiou\s][aeiou]|[Oo]ne\b|[Ee]u)[AEIOUaeiou]/.test(t)],
    ['an arrow to the same number', (t) => /\b(\d+)→\1\b/.test(t)],
    ['a doubled word', (t) => /\b([A-Za-z]+) \1\b/i.test(t)],
    ['"(s)" instead of a count', (t) => t.includes('(s)')],
  ];
}

const CASES: readonly { game: string; players: number; options: Record<string, unknown> }[] = [
  { game: 'tipping-point', players: 1, options: {} },
  { game: 'tipping-point', players: 3, options: { variant: 'competitive' } },
  { game: 'tipping-point', players: 4, options: { order: 'free', expert: true } },
  { game: 'earth', players: 1, options: {} },
  { game: 'earth', players: 3, options: {} },
  { game: 'earth', players: 4, options: { variant: 'team' } },
  { game: 'vested-interests', players: 3, options: {} },
  { game: 'vested-interests', players: 5, options: {} },
  { game: 'vested-interests', players: 4, options: { variant: 'flashpoint' } },
];

describe('platform/player texts of every game', () => {
  it('GIVEN texts with each fault THEN each rule finds its own and passes a clean text', () => {
    const rules = faultsOf(['water-01', 'scheme.nimby']);
    const found = (t: string) => rules.filter(([, test]) => test(t)).map(([why]) => why);
    expect(found('{p0} passes; p1 waits')).toEqual(['a seat id']);
    expect(found('Seat 2 votes')).toEqual(['a seat id']);
    expect(found('plays water-01 now')).toEqual(['a raw card id']);
    expect(found('holds scheme.nimby')).toEqual(['a raw card id']);
    expect(found('RB FAQ: Grid: C4')).toEqual(['internal shorthand or state']);
    expect(found('Column B (1 slots)')).toEqual(['a plural after 1']);
    expect(found('gain 1 Influence tokens')).toEqual(['a plural after 1']);
    expect(found('Round 1 begins: 1 Crisis card is drawn.')).toEqual([]);
    expect(found('Build a Institution')).toEqual(['"a" before a vowel sound']);
    expect(found('Raise Energy 5→5')).toEqual(['an arrow to the same number']);
    expect(found('Island Island hidden')).toEqual(['a doubled word']);
    expect(found('2 card(s)')).toEqual(['"(s)" instead of a count']);
    expect(found('{p0} builds a Utility and an Institution at Re12 for 1 Capital (2→3 Heat).')).toEqual([]);
  });

  it.each(CASES.map((c) => [c.game, c.players, JSON.stringify(c.options), c] as const))('GIVEN a seeded %s game for %i (%s) THEN no text breaks a rule', (game, _n, _o, c) => {
    const engine = modules.get(game)!.engine;
    // What a player reads: each text said in English (seats stay {p0} until the table names them).
    const texts = [...new Set([...textsMet(engine, c.players, `player-texts-${game}-${c.players}`, c.options)].map((t) => say('en', t)))];
    expect(texts.length).toBeGreaterThan(50);
    const rules = faultsOf(cardIds(game));
    const found = texts.flatMap((t) => rules.filter(([, test]) => test(t)).map(([why]) => `${why}: ${t}`));
    expect([...new Set(found)]).toEqual([]);
  });
});
