import { describe, expect, it } from 'vitest';
import { localeOf, resolveLocales, type LocaleSources, type Locales } from '../../src/words/locales';

describe('words/locales', () => {
  it('reads Discord locale codes as ours, whatever the region, and nothing else', () => {
    expect([localeOf('de'), localeOf('en-US'), localeOf('en-GB'), localeOf('fr'), localeOf('pt-BR'), localeOf(null)]).toEqual(['de', 'en', 'en', null, null, null]);
  });

  it.each<[string, LocaleSources, Locales]>([
    ['an English server and client', { setting: 'auto', guildLocale: 'en-US', userLocale: 'en-US' }, { public: 'en', private: 'en' }],
    ["a German server on auto: the table in German, an English client's own text in English", { setting: 'auto', guildLocale: 'de', userLocale: 'en-GB' }, { public: 'de', private: 'en' }],
    ['a German client on an English server: only their own text in German', { setting: 'auto', guildLocale: 'en-US', userLocale: 'de' }, { public: 'en', private: 'de' }],
    ["a client language we do not speak: the server's language", { setting: 'auto', guildLocale: 'de', userLocale: 'fr' }, { public: 'de', private: 'de' }],
    ["a server language we do not speak, on auto: English", { setting: 'auto', guildLocale: 'ja', userLocale: 'ko' }, { public: 'en', private: 'en' }],
    ['language:de chosen over an English Discord server', { setting: 'de', guildLocale: 'en-US', userLocale: 'fr' }, { public: 'de', private: 'de' }],
    ['language:en chosen over a German Discord server, a German client', { setting: 'en', guildLocale: 'de', userLocale: 'de' }, { public: 'en', private: 'de' }],
    ['a DM (no server): the client, else English', { setting: 'auto', guildLocale: null, userLocale: 'es-ES' }, { public: 'en', private: 'en' }],
    ["the pseudo-language's code, only ever private", { setting: 'auto', guildLocale: 'de', userLocale: 'qps' }, { public: 'de', private: 'qps' }],
  ])('GIVEN %s THEN it resolves as the issue says', (_, sources, expected) => {
    expect(resolveLocales(sources)).toEqual(expected);
  });
});
