import { randomPolicy } from '../../engine/ai-policy';
import type { GameModule } from '../module';
import { no, yes, type Outcome } from '../outcome';
import { aiLevels, aiSeat, humanSeat, newLobby, seatOfUser } from './session';
import type { Session } from './session-schema';

/**
 * A rematch: a lobby with the finished game's seats (the same people, the same AI levels) and options, which
 * starts by itself once every seated person has accepted. A person who declines frees their seat, and the lobby
 * becomes an ordinary one that others can join and its host starts. Pure: the runner saves, starts and shows it.
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

/** One seated person declines: their seat is freed and the lobby becomes an ordinary one. */
export function declineRematch(s: Session, userId: string): Outcome<Session> {
  const refused = refusal(s, userId);
  if (refused) return no(refused);
  if (userId === s.host) return no('You asked for this rematch: press Cancel to close it instead.');
  return yes({ ...s, seats: s.seats.filter((x) => x.userId !== userId), rematch: null });
}

function refusal(s: Session, userId: string): string | null {
  if (s.phase !== 'lobby' || !s.rematch) return 'This is not a rematch waiting for its players any more.';
  if (!seatOfUser(s, userId)) return 'You have no seat in this rematch: it asks the players of the last game.';
  return null;
}
