import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployCommands } from '../../src/bot/deploy-commands';
import { modules } from '../../src/modules';
import { CATALOGUES, NAMESPACES } from '../../src/words/catalogues';
import type { Catalogue } from '../../src/words/pseudo';
import { expectDriven, pictureTexts, playCase, sentTexts, type GameCase, type Played, type Seen } from './words-play';

/**
 * A German server: its Discord language is German (`guild_locale: de`), so its tables speak German to everyone,
 * while each person's own panel, replies and DMs follow their client. Each game is played to its end by German
 * clients and one English client (`en-US`): the table, the pings, the pictures' alt texts and the German people's
 * panels, replies and DMs are German (German catalogue texts appear, no English one does), the English person's own
 * panel and replies are English, and the commands carry their German names.
 */
const CASES: GameCase[] = [
  { label: 'tipping-point', game: 'tipping-point', players: 2, options: { difficulty: 10, tip: 10, max_rounds: 3 }, people: [{ name: 'Jürgen', locale: 'de' }, { name: 'Zofia', locale: 'en-US' }] },
  { label: 'earth', game: 'earth', players: 3, options: { max_rounds: 1, start_hand: 2, personal_ecosystem: false }, people: [{ name: 'Jürgen', locale: 'de' }, { name: 'Zofia', locale: 'en-US' }] },
  { label: 'vested-interests', game: 'vested-interests', players: 3, options: { variant: 'flashpoint' }, people: [{ name: 'Jürgen', locale: 'de' }, { name: 'Zofia', locale: 'en-US' }] },
];

/** A catalogue's texts by key, flattened (`a.b_one`). */
function texts(c: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(c).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : texts(v, `${prefix}${k}.`)));
}

/**
 * A language's telling phrases: the catalogue texts' literal runs (between their placeholders) of 12 characters or
 * more, where the other language's text of the same key differs, and which no text of the other language holds.
 */
function phrases(mine: 'en' | 'de', other: 'en' | 'de'): Map<string, string> {
  const out = new Map<string, string>();
  const otherAll = NAMESPACES.flatMap((ns) => texts(CATALOGUES[other][ns]).map(([, v]) => v)).join('\n');
  for (const ns of NAMESPACES) {
    const theirs = new Map(texts(CATALOGUES[other][ns]));
    for (const [key, text] of texts(CATALOGUES[mine][ns])) {
      if (text.length < 12 || theirs.get(key) === text) continue;
      for (const run of text.split(/\{\{[^}]*\}\}|\$t\([^)]*\)|\{p\d+\}/)) {
        const phrase = run.trim();
        if (phrase.length >= 12 && !otherAll.includes(phrase)) out.set(phrase, `${ns}:${key}`);
      }
    }
  }
  return out;
}

const ENGLISH = phrases('en', 'de');
const GERMAN = phrases('de', 'en');

const found = (s: Seen, in_: Map<string, string>): string[] => [...in_.keys()].filter((p) => s.text.includes(p));

let played: Played[] = [];
let commands: unknown[] = [];

beforeAll(async () => {
  const started = Date.now();
  played = await Promise.all(
    CASES.map((c) =>
      playCase(c, modules, { guildLocale: 'de' }, async (p) => {
        if (c === CASES[0]) {
          await deployCommands({ DISCORD_TOKEN: p.t.h.token, DISCORD_API_BASE: p.t.h.apiBase, DEV_GUILD_ID: p.t.h.guildId }, modules);
          commands = p.t.h.registeredCommands(p.t.h.guildId);
        }
      }),
    ),
  );
  console.log(`german-server e2e: ${CASES.length} games in ${((Date.now() - started) / 1000).toFixed(0)} s (${played.map((p) => `${p.c.label} ${p.answers} answers ${(p.ms / 1000).toFixed(0)} s`).join('; ')})`);
}, 600_000);

afterAll(async () => {
  for (const p of played) await p.t.close();
});

/** Everything seen at every table, each with who reads it: the channel, a German person, or the English one. */
function seen(): (Seen & { reads: 'de' | 'en' })[] {
  return played.flatMap((p) => {
    // A person's own text is in their client's language; the channel's, in the server's.
    const english = new Set(p.t.h.interactions.filter((i) => i.user.locale.startsWith('en')).map((i) => i.user.id));
    const sent = sentTexts(p.t.h, p.c.label).map((s) => ({ ...s, reads: english.has(s.reader) ? ('en' as const) : ('de' as const) }));
    const tablePictures = p.pictures.filter((x) => x.kind === 'table').flatMap((x) => pictureTexts(x, p.c.label)).map((s) => ({ ...s, reads: 'de' as const }));
    return [...sent, ...tablePictures];
  });
}

/** Each offending phrase once per area, with the tables it was seen at and the catalogue key it is the text of. */
function listed(hits: { area: string; at: string; phrase: string; key: string }[]): string[] {
  const by = new Map<string, Set<string>>();
  for (const h of hits) {
    const k = `[${h.area}] «${h.phrase}» (${h.key})`;
    by.set(k, (by.get(k) ?? new Set()).add(h.at.split(' ')[0]!));
  }
  return [...by].map(([k, at]) => `${k} at ${[...at].join(', ')}`).sort();
}

