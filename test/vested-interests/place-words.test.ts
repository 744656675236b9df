import { describe, expect, it } from 'vitest';
import { vestedInterestsModule } from '../../src/game-modules/vested-interests';
import { board, cellName, describeAsset } from '../../src/games/vested-interests/board';
import { districtOption } from '../../src/games/vested-interests/option-lists';
import { called } from '../../src/games/vested-interests/ai/advice';
import { ASSET_TYPES, codeOf, seatName, type Named } from '../../render/vested-interests/style';
import { cellLabels } from '../../render/vested-interests/board';
import { tableText } from '../../render/vested-interests/table-text';
import { pages } from '../../src/platform/reference/pages';
import { layoutProblems } from '../../render/layout';
import { PSEUDO, type Language } from '../../src/words/locales';
import { say } from '../../src/words/say';
import { t } from '../../src/words/translate';
import { uncatalogued } from '../words/uncatalogued';
import { engine, rawEngine, start } from './helpers';

/**
 * Where Vested Interests names a place (a district, a cell) or an asset by its code, the words are each language's
 * own from the catalogues: German names its districts Flachland, Waldland and Hochland and letters its cells after
 * them; in the pseudo-language every such text is wrapped, so none of them was written in code.
 */
const NAMES = { p0: 'Zofia', p1: 'Kasimir', p2: 'Thandeka' };
const drawnTexts = (p: { layout?: { texts: readonly { text: string }[] } }) => (p.layout?.texts ?? []).map((x) => x.text).join('\n');
const literal = (text: string) => uncatalogued(text, Object.values(NAMES)).filter((f) => f.kind === 'literal').map((f) => f.text);

