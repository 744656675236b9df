import type { PlayerId } from '../../engine/types';
import { seatIndexOf } from '../table/seat-ids';
import { nameSeats, seatLanguage } from '../table/seat-names';
import type { Language } from '../../words/locales';
import type { LoggedEvent, Session } from '../session-schema';

/**
 * What a person's panel opens with when a decision is theirs again: what happened since their last answer that
 * concerns them, in the log's words, and how much more the log holds. What concerns a seat comes first: a line
 * naming it or meant for it alone, or one naming no seat (the round, the board); then the others' moves, newest
 * kept. Only lines the seat may read are ever chosen. The panel is the seat's own, so the lines are said in its language.
 */
const SINCE_MAX = 5;

export function sinceLastDecision(s: Session, p: PlayerId, max = SINCE_MAX, language: Language = seatLanguage(s, p)): { lines: string[]; more: number } {
  const from = s.seats[seatIndexOf(p)]?.lastAnswerLog ?? 0;
  const seen = s.log.filter((e) => e.n >= from && (e.visibleTo === 'all' || e.visibleTo.includes(p)));
  const concerns = (e: LoggedEvent) => e.visibleTo !== 'all' || e.text.includes(`{${p}}`) || !/\{p\d+\}/.test(e.text);
  const mine = seen.filter(concerns);
  const kept = new Set([...mine.slice(-max), ...seen.filter((e) => !concerns(e)).slice(-(max - Math.min(max, mine.length)))].map((e) => e.n));
  const lines = seen.filter((e) => kept.has(e.n)).map((e) => nameSeats(s, e.text, language));
  return { lines, more: seen.length - lines.length };
}
