import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../src/engine/types';
import { modules } from '../../src/modules';
import { hintFor } from '../../src/platform/learning/hint';
import { learningTable } from '../../src/platform/learning/learning-table';
import { aiLevels, newLobby, seatsIn } from '../../src/platform/seats/lobby-seats';
import { replaceSeat } from '../../src/platform/seats/hand-over';
import type { Session } from '../../src/platform/session-schema';
import { teachingNote } from '../../src/platform/telling/teaching';
import { CATALOGUES } from '../../src/words/catalogues';
import type { Catalogue } from '../../src/words/pseudo';
import type { Language } from '../../src/words/locales';
import { say } from '../../src/words/say';
import { startSession } from '../fixtures/start-session';
import { walkPrompts } from '../fixtures/walk-prompts';
import { uncatalogued } from './uncatalogued';

/**
 * Hints, AI levels and a learning game in German (issue 40): the play-to-win seat's reason under a Hint is said in
 * the asker's language, so a German reader reads no English catalogue text in it and the pseudo-language finds no
 * letter written in code; an AI level's name and description, an AI seat's name and a seat handed to an AI read
 * German; a German learning game seats its AIs by German names and teaches in German.
 */

const TABLES: Record<string, { players: number; options?: Record<string, unknown> }> = {
  'tipping-point': { players: 2 },
  earth: { players: 3 },
  'vested-interests': { players: 4 },
};
/** Hints asked per game and language: every few prompts of one seeded game, so the test stays quick. */
const HINTS = 60;
const NAMES = ['P1', 'P2', 'P3', 'P4'];

/** The English texts of a catalogue, each split at its parameters into the runs of words written in it. */
function englishRuns(c: Catalogue, german: Catalogue): string[] {
  const en = texts(c);
  const de = new Set(texts(german).flatMap(runsOf));
  return en.flatMap(runsOf).filter((r) => r.length >= 12 && /[a-z]{3}/.test(r) && !de.has(r));
}
const runsOf = (text: string): string[] => text.split(/\{\{[^}]+\}\}/).map((r) => r.trim()).filter(Boolean);
function texts(c: Catalogue | string): string[] {
  return typeof c === 'string' ? [c] : Object.values(c).flatMap((v) => texts(v as Catalogue | string));
}

const ENGLISH = [
  ...englishRuns(CATALOGUES.en.hints, CATALOGUES.de.hints),
  ...englishRuns((CATALOGUES.en.earth as Record<string, Catalogue>)['advice']!, (CATALOGUES.de.earth as Record<string, Catalogue>)['advice']!),
];

/** Words a German sentence never holds, written in code around the catalogue's texts. */
const ENGLISH_WORDS = /\b(the|than|takes|would|your|you|it|is|of)\b/;

/** The reason line of each of `HINTS` hints over a seeded game of `game`, said in `language`. */
function reasons(game: string, language: Language): { reason: string; prompt: Prompt }[] {
  const mod = modules.get(game)!;
  const t = TABLES[game]!;
  const start: Session = { ...startSession(mod, t.players, `hints-de-${game}`, t.options ?? {}), hints: 'on' };
  const out: { reason: string; prompt: Prompt }[] = [];
  let k = 0;
  walkPrompts(mod.engine, start, 'hints-de', (s, p) => {
    if (out.length >= HINTS || k++ % 3 !== 0) return;
    const hint = hintFor(s, mod, p.player, p, language);
    if (hint.ok) out.push({ reason: hint.value.split('\n')[1] ?? '', prompt: p });
  });
  return out;
}

