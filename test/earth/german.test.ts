import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng';
import { earth } from '../../src/games/earth';
import type { EarthOptions } from '../../src/games/earth/state';
import { CATALOGUES } from '../../src/words/catalogues';
import type { Language } from '../../src/words/locales';
import type { Catalogue } from '../../src/words/pseudo';
import { say } from '../../src/words/say';
import { promptOf, start, table } from './helpers';

/** Every text a seeded game shows (prompts, options, details, log lines, the outcome), said in `language`. */
function gameTexts(language: Language, n: number, seed: string, opts: Partial<EarthOptions> = {}, steps = 400): { texts: string[]; options: string[] } {
  let s = start(n, seed, opts);
  let rng: RngState = seedRng(seed);
  const texts: string[] = [];
  const options: string[] = [];
  for (let k = 0; !earth.outcome(s) && k < steps; k++) {
    const ps = earth.prompts(s);
    for (const p of ps) {
      texts.push(say(language, p.text), say(language, p.publicText), ...(p.detail ? [say(language, p.detail)] : []));
      for (const o of p.options) options.push(say(language, o.label), ...(o.hint ? [say(language, o.hint)] : []));
    }
    texts.push(say(language, earth.describe!(earth.view(s, null))));
    let i: number;
    [i, rng] = nextInt(rng, ps.length);
    const pr = ps[i]!;
    let oi: number;
    [oi, rng] = nextInt(rng, pr.options.length);
    const r = earth.apply(s, pr.player, { prompt: pr.id, values: [pr.options[oi]!.value] });
    if (!r.ok) throw new Error(r.error.message);
    texts.push(...r.value.events.map((e) => say(language, e.text)));
    s = r.value.state;
  }
  const o = earth.outcome(s);
  if (o) texts.push(say(language, o.summary));
  return { texts, options };
}

const flat = (c: Catalogue, prefix = ''): [string, string][] =>
  Object.entries(c).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v, `${prefix}${k}.`)));

/** The English runs of Earth's catalogues that German does not share (placeholders cut out): none may show in German. */
const englishOnly = (['earth', 'earth-cards'] as const).flatMap((ns) => {
  const de = new Map(flat(CATALOGUES.de[ns]));
  return flat(CATALOGUES.en[ns])
    .filter(([key]) => !key.startsWith('name.'))
    .flatMap(([key, text]) => text.split(/\{\{[^}]*\}\}/).map((x) => x.trim()).filter((x) => x.length >= 14 && !(de.get(key) ?? '').includes(x)));
});

describe('earth/words: a game said in German', () => {
  it.each([
    [2, 'de-2', {}],
    [1, 'de-solo', {}],
    [4, 'de-team', { variant: 'team' }],
  ] as [number, string, Partial<EarthOptions>][])('GIVEN a seeded %i-player game (%s) said in German THEN no text holds English catalogue text or an unsaid mark', (n, seed, opts) => {
    const { texts, options } = gameTexts('de', n, seed, opts);
    const all = [...texts, ...options];
    expect(all.length).toBeGreaterThan(200);
    expect(all.filter((t) => t.includes('\uE000'))).toEqual([]);
    expect(englishOnly.length).toBeGreaterThan(100);
    const english = all.flatMap((t) => englishOnly.filter((x) => t.includes(x)).map((x) => `"${x}" in: ${t}`));
    expect(english).toEqual([]);
  });

  it.each(['de', 'qps'] as Language[])('GIVEN seeded games said in %s THEN every option label and hint fits Discord\'s 100 characters', (language) => {
    const long = [
      ...gameTexts(language, 2, 'fit-2').options,
      ...gameTexts(language, 4, 'fit-team', { variant: 'team' }).options,
      ...gameTexts(language, 1, 'fit-solo').options,
    ].filter((x) => x.length > 100);
    expect(long).toEqual([]);
  });

  it('GIVEN a card the player cannot pay for THEN the refusal said in German names the card and the Soil', () => {
    let s = table(2, { p0: { hand: ['flora-003', 'flora-022'], soil: 3 } });
    const action = promptOf(s, 'p0')!;
    const r0 = earth.apply(s, 'p0', { prompt: action.id, values: ['plant'] });
    if (!r0.ok) throw new Error(r0.error.message);
    s = r0.value.state;
    const r = earth.apply(s, 'p0', { prompt: promptOf(s, 'p0')!.id, values: ['flora-003'] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const title = earth.view(s, 'p0').hand!.find((c) => c.id === 'flora-003')!.title;
    expect(say('de', r.error.message)).toBe(`${say('de', title)} zu pflanzen kostet 4 Erde, und du hast 3 (EA-49: Kosten werden vollständig gezahlt).`);
    expect(say('en', r.error.message)).toBe(`Planting ${say('en', title)} costs 4 Soil and you have 3 (EA-49: costs are paid in full).`);
  });

  // A card is looked up by its name in either language (/game card), and a German player should not meet an English
  // name on a card they hold: an invented Flora, Terrain or Fauna name is German unless it is listed here on purpose.
  const PROPER_NAMES: readonly string[] = [];

  it('GIVEN the German card names THEN no Flora, Terrain or Fauna keeps its English name, unless listed as a proper name', () => {
    const en = new Map(flat(CATALOGUES.en['earth-cards'].name as Catalogue));
    const de = flat(CATALOGUES.de['earth-cards'].name as Catalogue);
    const kept = de.filter(([key, name]) => /^(flora|terrain|fauna)-/.test(key) && name === en.get(key) && !PROPER_NAMES.includes(name));
    expect(de.filter(([key]) => /^(flora|terrain|fauna)-/.test(key)).length).toBe(179 + 66 + 32);
    expect(kept).toEqual([]);
  });

  it('GIVEN the German card names THEN each names one card only: none repeats another card\'s German or English name', () => {
    const en = flat(CATALOGUES.en['earth-cards'].name as Catalogue);
    const de = flat(CATALOGUES.de['earth-cards'].name as Catalogue);
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [key, name] of de) {
      const other = seen.get(name.toLowerCase());
      if (other) clashes.push(`${key} and ${other}: ${name}`);
      seen.set(name.toLowerCase(), key);
    }
    for (const [key, name] of en) {
      const other = seen.get(name.toLowerCase());
      if (other && other !== key) clashes.push(`${other} is ${key}'s English name: ${name}`);
    }
    expect(clashes).toEqual([]);
  });
});
