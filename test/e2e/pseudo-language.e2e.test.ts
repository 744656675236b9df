import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutProblems } from '../../render/layout';
import { modules } from '../../src/modules';
import { PSEUDO } from '../../src/words/locales';
import { say } from '../../src/words/say';
import { uncatalogued } from '../words/uncatalogued';
import { expectDriven, pictureTexts, playCase, sentTexts, type GameCase, type Played, type Seen } from './words-play';

/**
 * Every text the bot shows comes from a catalogue. A server whose Discord language is the pseudo-language (`qps`,
 * src/words/locales.ts), with people whose clients read it too, plays every game at every player count (and Earth's
 * team variant): each person presses what a person meets (the table, their panel and its menus, Why?, Hint, the table
 * as text, their hand, the log, undo, the rules, their DMs' buttons, the final table's New game), and everything the
 * bot sent is read back: messages, edits, replies, embeds, every label, placeholder, option and alt text, modals,
 * thread names, pings, DMs, and the texts drawn in every picture (from the layout the renderer keeps). In `qps` every
 * catalogue text is wrapped in ⟦ ⟧, so a letter outside them (but in a name a person typed) was written in code, and
 * a ⟦ without its ⟧ was cut. The failure lists each such text once, with where it was seen.
 */
const PEOPLE = ['Zofia', 'Kasimir', 'Thandeka'];
const person = (k: number) => ({ name: PEOPLE[k]!, locale: PSEUDO });
const tp = (n: number): GameCase => ({ label: `tipping-point-${n}`, game: 'tipping-point', players: n, options: { difficulty: 10, tip: 10, max_rounds: 3 }, people: [person(0)] });
const earth = (n: number, variant = 'standard'): GameCase => ({
  label: `earth-${variant}-${n}`,
  game: 'earth',
  players: n,
  options: { variant, max_rounds: 1, start_hand: 2, personal_ecosystem: false },
  people: n >= 4 ? [person(0), person(1)] : [person(0)],
});
const vi = (n: number): GameCase => ({ label: `vested-interests-${n}`, game: 'vested-interests', players: n, options: { variant: 'flashpoint' }, people: [person(0)] });

/** Every case, or those whose label starts with one of WORDS_E2E_ONLY's (comma-separated), to look at one area. */
const ONLY = (process.env.WORDS_E2E_ONLY ?? '').split(',').filter(Boolean);
// The longest first, so that the short ones fill in beside them.
/** Some tables are played in a thread of their own, so its name and the line left in the channel are read too. */
const inThread = (c: GameCase): GameCase => ({ ...c, thread: true });
const CASES: GameCase[] = [vi(3), inThread(vi(4)), vi(5), earth(4, 'team'), earth(5), earth(4), tp(4), tp(3), inThread(tp(2)), tp(1), inThread(earth(3)), earth(2), earth(1)].filter((c) => !ONLY.length || ONLY.some((o) => c.label.startsWith(o)));

/** How many tables play at once: each its own server and bot, so one table's waits are another's work. */
const AT_ONCE = 6;

let played: Played[] = [];

beforeAll(async () => {
  const started = Date.now();
  const queue = [...CASES];
  const run = async () => {
    for (let c = queue.shift(); c; c = queue.shift()) played.push(await playCase(c, modules, { guildLocale: PSEUDO, guildName: 'Hothouse Test Guild', channelName: 'games' }));
  };
  await Promise.all(Array.from({ length: AT_ONCE }, run));
  played = CASES.map((c) => played.find((p) => p.c === c)!);
  console.log(`pseudo-language e2e: ${CASES.length} tables in ${((Date.now() - started) / 1000).toFixed(0)} s (${played.map((p) => `${p.c.label} ${p.answers} answers ${(p.ms / 1000).toFixed(0)} s`).join('; ')})`);
}, 600_000);

afterAll(async () => {
  for (const p of played) await p.t.close();
});

/** Every card's English name, longest first: in a report a card's name stands as {card}, so one sentence is listed once whatever card it names. */
const CARD_NAMES = [...modules.values()].flatMap((m) => (m.engine.cards ?? []).map((c) => say('en', c.name))).filter((n) => n.length >= 4).sort((a, b) => b.length - a.length);
const cardsNamed = (s: string) => CARD_NAMES.reduce((x, n) => (x.includes(n) ? x.split(n).join('{card}') : x), s);

/** A finding, once per area and text: the same English literal on a hundred tables is one thing to catalogue. */
interface Finding {
  area: string;
  kind: string;
  text: string;
  context: string;
  at: Set<string>;
}

