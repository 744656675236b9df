import { describe, expect, it } from 'vitest';
import type { RulesTopic } from '../../../src/engine/types';
import { find, topicEntry, wordsOf } from '../../../src/platform/reference/lookup';
import { pages } from '../../../src/platform/reference/pages';

const topics: RulesTopic[] = [
  { topic: 'The Climate Seesaw', text: 'Tokens on the beam weigh by their distance from the middle.', words: ['tip', 'torque', 'beam'] },
  { topic: 'Crises', text: 'A Crisis is solved by Influence on its edges.' },
  { topic: 'Influence', text: 'Influence tokens solve Crises.', kind: 'term' },
  { topic: 'Synergy', text: 'Matching sides give a bonus.', kind: 'term' },
];
const names = (q: string) => find(topics, q, topicEntry).map((t) => t.topic);

describe('platform/reference lookup', () => {
  it('GIVEN a word of a name, a listed word or the text THEN the topic is found, name matches first', () => {
    expect(names('seesaw')).toEqual(['The Climate Seesaw']);
    expect(names('torque')).toEqual(['The Climate Seesaw']);
    expect(names('TIP')).toEqual(['The Climate Seesaw']);
    expect(names('influence')).toEqual(['Influence', 'Crises']);
    expect(names('crisis')).toEqual(['Crises', 'Influence']);
  });

  it('GIVEN several words THEN every one must be found, and the whole name typed comes first', () => {
    expect(names('climate seesaw')).toEqual(['The Climate Seesaw']);
    expect(names('seesaw synergy')).toEqual([]);
    expect(names('influence')[0]).toBe('Influence');
  });

  it('GIVEN nothing that matches THEN nothing is found; a few letters find by prefix', () => {
    expect(names('tribunal')).toEqual([]);
    expect(names('syn')).toEqual(['Synergy']);
    expect(wordsOf('Crises, Countries; Boxes')).toEqual(['crisis', 'country', 'box']);
  });
});

describe('platform/reference pages', () => {
  const text = Array.from({ length: 30 }, (_, k) => `Paragraph ${k} says something about the rules at some length, more than a line.`).join('\n\n');

  it('GIVEN a text longer than a page THEN it is split between paragraphs, and nothing is lost', () => {
    const split = pages(text, 500);
    expect(split.length).toBeGreaterThan(4);
    expect(split.every((p) => p.length <= 500)).toBe(true);
    expect(split.join('\n\n')).toBe(text);
    expect(split.every((p) => p.startsWith('Paragraph'))).toBe(true);
  });

  it('GIVEN one long paragraph THEN it breaks between sentences, then between words, never inside one', () => {
    const one = Array.from({ length: 40 }, (_, k) => `Sentence ${k} is here.`).join(' ');
    const split = pages(one, 100);
    expect(split.every((p) => p.length <= 100 && p.endsWith('.'))).toBe(true);
    expect(split.join(' ')).toBe(one);
    const words = 'word '.repeat(100).trim();
    expect(pages(words, 42).every((p) => /^(word ?)+$/.test(p) && p.length <= 42)).toBe(true);
  });

  it('GIVEN a short text THEN it is one page', () => {
    expect(pages('Short.', 100)).toEqual(['Short.']);
    expect(pages('', 100)).toEqual(['']);
  });
});
