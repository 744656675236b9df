import { describe, expect, it } from 'vitest';
import { fitWords, hasUnsaid, listWords, sameFitWords, words } from '../../src/engine/words';
import { say } from '../../src/words/say';

describe('a game text said in a language', () => {
  it('GIVEN a packed refusal THEN English and German each say their catalogue text', () => {
    const text = words('refusals:no-game');
    expect(hasUnsaid(text)).toBe(true);
    expect(say('en', text)).toBe('There is no game in this channel. Start one with /game new.');
    expect(say('de', text)).not.toBe(say('en', text));
    expect(hasUnsaid(say('de', text))).toBe(false);
  });

  it('GIVEN a packed text as a parameter of another THEN it is said in the same language, and literal text around stays', () => {
    const inner = words('refusals:no-game');
    const outer = `→ ${words('refusals:no-such-game', { name: inner })} ←`;
    expect(say('en', outer)).toBe('→ There is no game called There is no game in this channel. Start one with /game new.. ←');
    expect(say('qps', outer)).toMatch(/^→ ⟦.*⟦.*⟧.*⟧[.!?]* ←$/);
  });

  it('GIVEN a name typed by a person with braces THEN it is kept as typed, never read as a placeholder', () => {
    expect(say('en', words('refusals:no-such-game', { name: '{{count}} $t(x)' }))).toBe('There is no game called {{count}} $t(x).');
  });

  it('GIVEN forms to fit THEN the first that fits once said is taken, else the shortest', () => {
    const long = words('refusals:no-game');
    const short = words('refusals:not-started');
    expect(say('en', fitWords(200, [long, short]))).toBe(say('en', long));
    expect(say('en', fitWords(40, [long, short]))).toBe(say('en', short));
    expect(say('en', fitWords(3, [long, short]))).toBe(say('en', short));
  });

  it('GIVEN plain text THEN it is returned unchanged', () => {
    expect(say('de', 'Ana played 3 cards')).toBe('Ana played 3 cards');
  });
});

describe('lists and menus said in a language', () => {
  it('GIVEN items to list THEN each language joins them its own way, each item said first', () => {
    const items = ['ana', words('refusals:not-started'), 'cy'];
    expect(say('en', listWords('and', items))).toBe('ana, The game has not started yet. and cy');
    expect(say('de', listWords('and', ['a', 'b', 'c']))).toBe('a, b und c');
    expect(say('en', listWords('or', ['a', 'b', 'c']))).toBe('a, b or c');
  });

  it('GIVEN a menu whose long forms do not all fit THEN every entry takes the same shorter form', () => {
    const [a, b] = sameFitWords(12, [['aaaaaaaaaaaaaaa', 'a'], ['bbbbb', 'b']]);
    expect([say('en', a!), say('en', b!)]).toEqual(['a', 'b']);
    const [c, d] = sameFitWords(20, [['aaaaaaaaaaaaaaa', 'a'], ['bbbbb', 'b']]);
    expect([say('en', c!), say('en', d!)]).toEqual(['aaaaaaaaaaaaaaa', 'bbbbb']);
  });
});