describe('vested-interests/place words', () => {
  it('GIVEN a district as an option THEN its label is the district\'s name in the reader\'s language', () => {
    const s = start(3, 'place-words');
    const o = districtOption(s, 'Reach', 'p0');
    expect(o.value).toBe('Reach');
    expect(say('en', o.label)).toBe('Reach');
    expect(say('de', o.label)).toBe('Flachland');
    expect(say(PSEUDO, o.label)).toMatch(/^⟦.*⟧$/);
  });

  it('GIVEN a cell THEN its name is its district\'s letters in the language and its number', () => {
    expect(['Re12', 'Ri5', 'V30', 'D27', 'DB3'].map((c) => say('en', cellName(c)))).toEqual(['Re12', 'Ri5', 'V30', 'D27', 'DB3']);
    expect(['Re12', 'Ri5', 'V30', 'D27', 'DB3'].map((c) => say('de', cellName(c)))).toEqual(['F12', 'H5', 'W30', 'D27', 'DB3']);
    expect(say(PSEUDO, cellName('Re12'))).toMatch(/^⟦.*12.*⟧$/);
  });

  it('GIVEN each language THEN every district\'s letters start its name there and no district\'s letters start another\'s', () => {
    for (const language of ['en', 'de'] as Language[]) {
      const abbr = board.data.districts.map((d) => ({ name: t(language, `vi-cards:district.${d.id}.name`), abbr: t(language, `vi-cards:district.${d.id}.abbr`) }));
      for (const d of abbr) {
        expect(d.name.startsWith(d.abbr), `${language} ${d.name}`).toBe(true);
        expect(abbr.filter((x) => x.abbr.startsWith(d.abbr)), `${language} ${d.abbr}`).toEqual([d]);
      }
      const codes = ASSET_TYPES.map((type) => codeOf({ language }, type));
      expect(new Set(codes).size, `${language} token codes`).toBe(codes.length);
    }
    expect(codeOf({ language: 'en' }, 'logging')).toBe('Lo');
    expect(codeOf({ language: 'de' }, 'logging')).toBe('Ho');
  });

  it('GIVEN an asset named for the table THEN German says its cell in its own letters', () => {
    const s = start(3, 'place-words-asset');
    const a = { ...s.assets[0]!, uid: 999, type: 'solar' as const, cell: 'Re12', owner: 'p0', oldWorld: false };
    expect(say('en', describeAsset(a, false))).toContain('Re12');
    expect(say('de', describeAsset(a, false))).toContain('F12');
  });

  it('GIVEN the table in the pseudo-language THEN the board, its key and the holdings draw no word outside the catalogues', async () => {
    const s = start(3, 'place-words-table', { variant: 'flashpoint' });
    s.assets.push({ ...s.assets[0]!, uid: 991, type: 'monoculture', cell: 'Re31', owner: 'p0', oldWorld: false });
    s.assets.push({ ...s.assets[0]!, uid: 992, type: 'wind', cell: 'DB1', owner: 'p1', oldWorld: false });
    s.assets.push({ ...s.assets[0]!, uid: 993, type: 'forest', cell: 'V32', owner: null, oldWorld: false, community: true });
    const p = await vestedInterestsModule.renderTable(rawEngine.view(s, null), NAMES, [], PSEUDO);
    expect(literal(drawnTexts(p))).toEqual([]);
    expect(literal(p.alt)).toEqual([]);
    // English draws the codes and cells as it always has.
    const en = drawnTexts(await vestedInterestsModule.renderTable(rawEngine.view(s, null), NAMES, [], 'en'));
    expect(en).toContain('Mo Re31');
    expect(en).toContain('Reach Re');
    const de = drawnTexts(await vestedInterestsModule.renderTable(rawEngine.view(s, null), NAMES, [], 'de'));
    expect(de).toContain('Mo F31');
    expect(de).toContain('Flachland F');
    expect(de).toContain('Bucht DB');
  });

  it('GIVEN tokens on the board\'s outermost cells in the pseudo-language THEN their longer codes stay on the board', async () => {
    const s = start(5, 'place-words-edge');
    const labels = cellLabels();
    const edge = [labels.reduce((a, b) => (b.x < a.x ? b : a)), labels.reduce((a, b) => (b.x > a.x ? b : a))].map((l) => l.cell);
    s.assets = s.assets.filter((a) => !edge.includes(a.cell));
    edge.forEach((cell, k) => s.assets.push({ ...s.assets[0]!, uid: 980 + k, type: 'motorway', cell, owner: 'p1', oldWorld: false }));
    const p = await vestedInterestsModule.renderTable(rawEngine.view(s, null), NAMES, [], PSEUDO);
    expect(layoutProblems(p.layout!).filter((x) => /leaves its panel/.test(x))).toEqual([]);
  });

  it('GIVEN the table as text in the pseudo-language THEN its pages break between the board\'s lines, never inside one', () => {
    const s = start(5, 'place-words-text', { variant: 'flashpoint' });
    const v = rawEngine.view(s, null);
    // About as many zone cells as a table's hotspots cover (eight zones of three steps).
    const text = tableText({ ...v, hotspots: v.hotspots.length ? v.hotspots : ['D35', 'Re5'], zoneCells: board.cells.slice(0, 130).map((c) => c.id) }, NAMES, [], PSEUDO);
    const cut = pages(text, 1900).flatMap((page) => uncatalogued(page, Object.values(NAMES)).filter((f) => f.kind === 'cut'));
    expect(cut).toEqual([]);
  });

  it('GIVEN the end of a game in the pseudo-language THEN the subtitle and the winner\'s row fit, in a shorter form', async () => {
    const s = start(3, 'place-words-end', { variant: 'flashpoint' });
    const v = rawEngine.view(s, null);
    const over = { ...v, final: { winner: 'p0', band: 'extreme', summary: v.players[0]!.houseName, scores: [] } } as unknown as typeof v;
    const players = over.players.map((x) => ({ ...x, final: { legacy: 1, vice: 2, holdings: 3, capital: 4, agenda: 5, total: 15 } }));
    const p = await vestedInterestsModule.renderTable({ ...over, dial: 572, players }, { p0: 'AI 1 (random)', p1: 'Kasimir', p2: 'Thandeka' }, [], PSEUDO);
    expect(layoutProblems(p.layout!).filter((x) => /cut|left its place/.test(x))).toEqual([]);
  });

  it('GIVEN every tipping point crossed in the pseudo-language THEN the Dial\'s line of tipping points fits, its dots saying "crossed"', async () => {
    const s = start(3, 'place-words-tips');
    const v = rawEngine.view(s, null);
    const crossed = { ...v, tipping: v.tipping.map((t) => ({ ...t, crossed: t.threshold !== null })) };
    const p = await vestedInterestsModule.renderTable(crossed, NAMES, [], PSEUDO);
    expect(layoutProblems(p.layout!).filter((x) => /cut|left its place/.test(x))).toEqual([]);
    // English has room for the word.
    expect(drawnTexts(await vestedInterestsModule.renderTable(crossed, NAMES, [], 'en'))).toMatch(/^Tip[a-z ]*: 500 ● crossed \+3 · 550 ● crossed \+4 · 575 ● crossed \+5$/m);
  });

  it('GIVEN a seat with no name or House THEN the picture names it from the catalogue', () => {
    const v = { players: [], language: 'de' } as unknown as Named;
    expect(seatName(v, 'p9')).toBe('ein Spieler');
    expect(seatName({ ...v, language: 'en' }, 'p9')).toBe('a player');
  });

  it('GIVEN a Hint naming an option its prompt does not offer THEN it says "this option", never the option\'s value', () => {
    const p = { id: 'x1', player: 'p0', text: '', options: [{ value: 'a', label: 'Alpha' }] } as unknown as Parameters<typeof called>[0];
    expect(say('en', called(p, 'a'))).toBe('Alpha');
    expect(say('en', called(p, 'Reach'))).toBe('This option');
    expect(say('de', called(p, 'Reach'))).toBe('Diese Option');
  });

  it('GIVEN a seat\'s secrets THEN its Vice\'s text is said without its name, whole', () => {
    const s = start(3, 'place-words-vice');
    const me = engine.view(s, 'p0').me!;
    expect(me.vice.body).toMatch(/^At the end, /);
    expect(say(PSEUDO, rawEngine.view(s, 'p0').me!.vice.body)).toMatch(/^⟦.*⟧/);
  });
});