describe('e2e/german-server: a German server, with one English client', () => {
  it('plays each game to its end', () => {
    expectDriven(played);
    expect(played.map((p) => [p.c.label, p.ended])).toEqual(CASES.map((c) => [c.label, true]));
  });

  it('registers every command, subcommand, option and choice with a German name and description', () => {
    expect(commands.length).toBeGreaterThan(0);
    const missing: string[] = [];
    const walk = (n: Record<string, unknown>, path: string, isChoice = false): void => {
      const names = n.name_localizations as Record<string, string> | null | undefined;
      if (!names?.de) missing.push(`${path}: no German name`);
      if (!isChoice) {
        const descriptions = n.description_localizations as Record<string, string> | null | undefined;
        if (!descriptions?.de) missing.push(`${path}: no German description`);
        else if (String(n.description).length >= 12 && descriptions.de === n.description) missing.push(`${path}: its German description is the English one`);
      }
      for (const o of (n.options as Record<string, unknown>[] | undefined) ?? []) walk(o, `${path} ${String(o.name)}`);
      for (const c of (n.choices as Record<string, unknown>[] | undefined) ?? []) walk(c, `${path} [${String(c.value)}]`, true);
    };
    for (const c of commands as Record<string, unknown>[]) walk(c, `/${String(c.name)}`);
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('says a refusal, already catalogued, to a German person in German and to an English one in English', async () => {
    const p = played[0]!;
    const german = p.t.h.addUser('Annegret', { locale: 'de' });
    const english = p.t.h.addUser('Oluwaseun', { locale: 'en-GB' });
    for (const u of [german, english]) await p.t.h.command(u, 'game', { subcommand: 'hand' }, p.channelId).settled();
    const to = (id: string) => sentTexts(p.t.h, p.c.label).filter((s) => s.reader === id);
    expect(to(german.id).flatMap((s) => found(s, GERMAN)).length).toBeGreaterThan(0);
    expect(to(german.id).flatMap((s) => found(s, ENGLISH))).toEqual([]);
    expect(to(english.id).flatMap((s) => found(s, ENGLISH)).length).toBeGreaterThan(0);
    expect(to(english.id).flatMap((s) => found(s, GERMAN))).toEqual([]);
  });

  it('says nothing in English to the channel or to the German people: no English catalogue text appears', () => {
    const hits = seen()
      .filter((s) => s.reads === 'de')
      .flatMap((s) => found(s, ENGLISH).map((phrase) => ({ area: s.area, at: s.at, phrase, key: ENGLISH.get(phrase)! })));
    const list = listed(hits);
    if (list.length) console.log(`${list.length} English texts on the German server:\n${list.join('\n')}`);
    expect(list, list.join('\n')).toEqual([]);
  });

  it('speaks German on the table, in the panels, the DMs and the pictures’ alt texts', () => {
    const all = seen().filter((s) => s.reads === 'de');
    const places: [string, (s: Seen) => boolean][] = [
      ['the table', (s) => s.area === 'channel table' || s.area === 'channel final table'],
      ['the lobby', (s) => s.area === 'channel lobby'],
      ['a panel', (s) => s.area.startsWith('reply: panel')],
      ['a DM', (s) => s.area.startsWith('DM')],
      ['a table picture’s alt text', (s) => s.area === 'table picture (alt text)'],
      ['a table picture', (s) => s.area === 'table picture (drawn text)'],
      ['Why?', (s) => s.area === 'reply: Why?'],
    ];
    const silent: string[] = [];
    for (const game of CASES)
      for (const [place, where] of places) {
        const here = all.filter((s) => s.at.startsWith(`${game.label} `) && where(s));
        const german = new Set(here.flatMap((s) => found(s, GERMAN)));
        if (here.length === 0) silent.push(`${game.label}: nothing seen in ${place}`);
        else if (german.size === 0) silent.push(`${game.label}: no German catalogue text in ${place}, e.g. «${here[0]!.text.slice(0, 160).replace(/\n/g, ' ⏎ ')}»`);
      }
    expect(silent, silent.join('\n')).toEqual([]);
  });

  it("answers the English client's own panel and replies in English while the table is German", () => {
    const theirs = seen().filter((s) => s.reads === 'en');
    expect(theirs.length).toBeGreaterThan(0);
    const german = theirs.flatMap((s) => found(s, GERMAN).map((phrase) => ({ area: s.area, at: s.at, phrase, key: GERMAN.get(phrase)! })));
    const list = listed(german);
    const quiet: string[] = [];
    for (const game of CASES) {
      const panels = theirs.filter((s) => s.at.startsWith(`${game.label} `) && s.area.startsWith('reply: panel'));
      if (!panels.some((s) => found(s, ENGLISH).length)) quiet.push(`${game.label}: no English catalogue text in the English client's panel`);
    }
    const problems = [...quiet, ...list.map((l) => `German to the English client: ${l}`)];
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
