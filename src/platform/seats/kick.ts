import type { GameModule } from '../module';
import { ok, type Result } from '../../engine/result';
import { refuse, type Refusal } from '../words/refusals';
import { playing } from '../table/phase';
import { seatIndexOf } from '../table/seat-ids';
import { seatOfUser } from '../table/seat-names';
import { appendLog } from '../table/game-log';
import { aiLevels } from './lobby-seats';
import { replaceSeat } from './hand-over';
import { logRemoval } from '../table/answer-log';
import { departSeat } from './departures';
import type { Session } from '../session-schema';
import { tableWords } from '../words/table-words';

/**
 * Who plays a kicked player's seat: the replacement when one is named; else the game takes the player
 * out where its rules allow (removePlayer), and otherwise an AI plays the seat. In the lobby the seat
 * simply goes. During play the person is recorded as gone: `by` (who kicks) kicking their own seat has left the
 * game (their loss), anyone else was kicked (src/platform/seats/departures.ts). Pure: the runner saves and shows the result.
 */
export function kickSeat(s: Session, mod: GameModule, target: { userId: string }, replacement: { userId: string; name: string } | null, by: string): Result<{ session: Session; said: string }, Refusal> {
  const p = seatOfUser(s, target.userId);
  if (!p) return refuse('kick-not-seated');
  if (s.phase === 'lobby') {
    if (target.userId === s.host) return refuse('kick-host');
    return ok({ session: { ...s, seats: s.seats.filter((x) => x.userId !== target.userId) }, said: tableWords('kick.fromLobby') });
  }
  const phase = playing(s);
  if (phase) return phase;
  const gone = departSeat(s, p, by === target.userId ? 'left' : 'kicked');
  if (replacement) {
    const r = replaceSeat(gone, p, replacement);
    if (!r.ok) return r;
    return ok({ session: r.value, said: tableWords('kick.replaced', { name: replacement.name }) });
  }
  const removed = mod.engine.removePlayer?.(s.state, p);
  const ai = aiLevels(mod)[0]!;
  const r = replaceSeat(gone, p, removed?.ok ? 'auto' : ai);
  if (!r.ok) return r;
  if (removed?.ok) {
    const answerLog = logRemoval(r.value.answerLog, seatIndexOf(p));
    return ok({ session: appendLog({ ...r.value, state: removed.value.state, answerLog }, removed.value.events), said: tableWords('kick.removed') });
  }
  return ok({ session: r.value, said: tableWords('kick.ai', { level: ai.level }) });
}
