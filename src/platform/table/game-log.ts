import type { GameEvent, PlayerId } from '../../engine/types';
import { nameSeats } from './seat-names';
import type { LoggedEvent, Session } from '../session-schema';
import type { Language } from '../../words/locales';

/** Log lines kept in the record: /game log shows at most 50, and a stored game must stay small (about 90 bytes a line: 150 took a Vested Interests record past 32 kB). */
export const LOG_KEEP = 60;

export function appendLog(s: Session, events: readonly GameEvent[]): Session {
  if (events.length === 0) return s;
  const added: LoggedEvent[] = events.map((e, i) => ({
    n: s.logCount + i,
    text: e.text,
    visibleTo: e.visibleTo === 'all' ? 'all' : [...e.visibleTo],
  }));
  return { ...s, log: [...s.log, ...added].slice(-LOG_KEEP), logCount: s.logCount + events.length };
}

/** The log as it stood at `logLength` lines: a step taken back takes its lines with it. */
export function truncateLog(s: Session, logLength: number): Session {
  return { ...s, log: s.log.filter((e) => e.n < logLength), logCount: logLength };
}

/** The log lines a viewer may read: public ones, plus their own private ones, said in `language` (the table's unless given). */
export function visibleLog(s: Session, viewer: PlayerId | null, last: number, language: Language = s.language): LoggedEvent[] {
  return s.log
    .filter((e) => e.visibleTo === 'all' || (viewer !== null && e.visibleTo.includes(viewer)))
    .slice(-last)
    .map((e) => ({ ...e, text: nameSeats(s, e.text, language) }));
}
