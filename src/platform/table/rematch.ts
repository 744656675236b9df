import { randomPolicy } from '../../engine/ai-policy';
import type { GameModule } from '../module';
import { ok, type Result } from '../../engine/result';
import { refuse, type Refusal } from '../refusals';
import { aiLevels, aiSeat, humanSeat, newLobby, seatOfUser } from './session';
import type { Session } from './session-schema';

/**
 * A rematch: a lobby with the finished game's seats (the same people, the same AI levels) and options, which
 * starts by itself once every seated person has accepted. A person who declines frees their seat, and the lobby
 * becomes an ordinary one that others can join and its host starts. Pure: the runner saves, starts and shows it.
 */

/** The rematch lobby for an ended game, asked for by a person who played in it (who has thereby accepted). */
export function openRematch(ended: Session, mod: GameModule, by: { userId: string; name: string }, instance: string, now: string): Result<Session, Refusal> {
  if (ended.phase !== 'ended') return refuse('rematch-too-soon');
  const asker = ended.seats.find((x) => x.userId === by.userId);
  if (asker?.control !== 'human') return refuse('rematch-not-player');
  const lobby = newLobby({ instance, game: ended.game, channelId: ended.channelId, guildId: ended.guildId, host: by, options: ended.options, timerSeconds: ended.timerSeconds, now });
  let ai = 0;
  // A seat an AI took over is an AI seat again; a seat played automatically (its person left) is that person's.
  const seats = ended.seats.map((x) => {
    if (x.control !== 'ai') return x.userId === by.userId ? lobby.seats[0]! : humanSeat(x.userId, x.name);
    return aiSeat(++ai, aiLevels(mod).find((l) => l.level === x.aiLevel) ?? randomPolicy);
  });
  return ok({ ...lobby, seats, rematch: { from: ended.instance, accepted: [by.userId] } });
}

/** The people a rematch still waits for, in seat order. */
export function awaitingRematch(s: Session): string[] {
  return s.rematch ? s.seats.filter((x) => x.control === 'human' && !s.rematch!.accepted.includes(x.userId)).map((x) => x.userId) : [];
}

/** One seated person accepts; `allIn` when nobody else is awaited, and the game should start. */
export function acceptRematch(s: Session, userId: string): Result<{ session: Session; allIn: boolean }, Refusal> {
  const refused = notAsked(s, userId);
  if (refused) return refused;
  if (s.rematch!.accepted.includes(userId)) return refuse('rematch-accepted');
  const session = { ...s, rematch: { ...s.rematch!, accepted: [...s.rematch!.accepted, userId] } };
  return ok({ session, allIn: awaitingRematch(session).length === 0 });
}

/** One seated person declines: their seat is freed and the lobby becomes an ordinary one. */
export function declineRematch(s: Session, userId: string): Result<Session, Refusal> {
  const refused = notAsked(s, userId);
  if (refused) return refused;
  if (userId === s.host) return refuse('rematch-asker');
  return ok({ ...s, seats: s.seats.filter((x) => x.userId !== userId), rematch: null });
}

/** Null when this is a rematch waiting for its players and the person has a seat in it, else the refusal. */
function notAsked(s: Session, userId: string): Result<never, Refusal> | null {
  if (s.phase !== 'lobby' || !s.rematch) return refuse('rematch-gone');
  return seatOfUser(s, userId) ? null : refuse('rematch-no-seat');
}
