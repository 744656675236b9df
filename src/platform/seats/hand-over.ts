import { ok, type Result } from '../../engine/result';
import type { GameEvent, PlayerId } from '../../engine/types';
import type { AiPolicy } from '../../engine/ai-policy';
import { aiLevelName, humanSeat } from './lobby-seats';
import { appendLog } from '../table/game-log';
import { seatIndexOf } from '../table/seat-ids';
import { refuse, type Refusal } from '../words/refusals';
import type { Seat, Session } from '../session-schema';
import { tableWords } from '../words/table-words';

/** Hand a seat to another person, to an AI level, or to the table's auto-play. */
export function replaceSeat(s: Session, p: PlayerId, by: { userId: string; name: string } | 'auto' | AiPolicy): Result<Session, Refusal> {
  const i = seatIndexOf(p);
  const seat = s.seats[i];
  if (!seat) return refuse('no-seat');
  if (by !== 'auto' && 'userId' in by && s.seats.some((x) => x.userId === by.userId)) return refuse('already-seated', false);
  // An AI keeps the seat's hidden information to itself: it reads only that seat's view. A seat no person plays
  // belongs to no user, so the one who left can no longer see its secrets or act for it.
  const next: Seat =
    by === 'auto' ? { ...seat, userId: `auto:${i}`, control: 'auto', dmOpen: false }
    : 'userId' in by ? humanSeat(by.userId, by.name)
    : { ...seat, userId: `ai:seat${i}`, control: 'ai', aiLevel: by.level, dmOpen: false };
  const seats = s.seats.map((x, j) => (j === i ? next : x));
  const text =
    by === 'auto' ? tableWords('log.seatAuto', { name: seat.name })
    : 'userId' in by ? tableWords('log.seatTaken', { by: by.name, name: seat.name })
    : tableWords('log.seatAi', { level: aiLevelName(by.level), name: seat.name });
  const events: GameEvent[] = [{ text, visibleTo: 'all' }];
  // The host's powers follow the person: to whoever takes the seat, else to the first other player, else to moderators.
  let host = s.host;
  if (seat.userId === s.host) {
    const heir = next.control === 'human' ? next : seats.find((x) => x.control === 'human');
    host = heir?.userId ?? '';
    events.push({ text: heir ? tableWords('log.newHost', { name: heir.name }) : tableWords('log.noHost'), visibleTo: 'all' });
  }
  return ok(appendLog({ ...s, seats, host, undo: [], undoClosed: { why: 'seat' } }, events));
}
