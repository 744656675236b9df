import type { Option, PlayerId } from '../../engine/types';
import { playerIdOf, seatIndexOf } from './seat-ids';
import { plainName } from '../words/plain-name';
import type { Session } from '../session-schema';

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

/** A prompt's options as a player reads them: seat names in their labels and hints, the suggested one marked. */
export function namedOptions(s: Session, options: readonly Option[]): Option[] {
  return options.map((o) => ({ ...o, label: `${nameSeats(s, o.label)}${o.suggested ? SUGGESTED : ''}`, ...(o.hint !== undefined ? { hint: nameSeats(s, o.hint) } : {}) }));
}

const SUGGESTED = ' (suggested)';

/** Replaces each `{p0}` in an engine's text with that seat's player name. */
export function nameSeats(s: Session, text: string): string {
  return text.replace(/\{(p\d+)\}/g, (_, p: string) => seatName(s, p));
}
