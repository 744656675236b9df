import { describe, expect, it } from 'vitest';
import { words } from '../../src/engine/words';
import { say } from '../../src/words/say';
import { t } from '../../src/words/translate';
import { uncatalogued } from './uncatalogued';

/** The checker the pseudo-language end-to-end test reads every text with (uncatalogued.ts). */
describe('words/uncatalogued', () => {
  it('passes a catalogue text said in the pseudo-language, parameters and all', () => {
    const text = t('qps', 'refusals:not-a-player');
    expect(text).toMatch(/^⟦.*⟧[.!?]*$/);
    expect(uncatalogued(text)).toEqual([]);
    // A packed text with a packed parameter nests one wrapped text inside another.
    const nested = say('qps', words('refusals:no-learning', { game: words('refusals:no-game') }));
    expect(uncatalogued(`**${nested}** 🌍 12 · 3/4`)).toEqual([]);
    expect(uncatalogued('⟦ä ⟦b⟧ c⟧ ⟦d⟧')).toEqual([]);
  });

  it('fails an English literal, with its context', () => {
    const found = uncatalogued(`${t('qps', 'refusals:not-a-player')}\nYour move: <@123>`);
    expect(found).toEqual([{ kind: 'literal', text: 'Your move', context: expect.stringContaining('⏎ Your move: <@123>') as string }]);
    expect(uncatalogued('⟦Rüünd·⟧ of 3').map((f) => f.text)).toEqual(['of']);
    expect(uncatalogued('Game over').map((f) => f.kind)).toEqual(['literal']);
  });

  it('passes the names people typed, and Discord markup', () => {
    expect(uncatalogued('Ingrid Olsen ⟦plays in⟧ #games', ['Ingrid Olsen', 'games'])).toEqual([]);
    expect(uncatalogued('<@1234> <@!55> <#987> <@&4> <t:1700000000:R> </game hand:42> <:leaf:77> https://example.com/x?a=b')).toEqual([]);
    expect(uncatalogued('> -# ## ⟦x⟧ — **⟦y⟧** `3` ✅🌱 ½')).toEqual([]);
    // A markdown link's own words are read; its address is not.
    expect(uncatalogued('[Rules](https://example.com/rules)').map((f) => f.text)).toEqual(['Rules']);
    // A name passes only where it stands: the words around it are still checked.
    expect(uncatalogued('Ingrid wins', ['Ingrid']).map((f) => f.text)).toEqual(['{name} wins']);
  });

  it('fails a cut text: a ⟦ with no ⟧, or a ⟧ with no ⟦', () => {
    const cut = uncatalogued('⟦Thë Séësáw tïlts töwárds Pö…');
    expect(cut.map((f) => f.kind)).toEqual(['cut']);
    expect(cut[0]!.text).toMatch(/^⟦Thë/);
    expect(uncatalogued('…twárds Pöllütïön····⟧ ⟦ök⟧').map((f) => f.kind)).toEqual(['cut']);
    // Nested: an inner text closed, the outer one cut.
    expect(uncatalogued('⟦Öüt ⟦ïn⟧ ánd the rest').map((f) => f.kind)).toEqual(['cut']);
  });

  it('fails the key of a packed text that reached a reader unsaid', () => {
    expect(uncatalogued(words('tp:log.drew', { count: 3 })).map((f) => f.kind)).toContain('literal');
  });
});
