import { describe, expect, it } from 'vitest';
import { quote } from '../../../src/platform/words/quote';
import { say } from '../../../src/words/say';

describe('platform/quote', () => {
  it('GIVEN a short text THEN quotes it whole', () => {
    expect(quote('Solar Array', 80, 'en')).toBe('"Solar Array"');
    expect(quote(42, 80, 'en')).toBe('"42"');
  });

  it('GIVEN a text longer than its place THEN quotes its first words whole and counts the rest, never a cut word', () => {
    const typed = `${'word '.repeat(40)}end`;
    const q = quote(typed, 30, 'en');
    expect(q).toBe(`"${'word '.repeat(6).trim()}" (and ${typed.length - 29} more characters)`);
    expect(q).not.toContain('…');
    // One long word has no word break to stop at: its start is quoted, and the rest counted.
    expect(quote('x'.repeat(500), 20, 'en')).toBe(`"${'x'.repeat(20)}" (and 480 more characters)`);
  });

  it('GIVEN no language THEN the quote is packed and said where it is read, in the reader\'s language and plural', () => {
    const packed = quote('x'.repeat(21), 20);
    expect(say('en', packed)).toBe(`"${'x'.repeat(20)}" (and 1 more character)`);
    expect(say('de', packed)).toBe(`„${'x'.repeat(20)}“ (und 1 weiteres Zeichen)`);
    expect(say('de', quote('Solarpark'))).toBe('„Solarpark“');
  });
});
