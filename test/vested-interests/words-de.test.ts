import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng';
import type { GameEvent, Prompt } from '../../src/engine/types';
import { hasUnsaid } from '../../src/engine/words';
import { DISTRICTS } from '../../src/games/vested-interests/cards/schema';
import type { VIState } from '../../src/games/vested-interests/state';
import { say } from '../../src/words/say';
import { t } from '../../src/words/translate';
import en from '../../src/words/catalogues/en/vi.json';
import de from '../../src/words/catalogues/de/vi.json';
import enRules from '../../src/words/catalogues/en/vi-rules.json';
import deRules from '../../src/words/catalogues/de/vi-rules.json';
import enCards from '../../src/words/catalogues/en/vi-cards.json';
import deCards from '../../src/words/catalogues/de/vi-cards.json';
import { catalogue } from '../../src/games/vested-interests/cards/catalogue';
import { find, topicEntries, topicTitle } from '../../src/platform/reference/lookup';
import { uncatalogued } from '../words/uncatalogued';
import { rawEngine as engine, start } from './helpers';
import { drawPlanet } from '../../src/games/vested-interests/rules/weather';
import { playerState } from '../../src/games/vested-interests/seats';

/** Every English catalogue text of vi that German says otherwise, cut at its placeholders into runs long enough to be telling. */
function englishRuns(): string[] {
  const runs: string[] = [];
  const walk = (e: unknown, d: unknown): void => {
    if (typeof e === 'string') {
      if (e !== d) runs.push(...e.split(/\{\{[^}]+\}\}/).map((x) => x.trim()).filter((x) => x.length >= 12));
      return;
    }
    for (const [k, v] of Object.entries(e as Record<string, unknown>)) walk(v, (d as Record<string, unknown>)[k]);
  };
  walk(en, de);
  return runs;
}
const ENGLISH = englishRuns();
const englishIn = (text: string): string[] => ENGLISH.filter((r) => text.includes(r));

/** A label the game writes as a name, not a text: a seat (`{p1}`, named by the table) or a district's proper name. */
const isName = (label: string): boolean => /^\{p\d+\}$/.test(label) || (DISTRICTS as readonly string[]).includes(label);

interface Seen {
  prompts: Prompt[];
  events: GameEvent[];
  /** Every weather report the game wrote. */
  reports: string[];
}

/** A seeded game answered at random for `steps` answers: every prompt it asked and every event it logged. */
function played(players: number, seed: string, steps: number): Seen {
  let s: VIState = start(players, seed);
  let rng: RngState = seedRng(`${seed}-answers`);
  const seen: Seen = { prompts: [], events: [], reports: [] };
  for (let n = 0; n < steps && s.flow !== 'over'; n++) {
    const open = engine.prompts(s);
    if (open.length === 0) break;
    seen.prompts.push(...open);
    const p = open[0]!;
    const real = p.options.filter((o) => o.value !== 'back');
    const pick = real.length ? real : p.options;
    let i: number;
    [i, rng] = nextInt(rng, pick.length);
    const r = engine.apply(s, p.player, { prompt: p.id, values: [pick[i]!.value] });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    seen.events.push(...r.value.events);
    if (s.weather.report && !seen.reports.includes(s.weather.report)) seen.reports.push(s.weather.report);
  }
  return seen;
}

const games = [played(3, 'words-de-3', 400), played(5, 'words-de-5', 400)];
const prompts = games.flatMap((g) => g.prompts);
const events = games.flatMap((g) => g.events);