function findings(seen: readonly (Seen & { names: readonly string[] })[]): Map<string, Finding> {
  const out = new Map<string, Finding>();
  for (const s of seen) {
    for (const f of uncatalogued(s.text, s.names)) {
      // Numbers change from table to table and turn to turn: a text is the same text whatever its numbers.
      const text = cardsNamed(f.text).replace(/\d+/g, '#');
      const key = `${s.area}\u0000${f.kind}\u0000${text}`;
      const had = out.get(key);
      if (had) had.at.add(s.at.split(' ')[0]!);
      else out.set(key, { area: s.area, kind: f.kind, text, context: f.context, at: new Set([s.at.split(' ')[0]!]) });
    }
  }
  return out;
}

function report(found: Map<string, Finding>): string {
  const byArea = new Map<string, Finding[]>();
  for (const f of found.values()) byArea.set(f.area, [...(byArea.get(f.area) ?? []), f]);
  const areas = [...byArea].sort((a, b) => b[1].length - a[1].length);
  const lines = [`${found.size} texts not from a catalogue, by area:`, ...areas.map(([area, fs]) => `  ${String(fs.length).padStart(5)}  ${area}`)];
  for (const [area, fs] of [...byArea].sort((a, b) => b[1].length - a[1].length)) {
    lines.push(`\n## ${area} (${fs.length})`);
    for (const f of fs) lines.push(`- ${f.kind === 'cut' ? 'CUT ' : ''}«${f.text}» in: ${f.context}   [${[...f.at].join(', ')}]`);
  }
  return lines.join('\n');
}

/** The names people typed on a table's server: its people, its server and channel, the bot's own name. */
const namesOf = (p: Played): string[] => [...p.people.map((u) => u.username), 'Hothouse Test Guild', 'games', 'Hothouse'];

describe('e2e/pseudo-language: every text from a catalogue', () => {
  it('plays every game at every player count to its end, pressing every kind of control', () => {
    expectDriven(played);
    expect(played.map((p) => [p.c.label, p.ended])).toEqual(CASES.map((c) => [c.label, true]));
  });

  it('passes what is already catalogued: a refusal to someone not at the table', async () => {
    const p = played[0]!;
    const stranger = p.t.h.addUser('Oluwaseun', { locale: PSEUDO });
    const asked = await p.t.h.command(stranger, 'game', { subcommand: 'hand' }, p.channelId).settled();
    const said = sentTexts(p.t.h, p.c.label).filter((s) => s.reader === stranger.id);
    expect(said.map((s) => s.text).join(''), JSON.stringify(asked.response?.components)).toMatch(/^⟦.+⟧[.!?]*$/s);
    expect(said.flatMap((s) => uncatalogued(s.text, ['Oluwaseun']))).toEqual([]);
  });

  it('sends nothing a person reads (messages, replies, controls, DMs, pings, threads) that skipped the catalogues', () => {
    const seen = played.flatMap((p) => sentTexts(p.t.h, p.c.label).map((s) => ({ ...s, names: namesOf(p) })));
    expect(seen.length).toBeGreaterThan(100);
    const found = findings(seen);
    const text = report(found);
    expect(found.size, text).toBe(0);
  });

  it('draws nothing in a picture that skipped the catalogues, was cut, or left its place', () => {
    const drawn = played.flatMap((p) => p.pictures.flatMap((pic) => pictureTexts(pic, p.c.label).map((s) => ({ ...s, names: namesOf(p) }))));
    expect(drawn.length).toBeGreaterThan(0);
    const found = findings(drawn);
    for (const p of played)
      for (const pic of p.pictures)
        for (const problem of pic.picture.layout ? layoutProblems(pic.picture.layout).filter((x) => /leaves|was cut/.test(x)) : []) {
          const key = `${pic.kind} picture (layout)\u0000${problem}`;
          const had = found.get(key);
          if (had) had.at.add(p.c.label);
          else found.set(key, { area: `${pic.kind} picture (layout)`, kind: 'cut', text: problem, context: pic.picture.name, at: new Set([p.c.label]) });
        }
    const text = report(found);
    expect(found.size, text).toBe(0);
  });

  it('broke none of Discord’s rules on the way', () => {
    const broken = played.flatMap((p) => [...p.t.h.violations.map((v) => `${p.c.label}: ${v.kind} ${v.where}: ${v.problems.join('; ')}`), ...p.t.h.serverErrors.map((e) => `${p.c.label}: ${e.message}`)]);
    expect(broken, broken.join('\n')).toEqual([]);
  });
});
