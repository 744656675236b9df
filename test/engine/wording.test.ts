import { describe, expect, it } from 'vitest';
import { firstFit, sameFit, wholeParts } from '../../src/engine/wording';
import { fitMessage } from '../../src/platform/words/quote';

const more = (n: number) => `(${n} more)`;

describe('engine/wording', () => {
  it('GIVEN several wordings THEN takes the longest that fits, else the shortest', () => {
    expect(firstFit(12, ['Solar Array of the Verge', 'Solar Array', 'Solar'])).toBe('Solar Array');
    expect(firstFit(3, ['Solar Array', 'Solar'])).toBe('Solar');
  });

  it('GIVEN a text that fits THEN returns it unchanged', () => {
    expect(wholeParts('Ana builds.\nBen passes.', 100, more)).toBe('Ana builds.\nBen passes.');
  });

  it('GIVEN lines too long together THEN keeps whole lines and says how much is left, within the limit', () => {
    const text = ['Ana builds a Solar Array.', 'Ben passes.', 'Cai attacks the Port.'].join('\n');
    const out = wholeParts(text, 50, more);
    expect(out).toBe(`Ana builds a Solar Array.\nBen passes.\n(${text.length - 37} more)`);
    expect(out.length).toBeLessThanOrEqual(50);
  });

  it('GIVEN one line too long THEN keeps whole sentences, then whole words, never a cut word or "…"', () => {
    const sentences = 'The Dial falls 2. The Seesaw tips toward Pollution. Everyone loses 1 Influence.';
    const out = wholeParts(sentences, 64, more);
    expect(out.startsWith('The Dial falls 2. The Seesaw tips toward Pollution. (')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(64);
    const words = wholeParts('alpha beta gamma delta epsilon zeta eta theta', 26, more);
    expect(words).toMatch(/^alpha beta gamma (\(\d+ more\))$/);
    for (const w of words.split(' ').slice(0, -2)) expect('alpha beta gamma delta epsilon zeta eta theta'.split(' ')).toContain(w);
    expect(wholeParts('x'.repeat(300), 20, more)).toBe('(300 more)');
  });

  it('GIVEN a refusal longer than a message THEN fitMessage ends on a whole line with a count, never "…"', () => {
    const lines = Array.from({ length: 200 }, (_, i) => `Line ${i}: something that happened.`);
    const out = fitMessage(lines.join('\n'));
    expect(out.length).toBeLessThanOrEqual(1900);
    expect(out).not.toContain('…');
    expect(out).toMatch(/\n\(\d+ more characters did not fit one message\.\)$/);
    const kept = out.split('\n').slice(0, -1);
    expect(kept).toEqual(lines.slice(0, kept.length));
  });
});

describe('engine/wording sameFit', () => {
  it('GIVEN forms where only a shorter one fits every item THEN every item takes that same form', () => {
    expect(sameFit(10, [['aaaaaaaaaaaa', 'a'], ['bb', 'b']])).toEqual(['a', 'b']);
  });
  it('GIVEN a form fitting every item THEN the first such form is taken by all', () => {
    expect(sameFit(10, [['aa', 'a'], ['bb', 'b']])).toEqual(['aa', 'bb']);
  });
});
