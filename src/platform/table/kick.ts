import type { GameModule } from '../module';
import { no, yes, type Outcome } from '../outcome';
import { aiLevels, appendLog, replaceSeat, seatIndexOf, seatOfUser } from './session';
import { logRemoval } from './answer-log';
import type { Session } from './session-schema';

/**
 * Who plays a kicked player's seat: the replacement when one is named; else the game takes the player
 * out where its rules allow (removePlayer), and otherwise an AI plays the seat. In the lobby the seat
 * simply goes. Pure: the runner saves and shows the result.
 */
export function kickSeat(s: Session, mod: GameModule, target: { userId: string }, replacement: { userId: string; name: string } | null): Outcome<{ session: Session; said: string }> {
  const p = seatOfUser(s, target.userId);
  if (!p) return no('That person is not seated in this game.');
  if (s.phase === 'lobby') {
    if (target.userId === s.host) return no('The host cannot be kicked from their own lobby; cancel it instead.');
    return yes({ session: { ...s, seats: s.seats.filter((x) => x.userId !== target.userId) }, said: 'They were removed from the lobby.' });
  }
  if (s.phase === 'ended') return no('This game is over.');
  if (replacement) {
    const r = replaceSeat(s, p, replacement);
    if (!r.ok) return no(r.error.message);
    return yes({ session: r.value, said: `${replacement.name} now plays that seat.` });
  }
  const removed = mod.engine.removePlayer?.(s.state, p);
  const ai = aiLevels(mod)[0]!;
  const r = replaceSeat(s, p, removed?.ok ? 'auto' : ai);
  if (!r.ok) return no(r.error.message);
  if (removed?.ok) {
    const answerLog = logRemoval(r.value.answerLog, seatIndexOf(p));
    return yes({ session: appendLog({ ...r.value, state: removed.value.state, answerLog }, removed.value.events), said: 'They were taken out of the game.' });
  }
  return yes({ session: r.value, said: `That seat is now played by an AI (${ai.level}).` });
}
