import { describe, expect, it } from 'vitest';
import { quote } from '../../../src/platform/words/quote';

describe('platform/quote', () => {
  it('GIVEN a short text THEN quotes it whole', () => {
    expect(quote('Solar Array')).toBe('"Solar Array"');
    expect(quote(42)).toBe('"42"');
  });

  it('GIVEN a text longer than its place THEN quotes its first words whole and counts the rest, never a cut word', () => {
    const typed = `${'word '.repeat(40)}end`;
    const q = quote(typed, 30);
    expect(q).toBe(`"${'word '.repeat(6).trim()}" (and ${typed.length - 29} more characters)`);
    expect(q).not.toContain('…');
    // One long word has no word break to stop at: its start is quoted, and the rest counted.
    expect(quote('x'.repeat(500), 20)).toBe(`"${'x'.repeat(20)}" (and 480 more characters)`);
  });
});
