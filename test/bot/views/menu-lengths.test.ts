import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { privatePromptPayload } from '../../../src/bot/views/private-view';
import { tablePayload } from '../../../src/bot/views/table-view';
import { pageCount } from '../../../src/bot/views/menu-pages';
import { modules } from '../../../src/modules';
import { answer } from '../../../src/platform/table/answers';
import { publicDecisions } from '../../../src/platform/telling/public-prompt';
import type { Session } from '../../../src/platform/session-schema';
import type { Language } from '../../../src/words/locales';
import { NOW } from '../../fixtures/start-session';
import { started, type GoldenGame } from '../../golden/golden-games';
import { uncatalogued } from '../../words/uncatalogued';

/**
 * Discord takes a select menu's option label and description up to 100 characters. Every menu of a table and of
 * each seat's panel, over seeded games of every game, fits in German and in the pseudo-language (about 40% longer
 * than English): a long text takes a shorter wording, never a cut one.
 */

const MENU_TEXT_MAX = 100;
const FIXTURES = join(import.meta.dirname, '..', '..', 'golden', 'fixtures');
/** Seeded games of each game: its most seats and its variants, played by the AI and by a random mix. */
const GAMES = ['tipping-point-coop-4p-mixed', 'tipping-point-competitive-3p-ai', 'tipping-point-extra1-2p', 'earth-standard-5p-mixed', 'earth-team-4p-ai', 'earth-beginner-2p-mixed', 'vested-interests-full-5p-mixed', 'vested-interests-flashpoint-3p-ai'];
const LANGUAGES: readonly Language[] = ['de', 'qps'];
const PICTURE = { png: Buffer.alloc(0), name: 'table.png', alt: 'table' };

/** Every state of a seeded game, its answers replayed. */
function statesOf(file: string): Session[] {
  const g = JSON.parse(readFileSync(join(FIXTURES, `${file}.json`), 'utf8')) as GoldenGame;
  const mod = modules.get(g.game)!;
  let s = started(g);
  const out = [s];
  for (const [k, [player, prompt, ...values]] of g.answers.entries()) {
    const r = answer(s, mod.engine, player, { prompt, values }, NOW);
    if (!r.ok) throw new Error(`${file}: answer ${k} refused: ${r.error.message}`);
    s = r.value.session;
    out.push(s);
  }
  return out;
}

interface MenuText {
  text: string;
  where: string;
}

/** The label and description of every option of every select menu in `components`. */
function menuTexts(components: unknown, where: string): MenuText[] {
  const out: MenuText[] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (!x || typeof x !== 'object') return;
    const c = x as { type?: number; options?: { label: string; description?: string }[]; components?: unknown };
    if (c.type === ComponentType.StringSelect) for (const o of c.options ?? []) out.push({ text: o.label, where }, ...(o.description === undefined ? [] : [{ text: o.description, where }]));
    walk(c.components);
  };
  walk(components);
  return out;
}

/** Every menu text of the table and of each prompt's panel (every page of a long menu), in `language`. */
function shownMenus(file: string, language: Language): MenuText[] {
  const out: MenuText[] = [];
  const states = statesOf(file);
  const mod = modules.get(states[0]!.game)!;
  const seen = new Set<string>();
  for (const [k, at] of states.entries()) {
    const s: Session = { ...at, language };
    for (const prompt of mod.engine.prompts(s.state)) {
      // The same prompt shows the same menu at every state it stays open.
      const key = `${prompt.id}:${prompt.options.length}`;
      if (seen.has(key)) continue;
      seen.add(key);
      for (let page = 0; page < pageCount(prompt.options.length); page++) {
        out.push(...menuTexts(privatePromptPayload(s, mod, prompt, null, '', undefined, { page, picked: [] }, language).components, `${file} step ${k} ${prompt.id} page ${page}`));
      }
    }
    if (s.phase === 'playing' && k % 5 === 0) {
      const decisions = publicDecisions(s, mod.engine);
      const table = tablePayload({ session: s, engine: mod.engine, decisions, picture: PICTURE, summary: '', outcome: mod.engine.outcome(s.state) });
      out.push(...menuTexts(table.components, `${file} step ${k} table`));
    }
  }
  return out;
}

describe('GIVEN seeded games of every game, each menu shown in German and in the pseudo-language', () => {
  it.each(LANGUAGES.flatMap((language) => GAMES.map((file) => [language, file] as const)))('THEN in %s every menu option of %s fits Discord\'s 100 characters, uncut', { timeout: 120_000 }, (language, file) => {
    const texts = shownMenus(file, language);
    expect(texts.length).toBeGreaterThan(20);
    const long = texts.filter((m) => m.text.length > MENU_TEXT_MAX).map((m) => `${m.where}: ${m.text.length} "${m.text}"`);
    expect([...new Set(long)]).toEqual([]);
    if (language === 'qps') {
      const cut = texts.flatMap((m) => uncatalogued(m.text).filter((u) => u.kind === 'cut').map((u) => `${m.where}: ${u.context}`));
      expect([...new Set(cut)]).toEqual([]);
    }
  });
});
