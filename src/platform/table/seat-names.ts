import type { Option, PlayerId } from '../../engine/types';
import { playerIdOf, seatIndexOf } from './seat-ids';
import { plainName } from '../words/plain-name';
import type { Session } from '../session-schema';
import { say } from '../../words/say';
import { sayTable } from '../words/table-words';
import type { Language } from '../../words/locales';

/** A seat as people name it: whose it is, its player's name, and those names put into an engine's text. */

export function seatOfUser(s: Session, userId: string): PlayerId | null {
  const i = s.seats.findIndex((x) => x.userId === userId);
  return i < 0 ? null : playerIdOf(i);
}

export function seatName(s: Session, p: PlayerId): string {
  return s.seats[seatIndexOf(p)]?.name ?? p;
}

/** Names by seat for pictures: drawn, not written in Markdown, so without its escapes. */
export function seatNames(s: Session): Record<string, string> {
  return Object.fromEntries(s.seats.map((x, i) => [playerIdOf(i), plainName(x.name)]));
}

/** A prompt's options as a player reads them: in their language, seat names in their labels and hints, the suggested one marked. */
export function namedOptions(s: Session, options: readonly Option[], language: Language = s.language): Option[] {
  return options.map((o) => ({ ...o, label: `${nameSeats(s, o.label, language)}${o.suggested ? sayTable(language, 'option.suggested') : ''}`, ...(o.hint !== undefined ? { hint: nameSeats(s, o.hint, language) } : {}) }));
}

/** The language `p`'s private text is said in: their own when known, else the table's. */
export function seatLanguage(s: Session, p: PlayerId): Language {
  return s.seats[seatIndexOf(p)]?.locale ?? s.language;
}

/**
 * `s` with the seat of `userId` reading `locale` (their client's language, or null for the table's); `s` itself when
 * nothing changes (no seat, the language not known, or the one already kept), so an unchanged language saves nothing.
 */
export function withSeatLocale(s: Session, userId: string, locale: Language | null | undefined): Session {
  const i = s.seats.findIndex((x) => x.userId === userId);
  if (i < 0 || locale === undefined || s.seats[i]!.locale === locale) return s;
  return { ...s, seats: s.seats.map((x, k) => (k === i ? { ...x, locale } : x)) };
}


/**
 * An engine's text with each `{p0}` its seat's player name, still packed: a kept record's text, said later in each
 * reader's language (src/platform/after-game/game-record.ts), names the players as the table did.
 */
export function nameSeatsPacked(s: Session, text: string): string {
  return text.replace(/\{(p\d+)\}/g, (_, p: string) => seatName(s, p));
}

/** An engine's text as a person reads it: said in `language` (the table's unless given), each `{p0}` that seat's player name. */
export function nameSeats(s: Session, text: string, language: Language = s.language): string {
  return say(language, text).replace(/\{(p\d+)\}/g, (_, p: string) => seatName(s, p));
}
