import { randomPolicy } from '../../engine/ai-policy';
import { andList } from '../and-list';
import type { GameModule } from '../module';
import { no, yes, type Outcome } from '../outcome';
import { aiLevels, aiSeat, humanSeat, newLobby, seatOfUser } from './session';
import type { Session } from './session-schema';

/**
 * A rematch: a lobby with the finished game's seats (the same people, the same AI levels) and options, which
 * starts by itself once every seated person has accepted; until then nobody else takes a seat. A person who
 * declines makes it an ordinary lobby that others can join and its host starts, seating only those who accepted.
 * Pure: the runner saves, starts and shows it, on the terms the lobby door (lobby-door.ts) allows.
 */

/** The rematch lobby for an ended game, asked for by a person who played in it (who has thereby accepted). */
export function openRematch(ended: Session, mod: GameModule, by: { userId: string; name: string }, instance: string, now: string): Outcome<Session> {
  if (ended.phase !== 'ended') return no('A rematch is offered once the game is over.');
  const asker = ended.seats.find((x) => x.userId === by.userId);
  if (asker?.control !== 'human') return no('Only someone who played in this game to its end can ask for a rematch: anyone can open a new game.');
  const lobby = newLobby({ instance, game: ended.game, channelId: ended.channelId, guildId: ended.guildId, host: by, options: ended.options, timerSeconds: ended.timerSeconds, now });
  let ai = 0;
  // A seat an AI took over is an AI seat again; a seat played automatically (its person left) is that person's.
  const seats = ended.seats.map((x) => {
    if (x.control !== 'ai') return x.userId === by.userId ? lobby.seats[0]! : humanSeat(x.userId, x.name);
    return aiSeat(++ai, aiLevels(mod).find((l) => l.level === x.aiLevel) ?? randomPolicy);
  });
  return yes({ ...lobby, seats, rematch: { from: ended.instance, accepted: [by.userId] } });
}

/** The people a rematch still waits for, in seat order. */
export function awaitingRematch(s: Session): string[] {
  return s.rematch ? s.seats.filter((x) => x.control === 'human' && !s.rematch!.accepted.includes(x.userId)).map((x) => x.userId) : [];
}

/** One seated person accepts; `allIn` when nobody else is awaited, and the game should start. */
export function acceptRematch(s: Session, userId: string): Outcome<{ session: Session; allIn: boolean }> {
  const refused = refusal(s, userId);
  if (refused) return no(refused);
  if (s.rematch!.accepted.includes(userId)) return no('You have already accepted: the game starts once everyone has.');
  const session = { ...s, rematch: { ...s.rematch!, accepted: [...s.rematch!.accepted, userId] } };
  return yes({ session, allIn: awaitingRematch(session).length === 0 });
}

/**
 * One seated person declines: the lobby becomes an ordinary one. Their seat is freed, and so is each seat whose
 * person had not yet accepted: an ordinary lobby seats only people who said yes, and its host may start it.
 */
export function declineRematch(s: Session, userId: string): Outcome<Session> {
  const refused = refusal(s, userId);
  if (refused) return no(refused);
  if (userId === s.host) return no('You asked for this rematch: press Cancel to close it instead.');
  const said = s.rematch!.accepted;
  return yes({ ...s, seats: s.seats.filter((x) => x.control === 'ai' || (x.userId !== userId && said.includes(x.userId))), rematch: null });
}

/**
 * Null when a lobby button may act on `s`. While a rematch waits for its players its seats are theirs: nobody joins,
 * leaves or adds an AI, and its host cannot start it before every one has accepted (it then starts by itself).
 */
export function rematchSeatsRefusal(s: Session, verb: 'join' | 'leave' | 'start' | 'ai', userId: string): string | null {
  if (s.phase !== 'lobby' || !s.rematch) return null;
  switch (verb) {
    case 'join':
      return seatOfUser(s, userId) ? null : 'This rematch seats only the players of the last game, until one of them declines.';
    case 'leave':
      // The host's own Leave is refused as in any lobby: they cancel instead.
      return seatOfUser(s, userId) && userId !== s.host ? 'This is a rematch: press Decline to give up your seat.' : null;
    case 'ai':
      return "A rematch keeps the last game's seats until one of its players declines.";
    case 'start': {
      const waiting = awaitingRematch(s).map((u) => s.seats.find((x) => x.userId === u)!.name);
      if (userId !== s.host || !waiting.length) return null;
      return `The rematch starts by itself once every player has accepted: still waiting for ${andList(waiting)}.`;
    }
  }
}

function refusal(s: Session, userId: string): string | null {
  if (s.phase !== 'lobby' || !s.rematch) return 'This is not a rematch waiting for its players any more.';
  if (!seatOfUser(s, userId)) return 'You have no seat in this rematch: it asks the players of the last game.';
  return null;
}
