/**
 * The languages Hothouse speaks, and which of them a reader gets. Discord tells us two languages per interaction:
 * the person's client (`interaction.locale`) and the server's community language (`interaction.guildLocale`).
 * Public text (the table, pings, the log, pictures) is read by the whole channel, so it follows the server: its
 * `/game settings language:` choice, or else the server's Discord language when we speak it, or else English.
 * Private text (panels, replies, Why?, Hint, DMs) is read by one person, so it follows their client when we speak
 * it, and the server's language otherwise.
 */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The pseudo-language the tests read: every text wrapped and lengthened, so a text that skipped the catalogue shows.
 * Its code is the one reserved for pseudo-locales; no Discord client or server sends it, so only a test's person
 * or server reads it (a server cannot choose it in /game settings).
 */
export const PSEUDO = 'qps';
export type Language = Locale | typeof PSEUDO;

/** A server's `/game settings language:` choice: one of ours, or `auto` (the server's Discord language). */
export const SERVER_LANGUAGES = ['auto', ...LOCALES] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

/** Ours for a Discord locale code ("de", "en-US", "en-GB"), or null when we do not speak it. */
export function localeOf(discordLocale: string | null | undefined): Locale | null {
  const base = discordLocale?.toLowerCase().split('-')[0];
  return LOCALES.find((l) => l === base) ?? null;
}

export interface LocaleSources {
  /** The server's `/game settings language:` choice; `auto` when never set or outside a server. */
  setting: ServerLanguage;
  /** `interaction.guildLocale`: null in a DM. */
  guildLocale: string | null;
  /** `interaction.locale`: the person's Discord client language. */
  userLocale: string | null;
}

export interface Locales {
  /** For text the whole channel reads. */
  public: Language;
  /** For text only the person who pressed reads. */
  private: Language;
}

/** The one place that decides who reads which language (see the top of this file). */
export function resolveLocales({ setting, guildLocale, userLocale }: LocaleSources): Locales {
  // A server whose Discord language is the pseudo-language is the test Discord server's (no real one can be).
  const server: Language = setting === 'auto' ? (guildLocale === PSEUDO ? PSEUDO : (localeOf(guildLocale) ?? 'en')) : setting;
  return { public: server, private: userLocale === PSEUDO ? PSEUDO : (localeOf(userLocale) ?? server) };
}
