import { describe, expect, it } from 'vitest';
import { altText } from '../../render/alt';
import { DISTRICTS } from '../../src/games/vested-interests/cards/schema';
import { seatNames } from '../../src/platform/table/seat-names';
import type { Language } from '../../src/words/locales';
import { uncatalogued } from '../words/uncatalogued';
import { goldenPictures, type GoldenPicture } from './golden-pictures';

/**
 * A picture's words beside the picture (its alt text, the table's state line, its details) are said in the table's
 * language like the picture itself: in the pseudo-language every letter comes from a catalogue, and in German they
 * differ from English and hold none of the English sentences' words. A Tipping Point golden game, and Earth's
 * and Vested Interests' of each variant, at their start, middle and end: the table and the first and last seat's
 * private pictures.
 */
const FILES = ['tipping-point-competitive-1p-ai.json', 'earth-beginner-1p-ai.json', 'earth-standard-3p-mixed.json', 'earth-team-4p-ai.json', 'vested-interests-flashpoint-3p-ai.json', 'vested-interests-full-4p-mixed.json'];

/** Words only an English sentence of these texts holds (names of cards and places are the catalogue's, in German too). */
const ENGLISH = /\b(the|your|with|and|in hand|Round|Capital|Influence|Legacy|Dial|projection|committed|Passes|Last vote|wins|Nobody|cards|hand|empty|secrets|more characters?|solved)\b/;

type Texts = { where: string; texts: readonly [string, string][] };

function texts(p: GoldenPicture): Texts {
  const { alt, state, details } = p.picture;
  const all: [string, string | undefined][] = [['alt', alt], ['state', state], ['details', details]];
  return { where: `${p.at} ${p.what}`, texts: all.filter((x): x is [string, string] => !!x[1]) };
}

async function all(file: string, language: Language): Promise<Texts[]> {
  return (await goldenPictures(file, language)).pictures.map(texts);
}

describe('picture texts in the table language', () => {
  for (const file of FILES) {
    it(`${file}: the pseudo-language leaves no letter uncatalogued`, async () => {
      const g = await goldenPictures(file, 'qps');
      for (const p of g.pictures) {
        const names = [...Object.values(seatNames(p.session)), ...DISTRICTS];
        for (const [kind, text] of texts(p).texts) expect(uncatalogued(text, names), `${p.at} ${p.what} ${kind}: ${text}`).toEqual([]);
      }
    });

    it(`${file}: German differs from English and holds no English sentence`, async () => {
      const en = await all(file, 'en');
      const de = await all(file, 'de');
      expect(de.length).toBe(en.length);
      for (const [i, d] of de.entries()) {
        for (const [k, [kind, text]] of d.texts.entries()) {
          const english = en[i]!.texts[k]![1];
          expect(text, `${d.where} ${kind}`).not.toBe(english);
          expect(text.replace(/Alexandria the Great \d/g, ''), `${d.where} ${kind}: ${text}`).not.toMatch(ENGLISH);
        }
      }
    });
  }

  it('says what an alt text had to leave out in the table language', () => {
    const long = 'x'.repeat(1100);
    expect(altText([long])).toMatch(/\(\d+ more characters\)$/);
    expect(altText([long], 'de')).toMatch(/\(\d+ weitere Zeichen\)$/);
    expect(uncatalogued(altText([long], 'qps').replace(/x+/, ''))).toEqual([]);
  });
});