describe('words/hints, AI levels and learning games in German', () => {
  for (const game of Object.keys(TABLES)) {
    it(`GIVEN a seeded game of ${game} THEN every Hint's reason said in German holds no English`, { timeout: 120_000 }, () => {
      const said = reasons(game, 'de');
      expect(said.length).toBeGreaterThan(20);
      const english = said.flatMap(({ reason }) => [
        ...ENGLISH.filter((r) => reason.includes(r)).map((r) => `"${r}" in: ${reason}`),
        ...(ENGLISH_WORDS.test(reason) ? [`"${ENGLISH_WORDS.exec(reason)![0]}" in: ${reason}`] : []),
      ]);
      expect(english.slice(0, 8)).toEqual([]);
    });

    it(`GIVEN a seeded game of ${game} THEN every Hint's reason said in the pseudo-language comes from the catalogues`, { timeout: 120_000 }, () => {
      const said = reasons(game, 'qps');
      expect(said.length).toBeGreaterThan(20);
      const found = said.flatMap(({ reason }) => uncatalogued(reason, NAMES).map((x) => `${x.kind} "${x.text}" in ${x.context}`));
      expect([...new Set(found)].slice(0, 8)).toEqual([]);
    });
  }

  it('GIVEN each game THEN its AI levels are named and described in German, and an AI seat and a seat handed to an AI read German', () => {
    const labels = [...modules.values()].flatMap((mod) => aiLevels(mod).map((l) => l.label));
    const described = labels.map((l) => say('de', l));
    expect(described).toContain('Stark (spielt, um Krisen zu lösen und zu gewinnen)');
    expect(described).toContain('Zufällig (irgendein erlaubter Zug)');
    for (const label of labels) expect(uncatalogued(say('qps', label))).toEqual([]);
    for (const label of described) expect(label).not.toMatch(/\b(plays|Strong|Basic|Random|legal move)\b/);

    const mod = modules.get('tipping-point')!;
    const german = { ...startSession(mod, 2, 'hand-over'), language: 'de' as const };
    const strong = aiLevels(mod)[0]!;
    const handed = replaceSeat(german, 'p1', strong);
    expect(handed.ok).toBe(true);
    if (!handed.ok) return;
    const line = handed.value.log.at(-1)!.text;
    expect(say('de', line)).toBe('Eine KI (stark) spielt jetzt den Platz von P2.');
    expect(say('en', line)).toBe("An AI (strong) now plays P2's seat.");
    const auto = replaceSeat(german, 'p1', 'auto');
    expect(auto.ok && say('de', auto.value.log.at(-1)!.text)).toBe('Der Platz von P2 wird jetzt automatisch gespielt.');
  });

  it('GIVEN /game learn at a German table THEN its AI seats bear German names and its first lesson is headed in German', () => {
    const mod = modules.get('tipping-point')!;
    const lobby = newLobby({ instance: 'learn001', game: mod.engine.id, channelId: 'c', guildId: null, host: { userId: 'u0', name: 'Ana' }, options: {}, timerSeconds: null, now: '2026-01-01T00:00:00.000Z', language: 'de' });
    const table = learningTable(lobby, mod, mod.learning!);
    expect(table.ok).toBe(true);
    if (!table.ok) return;
    expect(table.value.seats.slice(1).map((x) => x.name)).toEqual(['KI 1 (stark)']);
    const english = learningTable({ ...lobby, language: 'en' }, mod, mod.learning!);
    expect(english.ok && english.value.seats[1]!.name).toBe('AI 1 (strong)');
    // The server's language changed while the table is open: its AI seat is renamed, a person's name is kept.
    if (english.ok) expect(seatsIn(english.value, 'de').map((x) => x.name)).toEqual(['Ana', 'KI 1 (stark)']);

    const s: Session = { ...startSession(mod, 1, 'learn-de'), learning: table.value.learning, language: 'de' };
    const learner = { ...s, seats: s.seats.map((x, i) => (i === 0 ? { ...x, notes: 'on' as const, locale: 'de' as const } : x)) };
    const prompt = mod.engine.prompts(learner.state).find((p: Prompt) => p.player === 'p0')!;
    const note = teachingNote(learner, mod.engine, 'p0', prompt, 'de');
    expect(note?.wordings[0]).toMatch(/^📘 \*\*Das Ziel: /);
  });
});