describe('Vested Interests said in German', () => {
  it('GIVEN a played game THEN it asked many kinds of question (the checks below see them)', () => {
    const kinds = new Set(prompts.map((p) => p.id.replace(/\d+$/, '')));
    expect(kinds.size).toBeGreaterThanOrEqual(8);
  });

  it('GIVEN every question asked THEN its texts and option labels are catalogue texts, said in German with no English catalogue text and no packed marks', () => {
    for (const p of prompts) {
      const texts = [p.text, p.publicText ?? '', ...p.options.flatMap((o) => [o.label, o.hint ?? ''])].filter(Boolean);
      for (const text of texts) {
        if (!isName(text)) expect(hasUnsaid(text), text).toBe(true);
        const said = say('de', text);
        expect(said).not.toContain('\uE000');
        expect(said, said).not.toContain('{{');
        expect(englishIn(said), said).toEqual([]);
      }
      expect(say('de', p.text)).not.toBe(say('en', p.text));
    }
  });

  it('GIVEN every option THEN its label and hint fit Discord\'s 100 characters in German and in the pseudo-language', () => {
    for (const p of prompts) {
      for (const o of p.options) {
        for (const language of ['de', 'qps'] as const) {
          expect(say(language, o.label).length, say(language, o.label)).toBeLessThanOrEqual(100);
          if (o.hint) expect(say(language, o.hint).length, say(language, o.hint)).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it('GIVEN the log lines written as catalogue texts THEN German says them with no English catalogue text and no packed marks', () => {
    const packed = events.filter((e) => hasUnsaid(e.text));
    expect(packed.length).toBeGreaterThan(10);
    for (const e of packed) {
      const said = say('de', e.text);
      expect(said).not.toContain('\uE000');
      expect(said, said).not.toContain('{{');
      expect(englishIn(said), said).toEqual([]);
    }
  });

  it('GIVEN an answer the rules refuse THEN the refusal is said in German, and in English as before', () => {
    const s = start(3, 'words-de-refusal');
    const r = engine.apply(s, 'p0', { prompt: 'nope', values: ['x'] });
    const over = engine.apply({ ...s, flow: 'over' }, 'p0', { prompt: 'x', values: ['x'] });
    expect(r.ok).toBe(false);
    expect(over.ok).toBe(false);
    if (over.ok) return;
    expect(say('en', over.error.message)).toBe('The game is over.');
    expect(say('de', over.error.message)).toBe(t('de', 'vi:refuse.gameOver'));
    expect(say('de', over.error.message)).toBe('Die Partie ist vorbei.');
  });

  it('GIVEN a menu entry not offered THEN its reason is said in German', () => {
    const s = structuredClone(start(3, 'words-de-menu'));
    const p = engine.prompts(s)[0]!;
    s.me[p.player]!.ops = 0;
    const r = engine.apply(s, p.player, { prompt: p.id, values: ['build'] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(say('en', r.error.message)).toBe('You have no Operatives left this round: pass, or reveal a secret.');
    expect(say('de', r.error.message)).toBe('Du hast in dieser Runde keine Agenten mehr: Passe oder decke ein Geheimnis auf.');
  });
});

describe('Vested Interests pictures said in German', () => {
  it('GIVEN a game under way THEN the table in words is said in German: its headline from the picture catalogue, the game\'s texts said, no packed marks', async () => {
    const { tableText } = await import('../../render/vested-interests/table-text');
    const s = start(3, 'words-de-picture');
    const view = engine.view(s, null);
    const choices = engine.prompts(s)[0]!.options;
    const deText = tableText(view, { p0: 'Ana', p1: 'Ben', p2: 'Cy' }, choices, 'de');
    const enText = tableText(view, { p0: 'Ana', p1: 'Ben', p2: 'Cy' }, choices, 'en');
    expect(deText).not.toContain('\uE000');
    expect(deText).toContain('Runde 1/');
    expect(deText).not.toContain('Round ');
    expect(enText).toContain('Round 1/');
    expect(deText.split('\n')[0]).not.toBe(enText.split('\n')[0]);
  });
});

/**
 * Every English text of a catalogue that German says otherwise, cut at its placeholders into runs of several words
 * long enough to be telling (one long word, "Institutions", may begin a German one).
 */
function englishRunsOf(enCat: unknown, deCat: unknown): string[] {
  const runs: string[] = [];
  const walk = (e: unknown, d: unknown): void => {
    if (typeof e === 'string') {
      if (e !== d) runs.push(...e.split(/\{\{[^}]+\}\}/).map((x) => x.trim()).filter((x) => x.length >= 12 && x.includes(' ')));
      return;
    }
    for (const [k, v] of Object.entries(e as Record<string, unknown>)) walk(v, (d as Record<string, unknown>)[k]);
  };
  walk(enCat, deCat);
  return runs;
}
const ENGLISH_ALL = [...ENGLISH, ...englishRunsOf(enRules, deRules), ...englishRunsOf(enCards, deCards)];

/**
 * `text` said in German holds no English catalogue text and no packed marks, and said in the pseudo-language no letter
 * outside a catalogue text (a seat, a district's proper name and the numbers aside).
 */
function saidInGerman(text: string): void {
  const said = say('de', text);
  expect(said).not.toContain('\uE000');
  expect(said, said).not.toContain('{{');
  expect(ENGLISH_ALL.filter((r) => said.includes(r)), said).toEqual([]);
  const pseudo = say('qps', text).replace(/\{p\d+\}/g, '');
  expect(uncatalogued(pseudo, [...DISTRICTS]), pseudo).toEqual([]);
}

describe('Vested Interests rules, weather and DMs said in German', () => {
  it('GIVEN each planet card that is not weather, drawn THEN its effects\' log lines name it in German', () => {
    const drawnCards = catalogue.planet.filter((c) => c.kind !== 'weather' && c.effects.length > 0);
    expect(drawnCards.length).toBeGreaterThan(0);
    for (const card of drawnCards) {
      const s = structuredClone(start(3, 'planet'));
      s.planetDeck = [card.id];
      for (const p of s.players) playerState(s, p).capital = 20;
      const ev: GameEvent[] = [];
      drawPlanet(s, ev);
      const german = t('de', `vi-cards:planet.${card.id}.name` as `vi-cards:${string}`);
      const lines = ev.map((e) => say('de', e.text));
      expect(lines.length, card.id).toBeGreaterThan(1);
      for (const line of lines.slice(1)) if (german !== card.name) expect(line, card.id).not.toContain(card.name);
    }
  });

  it('GIVEN every rules topic and icon topic THEN its title, source and text are said in German, and its English title is found in German too', () => {
    expect(engine.rules.length).toBeGreaterThan(40);
    for (const topic of engine.rules) {
      for (const text of [topic.title ?? '', topic.text, topic.source ?? ''].filter(Boolean)) {
        expect(hasUnsaid(text), text).toBe(true);
        saidInGerman(text);
      }
      expect(say('de', topic.text)).not.toBe(say('en', topic.text));
      for (const language of ['en', 'de'] as const) {
        expect(find(engine.rules, topicTitle(topic, language), topicEntries)[0], `${language}: ${topicTitle(topic, language)}`).toBe(topic);
      }
    }
  });

  it('GIVEN weather that struck THEN its report is said in German', () => {
    const reports = games.flatMap((g) => g.reports);
    expect(reports.some((r) => say('en', r).includes(' strikes '))).toBe(true);
    for (const r of reports) saidInGerman(r);
  });

  it('GIVEN each seat of a started game THEN what its DMs say it was dealt, and each new secret, is said in German', () => {
    const s = start(5, 'words-de-dm');
    for (const p of s.players) {
      const v = engine.view(s, p);
      const texts = [
        engine.dealtText!(v),
        ...engine.secrets!(v).map((x) => engine.secretText!(v, x)),
        engine.secretText!(v, `peek:p1:${catalogue.vices[0]!.name}`),
        engine.secretText!(v, 'scheme:scheme.gone'),
        engine.secretText!(v, 'other'),
      ];
      for (const text of texts) {
        for (const line of text.split('\n')) saidInGerman(line);
      }
      expect(say('en', engine.dealtText!(v))).toContain('Your secret Agenda: ');
      expect(say('de', engine.dealtText!(v))).toContain('Deine geheime Agenda: ');
    }
  });

  it('GIVEN every card THEN its name, kind and whole rules text, as /game card shows it, are said in German', () => {
    expect(engine.cards!.length).toBeGreaterThan(90);
    for (const card of engine.cards!) {
      for (const text of [card.kind, card.name, card.text]) {
        expect(hasUnsaid(text), text).toBe(true);
        saidInGerman(text);
      }
      expect(say('de', card.text)).not.toBe(say('en', card.text));
    }
  });

  it('GIVEN every question asked THEN the cards under it and its option hints (a Contract\'s terms) are said in German', () => {
    const details = prompts.flatMap((p) => [p.detail ?? '', ...p.options.map((o) => o.hint ?? '')]).filter(Boolean);
    expect(details.some((d) => say('en', d).includes(' Capital'))).toBe(true);
    for (const d of details) saidInGerman(d);
  });

  it('GIVEN a hand of cards THEN each card\'s rules text in the private view is said in German', () => {
    const s = start(4, 'words-de-hand');
    for (const p of s.players) {
      const me = engine.view(s, p).me!;
      for (const text of [me.agenda.text, me.vice.text, ...me.schemes.map((x) => x.text)]) saidInGerman(text);
    }
  });

  it('GIVEN a game under way THEN its one-paragraph summary is said in German', () => {
    const s = start(3, 'words-de-describe');
    saidInGerman(engine.describe(engine.view(s, null)));
    saidInGerman(engine.describe(engine.view(s, 'p0')));
  });
});
