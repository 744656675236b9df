import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, NAMESPACES } from '../../src/words/catalogues';
import { LOCALES } from '../../src/words/locales';
import { pseudoText, type Catalogue } from '../../src/words/pseudo';

const DIR = path.resolve(__dirname, '../../src/words/catalogues');
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key of a catalogue file, nested keys joined with dots; plural forms as their base key, since each language has its own. */
function keysOf(c: Catalogue, prefix = ''): string[] {
  return Object.entries(c).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k.replace(PLURAL, '')}`] : keysOf(v, `${prefix}${k}.`)));
}

const read = (language: string, file: string): Catalogue => JSON.parse(readFileSync(path.join(DIR, language, file), 'utf8')) as Catalogue;

describe('words/catalogues', () => {
  it('holds one folder per language we speak, each with the same namespace files, all of them loaded', () => {
    expect(readdirSync(DIR).sort()).toEqual([...LOCALES].sort());
    for (const language of LOCALES) expect(readdirSync(path.join(DIR, language)).sort(), language).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  });

  it.each(NAMESPACES)('GIVEN namespace %s THEN every key of one language is in every other', (ns) => {
    const keys = Object.fromEntries(LOCALES.map((l) => [l, new Set(keysOf(read(l, `${ns}.json`)))]));
    for (const a of LOCALES) {
      for (const b of LOCALES) {
        const missing = [...keys[a]!].filter((k) => !keys[b]!.has(k));
        expect(missing, `${ns}: in ${a}, missing from ${b}`).toEqual([]);
      }
    }
    expect(keys.en!.size).toBeGreaterThan(0);
  });

  it('writes no empty text and keeps each placeholder of the English text in every language', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    const flat = (c: Catalogue, prefix = ''): [string, string][] => Object.entries(c).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v, `${prefix}${k}.`)));
    for (const ns of NAMESPACES) {
      const en = new Map(flat(read('en', `${ns}.json`)));
      for (const l of LOCALES) {
        for (const [key, text] of flat(read(l, `${ns}.json`))) {
          expect(text.trim(), `${l}/${ns}:${key}`).not.toBe('');
          const english = en.get(key) ?? en.get(key.replace(PLURAL, '_other'));
          if (english !== undefined) expect(placeholders(text), `${l}/${ns}:${key}`).toEqual(placeholders(english));
        }
      }
    }
  });

  it('wraps each sentence of a pseudo-language text, about 40% longer, its closing mark outside and its placeholders untouched', () => {
    const text = 'There is no game called {{name}}.';
    const p = pseudoText(text);
    expect(p).toMatch(/^⟦[^⟦⟧]*⟧\.$/);
    expect(pseudoText('One. Two!')).toMatch(/^⟦[^⟦⟧]+⟧\. ⟦[^⟦⟧]+⟧!$/);
    expect(p).toContain('{{name}}');
    expect(p.length).toBeGreaterThanOrEqual(Math.round(text.length * 1.35));
  });

  it('GIVEN the German catalogues THEN a command is named as a German client shows it (/spiel neu), never by its English name', () => {
    const texts = (c: unknown): string[] => (typeof c === 'string' ? [c] : Object.values(c as object).flatMap(texts));
    const english = NAMESPACES.flatMap((ns) => texts(CATALOGUES.de[ns])).filter((x) => /\/game\b/.test(x));
    expect(english).toEqual([]);
  });
});
