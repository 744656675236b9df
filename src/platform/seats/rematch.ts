import { randomPolicy } from '../../engine/ai-policy';
import { andList } from '../../engine/wording';
import type { GameModule } from '../module';
import { ok, type Result } from '../../engine/result';
import { refuse, type Refusal } from '../words/refusals';
import { seatOfUser } from '../table/seat-names';
import { aiLevels, aiSeat, humanSeat, newLobby } from './lobby-seats';
import type { Session } from '../session-schema';

/**
 * A rematch: a lobby with the finished game's seats (the same people, the same AI levels) and options, which
 * starts by itself once every seated person has accepted; until then nobody else takes a seat. A person who
 * declines makes it an ordinary lobby that others can join and its host starts, seating only those who accepted.
 * Pure: the runner saves, starts and shows it, on the terms the lobby door (lobby-door.ts) allows.
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
    // Each person keeps the language they read (the asker's as their press tells, set by the runner).
    if (x.control !== 'ai') return { ...(x.userId === by.userId ? lobby.seats[0]! : humanSeat(x.userId, x.name)), locale: x.locale };
    return aiSeat(++ai, aiLevels(mod).find((l) => l.level === x.aiLevel) ?? randomPolicy, ended.language);
  });
  // A rematch in a game's thread is played in a new thread off the same channel, as the first game was.
  return ok({ ...lobby, seats, language: ended.language, rematch: { from: ended.instance, accepted: [by.userId] }, parent: ended.parent, hints: ended.hints });
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

/**
 * One seated person declines: the lobby becomes an ordinary one. Their seat is freed, and so is each seat whose
 * person had not yet accepted: an ordinary lobby seats only people who said yes, and its host may start it.
 */
export function declineRematch(s: Session, userId: string): Result<Session, Refusal> {
  const refused = notAsked(s, userId);
  if (refused) return refused;
  if (userId === s.host) return refuse('rematch-asker');
  const said = s.rematch!.accepted;
  return ok({ ...s, seats: s.seats.filter((x) => x.control === 'ai' || (x.userId !== userId && said.includes(x.userId))), rematch: null });
}

/**
 * Null when a lobby button may act on `s`. While a rematch waits for its players its seats are theirs: nobody joins,
 * leaves or adds an AI, and its host cannot start it before every one has accepted (it then starts by itself).
 */
export function rematchSeatsRefusal(s: Session, verb: 'join' | 'leave' | 'start' | 'ai', userId: string): Result<never, Refusal> | null {
  if (s.phase !== 'lobby' || !s.rematch) return null;
  switch (verb) {
    case 'join':
      return seatOfUser(s, userId) ? null : refuse('rematch-invited-only');
    case 'leave':
      // The host's own Leave is refused as in any lobby: they cancel instead.
      return seatOfUser(s, userId) && userId !== s.host ? refuse('rematch-decline-to-leave') : null;
    case 'ai':
      return refuse('rematch-keeps-seats');
    case 'start': {
      const waiting = awaitingRematch(s).map((u) => s.seats.find((x) => x.userId === u)!.name);
      if (userId !== s.host || !waiting.length) return null;
      return refuse('rematch-waiting', andList(waiting));
    }
  }
}

/** Null when this is a rematch waiting for its players and the person has a seat in it, else the refusal. */
function notAsked(s: Session, userId: string): Result<never, Refusal> | null {
  if (s.phase !== 'lobby' || !s.rematch) return refuse('rematch-gone');
  return seatOfUser(s, userId) ? null : refuse('rematch-no-seat');
}
