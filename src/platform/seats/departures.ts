import type { PlayerId } from '../../engine/types';
import { seatIndexOf } from '../table/seat-ids';
import type { Departure, Session } from '../session-schema';

/**
 * Who played a game, as the leaderboard counts them at its end (src/platform/after-game/ratings.ts): a person
 * who leaves a seat stays one of the game's people, and how they left it decides what the game counts for them.
 */

/** The seat's person recorded as gone, and their ask to end the game with them; an AI or auto seat leaves nothing. */
export function departSeat(s: Session, p: PlayerId, how: Departure['how']): Session {
  const i = seatIndexOf(p);
  const seat = s.seats[i];
  if (!seat || seat.control !== 'human') return s;
  return { ...s, departed: [...s.departed, { userId: seat.userId, name: seat.name, seat: i, how }], endVotes: s.endVotes.filter((u) => u !== seat.userId) };
}

/** The people who took a loss by leaving: they handed their seat on themselves, or their timer ran out. */
function leavers(s: Pick<Session, 'departed'>): string[] {
  return [...new Set(s.departed.filter((d) => d.how !== 'kicked').map((d) => d.userId))];
}

/**
 * The game's people who have not left it: everyone seated now and everyone kicked from a seat (whose result the
 * game still counts). Each of them must agree before the game ends for nobody.
 */
export function gamePeople(s: Session): string[] {
  const lost = new Set(leavers(s));
  const seated = s.seats.filter((x) => x.control === 'human').map((x) => x.userId);
  const kicked = s.departed.filter((d) => d.how === 'kicked').map((d) => d.userId);
  return [...new Set([...seated, ...kicked])].filter((u) => !lost.has(u));
}

/** A person's name as the game knew it: their seat's, else the one they had when they left. */
export function personName(s: Session, userId: string): string {
  return s.seats.find((x) => x.userId === userId)?.name ?? s.departed.findLast((d) => d.userId === userId)?.name ?? userId;
}
